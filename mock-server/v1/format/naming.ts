// The one naming rule between the two wire formats (spec: "Person record"): the same field is
// kebab-case in XML (`site-standard-profile-request`) and camelCase in JSON
// (`siteStandardProfileRequest`). Both serializers and both body parsers use these two functions.
import { record } from '../../records/safeKey.js';

/**
 * The XML element name of a JSON field name.
 * @example toKebab('siteStandardProfileRequest') // 'site-standard-profile-request'
 */
export function toKebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => '-' + letter.toLowerCase());
}

/**
 * The JSON field name of an XML element name (camelCase names pass through unchanged).
 * @example toCamel('submitted-url') // 'submittedUrl'
 */
export function toCamel(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** A copy of `value` with every object key turned to camelCase, at any depth; its records have no prototype (records/safeKey.ts). */
export function keysToCamel(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keysToCamel);
  if (value && typeof value === 'object') {
    const out = record();
    for (const [key, inner] of Object.entries(value)) out[toCamel(key)] = keysToCamel(inner);
    return out;
  }
  return value;
}
