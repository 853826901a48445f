// The reference part of docs/v2.md, written from the tables the handlers use (TODAY_ROUTES and the
// record tables), so the docs cannot drift from the service: one table of endpoints (method, path,
// versioned, permissions, product, the resource name of its 403) and one table per record (field,
// type, permission, in the default answer, notes), each with its source.
// todayFieldDocs.test.ts keeps docs/v2.md identical (regenerate with UPDATE_V2_DOCS=1).
import type { RecordTable, RestliField } from '../restli/recordTable.js';
import { PRODUCTS } from '../scopes.js';
import { TODAY_ROUTES } from './todayRoutes.js';
import { emailAddressTable, emailElementsTable, playableStreamsTable, profileTable } from './members/memberRecords.js';
import { postTable } from './posts/postRecords.js';
import { aclTable, logoStreamsTable, organizationTable } from './organizations/organizationRecords.js';

/** The records of the reference, in the order the docs show them. */
const RECORDS: RecordTable<any>[] = [profileTable, playableStreamsTable, emailElementsTable, emailAddressTable, postTable, organizationTable, logoStreamsTable, aclTable('organization'), aclTable('organizationalTarget')];

const escape = (text: string) => text.replace(/\|/g, '\\|');

function typeOf(def: RestliField<any>): string {
  const one = def.sub ? `[${def.sub.type}](#${def.sub.type.toLowerCase()})` : def.urnType ? `urn (\`urn:li:${def.urnType}:…\`)` : def.type;
  return def.list ? `list of ${one}` : one;
}

function recordTable(table: RecordTable<any>): string {
  const rows = Object.entries(table.fields).map(([name, def]) => {
    const cells = [`\`${name}\``, typeOf(def), def.scopes ? def.scopes.join(' or ') : '—', def.byDefault === false ? 'only when projected' : 'yes', escape(def.note ?? '')];
    return `| ${cells.join(' | ')} |`;
  });
  return `| field | type | permission | in the answer without \`projection=\` | notes |\n|---|---|---|---|---|\n${rows.join('\n')}`;
}

/** The endpoints of today's API, as the route table has them. */
export function endpointReference(): string {
  const rows: string[] = [];
  for (const route of TODAY_ROUTES) {
    for (const [method, endpoint] of Object.entries(route.methods)) {
      if (!endpoint) continue;
      const products = endpoint.product === undefined ? [] : typeof endpoint.product === 'string' ? [endpoint.product] : endpoint.product;
      const product = products.length ? products.map((p) => PRODUCTS[p].name).join(' or ') : '—';
      const cells = [
        method,
        `\`${route.path.replace(/:(\w+)/g, '{$1}')}\``,
        route.versioned ? 'yes' : 'no',
        (endpoint.scopes.length ? endpoint.scopes.map((s) => `\`${s}\``).join(' or ') : 'any member token') + (endpoint.application ? ' (an application token, 2-legged)' : ''),
        escape(product),
        `\`${endpoint.resource ?? route.resource}.${endpoint.access}.${route.versioned ? '{version}' : 'NO_VERSION'}\``,
        endpoint.projects ? 'yes' : 'no',
      ];
      rows.push(`| ${cells.join(' | ')} |`);
    }
  }
  return `| method | path | LinkedIn-Version | permission | product | 403 names | projection |\n|---|---|---|---|---|---|---|\n${rows.join('\n')}`;
}

/**
 * The Markdown of the generated part of docs/v2.md.
 * @example todayReference().startsWith('### Endpoints') // true
 */
export function todayReference(): string {
  const seen = new Set<string>();
  const sections: string[] = [`### Endpoints\n\n${endpointReference()}`];
  const visit = (table: RecordTable<any>) => {
    if (seen.has(table.type)) return;
    seen.add(table.type);
    sections.push(`### ${table.type}\n\nSource: ${table.source}\n\n${recordTable(table)}`);
    for (const def of Object.values(table.fields)) if (def.sub) visit(def.sub);
  };
  RECORDS.forEach(visit);
  return sections.join('\n\n');
}
