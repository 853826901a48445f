import { isOAuthHeader, oauthHeaderParams } from './oauthHeaderParams.js';
import { baseStringUri } from './addressedUrl.js';
import { ParameterRejected } from './errors.js';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Where the protocol parameters came from (RFC 5849 3.5: one and only one of the three), or `none`. */
export type Transport = 'header' | 'body' | 'query' | 'none';

/** A request read as RFC 5849 reads it, before anything is checked against the service's state. */
export interface SignedRequest {
  /** The HTTP method in upper case. */
  method: string;
  /** The base string URI the client signed (addressedUrl.ts). */
  baseUri: string;
  /** Every parameter the signature covers (RFC 5849 3.4.1.3.1), decoded; oauth_signature left out. */
  params: [string, string][];
  /** The protocol parameters (`oauth_*`), each sent once. */
  oauth: Map<string, string>;
  /** The request's other parameters from the query and a form body (scope, xoauth_oauth2_access_token, …). */
  other: URLSearchParams;
  transport: Transport;
}

/** True for the protocol parameters (RFC 5849 3.1: their names begin with `oauth_`). */
function isProtocolParam(name: string): boolean {
  return name.startsWith('oauth_');
}

/**
 * Reads the parameters of a request (RFC 5849 3.4.1.3.1): the Authorization: OAuth header
 * (realm left out), the query string (form-decoded: `+` is a space) and a form body (only with
 * Content-Type application/x-www-form-urlencoded; an XML or JSON body is not signed). Protocol
 * parameters must come in exactly one of the three and each at most once, else
 * ParameterRejected. Reads the body from a clone, so the request can still be read.
 * @example const signed = await readSignedRequest(request); signed.oauth.get('oauth_consumer_key')
 */
export async function readSignedRequest(request: Request): Promise<SignedRequest> {
  const header = request.headers.get('authorization');
  const sources: Record<Exclude<Transport, 'none'>, [string, string][]> = {
    header: isOAuthHeader(header) ? oauthHeaderParams(header) : [],
    query: [...new URL(request.url).searchParams],
    body: [],
  };
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === FORM_TYPE && request.body) sources.body = [...new URLSearchParams(await request.clone().text())];

  const carrying = (['header', 'body', 'query'] as const).filter((source) => sources[source].some(([name]) => isProtocolParam(name)));
  if (carrying.length > 1) {
    const names = [...new Set(sources[carrying[1]!].filter(([name]) => isProtocolParam(name)).map(([name]) => name))];
    throw new ParameterRejected(
      names,
      `The OAuth parameters were sent both in the ${carrying.join(' and in the ')}; send them in one place only, preferably the Authorization: OAuth header (RFC 5849 3.5).`,
    );
  }
  const source = carrying[0];
  const oauth = new Map<string, string>();
  if (source) {
    for (const [name, value] of sources[source]) {
      if (!isProtocolParam(name)) continue;
      if (oauth.has(name)) throw new ParameterRejected([name], `The parameter ${name} appears more than once; send each OAuth parameter once (RFC 5849 3.1).`);
      oauth.set(name, value);
    }
  }
  const all = [...sources.header, ...sources.query, ...sources.body];
  return {
    method: request.method.toUpperCase(),
    baseUri: baseStringUri(request),
    params: all.filter(([name]) => name !== 'oauth_signature'),
    oauth,
    other: new URLSearchParams([...sources.query, ...sources.body].filter(([name]) => !isProtocolParam(name))),
    transport: source ?? 'none',
  };
}
