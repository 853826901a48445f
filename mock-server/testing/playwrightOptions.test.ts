// The Playwright fixture refuses a misspelled inMockOptions key before it starts a server.
import { describe, expect, it } from 'vitest';
import { inMockFixtures } from './playwright.js';

describe('inMockOptions', () => {
  it('a misspelled option is refused, naming the one meant', async () => {
    const fixture = (inMockFixtures as unknown as { inMock: (deps: { inMockOptions: unknown }, use: () => Promise<void>) => Promise<void> }).inMock;
    let used = false;
    await expect(fixture({ inMockOptions: { autoAprove: 'aZ3kq9XbW1' } }, async () => void (used = true))).rejects.toThrow(/Unknown option 'autoAprove' of inMockOptions; did you mean 'autoApprove'\?/);
    expect(used).toBe(false);
  });
});

describe('inMockOptions.onUnserved', () => {
  type Fixture = (deps: { inMockOptions: unknown }, use: (inMock: { url: string; admin: { linkedInVersion(): { version: string } } }) => Promise<void>) => Promise<void>;
  const fixture = (inMockFixtures as unknown as { inMock: Fixture }).inMock;

  it("'error': a test that called a resource LinkedIn serves and the mock does not fails after it, naming the call; a path LinkedIn does not have does not", async () => {
    const run = (path: string) =>
      fixture({ inMockOptions: { onUnserved: 'error' } }, async (inMock) => {
        const answer = await fetch(`${inMock.url}${path}`, { headers: { 'LinkedIn-Version': inMock.admin.linkedInVersion().version } });
        expect(answer.status).toBe(404);
      });
    await expect(run('/rest/leadForms?q=owner')).rejects.toThrow(/LinkedIn serves and this mock does not \(yet\)[\s\S]*GET http:\/\/127\.0\.0\.1:\d+\/rest\/leadForms\?q=owner → 404: Lead Sync API, \/rest\/leadForms/);
    await expect(run('/rest/notAResource')).resolves.toBeUndefined();
  });

  it('refuses a value it does not know', async () => {
    await expect(fixture({ inMockOptions: { onUnserved: true } }, async () => undefined)).rejects.toThrow("inMockOptions.onUnserved must be 'warn', 'error', 'off' or left out (default 'warn'), not true.");
  });
});
