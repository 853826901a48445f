// Where a Verified on LinkedIn `verificationUrl` points (the verification URL guide,
// https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/guides/verification-url):
// a page on the site, `/verify` (the member's verification page, linkedin.com/verify in the quickstart),
// naming the app and the verifications the report found missing. LinkedIn does not publish the
// URL's form; this is the mock's (docs/identity.md).
import type { VerificationCategory } from './memberVerification.js';

/** The path of the verification page. */
export const VERIFY_PATH = '/verify';

/** What a verification link names: the app (its client id) and the verifications to complete. */
export interface VerificationTarget {
  clientId: string;
  criteria: VerificationCategory[];
}

/**
 * The path and query of the verification page for `target`.
 * @example verificationLink({ clientId: 'k', criteria: ['IDENTITY'] }) // '/verify?clientId=k&verificationCriteria=IDENTITY'
 */
export function verificationLink(target: VerificationTarget): string {
  const query = new URLSearchParams({ clientId: target.clientId });
  for (const category of target.criteria) query.append('verificationCriteria', category);
  return `${VERIFY_PATH}?${query}`;
}
