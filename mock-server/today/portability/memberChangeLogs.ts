// GET /rest/memberChangeLogs?q=memberAndApplication[&startTime={ms}][&count=1..50] (the Member
// Changelog API, https://learn.microsoft.com/en-us/linkedin/dma/member-data-portability/shared/member-changelog-api):
// what the member did through this service since they consented to the app (`regulatedAt`), of
// the last MEMBER_CHANGE_LOG_DAYS days ("we currently return events up to 28 days"), oldest first:
// `startTime` is inclusive ("that event will show up on the next request's response"), older than
// 28 days it returns the 28 days, an invalid one is a 400; `count` is 1 to 50, default 10 (LinkedIn's
// recommendation), another is a 400 naming the recommended count. Events: changeEvents.ts.
import type { TodayCall } from '../TodayRoute.js';
import type { PagingRule } from '../../restli/paging.js';
import { pagingOf } from '../../restli/paging.js';
import { BadRequest } from '../../api/errors.js';
import { MEMBER_CHANGE_LOG_DAYS, MEMBER_CHANGE_LOG_DEFAULT_COUNT, MEMBER_CHANGE_LOG_MAX_COUNT } from '../../defaults.js';
import { portabilityMember } from './portabilityAccess.js';
import { changeEvent } from './changeEvents.js';

const DAY_MS = 86_400_000;
const CHANGE_LOG_PAGING: PagingRule = { defaultCount: MEMBER_CHANGE_LOG_DEFAULT_COUNT, maxCount: MEMBER_CHANGE_LOG_MAX_COUNT, overMax: 'refuse' };
const COUNT_ADVICE = `count must be a whole number from 1 to ${MEMBER_CHANGE_LOG_MAX_COUNT}; LinkedIn recommends count=${MEMBER_CHANGE_LOG_DEFAULT_COUNT}.`;

/** `startTime`, ms since the epoch, or undefined; a 400 for anything else. */
function startTimeOf(call: TodayCall): number | undefined {
  const text = call.query.get('startTime');
  if (text === null) return undefined;
  if (!/^\d{1,15}$/.test(text)) throw new BadRequest(`startTime must be a time in milliseconds since 1970, not '${text}'; use the latest processedAt of the previous answer.`);
  return Number(text);
}

/** `GET /rest/memberChangeLogs?q=memberAndApplication`. */
export function memberChangeLogs(call: TodayCall) {
  const { member, regulatedAt } = portabilityMember(call, 'memberChangeLogs', 'FINDER-memberAndApplication');
  // The finder pages by startTime, not start: count alone is read as paging reads it.
  const countText = call.query.get('count');
  let count: number;
  try {
    count = pagingOf(new URLSearchParams(countText === null ? '' : { count: countText }), CHANGE_LOG_PAGING).count;
  } catch {
    throw new BadRequest(COUNT_ADVICE);
  }
  if (count < 1) throw new BadRequest(COUNT_ADVICE);
  const now = call.ctx.clock.now();
  const from = Math.max(startTimeOf(call) ?? 0, now - MEMBER_CHANGE_LOG_DAYS * DAY_MS, regulatedAt);
  const changes = (call.ctx.portability.changes.get(member.id) ?? []).filter((change) => change.at >= from && change.at <= now);
  return { body: { paging: { start: 0, count, links: [], total: changes.length }, elements: changes.slice(0, count).map(changeEvent) } };
}
