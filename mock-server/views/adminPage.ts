// The admin page (`GET /__admin/`): for a person watching a run. One small page, no framework:
// the journal as a live, filterable table (a row opens its headers and bodies, redacted; HTML
// bodies as links that open them with scripts off), faults with matched/fired counts, the
// near-miss report, tokens and grants, the clock with buttons, the auto-approve state, the
// LinkedIn-Versions the run's calls sent with a badge for each near its sunset, the most
// recent posts as published (each with a link to its page, /feed/update/{urn}/), what members added
// to their profiles through Add to Profile links, members' verifications on LinkedIn (set and removed
// here), media with
// their processing status, the post that shows them and hold/release/fail buttons, the company
// pages with their follower counts and role assignments, the registered webhooks with their
// validation (a BLOCKED one marked) and the deliveries made to them (a row opens its body,
// signature and attempts), the fidelity of each product (the ledger's score: docs/fidelity.md) with
// every choice the mock made where LinkedIn's sources are silent, reset.
// The page holds no data: its script reads the admin API, through the same guard as any client.
import { renderPage } from './renderPage.js';
import { ADMIN_PAGE_SCRIPT } from './adminPageScript.js';
import { ADMIN_RECENT_POSTS } from '../defaults.js';
import { htmlEscape } from './htmlEscape.js';
import type { FidelityScores } from '../fidelity/scores.js';

/** The admin page's CSP: its one inline script, and requests to its own origin only. */
export const ADMIN_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const STYLE = `<style>
.wide .box{max-width:1200px}section{margin:0 0 24px}h2{font-size:15px;margin:0 0 8px;padding:0 0 4px;border-bottom:1px solid #e0e4e7}
h3{font-size:14px;margin:0 0 8px}h4{font-size:12px;margin:12px 0 4px;color:#44525b}
#filters label{display:inline;margin:0 4px 0 0}#filters input,#filters select{margin:0 12px 0 0}
.scroll{max-height:360px;overflow:auto;border:1px solid #e0e4e7}
table.data{width:100%}table.data td,table.data th{padding:4px 8px;font-size:12px}table.data th{white-space:nowrap}table.data td{white-space:normal;word-wrap:break-word}table.data td.id{white-space:nowrap}tr.selected td{background:#e8f1fb}
td.bad,div.bad{color:#b3261e;font-weight:bold}td.text{min-width:16em}.cut{margin:2px 0 0;padding:2px 4px;background:#fff4e5;color:#5c3700}.muted{color:#595959}
dl{margin:0;font-size:12px}dt{float:left;clear:left;width:180px;font-weight:bold;color:#44525b}dd{margin:0 0 2px 190px;word-wrap:break-word}
pre{white-space:pre-wrap;word-wrap:break-word;background:#f3f5f6;border:1px solid #e0e4e7;padding:8px;max-height:240px;overflow:auto;font-size:12px}
.pair{overflow:hidden;zoom:1;margin:0 0 12px}.half{float:left;width:48%;margin:0 2% 0 0}
#message{display:none}.note{font-size:12px;margin:6px 0 0}
.badge{display:inline-block;padding:1px 6px;border-radius:3px;background:#fff4e5;color:#5c3700;border:1px solid #f0c36d;font-weight:bold}.badge.ended{background:#fdecea;color:#b3261e;border-color:#e8a39d}
@media (max-width:1499px){.half{float:none;width:auto;margin:0 0 24px}}
@media (max-width:600px){.wide .box{margin:8px;padding:12px}#filters label{display:block;margin:6px 0 2px}dt{float:none;width:auto}dd{margin:0 0 6px}}
</style>`;

/**
 * The Fidelity section: the ledger's score per product (entries by source class, the share a
 * source backs, LinkedIn's documented resources served), every choice with what the mock does, and
 * the LinkedIn products the mock does not serve. Rendered here, once: it changes only with a release.
 * The choices (well over a hundred) sit folded in a `<details>`, so the sections below stay near;
 * a browser without `<details>` (IE 6-8) shows them open.
 */
export function renderFidelitySection(scores: FidelityScores): string {
  const cell = (value: unknown) => `<td>${htmlEscape(value)}</td>`;
  const rows = scores.products
    .map((score) =>
      [
        `<tr><td>${htmlEscape(score.product.name)}</td>`,
        cell(score.product.era),
        cell(score.entries),
        cell(score.bySource.doc),
        cell(score.bySource.live),
        cell(score.bySource.code),
        cell(score.bySource.choice),
        cell(`${score.sourcedPercent}%`),
        cell(score.resources.documented ? `${score.resources.served} of ${score.resources.documented}` : '—'),
        '</tr>',
      ].join(''),
    )
    .join('');
  const choices = scores.products
    .filter((score) => score.choices.length)
    .map((score) => `<h4>${htmlEscape(score.product.name)}</h4><ul>${score.choices.map((entry) => `<li><code>${htmlEscape(entry.id)}</code> ${htmlEscape(entry.resource)}: ${htmlEscape(entry.rule)}</li>`).join('')}</ul>`)
    .join('');
  const unmocked = scores.unmocked.map((product) => `<li>${htmlEscape(product.product)}: ${htmlEscape(product.resources.join('; '))}</li>`).join('');
  const total = scores.totals;
  return `<section aria-labelledby="fidelity-h"><h2 id="fidelity-h">Fidelity <span class="muted">${total.entries} behaviours, ${total.sourcedPercent}% from LinkedIn's documentation, its answers or its clients' code</span></h2>
<p class="muted">Every behaviour this mock keeps, by where it comes from: <strong>doc</strong> LinkedIn's documentation, <strong>live</strong> a public report of LinkedIn's answer, <strong>code</strong> what public client code relies on, <strong>choice</strong> no source either way (listed below with what the mock does). The resources column counts the resources LinkedIn documents for the product that this mock serves; a call to one it does not serve answers LinkedIn's 404 and is marked "not mocked" in the journal. The ledger, each entry's source and the tests that pin it: docs/fidelity.md.</p>
<div class="scroll" tabindex="0" role="region" aria-label="fidelity table"><table class="data"><thead><tr>${['Product', 'Era', 'Behaviours', 'doc', 'live', 'code', 'choice', 'Sourced', 'LinkedIn resources served'].map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody id="fidelity-rows">${rows}</tbody></table></div>
<details><summary><h3>Choices: where LinkedIn's sources are silent (${total.bySource.choice})</h3></summary><div id="fidelity-choices">${choices || '<p class="muted">None.</p>'}</div></details>
<h3>LinkedIn products this mock does not serve</h3><ul id="fidelity-unmocked">${unmocked}</ul></section>`;
}

/** The admin page's HTML; `fidelity`, the ledger's scores (check/mockScores.ts), adds its section. */
export function renderAdminPage(fidelity?: FidelityScores): string {
  const button = (id: string, label: string, primary = false) => `<button type="button" id="${id}"${primary ? ' class="primary"' : ''}>${label}</button>`;
  // A scrolling table is a region the keyboard can reach (tabindex) and a screen reader can name.
  const table = (id: string, heads: string[]) =>
    `<div class="scroll" tabindex="0" role="region" aria-label="${id.replace('-rows', '')} table"><table class="data"><thead><tr>${heads.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody id="${id}"></tbody></table></div>`;
  return renderPage(
    'Admin: in-js mock service',
    `${STYLE}<h1>Admin</h1>
<div id="message" role="status"></div>
<form id="token-form" style="display:none"><label for="admin-token">Admin token (--admin-token)</label><input class="text" type="password" id="admin-token" autocomplete="off"> <button type="submit">Use token</button></form>
<noscript><p class="error">This page reads the admin API with a script; turn scripts on, or call /__admin/requests, /__admin/faults and the rest directly.</p></noscript>
<section aria-labelledby="journal-h"><h2 id="journal-h">Journal <span class="muted" id="journal-count"></span></h2>
<form id="filters"><label for="f-method">Method</label><select id="f-method"><option value="">any</option><option>GET</option><option>POST</option><option>PUT</option><option>DELETE</option><option>OPTIONS</option></select>
<label for="f-path">Path</label><input type="text" id="f-path" placeholder="/v1/people/* or /rest/posts">
<label for="f-status">Status</label><input type="text" id="f-status" size="5" placeholder="4xx">
<button type="submit">Filter</button> <input type="checkbox" id="live" checked> <label for="live">Live</label></form>
${table('journal-rows', ['#', 'Time', 'Method', 'Path', 'Status', 'Duration', 'Fault'])}
<div id="details" aria-live="polite"></div></section>
<div class="pair"><section class="half" aria-labelledby="faults-h"><h2 id="faults-h">Faults</h2>${table('fault-rows', ['Rule', 'Matches', 'Answer', 'Matched', 'Fired', 'Left'])}<p>${button('clear-faults', 'Clear faults')}</p></section>
<section class="half" aria-labelledby="misses-h"><h2 id="misses-h">Near misses</h2>${table('miss-rows', ['Request', 'Call', 'Fault', 'Why not'])}</section></div>
<div class="pair"><section class="half" aria-labelledby="tokens-h"><h2 id="tokens-h">Tokens</h2>${table('token-rows', ['Token', 'Member', 'App', 'Scopes', 'Protocol', 'Status'])}</section>
<section class="half" aria-labelledby="grants-h"><h2 id="grants-h">Grants</h2>${table('grant-rows', ['Member', 'App', 'Scopes', 'Granted'])}
<p class="note muted" id="grants-note">A grant is a member's approval (the dialog, auto-approve, issueCode). Tokens minted by the admin API (issueToken, POST /__admin/tokens) record none, so they appear under Tokens only.</p></section></div>
<div class="pair"><section class="half" aria-labelledby="clock-h"><h2 id="clock-h">Clock</h2><p>Service time: <strong id="clock-now"></strong></p><p>Platform: <strong id="as-of"></strong> <span class="muted">(asOf; docs/over-time.md)</span></p>
<p>${button('clock-minute', '+1 minute')}${button('clock-hour', '+1 hour')}${button('clock-day', '+1 day')}${button('clock-real', 'Real time')}</p></section>
<section class="half" aria-labelledby="auto-h"><h2 id="auto-h">Auto-approve</h2><p>The dialog: <strong id="auto-state"></strong> <span id="auto-queue" class="muted"></span></p>
<form id="auto-form"><label for="auto-member">Approve every sign-in as member id (empty: off)</label><input class="text" type="text" id="auto-member" placeholder="aZ3kq9XbW1"> <button type="submit">Set</button></form></section></div>
<section aria-labelledby="versions-h"><h2 id="versions-h">LinkedIn-Versions <span class="muted" id="versions-window"></span></h2><p class="muted">The versions this run's /rest calls sent, with the days LinkedIn's calendar gives them (docs/over-time.md). LinkedIn sends no warning before a sunset; here a version that ends within <span id="versions-days"></span> days is flagged.</p><div id="version-badges" role="status"></div>${table('versions-rows', ['Version', 'Calls', 'Refused', 'Released', 'Sunset', 'Days left', 'State'])}</section>
<section aria-labelledby="posts-h"><h2 id="posts-h">Posts <span class="muted" id="posts-count"></span></h2><p class="muted">The ${ADMIN_RECENT_POSTS} most recent posts, newest first, as published: the commentary as members see it (and where LinkedIn's little text cut it), media with their status, comments and reactions. A post's URN opens its page, /feed/update/{urn}/.</p>${table('posts-rows', ['Post', 'Published', 'Author', 'Commentary', 'Media', 'Comments', 'Reactions'])}</section>
<section aria-labelledby="added-h"><h2 id="added-h">Added to profiles <span class="muted" id="added-count"></span></h2><p class="muted">Licenses and certifications members added through Add to Profile links (/profile/add), newest first. What they shared through share links (/sharing/share-offsite/, /feed/?shareActive=true) is under Posts.</p>${table('added-rows', ['Added', 'Member', 'Certification', 'Organization', 'Issued', 'Credential'])}</section>
<section aria-labelledby="verified-h"><h2 id="verified-h">Verified on LinkedIn <span class="muted" id="verified-count"></span></h2><p class="muted">Members whose identity or workplace is verified, as /rest/verificationReport and /rest/validationStatus answer (docs/identity.md). Verify a member now, or remove a verification.</p>${table('verified-rows', ['Member', 'Identity', 'Workplace'])}
<form id="verify-form"><label for="verify-member">Member id</label><input class="text" type="text" id="verify-member" placeholder="Qm7Rt2VdN8"> <label for="verify-category">Verification</label><select id="verify-category"><option value="identity">Identity</option><option value="workplace">Workplace</option></select> <label for="verify-organization">Workplace organization</label><input class="text" type="text" id="verify-organization" placeholder="Difference Works"> <button type="submit">Verify now</button> ${button('verify-remove', 'Remove')}</form></section>
<section aria-labelledby="media-h"><h2 id="media-h">Media</h2><p class="muted">Uploaded images, videos and documents of today's API with their processing status (docs/media.md) and the post that shows them: hold one in PROCESSING, release it (AVAILABLE now) or fail it.</p>${table('media-rows', ['Media', 'Type', 'Owner', 'Status', 'Post', 'Processing'])}</section>
<section aria-labelledby="pages-h"><h2 id="pages-h">Pages <span class="muted" id="pages-count"></span></h2><p class="muted">Company pages as LinkedIn's organizations: URN, name and vanity name, followers (what networkSizes answers) and every role assignment on the page (what organizationAcls lists: member, role, state; only an APPROVED role acts).</p>${table('pages-rows', ['Page', 'Name', 'Followers', 'Member', 'Role', 'State'])}</section>
<section aria-labelledby="webhooks-h"><h2 id="webhooks-h">Webhooks <span class="muted" id="webhooks-count"></span></h2><p class="muted">Webhooks apps registered (fixtures, POST /__admin/webhooks) and how LinkedIn's validation of each stands: a challenge every 2 hours of mock time; three failures in a row block it until it is registered again (docs/webhooks.md).</p>${table('webhook-rows', ['Webhook', 'App', 'Status', 'Failures', 'Last challenge', 'Next challenge'])}</section>
<section aria-labelledby="deliveries-h"><h2 id="deliveries-h">Deliveries <span class="muted" id="deliveries-count"></span></h2><p class="muted">Notifications (and Apply with LinkedIn applications) the service sent, newest first: a delivery's number opens its body, signature and each attempt. Retries follow the mock clock.</p>${table('delivery-rows', ['#', 'Made', 'Event', 'Webhook', 'Status', 'Attempts', 'Last answer'])}
<div id="delivery-details" aria-live="polite"></div></section>
${fidelity ? renderFidelitySection(fidelity) : ''}
<section aria-labelledby="reset-h"><h2 id="reset-h">Reset</h2><p>Back to the state at start: tokens, codes, grants, sessions, journal, clock and fixtures. ${button('reset', 'Reset the service')}</p></section>
<script type="text/javascript">${ADMIN_PAGE_SCRIPT}</script>`,
    { wide: true },
  );
}
