// Declarations of the `IN` global that dist/in.js defines: every call, option and callback
// shape of the framework. Use with `/// <reference types="in-js" />`.

declare namespace IN {
  /** A settings value as the script tag or IN.init gives it. */
  interface Settings {
    api_key?: string;
    /** Comma-separated global function names (dotted paths allowed). */
    onLoad?: string;
    authorize?: boolean | 'true' | 'false';
    lang?: string;
    /** Scope names, space or comma separated. */
    scope?: string;
    credentials_cookie?: boolean | 'true' | 'false';
    credentials_cookie_crc?: boolean | 'true' | 'false';
    /** "<start> <end>", e.g. "{{ }}". */
    templateMarkers?: string;
    statistics?: boolean | 'true' | 'false';
    /** REST API base (default: the origin in.js came from). */
    base_url?: string;
    /** Authorization server (default: the origin in.js came from). */
    auth_url?: string;
    /** Where the framework's windows and widgets are served (default: the origin in.js came from). */
    sdk_url?: string;
  }

  /** What error callbacks receive: the service's error body, or one made by the framework in the same shape. */
  interface ErrorPayload {
    errorCode: number;
    message: string;
    requestId: string;
    /** HTTP status; 0 when the service could not be reached or did not answer in time. */
    status: number;
    timestamp: number;
    serviceErrorCode?: number;
  }

  /** A list as the API returns it; `_count` and `_start` when paged. */
  interface Collection<T> {
    _total: number;
    _count?: number;
    _start?: number;
    values: T[];
  }

  /** A member as the API returns it (camelCase v1 JSON); only the fields asked for are there. */
  interface Person {
    id?: string;
    firstName?: string;
    lastName?: string;
    headline?: string;
    pictureUrl?: string;
    siteStandardProfileRequest?: { url: string };
    [field: string]: any;
  }

  /** A network update (v1 JSON). */
  interface Update {
    updateKey?: string;
    updateType?: string;
    timestamp?: number;
    updateContent?: any;
    [field: string]: any;
  }

  interface PeopleSearchResult {
    people: Collection<Person>;
    numResults: number;
    [field: string]: any;
  }

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'get' | 'post' | 'put' | 'delete';
  type FieldSpec = string | string[] | { [field: string]: FieldSpec };
  type ParamValue = string | number | boolean | Array<string | number>;

  /** The chainable object every resource call returns. The call fires when result() or error() is called. */
  interface ApiCall<R> {
    /** "me", member ids, or "url=<public profile URL>"; an array or an argument list. */
    ids(...ids: Array<string | string[]>): this;
    /** camelCase or dashed names, sub-selectors ("location:(name)"), arrays or objects. */
    fields(...fields: FieldSpec[]): this;
    /** Query parameters; an array value repeats the name. */
    params(params: { [name: string]: ParamValue }): this;
    method(method: Method): this;
    /** POST/PUT body: JSON text (sent as JSON) or a URL-encoded form. */
    body(body: string): this;
    result(callback?: (this: any, result: R) => void, scope?: any): this;
    error(callback?: (this: any, error: ErrorPayload) => void, scope?: any): this;
  }

  interface RawCall extends ApiCall<any> {
    /** Path under the API without the version prefix, e.g. "/people/~/shares". */
    url(path: string): this;
  }

  namespace API {
    function Profile(...ids: Array<string | string[]>): ApiCall<Collection<Person>>;
    function Connections(...ids: Array<'me' | string[]>): ApiCall<Collection<Person>>;
    function MemberUpdates(...ids: Array<string | string[]>): ApiCall<Collection<Update>>;
    function NetworkUpdates(...ids: Array<'me' | string[]>): ApiCall<Collection<Update>>;
    function PeopleSearch(): ApiCall<PeopleSearchResult>;
    function Raw(url?: string): RawCall;
  }

  namespace User {
    function isAuthorized(): boolean;
    /** Returns true (and calls back at once) when already signed in, else opens the popup and returns false. */
    function authorize(callback?: (this: any, extra: object) => void, scope?: any): boolean;
    function logout(callback?: (this: any, extra: object) => void, scope?: any): void;
    function refresh(): void;
    function getMemberId(): string;
    function getUIMode(): 'window' | 'iframe';
  }

  type GlobalEventName = 'auth' | 'noAuth' | 'logout' | 'refresh' | 'frameworkLoaded' | 'systemReady';
  type EventTarget = typeof IN | Element | Window | string | UIObject<any> | Array<typeof IN | Element | string | UIObject<any>>;

  namespace Event {
    /** Global events on IN (case-sensitive names), DOM events on an element or id, or UI object events. */
    function on(target: typeof IN, name: GlobalEventName, callback: (this: any, ...args: any[]) => void, scope?: any, extraData?: object): void;
    function on(target: EventTarget, name: string, callback: (this: any, ...args: any[]) => void, scope?: any, extraData?: object): void;
    function onOnce(target: EventTarget, name: string, callback: (this: any, ...args: any[]) => void, scope?: any, extraData?: object): void;
    function remove(target: EventTarget, name: string, callback: (this: any, ...args: any[]) => void, scope?: any): void;
    function onDOMReady(callback: (this: any) => void, scope?: any): void;
  }

  /** A window of the framework (popup or frame). */
  interface UIObject<S> {
    params(params: { [name: string]: any }): this;
    /** Opens it: place() (document.body), place(node or id), place("in" | "before" | "after", node or id). */
    place(node?: Element | string): this;
    place(where: 'in' | 'before' | 'after', node: Element | string): this;
    success(callback: (this: any, result: S) => void, scope?: any): this;
    error(callback: (this: any, error: { error: string; message?: string }) => void, scope?: any): this;
    ready(callback: (this: any) => void, scope?: any): this;
    remove(): this;
  }

  interface ShareResult {
    updateKey: string;
    url: string;
    comment: string;
    visibility: 'anyone' | 'connections-only';
  }

  /** What IN.UI.Apply's success callbacks get: the event and the job's configuration (the parameters given). */
  interface ApplyResult {
    event: 'success';
    job: { [name: string]: string };
  }

  namespace UI {
    function Authorize(): UIObject<{ member_id: string }>;
    /** params({url}) names the page to share (default: this page). */
    function Share(): UIObject<ShareResult>;
    /**
     * The apply dialog: params({jobTitle, companyId or companyName, url, urlFormat, email, phone,
     * coverLetter, jobLocation, jobId, logo, themeColor}), the IN/Apply tag's configuration.
     */
    function Apply(): UIObject<ApplyResult>;
    function Logout(): UIObject<object>;
  }

  /** Renders framework tags (<script type="IN/Login">, <in:tag name="Share">…) inside node (default: document.body). */
  function parse(node?: Element): void;
  /** Registers a tag: `new ctor(element, attributes)` for each <script type="IN/name">. */
  function addTag(name: string, ctor: new (element: HTMLElement, attributes: { [name: string]: string }) => unknown): void;
  /** Starts the framework loaded with in.js?async=true. */
  function init(settings?: Settings): void;

  namespace Util {
    /** Compiles a <?js= ?> / <?js ?> template into a function of the data. */
    function createJSTemplate(text: string, markers?: string): (data: object) => string;
  }

  namespace ENV {
    const js: Settings;
    const auth: { oauth_token: string; member_id: string; api_key: string; oauth_expires_in?: number };
    const url: { sdk: string; auth: string; base: string; api: string };
    const ui: { popup_window_width: number; window_width: number };
    /** timeout: milliseconds an API call may take (default 30000). */
    const api: { timeout: number };
  }
}
