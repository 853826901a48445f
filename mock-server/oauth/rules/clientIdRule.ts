import type { AppRecord } from '../../store/types.js';
import type { Directory } from '../../store/directory.js';
import { InvalidClient, InvalidRequest } from '../errors.js';
import { paramProblem, readParam } from './readParam.js';

/**
 * client_id must be present once, not empty, and the API key of a registered app (spec:
 * "client_id missing, empty, invalid, repeated → Error"). On the authorization endpoint these
 * errors show a page and never redirect (RFC 6749 4.1.2.1).
 */
export function clientIdRule(params: URLSearchParams, directory: Directory): AppRecord {
  const read = readParam(params, 'client_id');
  if (read.kind !== 'ok') throw new InvalidRequest(paramProblem('client_id', read, 'the API key of your application'));
  const app = directory.apps.get(read.value);
  if (!app) throw new InvalidClient(`The client_id '${read.value}' is not the API key of any registered application. Copy the API key from your application's settings.`);
  return app;
}
