import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createMockService } from '../index.js';
import { relayToPage } from './relayToPage.js';
import { returnUrlParam } from './relayMessage.js';

describe('relay page', () => {
  it('posts the message to the exact origin of the page', async () => {
    const response = relayToPage({ origin: 'http://localhost:3000', mode: 'popup' }, { state: 's', error: 'x' }, '', true);
    expect(await response.text()).toContain('target.postMessage("inauth=1&state=s&error=x", "http://localhost:3000")');
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors http://localhost:3000');
  });

  it('without postMessage (ret), puts the message in window.name and returns to the page origin', async () => {
    const response = relayToPage({ origin: 'http://localhost:3000', mode: 'silent', ret: 'http://localhost:3000/favicon.ico' }, { state: 's' }, '', false);
    const html = await response.text();
    expect(html).toContain('window.name = "inauth=1&state=s"; location.replace("http://localhost:3000/favicon.ico");');
    expect(html).not.toContain('postMessage');
  });

  it('takes a return URL only on the page origin', () => {
    expect(returnUrlParam('http://localhost:3000', null)).toBeUndefined();
    expect(returnUrlParam('http://localhost:3000', 'http://localhost:3000/favicon.ico')).toBe('http://localhost:3000/favicon.ico');
    expect(returnUrlParam('http://localhost:3000', 'http://evil.test/steal')).toBeNull();
    expect(returnUrlParam('http://localhost:3000', 'not a url')).toBeNull();
  });
});

describe('windows refuse a return URL on another origin', () => {
  const service = createMockService();
  const server = setupServer(...service.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  const origin = encodeURIComponent('http://localhost:3000');
  const evil = encodeURIComponent('http://evil.test/');

  it('the sign-in window', async () => {
    const response = await fetch(`http://127.0.0.1:8787/uas/oauth2/authorize?immediate=true&client_id=demo-api-key&type=user-agent&origin=${origin}&state=s&mode=silent&ret=${evil}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('ret must be a URL on the page&#39;s origin http://localhost:3000.');
  });

  it('the share dialog', async () => {
    const response = await fetch(`http://127.0.0.1:8787/cws/share?api_key=demo-api-key&origin=${origin}&state=s&url=${encodeURIComponent('https://example.com/')}&ret=${evil}`);
    expect(response.status).toBe(400);
  });

  it('a silent check with a good return URL answers through window.name', async () => {
    const ret = encodeURIComponent('http://localhost:3000/favicon.ico');
    const html = await (await fetch(`http://127.0.0.1:8787/uas/oauth2/authorize?immediate=true&client_id=demo-api-key&type=user-agent&origin=${origin}&state=s&mode=silent&ret=${ret}`)).text();
    expect(html).toContain('window.name = "inauth=1&state=s&error=not_authorized');
    expect(html).toContain('location.replace("http://localhost:3000/favicon.ico")');
  });
});
