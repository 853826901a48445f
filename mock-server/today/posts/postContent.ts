// The media and reshare parts of a /rest/posts body (Posts API
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api):
//   content.media       {id: urn:li:image:…|urn:li:video:…|urn:li:document:…, title?, altText?}
//   content.multiImage  {images:[{id: urn:li:image:…, altText?}…]}, 2 to 20 images (MultiImage API
//                       https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/multiimage-post-api)
//   reshareContext      {parent: urn:li:share:…|urn:li:ugcPost:…}
//   content.poll        {question, options:[{text}…], settings:{duration, voteSelectionType?, isVoterVisibleToAuthor?}}:
//                       2 to 4 options, organic posts only (Poll API
//                       https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/poll-post-api)
//   content.celebration refused with a 400: "Currently, Celebration post can't be created through external
//                       apis and instead, it will throw 400" (Celebration API
//                       https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/celebration-post-api)
// Whether the media exist, are the author's and are AVAILABLE is checked when the post is
// published (postMedia.ts), where the store is at hand.
import { liUrn, urnIdOf } from '../../restli/urn.js';
import { MULTI_IMAGE_MAX, MULTI_IMAGE_MIN, POLL_OPTION_MAX, POLL_OPTIONS_MAX, POLL_OPTIONS_MIN, POLL_QUESTION_MAX, SHARE_TITLE_MAX } from '../../defaults.js';
import type { ShareRecord } from '../../store/network.js';
import { BadRequest, Unprocessable, FIELD_REQUIRED, notAnEnumSymbol } from '../../api/errors.js';

/** How long a poll takes votes (Poll API). */
export const POLL_DURATIONS = ['ONE_DAY', 'THREE_DAYS', 'SEVEN_DAYS', 'FOURTEEN_DAYS'] as const;

type Json = Record<string, unknown>;


/**
 * `content.media`: an image (kept with the post's images) or a video or document (with its title).
 * @example postMediaOf({ id: 'urn:li:document:D4D10AQx', title: 'Deck' }) // { media: { urn: 'urn:li:document:D4D10AQx', title: 'Deck' } }
 */
export function postMediaOf(media: Json): { imageId?: string; media?: { urn: string; title?: string } } {
  const { entityType, id } = urnIdOf(media.id, ['image', 'video', 'document'], '/content/media/id');
  const title = media.title;
  if (title !== undefined && typeof title !== 'string') throw new Unprocessable('/content/media/title', `${JSON.stringify(title)} is not a string`);
  if (typeof title === 'string' && title.length > SHARE_TITLE_MAX) throw new Unprocessable('/content/media/title', `is ${title.length} characters long; at most ${SHARE_TITLE_MAX} are allowed`);
  if (entityType === 'image') return { imageId: id };
  return { media: { urn: liUrn(entityType, id), ...(title && { title }) } };
}

/** `content.multiImage.images`: the image ids, MULTI_IMAGE_MIN to MULTI_IMAGE_MAX of them. */
export function multiImageIds(multiImage: Json): string[] {
  const images = multiImage.images;
  const path = '/content/multiImage/images';
  if (!Array.isArray(images)) throw new Unprocessable(path, images === undefined ? FIELD_REQUIRED : 'must be an array');
  if (images.length < MULTI_IMAGE_MIN || images.length > MULTI_IMAGE_MAX) {
    throw new Unprocessable(path, `has ${images.length} images; a MultiImage post has ${MULTI_IMAGE_MIN} to ${MULTI_IMAGE_MAX}`);
  }
  return images.map((item, i) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw new Unprocessable(`${path}/${i}`, 'must be a record with id');
    return urnIdOf((item as Json).id, ['image'], `${path}/${i}/id`).id;
  });
}

/** `reshareContext.parent`: the id of the share reshared. */
export function reshareParentOf(context: Json): string {
  if (context.parent === undefined) throw new Unprocessable('/reshareContext/parent', FIELD_REQUIRED);
  return urnIdOf(context.parent, ['share', 'ugcPost'], '/reshareContext/parent').id;
}

/** A text of a poll: a string of at most `max` characters. */
function pollText(value: unknown, path: string, max: number): string {
  if (value === undefined) throw new Unprocessable(path, FIELD_REQUIRED);
  if (typeof value !== 'string') throw new Unprocessable(path, `${JSON.stringify(value)} is not a string`);
  if (value.length > max) throw new Unprocessable(path, `is ${value.length} characters long; at most ${max} are allowed`);
  return value;
}

/**
 * `content.poll` (Poll API): a question, 2 to 4 options, and its settings. A poll takes one vote per
 * member and shows its voters to its author: MULTIPLE_VOTE and isVoterVisibleToAuthor false are not
 * supported (the Posts API's schema says so; clients that send polls never send them), a 422.
 * @example pollOf({ question: 'Engines?', options: [{ text: 'Yes' }, { text: 'No' }], settings: { duration: 'THREE_DAYS' } })
 */
export function pollOf(poll: Json): NonNullable<ShareRecord['poll']> {
  const question = pollText(poll.question, '/content/poll/question', POLL_QUESTION_MAX);
  const options = poll.options;
  const path = '/content/poll/options';
  if (!Array.isArray(options)) throw new Unprocessable(path, options === undefined ? FIELD_REQUIRED : 'must be an array');
  if (options.length < POLL_OPTIONS_MIN || options.length > POLL_OPTIONS_MAX) throw new Unprocessable(path, `has ${options.length} options; a poll has ${POLL_OPTIONS_MIN} to ${POLL_OPTIONS_MAX}`);
  const texts = options.map((option, i) => {
    if (!option || typeof option !== 'object' || Array.isArray(option)) throw new Unprocessable(`${path}/${i}`, 'must be a record with text');
    return pollText((option as Json).text, `${path}/${i}/text`, POLL_OPTION_MAX);
  });
  const out: NonNullable<ShareRecord['poll']> = { question, options: texts };
  if (poll.settings === undefined) return out;
  const settings = poll.settings;
  if (!settings || typeof settings !== 'object' || Array.isArray(settings)) throw new Unprocessable('/content/poll/settings', 'must be a record');
  const { duration, voteSelectionType, isVoterVisibleToAuthor } = settings as Json;
  if (duration !== undefined) {
    if (typeof duration !== 'string' || !(POLL_DURATIONS as readonly string[]).includes(duration)) throw notAnEnumSymbol('/content/poll/settings/duration', duration, POLL_DURATIONS);
    out.duration = duration;
  }
  if (voteSelectionType !== undefined) {
    if (voteSelectionType !== 'SINGLE_VOTE') throw new Unprocessable('/content/poll/settings/voteSelectionType', `${JSON.stringify(voteSelectionType)} is not supported`, 'a poll takes one vote per member: SINGLE_VOTE');
    out.voteSelectionType = voteSelectionType;
  }
  if (isVoterVisibleToAuthor !== undefined && isVoterVisibleToAuthor !== true) {
    throw new Unprocessable('/content/poll/settings/isVoterVisibleToAuthor', `${JSON.stringify(isVoterVisibleToAuthor)} is not supported`, "a poll's voters are visible to its author: true");
  }
  return out;
}

/** `content.celebration`: LinkedIn's 400 ("Celebration post can't be created through external apis"; its words are not published). */
export function celebrationRefused(): BadRequest {
  return new BadRequest("A celebration post can't be created through the API; LinkedIn answers this with a 400 (Celebration API). Post text, media, an article or a poll instead.");
}
