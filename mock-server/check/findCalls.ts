// What a project's source says it calls of LinkedIn, read as text (JavaScript, TypeScript, Python,
// PHP, Ruby, HTML, configuration: any language), line by line, for `in-mock-server check`:
//   - URLs on LinkedIn's hosts (api.linkedin.com, www.linkedin.com/oauth and /uas, platform.linkedin.com/in.js);
//   - paths of the APIs (`/v2/me`, `${base}/rest/posts`), in a file that names LinkedIn;
//   - paths relative to a LinkedIn base the project sets (`'/posts'` where the project has
//     `https://api.linkedin.com/rest`), when LinkedIn documents a resource of that name;
//   - LinkedIn's own clients' resource paths (`resourcePath: '/me'`, Python's `resource_path=`),
//     on /rest when the call carries a version (`versionString`), on /v2 otherwise, and their sign-in
//     calls (`authClient.exchangeAuthCodeForAccessToken(code)`), whose URLs the client builds;
//   - the in.js framework's calls (`IN.API.Profile`, `IN.API.Raw('/people/~')`, …);
//   - `LinkedIn-Version` pins, and the scopes a sign-in asks for.
// The method is read where the code shows it: a `method` among the arguments of the call a URL is
// passed to (`fetch(url, { body, method: 'POST' })`), the verb the call is named by (`axios.post(`),
// the same line, or a `method:` a few lines below. Comments, block comments and Python docstrings
// are prose: what they name is not called. Heuristics over text: a call built in ways these miss is
// not listed.
import { CATALOGUE } from '../fidelity/catalogue.js';
import { TODAY_ROUTES } from '../today/todayRoutes.js';
import { isScope } from '../scopes.js';
import { scopeInCatalogue } from '../fidelity/catalogue.js';
import { OAUTH_PATHS } from '../oauth/oauthPaths.js';
import { INTROSPECT_PATH } from '../oauth/introspectToken.js';

/** A call found in a file. */
export interface FoundCall {
  kind: 'call';
  line: number;
  /** Upper case, when the code shows it. */
  method?: string;
  /** The path on LinkedIn's host, without query; a placeholder segment reads `{…}`. */
  path: string;
  /** How it was found. */
  via: 'url' | 'path' | 'base' | 'client' | 'in.js';
}

/** A `LinkedIn-Version` in a file: the version written, or none when it comes from a variable. */
export interface FoundVersion {
  kind: 'version';
  line: number;
  version?: string;
}

/** A scope a sign-in asks for. */
export interface FoundScope {
  kind: 'scope';
  line: number;
  scope: string;
}

export type Found = FoundCall | FoundVersion | FoundScope;

/** What the whole project sets that one file's reading depends on. */
export interface ProjectContext {
  /** The LinkedIn API bases the project names (`https://api.linkedin.com/rest` → '/rest'). */
  bases: ReadonlySet<'/v2' | '/rest'>;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** How many lines after a URL its call's options (`method: 'POST'`) are looked for. */
const OPTIONS_LINES = 6;
/** How many lines above a client's `resourcePath:` the call naming its method (`restliClient.create({`) is looked for. */
const CLIENT_CALL_LINES_ABOVE = 6;
/** How many lines below it the call's arguments (its `versionString`) may run. */
const CLIENT_CALL_LINES_BELOW = 30;
/** How many lines above a URL the call (or object) it is an argument of may open: `this.fetch(` then the URL. */
const CALL_OPEN_LINES_ABOVE = 3;
/** How many lines a call's arguments are read for its `method:` (a body written out before it). */
const CALL_ARGUMENT_LINES = 60;

/** The first segment names of today's resources: the catalogue's and the mock's routes'. */
const TODAY_NAMES: ReadonlyMap<string, Set<'/v2' | '/rest'>> = (() => {
  const names = new Map<string, Set<'/v2' | '/rest'>>();
  const add = (prefix: '/v2' | '/rest', name: string) => {
    const set = names.get(name) ?? new Set();
    set.add(prefix);
    names.set(name, set);
  };
  for (const resource of CATALOGUE) {
    for (const prefix of resource.prefixes) {
      if (prefix === '/v1') continue;
      const first = (resource.paths?.[0] ?? `/${resource.name}`).split('/')[1]!;
      add(prefix, first);
      for (const path of resource.paths ?? []) add(prefix, path.split('/')[1]!);
    }
  }
  for (const route of TODAY_ROUTES) {
    const [, prefix, first] = route.path.split('/');
    if ((prefix === 'v2' || prefix === 'rest') && first) add(`/${prefix}`, first);
  }
  return names;
})();

/** The first segments of v1's resources. */
const V1_NAMES: ReadonlySet<string> = new Set(CATALOGUE.filter((resource) => resource.prefixes.includes('/v1')).flatMap((resource) => (resource.paths ?? []).map((path) => path.split('/')[1]!.replace(/::$/, ''))));

/** The in.js framework's resource calls and the REST calls they make (in.js: docs/api.md). */
const IN_API: Record<string, { method: string; path: string }> = {
  Profile: { method: 'GET', path: '/v1/people/{…}' },
  Connections: { method: 'GET', path: '/v1/people/~/connections' },
  MemberUpdates: { method: 'GET', path: '/v1/people/{…}/network/updates' },
  NetworkUpdates: { method: 'GET', path: '/v1/people/~/network/updates' },
  PeopleSearch: { method: 'GET', path: '/v1/people-search' },
};

/**
 * LinkedIn's own clients' sign-in calls (linkedin-api-js-client's AuthClient, linkedin-api-python-client's
 * auth_client) and the endpoint each reaches: the client builds the URL, so the code never shows it.
 */
const AUTH_CLIENT_CALLS: Record<string, { method: string; path: string }> = (() => {
  const authorize = { method: 'GET', path: OAUTH_PATHS.current.authorization };
  const token = { method: 'POST', path: OAUTH_PATHS.current.accessToken };
  const introspect = { method: 'POST', path: INTROSPECT_PATH };
  return {
    generateMemberAuthorizationUrl: authorize, generate_member_auth_url: authorize,
    exchangeAuthCodeForAccessToken: token, exchange_auth_code_for_access_token: token,
    exchangeRefreshTokenForAccessToken: token, exchange_refresh_token_for_access_token: token,
    getTwoLeggedAccessToken: token, get_two_legged_access_token: token,
    introspectAccessToken: introspect, introspect_access_token: introspect,
  };
})();

/** Known LinkedIn scope shapes: r_…, w_…, rw_… */
const SCOPE_TOKEN = /\b(?:rw|r|w)_[a-z][a-z0-9_]*\b/gi;

/** A placeholder in a built path: `${…}`, `{id}`, `%s`, `' + id + '`, `:id` (not a v1 selector `:(`). */
function placeholders(path: string): string {
  return path
    .replace(/\$\{[^}]*\}/g, '{…}')
    .replace(/\{[A-Za-z_][\w.]*\}/g, '{…}')
    .replace(/%[sd]/g, '{…}')
    .replace(/\/:([A-Za-z_]\w*)/g, '/{…}');
}

/** A v1 field selector `:(…)`, nested ones included, taken off a path: the path is what is called. */
function withoutSelectors(text: string): string {
  let out = text;
  for (let before = ''; before !== out; ) {
    before = out;
    out = out.replace(/:\([^()]*\)/g, '');
  }
  return out;
}

/** The path part of a URL or path text: up to the query, fragment, or where the literal or sentence ends. */
function pathPart(text: string): string {
  const bare = withoutSelectors(text.replace(/\$\{[^}]*\}/g, '{…}'));
  // A Rest.li key `(a:…,b:…)` is part of the path: `)` and `,` end it only outside parentheses.
  let cut = bare.length;
  for (let i = 0, depth = 0; i < bare.length; i++) {
    const c = bare[i]!;
    if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
    else if (/[?#\s'"`<>\\;]/.test(c) || ((c === ')' || c === ',') && depth === 0)) { cut = i; break; }
  }
  return placeholders(bare.slice(0, cut)).replace(/[/.]+$/, '') || '/';
}

/** A line that is only a comment (`//`, `#`, `*`, `/*`, `<!--`): what it names is not called. */
function commentLine(line: string): boolean {
  return /^\s*(\/\/|\/\*|\*|#(?!!)|<!--|--\s)/.test(line);
}

/**
 * The lines that are prose, not code, beyond the one-line comments of `commentLine`: a block comment
 * opened at the start of a line (every line to its close) and a Python string standing alone as a
 * statement (a docstring, between triple quotes): what they name is not called. A triple-quoted string
 * that is a value (`query = """…`) is code, and its closing line opens nothing.
 */
export function proseLines(lines: readonly string[]): boolean[] {
  const prose = lines.map(() => false);
  /** The last line of a span closed by `close` that opens at `from` of `lines[index]`. */
  const closing = (index: number, from: number, close: string) => {
    if (lines[index]!.includes(close, from)) return index;
    let end = index + 1;
    while (end < lines.length - 1 && !lines[end]!.includes(close)) end++;
    return Math.min(end, lines.length - 1);
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const block = /^\s*\/\*/.exec(line);
    if (block) {
      const end = closing(index, block[0].length, '*/');
      for (let at = index; at <= end; at++) prose[at] = true;
      index = end;
      continue;
    }
    const triple = /("""|''')/.exec(line);
    if (!triple) continue;
    const quotes = triple[1]!;
    const standing = /^\s*[rRuUbBfF]{0,2}$/.test(line.slice(0, triple.index));
    // A value's string: its own line when it closes there, else every line to its close stays code.
    const end = closing(index, triple.index + quotes.length, quotes);
    if (standing) for (let at = index; at <= end; at++) prose[at] = true;
    index = end;
  }
  return prose;
}

const OPENERS = '([{';
const CLOSERS = ')]}';

/** The innermost bracket open around column `column` of `lines[index]`, looked for a few lines up. */
function enclosingOpener(lines: readonly string[], index: number, column: number): { line: number; at: number; char: string } | undefined {
  let depth = 0;
  for (let at = index; at >= Math.max(0, index - CALL_OPEN_LINES_ABOVE); at--) {
    const text = at === index ? lines[at]!.slice(0, column) : lines[at]!;
    for (let i = text.length - 1; i >= 0; i--) {
      const c = text[i]!;
      if (CLOSERS.includes(c)) depth++;
      else if (OPENERS.includes(c)) {
        if (depth === 0) return { line: at, at: i, char: c };
        depth--;
      }
    }
  }
  return undefined;
}

const METHOD_KEY = /^['"]?method['"]?\s*(:|=>|=)\s*['"](GET|POST|PUT|DELETE|PATCH)['"]/i;

/**
 * The `method` the arguments of a call (or the object) opened at `open` name: a key of an options
 * object passed to it (`fetch(url, { body, method: 'POST' })`, PHP's `['method' => 'POST']`), or a
 * keyword argument (`request(method="POST", …)`); not one nested deeper (a body's own fields).
 */
function methodInArguments(lines: readonly string[], open: { line: number; at: number; char: string }): string | undefined {
  const stack: string[] = [];
  let quote: string | undefined;
  for (let at = open.line; at < Math.min(lines.length, open.line + CALL_ARGUMENT_LINES); at++) {
    const text = lines[at]!;
    for (let i = at === open.line ? open.at + 1 : 0; i < text.length; i++) {
      const c = text[i]!;
      if (quote) {
        if (c === '\\') i++;
        else if (c === quote) quote = undefined;
        continue;
      }
      const direct = open.char === '(' ? stack.length === 0 || (stack.length === 1 && stack[0] !== '(') : stack.length === 0;
      if (direct && !/[\w$]/.test(text[i - 1] ?? ' ')) {
        const key = METHOD_KEY.exec(text.slice(i));
        // `=` is a keyword argument of a call only, never an object's key.
        if (key && (key[1] !== '=' || (open.char === '(' && stack.length === 0))) return key[2]!.toUpperCase();
      }
      if (c === '"' || c === "'" || c === '`') quote = c;
      else if (OPENERS.includes(c)) stack.push(c);
      else if (CLOSERS.includes(c)) {
        if (!stack.length) return undefined;
        stack.pop();
      }
    }
    // A quoted string ends with its line (a template literal may not).
    if (quote && quote !== '`') quote = undefined;
  }
  return undefined;
}

/** The HTTP verb a call is named by, read before its opening parenthesis: `axios.post(`, `$client->get(`, `requests.delete(`. */
function calleeVerb(before: string): string | undefined {
  const verb = /(?:\.|->|::|\b(?:requests|axios|http|got|Http|session|client|httpx))\s*(get|post|put|delete|patch)\s*$/i.exec(before);
  return verb ? verb[1]!.toUpperCase() : undefined;
}

/**
 * The method the code shows for a call found at column `column` of `lines[index]`: a `method` among the
 * arguments of the call the URL is passed to (however far down its options run), the verb the call is
 * named by, on its line, or a `method:` in the options that follow it.
 */
function methodNear(lines: readonly string[], index: number, column = 0): string | undefined {
  const line = lines[index]!;
  const open = enclosingOpener(lines, index, column);
  if (open) {
    const named = methodInArguments(lines, open);
    if (named) return named;
    if (open.char === '(') {
      const verb = calleeVerb(lines[open.line]!.slice(0, open.at));
      if (verb) return verb;
    }
  }
  const own = sameLineMethod(line);
  if (own) return own;
  // An options object after the URL: the lines that follow, up to where another call begins.
  for (let at = index + 1; at <= Math.min(lines.length - 1, index + OPTIONS_LINES); at++) {
    const next = lines[at]!;
    if (/linkedin\.com|\bfetch\s*\(|\.(get|post|put|delete|patch)\s*\(/i.test(next)) break;
    const explicit = /\bmethod['"]?\s*(?::|=>|=)\s*['"](GET|POST|PUT|DELETE|PATCH)['"]/i.exec(next);
    if (explicit) return explicit[1]!.toUpperCase();
  }
  // fetch(url) with no method in its options is a GET (the URL on the line of fetch( or the next).
  if (/\bfetch\s*\(/.test(line) || (index > 0 && /\bfetch\s*\(\s*$/.test(lines[index - 1]!))) return 'GET';
  return undefined;
}

/**
 * The text with every template substitution that spans lines (`${encodeURIComponent(\n id\n)}`)
 * written on one line as `${…}`, and the lines it took added after the end of its line, so every
 * other line keeps its number.
 */
export function joinTemplateLines(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const match = /\$\{[^{}`]*\n[^{}`]*\}/.exec(rest);
    if (!match) return out + rest;
    const newlines = match[0].split('\n').length - 1;
    const after = rest.slice(match.index + match[0].length);
    const lineEnd = after.indexOf('\n');
    const tail = lineEnd < 0 ? after : after.slice(0, lineEnd);
    out += rest.slice(0, match.index) + '${…}' + tail + '\n'.repeat(newlines);
    rest = lineEnd < 0 ? '' : after.slice(lineEnd);
  }
}

function sameLineMethod(line: string): string | undefined {
  const explicit = /\bmethod['"]?\s*(?::|=>|=)\s*['"](GET|POST|PUT|DELETE|PATCH)['"]/i.exec(line);
  if (explicit) return explicit[1]!.toUpperCase();
  const verb = /(?:\.|->|::|\b(?:requests|axios|http|got|Http|session|client|httpx))\s*(get|post|put|delete|patch)\s*\(/i.exec(line);
  if (verb) return verb[1]!.toUpperCase();
  const restli = restliMethod(line);
  if (restli) return restli;
  const quoted = new RegExp(`['"](${METHODS.join('|')})['"]`).exec(line);
  return quoted ? quoted[1] : undefined;
}

/** LinkedIn's clients' methods (JS camelCase, Python snake_case) and the HTTP method each sends. */
const RESTLI_METHODS: Record<string, string> = {
  get: 'GET', batchGet: 'GET', batch_get: 'GET', getAll: 'GET', get_all: 'GET', finder: 'GET', batchFinder: 'GET', batch_finder: 'GET',
  create: 'POST', batchCreate: 'POST', batch_create: 'POST', action: 'POST', partialUpdate: 'POST', partial_update: 'POST', batchPartialUpdate: 'POST', batch_partial_update: 'POST',
  update: 'PUT', batchUpdate: 'PUT', batch_update: 'PUT', delete: 'DELETE', batchDelete: 'DELETE', batch_delete: 'DELETE',
};

/** The HTTP method of a LinkedIn client call on `line` (`restliClient.create({`), if there is one. */
function restliMethod(line: string): string | undefined {
  const match = /\.(\w+)\s*\(/.exec(line);
  return match ? RESTLI_METHODS[match[1]!] : undefined;
}

/** The string constants of a file that hold a path: `const POSTS_RESOURCE = '/posts'`. */
function pathConstants(text: string): Map<string, string> {
  const constants = new Map<string, string>();
  for (const match of text.matchAll(/\b([A-Za-z_$][\w$]*)\s*(?::\s*[\w<>]+\s*)?=\s*['"`](\/[A-Za-z][^'"`]*)['"`]/g)) constants.set(match[1]!, match[2]!);
  return constants;
}

/** The bases a file sets: `https://api.linkedin.com/rest` → '/rest', `…/v2` → '/v2'. */
export function basesOf(text: string): Set<'/v2' | '/rest'> {
  const bases = new Set<'/v2' | '/rest'>();
  for (const match of text.matchAll(/api\.linkedin\.com\/(v2|rest)\/?(?![\w/])/g)) bases.add(`/${match[1] as 'v2' | 'rest'}`);
  return bases;
}

/** True when the file is about LinkedIn: it names it. */
export function namesLinkedIn(text: string): boolean {
  return /linked[-_ ]?in/i.test(text);
}

/**
 * Everything `text` (one file) says it calls of LinkedIn, in line order.
 * @example findCalls("fetch('https://api.linkedin.com/v2/me')", { bases: new Set() }) // [{ kind: 'call', line: 1, method: 'GET', path: '/v2/me', via: 'url' }]
 */
export function findCalls(text: string, project: ProjectContext): Found[] {
  const found: Found[] = [];
  const lines = joinTemplateLines(text).split(/\r?\n/);
  const aboutLinkedIn = namesLinkedIn(text);
  const constants = pathConstants(text);
  const prose = proseLines(lines);
  const seen = new Set<string>();
  const add = (item: Found) => {
    const key = JSON.stringify(item);
    if (seen.has(key)) return;
    seen.add(key);
    found.push(item);
  };
  lines.forEach((line, index) => {
    const number = index + 1;
    if (commentLine(line) || prose[index]) return;
    /** A call found at `column` of the line; its method as the code shows it, unless given. */
    const call = (path: string, via: FoundCall['via'], column: number, method?: string) => {
      const item: FoundCall = { kind: 'call', line: number, path, via };
      const shown = method ?? methodNear(lines, index, column);
      if (shown) item.method = shown;
      add(item);
    };
    const taken: Array<[number, number]> = [];
    // 1. URLs on LinkedIn's hosts.
    for (const match of line.matchAll(/https?:\/\/(api|www|platform)\.linkedin\.com(\/(?:\$\{[^}]*\}|:?\((?:[^()\s'"`<>]|\([^()\s'"`<>]*\))*\)|[^\s'"`<>\\)])*)?/g)) {
      taken.push([match.index!, match.index! + match[0].length]);
      const host = match[1]!;
      const path = pathPart(match[2] ?? '/');
      if (host === 'platform') {
        if (/\/in\.js$/.test(path)) call('/in.js', 'url', match.index!, 'GET');
        continue;
      }
      if (host === 'www') {
        // The issuer of OpenID Connect: a discovery library reads /oauth/.well-known/openid-configuration.
        if (path === '/oauth') call('/oauth/.well-known/openid-configuration', 'url', match.index!, 'GET');
        // A base the client joins endpoint names to (https://www.linkedin.com/oauth/v2) is no call of its own.
        else if ((path.startsWith('/oauth/') || path.startsWith('/uas/')) && !/^\/(oauth\/v2|uas\/oauth2?)$/.test(path)) call(path, 'url', match.index!);
        continue;
      }
      if (path === '/' || path === '/v1' || path === '/v2' || path === '/rest') continue;
      call(path, 'url', match.index!);
    }
    const outsideUrls = (at: number) => !taken.some(([start, end]) => at >= start && at < end);
    // 2. API paths in a file about LinkedIn: '/v2/me', `${base}/rest/posts`, "v1/people/~".
    if (aboutLinkedIn) {
      for (const match of line.matchAll(/(?:['"`]|\})\/?((v1|v2|rest)\/(?:\$\{[^}]*\}|[A-Za-z~])(?:\$\{[^}]*\}|:?\((?:[^()\s'"`<>]|\([^()\s'"`<>]*\))*\)|[^\s'"`?#<>\\),;])*)/g)) {
        if (!outsideUrls(match.index!)) continue;
        const path = pathPart('/' + match[1]!);
        const first = path.split('/')[2]?.replace(/::?\(.*$/, '').replace(/::$/, '') ?? '';
        const known = first === '{…}' || (match[2] === 'v1' ? V1_NAMES.has(first) : TODAY_NAMES.get(first)?.has(`/${match[2]}` as '/v2' | '/rest'));
        if (known) call(path, 'path', match.index!);
      }
      // 3. LinkedIn's own clients: resourcePath: '/me' or a constant holding it (JS), resource_path="/me" (Python).
      for (const match of line.matchAll(/\bresource_?[Pp]ath['"]?\s*[:=]\s*(?:['"`](\/[^'"`]*)['"`]|([A-Za-z_$][\w$]*))/g)) {
        const path = match[1] ?? constants.get(match[2]!);
        if (!path) continue;
        // The call's arguments: from the line that names the method to the line that closes them.
        let method: string | undefined;
        let start = index;
        for (let at = index; at >= Math.max(0, index - CLIENT_CALL_LINES_ABOVE) && !method; at--) {
          method = restliMethod(lines[at]!);
          if (method) start = at;
        }
        let end = index;
        while (end < Math.min(lines.length - 1, index + CLIENT_CALL_LINES_BELOW) && !/^\s*\}?\s*\)/.test(lines[end]!) && !(end === start && /\)\s*;?\s*$/.test(lines[end]!))) end++;
        const prefix = /version_?[Ss]tring/.test(lines.slice(start, end + 1).join('\n')) ? '/rest' : '/v2';
        call(pathPart(prefix + path), 'client', match.index!, method);
      }
      // 3b. LinkedIn's own clients' sign-in calls: authClient.generateMemberAuthorizationUrl([…]), auth_client.exchange_auth_code_for_access_token(code).
      for (const match of line.matchAll(/\.\s*([A-Za-z_]+)\s*\(/g)) {
        const target = Object.hasOwn(AUTH_CLIENT_CALLS, match[1]!) ? AUTH_CLIENT_CALLS[match[1]!] : undefined;
        if (target) call(target.path, 'client', match.index!, target.method);
      }
      // 4. Paths relative to a LinkedIn base the project sets: '/posts', '/images?action=initializeUpload'.
      if (project.bases.size) {
        // '/posts' anywhere; 'me' (no slash, as PHP clients join it to a base ending in /) only as a call's first
        // argument: on the line of the call, or alone on the next line (`$client->get(` then `'me',`).
        const firstArgument = index > 0 && /\(\s*$/.test(lines[index - 1]!) ? line.matchAll(/^\s*['"]()([A-Za-z]+)(?:[/?][^\s'"`<>\\)]*)?['"]\s*[,)]?\s*$/g) : [];
        const relative = [...line.matchAll(/(?:['"`]|\})(\/([A-Za-z]+)(?:[/?][^\s'"`<>\\)]*)?)['"`]/g), ...line.matchAll(/\(\s*['"]()([A-Za-z]+)(?:[/?][^\s'"`<>\\)]*)?['"]\s*[,)]/g), ...firstArgument];
        for (const match of relative) {
          const prefixes = TODAY_NAMES.get(match[2]!);
          if (!prefixes || /resource_?[Pp]ath/.test(line.slice(0, match.index))) continue;
          const prefix = [...project.bases].find((base) => prefixes.has(base));
          const path = match[1] || `/${match[0].trim().replace(/^\(?\s*['"]|['"]\s*[,)]?$/g, '')}`;
          if (prefix) call(pathPart(prefix + path), 'base', match.index!);
        }
      }
    }
    // 5. The in.js framework: IN.API.Profile(…), IN.API.Raw('/people/~:(id)').method('PUT').
    for (const match of line.matchAll(/\bIN\.API\.(\w+)\s*\(\s*(?:['"]([^'"]*)['"])?/g)) {
      const name = match[1]!;
      if (name === 'Raw') {
        if (match[2] === undefined) continue;
        const window = lines.slice(index, index + 4).join(' ');
        const method = /\.method\(\s*['"](\w+)['"]/.exec(window)?.[1]?.toUpperCase() ?? 'GET';
        call(pathPart('/v1' + (match[2].startsWith('/') ? '' : '/') + match[2]), 'in.js', match.index!, method);
      } else if (IN_API[name]) {
        const target = IN_API[name]!;
        const me = match[2] === 'me' || match[2] === undefined;
        call(name === 'Profile' && me ? '/v1/people/~' : target.path, 'in.js', match.index!, target.method);
      }
    }
    // 6. LinkedIn-Version pins, literal or from a variable.
    const header = /linkedin[-_]?version['"]?\s*(?::|=>|=|,)\s*(?:['"](\d{6}(?:\.\d{2})?)['"]|(\d{6}(?:\.\d{2})?)\b|([A-Za-z_$][\w.$]*))/i.exec(line);
    const constant = /\b(?:LINKEDIN_(?:API_)?VERSION|version_?[Ss]tring|LI_VERSION|API_VERSION)['"]?\s*(?::|=)\s*['"](\d{6}(?:\.\d{2})?)['"]/.exec(line);
    if (header && (header[1] || header[2])) add({ kind: 'version', line: number, version: header[1] ?? header[2] });
    else if (constant) add({ kind: 'version', line: number, version: constant[1] });
    else if (header && header[3] && aboutLinkedIn && !/^(true|false|null|undefined)$/.test(header[3])) add({ kind: 'version', line: number });
    // 7. Scopes: r_/w_/rw_ names in a file about LinkedIn; openid, profile and email on a line that asks for scopes.
    if (aboutLinkedIn) {
      const asks = /scope/i.test(line);
      for (const match of line.matchAll(SCOPE_TOKEN)) {
        const scope = match[0];
        if (scope === scope.toUpperCase()) continue;
        if (asks || isScope(scope) || scopeInCatalogue(scope)) add({ kind: 'scope', line: number, scope });
      }
      if (asks && /\bopenid\b/.test(line)) {
        for (const scope of ['openid', 'profile', 'email']) if (new RegExp(`\\b${scope}\\b`).test(line)) add({ kind: 'scope', line: number, scope });
      }
    }
  });
  return found;
}
