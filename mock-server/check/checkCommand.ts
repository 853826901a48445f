// `npx in-mock-server check <dir>`: reads a project's source and lists the LinkedIn calls it makes,
// the LinkedIn-Version it pins and the scopes it asks for, each with what this mock does with it;
// exit code 1 when something would not work against the mock (docs/fidelity.md, "Checking a project").
import { parseArgs } from 'node:util';
import { existsSync, statSync } from 'node:fs';
import { scanProject } from './scanProject.js';
import { checkReportText, checkResult } from './checkReport.js';
import { SUNSET_SOON_DAYS } from './verdicts.js';

export const CHECK_USAGE = `Usage: in-mock-server check <dir> [--json] [--strict] [--date YYYY-MM-DD] [--soon DAYS]

Reads every text file under <dir> (JavaScript, TypeScript, Python, PHP, Ruby, HTML, configuration; not
node_modules, vendor, dist or build) and lists what it calls of LinkedIn: each call (path and method where
the code shows it), each LinkedIn-Version it pins and each scope it asks for, with file and line, marked
served, partner-gated (which product), not mocked (LinkedIn serves it, this mock does not), unknown, or for a
version: active until, sunsetting soon, sunset on DATE.

  --json          print the findings as JSON instead of text
  --strict        also fail on partner-gated calls and scopes, and on versions that sunset within --soon days
  --date DAY      judge the versions on this day (default today, UTC)
  --soon DAYS     a version with at most this many days left sunsets soon (default ${SUNSET_SOON_DAYS})

Exit code: 0 when nothing fails, 1 when a call or scope is not mocked or unknown, or a version is sunset or
was never released (with --strict, also partner gates and versions sunsetting soon), 2 for a usage error.`;

/** Where the command writes. */
export interface CheckOutput {
  log(text: string): void;
  error(text: string): void;
}

/**
 * Runs the command on `args` (what follows `check`); returns the exit code.
 * @example runCheck(['examples'], console) // 0
 */
export function runCheck(args: string[], out: CheckOutput, now: Date = new Date()): number {
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args, options: { json: { type: 'boolean' }, strict: { type: 'boolean' }, date: { type: 'string' }, soon: { type: 'string' }, help: { type: 'boolean' } }, allowPositionals: true, strict: true }));
  } catch (error) {
    out.error(`in-mock-server check: ${(error as Error).message}\n${CHECK_USAGE}`);
    return 2;
  }
  if (values.help) {
    out.log(CHECK_USAGE);
    return 0;
  }
  if (positionals.length !== 1) {
    out.error(`in-mock-server check: give one folder to read, e.g. in-mock-server check ./src (got ${positionals.length}).\n${CHECK_USAGE}`);
    return 2;
  }
  const root = positionals[0]!;
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    out.error(`in-mock-server check: '${root}' is not a folder; give the folder of the project's source.`);
    return 2;
  }
  const date = values.date as string | undefined;
  if (date !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))) {
    out.error(`in-mock-server check: --date must be a day as YYYY-MM-DD, e.g. 2026-08-01, not '${date}'.`);
    return 2;
  }
  const soon = values.soon as string | undefined;
  if (soon !== undefined && !/^\d+$/.test(soon)) {
    out.error(`in-mock-server check: --soon must be a whole number of days, e.g. ${SUNSET_SOON_DAYS}, not '${soon}'.`);
    return 2;
  }
  const strict = values.strict === true;
  const result = checkResult(scanProject(root), { today: date ?? now.toISOString().slice(0, 10), soonDays: soon === undefined ? SUNSET_SOON_DAYS : Number(soon) }, strict);
  out.log(values.json ? JSON.stringify(result, null, 2) : checkReportText(result, strict));
  return result.exitCode;
}
