// What `in-mock-server check` reads in a project's source: calls, their methods, version pins and
// scopes, in the forms real integrations write them (LinkedIn's own clients, schedulers, in.js pages).
import { describe, expect, it } from 'vitest';
import { basesOf, findCalls, joinTemplateLines, type Found } from './findCalls.js';

const none = { bases: new Set<'/v2' | '/rest'>() };
const calls = (found: Found[]) => found.filter((item) => item.kind === 'call').map((item) => item.kind === 'call' && `${item.line} ${item.method ?? '?'} ${item.path} (${item.via})`);

describe('findCalls', () => {
  it('URLs on LinkedIn\'s hosts, with the method the code shows: fetch, axios, requests, PHP, an options object a few lines down', () => {
    const text = [
      "const me = await fetch('https://api.linkedin.com/v2/me', {",
      '  headers: { authorization },',
      '});',
      "await axios.post('https://api.linkedin.com/rest/posts', body);",
      "r = requests.get(\"https://api.linkedin.com/v2/userinfo\", headers=h)",
      "$response = Http::withToken($t)->delete('https://api.linkedin.com/rest/posts/' . $id);",
      'await this.fetch(`https://api.linkedin.com/v2/socialActions/${encodeURIComponent(',
      '  id',
      ')}/comments`, {',
      "  method: 'POST',",
      '});',
      "const token = 'https://www.linkedin.com/oauth/v2/accessToken';",
      "const page = 'https://www.linkedin.com/in/someone';",
    ].join('\n');
    expect(calls(findCalls(text, none))).toEqual([
      '1 GET /v2/me (url)',
      '4 POST /rest/posts (url)',
      '5 GET /v2/userinfo (url)',
      '6 DELETE /rest/posts (url)',
      '7 POST /v2/socialActions/{…}/comments (url)',
      '12 ? /oauth/v2/accessToken (url)',
    ]);
  });

  it('API paths in a file about LinkedIn, templates and v1 field selectors included; not in a comment; not in a file that never names LinkedIn', () => {
    const text = ['// LinkedIn client', "get(`${base}/rest/organizationAcls?q=roleAssignee`)", "get('/v1/people/~:(id,first-name,positions:(title))')", '// fetch("/v2/me")', "get('/v2/notLinkedIn')"].join('\n');
    expect(calls(findCalls(text, none))).toEqual(['2 ? /rest/organizationAcls (path)', '3 ? /v1/people/~ (path)']);
    expect(calls(findCalls("get('/v2/me')", none))).toEqual([]);
  });

  it("LinkedIn's clients: resourcePath (a string or a constant), /rest when the call carries versionString, the method from the client's call", () => {
    const text = [
      "// linkedin-api-client",
      "const POSTS = '/posts';",
      'await restliClient.create({',
      '  resourcePath: POSTS,',
      '  entity: {},',
      '  accessToken,',
      "  versionString: '202601'",
      '});',
      "await restliClient.get({ resourcePath: '/me', accessToken });",
      "client.finder(resource_path=\"/adAccounts\", finder_name=\"search\", access_token=t, version_string=\"202601\")",
    ].join('\n');
    expect(calls(findCalls(text, none))).toEqual(['4 POST /rest/posts (client)', '9 GET /v2/me (client)', '10 GET /rest/adAccounts (client)']);
  });

  it("a Rest.li key in the path stays in it, its parentheses and commas included; a call's closing parenthesis does not", () => {
    const text = [
      "fetch(`https://api.linkedin.com/rest/eventSubscriptions/(${key})`, { method: 'PUT' });",
      "fetch('https://api.linkedin.com/rest/organizationAcls/(role:ADMINISTRATOR,organization:urn%3Ali%3Aorganization%3A5)')",
      "see (https://api.linkedin.com/v2/me) in the docs",
      "// LinkedIn's page subscriptions",
      "await fetch(`${apiBase}/rest/eventSubscriptions/(${key})`, { method: 'DELETE' });",
    ].join('\n');
    expect(calls(findCalls(text, none))).toEqual([
      '1 PUT /rest/eventSubscriptions/({…}) (url)',
      '2 GET /rest/organizationAcls/(role:ADMINISTRATOR,organization:urn%3Ali%3Aorganization%3A5) (url)',
      '3 ? /v2/me (url)',
      '5 DELETE /rest/eventSubscriptions/({…}) (path)',
    ]);
  });

  it('paths relative to a LinkedIn base the project sets, when LinkedIn documents a resource of that name', () => {
    const text = ["// LinkedIn node", "await linkedInApiRequest.call(this, 'POST', '/posts', body);", "await linkedInApiRequest.call(this, 'POST', '/images?action=initializeUpload', body);", "await other.call(this, 'GET', '/users');"].join('\n');
    expect(calls(findCalls(text, { bases: new Set(['/rest']) }))).toEqual(['2 POST /rest/posts (base)', '3 POST /rest/images (base)']);
    expect(calls(findCalls(text, none))).toEqual([]);
    // A PHP client joins names without a slash to a base ending in /: only a call's first argument counts.
    const php = ["// LinkedIn provider", "protected $apiBaseUrl = 'https://api.linkedin.com/v2/';", "$response = $this->apiRequest('me', 'GET', ['projection' => '(id)']);", "$r = $this->apiRequest('ugcPosts', 'POST', $status);", "$x = 'me';"].join('\n');
    expect(calls(findCalls(php, { bases: basesOf(php) }))).toEqual(['3 GET /v2/me (base)', '4 POST /v2/ugcPosts (base)']);
  });

  it('the in.js framework\'s calls and script, and the OpenID Connect issuer', () => {
    const text = [
      '<script src="https://platform.linkedin.com/in.js">api_key: k</script>',
      "IN.API.Profile('me').result(show);",
      'IN.API.Connections("me").result(show);',
      "IN.API.Raw('/people/~/current-status').method('PUT').body(JSON.stringify(s)).result(done);",
      "const issuer = 'https://www.linkedin.com/oauth';",
    ].join('\n');
    expect(calls(findCalls(text, none))).toEqual(['1 GET /in.js (url)', '2 GET /v1/people/~ (in.js)', '3 GET /v1/people/~/connections (in.js)', '4 PUT /v1/people/~/current-status (in.js)', '5 GET /oauth/.well-known/openid-configuration (url)']);
  });

  it('LinkedIn-Version pins: literal in a header, a constant, a client\'s versionString; from a variable', () => {
    const text = ["// LinkedIn", "headers: { 'LinkedIn-Version': '202405' },", "const LINKEDIN_VERSION = '202601';", "'Linkedin-Version': 202306,", "versionString: '202302.01'", "'LinkedIn-Version': config.linkedInVersion,"].join('\n');
    const versions = findCalls(text, none).filter((item) => item.kind === 'version');
    expect(versions).toEqual([
      { kind: 'version', line: 2, version: '202405' },
      { kind: 'version', line: 3, version: '202601' },
      { kind: 'version', line: 4, version: '202306' },
      { kind: 'version', line: 5, version: '202302.01' },
      { kind: 'version', line: 6 },
    ]);
  });

  it('scopes: LinkedIn\'s r_/w_/rw_ names in a file about LinkedIn, openid/profile/email on a line that asks for scopes', () => {
    const text = ['// LinkedIn provider', "scope: 'openid profile email w_member_social',", "const scopes = ['r_ads', 'rw_organization_admin'];", "const row = { r_value: 1 };", "const profile = user.email;"].join('\n');
    const scopes = findCalls(text, none).filter((item) => item.kind === 'scope').map((item) => item.kind === 'scope' && `${item.line} ${item.scope}`);
    expect(scopes).toEqual(['2 w_member_social', '2 openid', '2 profile', '2 email', '3 r_ads', '3 rw_organization_admin']);
  });

  // Misreadings found by running `check` on public integrations (docs/fidelity.md, "Tried on public integrations").
  it("a method in the call's options however far down they run, not one nested in its body (gitroomhq/postiz-app, libraries/nestjs-libraries/src/integrations/social/linkedin.provider.ts: a repost to /rest/posts read as a GET)", () => {
    const text = [
      'await this.fetch(`https://api.linkedin.com/rest/posts`, {',
      '  body: JSON.stringify({',
      "    author: 'urn:li:person:' + id,",
      "    commentary: '',",
      "    visibility: 'PUBLIC',",
      '    distribution: {',
      "      feedDistribution: 'MAIN_FEED',",
      '      targetEntities: [],',
      '    },',
      "    lifecycleState: 'PUBLISHED',",
      '    reshareContext: { parent: postId },',
      "    request: { method: 'DELETE' },",
      '  }),',
      "  method: 'POST',",
      "  headers: { 'LinkedIn-Version': '202601' },",
      '});',
      'await fetch(',
      '  `https://api.linkedin.com/rest/images/${encodeURIComponent(urn)}`,',
      "  { headers: { Authorization: 'Bearer ' + token } },",
      ');',
      "r = requests.request(method=\"PUT\", url='https://api.linkedin.com/rest/posts/x', json={'method': 'GET'})",
    ].join('\n');
    expect(calls(findCalls(text, none))).toEqual(['1 POST /rest/posts (url)', '18 GET /rest/images/{…} (url)', '21 PUT /rest/posts/x (url)']);
  });

  it('nothing in a block comment or a Python docstring is called or asked for; a triple-quoted value is code (zoonman/linkedin-api-php-client, examples/index.php; linkedin-developers/linkedin-api-python-client, examples/crud_ad_accounts.py)', () => {
    const php = [
      "$client->setApiRoot('https://api.linkedin.com/v2/'); // LinkedIn",
      '/* TODO!',
      "$companyShare = $client->post(",
      "    'companies/' . $companyId . '/shares',",
      "    ['comment' => 'r_ads']",
      ');',
      '*/',
      "$emailInfo = $client->get('emailAddress', ['q' => 'members']);",
    ].join('\n');
    expect(calls(findCalls(php, { bases: basesOf(php) }))).toEqual(['8 GET /v2/emailAddress (base)']);
    const python = [
      '"""',
      "The 3-legged member access token should include the 'rw_ads' scope, which is part of the",
      'Advertising API product; see https://api.linkedin.com/rest/adAccounts.',
      '"""',
      'QUERY = """',
      'https://api.linkedin.com/v2/me',
      '"""',
      'def get():',
      '    """Reads https://api.linkedin.com/v2/emailAddress."""',
      '    return requests.get(QUERY)',
    ].join('\n');
    const found = findCalls(python, none);
    expect(calls(found)).toEqual(['6 ? /v2/me (url)']);
    expect(found.filter((item) => item.kind === 'scope')).toEqual([]);
  });

  it("LinkedIn's own clients' sign-in calls, whose URLs the client builds (linkedin-developers/linkedin-api-js-client, examples/oauth-member-auth-redirect.ts; linkedin-api-python-client, examples/oauth_2legged.py)", () => {
    const js = [
      "import { AuthClient, RestliClient } from 'linkedin-api-client';",
      "res.redirect(authClient.generateMemberAuthorizationUrl(['r_liteprofile']));",
      'authClient',
      '  .exchangeAuthCodeForAccessToken(authCode)',
      '  .then((response) => response);',
      'async exchangeRefreshTokenForAccessToken(refreshToken) {}',
    ].join('\n');
    expect(calls(findCalls(js, none))).toEqual(['2 GET /oauth/v2/authorization (client)', '4 POST /oauth/v2/accessToken (client)']);
    const python = [
      'from linkedin_api.clients.auth.client import AuthClient',
      'token_response = auth_client.get_two_legged_access_token()',
      'introspection_response = auth_client.introspect_access_token(access_token)',
      'token_response = auth_client.exchange_refresh_token_for_access_token(refresh_token)',
    ].join('\n');
    expect(calls(findCalls(python, none))).toEqual(['2 POST /oauth/v2/accessToken (client)', '3 POST /oauth/v2/introspectToken (client)', '4 POST /oauth/v2/accessToken (client)']);
  });

  it("a PHP client's resource name alone on the line after the call opens (zoonman/linkedin-api-php-client, examples/index.php)", () => {
    const php = [
      "const API_ROOT = 'https://api.linkedin.com/v2/'; // LinkedIn",
      '$profile = $client->get(',
      "    'me',",
      "    ['fields' => 'id,firstName,lastName']",
      ');',
      '$share = $client->post(',
      "    'ugcPosts',",
      "    ['author' => 'urn:li:person:' . $profile['id']]",
      ');',
      // 'posts' is no resource of the /v2 base: not a call.
      "$label = sprintf(",
      "    'posts'",
      ');',
    ].join('\n');
    expect(calls(findCalls(php, { bases: basesOf(php) }))).toEqual(['3 GET /v2/me (base)', '7 POST /v2/ugcPosts (base)']);
  });
});

describe('joinTemplateLines', () => {
  it('writes a substitution that spans lines on one line and keeps every other line\'s number', () => {
    const text = 'a\n`x/${f(\n  id\n)}/y`,\nb';
    const joined = joinTemplateLines(text);
    expect(joined.split('\n')).toEqual(['a', '`x/${…}/y`,', '', '', 'b']);
  });
});
