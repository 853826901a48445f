import type { AppRecord } from '../store/types.js';
import { productOfScope, type Product, type Scope } from '../scopes.js';

/**
 * True when the app has `product` of today's developer portal (scopes.ts PRODUCTS): every app has
 * every product unless its fixture lists it in `withheldProducts`.
 * @example appHasProduct({ ...app, withheldProducts: ['refreshTokens'] }, 'refreshTokens') // false
 */
export function appHasProduct(app: AppRecord, product: Product): boolean {
  return !(app.withheldProducts ?? []).includes(product);
}

/** The first of `scopes` the app may not ask for because it lacks the product that brings it, with that product. */
export function scopeWithoutProduct(app: AppRecord, scopes: readonly Scope[]): { scope: Scope; product: Product } | undefined {
  for (const scope of scopes) {
    const product = productOfScope(scope);
    if (product && !appHasProduct(app, product)) return { scope, product };
  }
  return undefined;
}
