import { describe, expect, it } from 'vitest';
import { actionIn, BUTTONS, SHARE_BUTTONS } from './buttons.js';

describe('actionIn', () => {
  it('reads one action by value or by label (IE 6/7), nothing else', () => {
    expect(actionIn(new URLSearchParams('action=post'), SHARE_BUTTONS)).toBe('post');
    expect(actionIn(new URLSearchParams('action=Share'), SHARE_BUTTONS)).toBe('post');
    expect(actionIn(new URLSearchParams('action=Cancel'), SHARE_BUTTONS)).toBe('cancel');
    expect(actionIn(new URLSearchParams('action=Sign+in'), SHARE_BUTTONS)).toBe('login');
    expect(actionIn(new URLSearchParams('action=post&action=cancel'), SHARE_BUTTONS)).toBeUndefined();
    expect(actionIn(new URLSearchParams('action=allow'), SHARE_BUTTONS)).toBeUndefined();
    expect(actionIn(new URLSearchParams(''), SHARE_BUTTONS)).toBeUndefined();
  });
});

describe('actionIn with the dialog buttons', () => {
  it('reads IE 6/7 labels as the action', () => {
    expect(actionIn(new URLSearchParams('action=Allow'), BUTTONS)).toBe('allow');
    expect(actionIn(new URLSearchParams('action=Not+you%3F+Sign+out'), BUTTONS)).toBe('signout');
    expect(actionIn(new URLSearchParams('action=post'), BUTTONS)).toBeUndefined();
  });
});
