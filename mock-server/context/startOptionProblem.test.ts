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
    [{ mediaProcessingSeconds: { vidoe: 120 } }, /^'vidoe' is not a media type; did you mean 'video'\? The media types are image, document, video\.$/],
    [{ mediaProcessingSeconds: { video: -1 } }, /^The processing time of video must be a number of seconds from 0 to 86400, not -1\.$/],
    [{ mediaProcessingSeconds: { document: 86_401 } }, /^The processing time of document must be a number of seconds from 0 to 86400, not 86401\.$/],
    [{ mediaProcessingSeconds: { image: Number.NaN } }, /^The processing time of image must be a number of seconds/],
    [{ mediaProcessingSeconds: { video: '120' } }, /^The processing time of video must be a number of seconds from 0 to 86400, not "120"\.$/],
    [{ mediaProcessingSeconds: 120 }, /^The media processing times must be an object such as \{ video: 120/],
    [{ holdMedia: 'yes' }, /^holdMedia must be true or false, not "yes"\.$/],
    [{ sunsetWarningDays: -1 }, /^sunsetWarningDays must be a whole number of days from 0 to 3650, not -1\.$/],
    [{ sunsetWarningDays: 1.5 }, /^sunsetWarningDays must be a whole number of days from 0 to 3650, not 1\.5\.$/],
    [{ previewHosts: 'blog.example.test' }, /^previewHosts must be a list of host names such as \['blog\.example\.com'\]/],
    [{ previewHosts: ['http://blog.example.test/'] }, /^previewHosts must be a list of host names .*not "http:\/\/blog\.example\.test\/"\.$/],
  ])('%j is refused in the same words by createMockService and startServer', async (options, message) => {
    expect(startOptionProblem(options)).toMatch(message);
    expect(() => createMockService(options)).toThrow(message);
    await expect(startServer({ ...options, port: 0 })).rejects.toThrow(message);
  });

  it('takes what is right', () => {
    expect(startOptionProblem({ publicUrl: 'https://in-mock:8789', adminToken: 'a-long-token', now: Date.UTC(2026, 0, 1) })).toBeNull();
    expect(startOptionProblem({ mediaProcessingSeconds: { video: 120, document: 0.5, image: 0 }, holdMedia: true })).toBeNull();
    expect(startOptionProblem({ mediaProcessingSeconds: {}, holdMedia: false })).toBeNull();
    expect(startOptionProblem({ sunsetWarningDays: 0 })).toBeNull();
    expect(startOptionProblem({ previewHosts: ['blog.example.test', 'app'] })).toBeNull();
    expect(startOptionProblem({})).toBeNull();
  });
});
