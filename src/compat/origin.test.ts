import { describe, expect, it } from 'vitest';
import { originOf, pageOrigin } from './origin';

describe('origins', () => {
  const page = { protocol: 'https:', host: 'shop.example.test:8443' } as Location;

  it('resolves absolute, protocol-relative and path-only addresses to an origin', () => {
    expect(originOf('http://127.0.0.1:8787/in.js', page)).toBe('http://127.0.0.1:8787');
    expect(originOf('//platform.example.test/in.js', page)).toBe('https://platform.example.test');
    expect(originOf('/in.js', page)).toBe('https://shop.example.test:8443');
    expect(originOf('', page)).toBe('https://shop.example.test:8443');
  });

  it("names the page's own origin", () => {
    expect(pageOrigin(page)).toBe('https://shop.example.test:8443');
  });
});
