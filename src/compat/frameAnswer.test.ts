import { describe, expect, it } from 'vitest';
import { frameAnswer } from './frameAnswer';

/**
 * A window whose frames are at these addresses, loaded; null: a frame on another origin (reading
 * it throws); `loading:` before the address: a frame whose page is still loading.
 */
function windowWith(...hrefs: (string | null)[]) {
  const crossOrigin = () => {
    throw new Error('SecurityError: Blocked a frame from accessing a cross-origin frame.');
  };
  return {
    frames: hrefs.map((href) => ({
      get document() {
        return href === null ? crossOrigin() : { readyState: href.startsWith('loading:') ? 'interactive' : 'complete' };
      },
      get location() {
        return href === null ? crossOrigin() : { href: href.replace(/^loading:/, '') };
      },
    })),
  };
}

const RET = 'http://localhost:3000/favicon.ico';

describe('frameAnswer (pages without postMessage)', () => {
  it('joins the pieces the service put in its frames, in order', () => {
    expect(frameAnswer(windowWith(`${RET}#1:inauth=1&state=s`))).toBe('inauth=1&state=s');
    expect(frameAnswer(windowWith(`${RET}#3:inxd=1&id`, `${RET}#3:=7&body=%7B`, `${RET}#3:%7D`))).toBe('inxd=1&id=7&body=%7B%7D');
  });

  it('has nothing while a frame is missing, not yet on our origin, or still loading', () => {
    expect(frameAnswer(windowWith(`${RET}#2:inxd=1&id`))).toBeUndefined();
    expect(frameAnswer(windowWith(`${RET}#2:inxd=1&id`, null))).toBeUndefined();
    expect(frameAnswer(windowWith(`${RET}#2:inxd=1&id`, `loading:${RET}#2:=7`))).toBeUndefined();
    expect(frameAnswer(windowWith(null))).toBeUndefined();
    expect(frameAnswer(windowWith())).toBeUndefined();
    expect(frameAnswer(null)).toBeUndefined();
  });

  it('reads a frame without a count as no message (the caller checks the mark)', () => {
    expect(frameAnswer(windowWith('about:blank'))).not.toMatch(/^inauth=1/);
  });
});
