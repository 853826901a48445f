// What members added to their profiles through Add to Profile links, for the admin page's "Added to
// profiles" (`admin.profileAdditions()`, `GET /__admin/profile-additions`): every certification a
// profile holds that a link added (links/profileAdd.ts marks it with when), newest first. Read from
// the profiles themselves, so a reset or a fixture that replaces a member takes it away with them.
import type { MockContext } from '../context/context.js';
import { certificationsOf } from './certification.js';
import { ADMIN_RECENT_ADDITIONS } from '../defaults.js';

/** One certification added through a link. */
export interface ProfileAddition {
  member: { id: string; name: string };
  /** When it was saved, ms since the epoch. */
  addedAt: number;
  kind: 'certification';
  name: string;
  organization?: string;
  /** The company page the link named (organizationId). */
  organizationId?: string;
  issued?: { year: number; month?: number };
  expires?: { year: number; month?: number };
  credentialId?: string;
  credentialUrl?: string;
}

/**
 * The additions through links, newest first, at most `limit`.
 * @example profileAdditions(ctx)[0] // { member: { id: 'aZ3kq9XbW1', name: 'Ada Lovelace' }, kind: 'certification', name: 'Certified Engine Operator', … }
 */
export function profileAdditions(ctx: MockContext, limit = ADMIN_RECENT_ADDITIONS): ProfileAddition[] {
  const found: ProfileAddition[] = [];
  for (const member of ctx.directory.members.values()) {
    for (const c of certificationsOf(member)) {
      if (typeof c.addedAt !== 'number') continue;
      const addition: ProfileAddition = { member: { id: member.id, name: `${member.firstName} ${member.lastName}` }, addedAt: c.addedAt, kind: 'certification', name: c.name };
      if (c.authority?.name) addition.organization = c.authority.name;
      if (c.organizationId) addition.organizationId = c.organizationId;
      if (c.startDate) addition.issued = c.startDate;
      if (c.endDate) addition.expires = c.endDate;
      if (c.number) addition.credentialId = c.number;
      if (c.url) addition.credentialUrl = c.url;
      found.push(addition);
    }
  }
  return found.sort((a, b) => b.addedAt - a.addedAt).slice(0, limit);
}
