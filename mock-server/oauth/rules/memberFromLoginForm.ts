import type { Directory } from '../../store/directory.js';
import type { MemberRecord } from '../../store/types.js';
import { constantEquals } from '../../crypto/constantEquals.js';

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

/**
 * Reads a login form (`session_key`, `session_password`): the member, or what the form says
 * again with the e-mail address kept. Shared by the OAuth dialog and the share dialog.
 */
export function memberFromLoginForm(directory: Directory, form: URLSearchParams): { member: MemberRecord } | { error: string; email: string } {
  const email = form.get('session_key') ?? '';
  const member = memberByCredentials(directory, email, form.get('session_password') ?? '');
  if (member) return { member };
  const error = email.trim() ? 'That e-mail address and password do not match an account. Try again.' : 'Enter your e-mail address and password.';
  return { error, email };
}
