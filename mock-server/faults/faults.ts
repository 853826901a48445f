// Fault injection (issue 4 item 9): `POST /__admin/faults` makes a path fail with 500 or 504, or
// answer late, for its next N calls. 500 and 504 come from the REST API only when injected.
import type { Fault, Traffic } from '../store/traffic.js';
import { MAX_FAULT_DELAY_MS } from '../defaults.js';

/**
 * The fault a call to `pathname` triggers now, if any; counts the call against the fault.
 * @example takeFault(ctx.traffic, '/v1/people/~') // { status: 500, delayMs: 0, times: 0, … }
 */
export function takeFault(traffic: Traffic, pathname: string): Fault | undefined {
  const index = traffic.faults.findIndex((fault) =>
    fault.path.endsWith('*') ? pathname.startsWith(fault.path.slice(0, -1)) : pathname === fault.path,
  );
  if (index < 0) return undefined;
  const fault = traffic.faults[index];
  fault.times -= 1;
  if (fault.times <= 0) traffic.faults.splice(index, 1);
  return fault;
}

/** A fault from the admin request body, or a sentence saying what is wrong with it. */
export function faultFromBody(body: unknown): Fault | string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'The body must be a JSON object such as {"path": "/v1/people/~", "status": 500, "times": 1}.';
  const { path, status, delayMs = 0, times = 1, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length) return `Unknown field '${unknown[0]}'; a fault has path, status, delayMs and times.`;
  if (typeof path !== 'string' || !path.startsWith('/')) return "'path' must be a path starting with '/', such as /v1/people/~ (or a prefix ending in '*').";
  if (status !== undefined && status !== 500 && status !== 504) return "'status' must be 500 or 504 (leave it out for a pure delay).";
  if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_FAULT_DELAY_MS) {
    return `'delayMs' must be a whole number of milliseconds from 0 to ${MAX_FAULT_DELAY_MS}.`;
  }
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) return "'times' must be a whole number of 1 or more.";
  if (status === undefined && delayMs === 0) return "A fault needs a 'status', a 'delayMs', or both.";
  return { path, status: status as Fault['status'], delayMs, times };
}
