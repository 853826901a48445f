import { percentEncode } from './percentEncode.js';

/**
 * The signature base string (RFC 5849 3.4.1.1): the method, the base string URI and the
 * normalized parameters (3.4.1.3.2: each name and value percent-encoded, sorted by name and then
 * value in byte order, `name=value` joined with `&`, `=` kept for empty values), each part
 * percent-encoded again and joined with `&`.
 * @example signatureBaseString('GET', 'http://h/p', [['b', '2'], ['a', '1']]) // 'GET&http%3A%2F%2Fh%2Fp&a%3D1%26b%3D2'
 */
export function signatureBaseString(method: string, baseUri: string, params: readonly (readonly [string, string])[]): string {
  const normalized = params
    .map(([name, value]) => [percentEncode(name), percentEncode(value)] as const)
    // Encoded strings are ASCII, so comparing UTF-16 code units is byte order.
    .sort(([nameA, valueA], [nameB, valueB]) => (nameA < nameB ? -1 : nameA > nameB ? 1 : valueA < valueB ? -1 : valueA > valueB ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return [method.toUpperCase(), baseUri, normalized].map(percentEncode).join('&');
}
