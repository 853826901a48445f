// Rollup plugin: reads the service as tsc wrote it (dist/mock-server/, with its source maps, so the
// bundles map back to the TypeScript), and, for the Node bundles, puts the build-time versions of the
// two modules that have one in place of theirs (the fixture schema's validator, compiled; the default
// data set, generated), as files beside the bundles that are read when first needed, and leaves out
// the data set's generator, which they then never run.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SHAPE_VALIDATOR_FILE, SHAPE_VALIDATOR_MODULE, shapeValidatorCode, shapeValidatorModule } from './shapeValidatorCode.mjs';
import { GENERATOR_MODULE, PREBUILT_DATA_SET_FILE, PREBUILT_DATA_SET_MODULE, generatorStandIn, prebuiltDataSetModule, prebuiltDataSetText } from './prebuiltDataSetCode.mjs';

/** `dist`: tsc's output folder. `buildTime`: the build-time versions and the generator left out (Node bundles only: the replacements read files). */
export function tscOutput({ dist = 'dist', buildTime = false } = {}) {
  const validatorModule = resolve(dist, SHAPE_VALIDATOR_MODULE);
  const dataSetModule = resolve(dist, PREBUILT_DATA_SET_MODULE);
  const generatorModule = resolve(dist, GENERATOR_MODULE);
  return {
    name: 'tsc-output',
    async load(id) {
      if (buildTime && id === validatorModule) {
        const { code, options } = await shapeValidatorCode(dist);
        const reference = this.emitFile({ type: 'asset', fileName: SHAPE_VALIDATOR_FILE, source: code });
        return shapeValidatorModule(`import.meta.ROLLUP_FILE_URL_${reference}`, options);
      }
      if (buildTime && id === dataSetModule) {
        const reference = this.emitFile({ type: 'asset', fileName: PREBUILT_DATA_SET_FILE, source: await prebuiltDataSetText(dist) });
        return prebuiltDataSetModule(`import.meta.ROLLUP_FILE_URL_${reference}`);
      }
      if (buildTime && id === generatorModule) return generatorStandIn();
      if (!id.startsWith(resolve(dist)) || !id.endsWith('.js') || !existsSync(`${id}.map`)) return null;
      // tsc's map, which rollup chains into the bundle's (its sources hold the TypeScript: inlineSources).
      return { code: readFileSync(id, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'), map: readFileSync(`${id}.map`, 'utf8') };
    },
  };
}
