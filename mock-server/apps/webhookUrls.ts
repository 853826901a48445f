// What a webhook URL an app registers must be (Webhook validation,
// https://learn.microsoft.com/en-us/linkedin/shared/api-guide/webhook-validation): HTTPS ("Non-HTTPS
// URLs are not supported"), and not an ngrok tunnel ("ngrok URIs are not supported"). The mock also
// takes plain http on this machine (127.0.0.1, localhost, [::1]): a team's receiver under test,
// as it takes plain-http redirect URLs there (docs/webhooks.md "Registering").
import { isLoopbackHost, isServiceHostName } from '../http/serviceHosts.js';

/** Host names of ngrok's tunnels, which LinkedIn refuses. */
const NGROK = /(^|\.)ngrok(-free)?\.(io|app|dev)$/i;

/**
 * Why `url` cannot be registered as a webhook, or null.
 * @example webhookUrlProblem('https://hooks.example/linkedin') // null
 * @example webhookUrlProblem('https://ab12.ngrok-free.app/hook') // "… ngrok URIs are not supported …"
 */
export function webhookUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `'${url}' is not an absolute URL; a webhook is an https URL such as https://hooks.example/linkedin.`;
  }
  if (parsed.hash || url.includes('#')) return `'${url}' has a fragment; a webhook URL must not.`;
  if (parsed.username || parsed.password) return `'${url}' carries a user name or password; a webhook URL must not.`;
  const local = isLoopbackHost(parsed.hostname);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && local)) {
    return `'${url}' is not https; LinkedIn supports only HTTPS webhooks (the mock also takes plain http on this machine: 127.0.0.1, localhost).`;
  }
  if (NGROK.test(parsed.hostname)) return `'${url}' is an ngrok tunnel; LinkedIn answers "ngrok URIs are not supported". Test the receiver against the mock instead (docs/webhooks.md).`;
  if (isServiceHostName(parsed.hostname)) return `'${url}' is on one of LinkedIn's own host names; a webhook is the app's own server.`;
  return null;
}
