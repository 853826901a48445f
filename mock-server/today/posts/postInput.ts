// The three bodies a member posts with today, read into the one share the network store keeps
// (store/network.ts ShareRecord), so a post made through any of them is the same story in v1's
// network updates and share counts:
//   /v2/ugcPosts  (Share on LinkedIn https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/share-on-linkedin)
//   /v2/shares    (legacy Shares API https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/share-api)
//   /rest/posts   (Posts API https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api)
// Problems are 422s in Rest.li's validation form, `ERROR :: /field :: what is wrong`, the form the
// real service's validation messages take; a missing or malformed body is a 400.
import type { ShareInput } from '../../store/publishShare.js';
import { liUrn, urnIdOf } from '../../restli/urn.js';
import { POST_COMMENTARY_MAX, SHARE_DESCRIPTION_MAX, SHARE_TITLE_MAX } from '../../defaults.js';
import { celebrationRefused, multiImageIds, pollOf, postMediaOf, reshareParentOf } from './postContent.js';
import { RestError, Unprocessable, FIELD_REQUIRED, notAnEnumSymbol } from '../../api/errors.js';
import { commentaryTooLong } from './commentaryTooLong.js';

/** A post read from a body: who it claims as author, and the share to store. */
export interface PostInput {
  /** The author: a member (`urn:li:person:{id}`) or a company page (`urn:li:organization:{id}`, docs/organizations.md). */
  author: PostAuthor;
  share: ShareInput;
}

export interface PostAuthor {
  type: 'person' | 'organization';
  id: string;
}

/**
 * Visibility of today's API (Posts API; the UGC Post API's MemberNetworkVisibility) → the v1 share's:
 * LOGGED_IN (signed-in members) shows as anyone; CONTAINER (the container's members, a group's) as
 * connections-only in v1's views, the narrower of the two (our choice). The value sent is kept and read back.
 */
const VISIBILITIES: Record<NonNullable<ShareInput['todayVisibility']>, ShareInput['visibility']> = { PUBLIC: 'anyone', LOGGED_IN: 'anyone', CONNECTIONS: 'connections-only', CONTAINER: 'connections-only' };

/** A visibility of today's API, kept as sent beside the v1 share's. */
function visibilityOf(value: unknown, path: string): Pick<ShareInput, 'visibility' | 'todayVisibility'> {
  const todayVisibility = oneOf(value, path, Object.keys(VISIBILITIES)) as NonNullable<ShareInput['todayVisibility']>;
  return { visibility: VISIBILITIES[todayVisibility], todayVisibility };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

function object(value: unknown, path: string): Json {
  if (!isObject(value)) throw new Unprocessable(path, value === undefined ? FIELD_REQUIRED : 'must be a record');
  return value;
}

function text(value: unknown, path: string, max: number, required = true): string | undefined {
  if (value === undefined || value === null) {
    if (required) throw new Unprocessable(path, FIELD_REQUIRED);
    return undefined;
  }
  if (typeof value !== 'string') throw new Unprocessable(path, `${JSON.stringify(value)} is not a string`);
  if (value.length > max) throw new Unprocessable(path, `is ${value.length} characters long; at most ${max} are allowed`);
  return value;
}

/** A post's commentary: a string of at most POST_COMMENTARY_MAX characters, or LinkedIn's 400 (commentaryTooLong.ts). */
function commentaryText(value: unknown, path: string, required = true): string | undefined {
  if (typeof value === 'string' && value.length > POST_COMMENTARY_MAX) throw commentaryTooLong(value, path);
  return text(value, path, POST_COMMENTARY_MAX, required);
}

function oneOf(value: unknown, path: string, allowed: readonly string[]): string {
  if (typeof value !== 'string' || !allowed.includes(value)) throw notAnEnumSymbol(path, value, allowed);
  return value;
}

function httpUrl(value: unknown, path: string): string {
  const given = text(value, path, 2_000)!;
  try {
    const url = new URL(given);
    if (url.protocol === 'http:' || url.protocol === 'https:') return given;
  } catch {
    // below
  }
  throw new Unprocessable(path, `'${given}' is not an absolute http or https URL`);
}

function postAuthor(value: unknown, path: string): PostAuthor {
  if (value === undefined) throw new Unprocessable(path, FIELD_REQUIRED);
  try {
    const { entityType, id } = urnIdOf(value, ['person', 'organization'], path.slice(1));
    return { type: entityType as PostAuthor['type'], id };
  } catch (error) {
    if (error instanceof RestError) throw new Unprocessable(path, `${JSON.stringify(value)} is not a member URN (urn:li:person:{id}) or an organization URN (urn:li:organization:{id})`);
    throw error;
  }
}


function lifecycle(value: unknown): void {
  oneOf(value, '/lifecycleState', ['PUBLISHED']);
}

/**
 * A `/v2/ugcPosts` body (DOC-SHARE): author, lifecycleState, specificContent's ShareContent
 * (commentary; NONE, ARTICLE with media[].originalUrl, IMAGE with media[].media image or asset URNs,
 * or VIDEO with one media[].media a video asset), visibility.
 * @example ugcPostInput({ author: 'urn:li:person:abc', lifecycleState: 'PUBLISHED', specificContent: {…}, visibility: {…} })
 */
export function ugcPostInput(body: Json): PostInput {
  const author = postAuthor(body.author, '/author');
  lifecycle(body.lifecycleState);
  const specific = object(body.specificContent, '/specificContent');
  const content = object(specific['com.linkedin.ugc.ShareContent'], '/specificContent/com.linkedin.ugc.ShareContent');
  const at = '/specificContent/com.linkedin.ugc.ShareContent';
  const commentary = commentaryText(object(content.shareCommentary, `${at}/shareCommentary`).text, `${at}/shareCommentary/text`);
  const category = oneOf(content.shareMediaCategory ?? 'NONE', `${at}/shareMediaCategory`, ['NONE', 'ARTICLE', 'IMAGE', 'VIDEO']);
  const share: ShareInput = visibilityOf(object(body.visibility, '/visibility')['com.linkedin.ugc.MemberNetworkVisibility'], '/visibility/com.linkedin.ugc.MemberNetworkVisibility');
  if (commentary) share.comment = commentary;
  const media = content.media;
  if (category !== 'NONE') {
    if (!Array.isArray(media) || media.length === 0) throw new Unprocessable(`${at}/media`, `is required when shareMediaCategory is ${category}`);
    const first = object(media[0], `${at}/media/0`);
    if (category === 'ARTICLE') {
      share.content = { submittedUrl: httpUrl(first.originalUrl, `${at}/media/0/originalUrl`) };
      const title = isObject(first.title) ? text(first.title.text, `${at}/media/0/title/text`, SHARE_TITLE_MAX, false) : undefined;
      const description = isObject(first.description) ? text(first.description.text, `${at}/media/0/description/text`, SHARE_DESCRIPTION_MAX, false) : undefined;
      if (title) share.content.title = title;
      if (description) share.content.description = description;
    } else if (category === 'IMAGE') {
      // An image of /rest/images or an image asset of /v2/assets: the same id (today/media/findMedia.ts).
      share.images = media.map((item, i) => urnIdOf(object(item, `${at}/media/${i}`).media, ['image', 'digitalmediaAsset'], `${at}/media/${i}/media`).id);
    } else {
      if (media.length > 1) throw new Unprocessable(`${at}/media`, `has ${media.length} items; a VIDEO post has one`);
      const video = urnIdOf(first.media, ['digitalmediaAsset', 'video'], `${at}/media/0/media`);
      const title = isObject(first.title) ? text(first.title.text, `${at}/media/0/title/text`, SHARE_TITLE_MAX, false) : undefined;
      share.media = { urn: liUrn('video', video.id), ...(title && { title }) };
    }
  } else if (media !== undefined && !(Array.isArray(media) && media.length === 0)) {
    throw new Unprocessable(`${at}/media`, 'must be left out when shareMediaCategory is NONE');
  }
  if (!share.comment && !share.content && !share.images && !share.media) throw new Unprocessable(`${at}/shareCommentary/text`, 'is empty and the post has no media; a post needs text or media');
  return { author, share };
}

/**
 * A legacy `/v2/shares` body: owner, text.text, content.contentEntities[0].entityLocation (+ title,
 * description), distribution.linkedInDistributionTarget (visibleToGuest: true → anyone).
 * @example sharesInput({ owner: 'urn:li:person:abc', text: { text: 'Hi' } })
 */
export function sharesInput(body: Json): PostInput {
  const author = postAuthor(body.owner, '/owner');
  const commentary = isObject(body.text) ? commentaryText(body.text.text, '/text/text', false) : undefined;
  const target = isObject(body.distribution) && isObject(body.distribution.linkedInDistributionTarget) ? body.distribution.linkedInDistributionTarget : {};
  const share: ShareInput = { visibility: target.visibleToGuest === false ? 'connections-only' : 'anyone' };
  if (commentary) share.comment = commentary;
  if (body.content !== undefined) {
    const content = object(body.content, '/content');
    const entities = content.contentEntities;
    if (!Array.isArray(entities) || entities.length === 0) throw new Unprocessable('/content/contentEntities', 'is required when content is given');
    const first = object(entities[0], '/content/contentEntities/0');
    share.content = { submittedUrl: httpUrl(first.entityLocation, '/content/contentEntities/0/entityLocation') };
    const title = text(content.title, '/content/title', SHARE_TITLE_MAX, false);
    const description = text(content.description, '/content/description', SHARE_DESCRIPTION_MAX, false);
    if (title) share.content.title = title;
    if (description) share.content.description = description;
    const thumbnails = first.thumbnails;
    if (Array.isArray(thumbnails) && isObject(thumbnails[0]) && typeof thumbnails[0].resolvedUrl === 'string') share.content.submittedImageUrl = httpUrl(thumbnails[0].resolvedUrl, '/content/contentEntities/0/thumbnails/0/resolvedUrl');
  }
  if (!share.comment && !share.content) throw new Unprocessable('/text/text', 'is empty and the share has no content; a share needs text or content');
  return { author, share };
}

/**
 * A `/rest/posts` body (Posts API): author, commentary, visibility, distribution, lifecycleState,
 * optionally content.article {source, title (required), description}, content.media {id: an image, video or
 * document URN, title}, content.multiImage {images: [{id}…]} or content.poll {question, options, settings},
 * and reshareContext.parent (a reshare).
 * @example postsInput({ author: 'urn:li:person:abc', commentary: 'Hi', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' })
 */
export function postsInput(body: Json): PostInput {
  const author = postAuthor(body.author, '/author');
  const commentary = commentaryText(body.commentary, '/commentary');
  const visible = visibilityOf(body.visibility, '/visibility');
  const distribution = object(body.distribution, '/distribution');
  oneOf(distribution.feedDistribution, '/distribution/feedDistribution', ['MAIN_FEED', 'NONE']);
  lifecycle(body.lifecycleState);
  if (body.isReshareDisabledByAuthor !== undefined && typeof body.isReshareDisabledByAuthor !== 'boolean') throw new Unprocessable('/isReshareDisabledByAuthor', 'must be a boolean');
  const share: ShareInput = { ...visible, ...(body.isReshareDisabledByAuthor === true && { reshareDisabled: true }) };
  if (commentary) share.comment = commentary;
  if (body.content !== undefined) {
    const content = object(body.content, '/content');
    if (content.article !== undefined) {
      const article = object(content.article, '/content/article');
      share.content = { submittedUrl: httpUrl(article.source, '/content/article/source') };
      // LinkedIn requires an article's title: without it, Rest.li's 422 (searlsco/posse_party#14).
      const title = text(article.title, '/content/article/title', SHARE_TITLE_MAX);
      const description = text(article.description, '/content/article/description', SHARE_DESCRIPTION_MAX, false);
      if (title) share.content.title = title;
      if (description) share.content.description = description;
    } else if (content.media !== undefined) {
      const media = postMediaOf(object(content.media, '/content/media'));
      if (media.imageId) share.images = [media.imageId];
      else share.media = media.media;
    } else if (content.multiImage !== undefined) {
      share.images = multiImageIds(object(content.multiImage, '/content/multiImage'));
    } else if (content.poll !== undefined) {
      share.poll = pollOf(object(content.poll, '/content/poll'));
    } else if (content.celebration !== undefined) {
      throw celebrationRefused();
    } else {
      throw new Unprocessable('/content', 'must hold article, media, multiImage or poll');
    }
  }
  if (body.reshareContext !== undefined) share.attributionShareId = reshareParentOf(object(body.reshareContext, '/reshareContext'));
  if (!share.comment && !share.content && !share.images && !share.media && !share.poll && !share.attributionShareId) throw new Unprocessable('/commentary', 'is empty and the post has no content; a post needs text or content');
  return { author, share };
}
