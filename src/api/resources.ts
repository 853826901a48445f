// How each IN.API resource call turns into REST requests and how its result is shaped, per the
// spec's table and the original's result shapes (reference 2.1).
import { fieldList, selector } from './fields';
import { withQuery, queryString } from '../compat/queryString';
import { trim } from '../compat/string';

/** What a call has collected through its chain methods. */
export interface CallState {
  _ids: string[];
  _fields: any[];
  _params: { [name: string]: any };
  _method: string;
  _body?: string | null;
  _url?: string;
}

/** One REST request a call makes. */
export interface PlannedRequest {
  _method: string;
  /** Path under the API base, starting with "/v1" or "/v2". */
  _path: string;
  _body?: string;
}

export interface Plan {
  _requests: PlannedRequest[];
  /** Builds what the result callback receives from the parsed answers, in request order (default: the first answer). */
  _shape?(answers: any[]): any;
}

/** Default fields of Profile (and Connections) when .fields() is not used. */
var DEFAULT_FIELDS = ['id', 'firstName', 'lastName', 'headline', 'pictureUrl'];

/** A thrown string is a misuse message for the error callback; ApiCall puts "IN.API.<name> " in front. */
function misuse(message: string): never {
  throw message;
}

/** The REST path segment for a member id: `~`, `id=…` or `url=…`. */
export function memberPath(id: string): string {
  var value = trim(String(id));
  if (value === 'me' || value === '~') return '/people/~';
  if (value.substring(0, 4) === 'url=') return '/people/url=' + encodeURIComponent(value.substring(4));
  if (value.substring(0, 3) === 'id=') value = value.substring(3);
  if (!value) misuse('got an empty member id: use "me", an id or "url=…".');
  return '/people/id=' + encodeURIComponent(value);
}

function onlyMe(name: string, state: CallState): void {
  for (var i = 0; i < state._ids.length; i++) {
    if (state._ids[i] !== 'me') misuse('takes only "me", not "' + state._ids[i] + '".');
  }
}

function fieldsOr(state: CallState, defaults: string[]): string {
  var list = fieldList(state._fields);
  return selector(list.length ? list : fieldList(defaults));
}

function get(path: string, state: CallState): PlannedRequest {
  return { _method: 'GET', _path: '/v1' + withQuery(path, queryString(state._params)) };
}

/** Plans for every resource call, by name. */
export var RESOURCES: { [name: string]: (state: CallState) => Plan } = {
  Profile: function (state) {
    var ids = state._ids.length ? state._ids : ['me'];
    var fields = fieldsOr(state, DEFAULT_FIELDS);
    var requests: PlannedRequest[] = [];
    for (var i = 0; i < ids.length; i++) requests.push(get(memberPath(ids[i]) + fields, state));
    return {
      _requests: requests,
      _shape: function (answers) {
        return { _total: answers.length, values: answers };
      },
    };
  },

  Connections: function (state) {
    onlyMe('Connections', state);
    return { _requests: [get('/people/~/connections' + fieldsOr(state, DEFAULT_FIELDS), state)] };
  },

  NetworkUpdates: function (state) {
    onlyMe('NetworkUpdates', state);
    return { _requests: [get('/people/~/network/updates', state)] };
  },

  MemberUpdates: function (state) {
    if (state._ids.length > 1) misuse('takes one id.');
    var request = get(memberPath(state._ids[0] || 'me') + '/network/updates', state);
    request._path = withQuery(request._path, 'scope=self');
    return { _requests: [request] };
  },

  PeopleSearch: function (state) {
    if (state._ids.length) misuse('takes no ids.');
    if (state._params.facet || state._params.facets) misuse('takes no facets: use IN.API.Raw.');
    var people = fieldsOr(state, DEFAULT_FIELDS);
    return {
      _requests: [get('/people-search:(people' + people + ',num-results)', state)],
      _shape: function (answers) {
        var found = answers[0] || {};
        if (found.numResults === undefined && found.people) found.numResults = found.people._total;
        return found;
      },
    };
  },

  Raw: function (state) {
    var url = trim(state._url || '');
    if (!url) misuse('needs a path such as "/people/~".');
    if (/^[a-z][a-z0-9+.\-]*:/i.test(url)) misuse('takes a path, not a URL.');
    if (url.charAt(0) !== '/') url = '/' + url;
    if (!/^\/v\d+\//.test(url)) url = '/v1' + url;
    var request: PlannedRequest = { _method: state._method, _path: withQuery(url, queryString(state._params)) };
    if (state._method !== 'GET' && state._method !== 'DELETE' && state._body != null) request._body = state._body;
    return { _requests: [request] };
  },
};
