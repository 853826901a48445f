// Post URN numbers: LinkedIn's 19-digit shape, repeatable, distinct for the post and its activity,
// and found back from either; v1 ids stay as they are.
import { describe, expect, it } from 'vitest';
import { activityNumber, postNumber, shareOfNumber } from './postNumbers.js';
import type { ShareRecord } from './network.js';

const share = (id: string): ShareRecord => ({ id, visibility: 'anyone', timestamp: 0 }) as ShareRecord;

describe('post numbers', () => {
  it('are 19 digits, the same on every run, in the order the service made its shares', () => {
    for (const id of ['s-1', 's-2', 's-99999', 's10149', 'p1', 'a fixture id']) {
      expect(postNumber(id)).toMatch(/^7\d{18}$/);
      expect(activityNumber(id)).toMatch(/^7\d{18}$/);
      expect(activityNumber(id)).not.toBe(postNumber(id));
    }
    expect(postNumber('s-1')).toBe('7100000000003801088');
    expect(BigInt(postNumber('s-2'))).toBeGreaterThan(BigInt(postNumber('s-1')));
    expect(BigInt(postNumber('s10149'))).toBeLessThan(BigInt(postNumber('s-1')));
    expect(new Set(['s10148', 's10149', 's10150', 'p1', 'p2'].map(postNumber)).size).toBe(5);
  });

  it('find the share back from its post or activity number, and nothing else', () => {
    const shares = new Map(['s-1', 's-7', 's10149', 'p2'].map((id) => [id, share(id)]));
    const network = { shares };
    for (const id of shares.keys()) {
      expect(shareOfNumber(network, 'post', postNumber(id))?.id).toBe(id);
      expect(shareOfNumber(network, 'activity', activityNumber(id))?.id).toBe(id);
      expect(shareOfNumber(network, 'activity', postNumber(id))).toBeUndefined();
      expect(shareOfNumber(network, 'post', activityNumber(id))).toBeUndefined();
    }
    for (const text of ['s-1', 's10149', '', '0', '1', '07100000000003801088', '71000000000038010880', '7100000000003801089', postNumber('s-2')]) {
      expect(shareOfNumber(network, 'post', text)).toBeUndefined();
    }
  });
});
