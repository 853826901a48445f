// The chainable object every IN.API resource call returns. The call fires once, after the
// current script turn, when result() or error() is first called, so both can be chained.
import { CallState, Plan, RESOURCES } from './resources';
import { errorPayload } from './errorPayload';
import { extend } from '../compat/object';
import { each } from '../compat/array';
import { trim } from '../compat/string';
import { parseJson } from '../compat/json';
import { callSafely, logError } from '../compat/log';
import { ApiRequest, Transport } from '../transport/types';
import { API_TIMEOUT_MS } from '../env/env';
import { noApiKey } from '../env/apiKeyMissing';

var METHODS = /^(GET|POST|PUT|DELETE)$/;
var JSON_TEXT = /^\s*[\[{"]/;

type Callback = (value: any) => void;

/** What IN.API needs of the member's session (auth/session.ts apiSession). */
export interface ApiSession {
  /** The token calls may use now, or '' (not signed in, or the session expired). */
  _token(): string;
  /** The service answered 401 to `token`. */
  _refused(token: string): void;
}

/** Everything a call needs from the framework, so ApiCall stays testable on its own: the session, IN and the transport. */
export interface CallContext extends ApiSession {
  _IN: any;
  _transport(): Transport;
}

/** The chainable object of one call. It is its own CallState: RESOURCES read its _ids, _fields, _params, _method, _body, _url. */
export interface ApiCall extends CallState {
  /** Member ids: "me", ids, "url=<public profile URL>"; an array or an argument list. */
  ids(...ids: any[]): ApiCall;
  /** Fields to return: camelCase or dashed names, sub-selectors, arrays or argument lists. */
  fields(...fields: any[]): ApiCall;
  /** Query parameters; an array value repeats the name. */
  params(params: { [name: string]: any }): ApiCall;
  /** HTTP method for Raw: GET (default), POST, PUT or DELETE (checked when the call runs). */
  method(method: string): ApiCall;
  /** Request body for POST and PUT: JSON text, or a URL-encoded form. */
  body(body: string): ApiCall;
  /** Raw only: the path under the API, such as "/people/~/shares". */
  url(url: string): ApiCall;
  /** Fires the call; `callback` gets the result, with `this` = scope (window by default). */
  result(callback?: Callback, scope?: any): ApiCall;
  /** Fires the call; `callback` gets an error payload when it fails. */
  error(callback?: Callback, scope?: any): ApiCall;
}

/**
 * The factory of resource `kind`, IN.API.<kind>: each call of it makes a call object with its
 * arguments (ids, or Raw's path). The object's methods act on it whatever `this` is.
 */
export function callFactory(kind: string, ctx: CallContext): (...initial: any[]) => ApiCall {
  return function () {
    var initial = arguments;
    /** The result and error callbacks with their scopes, by kind. */
    var handlers: { [what: string]: [Callback, any] } = {};
    /** The timer that runs the call, once set (browsers number timers from 1). */
    var started: any;

    /** Keeps a callback and starts the call after the current script turn, once. */
    var listen = function (what: string, callback?: Callback, scope?: any): ApiCall {
      if (callback) handlers[what] = [callback, scope];
      // run ignores the lateness argument old Firefox passes.
      if (!started) started = setTimeout(run, 0);
      return call;
    };

    /** Calls the `what` callback ("result" or "error") with `value`; an error nobody listens to is logged. */
    var report = function (what: string, value: any): void {
      var handler = handlers[what];
      if (handler) callSafely(handler[0], handler[1] || window, [value], 'IN.API ' + what);
      else if (what === 'error') logError('IN.API.' + kind + ' failed (' + value.status + '): ' + value.message);
    };

    /** Checks the call, plans its requests and sends them (below), or fails with why not. */
    var run = function (): void {
      var token = ctx._token();
      var method = call._method;
      var status = 401;
      var plan: Plan | undefined;
      var problem = '';
      try {
        if (kind !== 'Raw' && (method !== 'GET' || call._body != null)) throw 'only reads: use IN.API.Raw.';
        if (!METHODS.test(method)) throw 'takes GET, POST, PUT or DELETE, not "' + method + '".';
        if (!ctx._IN.ENV.auth.api_key) problem = noApiKey('IN.API');
        else if (!token) problem = 'Not signed in: call IN.User.authorize().';
        else plan = RESOURCES[kind](call);
      } catch (message) {
        // A thrown string is a misuse message (above, resources.ts): a 400; anything else is a bug.
        if (typeof message !== 'string') throw message;
        status = 400;
        problem = 'IN.API.' + kind + ' ' + message;
      }
      if (problem) return report('error', errorPayload(status, problem));

      // Sends every planned request, each with the timeout; the result once all succeeded, the first failure otherwise.
      var env = ctx._IN.ENV;
      var timeout = env.api.timeout || API_TIMEOUT_MS;
      var answers: any[] = [];
      // Requests not answered yet; 0 once the call has reported, so later answers are ignored.
      var left = plan!._requests.length;
      each(plan!._requests as ApiRequest[], function (request, index) {
        var body = request._body;
        var headers: { [name: string]: string } = { Authorization: 'Bearer ' + token, 'x-li-format': 'json' };
        if (body !== undefined) headers['Content-Type'] = JSON_TEXT.test(body) ? 'application/json' : 'application/x-www-form-urlencoded';
        // " (GET /v1/people/~).", how the messages below end: they name the request.
        var what = ' (' + request._method + ' ' + request._path + ').';
        // A refusal (the proxy's, or the timeout's) is the error message itself.
        var done = function (status: number, text: string, refusal?: string) {
          if (!left) return;
          clearTimeout(timer);
          var answer: any;
          try {
            // Status 0 means no answer came: any text (a fragment frame's stray one) is not read.
            if (status) answer = parseJson(text);
          } catch (e) {
            // Not JSON (or no text): the status decides what the callbacks get.
          }
          if (status > 199 && status < 300) {
            answers[index] = answer;
            if (!--left) report('result', plan!._shape ? plan!._shape(answers) : answers[0]);
            return;
          }
          left = 0;
          if (status === 401) ctx._refused(token);
          report(
            'error',
            answer && answer.message !== undefined
              ? answer
              : errorPayload(status, refusal || (status ? 'The API answered ' + status : 'Network error or blocked request') + what),
          );
        };
        var timer = setTimeout(function () {
          done(0, '', 'No answer from the API in ' + timeout / 1000 + ' s' + what);
        }, timeout);
        // The planned request becomes the transport's: it gains the absolute URL and the headers.
        request._url = env.url.base + request._path;
        request._headers = headers;
        ctx._transport()(request, done);
      });
    };

    var call: ApiCall = {
      _ids: [],
      _fields: [],
      _params: {},
      _method: 'GET',
      ids: function () {
        // concat takes arrays apart: ids('a', 'b') and ids(['a', 'b']) alike.
        call._ids = call._ids.concat.apply(call._ids, arguments as any);
        return call;
      },
      fields: function () {
        call._fields = call._fields.concat.apply(call._fields, arguments as any);
        return call;
      },
      params: function (params) {
        extend(call._params, params || {});
        return call;
      },
      method: function (method) {
        call._method = trim('' + method).toUpperCase();
        return call;
      },
      body: function (body) {
        call._body = body == null ? null : '' + body;
        return call;
      },
      url: function (url) {
        call._url = url == null ? '' : '' + url;
        return call;
      },
      result: function (callback, scope) {
        return listen('result', callback, scope);
      },
      error: function (callback, scope) {
        return listen('error', callback, scope);
      },
    };
    if (initial.length) {
      if (kind === 'Raw') call.url(initial[0]);
      else call.ids.apply(call, initial as any);
    }
    return call;
  };
}
