import { describe, expect, it } from 'vitest';
import { appHeader, appInitials } from './appHeader.js';

describe('appHeader', () => {
  it('the placeholder takes the first letter of the first two words', () => {
    expect(appInitials('in-js Demo')).toBe('ID');
    expect(appInitials('Acme Recruiting Tools')).toBe('AR');
    expect(appInitials('  ---  ')).toBe('?');
  });

  it('the logo lies over the placeholder with empty alt text; without a logo, the placeholder alone; all escaped', () => {
    const app = { apiKey: 'k', secretKey: 's', name: 'A <b>App</b>', redirectUrls: [], defaultScope: [] } as unknown as Parameters<typeof appHeader>[0];
    expect(appHeader(app)).toContain('<div class="logo" aria-hidden="true">AB</div>');
    expect(appHeader(app)).toContain('<strong id="app-name">A &lt;b&gt;App&lt;/b&gt;</strong>');
    expect(appHeader({ ...app, logoUrl: '/x".svg' })).toContain('AB<img src="/x&quot;.svg" alt="" id="app-logo"></div>');
  });
});
