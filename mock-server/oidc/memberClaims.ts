// A member's OpenID Connect claims, with the types each document gives them on the real service:
// in the id_token `email_verified` is the string "true" and `locale` the string "en_US"; in
// /v2/userinfo `email_verified` is a boolean and `locale` an object {country, language}.
import type { MemberRecord } from '../store/types.js';
import type { Scope } from '../scopes.js';
import { PICTURE_PATH } from '../pictures/picture.js';

export interface LocaleParts {
  country: string;
  language: string;
}

/** The member's locale: their own `locale` field ("fr_FR"), else English in the country of their location, else en_US. */
export function localeOf(member: MemberRecord): LocaleParts {
  if (typeof member.locale === 'string' && /^[a-z]{2}_[A-Z]{2}$/.test(member.locale)) {
    const [language, country] = member.locale.split('_') as [string, string];
    return { country, language };
  }
  const location = member.location as { country?: { code?: unknown } } | undefined;
  const code = location?.country?.code;
  return { country: typeof code === 'string' && /^[a-z]{2}$/i.test(code) ? code.toUpperCase() : 'US', language: 'en' };
}

/** The member's picture: their own pictureUrl, or the one the mock service draws at 100×100 (pictures/picture.ts). */
export function pictureOfMember(member: MemberRecord, apiOrigin: string): string {
  const own = member.pictureUrl;
  return typeof own === 'string' && own ? own : `${apiOrigin}${PICTURE_PATH}${encodeURIComponent(member.id)}_100x100`;
}

/** The profile claims `profile` grants and the e-mail claims `email` grants, in the id_token's types. */
export function idTokenClaims(member: MemberRecord, scopes: readonly Scope[], apiOrigin: string): Record<string, string> {
  const claims: Record<string, string> = {};
  if (scopes.includes('profile')) {
    Object.assign(claims, {
      name: `${member.firstName} ${member.lastName}`.trim(),
      given_name: member.firstName,
      family_name: member.lastName,
      picture: pictureOfMember(member, apiOrigin),
    });
  }
  if (scopes.includes('email')) Object.assign(claims, { email: member.email, email_verified: 'true' });
  if (scopes.includes('profile')) {
    const { country, language } = localeOf(member);
    claims.locale = `${language}_${country}`;
  }
  return claims;
}

/** The same claims in /v2/userinfo's types: `email_verified` a boolean, `locale` an object (keys in the captured order). */
export function userinfoClaims(member: MemberRecord, sub: string, scopes: readonly Scope[], apiOrigin: string): Record<string, unknown> {
  const out: Record<string, unknown> = { sub };
  if (scopes.includes('email')) out.email_verified = true;
  if (scopes.includes('profile')) {
    out.name = `${member.firstName} ${member.lastName}`.trim();
    out.locale = localeOf(member);
    out.given_name = member.firstName;
    out.family_name = member.lastName;
  }
  if (scopes.includes('email')) out.email = member.email;
  if (scopes.includes('profile')) out.picture = pictureOfMember(member, apiOrigin);
  return out;
}
