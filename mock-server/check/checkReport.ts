// The report of `in-mock-server check`: one line per finding (file and line, what the code calls
// or pins or asks for, the verdict), a summary, and the exit code a CI step reads; or the same as
// JSON. Plain functions of the scan.
import type { ProjectScan, ProjectFinding } from './scanProject.js';
import { verdictOf, type Verdict, type VerdictOptions } from './verdicts.js';

export interface CheckedFinding {
  file: string;
  line: number;
  kind: ProjectFinding['kind'];
  /** What was found: `POST /rest/posts`, `LinkedIn-Version 202405`, `scope w_member_social`. */
  what: string;
  verdict: Verdict;
}

export interface CheckResult {
  root: string;
  files: number;
  findings: CheckedFinding[];
  /** 0: nothing fails; 1: something is not mocked, unknown, or pins a version LinkedIn no longer answers (with --strict, also partner gates and versions that sunset soon). */
  exitCode: 0 | 1;
}

function what(found: ProjectFinding): string {
  if (found.kind === 'call') return `${found.method ?? '(method not shown)'} ${found.path}`;
  if (found.kind === 'version') return `LinkedIn-Version ${found.version ?? '(from a variable)'}`;
  return `scope ${found.scope}`;
}

/**
 * The verdict of every finding of a scan, in file and line order, and the exit code.
 * @example checkResult(scanProject('examples'), { today: '2026-08-01', soonDays: 90 }, false).exitCode
 */
export function checkResult(scan: ProjectScan, options: VerdictOptions, strict: boolean): CheckResult {
  const findings = scan.findings
    .map((found) => ({ file: found.file, line: found.line, kind: found.kind, what: what(found), verdict: verdictOf(found, options) }))
    .sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
  const fails = findings.some((finding) => (strict ? finding.verdict.strictFails : finding.verdict.fails));
  return { root: scan.root, files: scan.files, findings, exitCode: fails ? 1 : 0 };
}

/** The text report. */
export function checkReportText(result: CheckResult, strict: boolean): string {
  const where = (finding: CheckedFinding) => `${finding.file}:${finding.line}`;
  const whereWidth = Math.min(60, Math.max(0, ...result.findings.map((finding) => where(finding).length)));
  const whatWidth = Math.min(60, Math.max(0, ...result.findings.map((finding) => finding.what.length)));
  const lines = result.findings.map((finding) => `${where(finding).padEnd(whereWidth)}  ${finding.what.padEnd(whatWidth)}  ${finding.verdict.text}`);
  const count = (kind: CheckedFinding['kind']) => result.findings.filter((finding) => finding.kind === kind).length;
  const by = (status: string) => result.findings.filter((finding) => finding.verdict.status === status).length;
  const failing = result.findings.filter((finding) => (strict ? finding.verdict.strictFails : finding.verdict.fails)).length;
  const summary = [
    `${count('call')} LinkedIn call${count('call') === 1 ? '' : 's'}, ${count('version')} LinkedIn-Version pin${count('version') === 1 ? '' : 's'}, ${count('scope')} scope${count('scope') === 1 ? '' : 's'} in ${result.files} files of ${result.root}.`,
    `served ${by('served')}, partner-gated ${by('partner-gated')}, not mocked ${by('not-mocked')}, unknown ${by('unknown')}, built at run time ${by('built-at-run-time')}, wrong method ${by('method-not-served')}; versions: active ${by('version-active')}, sunsetting soon ${by('version-sunsets-soon')}, sunset ${by('version-sunset')}, not released ${by('version-not-released')}, from a variable ${by('version-unpinned')}.`,
    result.exitCode ? `${failing} finding${failing === 1 ? '' : 's'} fail${failing === 1 ? 's' : ''} the check${strict ? ' (--strict)' : ''}: exit code 1.` : `Nothing fails the check${strict ? ' (--strict)' : ''}: exit code 0.`,
  ];
  return [...(lines.length ? lines : ['No LinkedIn call, version pin or scope found.']), '', ...summary].join('\n');
}
