// The app's id in LinkedIn's developer portal, which `urn:li:developerApplication:{id}` names (the
// key of an event subscription, docs/webhooks.md). It is the fixture's `applicationId` (give the
// id your code is configured with), else a 9-digit number derived from the API key, the same on
// every run. It is not the client id.
import type { AppRecord } from '../store/types.js';

/**
 * @example applicationIdOf({ ...app, applicationId: '211439663' }) // '211439663'
 * @example applicationIdOf(demoApp) // a 9-digit id derived from 'demo-api-key'
 */
export function applicationIdOf(app: Pick<AppRecord, 'apiKey' | 'applicationId'>): string {
  if (app.applicationId) return app.applicationId;
  // FNV-1a over the key's UTF-16 units: small, stable, spread enough for a handful of apps.
  let hash = 0x811c9dc5;
  for (let i = 0; i < app.apiKey.length; i++) hash = Math.imul(hash ^ app.apiKey.charCodeAt(i), 0x01000193) >>> 0;
  return String(100_000_000 + (hash % 900_000_000));
}

/** `urn:li:developerApplication:{id}`. */
export function developerApplicationUrn(app: Pick<AppRecord, 'apiKey' | 'applicationId'>): string {
  return `urn:li:developerApplication:${applicationIdOf(app)}`;
}
