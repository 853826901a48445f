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
