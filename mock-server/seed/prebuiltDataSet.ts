// The default data set as the build wrote it, for the package's bundles: generating it costs the
// first service of a process tens of milliseconds (seed/defaultNetwork.ts), reading the text the
// generator made at build time a few. The bundles replace this module with one that reads that text
// (scripts/bundle/prebuiltDataSetCode.mjs); run from the sources or from tsc's output there is none,
// and the set is generated when first needed.

/**
 * The JSON text of the default data set, `{ "members": [...], "network": {...} }`, as
 * defaultDataSetText() (defaultDataSet.ts) makes it; undefined where the build did not write it.
 */
export function prebuiltDataSet(): string | undefined {
  return undefined;
}
