// Who Member Data Portability serves: "this feature is available only for LinkedIn members located
// in the European Economic Area and Switzerland, so only those members are able to consent and
// generate an access token" (Member Data Portability (Member),
// https://learn.microsoft.com/en-us/linkedin/dma/member-data-portability/member-data-portability-member/).
// Where a member is located is the country of their profile's location in the data set
// (`location.country.code`, v1's `location:(country:(code))`). LinkedIn refuses the others at
// consent (the dialog, the admin API's codes and tokens); a token this service made for one anyway (a test's own)
// gets LinkedIn's 403 (docs/identity.md).
import type { MemberRecord } from '../store/types.js';
import { DMA_SCOPES, type Scope } from '../scopes.js';

/** The countries of the European Economic Area (the EU's 27, Iceland, Liechtenstein, Norway) and Switzerland, ISO 3166 codes in lower case. */
export const PORTABILITY_COUNTRIES: ReadonlySet<string> = new Set([
  'at', 'be', 'bg', 'hr', 'cy', 'cz', 'dk', 'ee', 'fi', 'fr', 'de', 'gr', 'hu', 'ie', 'it', 'lv', 'lt', 'lu', 'mt', 'nl', 'pl', 'pt', 'ro', 'sk', 'si', 'es', 'se',
  'is', 'li', 'no',
  'ch',
]);

/** The country code of the member's location, in lower case, or undefined. */
export function countryOf(member: MemberRecord): string | undefined {
  const code = (member.location as { country?: { code?: unknown } } | undefined)?.country?.code;
  return typeof code === 'string' ? code.toLowerCase() : undefined;
}

/**
 * True when the member may use Member Data Portability: located in the EEA or Switzerland.
 * @example mayPortData({ ...member, location: { country: { code: 'de' } } }) // true
 */
export function mayPortData(member: MemberRecord): boolean {
  const country = countryOf(member);
  return country !== undefined && PORTABILITY_COUNTRIES.has(country);
}

/** The sentence the consent step and the admin API refuse an ineligible member with. */
export function notEligibleMessage(member: MemberRecord): string {
  const country = countryOf(member);
  return `Member Data Portability is available only to members located in the European Economic Area and Switzerland; ${member.firstName} ${member.lastName} (${member.id}) is located ${country ? `in '${country.toUpperCase()}'` : 'nowhere the profile says'}, so they cannot consent to share their LinkedIn data.`;
}

/**
 * Why the member may not consent to `scopes`, or undefined when they may: a Member Data
 * Portability scope asked of a member outside the EEA and Switzerland. The dialog, its auto-approve
 * and the admin API's codes and tokens ask it, so no token of such a member is ever made.
 * @example portabilityConsentProblem(grace, ['r_dma_portability_3rd_party']) // 'Member Data Portability is available only …'
 */
export function portabilityConsentProblem(member: MemberRecord, scopes: readonly Scope[]): string | undefined {
  return scopes.some((scope) => DMA_SCOPES.includes(scope)) && !mayPortData(member) ? notEligibleMessage(member) : undefined;
}
