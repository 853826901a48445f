// `GET /feed/?shareActive=true&text=…`: the link sites use to open the network's post composer with
// a text (a "share on LinkedIn" button with a prepared post). The member signs in if needed, sees the
// composer with the text, may change it, and posts: a real post (a share with a commentary and no
// link) in the member's updates, today's posts API, `/feed/update/{urn}/` and the admin page's Posts.
// `/feed/` without `shareActive=true` is the member's feed, with a way to start a post. Docs: docs/links.md.
import type { LinkKind } from './linkFlow.js';
import { renderComposerPage, renderFeedPage, renderLinkDonePage, LINK_DONE_CSP, type PostDraft } from '../views/linkPages.js';
import { pageResponse } from '../views/pageResponse.js';
import { publishShare, type ShareInput } from '../store/publishShare.js';
import { postUrn } from '../today/posts/postRecords.js';
import { feedUpdatePath } from '../today/postPage/feedUpdate.js';
import { composerInput } from './composerInput.js';
import { POST_COMMENTARY_MAX } from '../defaults.js';

/** The path of the member's feed, and of the composer link. */
export const FEED_PATH = '/feed/';

/** What the link asks for: the composer with a text, or the feed. */
interface FeedTarget {
  composer: boolean;
  text: string;
}

function draftOf(target: FeedTarget, sent?: URLSearchParams): PostDraft {
  return { commentary: sent?.get('commentary') ?? target.text, visibility: sent?.get('visibility') ?? 'anyone' };
}

export const feedComposer: LinkKind<FeedTarget> = {
  path: FEED_PATH,
  title: 'Create a post',
  signInHeading: 'Sign in to post',
  primary: 'post',
  read(params) {
    return { target: { composer: params.get('shareActive') === 'true', text: params.get('text') ?? '' } };
  },
  fields: (target): Record<string, string> => (target.composer ? { shareActive: 'true', text: target.text } : {}),
  async page(_ctx, _request, target, member, form, again) {
    if (!target.composer) return { html: renderFeedPage({ member, composerHref: `${FEED_PATH}?shareActive=true` }) };
    const notes: string[] = [];
    const draft = draftOf(target, again?.sent);
    if (!again && Array.from(draft.commentary).length > POST_COMMENTARY_MAX) {
      notes.push(`The link's text is ${Array.from(draft.commentary).length} characters long; a post takes at most ${POST_COMMENTARY_MAX}, so the member must shorten it before posting.`);
    }
    return { html: renderComposerPage({ title: 'Create a post', form, member, draft, notes, error: again?.error }), notes };
  },
  async act(ctx, _request, target, member, sent) {
    if (!target.composer) return { error: 'Open the composer to post: /feed/?shareActive=true.' };
    const checked = composerInput(draftOf(target, sent), true);
    if ('problem' in checked) return { error: checked.problem };
    const input: ShareInput = { comment: checked.input.commentary, visibility: checked.input.visibility };
    const { share } = publishShare(ctx, member.id, input);
    const page = renderLinkDonePage({
      heading: 'Posted',
      status: 'Your post is live.',
      links: [{ id: 'view-post', href: feedUpdatePath(postUrn(share)), text: 'View your post' }],
    });
    return { done: pageResponse(page, 200, [], { 'content-security-policy': LINK_DONE_CSP }), stillTrue: () => ctx.network.shares.get(share.id) === share };
  },
  cancelled() {
    const page = renderLinkDonePage({ heading: 'Not posted', status: 'Nothing was posted.', links: [{ id: 'back', href: FEED_PATH, text: 'Back to your feed' }] });
    return pageResponse(page, 200, [], { 'content-security-policy': LINK_DONE_CSP });
  },
};
