import type { AppRecord } from '../../store/types.js';
import type { Directory } from '../../store/directory.js';
import { InvalidClient, InvalidRequest } from '../errors.js';
import { paramProblem, readParam } from './readParam.js';
import { constantEquals } from '../../crypto/constantEquals.js';

/** client_id and client_secret from `Authorization: Basic`, each form-urlencoded first (RFC 6749 2.3.1). */
function basicCredentials(header: string): { id: string; secret: string } {
  let decoded: string;
  try {
    decoded = atob(header.slice(6).trim());
  } catch {
    throw new InvalidClient('The Authorization: Basic header is not valid base64 of client_id:client_secret.', true);
  }
  const colon = decoded.indexOf(':');
  if (colon === -1) throw new InvalidClient('The Authorization: Basic header must hold client_id:client_secret.', true);
  try {
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return { id: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)) };
  } catch {
    throw new InvalidClient('The Authorization: Basic header has a bad percent-escape in client_id or client_secret.', true);
  }
}

/**
 * Authenticates the client: client_id and client_secret in the parameters (the spec's way) or
 * by HTTP Basic (RFC 6749 2.3.1), never both. client_id missing, empty or repeated →
 * invalid_request; unknown client_id, or client_secret missing, empty or wrong → invalid_client
 * (401, RFC 6749 5.2).
 */
export function clientAuthenticationRule(request: Request, params: URLSearchParams, directory: Directory): AppRecord {
  const header = request.headers.get('authorization');
  const basic = header !== null && /^basic /i.test(header);
  let id: string;
  let secret: string;
  if (basic) {
    if (params.has('client_secret')) {
      throw new InvalidRequest('The client sent its secret both with HTTP Basic and as client_secret; use one way only (RFC 6749 2.3.1).');
    }
    ({ id, secret } = basicCredentials(header));
    const bodyId = readParam(params, 'client_id');
    if (bodyId.kind === 'ok' && bodyId.value !== id) throw new InvalidRequest('The client_id parameter differs from the client_id in the Authorization: Basic header.');
    if (!id) throw new InvalidRequest('The client_id in the Authorization: Basic header is empty; it is required (the API key of your application).');
  } else {
    const readId = readParam(params, 'client_id');
    if (readId.kind !== 'ok') throw new InvalidRequest(paramProblem('client_id', readId, 'the API key of your application'));
    id = readId.value;
    const readSecret = readParam(params, 'client_secret');
    if (readSecret.kind === 'repeated') throw new InvalidRequest(paramProblem('client_secret', readSecret, 'the secret key of your application'));
    if (readSecret.kind !== 'ok') {
      throw new InvalidClient(`The client_secret is ${readSecret.kind}; send the secret key of your application as client_secret (or by HTTP Basic).`);
    }
    secret = readSecret.value;
  }
  const app = directory.apps.get(id);
  if (!app) throw new InvalidClient(`The client_id '${id}' is not the API key of any registered application.`, basic);
  if (!secret) throw new InvalidClient('The client secret in the Authorization: Basic header is empty.', basic);
  if (!constantEquals(secret, app.secretKey)) throw new InvalidClient(`The client_secret is not the secret key of the application '${id}'.`, basic);
  return app;
}
