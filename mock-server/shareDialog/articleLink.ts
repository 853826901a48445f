// The share link sites put on their pages in the v1 era: `/shareArticle?mini=true&url=…&title=…
// &summary=…&source=…` (developer.linkedin.com/docs/share-on-linkedin, "Customized URL"), and the
// share dialog's own address opened the same way, `/cws/share?url=…`. A link carries no API key, no
// origin and no state: there is no page to answer, the window is the member's own. Rules here,
// used by the dialog (shareDialog.ts) and the /shareArticle route.
import { SHARE_DESCRIPTION_MAX, SHARE_TITLE_MAX } from '../defaults.js';

/** What a share link says about the article besides its address. */
export interface ArticleLink {
  title?: string;
  summary?: string;
  source?: string;
}

/** The longest `source` shown (the real link documented 200 characters). */
const SOURCE_MAX = 200;

/**
 * Was the dialog opened by a plain link (no key, origin, state or ret), not by the framework?
 * @example openedByLink(new URLSearchParams('url=https://example.com/')) // true
 */
export function openedByLink(params: URLSearchParams): boolean {
  return !params.get('api_key') && !params.has('origin') && !params.has('state') && !params.has('ret');
}

/** Text of a link parameter, trimmed and cut to `max` characters; undefined when empty. */
function textParam(params: URLSearchParams, name: string, max: number): string | undefined {
  const value = (params.get(name) ?? '').replace(/\s+/g, ' ').trim();
  return value ? value.slice(0, max) : undefined;
}

/**
 * What a share link says about the article: its title, summary and source, each cut to the length
 * the share API takes (title 200, summary 256 characters: the link cannot be fixed by the member,
 * so a longer text is cut rather than refused).
 * @example articleLink(new URLSearchParams('title=Hello&summary=World')) // { title: 'Hello', summary: 'World' }
 */
export function articleLink(params: URLSearchParams): ArticleLink {
  const link: ArticleLink = {};
  const title = textParam(params, 'title', SHARE_TITLE_MAX);
  const summary = textParam(params, 'summary', SHARE_DESCRIPTION_MAX);
  const source = textParam(params, 'source', SOURCE_MAX);
  if (title) link.title = title;
  if (summary) link.summary = summary;
  if (source) link.source = source;
  return link;
}

/** The fields that carry `link` through the dialog's forms (beside `url`). */
export function linkFields(link: ArticleLink): Record<string, string> {
  const fields: Record<string, string> = { mini: 'true' };
  if (link.title) fields.title = link.title;
  if (link.summary) fields.summary = link.summary;
  if (link.source) fields.source = link.source;
  return fields;
}

/** The share's content from the link: its title and summary as the share's title and description. */
export function articleContent(link: ArticleLink | undefined): { title?: string; description?: string } {
  const content: { title?: string; description?: string } = {};
  if (link?.title) content.title = link.title;
  if (link?.summary) content.description = link.summary;
  return content;
}
