// The member's profile an Apply with LinkedIn application carried (v1 era): the applicant's whole
// profile as they see it themselves (r_fullprofile, r_emailaddress, r_contactinfo), in v1's JSON
// (field names, `{_total, values}` lists), as the application response data structure has it
// (rmaceissoft/python-apply-linkedin, apply_linkedin/tests_parser.py: person with headline,
// skills, positions, educations, emailAddress, publicProfileUrl…). The IN/Apply dialog puts it in
// the application it POSTs through webhooks/deliverApplication.ts (docs/webhooks.md "Apply with LinkedIn").
import type { MockContext } from '../../context/context.js';
import { personTable } from './personFields.js';
import { makeViewer, personOf } from './personSource.js';
import { FULL_PROFILE_FIELDS } from './profile.js';
import { project } from '../format/fieldTable.js';
import { selectFields } from '../format/fieldSelector.js';
import { toJsonValue } from '../format/serialize.js';

/** What the applicant shares: their own full view. */
const APPLICANT_SCOPES = ['r_basicprofile', 'r_fullprofile', 'r_emailaddress', 'r_contactinfo'] as const;

/**
 * The `person` of an application: the member's full profile in v1 JSON; undefined for an unknown member.
 * `apiOrigin`: where the profile's API URLs point (https://api.linkedin.com by default).
 * @example applicantProfile(ctx, 'aZ3kq9XbW1')?.firstName // 'Ada'
 */
export function applicantProfile(ctx: MockContext, memberId: string, apiOrigin = 'https://api.linkedin.com'): Record<string, unknown> | undefined {
  const member = ctx.directory.members.get(memberId);
  if (!member) return undefined;
  const source = personOf(makeViewer(ctx, memberId, APPLICANT_SCOPES, apiOrigin), member);
  return toJsonValue(project(source, personTable, selectFields(...FULL_PROFILE_FIELDS))) as Record<string, unknown>;
}
