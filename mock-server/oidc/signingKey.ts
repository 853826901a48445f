// The service's id_token signing key, through jose (no hand-written crypto; WebCrypto underneath,
// so the same code runs under setupServer, setupWorker and the standalone server). jose is loaded
// when the first key is made or read: a process that signs no id_token never loads it.
import type { CryptoKey, JWK } from 'jose';
import type { SigningJwk, SigningKeyHolder } from '../store/signingKey.js';
import { SIGNING_KEY_MODULUS_BITS } from '../defaults.js';

export interface SigningKey {
  key: CryptoKey;
  kid: string;
  /** The public half as the JWKS serves it: kty, e, kid, n (no alg, no use, like LinkedIn's). */
  publicJwk: { kty: 'RSA'; e: string; kid: string; n: string };
}

const imported = new WeakMap<SigningJwk, Promise<SigningKey>>();
const generating = new WeakMap<SigningKeyHolder, Promise<SigningJwk>>();

/** What is wrong with a signing key given in the options, or null. */
export function signingJwkProblem(jwk: unknown): string | null {
  if (!jwk || typeof jwk !== 'object' || Array.isArray(jwk)) return 'signingKey must be a private RSA key as a JWK object';
  const key = jwk as Record<string, unknown>;
  if (key.kty !== 'RSA') return `signingKey must be an RSA key ("kty": "RSA"), not ${JSON.stringify(key.kty)}`;
  for (const name of ['n', 'e', 'd', 'kid']) {
    if (typeof key[name] !== 'string' || !key[name]) return `signingKey needs "${name}" (a private RSA JWK with a key id)`;
  }
  return null;
}

async function generate(): Promise<SigningJwk> {
  const { exportJWK, generateKeyPair } = await import('jose');
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: SIGNING_KEY_MODULUS_BITS, extractable: true });
  const jwk = (await exportJWK(privateKey)) as JWK & SigningJwk;
  return { ...jwk, kty: 'RSA', kid: crypto.randomUUID() };
}

function load(jwk: SigningJwk): Promise<SigningKey> {
  let promise = imported.get(jwk);
  if (!promise) {
    promise = import('jose').then(({ importJWK }) => importJWK({ ...jwk, alg: 'RS256' }, 'RS256')).then((key) => ({
      key: key as CryptoKey,
      kid: jwk.kid,
      publicJwk: { kty: 'RSA' as const, e: jwk.e, kid: jwk.kid, n: jwk.n },
    }));
    imported.set(jwk, promise);
  }
  return promise;
}

/**
 * The service's signing key: the one it holds, or one made now (once, however many requests ask
 * at the same time) and kept in the holder, so `--state` saves it.
 */
export async function signingKeyOf(holder: SigningKeyHolder): Promise<SigningKey> {
  if (!holder.jwk) {
    let pending = generating.get(holder);
    if (!pending) {
      pending = generate().then((jwk) => {
        holder.jwk ??= jwk;
        return holder.jwk;
      });
      generating.set(holder, pending);
    }
    await pending;
  }
  return load(holder.jwk!);
}
