// How a passport strategy's authenticate ended, run on one request as passport's middleware would
// run it: the real strategy (passport-linkedin-oauth2, passport-linkedin), with its actions caught.

/** The end of one authenticate: a redirect (its URL), a success (the user), a failure or an error. */
export interface Outcome {
  kind: 'redirect' | 'success' | 'fail' | 'error';
  url?: string;
  user?: any;
  error?: any;
}

/**
 * Runs `strategy.authenticate(req, options)` and resolves with how it ended.
 * @example await runStrategy(strategy, { query: {} }) // { kind: 'redirect', url: 'https://www.linkedin.com/oauth/v2/authorization?…' }
 */
export function runStrategy(strategy: any, req: object, options: object = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const s = Object.create(strategy);
    s.redirect = (url: string) => resolve({ kind: 'redirect', url });
    s.success = (user: unknown) => resolve({ kind: 'success', user });
    s.fail = (error: unknown) => resolve({ kind: 'fail', error });
    s.error = (error: unknown) => resolve({ kind: 'error', error });
    s.authenticate(req, options);
  });
}
