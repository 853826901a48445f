// docs/fidelity.md, written from the ledger, the catalogue, the scores and where the tests that pin
// each entry are: `npm run docs:fidelity` writes it, and mock-server/fidelity/fidelityPage.test.ts
// fails when the page in the repository is not what this function writes.
import type { LedgerEntry, LedgerProduct } from './ledgerTypes.js';
import { productKeyOf } from './ledgerTypes.js';
import { resourceServed, type FidelityScores, type ServesPath } from './scores.js';
import { CATALOGUE, SCOPE_CATALOGUE, resourcePatterns, type CatalogueResource } from './catalogue.js';

/** Where the tests that pin each entry are: id → the test files (relative to the repository). */
export type PinningTests = ReadonlyMap<string, readonly string[]>;

/** A table cell: one line, pipes escaped. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function sourceCell(entry: LedgerEntry): string {
  if (!entry.address) return entry.source;
  return `${entry.source}: ${entry.address}`;
}

function productTable(product: LedgerProduct, entries: readonly LedgerEntry[], tests: PinningTests): string {
  const rows = entries.map((entry) => `| ${entry.id} | ${cell(entry.resource)} | ${cell(entry.rule)} | ${cell(sourceCell(entry))} | ${(tests.get(entry.id) ?? []).map((file) => `\`${file}\``).join(', ')} |`);
  return [`### ${product.name} (\`F-${product.key}\`)`, '', product.covers + '.', '', '| id | resource | rule | source | tests |', '|---|---|---|---|---|', ...rows].join('\n');
}

function catalogueRows(resources: readonly CatalogueResource[], served: (resource: CatalogueResource) => boolean): string[] {
  return resources.map((resource) => `| ${resource.prefixes.join(', ')} | ${cell(resourcePatterns(resource).join(', '))} | ${cell(resource.product)} | ${served(resource) ? 'served' : '**not mocked**'} | ${resource.source} |`);
}

/**
 * The page.
 * @example fidelityPage(LEDGER, LEDGER_PRODUCTS, mockFidelityScores(), pinningTests, mockServes)
 */
export function fidelityPage(ledger: readonly LedgerEntry[], products: readonly LedgerProduct[], scores: FidelityScores, tests: PinningTests, serves: ServesPath): string {
  const servedResource = (resource: CatalogueResource) => resourceServed(resource, serves);
  const total = scores.totals;
  const scoreRows = scores.products.map(
    (score) =>
      `| ${score.product.name} | ${score.product.era} | ${score.entries} | ${score.bySource.doc} | ${score.bySource.live} | ${score.bySource.code} | ${score.bySource.choice} | ${score.sourcedPercent}% | ${score.resources.documented ? `${score.resources.served} of ${score.resources.documented}` : '—'} |`,
  );
  const choices = scores.products
    .filter((score) => score.choices.length)
    .flatMap((score) => [`**${score.product.name}**`, '', ...score.choices.map((entry) => `* \`${entry.id}\` ${entry.resource}: ${entry.rule}${entry.address ? ` (follows ${entry.address})` : ''}`), '']);
  return [
    '# Fidelity: every behaviour, its source and the test that pins it',
    '',
    '<!-- Written by `npm run docs:fidelity` from mock-server/fidelity/ (the ledger, the catalogue) and the tests\' titles; edit those, not this page. -->',
    '',
    'This page answers the three questions a team asks before it trusts the mock over a staging account:',
    "*which of these answers are LinkedIn's, and how do you know?* (the ledger), *does my integration call anything",
    "you don't serve?* (the catalogue, the journal's \"not mocked\" mark, `onUnserved`), and *which of my pinned",
    'versions and gated products will break, and when?* (`in-mock-server check`).',
    '',
    '## The ledger',
    '',
    `Every behaviour of LinkedIn's service the mock reproduces or chooses is an entry of the ledger (${total.entries} today), the data in`,
    '`mock-server/fidelity/ledger/`, one file per product: the resource and method, the rule in one line, the class of its',
    'source and the source\'s public address:',
    '',
    '* **doc**: LinkedIn\'s own documentation (learn.microsoft.com, developer.linkedin.com, LinkedIn\'s Rest.li pages);',
    '* **live**: a public report that quotes LinkedIn\'s answer (an issue, a pull request, a forum thread);',
    '* **code**: what public client code sends or relies on (LinkedIn\'s own clients among them);',
    '* **choice**: no source either way: the mock\'s decision, listed below with what the mock does.',
    '',
    'Each entry has an id, `F-{PRODUCT}-{number}`, and every test that pins it carries the id in its title, so',
    '`npx vitest run -t F-OAUTH2-001` runs exactly the tests that pin that entry (a Playwright test the same way with',
    '`npx playwright test -g F-…`). `mock-server/fidelity/ledger.test.ts` fails when an entry is pinned by no test, a test',
    'carries an id no entry has, an id sits outside a test title, or a doc, live or code entry has no address.',
    '',
    '## Score per product',
    '',
    `${total.entries} behaviours: ${total.bySource.doc} from LinkedIn's documentation, ${total.bySource.live} from reports of its live answers, ${total.bySource.code} from client code, ${total.bySource.choice} choices (${total.sourcedPercent}% sourced).`,
    '"LinkedIn resources served" counts the resources of the catalogue below that LinkedIn documents for the product and the mock serves.',
    '',
    '| product | era | behaviours | doc | live | code | choice | sourced | LinkedIn resources served |',
    '|---|---|---|---|---|---|---|---|---|',
    ...scoreRows,
    '',
    'The admin page (`/__admin/`) shows the same table in its Fidelity section.',
    '',
    '### Choices: what the mock does where LinkedIn\'s sources are silent',
    '',
    ...(choices.length ? choices : ['None.', '']),
    '## Entries',
    '',
    ...products.flatMap((product) => [productTable(product, ledger.filter((entry) => productKeyOf(entry.id) === product.key), tests), '']),
    '## "Not mocked" is not "not there"',
    '',
    'A call to a path the mock has no route for answers LinkedIn\'s own 404 on the wire, exactly what LinkedIn answers a',
    'path it does not have (today\'s `{"status":404,"code":"RESOURCE_NOT_FOUND","message":"No virtual resource found"}`,',
    'v1\'s error body). When the path names a resource LinkedIn serves (the catalogue below), the mock says so everywhere',
    'but the wire:',
    '',
    '* the journal entry (`GET /__admin/requests`, `admin.requests()`) carries `unserved: {resource, product, source}` and',
    '  the note "LinkedIn serves this (…); this mock does not (yet)"; a path LinkedIn does not have either carries no',
    '  `unserved` and the note says LinkedIn documents none there;',
    '* the admin page marks the row "not mocked" and says which resource and product it is;',
    '* the test helpers print such calls after each test, and fail the test with `onUnserved: \'error\'`:',
    '  `useMockService({ onUnserved: \'error\' })` (in-js/testing) or `test.use({ inMockOptions: { onUnserved: \'error\' } })`',
    '  (in-js/testing/playwright); `\'warn\'` is the default, `\'off\'` says nothing.',
    '',
    '### The catalogue: LinkedIn\'s documented resources',
    '',
    'Both eras, each with where its name comes from (`mock-server/fidelity/catalogue.ts`). A pattern\'s `:x` is one',
    'segment (an id, a URN, `~`, a Rest.li key).',
    '',
    '| under | paths | LinkedIn product | this mock | source of the name |',
    '|---|---|---|---|---|',
    ...catalogueRows(CATALOGUE, servedResource),
    '',
    'Scopes LinkedIn documents that the mock does not issue (its dialog refuses them, as LinkedIn refuses a scope an app',
    'has not been granted):',
    '',
    '| scope | LinkedIn product | source |',
    '|---|---|---|',
    ...SCOPE_CATALOGUE.map((scope) => `| \`${scope.scope}\` | ${scope.product} | ${scope.source} |`),
    '',
    '## Checking a project: `in-mock-server check`',
    '',
    '```sh',
    'npx in-mock-server check ./src            # a report; exit code 1 when something would not work against the mock',
    'npx in-mock-server check ./src --json     # the same as JSON, for a CI step',
    'npx in-mock-server check ./src --strict   # also fail on partner-gated products and versions that sunset soon',
    '```',
    '',
    'It reads every text file of the folder (JavaScript, TypeScript, Python, PHP, Ruby, HTML, configuration; not',
    '`node_modules`, `vendor`, builds, lock files or prose) and lists what it calls of LinkedIn, with file and line:',
    '',
    '* **calls**: URLs on LinkedIn\'s hosts, API paths (`/v2/me`, `` `${base}/rest/posts` ``), paths under a LinkedIn base the',
    '  project sets (`\'/posts\'` beside `https://api.linkedin.com/rest`), the resource paths of LinkedIn\'s own clients',
    '  (`resourcePath: \'/me\'`: on `/rest` when the call carries `versionString`, on `/v2` otherwise) and their sign-in calls',
    '  (`authClient.exchangeAuthCodeForAccessToken(code)`), the in.js framework\'s calls (`IN.API.Profile`, `IN.API.Raw(…)`),',
    '  and the OpenID Connect issuer (its discovery document); not what comments, block comments or Python docstrings',
    '  name; each with the method where the code shows it (an options object\'s `method`, however long its body),',
    '  marked **served**, **partner-gated** (which product; served to an app whose fixture grants it), **not mocked**',
    '  (LinkedIn serves it: which product, where that is documented), **unknown** (neither has it), or built at run time;',
    '* **`LinkedIn-Version` pins**, read against the mock\'s calendar of versions (LinkedIn\'s published sunset days,',
    '  [over-time.md](over-time.md)): active and when the version sunsets, sunsetting soon (`--soon DAYS`, default 90; a',
    '  version with no published end, 202306 and 202307, counts as one), sunset on DATE (LinkedIn answers 426), never',
    '  released (202512) or not released yet;',
    '* **scopes** asked for: issued by the mock, partner-gated, or not mocked.',
    '',
    'Exit code 0 when nothing fails, 1 when a call or scope is not mocked or unknown or a version is sunset (with',
    '`--strict`, also partner gates and versions sunsetting soon), 2 for a usage error. It reads text: a call built in a',
    'way it does not recognise is not listed, so read the report beside the code.',
    '',
    '### Tried on public integrations',
    '',
    'Run on 2026-12-07 (`--date 2026-12-07`) on the newest snapshot of five public integrations; the counts are after the',
    'fixes the runs led to (below). n8n\'s LinkedIn node (n8n-io/n8n, `packages/nodes-base/nodes/LinkedIn`) was not tried:',
    'its repository was too large to bring here.',
    '',
    '| integration | commit | calls | versions | scopes | exit |',
    '|---|---|---|---|---|---|',
    '| [linkedin-developers/linkedin-api-js-client](https://github.com/linkedin-developers/linkedin-api-js-client), `examples/` | e4a1fae | 17: served 11, not mocked 6 | 3: sunset 3 | 1: served 1 | 1 |',
    '| [linkedin-developers/linkedin-api-python-client](https://github.com/linkedin-developers/linkedin-api-python-client), `examples/` | 6331e52 | 17: served 11, not mocked 6 | 3: sunset 3 | 1: served 1 | 1 |',
    '| [gitroomhq/postiz-app](https://github.com/gitroomhq/postiz-app), `libraries/nestjs-libraries/src/integrations/social/linkedin*.provider.ts` | 74b01ad | 33: served 22, partner-gated 9, built at run time 2 | 19: sunsetting soon 19 | 10: served 4, partner-gated 6 | 0 (1 with `--strict`) |',
    '| [zoonman/linkedin-api-php-client](https://github.com/zoonman/linkedin-api-php-client), `src/` and `examples/` | d06531c | 3: served 3 | none | 13: served 5, partner-gated 4, not mocked 4 | 1 |',
    '| [python-social-auth/social-core](https://github.com/python-social-auth/social-core), `social_core/backends/linkedin.py` | 3bb06ab | 5: served 5 | none | 1: served 1 | 0 |',
    '',
    '* **LinkedIn\'s own clients\' examples** (JavaScript and Python alike): the profile (`GET /v2/me`, with projections),',
    '  `POST /v2/ugcPosts`, `POST /rest/posts` and the sign-in calls (the authorization URL, the code and client-credentials',
    '  token exchanges, token introspection) are served; the Advertising API calls (`/rest/adAccounts` create, get,',
    '  partial update, search, delete; the `/rest/adCampaignGroups` batch get with query tunnelling) are not mocked. Every',
    '  pin is sunset: `LinkedIn-Version` 202212 (sunset on 2023-12-15) and 202302 (sunset on 2024-02-15).',
    '* **postiz** (a scheduler): sign-in, profile, `/rest/posts`, media uploads and the `/v2` comments are served; the',
    '  page provider\'s organization calls (`organizationalEntityAcls`, `organizations`, the page, follower and share',
    '  statistics), `/rest/posts` read by author and `/rest/socialActions/{…}/comments` are partner-gated (Community',
    '  Management API). 18 pins of 202601 sunset on 2027-01-15; the comment call pins 202306, which has no published end.',
    '  The upload and status calls name their resource at run time (`/rest/${endpoint}`: images, videos or documents, all',
    '  served).',
    '* **zoonman/linkedin-api-php-client**: `GET /v2/me`, `GET /v2/emailAddress` and `POST /v2/ugcPosts` are served. Its',
    '  `Scope` class lists every scope it knows, the Advertising ones (`r_ads`, `rw_ads`, `r_ads_reporting`,',
    '  `rw_dmp_segments`: not mocked) included, so the check fails on a library that offers them even if an app never asks.',
    '  Its token and authorization URLs are joined from a base at run time, which the check does not follow.',
    '* **python-social-auth**: the OpenID Connect issuer (its discovery document), the OAuth 2.0 endpoints, `/v2/me` and',
    '  `/v2/emailAddress` are served; the methods are not shown (the base class sends them).',
    '',
    'What the runs fixed in the reading: a `method` in an options object past a long body (postiz\'s reposts, read as',
    '`GET /rest/posts`, partner-gated, are `POST /rest/posts`, served); block comments and Python docstrings read as code',
    '(a commented-out PHP call reported as `/v2/shares`; the scopes an example\'s docstring mentions reported as asked for);',
    'the sign-in calls of LinkedIn\'s own clients, whose URLs the client builds, not listed; a PHP client\'s resource',
    'name alone on the line after the call opens (`$client->get(` then `\'me\',`) not listed. Each has a test in',
    '`mock-server/check/findCalls.test.ts`.',
    '',
    '## Adding an entry',
    '',
    '1. Add the entry to its product\'s file in `mock-server/fidelity/ledger/` with the next free id: the resource, the rule',
    '   in one line, the source class and the public address (a `doc` entry\'s address is LinkedIn\'s page that says it).',
    '2. Put `[F-…]` at the end of the title of each test that fails when the rule is broken.',
    '3. `npm run docs:fidelity` writes this page again.',
    '',
  ].join('\n');
}
