// GET /v1/people/~/connections (r_network): the member's first-degree connections, paged,
// sorted by last then first name, each person with the selected fields (docs/rest.md "Sources").
// `modified-since=<ms>` keeps the connections made or whose profile changed since then;
// `modified=new` only those made since, `modified=updated` only those whose profile changed.
import type { Route, RestCall } from '../pipeline/router.js';
import type { MemberRecord } from '../../store/types.js';
import { selectFields } from '../format/fieldSelector.js';
import { LIST_PERSON_FIELDS, personTable } from './personFields.js';
import { checkSelection } from '../format/fieldTable.js';
import { personView, requireSelf, resolvePerson } from './resolvePerson.js';
import { page, parsePaging } from '../input/paging.js';
import { CONNECTIONS_DEFAULT_COUNT } from '../../defaults.js';
import { BadRequest } from '../../api/errors.js';
import { oneOfParam, timeParam } from '../input/queryParams.js';
import { pairKey } from '../../store/network.js';

const MODIFIED = ['new', 'updated'] as const;

/** The `modified` / `modified-since` filter of a request, or undefined when it has none. */
function modifiedFilter(call: RestCall, memberId: string): ((m: MemberRecord) => boolean) | undefined {
  const params = call.url.searchParams;
  const from = timeParam(params, 'modified-since');
  const kind = oneOfParam(params, 'modified', MODIFIED);
  if (from === undefined) {
    if (kind !== undefined) throw new BadRequest("'modified' needs 'modified-since', a time in milliseconds since 1970.");
    return undefined;
  }
  const isNew = (m: MemberRecord) => (call.ctx.network.connectedAt.get(pairKey(memberId, m.id)) ?? 0) >= from;
  const isUpdated = (m: MemberRecord) => typeof m.lastModifiedTimestamp === 'number' && m.lastModifiedTimestamp >= from;
  if (kind === 'new') return isNew;
  if (kind === 'updated') return isUpdated;
  return (m) => isNew(m) || isUpdated(m);
}

/** Connections of a member, in the order the API lists them. */
function sortedConnections(call: RestCall, memberId: string): MemberRecord[] {
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
  const modified = modifiedFilter(call, member.id);
  const list = sortedConnections(call, member.id).filter((m) => !modified || modified(m));
  return { root: 'connections', body: page(list, paging, 'person', (m) => personView(call, m, fields)) };
}

export const connectionRoutes: Route[] = [
  { path: '/v1/people/:person/connections', methods: { GET: { scopes: ['r_network'], selector: true, handle: connections } } },
];
