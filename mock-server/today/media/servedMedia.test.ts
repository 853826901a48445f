// Round five #2: a "document" (any bytes after %PDF-) or a legacy video asset (ftyp at byte 4) was
// served at its downloadUrl, on the API's own origin, with the Content-Type its uploader sent
// (text/html, image/svg+xml) and no CSP: opened in a browser, its script read /__admin/tokens. Now
// only the types each API takes are kept, and every download is sandboxed, not sniffed, a document
// an attachment. (The browser side: e2e/mediaScript.spec.ts.)
import { describe, expect, it } from 'vitest';
import { mediaBytes } from '../../../test/support/mediaBytes.js';
import { useServiceKit } from '../../../test/support/serviceKit.js';
import { servedType } from './servedMedia.js';
import { REST_JSON, TODAY_NOW } from '../../../test/support/today.js';

const kit = useServiceKit({ now: TODAY_NOW });

const ADA = 'aZ3kq9XbW1';
const ME = `urn:li:person:${ADA}`;
const SCRIPT = '<script>fetch("/__admin/tokens").then(function (r) { return r.text(); }).then(function (t) { document.title = t; })</script>';
const HTML_DOCUMENT = `%PDF-1.4\n<!DOCTYPE html><html><body>${SCRIPT}</body></html>`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>`;

async function call(path: string, token: string, body: unknown, headers: Record<string, string> = REST_JSON) {
  const response = await kit.call(path, token, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await response.json()) as { value: Record<string, any> };
}
const inert = (response: Response) => ({
  csp: response.headers.get('content-security-policy'),
  nosniff: response.headers.get('x-content-type-options'),
});

describe('media downloads run no script on the service origin', () => {
  it('a document sent as text/html or image/svg+xml is kept and served as bytes, sandboxed, not sniffed, as an attachment', async () => {
    const token = kit.token(['w_member_social', 'w_organization_social'], ADA);
    for (const [type, body] of [['text/html', HTML_DOCUMENT], ['image/svg+xml; charset=utf-8', `%PDF-${SVG}`], ['application/pdf', '%PDF-1.4\n%%EOF\n']] as const) {
      const { uploadUrl, document } = (await call('/rest/documents?action=initializeUpload', token, { initializeUploadRequest: { owner: ME } })).value;
      expect((await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': type }, body })).status).toBe(201);
      kit.service.admin.setClock({ advanceSeconds: 10 });
      const read = await kit.call(`/rest/documents/${encodeURIComponent(document)}`, token, { headers: REST_JSON });
      const { downloadUrl } = (await read.json()) as { downloadUrl: string };
      const download = await fetch(downloadUrl);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type'), type).toBe(type === 'application/pdf' ? 'application/pdf' : 'application/octet-stream');
      expect(inert(download)).toEqual({ csp: 'sandbox', nosniff: 'nosniff' });
      expect(download.headers.get('content-disposition')).toBe('attachment');
      expect(await download.text()).toBe(body);
    }
  });

  it('a legacy video asset sent as text/html is served as bytes and sandboxed; an SVG sent as an image fails processing and is never served; a PNG labelled SVG is a PNG [F-MEDIA-024]', async () => {
    const token = kit.token(['w_member_social', 'w_organization_social'], ADA);
    const register = async (recipe: string) =>
      (await call('/v2/assets?action=registerUpload', token, { registerUploadRequest: { recipes: [`urn:li:digitalmediaRecipe:${recipe}`], owner: ME, serviceRelationships: [{ relationshipType: 'OWNER', identifier: 'urn:li:userGeneratedContent' }] } }, { 'x-restli-protocol-version': '2.0.0', 'content-type': 'application/json' })).value;
    const video = await register('feedshare-video');
    const videoUpload = video.uploadMechanism['com.linkedin.digitalmedia.uploading.MediaUploadHttpRequest'].uploadUrl as string;
    expect((await fetch(videoUpload, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: `\0\0\0\x18ftyp${HTML_DOCUMENT}` })).status).toBe(201);
    kit.service.admin.setClock({ advanceSeconds: 60 });
    const played = await fetch(`${new URL(videoUpload).origin}/dms/video/${video.asset.split(':').pop()}`);
    expect([played.status, played.headers.get('content-type'), inert(played)]).toEqual([200, 'application/octet-stream', { csp: 'sandbox', nosniff: 'nosniff' }]);

    const { uploadUrl, image } = (await call('/rest/images?action=initializeUpload', token, { initializeUploadRequest: { owner: ME } })).value;
    expect((await fetch(uploadUrl, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/svg+xml' }, body: SVG })).status).toBe(201);
    // Not a JPEG, GIF or PNG: LinkedIn's processing fails it (docs/media.md), and nothing is served.
    const read = (await (await kit.call(`/rest/images/${encodeURIComponent(image)}`, token, { headers: REST_JSON })).json()) as { status: string; downloadUrl?: string };
    expect([read.status, read.downloadUrl]).toEqual(['PROCESSING_FAILED', undefined]);
    expect((await fetch(`${new URL(uploadUrl).origin}/dms/image/${image.split(':').pop()}`)).status).toBe(404);
    const png = (await call('/rest/images?action=initializeUpload', token, { initializeUploadRequest: { owner: ME } })).value;
    expect((await fetch(png.uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/svg+xml' }, body: mediaBytes.png() })).status).toBe(201);
    const pngRead = (await (await kit.call(`/rest/images/${encodeURIComponent(png.image)}`, token, { headers: REST_JSON })).json()) as { downloadUrl: string };
    const shown = await fetch(pngRead.downloadUrl);
    expect([shown.status, shown.headers.get('content-type'), inert(shown), shown.headers.get('content-disposition')]).toEqual([200, 'image/png', { csp: 'sandbox', nosniff: 'nosniff' }, null]);
  });

  it('keeps the types each API takes, whatever their case or parameters', () => {
    expect(servedType('image', 'IMAGE/PNG')).toBe('image/png');
    expect(servedType('video', 'video/quicktime')).toBe('video/quicktime');
    expect(servedType('document', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document; x=1')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    for (const type of ['text/html', 'image/svg+xml', 'application/xhtml+xml', 'text/xml', 'application/javascript', '', null]) expect(servedType('document', type)).toBe('application/octet-stream');
  });
});
