/** One HTTP request to the REST API, as every transport takes it. */
export interface ApiRequest {
  _method: string;
  /** Absolute URL on the API host. */
  _url: string;
  /** Its path and query (what the proxy is asked to call). */
  _path: string;
  _headers: { [name: string]: string };
  _body?: string;
}

/**
 * Called once per request: the HTTP status (0 when no answer came) and the response text; or
 * 403 and `refusal`, the proxy's reason, when the proxy refused to make the call.
 */
export type Reply = (status: number, text: string, refusal?: string) => void;

export type Transport = (request: ApiRequest, reply: Reply) => void;
