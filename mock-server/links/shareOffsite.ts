// `GET /sharing/share-offsite/?url=…`: today's share link (share buttons of react-share, next-share,
// Shariff and most sites since LinkedIn retired /shareArticle's parameters). The member signs in if
// needed, sees the composer with the shared page's preview card, writes a commentary and posts: a
// real share of the page (in the member's updates, today's posts API, `/feed/update/{urn}/` and the
// admin page's Posts). The preview is built from the page's Open Graph tags, which the service reads
// from this machine or a host the test names (linkPreview/linkPreview.ts); LinkedIn ignores the link's
// `title` and `summary` since about 2020 (nygardk/react-share#313, #420), and so does the mock, saying
// so in the journal. Docs: docs/links.md.
import type { LinkKind } from './linkFlow.js';
import { settingsOf } from '../context/context.js';
import { linkPreview, type PreviewRule } from '../linkPreview/linkPreview.js';
import { renderComposerPage, renderLinkDonePage, LINK_DONE_CSP, type PostDraft } from '../views/linkPages.js';
import { pageResponse } from '../views/pageResponse.js';
import { urlProblem } from '../shareDialog/shareDialogInput.js';
import { publishShare, type ShareInput } from '../store/publishShare.js';
import { postUrn } from '../today/posts/postRecords.js';
import { feedUpdatePath } from '../today/postPage/feedUpdate.js';
import { noteRequest } from '../http/requestNotes.js';
import { composerInput } from './composerInput.js';
import { SHARE_DESCRIPTION_MAX, SHARE_TITLE_MAX } from '../defaults.js';

/** The path of today's share link (LinkedIn answers it with and without the last slash). */
export const SHARE_OFFSITE_PATH = '/sharing/share-offsite/';

/** The link's parameters LinkedIn no longer reads (the preview is the page's own). */
const IGNORED = ['title', 'summary', 'source'];

/** The rule of which pages the service may read for a preview: loopback, the previewHosts option, never itself. */
function ruleOf(ctx: Parameters<typeof settingsOf>[0], request: Request): PreviewRule {
  return { hosts: settingsOf(ctx).previewHosts, serviceOrigin: new URL(request.url).origin };
}

function draftOf(sent?: URLSearchParams): PostDraft {
  return { commentary: sent?.get('commentary') ?? '', visibility: sent?.get('visibility') ?? 'anyone' };
}

export const shareOffsite: LinkKind<{ url: string }> = {
  path: SHARE_OFFSITE_PATH,
  title: 'Share',
  signInHeading: 'Sign in to share this link',
  primary: 'post',
  read(params) {
    const url = params.get('url');
    const problem = urlProblem(url);
    return problem ? { problem } : { target: { url: url! } };
  },
  fields: (target) => ({ url: target.url }),
  async page(ctx, request, target, member, form, again) {
    const preview = await linkPreview(target.url, ruleOf(ctx, request));
    return {
      html: renderComposerPage({ title: 'Share', form, member, draft: draftOf(again?.sent), preview, notes: preview.notes, error: again?.error }),
      notes: preview.notes,
    };
  },
  async act(ctx, request, target, member, sent) {
    const checked = composerInput(draftOf(sent));
    if ('problem' in checked) return { error: checked.problem };
    const preview = await linkPreview(target.url, ruleOf(ctx, request));
    for (const note of preview.notes) noteRequest(request, note);
    const content: NonNullable<ShareInput['content']> = { submittedUrl: target.url, title: preview.title.slice(0, SHARE_TITLE_MAX) };
    if (preview.description) content.description = preview.description.slice(0, SHARE_DESCRIPTION_MAX);
    if (preview.image) content.submittedImageUrl = preview.image;
    const input: ShareInput = { content, visibility: checked.input.visibility };
    if (checked.input.commentary !== undefined) input.comment = checked.input.commentary;
    const { share } = publishShare(ctx, member.id, input);
    const page = renderLinkDonePage({
      heading: 'Posted',
      status: 'Your post with the link is live.',
      notes: preview.notes,
      links: [
        { id: 'view-post', href: feedUpdatePath(postUrn(share)), text: 'View your post' },
        { id: 'back', href: target.url, text: `Back to ${preview.title}` },
      ],
    });
    return { done: pageResponse(page, 200, [], { 'content-security-policy': LINK_DONE_CSP }), stillTrue: () => ctx.network.shares.get(share.id) === share };
  },
  queryNotes(params) {
    const ignored = IGNORED.filter((name) => params.has(name));
    return ignored.length ? [`share-offsite ignores ${ignored.map((name) => `${name}=`).join(' and ')} (LinkedIn has built the preview from the page's Open Graph tags alone since about 2020).`] : [];
  },
  cancelled(target) {
    const page = renderLinkDonePage({ heading: 'Not posted', status: 'Nothing was posted.', links: [{ id: 'back', href: target.url, text: 'Back to the page' }] });
    return pageResponse(page, 200, [], { 'content-security-policy': LINK_DONE_CSP });
  },
};
