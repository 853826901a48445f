// Round five #2 (docs/security.md): an uploaded "document" (any bytes after %PDF-) or legacy video
// asset (ftyp at byte 4) was served at its downloadUrl, on the service's own origin, with the
// Content-Type its uploader sent: an HTML or SVG "document" opened in a browser ran its script with
// the service's origin and read GET /__admin/tokens, every member's tokens. Here a member uploads
// such files, and a victim opens each downloadUrl (directly, in a frame of a page on the service's
// origin, and through the post page's "Open the document" link): no script of the upload runs, and
// nothing reads /__admin/tokens.
import type { BrowserContext, Page, Request } from '@playwright/test';
import { test, expect, ADA } from './fixtures';

/** What the uploaded script does with the service's origin: read the admin API's tokens, and say so in the title. */
const STEAL = `fetch('/__admin/tokens').then(function (r) { return r.text(); }).then(function (t) { document.title = 'STOLEN ' + t.length; }); document.title = 'SCRIPT RAN';`;
const HTML = `<!DOCTYPE html><html><head><title>document</title></head><body><p>A document</p><script>${STEAL}</script></body></html>`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>${STEAL}</script></svg>`;

interface Upload {
  what: string;
  downloadUrl: string;
}

async function uploads(mock: { url: string; admin: { issueToken(r: object): { access_token: string }; linkedInVersion(): { version: string }; setClock(c: object): unknown } }) {
  // An organization token besides w_member_social (the seeded page app's: the Community Management API is alone on its app):
  // LinkedIn answers an image's or a document's status to such tokens only (docs/media.md).
  const token = mock.admin.issueToken({ memberId: ADA.id, apiKey: 'demo-pages-api-key', scopes: ['w_member_social', 'w_organization_social'] }).access_token;
  const rest = { authorization: `Bearer ${token}`, 'linkedin-version': mock.admin.linkedInVersion().version, 'x-restli-protocol-version': '2.0.0', 'content-type': 'application/json' };
  const owner = `urn:li:person:${ADA.id}`;
  const { 'linkedin-version': _version, ...v2 } = rest;
  const json = async (path: string, body: unknown, headers = rest) => {
    const response = await fetch(mock.url + path, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { value: Record<string, any> }).value;
  };
  const documents: { what: string; urn: string }[] = [];
  for (const [what, type, body] of [
    ['an HTML "document"', 'text/html', `%PDF-1.4\n${HTML}`],
    ['an SVG "document"', 'image/svg+xml', `%PDF-1.4\n${SVG}`],
  ] as const) {
    const { uploadUrl, document } = await json('/rest/documents?action=initializeUpload', { initializeUploadRequest: { owner } });
    expect((await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': type }, body })).status).toBe(201);
    documents.push({ what, urn: document });
  }
  const asset = await json('/v2/assets?action=registerUpload', { registerUploadRequest: { recipes: ['urn:li:digitalmediaRecipe:feedshare-video'], owner, serviceRelationships: [{ relationshipType: 'OWNER', identifier: 'urn:li:userGeneratedContent' }] } }, v2);
  const assetUpload = asset.uploadMechanism['com.linkedin.digitalmedia.uploading.MediaUploadHttpRequest'].uploadUrl as string;
  expect((await fetch(assetUpload, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: `\0\0\0\x18ftyp${HTML}` })).status).toBe(201);
  const image = await json('/rest/images?action=initializeUpload', { initializeUploadRequest: { owner } });
  expect((await fetch(image.uploadUrl, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/svg+xml' }, body: SVG })).status).toBe(201);
  // Past every processing time.
  mock.admin.setClock({ advanceSeconds: 120 });
  const found: Upload[] = [];
  for (const { what, urn } of documents) {
    const read = await fetch(`${mock.url}/rest/documents/${encodeURIComponent(urn)}`, { headers: rest });
    found.push({ what, downloadUrl: ((await read.json()) as { downloadUrl: string }).downloadUrl });
  }
  found.push({ what: 'a legacy video asset sent as HTML', downloadUrl: `${mock.url}/dms/video/${String(asset.asset).split(':').pop()}` });
  // An SVG is no JPEG, GIF or PNG: its processing fails and it has no downloadUrl; its address is opened all the same.
  const imageRead = (await (await fetch(`${mock.url}/rest/images/${encodeURIComponent(image.image)}`, { headers: rest })).json()) as { status: string; downloadUrl?: string };
  expect([imageRead.status, imageRead.downloadUrl]).toEqual(['PROCESSING_FAILED', undefined]);
  found.push({ what: 'an SVG image', downloadUrl: `${mock.url}/dms/image/${String(image.image).split(':').pop()}` });
  // A post shows the HTML document: its page links to it ("Open the document").
  const post = await fetch(`${mock.url}/rest/posts`, {
    method: 'POST',
    headers: rest,
    body: JSON.stringify({ author: owner, commentary: 'Our report', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED', content: { media: { id: documents[0]!.urn, title: 'Report.pdf' } } }),
  });
  expect(post.status, await post.clone().text()).toBe(201);
  return { files: found, postUrn: post.headers.get('x-restli-id')! };
}

/** Every request the context makes to the admin API's tokens. */
function watchTokens(context: BrowserContext): Request[] {
  const seen: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/__admin/')) seen.push(request);
  });
  return seen;
}

/** Opens `url` in `page`: a download (an attachment, or bytes a browser does not show) or a page. */
async function open(page: Page, url: string): Promise<'download' | 'page'> {
  const download = page.waitForEvent('download', { timeout: 5000 }).then(() => 'download' as const, () => null);
  const shown = page.goto(url).then(() => 'page' as const, () => null);
  const outcome = (await Promise.race([download, shown])) ?? (await download) ?? 'page';
  // Time for any script to run and fetch.
  await page.waitForTimeout(300);
  return outcome;
}

test('uploaded HTML and SVG "documents", a video asset and an image run no script with the service origin', async ({ page, context, mock }) => {
  const { files, postUrn } = await uploads(mock);
  const tokenReads = watchTokens(context);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  for (const { what, downloadUrl } of files) {
    // Opened directly, as the victim who follows the link.
    const outcome = await open(page, downloadUrl);
    if (outcome === 'page') await expect.poll(() => page.title(), { message: what }).not.toMatch(/SCRIPT RAN|STOLEN/);
    expect(tokenReads.map((r) => r.url()), what).toEqual([]);
  }

  // In a frame of a page on the service's own origin (the demo page), where a script would share its origin.
  await page.goto(`${mock.url}/demo/`);
  for (const { what, downloadUrl } of files) {
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.appendChild(frame);
    }, downloadUrl);
    await page.waitForTimeout(300);
    for (const frame of page.frames().slice(1)) {
      // A sandboxed document has an opaque origin: a frame on the service's origin would read its title.
      const title = await frame.evaluate(() => document.title).catch(() => '');
      expect(title, what).not.toMatch(/SCRIPT RAN|STOLEN/);
    }
    expect(tokenReads.map((r) => r.url()), what).toEqual([]);
  }

  // The post page's link to the document: a download, no page of the upload's.
  await page.goto(`${mock.url}/feed/update/${encodeURIComponent(postUrn)}/`);
  const link = page.getByRole('link', { name: /Open the document/ });
  await expect(link).toHaveCount(1);
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).url()).toBe(files[0]!.downloadUrl);
  await page.waitForTimeout(300);
  expect(tokenReads.map((r) => r.url())).toEqual([]);
  expect(dialogs).toEqual([]);
});
