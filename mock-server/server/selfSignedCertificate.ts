import { isIP } from 'node:net';
import { SELF_SIGNED_CERT_DAYS } from '../defaults.js';

/** A key and certificate in PEM. */
export interface TlsCredentials {
  key: string;
  cert: string;
}

/**
 * A self-signed certificate for `--https` without `--cert`/`--key`, made at start (selfsigned,
 * on node:crypto's WebCrypto): valid SELF_SIGNED_CERT_DAYS days for localhost, 127.0.0.1, ::1 and
 * each of `names` (the bound host, the public address's host, the service's own host names). Clients must be told to trust it
 * (RunningServer.certificate, `--print-cert`), as with any test certificate.
 * @example const { key, cert } = await selfSignedCertificate(['in-mock']);
 */
export async function selfSignedCertificate(names: string[] = []): Promise<TlsCredentials> {
  const { generate } = await import('selfsigned');
  const all = [...new Set(['localhost', '127.0.0.1', '::1', ...names.map((name) => name.replace(/^\[|\]$/g, ''))])].filter((name) => name && name !== '0.0.0.0' && name !== '::');
  const notBeforeDate = new Date(Date.now() - 60_000);
  const notAfterDate = new Date(notBeforeDate.getTime() + SELF_SIGNED_CERT_DAYS * 86_400_000);
  const pems = await generate([{ name: 'commonName', value: all.find((name) => !isIP(name)) ?? 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: all.map((name) => (isIP(name) ? { type: 7, ip: name } : { type: 2, value: name })) },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}
