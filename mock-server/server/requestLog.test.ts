import { describe, expect, it } from 'vitest';
import { logLine, reasonOf } from './requestLog.js';

describe('--log lines', () => {
  it('the reason of each error format, one line, secrets redacted, cut short', () => {
    expect(reasonOf('{"status":404,"message":"No such member."}')).toBe('No such member.');
    expect(reasonOf('{"error":"invalid_grant","error_description":"The code was used."}')).toBe('invalid_grant: The code was used.');
    expect(reasonOf('<error><status>400</status><message>Unknown field {x} in resource {Person}</message></error>')).toBe('Unknown field {x} in resource {Person}');
    expect(reasonOf('oauth_problem=signature_invalid&oauth_signature_base_string=GET')).toBe('oauth_problem=signature_invalid');
    expect(reasonOf('Nothing is served at GET /x.\n')).toBe('Nothing is served at GET /x.');
    expect(reasonOf('<!DOCTYPE html><title>Sign-in problem</title>')).toBe('Sign-in problem');
    expect(reasonOf('{"message":"Bad redirect http://a.example/cb?code=abc&state=s, token=AQx1, Bearer AQx2"}')).toBe('Bad redirect http://a.example/cb?code=REDACTED&state=s, token=REDACTED, Bearer REDACTED');
    expect(reasonOf('{"message":"' + 'x'.repeat(500) + '"}')!.length).toBe(200);
    expect(reasonOf('{"message":"[unauthorized]. OAU:k|t|*01|*01:1:abc. The signature base string was POST&https%3A%2F%2Fapi&oauth_token%3Dsecret-token-9"}')).toBe('[unauthorized]. OAU:k|t|*01|*01:1:abc. The signature base string (left out of the log)');
    expect(reasonOf('{"message":"oauth_token_secret%3Dsekret and xoauth_oauth2_access_token=AQx"}')).toBe('oauth_token_secret%3DREDACTED and xoauth_oauth2_access_token=REDACTED');
    // Every name of the one secret list counts, not only the words that make one (client_assertion, the upload's ut).
    expect(reasonOf('{"message":"client_assertion: eyJx and ut=U1 but output=5"}')).toBe('client_assertion: REDACTED and ut=REDACTED but output=5');
  });

  it('text and JSON lines; health checks left out', () => {
    const entry = { time: '2026-01-01T00:00:00.000Z', method: 'GET', path: '/v1/x', status: 404, durationMs: 1.2, reason: 'No such resource.' };
    expect(logLine(entry, 'text')).toBe('2026-01-01T00:00:00.000Z GET /v1/x 404 1.2ms No such resource.');
    expect(JSON.parse(logLine(entry, 'json')!)).toEqual(entry);
    expect(logLine({ ...entry, status: 0, reason: undefined }, 'text')).toBe('2026-01-01T00:00:00.000Z GET /v1/x dropped 1.2ms');
    expect(logLine({ ...entry, path: '/__admin/health' }, 'json')).toBeNull();
    expect(logLine({ ...entry, path: '/__admin/health?x=1' }, 'text')).toBeNull();
    expect(logLine({ ...entry, path: '/__admin/healthy' }, 'text')).not.toBeNull();
  });
});
