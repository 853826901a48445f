import { describe, expect, it } from 'vitest';
import { parseFieldsParam, parseProjection, projectionText } from './projection.js';
import { RestError } from '../api/errors.js';

describe('parseProjection', () => {
  it('reads nested fields, * and every decoration form clients send [F-RESTLI-005]', () => {
    expect(parseProjection('(id,profilePicture(displayImage~:playableStreams))')).toEqual([
      { name: 'id' },
      { name: 'profilePicture', fields: [{ name: 'displayImage', decoration: { view: 'playableStreams' } }] },
    ]);
    expect(parseProjection('(profilePicture(displayImage~digitalmediaAsset:playableStreams))')[0].fields![0].decoration).toEqual({ entityType: 'digitalmediaAsset', view: 'playableStreams' });
    expect(parseProjection('(elements*(handle~))')).toEqual([{ name: 'elements', each: true, fields: [{ name: 'handle', decoration: {} }] }]);
    expect(parseProjection('(id,relatedEntity~($URN,foo))')[1].decoration).toEqual({ fields: [{ name: '$URN' }, { name: 'foo' }] });
  });

  it('the decoded forms of passport and of linkedin-api-client read the same [F-RESTLI-006]', () => {
    const passport = new URLSearchParams('projection=(id%2CfirstName%2CprofilePicture(displayImage~%3AplayableStreams))').get('projection')!;
    const official = new URLSearchParams('projection=%28id%2CfirstName%2CprofilePicture%28displayImage~%3AplayableStreams%29%29').get('projection')!;
    expect(parseProjection(passport)).toEqual(parseProjection(official));
    expect(projectionText(parseProjection(official))).toBe('(id,firstName,profilePicture(displayImage~:playableStreams))');
  });

  it("reads Rest.li's wildcard `*` in place of a field name, alone or beside other fields [F-RESTLI-029]", () => {
    expect(parseProjection('(*)')).toEqual([{ name: '*' }]);
    expect(parseProjection('(elements*(*,organization~(localizedName)))')).toEqual([
      { name: 'elements', each: true, fields: [{ name: '*' }, { name: 'organization', decoration: { fields: [{ name: 'localizedName' }] } }] },
    ]);
    expect(projectionText(parseProjection('(elements*(*,organization~(localizedName)))'))).toBe('(elements*(*,organization~(localizedName)))');
    for (const bad of ['(**)', '(*x)', '(*~)']) expect(() => parseProjection(bad), bad).toThrow(RestError);
  });

  it("reads `*(…)`, the projection of every value the wildcard stands for, as LinkedIn's decoration guide writes a batch get's (`(results(*(person(…))))`) [F-RESTLI-030]", () => {
    expect(parseProjection('(results(*(id,localizedName)))')).toEqual([{ name: 'results', fields: [{ name: '*', fields: [{ name: 'id' }, { name: 'localizedName' }] }] }]);
    expect(projectionText(parseProjection('(results(*(id)))'))).toBe('(results(*(id)))');
  });

  it('fields= is a flat list [F-RESTLI-007]', () => {
    expect(parseFieldsParam('id,localizedFirstName')).toEqual([{ name: 'id' }, { name: 'localizedFirstName' }]);
  });

  it('a bad projection is a 400 ILLEGAL_ARGUMENT that says where [F-RESTLI-008]', () => {
    for (const bad of ['(id', '(id,)', '()', '(id))', '(a(b(c', '', '(id;x)', '('.repeat(40) + 'a' + ')'.repeat(40)]) {
      let caught: unknown;
      try {
        parseProjection(bad);
      } catch (error) {
        caught = error;
      }
      expect(caught, bad).toBeInstanceOf(RestError);
      expect((caught as RestError).status).toBe(400);
      expect((caught as RestError).code).toBe('ILLEGAL_ARGUMENT');
    }
  });
});
