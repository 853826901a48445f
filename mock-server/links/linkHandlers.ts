// The routes of today's links (docs/links.md): share-offsite, the feed composer and Add to Profile,
// each a GET that shows its page and a POST its forms send, on every host the service answers (the
// links name www.linkedin.com). LinkedIn answers share-offsite with and without its last slash, and
// /feed with it added; so does the mock.
import { http, type RequestHandler } from 'msw';
import type { MockContext } from '../context/context.js';
import { showLink, submitLink, type LinkKind } from './linkFlow.js';
import { shareOffsite, SHARE_OFFSITE_PATH } from './shareOffsite.js';
import { feedComposer, FEED_PATH } from './feedComposer.js';
import { profileAdd, PROFILE_ADD_PATH } from './profileAdd.js';

/** GET and POST of one link at `paths` (the first is the one its forms post to). */
function routes<T>(ctx: MockContext, kind: LinkKind<T>, paths: string[]): RequestHandler[] {
  return paths.flatMap((path) => [http.get(`*${path}`, ({ request }) => showLink(kind, ctx, request)), http.post(`*${path}`, ({ request }) => submitLink(kind, ctx, request))]);
}

export function linkHandlers(ctx: MockContext): RequestHandler[] {
  return [
    ...routes(ctx, shareOffsite, [SHARE_OFFSITE_PATH, SHARE_OFFSITE_PATH.replace(/\/$/, '')]),
    ...routes(ctx, feedComposer, [FEED_PATH, FEED_PATH.replace(/\/$/, '')]),
    ...routes(ctx, profileAdd, [PROFILE_ADD_PATH]),
  ];
}
