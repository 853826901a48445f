// Rollup plugin for the Node bundles: fast-xml-parser, which only the v1 API's XML answers and bodies
// use, is loaded when first used (its own CommonJS build, one file), not with in-js. The bundles get
// a stand-in with the three names the service imports (a name it does not have fails the build);
// each loads the package on first use. mock-server/v1 makes its writer and reader on first use too.
const ID = '\0fast-xml-parser, on first use';

const STAND_IN = `// fast-xml-parser as the package's Node bundles have it: loaded when first used (scripts/bundle/lazyFastXmlParser.mjs).
import { createRequire } from 'node:module';
let loaded;
const fxp = () => (loaded ??= createRequire(import.meta.url)('fast-xml-parser'));
export class XMLBuilder { constructor(options) { return new (fxp().XMLBuilder)(options); } }
export class XMLParser { constructor(options) { return new (fxp().XMLParser)(options); } }
export const XMLValidator = { validate: (xml, options) => fxp().XMLValidator.validate(xml, options) };
`;

export function lazyFastXmlParser() {
  return {
    name: 'lazy-fast-xml-parser',
    resolveId: (source) => (source === 'fast-xml-parser' ? ID : null),
    load: (id) => (id === ID ? STAND_IN : null),
  };
}
