// The field reference of docs/rest.md, written from the field tables the handlers use, so the
// docs cannot drift from the service: one Markdown table per record (its fields in XML and JSON
// names, type and sub-fields, permission, notes) and one per sub-record, each with its source.
// fieldDocs.test.ts keeps docs/rest.md identical (regenerate with UPDATE_REST_DOCS=1).
import type { FieldDef, FieldTable } from './format/fieldTable.js';
import { toKebab } from './format/naming.js';
import { personTable } from './people/personFields.js';
import { shareTable } from './people/shareFields.js';
import { updateTable } from './activity/updateView.js';
import { searchTable } from './people/search.js';
import { companyTable } from './companies/companyFields.js';
import { companySearchTable } from './companies/companySearch.js';
import { commentTable, groupTable, postTable } from './groups/groupFields.js';
import { membershipTable } from './people/membershipFields.js';
import { mailboxItemTable } from './people/mailbox.js';
import { jobSearchTable } from './jobs/jobSearch.js';

/** The records of the reference, in the order the docs show them. */
const RECORDS: FieldTable<any>[] = [
  personTable, shareTable, updateTable, searchTable, companyTable, companySearchTable, jobSearchTable, groupTable, postTable, commentTable, membershipTable, mailboxItemTable,
];

const escape = (text: string) => text.replace(/\|/g, '\\|');

/** The type column of a field: a leaf type, a record, or a collection of them. */
function typeOf(def: FieldDef<unknown>): string {
  const one = def.sub ? (def.sub === personTable ? 'Person' : def.sub.type) : (def.type ?? 'object');
  const linked = def.sub ? `[${one}](#${one.toLowerCase()})` : one;
  return def.item ? `list of ${linked} (\`<${def.item}>\`)` : linked;
}

function tableOf(table: FieldTable<unknown>, withScope: boolean): string {
  const header = withScope
    ? '| XML | JSON | type | permission | fixtures | notes |\n|---|---|---|---|---|---|'
    : '| XML | JSON | type | notes |\n|---|---|---|---|';
  const rows = Object.entries(table.fields).map(([name, def]) => {
    const notes = [def.defaults ? `without \`:(…)\`: ${def.defaults.map(toKebab).join(', ')}` : '', def.keyed ? 'takes `::(keys)`' : '', def.params ? `takes ${def.params.map((p) => `\`;${p}=…\``).join(', ')}` : '', def.note ?? '']
      .filter(Boolean)
      .join('; ');
    // Person fields kept in the member record can be set by a fixture; the others the service works out.
    const stored = (def as FieldDef<unknown> & { stored?: boolean }).stored ? 'set' : 'worked out';
    const cells = [`\`${toKebab(name)}\``, `\`${name}\``, typeOf(def), ...(withScope ? [def.scope ?? '—', stored] : []), escape(notes)];
    return `| ${cells.join(' | ')} |`;
  });
  return `${header}\n${rows.join('\n')}`;
}

/**
 * The Markdown of the field reference.
 * @example fieldReference().startsWith('### Person') // true
 */
export function fieldReference(): string {
  // Small code tables of the same name (Action, MembershipState…) have the same shape: shown once.
  const seen = new Set<string>();
  const sections: string[] = [];
  const visit = (table: FieldTable<unknown>) => {
    if (seen.has(table.type)) return;
    seen.add(table.type);
    const source = table.source ? `\n\nSource: ${table.source}.` : '';
    const key = table.key ? '\n\nEach item carries its `_key` (XML attribute `key`) whatever the selector.' : '';
    sections.push(`### ${table.type}${source}${key}\n\n${tableOf(table, table === personTable)}`);
    for (const def of Object.values(table.fields)) if (def.sub) visit(def.sub);
  };
  for (const table of RECORDS) visit(table);
  return sections.join('\n\n');
}
