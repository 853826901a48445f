import { logError } from '../compat/log';

/** What the page is told when `what` (IN.API, IN.User.authorize, …) is used without an API key. */
export function noApiKey(what: string): string {
  return what + ' needs an API key: add "api_key: YOUR_KEY" to the in.js tag or IN.init().';
}

/** True, with that message in the console, when the page gave no api_key. */
export function apiKeyMissing(IN: any, what: string): boolean {
  if (IN.ENV.auth.api_key) return false;
  logError(noApiKey(what));
  return true;
}
