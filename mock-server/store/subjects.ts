import { randomString } from './randomString.js';
import { SUBJECT_LENGTH } from '../defaults.js';

/** One pairwise subject: the `sub` an app sees for a member. */
export interface SubjectRecord {
  apiKey: string;
  memberId: string;
  sub: string;
}

/**
 * Pairwise subject identifiers (discovery `subject_types_supported: ["pairwise"]`): the same member
 * has a different `sub` for each app, and always the same one for one app. Made on first use,
 * kept by `--state` and across `POST /__admin/reset` (they are the service's identity, like its key).
 */
export interface SubjectStore {
  /** The member's `sub` for the app, made at the first call. */
  subjectOf(apiKey: string, memberId: string): string;
  /** The member an app's `sub` stands for, or undefined. */
  memberOf(apiKey: string, sub: string): string | undefined;
  all(): SubjectRecord[];
  restore(record: SubjectRecord): void;
  clear(): void;
}

export function createSubjectStore(): SubjectStore {
  const byMember = new Map<string, string>();
  const bySubject = new Map<string, string>();
  const key = (apiKey: string, id: string) => JSON.stringify([apiKey, id]);
  const put = ({ apiKey, memberId, sub }: SubjectRecord) => {
    byMember.set(key(apiKey, memberId), sub);
    bySubject.set(key(apiKey, sub), memberId);
  };
  return {
    subjectOf(apiKey, memberId) {
      let sub = byMember.get(key(apiKey, memberId));
      if (sub === undefined) {
        do sub = randomString(SUBJECT_LENGTH);
        while (bySubject.has(key(apiKey, sub)));
        put({ apiKey, memberId, sub });
      }
      return sub;
    },
    memberOf: (apiKey, sub) => bySubject.get(key(apiKey, sub)),
    all: () => [...byMember.entries()].map(([k, sub]) => {
      const [apiKey, memberId] = JSON.parse(k) as [string, string];
      return { apiKey, memberId, sub };
    }),
    restore: put,
    clear() {
      byMember.clear();
      bySubject.clear();
    },
  };
}
