// A user's test file as docs/testing.md shows it, on node:test: in-js/testing's service, a token,
// one call. bench/import-time.mjs runs it in a fresh process and times the whole process.
import { after, afterEach, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { useMockService } from 'in-js/testing';

const mock = useMockService({ hooks: { beforeAll: before, afterEach, afterAll: after } });

test('reads the profile', async () => {
  const headers = { authorization: `Bearer ${mock.token({ memberId: 'aZ3kq9XbW1' })}` };
  const me = await fetch('https://api.linkedin.com/v1/people/~?format=json', { headers });
  assert.equal((await me.json()).firstName, 'Ada');
});
