import type { AppRecord } from '../store/types.js';
import { PRODUCTS, productOfScope, type Product, type Scope } from '../scopes.js';

/**
 * True when the app has `product` of today's developer portal (scopes.ts PRODUCTS): a self-serve
 * product unless its fixture lists it in `withheldProducts`, a partner product only when its
 * fixture lists it in `grantedProducts` (and does not withhold it).
 * @example appHasProduct({ ...app, grantedProducts: ['refreshTokens'] }, 'refreshTokens') // true
 * @example appHasProduct(app, 'refreshTokens') // false: a partner product, not granted
 * @example appHasProduct({ ...app, withheldProducts: ['share'] }, 'share') // false
 */
export function appHasProduct(app: AppRecord, product: Product): boolean {
  if ((app.withheldProducts ?? []).includes(product)) return false;
  return PRODUCTS[product].access === 'selfServe' || (app.grantedProducts ?? []).includes(product);
}

/** The first of `scopes` the app may not ask for because it lacks the product that brings it, with that product. */
export function scopeWithoutProduct(app: AppRecord, scopes: readonly Scope[]): { scope: Scope; product: Product } | undefined {
  for (const scope of scopes) {
    const product = productOfScope(scope);
    if (product && !appHasProduct(app, product)) return { scope, product };
  }
  return undefined;
}

/** Why the app lacks `product`, for the admin API and the journal: its fixture withholds it, or does not grant it. */
export function whyAppLacks(app: AppRecord, product: Product): string {
  return PRODUCTS[product].access === 'selfServe' || (app.withheldProducts ?? []).includes(product)
    ? `its fixture withholds the product ${product}`
    : `${product} is a partner product its fixture does not grant (grantedProducts)`;
}
