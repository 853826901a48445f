// Verified on LinkedIn's tiers as products an app holds (scopes.ts PRODUCTS, granted by its fixture's
// `grantedProducts`), and what each lets it read (the FAQ's tier table,
// https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/faq):
//   Development  "Developer app admins only": any other member's call is 403 ("everyone else gets
//                403", live, public client code); the app's administrators are its fixture's `developers`
//   Lite         all members
//   Plus         all members, and the enhanced data (identityMe's education and position, the
//                report's verifiedDetails, /rest/validationStatus)
// An app holding several tiers is served as the highest.
import type { AppRecord } from '../../store/types.js';
import type { Product } from '../../scopes.js';
import type { TodayCall } from '../TodayRoute.js';
import { appHasProduct } from '../../apps/appHasProduct.js';
import { AccessDenied } from '../../api/errors.js';
import { noteRequest } from '../../http/requestNotes.js';

export type VerifiedTier = 'DEVELOPMENT' | 'LITE' | 'PLUS';

/** The tiers, highest first, each with its product. */
const TIERS: readonly { product: Product; tier: VerifiedTier }[] = [
  { product: 'verifiedPlus', tier: 'PLUS' },
  { product: 'verifiedLite', tier: 'LITE' },
  { product: 'verifiedDevelopment', tier: 'DEVELOPMENT' },
];

/** The products of Verified on LinkedIn: a route any tier opens names them all. */
export const VERIFIED_PRODUCTS: readonly Product[] = TIERS.map((t) => t.product);

/**
 * The highest tier of Verified on LinkedIn the app holds, or undefined.
 * @example verifiedTierOf({ ...app, grantedProducts: ['verifiedDevelopment', 'verifiedLite'] }) // 'LITE'
 */
export function verifiedTierOf(app: AppRecord | undefined): VerifiedTier | undefined {
  return app ? TIERS.find((t) => appHasProduct(app, t.product))?.tier : undefined;
}

/** The tier of the caller's app (the route's product gate let only a tier's app in). */
export function callerTier(call: Pick<TodayCall, 'ctx' | 'caller'>): VerifiedTier {
  return verifiedTierOf(call.ctx.directory.apps.get(call.caller.apiKey)) ?? 'DEVELOPMENT';
}

/**
 * Refuses a member the app's tier does not answer for: on the Development tier only the app's
 * administrators (its developers) are answered, anyone else gets LinkedIn's 403 ACCESS_DENIED.
 * Returns the tier.
 * @example const tier = tierAnswering(call, 'verificationReport'); // throws for a non-admin on Development
 */
export function tierAnswering(call: Pick<TodayCall, 'ctx' | 'caller' | 'version' | 'request'>, resource: string): VerifiedTier {
  const tier = callerTier(call);
  const app = call.ctx.directory.apps.get(call.caller.apiKey);
  if (tier === 'DEVELOPMENT' && !app?.developers.includes(call.caller.memberId)) {
    // LinkedIn's 403 says no more; the journal says why.
    noteRequest(call.request, `The app '${call.caller.apiKey}' has Verified on LinkedIn's Development tier, which answers only its administrators (its fixture's developers: ${app?.developers.join(', ') || 'none'}); member ${call.caller.memberId} is not one. Lite or Plus answers every member.`);
    throw new AccessDenied(resource, 'GET', call.version);
  }
  return tier;
}
