import type { NonceStore } from '../../store/nonces.js';
import type { ProtocolParams } from './protocolParamsRule.js';
import { NonceUsed } from '../errors.js';

/**
 * The combination of nonce, timestamp, consumer key and token has not been used before (RFC 5849
 * 3.2 and 3.3): a replayed request fails even with a valid signature. Only accepted, signed
 * requests record their nonce, so a request refused earlier can be fixed and sent again.
 */
export function nonceRule(nonces: NonceStore, params: ProtocolParams, windowSeconds: number): void {
  if (params.nonce === undefined || params.timestamp === undefined) return;
  const key = JSON.stringify([params.consumerKey, params.token ?? '', params.timestamp, params.nonce]);
  if (!nonces.use(key, params.timestamp, windowSeconds)) throw new NonceUsed(params.nonce);
}
