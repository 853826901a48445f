// Every route of v1 is classed by the developer program transition of 2015 (history/datedV1.ts):
// closed to apps in no partner program, open for the member's own profile, or open. A route added
// later must be classed there, or a replay of a day from 2015-05-12 would leave it open unseen.
import { describe, expect, it } from 'vitest';
import { REST_ROUTES } from './routes.js';
import { transitionClass } from '../history/datedV1.js';

describe("v1's routes and the 2015 transition", () => {
  it('classes every route', () => {
    const unclassed = REST_ROUTES.map((route) => route.path).filter((path) => transitionClass(path) === undefined);
    expect(unclassed).toEqual([]);
  });
});
