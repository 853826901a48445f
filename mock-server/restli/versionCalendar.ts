// The calendar of `LinkedIn-Version`s as data: every version LinkedIn released, the day it became
// active and the day it was (or will be) sunset, each row with its source, and the rule LinkedIn
// states for what it has not published yet. docs/over-time.md explains each choice.
//
// Days are UTC calendar days, 'YYYY-MM-DD'. A version answers from 00:00 UTC on its release day
// through the whole of its sunset day, and is refused from 00:00 UTC on the day after: LinkedIn
// does not say at what hour a version goes, and the public reports of each sunset come on the day
// after the published date (202404, published for 2025-04-15: "sunset today" on 2025-04-16,
// estuary/connectors#2679; 202504, 2026-04-15: n8n-io/n8n#28590 and bytechef#4775 on 2026-04-16;
// 202409 and 202509, both on the 15th: PipedreamHQ/pipedream#18398 on the 17th,
// getmunin/munin#1034 on the 18th), so a version still answers on its published day here.

/** One released version of a calendar. */
export interface VersionRow {
  /** YYYYMM, or YYYYMM.RR for a revision a calendar lists of its own (Talent's 202508.02). */
  version: string;
  /** The first day it answers. */
  release: string;
  /** The day LinkedIn publishes as its sunset: the last day it answers. */
  sunset: string;
  /** Where the sunset day comes from (and the release day, when not the rollover rule). */
  source: string;
  /** Set when LinkedIn publishes no end for it: why (its `sunset` is then 9999-12-31). */
  unpublishedEnd?: string;
}

/** The calendars the mock knows: one per product that versions its API on its own terms. */
export type VersionCalendarName = 'marketing' | 'talent' | 'memberDataPortability' | 'verifiedOnLinkedIn';

const MIGRATIONS_EN = 'the Migrations page, https://learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations';
const MIGRATIONS_IT = 'the Migrations page (its it-it copy), https://learn.microsoft.com/it-it/linkedin/marketing/integrations/migrations';
const MIGRATIONS_3P = "the Migrations page as a third party read it on 2026-08-13 (api-evangelist/linkedin-ads, lifecycle/linkedin-ads-lifecycle.yml)";
const RULE = "LinkedIn's rule (a year of support, mid-month sunsets): the 15th, or the Monday after when it is a weekend";
const TALENT = 'the Talent versioning page (months only; days by the Marketing rollover), https://learn.microsoft.com/en-us/linkedin/talent/versioning';

/** The first version LinkedIn released: "first versioned API release was June 2022" (the versioning page). */
export const FIRST_MARKETING_VERSION = '202206';

/**
 * The published sunset days of Marketing versions (the Marketing and Community Management APIs
 * under /rest share them), with their sources. A version missing here that the rollover makes
 * (monthly, no December after 2022) sunsets on the rule's day.
 */
const PUBLISHED_SUNSETS: Readonly<Record<string, { sunset: string; source: string }>> = {
  '202206': { sunset: '2023-06-15', source: `${RULE}; refused on 2023-08-24 (PipedreamHQ/pipedream#7739)` },
  '202309': { sunset: '2024-09-16', source: `${RULE}; refused on 2024-09-17 (PipedreamHQ/pipedream#13965)` },
  '202404': { sunset: '2025-04-15', source: `${RULE}; "sunset today" on 2025-04-16 (estuary/connectors#2679), "broke about 3 days ago" on 2025-04-18 (n8n-io/n8n#14737)` },
  '202407': { sunset: '2025-07-22', source: MIGRATIONS_EN },
  '202408': { sunset: '2025-08-18', source: MIGRATIONS_EN },
  '202409': { sunset: '2025-09-15', source: `${MIGRATIONS_EN}; refused on 2025-09-17 (PipedreamHQ/pipedream#18398)` },
  '202410': { sunset: '2025-10-15', source: MIGRATIONS_EN },
  '202411': { sunset: '2025-11-17', source: MIGRATIONS_EN },
  '202502': { sunset: '2026-02-16', source: '"will sunset on February 16, 2026" (airbytehq/airbyte#72831); "sunset on 16FEB2026" (estuary/connectors#3922)' },
  '202504': { sunset: '2026-04-15', source: `${MIGRATIONS_3P}; refused from 2026-04-16 (n8n-io/n8n#28590, ComposioHQ/composio#3231)` },
  '202505': { sunset: '2026-05-15', source: MIGRATIONS_3P },
  '202506': { sunset: '2026-06-15', source: MIGRATIONS_3P },
  '202507': { sunset: '2026-07-15', source: MIGRATIONS_3P },
  '202508': { sunset: '2026-08-17', source: MIGRATIONS_3P },
  '202509': { sunset: '2026-09-15', source: `${MIGRATIONS_3P}; refused on 2026-09-18 (getmunin/munin#1034)` },
  '202510': { sunset: '2026-10-15', source: MIGRATIONS_IT },
  '202511': { sunset: '2026-11-16', source: MIGRATIONS_IT },
  '202601': { sunset: '2027-01-15', source: MIGRATIONS_IT },
  '202602': { sunset: '2027-02-15', source: MIGRATIONS_IT },
  '202603': { sunset: '2027-03-16', source: MIGRATIONS_IT },
  '202604': { sunset: '2027-04-15', source: `${MIGRATIONS_3P}; "202604 stays active until 15 April 2027" (n8n-io/n8n#39065)` },
  '202605': { sunset: '2027-05-15', source: MIGRATIONS_3P },
  '202606': { sunset: '2027-06-15', source: MIGRATIONS_3P },
  '202607': { sunset: '2027-07-15', source: MIGRATIONS_3P },
};

/**
 * Months LinkedIn released no Marketing version: no December after 2022 (the Migrations table
 * goes 202511 → 202601; the documentation has a view per version, li-lms-YYYY-MM, and public code
 * links li-lms-2022-12 and the November views of 2023–2025, never a December one after 2022). The
 * rule keeps it: no December version is ever released here.
 */
export function marketingMonthReleased(yyyymm: number): boolean {
  const month = yyyymm % 100;
  return yyyymm >= Number(FIRST_MARKETING_VERSION) && month >= 1 && month <= 12 && !(month === 12 && yyyymm > 202212);
}

/**
 * Versions LinkedIn kept past their year: "The Marketing Version 202310 (Marketing October 2023)
 * and earlier versions (excluding 202306 and 202307) have been sunset" (the Marketing sample-app
 * page, https://learn.microsoft.com/en-us/linkedin/marketing/sample-apps-lms). No end is published
 * for them; the mock keeps them answering (never stricter than LinkedIn on a guess) with a journal
 * note on every call, and the sunset helpers count an unpublished end as already due.
 */
export const KEPT_PAST_THEIR_YEAR: Readonly<Record<string, string>> = {
  '202306': 'LinkedIn excluded 202306 from the sunset of "202310 and earlier versions" (the Marketing sample-app page) and has published no end for it',
  '202307': 'LinkedIn excluded 202307 from the sunset of "202310 and earlier versions" (the Marketing sample-app page) and has published no end for it',
};

/** The sunset day of a row whose end LinkedIn has not published. */
export const UNPUBLISHED_END = '9999-12-31';

/** 'YYYY-MM-DD' of a UTC date. */
function dayText(year: number, monthIndex: number, day: number): string {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/**
 * The rule's day in a month: the 15th, or the Monday after when the 15th is a Saturday or Sunday
 * (it gives 18 of the 22 published days; the others are in PUBLISHED_SUNSETS).
 * @example ruleDay(2026, 11) // '2026-11-16' (15 November 2026 is a Sunday)
 */
export function ruleDay(year: number, month: number): string {
  const weekday = new Date(Date.UTC(year, month - 1, 15)).getUTCDay();
  return dayText(year, month - 1, weekday === 6 ? 17 : weekday === 0 ? 16 : 15);
}

/** The sunset day of a released Marketing version YYYYMM: published, or the rule's a year on. */
function marketingSunset(yyyymm: number): { sunset: string; source: string } {
  return PUBLISHED_SUNSETS[String(yyyymm)] ?? { sunset: ruleDay(Math.floor(yyyymm / 100) + 1, yyyymm % 100), source: RULE };
}

/**
 * The release day of a Marketing version: LinkedIn rolls its window over in mid-month, releasing a
 * month's version on the day the same month's version of a year before is sunset (202511 went live
 * on 2025-11-17, the day 202411 was sunset: activepieces/activepieces#10101; a public connector
 * shipped toolkit versions 20260316_00 and 20260415_00 on the days 202503 and 202504 were sunset:
 * ComposioHQ/composio#3094, #3231; on 2026-04-06 "the currently supported versions are 202504 through
 * 202603": ComposioHQ/composio#3113), so a version never answers on the 1st of its month. The first
 * (202206) and the first after a month with no version use the rule's day of their own month.
 */
function marketingRelease(yyyymm: number): string {
  const yearBefore = yyyymm - 100;
  if (marketingMonthReleased(yearBefore)) return marketingSunset(yearBefore).sunset;
  return ruleDay(Math.floor(yyyymm / 100), yyyymm % 100);
}

/** The Marketing row of a version YYYYMM, or undefined when LinkedIn released none that month. */
function marketingRow(yyyymm: number): VersionRow | undefined {
  if (!marketingMonthReleased(yyyymm)) return undefined;
  const { sunset, source } = marketingSunset(yyyymm);
  return { version: String(yyyymm), release: marketingRelease(yyyymm), sunset, source };
}

/**
 * Talent versions: "LinkedIn supports each version for a minimum of 2 years from its release
 * date", released "as updates become available" (not monthly: no 202509, no 202601), so the table
 * is not extended; the page gives months only, so the days are the Marketing rollover's. The rows
 * the page lists as active in 2026 (it lists more, older, that the stored copy cuts off).
 */
const TALENT_VERSIONS: readonly string[] = ['202505', '202506', '202507', '202508', '202508.02', '202510', '202511', '202512', '202602', '202603'];

function talentRow(version: string): VersionRow | undefined {
  if (!TALENT_VERSIONS.includes(version)) return undefined;
  const year = Number(version.slice(0, 4));
  const month = Number(version.slice(4, 6));
  return { version, release: ruleDay(year, month), sunset: ruleDay(year + 2, month), source: TALENT };
}

/**
 * The Member Data Portability snapshot (DMA): "Please append the header LinkedIn-Version: 202312
 * while making the API requests" (the Member Snapshot API page,
 * https://learn.microsoft.com/en-us/linkedin/dma/member-data-portability/shared/member-snapshot-api):
 * one version with no published end, answering from its month's rollover day. A route of that
 * product names this calendar (today/TodayRoute.ts `versionCalendar`).
 */
const MEMBER_DATA_PORTABILITY_ROW: VersionRow = { version: '202312', release: ruleDay(2023, 12), sunset: UNPUBLISHED_END, unpublishedEnd: 'LinkedIn publishes no end for the one version the Member Snapshot API takes', source: 'the Member Snapshot API page, https://learn.microsoft.com/en-us/linkedin/dma/member-data-portability/shared/member-snapshot-api' };

/**
 * Verified on LinkedIn (docs/identity.md): its release notes name the current version of each
 * endpoint (/identityMe 202510.03, /verificationReport 202510, /validationStatus 202510, the Plus
 * reference 202607) and publish no sunset, so every month from its first release (202507, the
 * release the notes compare with: today/identity/identityVersions.ts) answers from its rollover
 * day, with no published end; what each release answers is the product's data.
 */
export const FIRST_VERIFIED_VERSION = '202507';
const VERIFIED_SOURCE = 'the Verified on LinkedIn release notes, https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/release-notes';

function verifiedRow(version: string): VersionRow | undefined {
  const month = Number(version.slice(0, 6));
  if (!/^\d{6}(\.\d{2})?$/.test(version) || month < Number(FIRST_VERIFIED_VERSION) || month % 100 < 1 || month % 100 > 12) return undefined;
  return { version, release: ruleDay(Math.floor(month / 100), month % 100), sunset: UNPUBLISHED_END, unpublishedEnd: 'Verified on LinkedIn publishes no end for its versions', source: VERIFIED_SOURCE };
}

/**
 * The row of `version` (YYYYMM or YYYYMM.RR) in a calendar, or undefined when that calendar has no
 * such released version. A Marketing revision (202510.03) lives as its month does.
 * @example versionRow('202511') // { version: '202511', release: '2025-11-17', sunset: '2026-11-16', source: … }
 * @example versionRow('202512') // undefined: never released
 */
export function versionRow(version: string, calendar: VersionCalendarName = 'marketing'): VersionRow | undefined {
  if (calendar === 'talent') return talentRow(version);
  if (calendar === 'memberDataPortability') return version === MEMBER_DATA_PORTABILITY_ROW.version ? MEMBER_DATA_PORTABILITY_ROW : undefined;
  if (calendar === 'verifiedOnLinkedIn') return verifiedRow(version);
  const month = Number(version.slice(0, 6));
  if (KEPT_PAST_THEIR_YEAR[version.slice(0, 6)]) {
    const row = marketingRow(month)!;
    return { ...row, sunset: UNPUBLISHED_END, unpublishedEnd: KEPT_PAST_THEIR_YEAR[version.slice(0, 6)] };
  }
  return marketingRow(month);
}

/**
 * Every released Marketing version from the first to `lastYyyymm`, oldest first: the calendar as
 * a table (docs/over-time.md prints it; the admin page and the helpers read it).
 */
export function marketingCalendar(lastYyyymm: number): VersionRow[] {
  const rows: VersionRow[] = [];
  for (let year = Number(FIRST_MARKETING_VERSION.slice(0, 4)); year * 100 + 1 <= lastYyyymm; year++) {
    for (let month = 1; month <= 12 && year * 100 + month <= lastYyyymm; month++) {
      const row = versionRow(String(year * 100 + month));
      if (row) rows.push(row);
    }
  }
  return rows;
}

/** The last Marketing version whose sunset a source publishes; later ones follow the rule. */
export const LAST_PUBLISHED_MARKETING_VERSION = Object.keys(PUBLISHED_SUNSETS).sort().at(-1)!;
