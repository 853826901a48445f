// Builds the one legacy-safe script every page embeds: dist/in.js (readable) and dist/in.min.js.
import typescript from '@rollup/plugin-typescript';
import terser from '@rollup/plugin-terser';

const common = {
  // No `name`: the entry assigns window.IN itself, so loading the script twice cannot replace
  // a running framework (a named IIFE would do `var IN = ...` on every load).
  format: 'iife',
  generatedCode: 'es5', // rollup's own glue in ES5 (no arrows, no const)
  esModule: false, // no Object.defineProperty(exports, '__esModule'): it throws on IE8
  freeze: false, // no Object.freeze (ES5)
  // No "use strict": IE 6-9 ignore it, so the code never relies on it, and without it current
  // browsers run the same semantics as the old ones.
  strict: false,
  sourcemap: true,
};

// Internal properties are written `_name` in src/ and shortened in dist/in.min.js, as Preact does;
// public names (IN.*, IN.ENV keys, what callbacks receive, fields of the wire formats) never
// start with `_`, except the API's own collection fields, which stay as they are.
// See docs/legacy-browsers.md.
export const MANGLED_PROPERTIES = { regex: /^_/, reserved: ['_total', '_count', '_start'] };

// ie8: true makes terser quote reserved-word property names (o["default"], p["catch"], {"class": 1})
// so that IE 6-8's ES3 parser accepts the output.
// inline: 2, pure_getters and unsafe_proto (Object.prototype.x read as {}.x, the same function)
// measured smaller gzipped (npm run bench); src/ never relies on a
// property read for its side effect (a read that may throw, in compat/frameAnswer.ts, is used).
const ie8Terser = (pretty) =>
  terser({
    ie8: true,
    ecma: 5,
    compress: pretty ? false : { passes: 3, hoist_funs: true, inline: 2, pure_getters: true, unsafe_proto: true },
    mangle: pretty ? false : { properties: MANGLED_PROPERTIES },
    format: pretty ? { beautify: true, comments: false } : { comments: false },
  });

/**
 * The parts: the original's other tags, kept out of dist/in.min.js and loaded by it when a page first
 * uses one (src/tags/lazyTags.ts): `dist/in-parts/<tag name in lower case>.js`, minified like the
 * bundle, each on its own (a part reaches the framework through its public API only).
 */
export const PARTS = {
  followcompany: 'src/parts/followCompany.ts',
  apply: 'src/parts/apply.ts',
  jymbii: 'src/parts/jymbii.ts',
  companyinsider: 'src/parts/companyInsider.ts',
  recommendproduct: 'src/parts/recommendProduct.ts',
};

// One TypeScript pass for every build below (each config compiling the whole program again costs seconds).
const ts = typescript({ tsconfig: './tsconfig.json' });

export default [
  {
    input: 'src/index.ts',
    output: [
      { ...common, file: 'dist/in.js', plugins: [ie8Terser(true)] },
      { ...common, file: 'dist/in.min.js', plugins: [ie8Terser(false)] },
    ],
    plugins: [ts],
  },
  ...Object.entries(PARTS).map(([name, input]) => ({
    input,
    // A part exports nothing: its script registers its tag.
    output: { ...common, file: `dist/in-parts/${name}.js`, plugins: [ie8Terser(false)] },
    plugins: [ts],
  })),
];
