import type { AppRecord } from '../store/types.js';
import { PRODUCTS, productsOfScope, type Product, type ProductInfo, type Scope } from '../scopes.js';

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

/**
 * True when the app has one of `products` (a route any tier of a product opens: Verified on
 * LinkedIn's Development, Lite and Plus).
 * @example appHasAnyProduct(app, ['verifiedLite', 'verifiedPlus'])
 */
export function appHasAnyProduct(app: AppRecord, products: Product | readonly Product[]): boolean {
  return (typeof products === 'string' ? [products] : products).some((product) => appHasProduct(app, product));
}

/**
 * The first of `scopes` the app may not ask for because it has none of the products that bring it,
 * with the first of those products (what the refusal names).
 */
export function scopeWithoutProduct(app: AppRecord, scopes: readonly Scope[]): { scope: Scope; product: Product } | undefined {
  for (const scope of scopes) {
    const products = productsOfScope(scope);
    if (products.length && !appHasAnyProduct(app, products)) return { scope, product: products[0]! };
  }
  return undefined;
}

/**
 * The scopes of the app's application (2-legged) tokens, or undefined when none of its products
 * lets it make them (Client Credentials brings them with no scope; Verified on LinkedIn Plus with
 * r_validation_status).
 * @example applicationTokenScopes({ ...app, grantedProducts: ['verifiedPlus'] }) // ['r_validation_status']
 */
export function applicationTokenScopes(app: AppRecord): Scope[] | undefined {
  let scopes: Scope[] | undefined;
  for (const product of Object.keys(PRODUCTS) as Product[]) {
    const info: ProductInfo = PRODUCTS[product];
    if (!info.applicationScopes || !appHasProduct(app, product)) continue;
    scopes = [...new Set([...(scopes ?? []), ...info.applicationScopes])];
  }
  return scopes;
}

/** Why the app lacks `product`, for the admin API and the journal: its fixture withholds it, or does not grant it. */
export function whyAppLacks(app: AppRecord, product: Product): string {
  return PRODUCTS[product].access === 'selfServe' || (app.withheldProducts ?? []).includes(product)
    ? `its fixture withholds the product ${product}`
    : `${product} is a partner product its fixture does not grant (grantedProducts)`;
}
