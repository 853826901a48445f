import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { booleanParam, listParam, oneOfParam, repeatedParam, textParam, timeParam, wholeNumberParam } from './queryParams.js';
import { RestError } from '../../api/errors.js';
import { useServiceKit } from '../../../test/support/serviceKit.js';

const q = (query: string) => new URLSearchParams(query);
const REST = fileURLToPath(new URL('..', import.meta.url));
const DOC = fileURLToPath(new URL('../../../docs/rest.md', import.meta.url));

/** The message of the RestError `read` throws (a 400), or null when it throws none. */
function refusal(read: () => unknown): string | null {
  try {
    read();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(RestError);
    expect((error as RestError).status).toBe(400);
    return (error as RestError).message;
  }
}

describe('the REST query parameter reader', () => {
  it('reads each kind, and absent is undefined', () => {
    expect(wholeNumberParam(q('count=10'), 'count')).toBe(10);
    expect(timeParam(q('after=1700000000000'), 'after')).toBe(1700000000000);
    expect(oneOfParam(q('sort=distance'), 'sort', ['relevance', 'distance'])).toBe('distance');
    expect(booleanParam(q('x=false'), 'x')).toBe(false);
    expect(listParam(q('facets=network,school'), 'facets', ['network', 'school'])).toEqual(['network', 'school']);
    expect(textParam(q('keywords=ada%20lovelace'), 'keywords')).toBe('ada lovelace');
    expect(repeatedParam(q('type=SHAR&type=CONN'), 'type')).toEqual(['SHAR', 'CONN']);
    for (const read of [wholeNumberParam, timeParam, booleanParam, textParam]) expect(read(q('other=1'), 'count')).toBeUndefined();
    expect(oneOfParam(q(''), 'sort', ['a'])).toBeUndefined();
    expect(listParam(q('facets='), 'facets', ['a'])).toBeUndefined();
  });

  it('refuses a repeat with the same error, whatever the kind', () => {
    const twice = "The query parameter 'p' is given 2 times; give it once.";
    expect(refusal(() => wholeNumberParam(q('p=1&p=1'), 'p'))).toBe(twice);
    expect(refusal(() => timeParam(q('p=1&p=2'), 'p'))).toBe(twice);
    expect(refusal(() => oneOfParam(q('p=a&p=a'), 'p', ['a']))).toBe(twice);
    expect(refusal(() => booleanParam(q('p=true&p=true'), 'p'))).toBe(twice);
    expect(refusal(() => listParam(q('p=a&p=a'), 'p', ['a']))).toBe(twice);
    expect(refusal(() => textParam(q('p=x&p=y'), 'p'))).toBe(twice);
    expect(refusal(() => repeatedParam(q('p=x&p=y'), 'p'))).toBeNull();
  });

  it.each([
    ['-1'], ['1.5'], ['1e3'], [' 1'], [''], ['9007199254740993'], ['0x10'],
  ])('refuses %j as a whole number and as a time', (text) => {
    expect(refusal(() => wholeNumberParam(q(`p=${encodeURIComponent(text)}`), 'p'))).toBe(`The query parameter 'p' must be a whole number of 0 or more, not '${text}'.`);
    expect(refusal(() => timeParam(q(`p=${encodeURIComponent(text)}`), 'p'))).toBe(`The query parameter 'p' must be a time in milliseconds since 1970, not '${text}'.`);
  });

  it('names the unit, the list and the hint in its errors', () => {
    expect(refusal(() => wholeNumberParam(q('distance=far'), 'distance', 'miles'))).toBe("The query parameter 'distance' must be a whole number of miles, not 'far'.");
    expect(refusal(() => oneOfParam(q('scope=all'), 'scope', ['self'], 'or leave it out'))).toBe("'all' is not a value of the query parameter 'scope'; use self (or leave it out).");
    expect(refusal(() => listParam(q('facets=a,b'), 'facets', ['a']))).toBe("'b' is not a value of the query parameter 'facets'; use a.");
    expect(refusal(() => booleanParam(q('x=1'), 'x'))).toBe("The query parameter 'x' must be true or false, not '1'.");
  });
});

/** The rows of the "Query parameters" table of docs/rest.md. */
function docRows(): { kind: string; parameters: string[]; path: string; message: string }[] {
  const doc = readFileSync(DOC, 'utf8');
  const section = doc.slice(doc.indexOf('## Query parameters'), doc.indexOf('## Paging'));
  return section
    .split('\n')
    .filter((line) => /^\| [a-z]/.test(line) && !line.startsWith('| kind'))
    .map((line) => {
      const [kind, parameters, , example] = line.split(' | ').map((cell) => cell.replace(/^\| /, '').replace(/ \|$/, ''));
      const [path, message] = example!.split(' → ');
      return { kind: kind!, parameters: [...parameters!.matchAll(/`([\w-]+)`/g)].map((m) => m[1]!), path: path!.replace(/`/g, ''), message: message! };
    });
}

/** Every non-test source file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

const KIND_OF_READER: Record<string, string> = {
  wholeNumberParam: 'whole number', timeParam: 'time', oneOfParam: 'one of a list', booleanParam: 'true or false', listParam: 'list', textParam: 'text', repeatedParam: 'repeatable',
};

describe('docs/rest.md "Query parameters"', () => {
  const rows = docRows();
  const kit = useServiceKit();

  it('has a row per kind of the reader', () => {
    expect(rows.map((row) => row.kind).sort()).toEqual(Object.values(KIND_OF_READER).sort());
  });

  it.each(docRows().map((row) => [row.kind, row.path, row.message]))('%s: %s is refused as the table says', async (_kind, path, message) => {
    const { status, body } = await kit.getJson(path, kit.token());
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('lists each parameter an endpoint reads under the kind it is read as', () => {
    const documented = new Map(rows.flatMap((row) => row.parameters.map((name) => [name, row.kind] as const)));
    const read = new Map<string, string>();
    for (const file of sources(REST)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\b(\w+Param)\([^,()]+,\s*'([\w-]+)'/g)) {
        if (KIND_OF_READER[match[1]!]) read.set(match[2]!, KIND_OF_READER[match[1]!]!);
      }
    }
    expect(read.size).toBeGreaterThan(15);
    for (const [name, kind] of read) expect([name, documented.get(name)]).toEqual([name, kind]);
  });

  it('no endpoint reads the query string but through the reader', () => {
    const own = ['input/queryParams.ts', 'pipeline/authenticate.ts'];
    const offenders = sources(REST)
      .filter((file) => !own.some((name) => file.endsWith(name)))
      .filter((file) => /searchParams\.(get|getAll|has)\(|\bparams\.(get|getAll|has)\(/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
