import { describe, expect, it } from 'vitest';
import type { Fault } from '../store/traffic.js';
import type { JournalEntry } from '../store/journal.js';
import { nearMisses } from './nearMisses.js';

const fault = (pattern: Partial<Fault>): Fault => ({ id: 1, path: '/v1/people/~', delayMs: 0, times: 1, matched: 0, fired: 0, status: 503, ...pattern });
let seq = 0;
const entry = (method: string, url: string, extra: Partial<JournalEntry> = {}): JournalEntry => ({
  seq: ++seq, at: '2026-01-01T00:00:00.000Z', method, url, status: 200, durationMs: 1, requestHeaders: {}, responseHeaders: {}, ...extra,
});

describe('nearMisses', () => {
  it('reports a request that misses a fault by one part, with the reason', () => {
    const misses = nearMisses([fault({ method: 'POST' })], [entry('GET', 'http://svc/v1/people/~')]);
    expect(misses).toEqual([expect.objectContaining({ method: 'GET', path: '/v1/people/~', fault: 1, reason: 'method is GET, the fault wants POST' })]);
  });

  it('names a query parameter or header that is absent or different', () => {
    const query = nearMisses([fault({ query: { format: 'json' } })], [entry('GET', 'http://svc/v1/people/~?format=xml')]);
    expect(query[0]!.reason).toBe("query format is 'xml', the fault wants 'json'");
    const header = nearMisses([fault({ headers: { 'x-li-format': 'json' } })], [entry('GET', 'http://svc/v1/people/~')]);
    expect(header[0]!.reason).toBe("header x-li-format is absent, the fault wants 'json'");
  });

  it('leaves out matches, requests a fault answered, far misses, and one-part patterns', () => {
    const faults = [fault({ method: 'GET' }), { ...fault({}), id: 2, path: '/v1/*' }];
    const entries = [
      entry('GET', 'http://svc/v1/people/~'), // matches fault 1 (no fault fired: not a near miss)
      entry('POST', 'http://svc/v1/people/~', { fault: 1 }), // a fault answered it
      entry('POST', 'http://svc/v1/companies/1'), // misses fault 1 by two parts; fault 2 names one part
    ];
    expect(nearMisses(faults, entries)).toEqual([]);
  });

  it('a missed path is reported only when it is near the fault\'s', () => {
    const faults = [fault({ method: 'GET', path: '/v1/people/~' })];
    expect(nearMisses(faults, [entry('GET', 'http://svc/v1/people/~/connections')])[0]!.reason).toBe('path is /v1/people/~/connections, the fault wants /v1/people/~');
    expect(nearMisses(faults, [entry('GET', 'http://svc/oauth/v2/authorization')])).toEqual([]);
  });

  it('reports the most recent first, at most the limit', () => {
    const entries = [1, 2, 3].map((n) => entry('GET', `http://svc/v1/people/~?n=${n}`));
    const misses = nearMisses([fault({ method: 'PUT' })], entries, 2);
    expect(misses.map((miss) => miss.path)).toEqual(['/v1/people/~?n=3', '/v1/people/~?n=2']);
  });
});
