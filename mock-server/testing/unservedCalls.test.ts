// The test helpers name the calls a test made to resources LinkedIn serves and the mock does not:
// useMockService prints them after the test by default, fails the test with onUnserved: 'error',
// says nothing with 'off'; a path LinkedIn does not have either is never one of them.
import { describe, expect, it, vi } from 'vitest';
import { useMockService, type TestHooks } from './useMockService.js';
import { unservedReport } from './unservedCalls.js';

/** useMockService with hooks this test runs itself: listen, one test's calls, afterEach, close. */
async function runOneTest(options: Parameters<typeof useMockService>[0], calls: string[]): Promise<{ error?: Error; warnings: string[] }> {
  const hooks: Record<keyof TestHooks, () => unknown> = { beforeAll: () => undefined, afterEach: () => undefined, afterAll: () => undefined };
  const mock = useMockService({ ...options, hooks: { beforeAll: (run) => void (hooks.beforeAll = run), afterEach: (run) => void (hooks.afterEach = run), afterAll: (run) => void (hooks.afterAll = run) } });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await hooks.beforeAll();
  try {
    for (const path of calls) await fetch(`https://api.linkedin.com${path}`, { headers: { authorization: `Bearer ${mock.token()}`, 'LinkedIn-Version': mock.admin.linkedInVersion().version } });
    try {
      await hooks.afterEach();
      return { warnings: warn.mock.calls.map((args) => String(args[0])) };
    } catch (error) {
      return { error: error as Error, warnings: warn.mock.calls.map((args) => String(args[0])) };
    }
  } finally {
    warn.mockRestore();
    await hooks.afterAll();
  }
}

describe('onUnserved of useMockService', () => {
  it("'error' fails the test that called a resource LinkedIn serves and the mock does not, naming it; the service is reset all the same", async () => {
    const { error } = await runOneTest({ onUnserved: 'error' }, ['/rest/adAnalytics?q=analytics', '/v2/me']);
    expect(error?.message).toContain('a call of this test named a resource LinkedIn serves and this mock does not (yet)');
    expect(error?.message).toContain('GET https://api.linkedin.com/rest/adAnalytics?q=analytics → 404: Advertising API (Reporting), /rest/adAnalytics');
    expect(error?.message).not.toContain('/v2/me');
  });

  it("'error' leaves a path LinkedIn does not have alone: its 404 is LinkedIn's real answer", async () => {
    expect((await runOneTest({ onUnserved: 'error' }, ['/rest/nothingHere', '/v1/no-such-thing'])).error).toBeUndefined();
  });

  it("'warn' (the default) prints them and passes; 'off' says nothing", async () => {
    const warned = await runOneTest({}, ['/v2/connections?q=viewer']);
    expect(warned.error).toBeUndefined();
    expect(warned.warnings.join('\n')).toContain('Connections API (restricted), /v2/connections');
    expect(await runOneTest({ onUnserved: 'off' }, ['/v2/connections?q=viewer'])).toEqual({ warnings: [] });
  });

  it('refuses a value it does not know, naming the option and the values it takes', () => {
    expect(() => useMockService({ hooks: { beforeAll() {}, afterEach() {}, afterAll() {} }, onUnserved: 'fail' as 'error' })).toThrow("useMockService({ onUnserved }) must be 'warn', 'error', 'off' or left out (default 'warn'), not \"fail\".");
  });
});

describe('unservedReport', () => {
  it('is null without unserved calls, and names each one with its product and source', () => {
    expect(unservedReport([], 'x')).toBeNull();
    const entry = { seq: 1, at: '', method: 'GET', url: 'https://api.linkedin.com/rest/events', status: 404, durationMs: 1, requestHeaders: {}, responseHeaders: {}, unserved: { resource: '/rest/events', product: 'Events Management API', source: 'https://learn.microsoft.com/x' } };
    expect(unservedReport([entry], 'OPTION')).toMatch(/^in-js: a call of this test .*\n {2}GET https:\/\/api\.linkedin\.com\/rest\/events → 404: Events Management API, \/rest\/events \(https:\/\/learn\.microsoft\.com\/x\)\n.*OPTION sets what happens/);
  });
});
