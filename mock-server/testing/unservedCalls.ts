// After a test: the calls it made to resources LinkedIn serves and this mock does not (yet). Each
// was answered LinkedIn's own 404 (the answer a path no route has gets), which a client may well
// swallow; this names them, so a team learns its integration reaches past what the mock covers.
// A path LinkedIn does not have either is not one of them: that 404 is LinkedIn's real answer.
import type { JournalEntry } from '../store/journal.js';

/** What a test helper does with such calls: print them (default), fail the test, or say nothing. */
export type UnservedStrategy = 'warn' | 'error' | 'off';

export const UNSERVED_STRATEGIES: readonly UnservedStrategy[] = ['warn', 'error', 'off'];

/** The journal entries of calls to a resource LinkedIn serves and this mock does not. */
export function unservedEntries(journal: readonly JournalEntry[]): JournalEntry[] {
  return journal.filter((entry) => entry.unserved);
}

/**
 * The report of those calls, or null when there are none; `option` names the helper's option.
 * @example unservedReport(service.admin.requests(), "useMockService({ onUnserved: 'off' })")
 */
export function unservedReport(journal: readonly JournalEntry[], option: string): string | null {
  const calls = unservedEntries(journal);
  if (!calls.length) return null;
  const lines = calls.map((entry) => `  ${entry.method} ${entry.url} → ${entry.status}: ${entry.unserved!.product}, ${entry.unserved!.resource} (${entry.unserved!.source})`);
  return [
    `in-js: ${calls.length === 1 ? 'a call' : `${calls.length} calls`} of this test named a resource LinkedIn serves and this mock does not (yet); each was answered LinkedIn's 404 for a path it has no route for:`,
    ...lines,
    `  Your code may treat that 404 as LinkedIn's answer; against LinkedIn the call would reach the resource. docs/fidelity.md lists what the mock serves. ${option} sets what happens ('error' fails the test, 'off' says nothing).`,
  ].join('\n');
}

/** Throws an Error naming `option` when `value` is not a strategy. */
export function assertUnservedStrategy(value: unknown, option: string): asserts value is UnservedStrategy | undefined {
  if (value !== undefined && !(UNSERVED_STRATEGIES as readonly unknown[]).includes(value)) {
    throw new Error(`${option} must be ${UNSERVED_STRATEGIES.map((s) => `'${s}'`).join(', ')} or left out (default 'warn'), not ${JSON.stringify(value)}.`);
  }
}
