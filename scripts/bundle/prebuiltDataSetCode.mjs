// The default data set generated at build time, for the package's Node bundles: the module
// mock-server/seed/prebuiltDataSet.ts (which has none) is replaced in the bundles (tscOutput.mjs) by
// one that reads the text written here beside them, so the first service of a process reads the set
// instead of generating it; and the generator (seed/defaultNetwork.ts, with its vocabulary), which
// the bundles then never run, is left out of them.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The module's path in tsc's output, which the bundles replace. */
export const PREBUILT_DATA_SET_MODULE = join('mock-server', 'seed', 'prebuiltDataSet.js');
/** The file the bundles read, on first use, beside them. */
export const PREBUILT_DATA_SET_FILE = 'default-data-set.json';
/** The generator's module in tsc's output, which the bundles leave out. */
export const GENERATOR_MODULE = join('mock-server', 'seed', 'defaultNetwork.js');

/**
 * The same JSON with every character beyond ASCII escaped, which Node reads as Latin-1 into a
 * one-byte string: faster to read and to parse than UTF-8.
 * @example asciiJson('{"name":"Zoë"}') // '{"name":"Zo\\u00eb"}'
 */
export function asciiJson(text) {
  return text.replace(/[^\x00-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The default data set's text as the service makes it (defaultDataSetText: generated), from tsc's output in `dist`, in ASCII. */
export async function prebuiltDataSetText(dist) {
  const { defaultDataSetText } = await import(pathToFileURL(join(dist, 'mock-server', 'seed', 'defaultDataSet.js')).href);
  return asciiJson(defaultDataSetText());
}

/** The module that replaces prebuiltDataSet.ts in the Node bundles; `fileUrl` is the expression of the text file's URL. */
export function prebuiltDataSetModule(fileUrl) {
  return [
    "// prebuiltDataSet.ts as the package's Node bundles have it: the default data set as the build generated it (scripts/bundle/prebuiltDataSetCode.mjs), read when first asked for.",
    "import { readFileSync } from 'node:fs';",
    'let text;',
    // ASCII only (asciiJson), so Latin-1 reads it as it is.
    `export function prebuiltDataSet() { return (text ??= readFileSync(new URL(${fileUrl}), 'latin1')); }`,
    '',
  ].join('\n');
}

/**
 * What the Node bundles have in place of the generator: defaultDataSet.ts calls it only when there is
 * no prebuilt set, and in the bundles prebuiltDataSet() gives the set or throws (a missing file).
 * Any other name imported from the generator's module fails the build.
 */
export function generatorStandIn() {
  return [
    "// seed/defaultNetwork.ts as the package's Node bundles have it: they read the data set the build generated (prebuiltDataSet.ts), so the generator is left out.",
    'export function defaultNetwork() {',
    `  throw new Error("in-js: the package's bundles read the default data set from ${PREBUILT_DATA_SET_FILE}; its generator is not in them.");`,
    '}',
    '',
  ].join('\n');
}
