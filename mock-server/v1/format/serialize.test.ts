import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { ListValue, serialize, toJsonValue, toXmlTree } from './serialize.js';

const tree = {
  firstName: 'Ada',
  isCurrent: true,
  positions: new ListValue([{ title: 'Analyst', company: { name: 'D & W <Ltd>' } }], 'position', 2, 0),
  skills: new ListValue([], 'skill'),
};

describe('serializers', () => {
  it('writes the v1 JSON envelope with camelCase names [F-V1-036]', () => {
    expect(toJsonValue(tree)).toEqual({
      firstName: 'Ada',
      isCurrent: true,
      positions: { _count: 1, _start: 0, _total: 2, values: [{ title: 'Analyst', company: { name: 'D & W <Ltd>' } }] },
      skills: { _total: 0 },
    });
  });
  it('writes XML with kebab-case names, total/start/count attributes and item elements [F-V1-037]', () => {
    expect(toXmlTree(tree)).toEqual({
      'first-name': 'Ada',
      'is-current': 'true',
      positions: { '@_total': 2, '@_start': 0, '@_count': 1, position: [{ title: 'Analyst', company: { name: 'D & W <Ltd>' } }] },
      skills: { '@_total': 0 },
    });
  });
  it('escapes text in XML and declares UTF-8', async () => {
    const text = await serialize({ root: 'person', body: tree }, false).text();
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>')).toBe(true);
    expect(text).toContain('D &amp; W &lt;Ltd&gt;');
    expect(text).toContain('<skills total="0"/>');
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(text);
    expect(parsed.person.positions['@_total']).toBe('2');
    expect(parsed.person.positions.position.company.name).toBe('D & W <Ltd>');
  });
  it('answers 204 without a body', async () => {
    const response = serialize({ root: 'x', body: undefined, status: 204 }, true);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });
});
