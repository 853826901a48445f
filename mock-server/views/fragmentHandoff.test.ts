import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { es3Problem } from '../../scripts/legacy/checkEs3.mjs';
import { IE_URL_MAX_CHARS, RETURN_URL_MAX_CHARS } from '../defaults.js';
import { TO_PAGE_SCRIPT } from './fragmentHandoff.js';

/** Runs toPage(ret, message) in a bare page and returns the src of each frame it added, in order. */
function framesFor(ret: string, message: string, prelude = ''): string[] {
  const added: { src: string; style: Record<string, string> }[] = [];
  const document = {
    createElement: (tag: string) => ({ tag, src: '', style: {} as Record<string, string> }),
    body: { appendChild: (frame: { src: string; style: Record<string, string> }) => added.push(frame) },
  };
  runInNewContext(`${prelude}${TO_PAGE_SCRIPT}\ntoPage(ret, message);`, { document, Math, ret, message });
  expect(added.every((frame) => frame.style.display === 'none')).toBe(true);
  return added.map((frame) => frame.src);
}

describe('the fragment hand-off (pages without postMessage)', () => {
  it('puts a short message in one hidden frame at ret, after its count', () => {
    expect(framesFor('http://localhost:3000/favicon.ico', 'inauth=1&state=s')).toEqual(['http://localhost:3000/favicon.ico#1:inauth=1&state=s']);
  });

  it("cuts a long message into pieces whose URLs IE opens, joined back in order", () => {
    const ret = `http://localhost:3000/${'a'.repeat(RETURN_URL_MAX_CHARS - 30)}.ico`;
    const message = 'inxd=1&id=x&status=200&body=' + encodeURIComponent(JSON.stringify({ values: Array.from({ length: 300 }, (_, i) => ({ id: i, name: 'Ada Lovelace ✓' })) }));
    const frames = framesFor(ret, message);
    expect(frames.length).toBeGreaterThan(5);
    for (const src of frames) {
      expect(src.length).toBeLessThanOrEqual(IE_URL_MAX_CHARS);
      expect(src.startsWith(`${ret}#${frames.length}:`)).toBe(true);
    }
    expect(frames.map((src) => src.slice(src.indexOf(':', ret.length) + 1)).join('')).toBe(message);
  });

  it("needs none of the built-ins IE 6/7 lack (the e2e spec's frames keep them: ie8Strip.mjs)", () => {
    const ie7 = 'delete JSON; delete Promise; delete Function.prototype.bind; delete Object.defineProperty; delete Object.keys; delete String.prototype.trim; ' +
      "var gone = ['forEach', 'map', 'filter', 'indexOf', 'reduce', 'some', 'every']; for (var i = 0; i < gone.length; i++) delete Array.prototype[gone[i]];\n";
    const message = 'inauth=1&state=s&' + 'x'.repeat(5000);
    expect(framesFor('http://localhost:3000/favicon.ico', message, ie7)).toEqual(framesFor('http://localhost:3000/favicon.ico', message));
  });

  it('is ES3', () => {
    expect(es3Problem(TO_PAGE_SCRIPT, 'toPage')).toBeNull();
  });
});
