// Round five #3 (docs/security.md has what it cost): any PUT to an upload path could carry 100 MB
// (UPLOAD_MAX_BODY_BYTES), read whole before the URL, the item or its `ut` was looked at. Now the standalone server
// judges an upload PUT by its head (today/media/uploadHead.ts): an unknown path, item or `ut` is
// answered at once, no byte of the body read, the connection closed; any other is bounded by what
// its item can keep. Raw sockets: each request declares a large body and sends only its head and a
// little of it, and the answer must come before the rest is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { startServer, type RunningServer } from '../../server/startServer.js';
import { MEDIA_BOUNDS, VIDEO_UPLOAD_PART_BYTES } from '../../defaults.js';

const NOW = Date.UTC(2026, 10, 25, 12);
const ADA = 'aZ3kq9XbW1';
const REST = { 'linkedin-version': '202611', 'content-type': 'application/json' };
const HUNDRED_MB = 100 * 1024 * 1024;
/** How long an answer that needs no body may take. */
const AT_ONCE_MS = 3000;

let running: RunningServer;
let token: string;
beforeAll(async () => {
  running = await startServer({ port: 0, now: NOW });
  token = running.admin.issueToken({ memberId: ADA, scopes: ['w_member_social'] }).access_token;
});
afterAll(() => running.close());

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends a request's head declaring `declared` bytes of body, then `sent` bytes of it, and resolves
 * with the answer, or null when none came within AT_ONCE_MS (the server waits for the body).
 */
function putHead(path: string, declared: number, sent: number, headers: Record<string, string> = {}): Promise<Raw | null> {
  const { port } = running.server.address() as net.AddressInfo;
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    const done = (answer: Raw | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => done(null), AT_ONCE_MS);
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine, ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
      const head = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const length = Number(head['content-length'] ?? 0);
      if (data.length - end - 4 < length) return;
      done({ status: Number(statusLine!.split(' ')[1]), headers: head, body: data.subarray(end + 4, end + 4 + length).toString() });
    });
    socket.on('error', () => undefined);
    const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(`PUT ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: ${declared}\r\n${extra}\r\n`);
    if (sent) socket.write(Buffer.alloc(sent, 0x25));
  });
}

async function init(kind: 'documents' | 'images' | 'videos', extra: Record<string, unknown> = {}) {
  const response = await fetch(`${running.url}/rest/${kind}?action=initializeUpload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...REST },
    body: JSON.stringify({ initializeUploadRequest: { owner: `urn:li:person:${ADA}`, ...extra } }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).value as Record<string, any>;
}
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

describe('an upload PUT is judged by its head', () => {
  it('an unknown upload path, item or ut is refused at once, no byte of its 100 MB read, the connection closed', async () => {
    const document = await init('documents');
    const image = await init('images');
    const cases = [
      ['an unknown upload path', '/dms-uploads/a/b/c/d?ut=x'],
      ['an unknown document', '/dms-uploads/document/D4D10AQnothing?ut=x'],
      ['an unknown image', '/dms-uploads/D4E10AQnothing?ut=x'],
      ["a document URL without its ut", pathOf(document.uploadUrl).replace(/ut=[^&]+/, 'ut=wrong')],
      ["an image URL without its ut", pathOf(image.uploadUrl).replace(/ut=[^&]+/, 'ut=wrong')],
      ['a part of a document', `${new URL(document.uploadUrl).pathname}/0${new URL(document.uploadUrl).search}`],
    ];
    const rss = process.memoryUsage().rss;
    for (const [what, path] of cases) {
      const answer = await putHead(path!, HUNDRED_MB, 64 * 1024, { authorization: `Bearer ${token}` });
      expect(answer, `${what}: answered before its body`).not.toBeNull();
      expect(answer!.status, what).toBeGreaterThanOrEqual(400);
      expect(answer!.status, what).toBeLessThan(500);
      expect(answer!.headers.connection, what).toBe('close');
      expect(JSON.parse(answer!.body), what).toMatchObject({ status: answer!.status, message: expect.any(String) });
    }
    expect(process.memoryUsage().rss - rss).toBeLessThan(64 * 1024 * 1024);
  });

  it("a body larger than its item can keep is refused at once: a video part's exact size, what the member's bound leaves", async () => {
    const video = await init('videos', { fileSizeBytes: VIDEO_UPLOAD_PART_BYTES + 10 });
    const [first] = video.uploadInstructions as { uploadUrl: string }[];
    const part = await putHead(pathOf(first!.uploadUrl), VIDEO_UPLOAD_PART_BYTES + 1, 1024);
    expect(part).toMatchObject({ status: 413, headers: { connection: 'close' } });
    expect(JSON.parse(part!.body).message).toContain(`${VIDEO_UPLOAD_PART_BYTES} bytes`);

    // Ada's posts show media up to 1 MiB short of her bound: a document may keep 1 MiB more.
    const network = running.context.network;
    network.images.set('shown', { id: 'shown', ownerId: ADA, status: 'AVAILABLE', uploadToken: 't', uploadUrlExpiresAt: NOW, createdAt: NOW, size: MEDIA_BOUNDS.memberBytes - 1024 * 1024, inPost: true });
    try {
      const document = await init('documents');
      const tooLarge = await putHead(pathOf(document.uploadUrl), 2 * 1024 * 1024, 1024);
      expect(tooLarge).toMatchObject({ status: 413, headers: { connection: 'close' } });
      expect(JSON.parse(tooLarge!.body).message).toMatch(/can keep at most 1048576 bytes/);
      const fits = await fetch(document.uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: new TextEncoder().encode('%PDF-1.4\n%%EOF\n') });
      expect(fits.status).toBe(201);
    } finally {
      network.images.delete('shown');
    }
  });

  it('an upload its item can keep is read and taken as before, on a connection that stays open', async () => {
    const image = await init('images');
    const bytes = new Uint8Array(2048).fill(0x89);
    const first = await fetch(image.uploadUrl, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' }, body: bytes });
    expect([first.status, first.headers.get('connection')]).toEqual([201, 'keep-alive']);
    expect(running.context.network.images.get(String(image.image).split(':').pop()!)?.size).toBe(2048);
  });
});
