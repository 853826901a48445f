/** What a request says about one parameter: RFC 6749 3.1 forbids sending one more than once. */
type ParamRead = { kind: 'missing' } | { kind: 'repeated'; count: number } | { kind: 'empty' } | { kind: 'ok'; value: string };

/**
 * Reads a parameter that must appear at most once. Blank (whitespace-only) counts as empty.
 * @example readParam(new URLSearchParams('a=1&a=2'), 'a') // { kind: 'repeated', count: 2 }
 */
export function readParam(params: URLSearchParams, name: string): ParamRead {
  const values = params.getAll(name);
  if (values.length === 0) return { kind: 'missing' };
  if (values.length > 1) return { kind: 'repeated', count: values.length };
  if (values[0]!.trim() === '') return { kind: 'empty' };
  return { kind: 'ok', value: values[0]! };
}

/** The standard sentence for a parameter that is missing, empty or repeated. */
export function paramProblem(name: string, read: Exclude<ParamRead, { kind: 'ok' }>, expected: string): string {
  switch (read.kind) {
    case 'missing':
      return `The parameter ${name} is missing; it is required (${expected}).`;
    case 'empty':
      return `The parameter ${name} is empty; it is required (${expected}).`;
    case 'repeated':
      return `The parameter ${name} appears ${read.count} times; send it once (RFC 6749 3.1).`;
  }
}
