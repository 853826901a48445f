// The same test file on MSW alone, with one handler of its own (the anchor of inJs.test.mjs).
import { after, afterEach, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';

const server = setupServer(http.get('https://api.linkedin.com/v1/people/~', () => HttpResponse.json({ firstName: 'Ada' })));
before(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
after(() => server.close());

test('reads the profile', async () => {
  const me = await fetch('https://api.linkedin.com/v1/people/~?format=json', { headers: { authorization: 'Bearer t' } });
  assert.equal((await me.json()).firstName, 'Ada');
});
