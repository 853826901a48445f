// The admin page's script (adminPageScript.ts) drawing the Posts, Media and Pages sections from the admin
// API's answers, in a window with IE 8's built-ins only (JSON kept: the page needs it and says so
// without it): each post's row links to its page, shows its author, the commentary as published and
// little text's cut, media with their status and the counts; a media item links to its post; what
// members wrote is text, never markup; only a post URN becomes a link; each company page spans the
// rows of its role assignments (member, role, state), a page without roles has one row saying so;
// each webhook shows its validation (BLOCKED marked), each delivery opens its body, signature and attempts.
import { afterEach, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { es3Problem } from '../../scripts/legacy/checkEs3.mjs';
import { STRIP_TO_IE8 } from '../../test/support/ie8Strip.mjs';
import { renderAdminPage } from './adminPage.js';
import { ADMIN_PAGE_SCRIPT } from './adminPageScript.js';
import type { PostSummary } from '../today/readOuts/recentPosts.js';
import type { PageSummary } from '../today/readOuts/pageSummaries.js';

const XSS = '<img src=x onerror=alert(1)>';
const POST = 'urn:li:share:7100000000004194304';
const PARENT = 'urn:li:share:7000000000008388608';

const POSTS: PostSummary[] = [
  {
    urn: POST,
    feedUpdate: `/feed/update/${POST}/`,
    author: { urn: 'urn:li:person:aZ3kq9XbW1', name: `Ada ${XSS}` },
    publishedAt: Date.UTC(2026, 10, 25, 12, 1, 2),
    commentary: XSS,
    cut: { at: 11, dropped: `(at noon) ${XSS}` },
    media: [
      { urn: 'urn:li:image:D4E10AQone', type: 'image', status: 'AVAILABLE' },
      { urn: 'urn:li:image:D4E10AQtwo', type: 'image', status: 'PROCESSING_FAILED' },
    ],
    article: `https://notes.example/${XSS}`,
    reshareOf: PARENT,
    comments: 2,
    reactions: 0,
    edited: true,
  },
  // A URN that is no post URN (never from the service): shown, never made a link.
  { urn: 'javascript:alert(1)', feedUpdate: '/x', author: { urn: 'urn:li:organization:1001', name: 'Difference Works' }, publishedAt: 0, commentary: '', media: [], comments: 0, reactions: 0, edited: false },
];

const MEDIA = [
  { urn: 'urn:li:image:D4E10AQone', type: 'image', owner: 'urn:li:person:aZ3kq9XbW1', uploadedBy: 'aZ3kq9XbW1', status: 'AVAILABLE', held: false, post: POST },
  { urn: 'urn:li:image:D4E10AQtwo', type: 'image', owner: 'urn:li:organization:1001', uploadedBy: 'aZ3kq9XbW1', status: 'PROCESSING_FAILED', held: false, failureReason: 'Corrupt', post: POST },
  { urn: 'urn:li:video:C5F10AQlone', type: 'video', owner: 'urn:li:person:aZ3kq9XbW1', uploadedBy: 'aZ3kq9XbW1', status: 'WAITING_UPLOAD', held: false },
];

const PAGES: PageSummary[] = [
  {
    urn: 'urn:li:organization:9200',
    id: '9200',
    name: `Engine ${XSS}`,
    vanityName: 'engine-works',
    followers: 3,
    roles: [
      { memberId: 'aZ3kq9XbW1', member: 'urn:li:person:aZ3kq9XbW1', name: 'Ada Lovelace', role: 'ADMINISTRATOR', state: 'APPROVED' },
      { memberId: 'Qm7Rt2VdN8', member: 'urn:li:person:Qm7Rt2VdN8', name: `Charles ${XSS}`, role: 'ADMINISTRATOR', state: 'REVOKED' },
      { memberId: 'rEv0k3dAdm', member: 'urn:li:person:rEv0k3dAdm', name: 'Reva Revoked', role: 'ANALYST', state: 'REQUESTED' },
    ],
  },
  { urn: 'urn:li:organization:9300', id: '9300', name: 'Quiet Co', vanityName: 'quiet-co', followers: 0, roles: [] },
];

const WEBHOOKS = [
  { apiKey: 'hooks-app', url: 'http://127.0.0.1:3000/hook', source: 'admin', status: 'VALIDATED', registeredAt: 0, validatedAt: 0, nextValidationAt: Date.UTC(2026, 10, 25, 14), consecutiveFailures: 0, challenges: [{ at: Date.UTC(2026, 10, 25, 12), challengeCode: 'c', passed: true, status: 200, durationMs: 3 }], developerApplication: 'urn:li:developerApplication:1' },
  { apiKey: 'hooks-app', url: `https://hooks.example/${XSS}`, source: 'fixture', status: 'BLOCKED', registeredAt: 0, validatedAt: 0, nextValidationAt: 0, consecutiveFailures: 3, challenges: [{ at: Date.UTC(2026, 10, 25, 18), challengeCode: 'c', passed: false, status: 503, durationMs: 3, problem: `it answered 503 ${XSS}` }], developerApplication: 'urn:li:developerApplication:1' },
];

const DELIVERIES = [
  {
    id: 1, kind: 'event', apiKey: 'hooks-app', url: 'http://127.0.0.1:3000/hook', event: 'ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS', actions: ['COMMENT'], notificationIds: [5600000001],
    body: `{"type":"ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS","notifications":[{"text":"${XSS}"}]}`, headers: { 'Content-Type': 'application/json', 'X-LI-Signature': 'ab12' }, signature: 'ab12',
    status: 'PENDING', attempts: [{ at: Date.UTC(2026, 10, 25, 12), status: 500, durationMs: 4, answer: XSS }], createdAt: Date.UTC(2026, 10, 25, 12), nextAttemptAt: Date.UTC(2026, 10, 25, 12, 5),
  },
  {
    id: 2, kind: 'event', apiKey: 'hooks-app', url: 'https://hooks.example/x', event: 'ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS', actions: ['LIKE'], notificationIds: [5600000002],
    body: '{}', headers: {}, signature: 'cd34', status: 'NOT_SENT', reason: 'the webhook is blocked after 3 failed validations; register it again to unblock it (POST /__admin/webhooks).', attempts: [], createdAt: Date.UTC(2026, 10, 25, 13), nextAttemptAt: null,
  },
];

/** What the fake admin API answers, by path. */
const ANSWERS: Record<string, unknown> = {
  '/__admin/requests': { requests: [] },
  '/__admin/faults': { faults: [] },
  '/__admin/near-misses': { nearMisses: [] },
  '/__admin/tokens': { tokens: [] },
  '/__admin/grants': { grants: [] },
  '/__admin/posts': { posts: POSTS },
  '/__admin/media': { media: MEDIA },
  '/__admin/pages': { pages: PAGES },
  '/__admin/profile-additions': {
    profileAdditions: [
      { member: { id: 'aZ3kq9XbW1', name: `Ada ${XSS}` }, addedAt: Date.UTC(2026, 10, 25, 11), kind: 'certification', name: `Operator ${XSS}`, organization: 'Difference Works', organizationId: '1001', issued: { year: 2024, month: 3 }, credentialId: 'EO-42', credentialUrl: 'https://courses.example.test/42' },
    ],
  },
  '/__admin/verifications': {
    verifications: [
      { member: { id: 'aZ3kq9XbW1', name: `Ada ${XSS}` }, identity: { verifiedAt: Date.UTC(2025, 2, 14, 10), method: 'GOVERNMENT_ID' }, workplace: { verifiedAt: Date.UTC(2025, 8, 2, 9), method: 'WORK_EMAIL', organizationName: `Works ${XSS}` } },
      { member: { id: 'Lk4Hs8PzC3', name: 'Grace Hopper' }, workplace: { verifiedAt: Date.UTC(2025, 10, 20, 15), organizationName: 'Fernwood Software' } },
    ],
  },
  '/__admin/webhooks': { webhooks: WEBHOOKS },
  '/__admin/deliveries': { deliveries: DELIVERIES },
  '/__admin/clock': { now: '2026-11-25T12:00:00.000Z', nowMs: Date.UTC(2026, 10, 25, 12) },
  '/__admin/auto-approve': { member: null, queue: [] },
  '/__admin/as-of': { asOf: '2019-06-01', source: 'start-up', changes: [] },
  '/__admin/versions': {
    now: '2026-11-07T09:00:00.000Z',
    warningDays: 30,
    active: { version: '202610', oldest: '202511', newest: '202610', sunset: '2027-10-15' },
    versions: [
      { version: '202511', calls: 3, refused: 0, lastUsedAt: '2026-11-07T09:00:00.000Z', state: 'active', release: '2025-11-17', sunset: '2026-11-16', daysLeft: 9, source: 'the Migrations page', badge: '202511 sunsets on 2026-11-16, in 9 days' },
      { version: '202610', calls: 1, refused: 0, lastUsedAt: '2026-11-07T09:00:00.000Z', state: 'active', release: '2026-10-15', sunset: '2027-10-15', daysLeft: 342, source: 'rule', badge: null },
      { version: XSS, calls: 1, refused: 1, lastUsedAt: '2026-11-07T09:00:00.000Z', state: 'never released', release: null, sunset: null, daysLeft: null, source: null, badge: `${XSS} was never released` },
    ],
  },
};

let dom: JSDOM | undefined;
afterEach(() => dom?.window.close());

/** The admin page with its script run in an IE 8-era window whose XMLHttpRequest answers ANSWERS. */
async function adminPage(): Promise<Document> {
  dom = new JSDOM(renderAdminPage().replace(/<script type="text\/javascript">[\s\S]*?<\/script>/, ''), { url: 'http://127.0.0.1:8787/__admin/', runScripts: 'outside-only' });
  const window = dom.window as unknown as Window & { eval(source: string): void; JSON: JSON; XMLHttpRequest: unknown };
  const json = window.JSON;
  const [DP, EP] = [(window as any).Document.prototype, (window as any).Element.prototype];
  const selectors = { document: [DP.querySelector, DP.querySelectorAll], element: [EP.querySelector, EP.querySelectorAll] };
  window.document.querySelector('html');
  window.eval(STRIP_TO_IE8);
  window.JSON = json;
  window.XMLHttpRequest = class {
    readyState = 0;
    status = 0;
    responseText = '';
    onreadystatechange: () => void = () => {};
    private path = '';
    open(_method: string, path: string) {
      this.path = path;
    }
    setRequestHeader() {}
    send() {
      window.setTimeout(() => {
        const answer = ANSWERS[this.path.split('?')[0]!];
        Object.assign(this, { readyState: 4, status: answer ? 200 : 404, responseText: JSON.stringify(answer ?? { message: 'none' }) });
        this.onreadystatechange();
      }, 0);
    }
  };
  window.eval(ADMIN_PAGE_SCRIPT);
  await new Promise((resolve) => window.setTimeout(resolve, 20));
  // The script drew without selectors (IE 8 in quirks mode has none); the test reads with them.
  [DP.querySelector, DP.querySelectorAll] = selectors.document;
  [EP.querySelector, EP.querySelectorAll] = selectors.element;
  return window.document;
}

/** A node list as an array (the stripped window's lists are not iterable here). */
const all = <T extends Element>(list: ArrayLike<T>): T[] => Array.prototype.slice.call(list);
const cells = (row: Element) => all(row.querySelectorAll(':scope > td'));

describe("the admin page's Posts, Added to profiles, Media and Pages sections", () => {
  it('LinkedIn-Versions: a badge for each version near or past its end, a row for each the run sent, all as text', async () => {
    const doc = await adminPage();
    expect(doc.getElementById('versions-window')!.textContent).toBe('active now: 202511 to 202610 (send 202610)');
    expect(doc.getElementById('as-of')!.textContent).toBe('as it was on 2019-06-01 (replayed)');
    expect(doc.getElementById('versions-days')!.textContent).toBe('30');
    expect(all(doc.querySelectorAll('#version-badges p')).map((badge) => [badge.textContent, badge.className])).toEqual([
      ['202511 sunsets on 2026-11-16, in 9 days', 'badge'],
      [`${XSS} was never released`, 'badge ended'],
    ]);
    expect(all(doc.querySelectorAll('#versions-rows tr')).map((row) => cells(row).map((cell) => cell.textContent))).toEqual([
      ['202511', '3', '0', '2025-11-17', '2026-11-16', '9', 'active'],
      ['202610', '1', '0', '2026-10-15', '2027-10-15', '342', 'active'],
      [XSS, '1', '1', '', '', '', 'never released'],
    ]);
    expect(doc.querySelectorAll('#version-badges img, #versions-rows img')).toHaveLength(0);
  });

  it('its script is ECMAScript 3 (the legacy gate)', () => {
    expect(es3Problem(ADMIN_PAGE_SCRIPT, 'admin page')).toBeNull();
  });

  it('a post: its page, when, author, commentary as published with the cut, media with status, article, reshare, counts; all as text', async () => {
    const doc = await adminPage();
    expect(doc.getElementById('message')!.textContent).toBe('');
    expect(doc.getElementById('posts-count')!.textContent).toBe('2 shown');
    const [row, odd] = all(doc.querySelectorAll('#posts-rows tr'));
    const [post, when, author, commentary, media, comments, reactions] = cells(row!);
    const link = post!.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([POST, `/feed/update/${POST}/`, '_blank', 'noopener noreferrer']);
    expect(when!.textContent).toBe('2026-11-25 12:01:02');
    expect(all(author!.children).map((line) => line.textContent)).toEqual([`Ada ${XSS}`, 'urn:li:person:aZ3kq9XbW1']);
    expect(all(commentary!.children).map((line) => [line.textContent, line.className])).toEqual([
      [`${XSS} (edited)`, ''],
      [`Little text cut it at character 11; dropped: (at noon) ${XSS}`, 'cut'],
    ]);
    expect(all(media!.children).map((line) => [line.textContent, line.className])).toEqual([
      ['urn:li:image:D4E10AQone AVAILABLE', ''],
      ['urn:li:image:D4E10AQtwo PROCESSING_FAILED', 'bad'],
      [`Article: https://notes.example/${XSS}`, ''],
      [`Reshares ${PARENT}`, ''],
    ]);
    expect(media!.querySelector('a')!.getAttribute('href')).toBe(`/feed/update/${PARENT}/`);
    expect([comments!.textContent, reactions!.textContent]).toEqual(['2', '0']);
    // Stored markup is text: no element came from the data.
    expect(doc.querySelectorAll('#posts-rows img, #media-rows img')).toHaveLength(0);
    // Only a post URN becomes a link.
    expect(cells(odd!)[0]!.querySelector('a')).toBeNull();
    expect(cells(odd!)[0]!.textContent).toBe('javascript:alert(1)');
    expect(cells(odd!)[3]!.textContent).toBe('(no commentary)');
  });

  it('a media item names the post that shows it, as a link to its page; one no post shows has none', async () => {
    const doc = await adminPage();
    const rows = all(doc.querySelectorAll('#media-rows tr'));
    expect(rows).toHaveLength(3);
    const post = (row: Element) => cells(row)[4]!;
    expect(post(rows[0]!).querySelector('a')!.getAttribute('href')).toBe(`/feed/update/${POST}/`);
    expect(post(rows[1]!).textContent).toBe(POST);
    expect(post(rows[2]!).textContent).toBe('');
    expect(cells(rows[1]!)[3]!.textContent).toBe('PROCESSING_FAILED: Corrupt');
    // The owner as the API names it: the page for a page's upload, not the member who uploaded it.
    expect(cells(rows[1]!).slice(0, 3).map((cell) => cell.textContent)).toEqual(['urn:li:image:D4E10AQtwo', 'image', 'urn:li:organization:1001']);
    expect(cells(rows[0]!)[5]!.querySelectorAll('button')).toHaveLength(3);
  });

  it('a profile addition: when, member, certification, organization and its page, issue date, credential; all as text', async () => {
    const doc = await adminPage();
    expect(doc.getElementById('added-count')!.textContent).toBe('1 shown');
    const [row] = all(doc.querySelectorAll('#added-rows tr'));
    expect(cells(row!).map((cell) => cell.textContent)).toEqual([
      '2026-11-25 11:00:00',
      `Ada ${XSS} (aZ3kq9XbW1)`,
      `Operator ${XSS}`,
      'Difference Works (page 1001)',
      '2024-03',
      'EO-42 https://courses.example.test/42',
    ]);
    expect(doc.querySelectorAll('#added-rows img, #added-rows a')).toHaveLength(0);
  });

  it("members' verifications: who, identity and workplace with when and how; all as text", async () => {
    const doc = await adminPage();
    expect(doc.getElementById('verified-count')!.textContent).toBe('2 verified');
    expect(all(doc.querySelectorAll('#verified-rows tr')).map((row) => cells(row).map((cell) => cell.textContent))).toEqual([
      [`Ada ${XSS} (aZ3kq9XbW1)`, '2025-03-14 10:00:00 GOVERNMENT_ID', `Works ${XSS}, 2025-09-02 09:00:00 WORK_EMAIL`],
      ['Grace Hopper (Lk4Hs8PzC3)', 'not verified', 'Fernwood Software, 2025-11-20 15:00:00'],
    ]);
    expect(doc.querySelectorAll('#verified-rows img')).toHaveLength(0);
    expect(doc.getElementById('verify-form')).not.toBeNull();
  });

  it('a company page: its URN, name and vanity name, followers, spanning one row per role (member, role, state); all as text', async () => {
    const doc = await adminPage();
    expect(doc.getElementById('pages-count')!.textContent).toBe('2 pages');
    const rows = all(doc.querySelectorAll('#pages-rows tr'));
    expect(rows).toHaveLength(4);
    const [urn, name, followers, member, role, state] = cells(rows[0]!);
    expect([urn!.textContent, urn!.className, (urn as HTMLTableCellElement).rowSpan]).toEqual(['urn:li:organization:9200', 'id', 3]);
    expect(all(name!.children).map((line) => line.textContent)).toEqual([`Engine ${XSS}`, 'engine-works']);
    expect([followers!.textContent, (followers as HTMLTableCellElement).rowSpan]).toEqual(['3', 3]);
    expect(all(member!.children).map((line) => line.textContent)).toEqual(['Ada Lovelace', 'urn:li:person:aZ3kq9XbW1']);
    expect([role!.textContent, state!.textContent, state!.className]).toEqual(['ADMINISTRATOR', 'APPROVED', '']);
    // The page's next roles: three cells each, under the spanning ones; a state not APPROVED is marked.
    expect(cells(rows[1]!).map((cell) => cell.textContent)).toEqual([`Charles ${XSS}urn:li:person:Qm7Rt2VdN8`, 'ADMINISTRATOR', 'REVOKED']);
    expect(cells(rows[1]!)[2]!.className).toBe('bad');
    expect(cells(rows[2]!).map((cell) => [cell.textContent, cell.className])).toEqual([['Reva Revokedurn:li:person:rEv0k3dAdm', ''], ['ANALYST', 'id'], ['REQUESTED', 'muted']]);
    // A page without roles: one row that says so.
    expect(cells(rows[3]!).map((cell) => cell.textContent)).toEqual(['urn:li:organization:9300', 'Quiet Coquiet-co', '0', 'No roles.']);
    expect((cells(rows[3]!)[3] as HTMLTableCellElement).colSpan).toBe(3);
    expect(doc.querySelectorAll('#pages-rows img')).toHaveLength(0);
  });

  it('webhooks: URL, app, status (BLOCKED marked), failures, the last challenge and the next; all as text', async () => {
    const doc = await adminPage();
    expect(doc.getElementById('webhooks-count')!.textContent).toBe('2 registered');
    const rows = all(doc.querySelectorAll('#webhook-rows tr')).map((row) => cells(row).map((cell) => [cell.textContent, cell.className]));
    expect(rows).toEqual([
      [['http://127.0.0.1:3000/hook', ''], ['hooks-app', 'id'], ['VALIDATED', ''], ['0', ''], ['2026-11-25 12:00:00 passed', ''], ['2026-11-25 14:00:00', 'id']],
      [[`https://hooks.example/${XSS}`, ''], ['hooks-app', 'id'], ['BLOCKED (fixture)', 'bad'], ['3', 'bad'], [`2026-11-25 18:00:00 failed: it answered 503 ${XSS}`, 'bad'], ['none: blocked', 'id']],
    ]);
    expect(doc.querySelectorAll('#webhook-rows img')).toHaveLength(0);
  });

  it('deliveries: newest first; a number opens the headers, the body and each attempt; all as text', async () => {
    const doc = await adminPage();
    expect(doc.getElementById('deliveries-count')!.textContent).toBe('2 made');
    const rows = all(doc.querySelectorAll('#delivery-rows tr'));
    expect(cells(rows[0]!).map((cell) => cell.textContent)).toEqual(['#2', '2026-11-25 13:00:00', 'ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS LIKE', 'https://hooks.example/x', 'NOT_SENT', '0', expect.stringMatching(/^the webhook is blocked/)]);
    expect(cells(rows[1]!).map((cell) => cell.textContent)).toEqual(['#1', '2026-11-25 12:00:00', 'ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS COMMENT', 'http://127.0.0.1:3000/hook', 'PENDING, next 2026-11-25 12:05:00', '1', '500']);
    expect(doc.getElementById('delivery-details')!.textContent).toBe('');
    (cells(rows[1]!)[0]!.querySelector('a') as HTMLAnchorElement).onclick!.call(cells(rows[1]!)[0]!.querySelector('a'), undefined as never);
    const details = doc.getElementById('delivery-details')!;
    expect(details.querySelector('h3')!.textContent).toBe('Delivery #1 to http://127.0.0.1:3000/hook: PENDING');
    expect(all(details.querySelectorAll('dd')).map((dd) => dd.textContent)).toEqual(['application/json', 'ab12']);
    expect(details.querySelector('pre')!.textContent).toBe(DELIVERIES[0]!.body);
    expect(all(details.querySelectorAll('li')).map((li) => li.textContent)).toEqual([`2026-11-25 12:00:00: 500, 4 ms: ${XSS}`]);
    expect(details.querySelectorAll('img')).toHaveLength(0);
  });
});

describe("the admin page's journal: a call LinkedIn serves and the mock does not", () => {
  const entry = (seq: number, path: string, unserved?: object) => ({ seq, at: '2026-11-25T12:00:00.000Z', method: 'GET', url: `https://api.linkedin.com${path}`, status: 404, durationMs: 1, requestHeaders: {}, responseHeaders: {}, ...(unserved && { unserved }) });

  it('is marked "not mocked" in its row, and its details say which resource LinkedIn serves, the product and where the name comes from; a path LinkedIn does not have is a plain 404', async () => {
    const before = ANSWERS['/__admin/requests'];
    ANSWERS['/__admin/requests'] = { requests: [entry(1, '/rest/adAccounts/1', { resource: '/rest/adAccounts/:account', product: `Advertising API ${XSS}`, source: 'https://learn.microsoft.com/x' }), entry(2, '/rest/nothing')] };
    try {
      const doc = await adminPage();
      const rows = all(doc.querySelectorAll('#journal-rows tr'));
      expect(rows.map((row) => cells(row)[4]!.textContent)).toEqual(['404', '404 not mocked']);
      (cells(rows[1]!)[3]!.querySelector('a') as HTMLAnchorElement).click();
      const details = doc.getElementById('details')!;
      expect(details.querySelector('.cut')!.textContent).toBe(`LinkedIn serves this; this mock does not (yet): /rest/adAccounts/:account (Advertising API ${XSS}). The answer is the 404 LinkedIn gives a path it has no route for.`);
      expect(details.textContent).toContain('Where the name comes from: https://learn.microsoft.com/x');
      expect(details.querySelectorAll('img')).toHaveLength(0);
    } finally {
      ANSWERS['/__admin/requests'] = before;
    }
  });
});
