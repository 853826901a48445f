// The chainable object every IN.API resource call returns. The call fires once, after the
// current script turn, when result() or error() is first called, so both can be chained.
import { CallState, Plan, PlannedRequest, RESOURCES } from './resources';
import { ErrorPayload, errorPayload } from '../transport/errorPayload';
import { isArray, toArray } from '../compat/array';
import { extend } from '../compat/object';
import { trim } from '../compat/string';
import { parseJson } from '../compat/json';
import { logError } from '../compat/log';
import { Transport } from '../transport/types';
import { API_TIMEOUT_MS } from '../env/env';
import { noApiKey } from '../env/apiKeyMissing';

var METHODS = /^(GET|POST|PUT|DELETE)$/;
var JSON_TEXT = /^\s*[\[{"]/;


type Callback = (value: any) => void;

/** What IN.API needs of the member's session (auth/session.ts apiSession). */
export interface ApiSession {
  /** The token calls may use now, or '' (not signed in, or the session expired). */
  token(): string;
  /** The service answered 401 to `token`. */
  refused(token: string): void;
}

/** Everything a call needs from the framework, so ApiCall stays testable on its own. */
export interface CallContext {
  IN: any;
  transport(): Transport;
  session: ApiSession;
}

function listArgs(args: ArrayLike<any>): any[] {
  return args.length === 1 && isArray(args[0]) ? toArray(args[0] as any[]) : toArray(args);
}

export class ApiCall {
  private s: CallState;
  private onResult: [Callback, any] | null = null;
  private onError: [Callback, any] | null = null;
  private fired = false;
  private problem = '';

  constructor(private kind: string, private ctx: CallContext, initial: ArrayLike<any>) {
    this.s = { ids: [], fields: [], params: {}, method: 'GET', body: null, url: '' };
    if (kind === 'Raw') {
      if (initial.length) this.url(initial[0]);
    } else if (initial.length) this.ids(listArgs(initial));
  }

  /** Member ids: "me", ids, "url=<public profile URL>"; an array or an argument list. */
  ids(...ids: any[]): this {
    this.s.ids = this.s.ids.concat(listArgs(ids));
    return this;
  }

  /** Fields to return: camelCase or dashed names, sub-selectors, arrays or argument lists. */
  fields(...fields: any[]): this {
    this.s.fields = this.s.fields.concat(listArgs(fields));
    return this;
  }

  /** Query parameters; an array value repeats the name. */
  params(params: { [name: string]: any }): this {
    extend(this.s.params, params || {});
    return this;
  }

  /** HTTP method for Raw: GET (default), POST, PUT or DELETE. */
  method(method: string): this {
    var upper = trim(String(method)).toUpperCase();
    if (!METHODS.test(upper)) this.problem = 'Unsupported method "' + method + '": use GET, POST, PUT or DELETE.';
    else this.s.method = upper;
    return this;
  }

  /** Request body for POST and PUT: JSON text, or a URL-encoded form. */
  body(body: string): this {
    this.s.body = body == null ? null : String(body);
    return this;
  }

  /** Raw only: the path under the API, such as "/people/~/shares". */
  url(url: string): this {
    this.s.url = String(url == null ? '' : url);
    return this;
  }

  /** Fires the call; `callback` gets the result, with `this` = scope (window by default). */
  result(callback?: Callback, scope?: any): this {
    if (callback) this.onResult = [callback, scope];
    return this.fire();
  }

  /** Fires the call; `callback` gets an error payload when it fails. */
  error(callback?: Callback, scope?: any): this {
    if (callback) this.onError = [callback, scope];
    return this.fire();
  }

  private fire(): this {
    if (this.fired) return this;
    this.fired = true;
    var self = this;
    setTimeout(function () {
      self.run();
    }, 0);
    return this;
  }

  private run(): void {
    var IN = this.ctx.IN;
    if (this.kind !== 'Raw' && (this.s.method !== 'GET' || this.s.body !== null)) {
      this.problem = this.problem || 'IN.API.' + this.kind + ' only reads (GET); use IN.API.Raw for ' + this.s.method + ' requests and bodies.';
    }
    if (this.problem) return this.fail(errorPayload(400, this.problem));
    if (!IN.ENV.auth.api_key) {
      return this.fail(errorPayload(401, noApiKey('IN.API')));
    }
    var token = this.ctx.session.token();
    if (!token) {
      return this.fail(errorPayload(401, 'The member is not signed in, or the session expired: call IN.User.authorize() first.'));
    }
    var plan: Plan;
    try {
      plan = RESOURCES[this.kind](this.s);
    } catch (message) {
      if (typeof message !== 'string') throw message;
      return this.fail(errorPayload(400, message));
    }
    this.send(plan, token);
  }

  private send(plan: Plan, token: string): void {
    var self = this;
    var answers: any[] = [];
    var left = plan.requests.length;
    var failed = false;
    var each = function (index: number, request: PlannedRequest) {
      self.request(request, token, function (status, answer) {
        if (failed) return;
        if (status < 200 || status > 299) {
          failed = true;
          if (status === 401) self.ctx.session.refused(token);
          return self.fail(answer);
        }
        answers[index] = answer;
        if (--left === 0) self.succeed(plan.shape(answers));
      });
    };
    for (var i = 0; i < plan.requests.length; i++) each(i, plan.requests[i]);
  }

  private request(planned: PlannedRequest, token: string, done: (status: number, answer: any) => void): void {
    var env = this.ctx.IN.ENV;
    var headers: { [name: string]: string } = { Authorization: 'Bearer ' + token, 'x-li-format': 'json' };
    if (planned.body !== undefined) {
      headers['Content-Type'] = JSON_TEXT.test(planned.body) ? 'application/json' : 'application/x-www-form-urlencoded';
    }
    var finished = false;
    var timeout = (env.api && env.api.timeout) || API_TIMEOUT_MS;
    var timer = setTimeout(function () {
      finished = true;
      done(0, errorPayload(0, 'The API did not answer within ' + timeout / 1000 + ' seconds (' + planned.method + ' ' + planned.path + ').'));
    }, timeout);
    this.ctx.transport()({ method: planned.method, url: env.url.base + planned.path, headers: headers, body: planned.body }, function (status, text) {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      done(status, readAnswer(status, text, planned));
    });
  }

  private succeed(value: any): void {
    if (this.onResult) call(this.onResult, value, 'result');
  }

  private fail(payload: ErrorPayload): void {
    if (this.onError) call(this.onError, payload, 'error');
    else logError('IN.API.' + this.kind + ' failed (' + payload.status + '): ' + payload.message);
  }
}

function call(handler: [Callback, any], value: any, what: string): void {
  try {
    handler[0].call(handler[1] || window, value);
  } catch (e) {
    logError('an IN.API ' + what + ' callback threw: ' + ((e as Error) && (e as Error).message), e);
  }
}

/** Turns a transport answer into a result or an error payload. */
function readAnswer(status: number, text: string, planned: PlannedRequest): any {
  if (status === 0) return errorPayload(0, 'Could not reach the API (' + planned.method + ' ' + planned.path + '): network error or blocked request.');
  var body: any;
  if (text) {
    try {
      body = parseJson(text);
    } catch (e) {
      body = undefined;
    }
  }
  if (status >= 200 && status <= 299) return body;
  if (body && typeof body === 'object' && body.message !== undefined) return body;
  return errorPayload(status, 'The API answered ' + status + ' to ' + planned.method + ' ' + planned.path + '.');
}
