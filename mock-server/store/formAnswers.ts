// The answers a dialog gave to its forms, by each form's single-use CSRF token, so that a form
// sent twice (a double click, a reload after posting) gets the same answer again instead of
// acting twice (shareDialog/shareDialogAnswers.ts keeps and finds them). Each is dropped when its
// token would no longer be fresh; at most MAX_REMEMBERED_ANSWERS are kept.
import type { Clock } from './clock.js';
import { ExpiringMap } from './expiringMap.js';
import { MAX_REMEMBERED_ANSWERS } from '../defaults.js';

/** An answer as it was sent. */
export interface StoredAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

interface RememberedAnswer {
  browserId: string;
  purpose: string;
  expiresAt: number;
  /** Kept at once (before the body is read), so a copy of the form sent at the same moment finds it. */
  answer: Promise<StoredAnswer>;
  /** False once what the answer reports is gone (e.g. the share, after an admin reset). */
  stillTrue: () => boolean;
}

/** Remembered answers by CSRF token, oldest first. */
export type FormAnswerStore = ExpiringMap<string, RememberedAnswer>;

export function createFormAnswerStore(clock: Clock): FormAnswerStore {
  return new ExpiringMap(clock, (remembered) => remembered.expiresAt, MAX_REMEMBERED_ANSWERS);
}
