import type { AppRecord } from '../store/types.js';
import { PRODUCTS, productsBeside, productsOfScope, productsServed, type Product, type ProductInfo, type Scope } from '../scopes.js';

/** The products the app's fixture grants (and does not withhold). */
function granted(app: AppRecord): Product[] {
  return (app.grantedProducts ?? []).filter((product) => !(app.withheldProducts ?? []).includes(product));
}

/** The granted product that must be alone on its app and keeps `product` off it, if any (the Community Management API). */
function keptOffBy(app: AppRecord, product: Product): Product | undefined {
  return granted(app).find((other) => productsBeside(other).includes(product));
}

/**
 * True when the app has `product` of today's developer portal (scopes.ts PRODUCTS): a self-serve
 * product unless its fixture lists it in `withheldProducts` or it holds a product that must be the
 * only one on its app (the Community Management API), a partner product only when its fixture lists
 * it in `grantedProducts` (and does not withhold it).
 * @example appHasProduct({ ...app, grantedProducts: ['refreshTokens'] }, 'refreshTokens') // true
 * @example appHasProduct(app, 'refreshTokens') // false: a partner product, not granted
 * @example appHasProduct({ ...app, withheldProducts: ['share'] }, 'share') // false
 * @example appHasProduct({ ...app, grantedProducts: ['communityManagement'] }, 'openidSignIn') // false: it must be alone
 */
export function appHasProduct(app: AppRecord, product: Product): boolean {
  if ((app.withheldProducts ?? []).includes(product)) return false;
  if (PRODUCTS[product].access === 'partner') return granted(app).includes(product);
  return keptOffBy(app, product) === undefined;
}

/**
 * True when the app may call the endpoints of `product`: it has the product, or one that serves its
 * endpoints with the scopes it brings (a Community Management app calls GET /v2/me with r_basicprofile
 * and posts as the member with w_member_social, without the Profile API or Share on LinkedIn).
 * @example appCallsProduct({ ...app, grantedProducts: ['communityManagement'] }, 'share') // true
 */
export function appCallsProduct(app: AppRecord, product: Product): boolean {
  return appHasProduct(app, product) || granted(app).some((other) => appHasProduct(app, other) && productsServed(other).includes(product));
}

/**
 * True when the app may call the endpoints of one of `products` (a route any tier of a product
 * opens: Verified on LinkedIn's Development, Lite and Plus), as appCallsProduct says of each.
 * @example appCallsAnyProduct(app, ['verifiedLite', 'verifiedPlus'])
 */
export function appCallsAnyProduct(app: AppRecord, products: Product | readonly Product[]): boolean {
  return (typeof products === 'string' ? [products] : products).some((product) => appCallsProduct(app, product));
}

/** The first of `scopes` the app may not ask for because it has no product that brings it, with the first product that does. */
export function scopeWithoutProduct(app: AppRecord, scopes: readonly Scope[]): { scope: Scope; product: Product } | undefined {
  for (const scope of scopes) {
    const products = productsOfScope(scope);
    if (products.length && !products.some((product) => appHasProduct(app, product))) return { scope, product: products[0]! };
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

/** Why the app lacks `product`, for the admin API and the journal: its fixture withholds it, does not grant it, or it holds a product that must be alone. */
export function whyAppLacks(app: AppRecord, product: Product): string {
  if ((app.withheldProducts ?? []).includes(product)) return `its fixture withholds the product ${product}`;
  const alone = keptOffBy(app, product);
  if (alone) return `it holds the ${PRODUCTS[alone].name} (${alone}), which must be the only product on its app, so it cannot have ${product}; use a second app for ${PRODUCTS[product].name}`;
  return PRODUCTS[product].access === 'selfServe' ? `its fixture withholds the product ${product}` : `${product} is a partner product its fixture does not grant (grantedProducts)`;
}
