import type { AppRecord } from '../../store/types.js';
import type { Directory } from '../../store/directory.js';
import { InvalidClient, InvalidRequest } from '../errors.js';
import { paramProblem, readParam } from './readParam.js';
import { constantEquals } from '../../crypto/constantEquals.js';
import { noteRequest } from '../../http/requestNotes.js';

/** LinkedIn's description of a required parameter the request does not carry. */
export function requiredParameterMissing(name: string): string {
  return `A required parameter "${name}" is missing`;
}

/**
 * Authenticates the client the one way LinkedIn reads it: client_id and client_secret among the
 * parameters (form body, or the query on the legacy path). An `Authorization: Basic` header is not
 * read, as on the real service: credentials sent only there answer `invalid_request` `A required
 * parameter "client_id" is missing` (or `"client_secret"` when only the id is in the body; scribejava
 * #822, authlib/loginpass#6, teranetsrl/oauth2_client#171); the journal notes the header. client_id
 * empty or repeated → invalid_request; unknown client_id, or client_secret empty or wrong →
 * invalid_client (401, RFC 6749 5.2).
 */
export function clientAuthenticationRule(request: Request, params: URLSearchParams, directory: Directory): AppRecord {
  const header = request.headers.get('authorization');
  if (header !== null && /^basic /i.test(header)) {
    noteRequest(request, 'The Authorization: Basic header was not read: LinkedIn takes client_id and client_secret only as parameters (the form body). Send them there (simple-oauth2: authorizationMethod "body"; openid-client: ClientSecretPost).');
  }
  const readId = readParam(params, 'client_id');
  if (readId.kind === 'missing') throw new InvalidRequest(requiredParameterMissing('client_id'));
  if (readId.kind !== 'ok') throw new InvalidRequest(paramProblem('client_id', readId, 'the API key of your application'));
  const readSecret = readParam(params, 'client_secret');
  if (readSecret.kind === 'missing') throw new InvalidRequest(requiredParameterMissing('client_secret'));
  if (readSecret.kind === 'repeated') throw new InvalidRequest(paramProblem('client_secret', readSecret, 'the secret key of your application'));
  const app = directory.apps.get(readId.value);
  if (!app) throw new InvalidClient(`The client_id '${readId.value}' is not the API key of any registered application.`);
  if (readSecret.kind === 'empty') throw new InvalidClient('The client_secret is empty; send the secret key of your application as client_secret.');
  if (!constantEquals(readSecret.value, app.secretKey)) throw new InvalidClient(`The client_secret is not the secret key of the application '${readId.value}'.`);
  return app;
}
