import { settingsOf, type MockContext } from '../context/context.js';
import { OAUTH1_TIMESTAMP_WINDOW_SECONDS } from '../defaults.js';
import type { AppRecord } from '../store/types.js';
import { httpsProblem } from '../oauth/rules/httpsProblem.js';
import type { SignedRequest } from './readSignedRequest.js';
import { protocolParamsRule, type ProtocolParams } from './rules/protocolParamsRule.js';
import { consumerRule } from './rules/consumerRule.js';
import { signatureRule } from './rules/signatureRule.js';
import { timestampRule } from './rules/timestampRule.js';
import { nonceRule } from './rules/nonceRule.js';

/** What a request's token is, as the endpoint sees it: the secret to sign with, and what the endpoint needs of it. */
export interface TokenLookup<T> {
  secret: string;
  value: T;
}

/** A request whose signature, timestamp and nonce the service accepted. */
interface VerifiedRequest<T> {
  app: AppRecord;
  params: ProtocolParams;
  token: T;
}

/**
 * Checks a signed request in the order every OAuth 1.0a endpoint shares: the protocol
 * parameters, the consumer, the token (`tokenOf` finds its secret, or throws the endpoint's own
 * problem, e.g. a request token where none belongs), the signature, the timestamp window and
 * last the nonce, so only an authentic, fresh request uses one up. The endpoint then checks the
 * token's state (expired, revoked, …) itself.
 * @example
 * const { app } = await verifySignedRequest(ctx, request, signed, (token) => ({ secret: '', value: null }));
 */
export async function verifySignedRequest<T>(
  ctx: MockContext,
  request: Request,
  signed: SignedRequest,
  tokenOf: (token: string | undefined, app: AppRecord) => TokenLookup<T>,
): Promise<VerifiedRequest<T>> {
  const params = protocolParamsRule(signed, httpsProblem(request, settingsOf(ctx).strictHttps));
  const app = consumerRule(ctx.directory, params.consumerKey);
  const token = tokenOf(params.token, app);
  await signatureRule(signed, params, app.secretKey, token.secret);
  timestampRule(params.timestamp, ctx.clock.now(), OAUTH1_TIMESTAMP_WINDOW_SECONDS);
  nonceRule(ctx.nonces, params, OAUTH1_TIMESTAMP_WINDOW_SECONDS);
  return { app, params, token: token.value };
}
