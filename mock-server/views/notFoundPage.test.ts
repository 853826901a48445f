import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nearbyPages, nearestPaths } from './servedPages.js';
import { notFoundText, renderNotFoundPage, wantsPage } from './notFoundPage.js';
import { routePaths } from '../gateway/routePaths.js';
import { createMockService, startServer } from '../index.js';
import { REST_ROUTES } from '../v1/routes.js';
import { TODAY_ROUTES } from '../today/todayRoutes.js';

describe('the page not found', () => {
  it('names the nearest pages first: a typo, a missing slash, a path below a page', () => {
    expect(nearbyPages('/dmeo/')[0]).toMatchObject({ href: '/demo/', near: true });
    expect(nearbyPages('/demo')[0]).toMatchObject({ href: '/demo/', near: true });
    expect(nearbyPages('/__admin/journal')[0]).toMatchObject({ href: '/__admin/', near: true });
    expect(nearbyPages('/completely/elsewhere/and/long').filter((page) => page.near)).toEqual([]);
  });

  it('escapes the path it shows and has one h1', () => {
    const html = renderNotFoundPage('GET', '/<script>alert(1)</script>');
    expect(html).toContain('/&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html.match(/<h1>/g)).toHaveLength(1);
  });

  it('answers a page to a browser navigation only; tools keep the plain sentence', () => {
    expect(wantsPage({ method: 'GET', headers: new Headers({ accept: 'text/html,application/xhtml+xml' }) })).toBe(true);
    expect(wantsPage({ method: 'GET', headers: new Headers({ accept: '*/*' }) })).toBe(false);
    expect(wantsPage({ method: 'POST', headers: new Headers({ accept: 'text/html' }) })).toBe(false);
  });
});

describe('the nearest paths: every route of both eras', () => {
  const routes = routePaths(createMockService().handlers);

  it('reads every route of both eras from the handlers: v1 REST, today\'s API, OAuth, OpenID Connect, the framework, admin (the claim of docs/node-api.md)', () => {
    const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'node-api.md'), 'utf8').replace(/\s+/g, ' ');
    expect(doc).toContain('names the nearest paths (at most five, nearest first) among the pages a browser opens and **every route of both eras**');
    expect(doc).toContain('followed by ` Did you mean /nearest?` when a path is near');
    const paths = routes.map((route) => route.path);
    for (const route of [...REST_ROUTES, ...TODAY_ROUTES]) expect(paths).toContain(route.path);
    for (const path of ['/oauth/.well-known/openid-configuration', '/oauth/v2/accessToken', '/oauth/v2/authorization', '/v2/userinfo', '/uas/oauth/requestToken', '/__admin/health', '/favicon.ico']) {
      expect(paths).toContain(path);
    }
    // The products and admin routes added beside the route tables: organizations, videos, documents, assets, their uploads and downloads, the media admin.
    for (const path of ['/rest/organizations/:id', '/rest/organizationAcls', '/rest/videos', '/rest/documents/:urn', '/v2/assets', '/dms-uploads/video/:id/:part', '/dms-uploads/document/:id', '/dms/video/:id', '/dms/image/:id', '/__admin/media']) {
      expect(paths).toContain(path);
    }
  });

  it("a typo of a route main added since finds it: organizations, videos, documents, assets", () => {
    expect(nearestPaths('/rest/organisations', routes)[0]!.path).toBe('/rest/organizations');
    expect(nearestPaths('/rest/video', routes)[0]!.path).toBe('/rest/videos');
    expect(nearestPaths('/rest/document', routes)[0]!.path).toBe('/rest/documents');
    expect(nearestPaths('/v2/asset', routes)[0]!.path).toBe('/v2/assets');
  });

  it('/.well-known/openid-configuration (an issuer\'s usual first guess) names /oauth/.well-known/openid-configuration first', () => {
    expect(nearestPaths('/.well-known/openid-configuration', routes)[0]).toMatchObject({ path: '/oauth/.well-known/openid-configuration', href: '/oauth/.well-known/openid-configuration' });
    const html = renderNotFoundPage('GET', '/.well-known/openid-configuration', routes);
    expect(html).toMatch(/<ul id="nearby"><li><a href="\/oauth\/\.well-known\/openid-configuration">/);
    expect(notFoundText('GET', '/.well-known/openid-configuration', routes)).toBe('Nothing is served at GET /.well-known/openid-configuration. Did you mean /oauth/.well-known/openid-configuration?\n');
  });

  it("today's paths and v1's: a typo finds the route, a pattern is shown as code, not a link", () => {
    expect(nearestPaths('/v2/mee', routes)[0]!.path).toBe('/v2/me');
    expect(nearestPaths('/rest/post', routes)[0]!.path).toBe('/rest/posts');
    expect(nearestPaths('/oauth/v2/acesstoken', routes)[0]!.path).toBe('/oauth/v2/accessToken');
    const pattern = nearestPaths('/rest/imagez/urn:li:image:1', routes).find((found) => found.path === '/rest/images/:urn');
    expect(pattern).toBeDefined();
    expect(pattern!.href).toBeUndefined();
    expect(renderNotFoundPage('GET', '/rest/imagez/urn:li:image:1', routes)).toContain('<code>/rest/images/:urn</code>');
    expect(notFoundText('GET', '/completely/elsewhere/and/long', routes)).toBe('Nothing is served at GET /completely/elsewhere/and/long.\n');
  });

  it('the standalone server and useMockService answer it alike, to a browser and to a tool', async () => {
    const running = await startServer({ port: 0 });
    try {
      const page = await fetch(`${running.url}/.well-known/openid-configuration`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('<a href="/oauth/.well-known/openid-configuration">');
      const text = await fetch(`${running.url}/.well-known/openid-configuration`);
      expect([text.status, await text.text()]).toEqual([404, notFoundText('GET', '/.well-known/openid-configuration', routes)]);
    } finally {
      await running.close();
    }
  });
});
