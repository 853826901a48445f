import type { Directory } from '../../store/directory.js';
import type { AppRecord } from '../../store/types.js';
import { ConsumerKeyUnknown } from '../errors.js';

/**
 * The consumer key is the API key of a registered application: one key and secret serve both
 * protocols, as on the real service.
 */
export function consumerRule(directory: Directory, consumerKey: string): AppRecord {
  const app = directory.apps.get(consumerKey);
  if (!app) throw new ConsumerKeyUnknown(consumerKey);
  return app;
}
