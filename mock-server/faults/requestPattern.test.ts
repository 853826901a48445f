import { describe, expect, it } from 'vitest';
import { matchesPattern, resourcePath } from './requestPattern.js';

const facts = (path: string, method = 'GET') => ({ method, url: new URL('https://api.linkedin.com' + path), header: () => null });

describe('resourcePath', () => {
  it.each([
    ['/v1/people/~:(id,first-name,last-name)', '/v1/people/~'],
    ['/v1/people/~:(id,positions:(title,company:(name)))', '/v1/people/~'],
    ['/v1/people/id=abc:(id)/connections:(id,headline)', '/v1/people/id=abc/connections'],
    ['/v1/people/~%3A%28id%2Cfirst-name%29', '/v1/people/~'],
    ['/v1/people/~:(picture-urls::(original))', '/v1/people/~'],
    ['/v1/people::(~,id=abc):(id)', '/v1/people::(~,id=abc)'],
    ['/v1/people/%E0%A4%A', '/v1/people/%E0%A4%A'],
    ['/v1/people/~:(id', '/v1/people/~'],
  ])('%s → %s', (path, resource) => expect(resourcePath(path)).toBe(resource));
});

describe('matchesPattern', () => {
  it('matches the path as sent or the resource it names', () => {
    expect(matchesPattern({ path: '/v1/people/~' }, facts('/v1/people/~:(id)'))).toBe(true);
    expect(matchesPattern({ path: '/v1/people/~:(id)' }, facts('/v1/people/~:(id)'))).toBe(true);
    expect(matchesPattern({ path: '/v1/people/*' }, facts('/v1/people/~:(id)'))).toBe(true);
    expect(matchesPattern({ path: '/v1/people/~' }, facts('/v1/people/~/connections:(id)'))).toBe(false);
    expect(matchesPattern({ path: '/v1/people/~', method: 'POST' }, facts('/v1/people/~:(id)'))).toBe(false);
  });
});
