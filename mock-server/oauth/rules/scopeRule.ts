import type { AppRecord } from '../../store/types.js';
import type { PathFamily } from '../oauthPaths.js';
import { isScope, LEGACY_DEFAULT_SCOPE, PRODUCTS, SCOPES, type Scope } from '../../scopes.js';
import { DatedScopeRefusalError, InvalidRequest, InvalidScope, UnauthorizedScope, UnknownScope } from '../errors.js';
import { noteRequest } from '../../http/requestNotes.js';
import { scopeWithoutProduct, whyAppLacks } from '../../apps/appHasProduct.js';
import { paramProblem, readParam } from './readParam.js';
import { editDistance } from '../../vocabulary/didYouMean.js';
import { datedScopeRefusal } from '../../history/datedScopes.js';
import { DATED_CHANGES } from '../../history/datedChanges.js';

/** The known scope closest to `name`, when it is close enough to be a misspelling. */
export function suggestScope(name: string): Scope | undefined {
  let best: Scope | undefined;
  let bestDistance = 4;
  const lower = name.toLowerCase();
  for (const scope of Object.keys(SCOPES) as Scope[]) {
    // Names whose lengths differ by the bound are that many edits apart at least: no table for them
    // (a hostile scope of kilobytes cost milliseconds per known scope).
    if (Math.abs(lower.length - scope.length) >= bestDistance) continue;
    const d = editDistance(lower, scope);
    if (d < bestDistance) [best, bestDistance] = [scope, d];
  }
  return best;
}

/**
 * The scopes an authorization request asks for. Missing → the app's default scope (legacy
 * path: r_basicprofile). The parameter once, separated by spaces or commas (LinkedIn's own
 * client joins them with commas), every value a known scope and each only once (spec: "scope
 * misspelled, invalid or repeated → Error"); a scope of a product the app does not have →
 * `unauthorized_scope_error`, as on the real service. `linkedInAnswer`, the request of today's own
 * authorization endpoint (`/oauth/v2/authorization`): a name that is no scope (`offline_access`, a
 * misspelling) answers as LinkedIn does, `invalid_scope_error` `Unknown scope "name"` (n8n-io/n8n#29434),
 * and the explanation (the nearest scope) goes to the request's journal notes. Without it (the legacy
 * path of the v1 era, the JavaScript API, the admin API) the explanation is the error's description.
 * `asOf`, a replayed day: a scope the app could not ask for that day is refused as LinkedIn refused
 * it then (history/datedScopes.ts), why in the journal notes.
 */
export function scopeRule(params: URLSearchParams, app: AppRecord, family: PathFamily, linkedInAnswer?: Request, asOf: number | null = null): Scope[] {
  const read = readParam(params, 'scope');
  if (read.kind === 'missing') return family === 'legacy' ? [...LEGACY_DEFAULT_SCOPE] : [...app.defaultScope];
  if (read.kind === 'repeated') throw new InvalidRequest(paramProblem('scope', read, 'space-delimited scope names'));
  if (read.kind === 'empty') {
    throw new InvalidScope("The parameter scope is empty. Leave it out to use the application's default scope, or name the scopes separated by spaces or commas.");
  }
  const scopes: Scope[] = [];
  for (const name of read.value.split(/[ ,]/).filter(Boolean)) {
    if (!isScope(name)) {
      const guess = suggestScope(name);
      const explained = `The scope '${name}' is not a known scope${guess ? `; did you mean '${guess}'?` : `. The scopes are ${Object.keys(SCOPES).join(', ')}.`}`;
      if (!linkedInAnswer) throw new InvalidScope(explained);
      noteRequest(linkedInAnswer, explained);
      throw new UnknownScope(name);
    }
    if (scopes.includes(name)) throw new InvalidScope(`The scope '${name}' is requested more than once; name each scope once.`);
    scopes.push(name);
  }
  const dated = datedScopeRefusal(asOf, app, scopes);
  if (dated) {
    const change = DATED_CHANGES.find((entry) => entry.id === dated.change)!;
    if (linkedInAnswer) noteRequest(linkedInAnswer, `On the day replayed (asOf), ${dated.scope} is refused: ${change.title} (${change.date}; docs/over-time.md).`);
    throw new DatedScopeRefusalError(dated.code, dated.description);
  }
  const missing = scopeWithoutProduct(app, scopes);
  if (missing) {
    // Why the app lacks it (a product that must be alone on its app keeps the sign-in products off) is the journal's.
    const product = `'${missing.product}' (${PRODUCTS[missing.product].name})`;
    if (!linkedInAnswer) throw new UnauthorizedScope(missing.scope, product);
    noteRequest(linkedInAnswer, `The app '${app.apiKey}' may not ask for '${missing.scope}', a scope of the product ${product}: ${whyAppLacks(app, missing.product)}.`);
    throw new UnauthorizedScope(missing.scope);
  }
  return scopes;
}
