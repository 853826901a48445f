import { describe, expect, it } from 'vitest';
import { createMockService } from '../createMockService.js';
import { DEMO_MEMBER } from '../seed/demoAccounts.js';
import { endSession, endSessionsOf, signedInMember, startSession } from './browserCookies.js';

const cookiesSet = (headers: [string, string][]) => headers.map(([name, value]) => `${name}: ${value}`);

describe("the auth host's session cookies", () => {
  const ctx = () => createMockService().context;

  it('on loopback http: li_at (Lax, not Secure) and li_at_cross_site (SameSite=None; Secure), which current browsers accept there', () => {
    const headers = cookiesSet(startSession(ctx(), new Request('http://127.0.0.1:8787/uas/oauth2/dialog'), DEMO_MEMBER));
    expect(headers).toEqual([
      expect.stringMatching(/^set-cookie: li_at=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/),
      expect.stringMatching(/^set-cookie: li_at_cross_site=[\w-]+; Path=\/; HttpOnly; Secure; SameSite=None$/),
    ]);
    expect(headers[0]!.split(';')[0]!.split('=')[1]).toBe(headers[1]!.split(';')[0]!.split('=')[1]);
    expect(cookiesSet(startSession(ctx(), new Request('http://localhost:8787/x'), DEMO_MEMBER))).toHaveLength(2);
  });

  it('on https both are Secure; on plain http elsewhere only li_at (a browser would refuse a Secure cookie there)', () => {
    const https = cookiesSet(startSession(ctx(), new Request('https://auth.example.test/x'), DEMO_MEMBER));
    expect(https).toEqual([expect.stringMatching(/^set-cookie: li_at=[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Lax$/), expect.stringMatching(/li_at_cross_site=[\w-]+;.*Secure; SameSite=None$/)]);
    expect(cookiesSet(startSession(ctx(), new Request('http://mock.lan:8787/x'), DEMO_MEMBER))).toEqual([expect.stringMatching(/^set-cookie: li_at=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/)]);
  });

  it('a request with only li_at_cross_site (a third-party frame) is signed in; ending clears that cookie only (a Lax li_at set there would be refused)', () => {
    const context = ctx();
    const id = startSession(context, new Request('http://127.0.0.1:8787/x'), DEMO_MEMBER)[1]![1].split(';')[0]!.split('=')[1]!;
    const framed = new Request('http://127.0.0.1:8787/uas/oauth2/authorize', { headers: { cookie: `li_at_cross_site=${id}` } });
    expect(signedInMember(context, framed)?.member.id).toBe(DEMO_MEMBER.id);
    expect(cookiesSet(endSession(context, framed))).toEqual(['set-cookie: li_at_cross_site=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=None']);
    expect(signedInMember(context, framed)).toBeUndefined();
  });

  it("endSessionsOf ends every login session of the member, and only theirs", () => {
    const context = ctx();
    const request = new Request('http://127.0.0.1:8787/x');
    startSession(context, request, DEMO_MEMBER);
    startSession(context, request, DEMO_MEMBER);
    const other = [...context.directory.members.values()].find((member) => member.id !== DEMO_MEMBER.id)!;
    startSession(context, request, other);
    endSessionsOf(context, DEMO_MEMBER.id);
    expect(context.sessions.all().map((session) => session.memberId)).toEqual([other.id]);
  });
});
