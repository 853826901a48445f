// OpenID Connect on a replayed day (datedChanges.ts): Sign In with LinkedIn using OpenID Connect
// opened on 2023-08-01; until 2024-04-11 its discovery document, under /oauth, named the issuer
// `https://www.linkedin.com` (the host alone: supabase/auth#1216 quotes the document,
// nextauthjs/next-auth#8831 the mismatch), and from 2024-04-12 `https://www.linkedin.com/oauth`
// (keycloak/keycloak#28686, supabase/auth#1533: "expected \"https://www.linkedin.com\" got
// \"https://www.linkedin.com/oauth\""). Plain functions of the day.
import { inEffect } from './datedChanges.js';

/**
 * The issuer of the day for today's issuer (`{origin}/oauth`): the origin alone before 2024-04-12;
 * unchanged without a replay.
 * @example issuerOnDay('https://www.linkedin.com/oauth', Date.parse('2024-04-11')) // 'https://www.linkedin.com'
 */
export function issuerOnDay(issuer: string, asOf: number | null): string {
  return asOf === null || inEffect('oidcIssuer', asOf) ? issuer : issuer.replace(/\/oauth$/, '');
}

/** True when the day has OpenID Connect (its discovery document, keys and userinfo): from 2023-08-01, or without a replay. */
export function oidcServed(asOf: number | null): boolean {
  return asOf === null || inEffect('signInClosedToNewApps', asOf);
}
