// One rule, one answer: what a request of today's API carries is read once (restli/paging.ts,
// restli/finder.ts, restli/urn.ts, the field-refused 403 of api/errors.ts), so the same mistake
// gets the same answer on every resource that has the parameter. The rules' own tests are beside
// them; this one sends the mistake to each resource.
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../test/support/serviceKit.js';
import type { Scope } from '../scopes.js';
import { REST_JSON, TODAY_NOW } from '../../test/support/today.js';

const ADA = 'aZ3kq9XbW1';
const CHARLES = 'Qm7Rt2VdN8';
const kit = useServiceKit({ now: TODAY_NOW });

const SCOPES: Scope[] = ['w_member_social', 'r_member_social', 'r_emailaddress', 'r_member_social_feed', 'r_organization_admin', 'rw_organization_admin', 'r_organization_social', 'w_organization_social'];
const enc = encodeURIComponent;

async function answer(path: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const response = await kit.call(path, kit.token(SCOPES), { ...init, headers: { ...REST_JSON, ...(init.headers as Record<string, string>) } });
  return { status: response.status, body: await response.json() };
}

/** A post of Ada's, for the collections that hang off one. */
async function post(): Promise<string> {
  const body = { author: `urn:li:person:${ADA}`, commentary: `Rules ${Math.random()}`, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' };
  const response = await kit.call('/rest/posts', kit.token(SCOPES), { method: 'POST', headers: REST_JSON, body: JSON.stringify(body) });
  expect(response.status).toBe(201);
  return response.headers.get('x-restli-id')!;
}

describe('the same mistake, the same answer on every resource', () => {
  it('paging: count=x, on the posts finder, the page roles, comments, reactions and likes', async () => {
    const urn = await post();
    const paths = [
      `/rest/posts?q=author&author=${enc(`urn:li:person:${ADA}`)}`,
      '/rest/organizationAcls?q=roleAssignee',
      `/rest/socialActions/${enc(urn)}/comments?`,
      `/rest/reactions?q=entity&entity=${enc(urn)}`,
      `/v2/socialActions/${enc(urn)}/likes?`,
    ];
    for (const path of paths) {
      expect(await answer(`${path}&count=x`), path).toEqual({ status: 400, body: { status: 400, serviceErrorCode: 400, code: 'ILLEGAL_ARGUMENT', message: "count must be a whole number, not 'x'." } });
      expect(await answer(`${path}&start=-1`), path).toMatchObject({ status: 400, body: { message: "start must be a whole number, not '-1'." } });
    }
  });

  it('a finder the resource does not have, and none where it needs one', async () => {
    const cases: [path: string, resource: string, finders: string][] = [
      ['/v2/emailAddress', 'emailAddress', 'q=members'],
      ['/rest/organizationAcls', 'organizationAcls', 'q=roleAssignee or q=organization'],
      ['/v2/organizationalEntityAcls', 'organizationalEntityAcls', 'q=roleAssignee or q=organizationalTarget'],
      ['/rest/organizationPageStatistics', 'organizationPageStatistics', 'q=organization'],
      ['/rest/organizationalEntityShareStatistics', 'organizationalEntityShareStatistics', 'q=organizationalEntity'],
      ['/rest/eventSubscriptions?eventType=ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS', 'eventSubscriptions', 'q=subscriberAndEventType'],
    ];
    for (const [path, resource, finders] of cases) {
      const joined = path.includes('?') ? '&' : '?';
      expect(await answer(`${path}${joined}q=nope`), path).toEqual({ status: 400, body: { status: 400, serviceErrorCode: 400, code: 'ILLEGAL_ARGUMENT', message: `'nope' is not a finder of ${resource}; use ${finders}.` } });
      expect((await answer(path)).body.message, path).toBe(`The call names no finder of ${resource}; use ${finders}.`);
    }
    // organizations, posts and reactions have a batch get besides their finder: no q is no mistake of the finder's.
    expect((await answer('/rest/organizations?q=nope')).body.message).toBe("'nope' is not a finder of organizations; use q=vanityName.");
    expect((await answer(`/rest/posts?author=${enc(`urn:li:person:${ADA}`)}&q=nope`)).body.message).toBe("'nope' is not a finder of posts; use q=author.");
    expect((await answer(`/rest/posts?author=${enc(`urn:li:person:${ADA}`)}`)).body.message).toBe('GET /rest/posts needs q=author&author={urn} or ids=List({post urn},…).');
    expect((await answer('/rest/reactions?q=nope')).body.message).toBe("'nope' is not a finder of reactions; use q=entity.");
    expect((await answer('/rest/reactions')).body.message).toBe('GET /rest/reactions needs q=entity&entity={urn} or ids=List((actor:{urn},entity:{urn}),…).');
  });

  it('a path parameter that is not the URN the resource names', async () => {
    const cases: [path: string, what: string, types: string][] = [
      ['/rest/posts/', 'a post', 'urn:li:share:{id} or urn:li:ugcPost:{id}'],
      ['/rest/images/', 'an image', 'urn:li:image:{id}'],
      ['/rest/videos/', 'a video', 'urn:li:video:{id}'],
      ['/rest/documents/', 'a document', 'urn:li:document:{id}'],
      ['/rest/networkSizes/', 'an organization', 'urn:li:organization:{id} or urn:li:organizationBrand:{id}'],
    ];
    for (const [path, what, types] of cases) {
      for (const given of ['nope', 'urn:li:person:abc', 'urn:xx:share:1']) {
        expect(await answer(`${path}${enc(given)}`), `${path}${given}`).toEqual({
          status: 400,
          body: { status: 400, serviceErrorCode: 400, code: 'ILLEGAL_ARGUMENT', message: `'${given}' is not ${what} URN; use ${types}, percent-encoded in the path.` },
        });
      }
    }
  });

  it('a field naming someone the caller may not act as: an author, an owner, an actor', async () => {
    const urn = await post();
    const refused = (path: string, where = 'REQUEST_BODY') => ({
      status: 403,
      body: { status: 403, serviceErrorCode: 100, message: `Field Value validation failed in ${where}: Data Processing Exception while processing fields [${path}]` },
    });
    const charles = `urn:li:person:${CHARLES}`;
    const postBody = { author: charles, commentary: 'Not mine', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' };
    expect(await answer('/rest/posts', { method: 'POST', body: JSON.stringify(postBody) })).toEqual(refused('/author'));
    for (const resource of ['images', 'documents']) {
      expect(await answer(`/rest/${resource}?action=initializeUpload`, { method: 'POST', body: JSON.stringify({ initializeUploadRequest: { owner: charles } }) }), resource).toEqual(
        refused('/initializeUploadRequest/owner'),
      );
    }
    const asset = { registerUploadRequest: { recipes: ['urn:li:digitalmediaRecipe:feedshare-image'], owner: charles, serviceRelationships: [] } };
    expect(await answer('/v2/assets?action=registerUpload', { method: 'POST', body: JSON.stringify(asset) })).toEqual(refused('/registerUploadRequest/owner'));
    expect(await answer(`/rest/socialActions/${enc(urn)}/comments`, { method: 'POST', body: JSON.stringify({ actor: charles, object: urn, message: { text: 'x' } }) })).toEqual(refused('/actor'));
    expect(await answer(`/rest/reactions?actor=${enc(charles)}`, { method: 'POST', body: JSON.stringify({ root: urn, reactionType: 'LIKE' }) })).toEqual(refused('/actor', 'PARAMETER'));
  });

  it('an owner that is no person or organization URN: the same 422 on every upload', async () => {
    for (const [path, field] of [
      ['/rest/images?action=initializeUpload', 'initializeUploadRequest'],
      ['/rest/videos?action=initializeUpload', 'initializeUploadRequest'],
      ['/rest/documents?action=initializeUpload', 'initializeUploadRequest'],
    ]) {
      const body = { [field]: { owner: 'urn:li:group:1', fileSizeBytes: 10 } };
      expect(await answer(path, { method: 'POST', body: JSON.stringify(body) }), path).toEqual({
        status: 422,
        body: { message: `ERROR :: /${field}/owner :: "urn:li:group:1" is not a person or organization URN (urn:li:person:{id}, urn:li:organization:{id})\n`, status: 422 },
      });
    }
  });
});
