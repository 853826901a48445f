import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take far longer than the rest (an npm install, a fuzz sweep, CLI processes, the
 * dialog's whole rule table): started first, so they run beside the others instead of last, alone,
 * on a fresh clone too (Vitest orders by last run's durations only when it has them).
 */
const SLOW_FIRST = ['test/package/packedPackage.test.ts', 'test/service/fuzz.test.ts', 'mock-server/server/cli.test.ts', 'mock-server/oauth/authorize.test.ts'];

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const at = SLOW_FIRST.findIndex((path) => spec.moduleId.endsWith('/' + path));
      return at < 0 ? SLOW_FIRST.length : at;
    };
    // The framework's files (a few seconds in all) come before the others: after a service file,
    // each of them set up its jsdom anew, as an isolated file does (measured: 6.8 s of set-ups in
    // the whole run, 0.5 s with them first).
    const group = (spec: TestSpecification) => (spec.project.name === 'framework' ? 0 : 1);
    return (await super.sort(files)).sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}

const common = {
  environment: 'node',
  // Type-aware gates and thousands of handler matches take seconds; a busy 2-core CI box needs room,
  // and npm test runs Vitest beside the browser tests (scripts/test.mjs): the CLI's tests start the
  // built server as a process (what was measured: docs/toolchain.md "The figures behind the test
  // settings"). A bound on a hang, not a speed goal (those are in npm run bench).
  testTimeout: 60_000,
  // Removing a test's npm project or closing its servers can take seconds on a busy box too.
  hookTimeout: 30_000,
};

export default defineConfig({
  test: {
    // One worker per core (Vitest's default leaves one core to itself: a single worker on a 2-core
    // machine). Much of the slowest files' time is spent waiting on the processes they start (npm,
    // the CLI), and the main process has little to do (measured: docs/toolchain.md "The figures
    // behind the test settings").
    maxWorkers: availableParallelism(),
    sequence: { sequencer: SlowFirst },
    projects: [
      {
        // The framework's unit tests, in jsdom (a new document for each file). The files of one
        // worker share their imported modules, as the service's do: a fresh module per file cost
        // 18 core-s for 1 s of tests (a new process and jsdom's import each), 6 with them shared
        // (measured on this 2-core machine). A test of state the framework keeps in a module (the
        // stylesheet linked once per page, the DOM-ready queue of one document) imports a fresh
        // module itself (vi.resetModules): src/tags/linkStylesheet.test.ts, parseTags.test.ts.
        test: { ...common, name: 'framework', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        // The service, the legacy-browser harness, clients and scripts: every file builds its own
        // services and servers and closes them, so the files of one worker share their imported
        // modules (MSW, the service, the validators) instead of importing them again per file,
        // which was most of the suite's time.
        test: { ...common, name: 'service', include: ['mock-server/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'], isolate: false },
      },
    ],
  },
});
