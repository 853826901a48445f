import { describe, expect, it } from 'vitest';
import { eraOfPath } from './era.js';

describe('eraOfPath', () => {
  it.each([
    ['/v1/people/~', 'v1'],
    ['/v1', 'v1'],
    ['/v2/me', 'today'],
    ['/rest/posts', 'today'],
    ['/dms-uploads/abc', 'today'],
    ['/v2', 'today'],
  ])('%s is %s', (path, era) => {
    expect(eraOfPath(path)).toBe(era);
  });

  it.each(['/oauth/v2/authorization', '/v1x/people', '/rester', '/__admin/requests', '/media/picture/x', '/dms/image/x', '/'])('%s is no era of the REST API', (path) => {
    expect(eraOfPath(path)).toBeUndefined();
  });
});
