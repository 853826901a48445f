// Who is verified on LinkedIn among the generated members of the default data set (Verified on
// LinkedIn, docs/identity.md), so that a report has something to say before a test sets anything:
// Ada verified her identity and her workplace, Tove Moreau (a generated member in Berlin, the EEA
// member the Member Data Portability docs walk through) her identity; Grace (a fixture member, not
// generated) her workplace in defaultFixtures.ts; the others nothing. The generator applies it
// (defaultNetwork.ts), so the package's bundles, which carry the set as the build made it, carry
// none of this file. Fixtures, the admin API and the verification page change them.
import type { MemberRecord, MemberVerification } from '../store/types.js';
import { SITE_URL } from '../defaults.js';

/** A generated member located in the EEA (Berlin), with connections, shares and a verified identity. */
export const EEA_DEMO_MEMBER_ID = 'KYak8FlmEb';

const SEEDED: Readonly<Record<string, MemberVerification>> = {
  aZ3kq9XbW1: {
    identity: { verifiedAt: Date.UTC(2025, 2, 14, 10), method: 'GOVERNMENT_ID' },
    workplace: { verifiedAt: Date.UTC(2025, 8, 2, 9), method: 'WORK_EMAIL', organizationName: 'Difference Works', organizationUrl: `${SITE_URL}/company/difference-works` },
  },
  [EEA_DEMO_MEMBER_ID]: { identity: { verifiedAt: Date.UTC(2025, 4, 6, 8), method: 'GOVERNMENT_ID' } },
};

/**
 * The member with their seeded verifications, if they have any (a copy; the member as given otherwise).
 * @example withSeededVerification(ada).verification?.identity // { verifiedAt: …, method: 'GOVERNMENT_ID' }
 */
export function withSeededVerification(member: MemberRecord): MemberRecord {
  const seeded = SEEDED[member.id];
  return seeded ? { ...member, verification: structuredClone(seeded) } : member;
}
