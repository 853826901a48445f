import type { SignedRequest } from '../readSignedRequest.js';
import { ParameterAbsent, ParameterRejected, SignatureMethodRejected, VersionRejected } from '../errors.js';
import { SIGNATURE_METHODS, type SignatureMethod } from '../expectedSignature.js';
import { OAUTH1_NONCE_MAX_CHARS, OAUTH1_PARAM_MAX_CHARS } from '../../defaults.js';

/** The protocol parameters of a signed request, checked for presence and form. */
export interface ProtocolParams {
  consumerKey: string;
  signatureMethod: SignatureMethod;
  signature: string;
  /** Seconds since 1970; optional with PLAINTEXT (RFC 5849 3.1). */
  timestamp?: number;
  nonce?: string;
  /** The token, when the request names a non-empty one (an empty oauth_token counts as none, RFC 5849 2.1). */
  token?: string;
}

const TIMESTAMP = /^[1-9]\d{0,11}$/;

/**
 * RFC 5849 3.1: oauth_consumer_key, oauth_signature_method and oauth_signature are required,
 * and with HMAC-SHA1 also oauth_timestamp and oauth_nonce (a missing or empty one →
 * parameter_absent, all named at once); the method is HMAC-SHA1 or PLAINTEXT, PLAINTEXT only
 * when the https rule lets the request through (`plaintextProblem` is why not, or null);
 * oauth_timestamp a positive integer; oauth_version, if sent, 1.0; no value longer than
 * OAUTH1_PARAM_MAX_CHARS, no nonce longer than OAUTH1_NONCE_MAX_CHARS (the value is not echoed).
 * @example protocolParamsRule(signed, null).consumerKey
 */
export function protocolParamsRule(signed: SignedRequest, plaintextProblem: string | null): ProtocolParams {
  const read = (name: string) => signed.oauth.get(name) ?? '';
  for (const [name, value] of signed.oauth) {
    const max = name === 'oauth_nonce' ? OAUTH1_NONCE_MAX_CHARS : OAUTH1_PARAM_MAX_CHARS;
    if (value.length > max) throw new ParameterRejected([name], `The parameter ${name} is ${value.length} characters long; the service accepts at most ${max}.`);
  }
  const method = read('oauth_signature_method');
  const hmac = method !== 'PLAINTEXT';
  const required = ['oauth_consumer_key', 'oauth_signature_method', 'oauth_signature', ...(hmac ? ['oauth_timestamp', 'oauth_nonce'] : [])];
  const absent = required.filter((name) => read(name) === '');
  if (absent.length) {
    const how = signed.transport === 'none' ? ' The request carries no OAuth parameters at all: sign it and send them in an Authorization: OAuth header.' : '';
    throw new ParameterAbsent(absent, `The OAuth 1.0a request lacks ${absent.join(', ')}; every signed request needs them (RFC 5849 3.1).${how}`);
  }
  if (!(SIGNATURE_METHODS as readonly string[]).includes(method)) {
    throw new SignatureMethodRejected(`The signature method '${method}' is not supported; sign with HMAC-SHA1 (or PLAINTEXT over https).`);
  }
  if (method === 'PLAINTEXT' && plaintextProblem) {
    throw new SignatureMethodRejected(`PLAINTEXT sends the secrets themselves, so it is only accepted over https: ${plaintextProblem} Sign with HMAC-SHA1 instead.`);
  }
  const version = signed.oauth.get('oauth_version');
  if (version !== undefined && version !== '1.0') throw new VersionRejected(version);
  const params: ProtocolParams = { consumerKey: read('oauth_consumer_key'), signatureMethod: method as SignatureMethod, signature: read('oauth_signature') };
  const timestamp = read('oauth_timestamp');
  if (timestamp !== '') {
    if (!TIMESTAMP.test(timestamp)) {
      throw new ParameterRejected(['oauth_timestamp'], `The oauth_timestamp '${timestamp}' is not a positive whole number of seconds since 1970 (RFC 5849 3.3).`);
    }
    params.timestamp = Number(timestamp);
  }
  if (read('oauth_nonce') !== '') params.nonce = read('oauth_nonce');
  if (read('oauth_token') !== '') params.token = read('oauth_token');
  return params;
}
