import type { Directory } from '../../store/directory.js';
import type { MemberRecord } from '../../store/types.js';
import { constantEquals } from '../constantEquals.js';

/**
 * The member who signs in with this e-mail address (any case, spaces trimmed) and password,
 * or undefined. The dialog then says only that the pair is wrong, never which half.
 */
export function memberByCredentials(directory: Directory, email: string, password: string): MemberRecord | undefined {
  const wanted = email.trim().toLowerCase();
  if (!wanted || !password) return undefined;
  for (const member of directory.members.values()) {
    if (member.email.toLowerCase() === wanted) return constantEquals(password, member.password) ? member : undefined;
  }
  return undefined;
}
