import type { MockContextOptions } from './context.js';
import { CLOCK_MAX_MS, CLOCK_MIN_MS } from '../defaults.js';

/**
 * Why a start-up option cannot be used, or null: the public URL, the admin token and the start time
 * (the settings among the options are checked as a fixture set's settings). createContext refuses
 * with it, so createMockService, startServer and the CLI refuse the same mistakes in the same words.
 * @example startOptionProblem({ publicUrl: 'in-mock' }) // "The public URL must be an origin such as …"
 */
export function startOptionProblem(options: MockContextOptions): string | null {
  if (options.publicUrl !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(options.publicUrl);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password || options.publicUrl.endsWith('/')) {
      return `The public URL must be an origin such as http://in-mock:8789 (scheme, host, optional port; no path), not '${options.publicUrl}'.`;
    }
  }
  if (options.adminToken !== undefined && (typeof options.adminToken !== 'string' || !/^[\x21-\x7e]{8,}$/.test(options.adminToken))) {
    return 'The admin token must be at least 8 visible ASCII characters without spaces.';
  }
  if (options.now !== undefined && !(Number.isFinite(options.now) && options.now >= CLOCK_MIN_MS && options.now <= CLOCK_MAX_MS)) {
    return `The start time 'now' must be ms since the epoch between ${CLOCK_MIN_MS} and ${CLOCK_MAX_MS}.`;
  }
  return null;
}
