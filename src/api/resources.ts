// How each IN.API resource call turns into REST requests and how its result is shaped, per the
// spec's table and the original's result shapes (reference 2.1).
import { fieldList } from './fields';
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

/** The selector of the default fields of Profile, Connections and PeopleSearch when .fields() is not used. */
var DEFAULT_FIELDS = ':(id,first-name,last-name,headline,picture-url)';

/** The REST path segment for a member id: `~`, `id=…` or `url=…`. */
export function memberPath(id: string): string {
  var value = trim('' + id);
  if (value === 'me' || value === '~') return '/people/~';
  if (value.substring(0, 4) === 'url=') return '/people/url=' + encodeURIComponent(value.substring(4));
  if (value.substring(0, 3) === 'id=') value = value.substring(3);
  if (!value) throw 'got an empty member id: use "me", an id or "url=…".';
  return '/people/id=' + encodeURIComponent(value);
}

function onlyMe(state: CallState): void {
  for (var i = 0; i < state._ids.length; i++) {
    if (state._ids[i] !== 'me') throw 'takes only "me", not "' + state._ids[i] + '".';
  }
}

/** The field selector appended to a REST path, `:(id,first-name)`: the fields asked for, or the defaults. */
function fields(state: CallState): string {
  var list = fieldList(state._fields);
  return list.length ? ':(' + list.join(',') + ')' : DEFAULT_FIELDS;
}

/**
 * The request for `path` (under /v1 unless it names its version) with the call's method and
 * parameters, and its body where the method has one. ApiCall lets only Raw use other methods
 * than GET, or a body.
 */
function request(path: string, state: CallState): PlannedRequest {
  var method = state._method;
  var planned: PlannedRequest = { _method: method, _path: withQuery((/^\/v\d+\//.test(path) ? '' : '/v1') + path, queryString(state._params)) };
  if (method !== 'GET' && method !== 'DELETE' && state._body != null) planned._body = state._body;
  return planned;
}

/** A plan of one request; the result callback gets its answer as it is, or shaped by `shape`. */
function one(path: string, state: CallState, shape?: Plan['_shape']): Plan {
  return { _requests: [request(path, state)], _shape: shape };
}

/** Plans for every resource call, by name. A thrown string is a misuse message for the error callback; ApiCall puts "IN.API.<name> " in front. */
export var RESOURCES: { [name: string]: (state: CallState) => Plan } = {
  Profile: function (state) {
    var ids = state._ids.length ? state._ids : ['me'];
    var requests: PlannedRequest[] = [];
    for (var i = 0; i < ids.length; i++) requests.push(request(memberPath(ids[i]) + fields(state), state));
    return {
      _requests: requests,
      _shape: function (answers) {
        return { _total: answers.length, values: answers };
      },
    };
  },

  Connections: function (state) {
    onlyMe(state);
    return one('/people/~/connections' + fields(state), state);
  },

  NetworkUpdates: function (state) {
    onlyMe(state);
    return one('/people/~/network/updates', state);
  },

  MemberUpdates: function (state) {
    if (state._ids.length > 1) throw 'takes one id.';
    return one(memberPath(state._ids[0] || 'me') + '/network/updates?scope=self', state);
  },

  PeopleSearch: function (state) {
    if (state._ids.length) throw 'takes no ids.';
    if (state._params.facet || state._params.facets) throw 'takes no facets: use IN.API.Raw.';
    return one('/people-search:(people' + fields(state) + ',num-results)', state, function (answers) {
      var found = answers[0] || {};
      if (found.numResults === undefined && found.people) found.numResults = found.people._total;
      return found;
    });
  },

  Raw: function (state) {
    var url = trim(state._url || '');
    if (!url) throw 'needs a path such as "/people/~".';
    if (/^[a-z][a-z0-9+.\-]*:/i.test(url)) throw 'takes a path, not a URL.';
    return one(url.replace(/^\/?/, '/'), state);
  },
};
