// The page of one published post, `/feed/update/{urn}/` (the address integrations show their users
// after posting), in the service's look: the author, the commentary as LinkedIn stored it (with a
// note where little text cut it), images, the video or document card, the article card, the reshared
// post, the reactions by type and the comments with their replies. Markup only, from a model
// (today/postPage/feedUpdate.ts builds it from the store); no script, as on every dialog page.
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';
import { FEED_CUT_SHOWN_CHARS } from '../defaults.js';

export interface FeedAuthor {
  name: string;
  headline?: string;
  /** `person` or `page`, for the line under the name. */
  kind: 'person' | 'page';
}

export interface FeedComment {
  id: string;
  author: FeedAuthor;
  /** Plain text, exactly as sent. */
  text: string;
  when: string;
  image?: string;
  reactions: number;
  /** The first replies (FEED_REPLIES_SHOWN at most). */
  replies: FeedComment[];
  /** Replies not shown. */
  moreReplies: number;
}

export interface FeedPost {
  urn: string;
  author: FeedAuthor;
  when: string;
  visibility: 'Anyone' | 'Connections only';
  /** The commentary as a member sees it (little text displayed). */
  commentary: string;
  /** Where LinkedIn cut the commentary, and the start of what it dropped. */
  cut?: { at: number; dropped: string };
  edited: boolean;
  images: { src?: string; alt: string; status: string }[];
  video?: { title?: string; status: string; href?: string };
  document?: { title?: string; status: string; href?: string };
  article?: { url: string; title?: string; description?: string; thumbnail?: string };
  reshared?: FeedPost;
  /** Missing when the reshared post was deleted. */
  resharedMissing?: boolean;
  reactions: { label: string; count: number }[];
  /** One page of the first-level comments (FEED_COMMENTS_SHOWN at most). */
  comments: FeedComment[];
  /** Comments and replies in all. */
  commentCount: number;
  /** Where this page of comments starts among the first-level ones, how many there are, and the addresses of the pages before and after it. */
  commentPages?: { start: number; firstLevel: number; previous?: string; next?: string };
}

// Plain CSS for this page only (no flexbox, no rgba), in the colours of the shell (renderPage.ts).
const STYLE = `<style>.post{margin:0 0 16px}.by{overflow:hidden;margin:0 0 12px;zoom:1}.by .logo{width:40px;height:40px;font-size:16px;line-height:40px}
.by strong{display:block;padding:2px 0 0}.by span{display:block;color:#595959;font-size:12px}
.text{white-space:pre-wrap;word-wrap:break-word;font-size:14px;margin:0 0 12px}
.cut{padding:8px;margin:0 0 12px;border:1px solid #b26a00;background:#fff4e5;color:#5c3700;font-size:12px}
.imgs{overflow:hidden;margin:0 0 12px;zoom:1}.imgs img,.imgs span.pending{float:left;width:240px;height:180px;margin:0 8px 8px 0;border:1px solid #c9d1d6}
.imgs .one{width:480px;height:360px}.pending{display:inline-block;padding:24px;background:#f3f5f6;color:#44525b}
.card{border:1px solid #c9d1d6;background:#f3f5f6;padding:10px 12px;margin:0 0 12px;overflow:hidden;zoom:1}.card img{float:left;width:96px;margin:0 12px 0 0;border:0}
.card strong{display:block}.card span{color:#44525b;font-size:12px}
.reshare{border:1px solid #c9d1d6;padding:12px;margin:0 0 12px}
.counts{color:#44525b;font-size:12px;border-bottom:1px solid #e0e4e7;padding:0 0 8px;margin:0 0 12px}
ol.comments{list-style:none;padding:0;margin:0}ol.comments li{margin:0 0 12px;padding:8px 10px;background:#f3f5f6;border-radius:2px}
ol.comments ol.comments{margin:8px 0 0 24px}ol.comments ol.comments li{background:#fff}
.comment p{white-space:pre-wrap;word-wrap:break-word;margin:4px 0}.comment img{width:160px;height:120px;border:1px solid #c9d1d6}
.meta{color:#595959;font-size:11px}</style>`;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function byline(author: FeedAuthor, when: string, extra = ''): string {
  const line = author.kind === 'page' ? 'Page' : author.headline ?? '';
  return `<div class="by"><span class="logo" aria-hidden="true">${htmlEscape(initials(author.name))}</span><strong>${htmlEscape(author.name)}</strong><span>${htmlEscape(line)}</span><span>${htmlEscape(when)}${extra}</span></div>`;
}

function cutNote(cut: { at: number; dropped: string }): string {
  return `<p class="cut" id="commentary-cut">Note of the mock service: LinkedIn cut this commentary at character ${cut.at}, an unescaped reserved character of little text, and published only what stands above. It dropped: <code>${htmlEscape(cut.dropped)}</code>${
    cut.dropped.length >= FEED_CUT_SHOWN_CHARS ? '…' : ''
  }. Escape the character with a backslash to publish it.</p>`;
}

function media(post: FeedPost): string {
  let html = '';
  if (post.images.length) {
    const one = post.images.length === 1 ? ' class="one"' : '';
    html += `<div class="imgs">${post.images
      .map((image) => (image.src ? `<img${one} src="${htmlEscape(image.src)}" alt="${htmlEscape(image.alt)}">` : `<span class="pending">${htmlEscape(image.alt)}: ${htmlEscape(image.status)}</span>`))
      .join('')}</div>`;
  }
  for (const [kind, item] of [['Video', post.video], ['Document', post.document]] as const) {
    if (!item) continue;
    const title = item.title ?? `${kind} without a title`;
    const open = item.href ? ` <a href="${htmlEscape(item.href)}">Open the ${kind.toLowerCase()}<span class="sr">: ${htmlEscape(title)}</span></a>` : '';
    html += `<div class="card ${kind.toLowerCase()}"><strong>${kind}: ${htmlEscape(title)}</strong><span>${htmlEscape(item.status)}</span>${open}</div>`;
  }
  if (post.article) {
    const a = post.article;
    const thumb = a.thumbnail ? `<img src="${htmlEscape(a.thumbnail)}" alt="">` : '';
    html += `<div class="card article">${thumb}<strong><a href="${htmlEscape(a.url)}">${htmlEscape(a.title ?? a.url)}</a></strong>${a.description ? `<span>${htmlEscape(a.description)}</span><br>` : ''}<span>${htmlEscape(hostOf(a.url))}</span></div>`;
  }
  return html;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function postBody(post: FeedPost): string {
  const edited = post.edited ? ' · Edited' : '';
  let html = byline(post.author, post.when, ` · ${post.visibility}${edited}`);
  html += `<p class="text" id="commentary-${htmlEscape(post.urn)}">${htmlEscape(post.commentary)}</p>`;
  if (post.cut) html += cutNote(post.cut);
  html += media(post);
  if (post.reshared) html += `<div class="reshare" role="group" aria-label="Reshared post">${postBody(post.reshared)}</div>`;
  else if (post.resharedMissing) html += `<div class="reshare">This reshared post is no longer available.</div>`;
  return html;
}

function comment(item: FeedComment): string {
  const image = item.image ? `<img src="${htmlEscape(item.image)}" alt="Image in ${htmlEscape(item.author.name)}'s comment">` : '';
  const likes = item.reactions ? ` · ${item.reactions} reaction${item.reactions === 1 ? '' : 's'}` : '';
  const more = item.moreReplies ? `<p class="meta more-replies">and ${item.moreReplies} more repl${item.moreReplies === 1 ? 'y' : 'ies'}</p>` : '';
  const replies = item.replies.length ? `<ol class="comments" aria-label="Replies">${item.replies.map(comment).join('')}</ol>${more}` : '';
  return `<li class="comment" id="comment-${htmlEscape(item.id)}"><strong>${htmlEscape(item.author.name)}</strong> <span class="meta">${htmlEscape(item.when)}${likes}</span><p>${htmlEscape(item.text)}</p>${image}${replies}</li>`;
}

/** The links to the other pages of comments, when there are more than one page shows. */
function commentPageLinks(post: FeedPost): string {
  const pages = post.commentPages;
  if (!pages || (!pages.previous && !pages.next)) return '';
  const shown = `Comments ${pages.start + 1} to ${pages.start + post.comments.length} of ${pages.firstLevel}`;
  const previous = pages.previous ? ` · <a href="${htmlEscape(pages.previous)}" id="previous-comments">Previous comments</a>` : '';
  const next = pages.next ? ` · <a href="${htmlEscape(pages.next)}" id="more-comments">More comments</a>` : '';
  return `<p class="meta" id="comment-pages">${shown}${previous}${next}</p>`;
}

/** The whole page of a post. */
export function renderFeedUpdatePage(post: FeedPost): string {
  const total = post.reactions.reduce((sum, r) => sum + r.count, 0);
  const counts = `<p class="counts" id="reactions">${total ? post.reactions.map((r) => `${htmlEscape(r.label)} ${r.count}`).join(' · ') : 'No reactions yet'} · ${post.commentCount} comment${post.commentCount === 1 ? '' : 's'}</p>`;
  const comments = post.comments.length ? `<h2>Comments</h2><ol class="comments" id="comments">${post.comments.map(comment).join('')}</ol>${commentPageLinks(post)}` : commentPageLinks(post);
  return renderPage(
    `${post.author.name} on ${'Member Network'}`,
    `${STYLE}<h1>Post by ${htmlEscape(post.author.name)}</h1><div class="post" role="article" aria-label="Post ${htmlEscape(post.urn)}">${postBody(post)}</div>${counts}${comments}`,
    { wide: true },
  );
}

/** The page for a post the service does not have. */
export function renderNoPostPage(urn: string): string {
  return renderPage('Post not found', `<h1>This post cannot be displayed</h1><p id="no-post">There is no post ${htmlEscape(urn)}: it was never published here, or it was deleted.</p>`);
}
