import { describe, expect, it } from 'vitest';
import { entryAdmits, originAllowed, restrictedMessage } from './jsOrigins.js';
import { DEMO_APP } from '../seed/demoAccounts.js';

describe('JavaScript API domains', () => {
  it('matches an exact origin entry by scheme, host and port', () => {
    expect(entryAdmits('http://localhost:5173', 'http://localhost:5173')).toBe(true);
    expect(entryAdmits('http://localhost:5173', 'http://localhost:5174')).toBe(false);
    expect(entryAdmits('http://localhost:5173', 'https://localhost:5173')).toBe(false);
  });

  it('matches a host pattern on any scheme and port, * being one or more characters', () => {
    expect(entryAdmits('*.example.com', 'https://shop.example.com:8443')).toBe(true);
    expect(entryAdmits('*.example.com', 'http://a.b.example.com')).toBe(true);
    expect(entryAdmits('*.example.com', 'http://example.com')).toBe(false);
    expect(entryAdmits('*.example.com', 'http://evil-example.com')).toBe(false);
    expect(entryAdmits('localhost', 'http://LOCALHOST:3000')).toBe(true);
    expect(entryAdmits('example.com', 'http://exampleXcom')).toBe(false);
  });

  it.each([
    ['http://localhost:5173', 'http://localhost:5173', true],
    ['https://app.example.com:8443', '*.example.com', true],
    ['https://evil-example.com', '*.example.com', false],
    ['http://127.0.0.1:9999', '127.0.0.1', true],
    ['not an origin', '*', false],
  ])('%s against %s → %s', (origin, entry, expected) => {
    expect(entryAdmits(entry, origin)).toBe(expected);
  });

  it("also admits the origins of the app's redirect URLs", () => {
    const app = { ...DEMO_APP, jsOrigins: [], redirectUrls: ['https://app.example.org/cb?x=1'] };
    expect(originAllowed(app, 'https://app.example.org')).toBe(true);
    expect(originAllowed(app, 'http://app.example.org')).toBe(false);
    expect(restrictedMessage(app)).toBe('JavaScript API Domain is restricted to https://app.example.org');
  });

  it("uses the original's message when the key has no domain at all", () => {
    const app = { ...DEMO_APP, jsOrigins: [], redirectUrls: [] };
    expect(originAllowed(app, 'http://localhost')).toBe(false);
    expect(restrictedMessage(app)).toBe("You must specify a valid JavaScript API Domain as part of this key's configuration.");
  });
});
