import type { MockContextOptions } from './context.js';
import { CLOCK_MAX_MS, CLOCK_MIN_MS, MEDIA_PROCESSING_SECONDS, MEDIA_PROCESSING_SECONDS_MAX, SUNSET_WARNING_DAYS_MAX } from '../defaults.js';
import { closestName } from '../vocabulary/didYouMean.js';
import { asOfMs } from '../history/asOfDay.js';

const MEDIA_TYPES = Object.keys(MEDIA_PROCESSING_SECONDS);

/** Why `mediaProcessingSeconds` cannot be used, or null. */
function mediaProcessingProblem(seconds: unknown): string | null {
  if (!seconds || typeof seconds !== 'object' || Array.isArray(seconds)) return 'The media processing times must be an object such as { video: 120, document: 10, image: 0 } (seconds per media type).';
  const unknown = Object.keys(seconds).find((key) => !MEDIA_TYPES.includes(key));
  if (unknown !== undefined) {
    const guess = closestName(unknown, MEDIA_TYPES);
    return `'${unknown}' is not a media type${guess ? `; did you mean '${guess}'?` : '.'} The media types are ${MEDIA_TYPES.join(', ')}.`;
  }
  for (const [type, value] of Object.entries(seconds)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MEDIA_PROCESSING_SECONDS_MAX) {
      return `The processing time of ${type} must be a number of seconds from 0 to ${MEDIA_PROCESSING_SECONDS_MAX}, not ${typeof value === 'number' ? value : JSON.stringify(value)}.`;
    }
  }
  return null;
}

/**
 * Why a start-up option cannot be used, or null: the public URL, the admin token, the start time,
 * the media processing times, holdMedia and previewHosts (the settings among the options are checked as a
 * fixture set's settings). createContext refuses with it, so createMockService, startServer and the CLI refuse the same mistakes in the same words.
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
  if (options.mediaProcessingSeconds !== undefined) {
    const problem = mediaProcessingProblem(options.mediaProcessingSeconds);
    if (problem) return problem;
  }
  if (options.holdMedia !== undefined && typeof options.holdMedia !== 'boolean') return `holdMedia must be true or false, not ${JSON.stringify(options.holdMedia)}.`;
  if (options.asOf !== undefined) {
    const ms = asOfMs(options.asOf);
    if (typeof ms === 'string') return ms;
  }
  const days = options.sunsetWarningDays;
  if (days !== undefined && !(typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= SUNSET_WARNING_DAYS_MAX)) {
    return `sunsetWarningDays must be a whole number of days from 0 to ${SUNSET_WARNING_DAYS_MAX}, not ${JSON.stringify(days)}.`;
  }
  if (options.previewHosts !== undefined) {
    const hosts: unknown = options.previewHosts;
    const bad = Array.isArray(hosts) ? hosts.find((host) => typeof host !== 'string' || !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(host)) : hosts;
    if (!Array.isArray(hosts) || bad !== undefined) {
      return `previewHosts must be a list of host names such as ['blog.example.com'] (no scheme, port or path), not ${JSON.stringify(Array.isArray(hosts) ? bad : hosts)}.`;
    }
  }
  return null;
}
