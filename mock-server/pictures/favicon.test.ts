import { describe, expect, it } from 'vitest';
import { FAVICON_ICO, iconFile } from './favicon.js';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { serverPerTest } from '../../test/support/serverPerTest.js';
import { request as httpRequest } from 'node:http';

const kit = useServiceKit();
const server = serverPerTest();

/** Reads an .ico of one 32-bit image back into rows of letters (`.` transparent, `b` blue, `w` white). */
function readIcon(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 1]);
  const size = bytes[6]!;
  const offset = view.getUint32(18, true);
  expect(view.getUint32(14, true) + offset).toBe(bytes.length);
  expect([view.getUint32(offset, true), view.getInt32(offset + 4, true), view.getInt32(offset + 8, true), view.getUint16(offset + 14, true)]).toEqual([40, size, size * 2, 32]);
  const rows: string[] = [];
  for (let y = 0; y < size; y++) {
    let row = '';
    for (let x = 0; x < size; x++) {
      const at = offset + 40 + ((size - 1 - y) * size + x) * 4;
      const [b, g, r, a] = bytes.subarray(at, at + 4);
      row += a === 0 ? '.' : r === 0xff && g === 0xff && b === 0xff ? 'w' : r === 0x0a && g === 0x66 && b === 0xc2 ? 'b' : '?';
    }
    rows.push(row);
  }
  return rows;
}

describe('/favicon.ico: the network mark', () => {
  it('is a 16×16 32-bit Windows icon of a blue square with a white "in", its corners transparent', () => {
    expect(FAVICON_ICO.length).toBe(6 + 16 + 40 + 16 * 16 * 4 + 4 * 16);
    const rows = readIcon(FAVICON_ICO);
    expect(rows[0]).toBe('.bbbbbbbbbbbbbb.');
    expect(rows[2]!.slice(3, 5)).toBe('ww'); // the i's dot
    expect(rows[8]).toMatch(/^bbbwwbbwwbbbwwbb$/); // i, and n's two legs
    expect(rows.join('')).not.toContain('?');
    // The AND mask marks exactly the transparent corners.
    const mask = FAVICON_ICO.subarray(22 + 40 + 16 * 16 * 4);
    expect([...mask.subarray(0, 4)]).toEqual([0x80, 0x01, 0, 0]);
    expect(() => iconFile(['x'])).toThrow(/unknown letter 'x'/);
  });

  it("answers on the service's own host names in setupServer, and leaves a test's own app on this machine alone", async () => {
    for (const host of ['www.linkedin.com', 'api.linkedin.com', 'platform.linkedin.com']) {
      const icon = await fetch(`https://${host}/favicon.ico`);
      expect([icon.status, icon.headers.get('content-type')], host).toEqual([200, 'image/x-icon']);
      expect(new Uint8Array(await icon.arrayBuffer())).toEqual(FAVICON_ICO);
    }
    expect(kit.service.handlers.length).toBeGreaterThan(0);
    const own = await fetch('http://localhost:1/favicon.ico').then(() => 'answered', () => 'not answered by the mock');
    expect(own).toBe('not answered by the mock');
  });

  it('the standalone server answers it on every name it serves: loopback and the real host names', async () => {
    const { port } = await server.start();
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'www.linkedin.com', 'api.linkedin.com']) {
      const answer = await new Promise<{ status: number; type: string; bytes: Buffer }>((done, fail) => {
        httpRequest({ port, host: '127.0.0.1', path: '/favicon.ico', headers: { host } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => done({ status: res.statusCode!, type: String(res.headers['content-type']), bytes: Buffer.concat(chunks) }));
        })
          .on('error', fail)
          .end();
      });
      expect([answer.status, answer.type], host).toEqual([200, 'image/x-icon']);
      expect(new Uint8Array(answer.bytes)).toEqual(FAVICON_ICO);
    }
  });
});
