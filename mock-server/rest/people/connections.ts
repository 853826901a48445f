// GET /v1/people/~/connections (r_network): the member's first-degree connections, paged,
// sorted by last then first name, each person with the selected fields.
import type { Route, RestCall } from '../router.js';
import type { MemberRecord } from '../../store/types.js';
import { selectFields } from '../fieldSelector.js';
import { LIST_PERSON_FIELDS, personTable } from './personFields.js';
import { checkSelection } from '../fieldTable.js';
import { personView, requireSelf, resolvePerson } from './resolvePerson.js';
import { page, parsePaging } from '../paging.js';
import { CONNECTIONS_DEFAULT_COUNT } from '../../defaults.js';

/** Connections of a member, in the order the API lists them. */
export function sortedConnections(call: RestCall, memberId: string): MemberRecord[] {
  return call.ctx.network
    .connectionsOf(memberId)
    .map((id) => call.ctx.directory.members.get(id))
    .filter((m): m is MemberRecord => !!m)
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id));
}

function connections(call: RestCall) {
  const paging = parsePaging(call.url.searchParams, CONNECTIONS_DEFAULT_COUNT);
  const member = resolvePerson(call, call.params.person);
  requireSelf(call, member, 'the connections');
  const fields = call.fields ?? selectFields(...LIST_PERSON_FIELDS);
  checkSelection(personTable, fields);
  return { root: 'connections', body: page(sortedConnections(call, member.id), paging, 'person', (m) => personView(call, m, fields)) };
}

export const connectionRoutes: Route[] = [
  { path: '/v1/people/:person/connections', methods: { GET: { scopes: ['r_network'], selector: true, handle: connections } } },
];
