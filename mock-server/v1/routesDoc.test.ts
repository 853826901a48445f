// The endpoint tables of docs/rest.md ("Endpoints") against the route table: every path a row names
// reaches a route with the row's methods, the row's Scope column is the scopes that route asks, and
// every route and method of the table has a row.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REST_ROUTES } from './routes.js';
import { matchRoute, type Route } from './pipeline/router.js';
import { parseResourcePath } from './pipeline/resourcePath.js';

const DOC = readFileSync(fileURLToPath(new URL('../../docs/rest.md', import.meta.url)), 'utf8');

interface Row {
  line: string;
  methods: string[];
  paths: string[];
  scopes: string[];
}

/** `…/x/y` continues `previous`: from the segment x names in it, or in place of its last segment. */
function continuePath(previous: string, rest: string): string {
  const first = rest.split('/')[1]!;
  const at = previous.indexOf(`/${first}/`) >= 0 ? previous.indexOf(`/${first}/`) : previous.endsWith(`/${first}`) ? previous.lastIndexOf(`/${first}`) : -1;
  if (at >= 0) return previous.slice(0, at) + rest;
  return previous.slice(0, previous.lastIndexOf('/')) + rest;
}

/** The rows of the endpoint tables (People, Companies, Groups), with every path spelled out. */
function endpointRows(doc: string): Row[] {
  const section = doc.slice(doc.indexOf('## Endpoints'), doc.indexOf('\n## ', doc.indexOf('## Endpoints') + 1));
  // `base`: the last path written out (`/v1/…`), which `/x` extends; `last`: the last path read, which `…/x` continues.
  let base = '';
  let last = '';
  return section
    .split('\n')
    .filter((line) => /^\| (GET|POST|PUT|DELETE)/.test(line))
    .map((line) => {
      const [methods, paths, scope] = line.split(' | ').map((cell) => cell.replace(/^\| /, ''));
      const spelled = [...paths!.matchAll(/`([^`]+)`/g)].map((m) => {
        const written = m[1]!.replace(/\?.*$/, '');
        const path = written.startsWith('…') ? continuePath(last, written.slice(1)) : /^\/v\d/.test(written) ? written : base + written;
        if (/^\/v\d/.test(written)) base = path;
        last = path;
        return path;
      });
      return { line, methods: methods!.split(', '), paths: spelled, scopes: scope === 'any' ? [] : [...scope!.matchAll(/\b(r|rw|w)_\w+/g)].map((m) => m[0]).sort() };
    });
}

/** A concrete path for a documented one: every `{placeholder}` a value. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'x1');

describe('docs/rest.md endpoint tables', () => {
  const rows = endpointRows(DOC);

  it('reads every table', () => {
    expect(rows.length).toBeGreaterThan(40);
  });

  it('names, for each path, a route with the methods and the scopes of its row', () => {
    const problems: string[] = [];
    for (const row of rows) {
      for (const path of row.paths) {
        const found = row.methods.map((method) => [method, matchRoute(REST_ROUTES, method, parseResourcePath(concrete(path)))] as const);
        if (!found.some(([, match]) => match.kind === 'endpoint')) problems.push(`${row.methods.join(', ')} ${path}: no route`);
        for (const [method, match] of found) {
          if (match.kind !== 'endpoint') continue;
          const scopes = [...match.endpoint.scopes].sort();
          if (scopes.join(' ') !== row.scopes.join(' ')) problems.push(`${method} ${path}: the doc says ${row.scopes.join(' or ') || 'any'}, the route asks ${scopes.join(' or ') || 'any'}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a row for every route and method', () => {
    const documented = new Set<string>();
    for (const row of rows) {
      for (const path of row.paths) {
        for (const method of row.methods) {
          const match = matchRoute(REST_ROUTES, method, parseResourcePath(concrete(path)));
          if (match.kind === 'endpoint') documented.add(`${method} ${match.route.path}`);
        }
      }
    }
    const all = REST_ROUTES.flatMap((route: Route) => Object.keys(route.methods).map((method) => `${method} ${route.path}`));
    expect(all.filter((entry) => !documented.has(entry))).toEqual([]);
  });

  it('fails on a wrong scope', () => {
    const planted = DOC.replace('| GET | `/v1/people/~/email-address` | r_emailaddress |', '| GET | `/v1/people/~/email-address` | r_basicprofile |');
    const row = endpointRows(planted).find((r) => r.paths.includes('/v1/people/~/email-address'))!;
    const match = matchRoute(REST_ROUTES, 'GET', parseResourcePath('/v1/people/~/email-address'));
    expect(match.kind === 'endpoint' && match.endpoint.scopes).not.toEqual(row.scopes);
  });
});
