import type { SignedRequest } from '../readSignedRequest.js';
import type { ProtocolParams } from './protocolParamsRule.js';
import { constantEquals } from '../../crypto/constantEquals.js';
import { SignatureInvalid } from '../errors.js';
import { expectedSignature } from '../expectedSignature.js';
import { signatureBaseString } from '../signatureBaseString.js';
import { OAUTH1_PROBLEM_BASE_STRING_CHARS } from '../../defaults.js';
import { REDACTED, cutText, isSecretName } from '../../http/secretNames.js';

/**
 * The signature is the one the consumer secret and the token secret give for this request
 * (RFC 5849 3.2), compared in constant time. A mismatch names the base string the service
 * signed, so the developer can compare it with theirs, and the real service's `OAU:` summary:
 * the base string with the values of secret-bearing parameters (oauth_token, oauth_verifier…,
 * secretNames.ts) replaced and cut after OAUTH1_PROBLEM_BASE_STRING_CHARS; a PLAINTEXT signature
 * (which is the secrets themselves) is never echoed.
 */
export async function signatureRule(signed: SignedRequest, params: ProtocolParams, consumerSecret: string, tokenSecret: string): Promise<void> {
  const baseString = signatureBaseString(signed.method, signed.baseUri, signed.params);
  const expected = await expectedSignature(params.signatureMethod, baseString, consumerSecret, tokenSecret);
  if (constantEquals(params.signature, expected)) return;
  const keys = tokenSecret ? 'consumer secret (your secret key) and the token secret' : 'consumer secret (your secret key) and an empty token secret';
  const plaintext = params.signatureMethod === 'PLAINTEXT';
  const summary = `OAU:${params.consumerKey}|${params.token ?? '*01'}|*01|*01:${params.timestamp ?? ''}:${plaintext ? REDACTED : params.signature}`;
  const shown = plaintext
    ? '(none: PLAINTEXT signs no base string)'
    : cutText(signatureBaseString(signed.method, signed.baseUri, signed.params.map(([name, value]) => [name, isSecretName(name) ? REDACTED : value])), OAUTH1_PROBLEM_BASE_STRING_CHARS);
  throw new SignatureInvalid(
    `The ${params.signatureMethod} signature does not match this request. The service signed it with the ${keys}; check both secrets and that you signed exactly the method, URL (scheme, host, port and path as you sent them) and parameters of the request${plaintext ? '' : ` (the values of ${[...new Set(signed.params.map(([name]) => name).filter(isSecretName))].join(', ') || 'secret parameters'} are shown as ${REDACTED})`}.`,
    shown,
    summary,
  );
}
