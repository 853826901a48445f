import { describe, expect, it } from 'vitest';
import { CallState, RESOURCES, memberPath } from './resources';
import { fieldList } from './fields';

const state = (over: Partial<CallState> = {}): CallState => ({ _ids: [], _fields: [], _params: {}, _method: 'GET', _body: null, _url: '', ...over });
const paths = (name: string, over: Partial<CallState> = {}) => RESOURCES[name](state(over))._requests.map((r) => r._path);

describe('field selectors', () => {
  it('accepts camelCase or dashed names, sub-selectors and objects', () => {
    expect(fieldList(['firstName', 'last-name', 'location:(name)', ['pictureUrls::(original)'], { positions: ['title', 'startDate'] }])).toEqual([
      'first-name',
      'last-name',
      'location:(name)',
      'picture-urls::(original)',
      'positions:(title,start-date)',
    ]);
    expect(paths('Profile', { _fields: ['id', ['headline']] })).toEqual(['/v1/people/~:(id,headline)']);
    // Nothing usable asked for: the defaults.
    expect(paths('Profile', { _fields: [null, '', []] })).toEqual(['/v1/people/~:(id,first-name,last-name,headline,picture-url)']);
  });
});

describe('resource calls', () => {
  it('Profile: me by default, with the default fields', () => {
    expect(paths('Profile')).toEqual(['/v1/people/~:(id,first-name,last-name,headline,picture-url)']);
  });

  it('Profile: several ids, member ids and public profile URLs, one request each', () => {
    expect(paths('Profile', { _ids: ['me', 'aZ3kq9XbW1', 'url=https://www.linkedin.com/in/ada'], _fields: ['id'] })).toEqual([
      '/v1/people/~:(id)',
      '/v1/people/id=aZ3kq9XbW1:(id)',
      '/v1/people/url=https%3A%2F%2Fwww.linkedin.com%2Fin%2Fada:(id)',
    ]);
    const plan = RESOURCES.Profile(state({ _ids: ['me', 'x'] }));
    expect(plan._shape([{ id: 'a' }, { id: 'b' }])).toEqual({ _total: 2, values: [{ id: 'a' }, { id: 'b' }] });
  });

  it('Connections and NetworkUpdates accept only me', () => {
    expect(paths('Connections', { _ids: ['me'], _params: { start: 10, count: 10 } })).toEqual([
      '/v1/people/~/connections:(id,first-name,last-name,headline,picture-url)?start=10&count=10',
    ]);
    expect(() => RESOURCES.Connections(state({ _ids: ['abc'] }))).toThrow('takes only "me", not "abc".');
    expect(() => RESOURCES.NetworkUpdates(state({ _ids: ['abc'] }))).toThrow(/takes only "me"/);
    expect(paths('NetworkUpdates', { _ids: ['me'], _params: { type: ['SHAR', 'CONN'] } })).toEqual(['/v1/people/~/network/updates?type=SHAR&type=CONN']);
  });

  it("MemberUpdates reads one member's own updates", () => {
    expect(paths('MemberUpdates', { _ids: ['aZ3kq9XbW1'] })).toEqual(['/v1/people/id=aZ3kq9XbW1/network/updates?scope=self']);
    expect(paths('MemberUpdates', { _params: { count: 5 } })).toEqual(['/v1/people/~/network/updates?scope=self&count=5']);
    expect(() => RESOURCES.MemberUpdates(state({ _ids: ['a', 'b'] }))).toThrow(/takes one id/);
  });

  it('PeopleSearch takes no ids and no facets, and reports numResults', () => {
    expect(paths('PeopleSearch', { _params: { keywords: 'engine' } })).toEqual([
      '/v1/people-search:(people:(id,first-name,last-name,headline,picture-url),num-results)?keywords=engine',
    ]);
    expect(() => RESOURCES.PeopleSearch(state({ _ids: ['me'] }))).toThrow(/takes no ids/);
    expect(() => RESOURCES.PeopleSearch(state({ _params: { facet: 'industry,4' } }))).toThrow(/use IN\.API\.Raw/);
    const plan = RESOURCES.PeopleSearch(state());
    expect(plan._shape([{ people: { _total: 7, values: [] } }])).toEqual({ people: { _total: 7, values: [] }, numResults: 7 });
  });

  it('Raw: paths under /v1 unless versioned, bodies only for POST and PUT', () => {
    expect(RESOURCES.Raw(state({ _url: 'people/~' }))._requests).toEqual([{ _method: 'GET', _path: '/v1/people/~' }]);
    expect(RESOURCES.Raw(state({ _url: '/v2/me' }))._requests[0]._path).toBe('/v2/me');
    expect(RESOURCES.Raw(state({ _url: '/people/~/shares', _method: 'POST', _body: '{"comment":"hi"}' }))._requests).toEqual([
      { _method: 'POST', _path: '/v1/people/~/shares', _body: '{"comment":"hi"}' },
    ]);
    expect(RESOURCES.Raw(state({ _url: '/people/~', _body: 'ignored' }))._requests[0]._body).toBeUndefined();
    expect(() => RESOURCES.Raw(state())).toThrow('needs a path such as "/people/~".');
    expect(() => RESOURCES.Raw(state({ _url: 'https://api.example/v1/people/~' }))).toThrow(/takes a path, not a URL/);
  });

  it('member paths refuse empty ids', () => {
    expect(memberPath('id=abc')).toBe('/people/id=abc');
    expect(() => memberPath(' ')).toThrow(/empty member id/);
  });
});
