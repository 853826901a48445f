import { describe, expect, it } from 'vitest';
import { startOptionProblem } from './startOptionProblem.js';
import { createMockService, startServer } from '../index.js';

describe('startOptionProblem: the start-up options, checked once for every entry', () => {
  it.each([
    [{ publicUrl: 'in-mock' }, /^The public URL must be an origin/],
    [{ publicUrl: 'http://in-mock:8789/' }, /^The public URL must be an origin/],
    [{ publicUrl: 'ftp://in-mock' }, /^The public URL must be an origin/],
    [{ adminToken: 'short' }, /^The admin token must be at least 8/],
    [{ now: Number.NaN }, /^The start time 'now' must be ms since the epoch/],
    [{ now: -1 }, /^The start time 'now' must be ms since the epoch/],
  ])('%j is refused in the same words by createMockService and startServer', async (options, message) => {
    expect(startOptionProblem(options)).toMatch(message);
    expect(() => createMockService(options)).toThrow(message);
    await expect(startServer({ ...options, port: 0 })).rejects.toThrow(message);
  });

  it('takes what is right', () => {
    expect(startOptionProblem({ publicUrl: 'https://in-mock:8789', adminToken: 'a-long-token', now: Date.UTC(2026, 0, 1) })).toBeNull();
    expect(startOptionProblem({})).toBeNull();
  });
});
