// The catalogue of LinkedIn's documented resources: what it matches, and that it names every
// resource the mock serves (a route the catalogue lacks would be served without a source for its name).
import { describe, expect, it } from 'vitest';
import { CATALOGUE, SCOPE_CATALOGUE, linkedInResource } from './catalogue.js';
import { TODAY_ROUTES } from '../today/todayRoutes.js';
import { REST_ROUTES } from '../v1/routes.js';
import { SCOPES } from '../scopes.js';

describe('linkedInResource', () => {
  it('names the resource of a path LinkedIn documents, in both eras, keys and selectors included', () => {
    expect(linkedInResource('/rest/adAccounts/123')).toMatchObject({ prefix: '/rest', pattern: '/adAccounts/:account', resource: { name: 'adAccounts', product: 'Advertising API' } });
    expect(linkedInResource('/rest/adAccounts/123/adCampaigns')?.resource.name).toBe('adCampaigns');
    expect(linkedInResource('/v2/clientAwareMemberHandles')?.resource.product).toBe('Primary Contact API (restricted)');
    expect(linkedInResource('/rest/posts/urn%3Ali%3Ashare%3A1')?.resource.name).toBe('posts');
    expect(linkedInResource('/v1/jobs/1337:(id,position)')?.resource.name).toBe('jobs');
    expect(linkedInResource('/v1/people/~:(id,first-name)')?.resource.name).toBe('people');
    expect(linkedInResource('/v1/people::(~,id=abc)')?.resource.name).toBe('people');
    expect(linkedInResource('/v1/companies/1001/products')?.resource.name).toBe('products');
    // Named by LinkedIn's own Python client's examples (liveAssetActions) and the Conversions API (campaignConversions).
    expect(linkedInResource('/v2/liveAssetActions')?.resource.product).toBe('Live Events API (restricted: broadcasters)');
    expect(linkedInResource('/rest/campaignConversions/(campaign:urn%3Ali%3AsponsoredCampaign%3A1,conversion:urn%3Alla%3AllaPartnerConversion%3A2)')?.resource.name).toBe('campaignConversions');
    expect(linkedInResource('/v2/fieldsOfStudy/100220')?.resource.name).toBe('fieldsOfStudy');
  });

  it('names nothing for a path LinkedIn does not document, or under another prefix', () => {
    for (const path of ['/rest/nothingHere', '/v2/person/id=abc', '/rest/posts/1/2/3', '/v1/jobs', '/rest/me', '/v3/me', '/oauth/v2/authorization']) expect(linkedInResource(path), path).toBeUndefined();
  });
});

describe('the catalogue', () => {
  it('names every path the mock serves under /v1, /v2 and /rest (its own upload URL, /dms-uploads, is not an API path)', () => {
    const sample = (path: string) => path.split('/').map((part) => (part === ':person' ? '~' : part.startsWith(':') ? 'x1' : part.endsWith('::?') ? part.slice(0, -3) : part.endsWith('::') ? `${part}(x1)` : part)).join('/');
    const missing = [...REST_ROUTES.map((route) => route.path), ...TODAY_ROUTES.map((route) => route.path)].filter((path) => /^\/(v1|v2|rest)\//.test(path) && !linkedInResource(sample(path)));
    expect(missing).toEqual([]);
  });

  it('cites a public address for every resource and scope, and lists no scope the mock issues', () => {
    for (const resource of CATALOGUE) expect(resource.source, resource.name).toMatch(/^https?:\/\//);
    for (const scope of SCOPE_CATALOGUE) {
      expect(scope.source, scope.scope).toMatch(/^https:\/\//);
      expect(Object.keys(SCOPES)).not.toContain(scope.scope);
    }
  });
});
