import { describe, expect, it } from 'vitest';
import { DEMO_APP } from '../seed/demoAccounts.js';
import { returnUrlParam } from './returnUrlParam.js';

const app = { ...DEMO_APP, jsOrigins: ['http://localhost:3000'], redirectUrls: [] };
const PAGE = 'http://localhost:3000';

describe('ret, where a page without postMessage is answered', () => {
  it('is optional: none means the page has postMessage', () => {
    expect(returnUrlParam(app, PAGE, null)).toEqual({});
    expect(returnUrlParam(app, PAGE, '')).toEqual({});
  });

  it('takes a file on the registered page origin, as the browser writes it', () => {
    expect(returnUrlParam(app, PAGE, 'http://localhost:3000/favicon.ico')).toEqual({ ret: 'http://localhost:3000/favicon.ico' });
    expect(returnUrlParam(app, PAGE, 'http://localhost:3000/static/blank.html')).toEqual({ ret: 'http://localhost:3000/static/blank.html' });
  });

  it.each([
    ['another origin', 'http://evil.test/favicon.ico'],
    ['another port', 'http://localhost:3001/favicon.ico'],
    ['another scheme', 'https://localhost:3000/favicon.ico'],
    ['a query (open redirects take their target there)', 'http://localhost:3000/out?to=http://evil.test/'],
    ['a fragment', 'http://localhost:3000/favicon.ico#x'],
    ['credentials', 'http://user:pw@localhost:3000/favicon.ico'],
    ['dot segments', 'http://localhost:3000/a/../favicon.ico'],
    ['escaped dot segments', 'http://localhost:3000/a/%2e%2e/favicon.ico'],
    ['a backslash', 'http://localhost:3000\\@evil.test/favicon.ico'],
    ['no path', 'http://localhost:3000'],
    ['a relative URL', '/favicon.ico'],
    ['javascript:', 'javascript:alert(1)'],
    ['more than 512 characters', `http://localhost:3000/${'a'.repeat(600)}`],
  ])('refuses %s with a sentence saying what ret must be', (_, raw) => {
    const answer = returnUrlParam(app, PAGE, raw);
    expect(answer).toEqual({ problem: expect.stringMatching(/^ret must be the address of a static file on the page's origin http:\/\/localhost:3000, without a query or fragment/) });
  });

  it('refuses any ret for an origin the key does not list: not even an error goes there', () => {
    expect(returnUrlParam(app, 'http://localhost:4000', 'http://localhost:4000/favicon.ico')).toEqual({
      problem: 'JavaScript API Domain is restricted to http://localhost:3000; this page is on http://localhost:4000, so the answer is not sent there.',
    });
  });

  it('without a key (the share dialog of a widget-only page): a file on the page origin, any origin, the same file rules', () => {
    expect(returnUrlParam(undefined, 'http://localhost:4000', 'http://localhost:4000/favicon.ico')).toEqual({ ret: 'http://localhost:4000/favicon.ico' });
    expect(returnUrlParam(undefined, 'http://localhost:4000', 'http://evil.test/favicon.ico')).toEqual({ problem: expect.stringMatching(/^ret must be/) });
  });
});
