// Issue 25 items 5 and 6: the --state file holds passwords, app secrets, tokens and session ids.
// It is written for its owner only, through an exclusive temporary file with an unpredictable name
// (a symlink planted where the old predictable name was no longer redirects the write), and a
// crafted file is refused at start, like a fixture set that breaks a rule, instead of starting
// fine and answering 500 to every request.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, lstatSync, mkdtempSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../index.js';
import { StateFileError, saveStateFile } from './stateFile.js';
import { createContext } from './createContext.js';

let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const directory = () => mkdtempSync(join(tmpdir(), 'in-mock-state-attack-'));

describe('item 5: the state file on disk', () => {
  it.skipIf(process.platform === 'win32')('is written owner-only (0600), and so is its temporary file', async () => {
    const file = join(directory(), 'state.json');
    running = await startServer({ port: 0, stateFile: file });
    await running.saveState();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Even when the file was there before with wider permissions.
    writeFileSync(file, readFileSync(file), { mode: 0o644 });
    await running.saveState();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(file, '..')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it.skipIf(process.platform === 'win32')('a symlink planted at the old predictable temporary name is not written through', async () => {
    const dir = directory();
    const file = join(dir, 'state.json');
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'precious');
    // The name the service used to write to: <file>.<pid>.tmp.
    symlinkSync(victim, `${file}.${process.pid}.tmp`);
    const ctx = createContext();
    await saveStateFile(ctx, file);
    expect(readFileSync(victim, 'utf8')).toBe('precious');
    expect(lstatSync(file).isSymbolicLink()).toBe(false);
    expect(JSON.parse(readFileSync(file, 'utf8')).format).toBe('in-mock-server state');
  });

  it('the temporary file is created exclusively: two saves at once never share one', async () => {
    const file = join(directory(), 'state.json');
    const ctx = createContext();
    await Promise.all(Array.from({ length: 8 }, () => saveStateFile(ctx, file)));
    expect(JSON.parse(readFileSync(file, 'utf8')).format).toBe('in-mock-server state');
  });
});

describe('item 6: a crafted state file is refused at start, with the fixture checks', () => {
  /** A good state file, then `change` applied to its data. */
  async function crafted(change: (state: Record<string, any>) => void): Promise<string> {
    const file = join(directory(), 'state.json');
    await saveStateFile(createContext(), file);
    const state = JSON.parse(readFileSync(file, 'utf8'));
    change(state);
    writeFileSync(file, JSON.stringify(state));
    return file;
  }

  it.each<[string, (state: Record<string, any>) => void, RegExp]>([
    ['a clock of 1e20', (state) => (state.clock.frozenAt = 1e20), /clock .* outside the service clock's range/],
    ['a partial app', (state) => state.apps.push({ apiKey: 'partial' }), /fixture rules: apps\[\d+\]/],
    ['a token length of 2e9', (state) => (state.fixtureSettings.tokenLength = 2e9), /settings\.tokenLength/],
    ['a member without a password', (state) => delete state.members[0].password, /fixture rules: members\[0\]/],
    ['a token with an unknown scope', (state) => state.tokens.push({ token: 't'.repeat(40), apiKey: 'demo-api-key', memberId: 'aZ3kq9XbW1', scopes: ['root'], issuedAt: 0, expiresAt: 1 }), /token 0/],
    ['a session expiring at Infinity (JSON null)', (state) => state.sessions.push({ id: 's'.repeat(30), memberId: 'aZ3kq9XbW1', createdAt: 0, expiresAt: null }), /session/],
    ['rate limits that are not numbers', (state) => (state.rateLimits.appPerDay = 'many'), /fixture rules: rateLimits/],
  ])('%s', async (_, change, message) => {
    const file = await crafted(change);
    const before = readFileSync(file, 'utf8');
    const started = startServer({ port: 0, stateFile: file });
    await expect(started).rejects.toThrow(StateFileError);
    await expect(started).rejects.toThrow(message);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('the untouched file starts, and the service answers', async () => {
    const file = await crafted(() => undefined);
    running = await startServer({ port: 0, stateFile: file });
    expect(running.stateLoaded).toBe(true);
    expect((await fetch(`${running.url}/v1/people/~`)).status).toBe(401);
    expect(existsSync(file)).toBe(true);
  });
});
