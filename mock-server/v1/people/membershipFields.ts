// The group-membership record: GET /v1/people/~/group-memberships and the person field
// `group-memberships`. docs/rest.md "Sources" (SS group_memberships.json and GroupTemplate's
// selector; LJ XSD; PYL README for the default fields).
import type { GroupRecord, MembershipSettings } from '../../store/network.js';
import { plainTable, type FieldTable } from '../format/fieldTable.js';

/** Default fields of a membership without a selector (PYL `get_memberships`: `_key, group:(id,name), membership-state`). */
export const MEMBERSHIP_DEFAULT_FIELDS = ['group', 'membershipState'];

/** Settings of a member who never changed them. */
export const DEFAULT_MEMBERSHIP_SETTINGS: MembershipSettings = {
  showGroupLogoInProfile: true,
  allowMessagesFromMembers: true,
  emailDigestFrequency: 'weekly',
  emailAnnouncementsFromManagers: true,
  emailForEveryNewPost: false,
};

/** Membership state codes (docs/rest.md "Sources"; LJ XSD). */
const MEMBERSHIP_STATES = ['owner', 'manager', 'moderator', 'member', 'awaiting-confirmation', 'non-member', 'blocked'] as const;

/** owner, manager, member or non-member. */
export function membershipState(group: GroupRecord, memberId: string): string {
  if (group.members[0] === memberId) return 'owner';
  if (group.managers.includes(memberId)) return 'manager';
  return group.members.includes(memberId) ? 'member' : 'non-member';
}

/** One member's membership of one group. */
export interface MembershipSource {
  group: GroupRecord;
  memberId: string;
}

const settingsOf = (s: MembershipSource) => ({ ...DEFAULT_MEMBERSHIP_SETTINGS, ...s.group.settings?.[s.memberId] });
const code = (name: string) => plainTable(name, { code: 'string' });

export const membershipTable: FieldTable<MembershipSource> = {
  type: 'GroupMembership',
  source: 'SS group_memberships.json; LJ XSD',
  key: (s) => s.group.id,
  fields: {
    group: { sub: plainTable('MembershipGroup', { id: 'string', name: 'string' }), get: (s) => ({ id: s.group.id, name: s.group.name }) },
    membershipState: { sub: code('MembershipState'), get: (s) => ({ code: membershipState(s.group, s.memberId) }), note: MEMBERSHIP_STATES.join(', ') },
    contactEmail: { type: 'string', get: (s) => settingsOf(s).contactEmail },
    showGroupLogoInProfile: { type: 'boolean', get: (s) => settingsOf(s).showGroupLogoInProfile },
    allowMessagesFromMembers: { type: 'boolean', get: (s) => settingsOf(s).allowMessagesFromMembers },
    emailDigestFrequency: { sub: code('EmailDigestFrequency'), get: (s) => ({ code: settingsOf(s).emailDigestFrequency }), note: 'none, daily, weekly' },
    emailAnnouncementsFromManagers: { type: 'boolean', get: (s) => settingsOf(s).emailAnnouncementsFromManagers },
    emailForEveryNewPost: { type: 'boolean', get: (s) => settingsOf(s).emailForEveryNewPost },
  },
};
