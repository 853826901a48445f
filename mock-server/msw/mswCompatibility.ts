// Which msw releases the handlers work with, and the sentence a user gets when the msw in their
// project is not one of them. Plain functions, no Node built-in: the Node entry reads the installed
// copies (mswCopies.ts) and asks here; package.json's peerDependencies.msw is MSW_RANGE (a test
// keeps them equal), and the packed-package test installs both ends of it.

/** A span of msw versions, from `from` (included) to `below` (excluded). */
interface VersionSpan {
  from: string;
  below: string;
}

/**
 * The msw versions the handlers work with. 2.2.0 added getResponse, which the gateway and the
 * standalone server call; 2.6.0 alone hands setupServer only its own HttpHandler and GraphQLHandler
 * instances, so every request of ours would go unanswered (fixed in 2.6.1); msw 3 needs Node 22.12
 * and is not tested here.
 */
const SUPPORTED: VersionSpan[] = [
  { from: '2.2.0', below: '2.6.0' },
  { from: '2.6.1', below: '3.0.0' },
];

/** The ends of MSW_RANGE that the packed-package test installs (test/package/). */
export const MSW_TESTED = { lowest: '2.2.0', highest: '2.15.0' } as const;

/** MSW_RANGE as npm writes it: package.json's peerDependencies.msw. */
export const MSW_RANGE = SUPPORTED.map((span) => `>=${span.from} <${span.below}`).join(' || ');

/** One installed msw: its version and the folder it is in. */
export interface MswCopy {
  version: string;
  folder: string;
}

function parts(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:$|[-+])/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Whether the handlers work with this msw version (a prerelease counts as its release).
 * @example mswVersionSupported('2.15.0') // true
 */
export function mswVersionSupported(version: string): boolean {
  const v = parts(version);
  return !!v && SUPPORTED.some((span) => compare(v, parts(span.from)!) >= 0 && compare(v, parts(span.below)!) < 0);
}

const WORKS_WITH = `in-js works with msw ${MSW_RANGE} (tested: ${MSW_TESTED.lowest} and ${MSW_TESTED.highest})`;
const FIX = `Install one supported copy: \`npm install --save-dev msw@${MSW_TESTED.highest}\`, then \`npm dedupe\`; \`npm ls msw\` should list one version.`;

/**
 * What is wrong with the msw copies found, as sentences for the user, or null when the handlers
 * will work: `used` is the copy in-js imports, `project` the one the project's own code (its
 * `setupServer`) imports, when it has one.
 * @example mswProblem({ used: { version: '2.15.0', folder: '/p/node_modules/msw' } }) // null
 */
export function mswProblem(copies: { used: MswCopy | undefined; project?: MswCopy }): string | null {
  const { used, project } = copies;
  if (!used) {
    return [
      'in-js: msw is not installed, and the mock service is made of msw request handlers (the standalone in-mock-server runs them too).',
      `msw is a peer dependency, installed by your project so that your tests and in-js share one copy: \`npm install --save-dev msw@${MSW_TESTED.highest}\`. ${WORKS_WITH}.`,
    ].join('\n');
  }
  if (project && project.folder !== used.folder) {
    return [
      'in-js: two copies of msw are installed, so the mock service would answer no request.',
      `  your project's msw ${project.version}: ${project.folder} (what your tests import setupServer from)`,
      `  in-js's msw ${used.version}: ${used.folder}`,
      "Handlers made by one copy are not recognised by the other copy's setupServer or setupWorker: every request would end in MSW's warning \"intercepted a request without a matching request handler\".",
      `${WORKS_WITH}. ${FIX}`,
    ].join('\n');
  }
  if (!mswVersionSupported(used.version)) {
    return [
      `in-js: msw ${used.version} is installed (${used.folder}), and ${WORKS_WITH}.`,
      'Other msw releases differ in the API the handlers use: msw 1 has no `http` or `HttpResponse` (its `rest` and `res(ctx…)` handlers are another API), before 2.2.0 there is no getResponse, and 2.6.0 ignores every handler that is not its own HttpHandler, so requests would fail with errors such as "getResponse is not a function" or go unanswered; msw 3 needs Node 22.12 and is not supported yet.',
      FIX,
    ].join('\n');
  }
  return null;
}
