import { describe, expect, it } from 'vitest';
import { normalizeComment, shareDialogInput, urlProblem } from './shareDialogInput.js';

describe('urlProblem', () => {
  it.each(['https://example.com', 'http://example.com/a?b=c#d', 'HTTPS://EXAMPLE.COM/', 'http://127.0.0.1:8080/x'])('accepts %s', (url) => {
    expect(urlProblem(url)).toBeUndefined();
  });

  it.each([null, '', 'example.com', '//example.com/', 'mailto:a@example.com', 'javascript:alert(1)', 'http:example.com', 'http:/example.com', 'http://', 'http:// example.com', ' https://example.com'])(
    'refuses %s',
    (url) => {
      expect(urlProblem(url)).toMatch(/^(The link to share must be a complete web address|There is no link to share)/);
    },
  );
});

describe('shareDialogInput', () => {
  it('keeps the comment (line breaks as LF) and the visibility; a blank comment is no comment', () => {
    expect(shareDialogInput('https://example.com/', { comment: 'a\r\nb', visibility: 'connections-only' })).toEqual({
      input: { url: 'https://example.com/', comment: 'a\nb', visibility: 'connections-only' },
    });
    expect(shareDialogInput('https://example.com/', { comment: ' \n ', visibility: 'anyone' })).toEqual({ input: { url: 'https://example.com/', visibility: 'anyone' } });
  });

  it('700 characters pass, 701 do not', () => {
    expect(shareDialogInput('https://example.com/', { comment: 'x'.repeat(700), visibility: 'anyone' })).toHaveProperty('input');
    expect(shareDialogInput('https://example.com/', { comment: 'x'.repeat(701), visibility: 'anyone' })).toEqual({
      problem: 'Your comment is 701 characters long; at most 700 are allowed. Shorten it and share again.',
    });
  });

  it('refuses an unknown visibility and a bad url', () => {
    expect(shareDialogInput('https://example.com/', { comment: '', visibility: 'public' })).toHaveProperty('problem');
    expect(shareDialogInput('ftp://example.com/', { comment: '', visibility: 'anyone' })).toHaveProperty('problem');
  });

  it('normalizeComment turns CR and CRLF into LF', () => {
    expect(normalizeComment('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
  });
});

