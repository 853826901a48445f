// The `LinkedIn-Version` of one /rest call: read, remembered for GET /__admin/versions, checked
// against the calendar on the service's day (the replayed one, asOf, or the clock's), and what LinkedIn's answer cannot say (a sunset near,
// why a version is refused) left in the journal's notes.
import type { MockContext } from '../context/context.js';
import { settingsOf } from '../context/context.js';
import { noteRequest } from '../http/requestNotes.js';
import { activeRow, readVersionHeader } from '../restli/apiVersion.js';
import { refusalNote, sunsetWarning, versionStatus } from '../restli/versionStatus.js';
import type { VersionCalendarName } from '../restli/versionCalendar.js';
import { RestError } from '../api/errors.js';

/**
 * The version of a versioned call as LinkedIn names it in permission messages (YYYYMM01), or the
 * RestError LinkedIn answers (400 VERSION_MISSING or ILLEGAL_ARGUMENT, 426 NONEXISTENT_VERSION).
 * @example callVersion(ctx, request) // '20261101'
 */
export function callVersion(ctx: MockContext, request: Request, calendar: VersionCalendarName = 'marketing', asOf: number | null = null): string {
  // The calendar is read on the day replayed, else on the mock clock.
  const now = asOf ?? ctx.clock.now();
  const header = readVersionHeader(request.headers.get('linkedin-version'), now);
  try {
    activeRow(header, now, calendar);
  } catch (error) {
    if (error instanceof RestError) {
      ctx.versionUse.record(header.value, ctx.clock.now(), true);
      noteRequest(request, refusalNote(versionStatus(header.value, now, calendar)));
    }
    throw error;
  }
  ctx.versionUse.record(header.value, ctx.clock.now(), false);
  const warning = sunsetWarning(versionStatus(header.value, now, calendar), settingsOf(ctx).sunsetWarningDays);
  if (warning) noteRequest(request, warning);
  return `${header.month}01`;
}
