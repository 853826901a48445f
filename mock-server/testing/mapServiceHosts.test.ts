// mapServiceHosts: the app's own Node process reaches a standalone mock (https, the real names in
// its certificate) when it calls www/api.linkedin.com: fetch (undici), node:https and node:http.
import { afterEach, describe, expect, it } from 'vitest';
import https from 'node:https';
import http from 'node:http';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { mapServiceHosts } from './mapServiceHosts.js';
import { serverPerTest } from '../../test/support/serverPerTest.js';

const server = serverPerTest();
let unmap: (() => void) | undefined;
afterEach(() => {
  unmap?.();
  unmap = undefined;
});

function get(module: typeof http | typeof https, url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    module
      .get(url, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

describe('mapServiceHosts: the real names in the app\'s own process', () => {
  it('fetch and node:https reach an https mock as www and api.linkedin.com, the certificate checked against the real name', async () => {
    const running = await server.start({ https: true });
    const token = running.admin.issueToken({ memberId: 'aZ3kq9XbW1', scopes: ['r_liteprofile'] }).access_token;
    unmap = mapServiceHosts(running.url, { ca: running.certificate! });
    const me = await fetch('https://api.linkedin.com/v2/me', { headers: { authorization: `Bearer ${token}` } });
    expect([me.status, (await me.json()).localizedFirstName]).toEqual([200, 'Ada']);
    const discovery = await get(https, 'https://www.linkedin.com/oauth/.well-known/openid-configuration');
    expect(JSON.parse(discovery.body).issuer).toBe('https://www.linkedin.com/oauth');
    // The service saw the real names, as Host.
    expect(new Set(running.admin.requests().map((entry) => new URL(entry.url).host))).toEqual(new Set(['api.linkedin.com', 'www.linkedin.com']));
    // Other hosts are left alone, and after unmap the real names are no longer mapped.
    unmap();
    unmap = undefined;
    await expect(fetch('https://www.linkedin.com/oauth/.well-known/openid-configuration', { signal: AbortSignal.timeout(3000) })).rejects.toThrow();
  });

  it('node:http to a plain-http mock, and a certificate nobody trusts is still refused', async () => {
    const running = await server.start();
    unmap = mapServiceHosts(running.url);
    const health = await get(http, 'http://www.linkedin.com/__admin/health');
    expect(JSON.parse(health.body).status).toBe('ok');
    unmap();
    const secure = await server.start({ https: true });
    unmap = mapServiceHosts(secure.url);
    await expect(fetch('https://www.linkedin.com/__admin/health')).rejects.toThrow();
  });

  it('refuses an address that is not a URL, saying what to give', () => {
    expect(() => mapServiceHosts('127.0.0.1:8443')).toThrow(/'127\.0\.0\.1:8443' is not the mock's address; give its URL, e\.g\. https:\/\/127\.0\.0\.1:8443/);
  });

  it('the preload (node --import in-js/testing/hosts) maps a whole app process from IN_MOCK_URL and IN_MOCK_CA', async () => {
    const running = await server.start({ https: true });
    const folder = mkdtempSync(join(tmpdir(), 'in-js-hosts-'));
    const ca = join(folder, 'mock-cert.pem');
    writeFileSync(ca, running.certificate!);
    const preload = join(import.meta.dirname, '..', '..', 'dist', 'mock-server', 'entries', 'hosts.js');
    const app = "const answer = await fetch('https://www.linkedin.com/__admin/health'); console.log(answer.status, (await answer.json()).status);";
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', preload, '--input-type=module', '-e', app], { env: { ...process.env, IN_MOCK_URL: running.url, IN_MOCK_CA: ca } });
    expect(stdout.trim()).toBe('200 ok');
    const missing = await promisify(execFile)(process.execPath, ['--import', preload, '-e', '0'], { env: { ...process.env, IN_MOCK_URL: '' } }).catch((error: { stderr: string }) => error);
    expect((missing as { stderr: string }).stderr).toContain('in-js/testing/hosts: set IN_MOCK_URL');
  });
});
