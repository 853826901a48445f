import { describe, expect, it } from 'vitest';
import { appAllowsOrigin, originMatches } from './cors.js';
import { DEMO_APP } from '../seed/demoAccounts.js';

describe('originMatches', () => {
  it.each([
    ['http://localhost:5173', 'http://localhost:5173', true],
    ['http://localhost:5174', 'http://localhost:5173', false],
    ['https://localhost:5173', 'http://localhost:5173', false],
    ['https://app.example.com:8443', '*.example.com', true],
    ['http://a.b.example.com', '*.example.com', true],
    ['https://example.com', '*.example.com', false],
    ['https://evil-example.com', '*.example.com', false],
    ['http://127.0.0.1:9999', '127.0.0.1', true],
    ['not an origin', '*', false],
  ])('%s against %s → %s', (origin, entry, expected) => {
    expect(originMatches(origin, entry)).toBe(expected);
  });
  it('an app allows its jsOrigins and the origins of its redirect URLs', () => {
    const app = { ...DEMO_APP, jsOrigins: [], redirectUrls: ['https://app.example/callback'] };
    expect(appAllowsOrigin(app, 'https://app.example')).toBe(true);
    expect(appAllowsOrigin(app, 'https://other.example')).toBe(false);
  });
});
