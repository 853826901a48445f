/**
 * Why an app's logo URL (shown in the dialog) is not acceptable, or null: an absolute http(s)
 * URL, or a path on the mock host.
 * @example logoUrlProblem('/demo/logo.svg') // null
 */
export function logoUrlProblem(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return null;
  } catch {
    // fall through
  }
  return `'${url}' must be an absolute http or https URL, or a path on the mock host starting with '/'.`;
}
