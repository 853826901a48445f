import { renderLinkSharedPage, LINK_SHARED_CSP } from '../views/linkSharePages.js';
import { pageResponse } from '../views/pageResponse.js';
import type { ArticleLink } from './articleLink.js';

/** The answer to Share or Cancel on a share opened by a link: the last page, which closes a popup. */
export function linkEnded(url: string, link: ArticleLink, shared: boolean): Response {
  const page = renderLinkSharedPage({ url, shared, ...(link.title ? { title: link.title } : {}) });
  return pageResponse(page, 200, [], { 'content-security-policy': LINK_SHARED_CSP });
}
