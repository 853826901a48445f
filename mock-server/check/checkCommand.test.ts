// `in-mock-server check <dir>` on the repository's own examples (what they call, each served) and
// on a planted project (not mocked, partner-gated, unknown, sunset and active versions), its exit
// codes for CI, its JSON and its usage errors.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCheck } from './checkCommand.js';
import type { CheckResult } from './checkReport.js';

const EXAMPLES = fileURLToPath(new URL('../../examples', import.meta.url));

function run(args: string[]): { code: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCheck(args, { log: (text) => out.push(text), error: (text) => err.push(text) }, new Date(Date.UTC(2026, 7, 1)));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('in-mock-server check on the repository\'s examples', () => {
  it('names what the two examples call, each served, and exits 0', () => {
    const { code, out } = run([EXAMPLES, '--json']);
    const result = JSON.parse(out) as CheckResult;
    expect(code).toBe(0);
    const lines = result.findings.map((finding) => `${finding.file} ${finding.what}: ${finding.verdict.status}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        // today's example: OpenID Connect sign-in (the issuer's discovery document), POST /rest/posts, its scopes
        'today/app.js GET /oauth/.well-known/openid-configuration: served',
        'today/app.js POST /rest/posts: served',
        'today/app.js scope openid: served',
        'today/app.js scope w_member_social: served',
        'today/app.js LinkedIn-Version (from a variable): version-unpinned',
        // v1's: the page's IN.API.Profile('me') and its scope
        'v1/index.html GET /v1/people/~: served',
        'v1/index.html scope r_basicprofile: served',
      ]),
    );
    expect(result.findings.filter((finding) => finding.verdict.fails)).toEqual([]);
  });

  it('prints one line per finding with file and line, and a summary', () => {
    const { out } = run([EXAMPLES]);
    expect(out).toMatch(/^today\/app\.js:\d+ +POST \/rest\/posts +served \(LinkedIn-Version required\)$/m);
    expect(out).toMatch(/^v1\/index\.html:\d+ +GET \/v1\/people\/~ +served$/m);
    expect(out).toMatch(/Nothing fails the check: exit code 0\.$/);
  });
});

describe('in-mock-server check on a project that reaches past the mock', () => {
  const project = mkdtempSync(join(tmpdir(), 'in-check-'));
  mkdirSync(join(project, 'src'));
  mkdirSync(join(project, 'node_modules', 'lib'), { recursive: true });
  writeFileSync(
    join(project, 'src', 'linkedin.ts'),
    [
      "const BASE = 'https://api.linkedin.com/rest';",
      "const headers = { 'LinkedIn-Version': '202401', 'X-Restli-Protocol-Version': '2.0.0' };",
      "export const scopes = ['openid', 'profile', 'r_ads', 'w_organization_social'];",
      "export const ads = () => fetch(`${BASE}/adAccounts?q=search`, { headers });",
      "export const acls = () => fetch(`${BASE}/organizationAcls?q=roleAssignee`, { headers: { ...headers, 'LinkedIn-Version': '202607' } });",
      "export const guess = () => fetch('https://api.linkedin.com/v2/notAThing');",
    ].join('\n'),
  );
  writeFileSync(join(project, 'src', 'sync.py'), ['# LinkedIn lead sync', 'requests.get("https://api.linkedin.com/rest/leadForms", headers={"LinkedIn-Version": "202608"})'].join('\n'));
  writeFileSync(join(project, 'node_modules', 'lib', 'index.js'), "fetch('https://api.linkedin.com/rest/adCampaigns')");

  it('marks each finding and exits 1: not mocked (which product), unknown, a version sunset on its day; node_modules not read', () => {
    const { code, out } = run([project, '--json']);
    const result = JSON.parse(out) as CheckResult;
    expect(code).toBe(1);
    const lines = result.findings.map((finding) => `${finding.file}:${finding.line} ${finding.what}: ${finding.verdict.text}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^src\/linkedin\.ts:2 LinkedIn-Version 202401: sunset on 2025-01-15: LinkedIn answers 426/),
        expect.stringMatching(/^src\/linkedin\.ts:3 scope r_ads: not mocked: LinkedIn issues it with Advertising API/),
        expect.stringMatching(/^src\/linkedin\.ts:3 scope w_organization_social: partner-gated: Community Management API/),
        expect.stringMatching(/^src\/linkedin\.ts:4 GET \/rest\/adAccounts: not mocked: LinkedIn serves it \(Advertising API: https:\/\/learn\.microsoft\.com\//),
        expect.stringMatching(/^src\/linkedin\.ts:5 GET \/rest\/organizationAcls: partner-gated: Community Management API; .*grantedProducts: \["communityManagement"\]/),
        expect.stringMatching(/^src\/linkedin\.ts:5 LinkedIn-Version 202607: active; version sunsets on 2027-07-15/),
        expect.stringMatching(/^src\/linkedin\.ts:6 GET \/v2\/notAThing: unknown: neither LinkedIn's documentation/),
        expect.stringMatching(/^src\/sync\.py:2 GET \/rest\/leadForms: not mocked: LinkedIn serves it \(Lead Sync API/),
        expect.stringMatching(/^src\/sync\.py:2 LinkedIn-Version 202608: not released yet: first answers on 2026-08-17/),
      ]),
    );
    expect(result.findings.some((finding) => finding.file.startsWith('node_modules'))).toBe(false);
  });

  it('--strict also fails on partner gates and on versions that sunset within --soon days', () => {
    const only = mkdtempSync(join(tmpdir(), 'in-check-'));
    writeFileSync(join(only, 'a.js'), ["// LinkedIn", "fetch('https://api.linkedin.com/rest/organizations/1001', { headers: { 'LinkedIn-Version': '202607' } });"].join('\n'));
    expect(run([only]).code).toBe(0);
    expect(run([only, '--strict']).code).toBe(1);
    // 202508's sunset day is LinkedIn's published 2026-08-17 (the Migrations page), 16 days after the check's day.
    writeFileSync(join(only, 'a.js'), ["// LinkedIn", "fetch('https://api.linkedin.com/v2/me', { headers: { 'LinkedIn-Version': '202508' } });"].join('\n'));
    expect(run([only, '--soon', '16']).out).toContain('LinkedIn-Version 202508  version sunsets on 2026-08-17 (in 16 days): move to a newer one');
    expect(run([only, '--strict', '--soon', '16']).code).toBe(1);
    expect(run([only, '--strict', '--soon', '15']).code).toBe(0);
    // 202306 has no published end: a warning, and a failure under --strict.
    writeFileSync(join(only, 'a.js'), ["// LinkedIn", "fetch('https://api.linkedin.com/rest/posts', { headers: { 'LinkedIn-Version': '202306' } });"].join('\n'));
    expect(run([only]).out).toMatch(/LinkedIn-Version 202306 +no published end: LinkedIn excluded 202306/);
    expect(run([only]).code).toBe(0);
    expect(run([only, '--strict']).code).toBe(1);
  });
});

describe('in-mock-server check on a route several products open', () => {
  it("names every product that opens it: Verified on LinkedIn's tiers, Member Data Portability's two products", () => {
    const only = mkdtempSync(join(tmpdir(), 'in-check-'));
    writeFileSync(
      join(only, 'verify.js'),
      ["// LinkedIn", "fetch('https://api.linkedin.com/rest/verificationReport', { headers: { 'LinkedIn-Version': '202510' } });", "fetch('https://api.linkedin.com/rest/memberSnapshotData?q=criteria');"].join('\n'),
    );
    const result = JSON.parse(run([only, '--json']).out) as CheckResult;
    const texts = result.findings.filter((finding) => finding.kind === 'call').map((finding) => finding.verdict.text);
    expect(texts[0]).toMatch(/^partner-gated: Verified on LinkedIn.* or .*Verified on LinkedIn.* or .*Verified on LinkedIn/);
    expect(texts[1]).toMatch(/^partner-gated: Member Data Portability.* or Member Data Portability/);
  });
});

describe('in-mock-server check: usage', () => {
  it('exits 2 with a sentence for no folder, a file, a bad --date or --soon, an unknown flag', () => {
    expect(run([])).toMatchObject({ code: 2, err: expect.stringContaining('give one folder to read') });
    expect(run([join(EXAMPLES, 'today', 'app.js')])).toMatchObject({ code: 2, err: expect.stringContaining('is not a folder') });
    expect(run([EXAMPLES, '--date', '2026-13-01'])).toMatchObject({ code: 2, err: expect.stringContaining('--date must be a day as YYYY-MM-DD') });
    expect(run([EXAMPLES, '--soon', 'soon'])).toMatchObject({ code: 2, err: expect.stringContaining('--soon must be a whole number of days') });
    expect(run([EXAMPLES, '--colour'])).toMatchObject({ code: 2, err: expect.stringContaining("Unknown option '--colour'") });
    expect(run(['--help'])).toMatchObject({ code: 0, out: expect.stringContaining('Usage: in-mock-server check <dir>') });
  });
});
