import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../seed/demoAccounts.js';
import { useServiceKit } from '../../test/support/serviceKit.js';

const kit = useServiceKit();

describe('member pictures', () => {
  it("draws a member's initials as SVG, in every size the API names", async () => {
    for (const key of [DEMO_MEMBER.id, `${DEMO_MEMBER.id}_original`, `${DEMO_MEMBER.id}_100x100`]) {
      const response = await fetch(`http://127.0.0.1:8787/media/picture/${key}`);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toContain('>AL</text>');
    }
  });

  it('answers 404 for an unknown member', async () => {
    expect((await fetch('http://127.0.0.1:8787/media/picture/nobody')).status).toBe(404);
  });

  it('is where the API says the picture is', async () => {
    const token = kit.service.context.tokens.issue({ apiKey: 'demo-api-key', memberId: DEMO_MEMBER.id, scopes: ['r_basicprofile'] });
    const me = await (await fetch('http://127.0.0.1:8787/v1/people/~:(picture-url,picture-urls::(original))?format=json', { headers: { authorization: `Bearer ${token.token}` } })).json();
    expect(me.pictureUrl).toBe(`http://127.0.0.1:8787/media/picture/${DEMO_MEMBER.id}`);
    expect(me.pictureUrls.values).toEqual([`http://127.0.0.1:8787/media/picture/${DEMO_MEMBER.id}_original`]);
    expect((await fetch(me.pictureUrls.values[0])).status).toBe(200);
  });
});
