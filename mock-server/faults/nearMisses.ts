// The near-miss report (like WireMock's): journal entries that almost matched a waiting fault, and
// why not, for a person watching a run on the admin page (GET /__admin/near-misses). A plain
// function of the faults and the journal, so the admin page, the API and any other report share it.
import type { Fault } from '../store/traffic.js';
import type { JournalEntry } from '../store/journal.js';
import { matchesPattern, type RequestPattern } from './requestPattern.js';

/** One request that almost matched a fault. */
export interface NearMiss {
  seq: number;
  method: string;
  /** Path and query as journaled (secrets redacted). */
  path: string;
  status: number | null;
  fault: number;
  /** The one part of the fault's pattern the request did not have, in words. */
  reason: string;
}

/** At most this many near misses are reported, the most recent first. */
export const NEAR_MISS_LIMIT = 50;

/** The parts of `pattern` that `entry` does not match, each in words. */
function mismatches(pattern: RequestPattern, entry: JournalEntry, url: URL): string[] {
  const header = (name: string) => entry.requestHeaders[name.toLowerCase()] ?? null;
  const facts = { method: entry.method, url, header };
  const out: string[] = [];
  if (pattern.method && !matchesPattern({ method: pattern.method }, facts)) out.push(`method is ${entry.method}, the fault wants ${pattern.method}`);
  if (pattern.path !== undefined && !matchesPattern({ path: pattern.path }, facts)) out.push(`path is ${url.pathname}, the fault wants ${pattern.path}`);
  for (const [name, value] of Object.entries(pattern.query ?? {})) {
    if (!matchesPattern({ query: { [name]: value } }, facts)) out.push(`query ${name} is ${url.searchParams.has(name) ? `'${url.searchParams.get(name)}'` : 'absent'}, the fault wants '${value}'`);
  }
  for (const [name, value] of Object.entries(pattern.headers ?? {})) {
    if (!matchesPattern({ headers: { [name]: value } }, facts)) out.push(`header ${name} is ${header(name) === null ? 'absent' : `'${header(name)}'`}, the fault wants '${value}'`);
  }
  return out;
}

/**
 * Whether a path the fault's pattern missed is still near it: it shares at least half of the
 * pattern's text before its first `*` (`/v1/people/~/connections` is near `/v1/people/~`,
 * `/oauth/v2/authorization` is not).
 */
function pathIsNear(patternPath: string, path: string): boolean {
  const literal = patternPath.split('*')[0]!;
  let common = 0;
  while (common < literal.length && common < path.length && literal[common] === path[common]) common++;
  return common >= Math.max(2, Math.ceil(literal.length / 2));
}

/** How many parts a pattern names (method, path, each query parameter and header). */
function partsOf(pattern: RequestPattern): number {
  return (pattern.method ? 1 : 0) + (pattern.path !== undefined ? 1 : 0) + Object.keys(pattern.query ?? {}).length + Object.keys(pattern.headers ?? {}).length;
}

/**
 * Journal entries no fault answered that miss a waiting fault by exactly one part of its pattern
 * (of a pattern with two parts or more, so "any other path" is not reported for every request;
 * a missed path only when it is near the fault's),
 * most recent first, with the reason. Admin requests are not journaled, so never reported.
 * @example nearMisses(ctx.traffic.faults, ctx.journal.list())
 */
export function nearMisses(faults: readonly Fault[], entries: readonly JournalEntry[], limit = NEAR_MISS_LIMIT): NearMiss[] {
  const out: NearMiss[] = [];
  for (let i = entries.length - 1; i >= 0 && out.length < limit; i--) {
    const entry = entries[i]!;
    if (entry.fault !== undefined) continue;
    let url: URL;
    try {
      url = new URL(entry.url);
    } catch {
      continue;
    }
    for (const fault of faults) {
      if (partsOf(fault) < 2) continue;
      const missed = mismatches(fault, entry, url);
      if (missed.length !== 1) continue;
      if (missed[0]!.startsWith('path ') && !pathIsNear(fault.path, url.pathname)) continue;
      out.push({ seq: entry.seq, method: entry.method, path: url.pathname + url.search, status: entry.status, fault: fault.id, reason: missed[0]! });
      break;
    }
  }
  return out;
}
