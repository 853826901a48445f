// The media and reshare parts of a /rest/posts body (Posts API
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api):
//   content.media       {id: urn:li:image:…|urn:li:video:…|urn:li:document:…, title?, altText?}
//   content.multiImage  {images:[{id: urn:li:image:…, altText?}…]}, 2 to 20 images (MultiImage API
//                       https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/multiimage-post-api)
//   reshareContext      {parent: urn:li:share:…|urn:li:ugcPost:…}
// Whether the media exist, are the author's and are AVAILABLE is checked when the post is
// published (postMedia.ts), where the store is at hand.
import { liUrn, urnIdOf } from '../../restli/urn.js';
import { MULTI_IMAGE_MAX, MULTI_IMAGE_MIN, SHARE_TITLE_MAX } from '../../defaults.js';
import { Unprocessable, FIELD_REQUIRED } from '../../api/errors.js';

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
