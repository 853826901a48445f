// The body of a share (reference 5.5): comment and/or content (title, description,
// submitted-url, submitted-image-url), visibility code anyone or connections-only, or a reshare
// with attribution.share.id. Limits: comment 700, title 200, description 256 characters; a share
// needs a comment, or a title with a submitted-url.
import type { ShareInput } from '../../store/publishShare.js';
import type { ParsedBody } from '../input/body.js';
import { BadRequest } from '../../api/errors.js';
import { textOf } from '../input/body.js';
import { toKebab } from '../format/naming.js';
import { SHARE_COMMENT_MAX, SHARE_DESCRIPTION_MAX, SHARE_TITLE_MAX } from '../../defaults.js';


const VISIBILITIES = ['anyone', 'connections-only'] as const;

/**
 * The elements the real share document allows, in the order of its validation error
 * (hexgnu/linkedin issue 218: "Expected elements 'post-network-update … share-target-reach'"); those this mock does
 * not use are accepted and ignored.
 */
const SHARE_ELEMENTS = ['postNetworkUpdate', 'id', 'visibility', 'adAccount', 'comment', 'attribution', 'content', 'mention', 'title', 'privateMessage', 'shareTargetReach'];
const CONTENT_ELEMENTS = ['title', 'description', 'submittedUrl', 'submittedImageUrl'];

/** A 400 like the real one for an element the share document does not have, with how to fix it. */
function unknownElements(object: Record<string, unknown>, allowed: string[], element: string): void {
  const stray = Object.keys(object).find((key) => !allowed.includes(key) && !key.startsWith('_') && key !== '#text');
  if (stray === undefined) return;
  throw new BadRequest(
    `Invalid xml {Expected elements '${allowed.map(toKebab).join(' ')}' instead of '${toKebab(stray)}' here in element ${element}}. ` +
      (element === 'share' && CONTENT_ELEMENTS.includes(stray) ? `Put '${toKebab(stray)}' inside 'content'.` : `Leave '${toKebab(stray)}' out or correct its name.`),
  );
}

function field(object: unknown, name: string, where: string): string | undefined {
  if (!object || typeof object !== 'object') return undefined;
  const raw = (object as Record<string, unknown>)[name];
  // Jackson-based clients send null for members they leave empty.
  if (raw === undefined || raw === null) return undefined;
  const text = textOf(raw);
  if (text === undefined) throw new BadRequest(`'${where}' must be text.`);
  return text;
}

function limit(text: string | undefined, max: number, name: string): void {
  if (text !== undefined && text.length > max) throw new BadRequest(`'${name}' is ${text.length} characters long; at most ${max} are allowed.`);
}

function absoluteUrl(text: string | undefined, name: string): void {
  if (text === undefined) return;
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return;
  } catch {
    // fall through
  }
  throw new BadRequest(`'${name}' must be an absolute http or https URL, not '${text}'.`);
}

/**
 * Checks a share body; every problem is a 400 naming the field.
 * @example shareInput({ value: { comment: 'Hi', visibility: { code: 'anyone' } } })
 */
export function shareInput(body: ParsedBody): ShareInput {
  if (body.root !== undefined && body.root !== 'share') throw new BadRequest(`The XML body must be a <share> element, not <${body.root}>.`);
  const value = body.value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new BadRequest('The share must be an object with comment, content and visibility.');
  const share = value as Record<string, unknown>;
  unknownElements(share, SHARE_ELEMENTS, 'share');
  const comment = field(share, 'comment', 'comment');
  const content = (share.content ?? undefined) as Record<string, unknown> | undefined;
  if (content && typeof content === 'object') unknownElements(content, CONTENT_ELEMENTS, 'content');
  const title = field(content, 'title', 'content.title');
  const description = field(content, 'description', 'content.description');
  const submittedUrl = field(content, 'submittedUrl', 'content.submitted-url');
  const submittedImageUrl = field(content, 'submittedImageUrl', 'content.submitted-image-url');
  const code = field(share.visibility, 'code', 'visibility.code');
  const attribution = (share.attribution ?? undefined) as { share?: { id?: unknown } } | undefined;
  const attributionShareId = attribution?.share ? textOf(attribution.share.id) : undefined;

  if (code === undefined) throw new BadRequest("The share needs 'visibility.code': anyone or connections-only.");
  if (!(VISIBILITIES as readonly string[]).includes(code)) throw new BadRequest(`'${code}' is not a visibility code; use anyone or connections-only.`);
  limit(comment, SHARE_COMMENT_MAX, 'comment');
  limit(title, SHARE_TITLE_MAX, 'content.title');
  limit(description, SHARE_DESCRIPTION_MAX, 'content.description');
  absoluteUrl(submittedUrl, 'content.submitted-url');
  absoluteUrl(submittedImageUrl, 'content.submitted-image-url');
  if (!attributionShareId && !comment && !(title && submittedUrl)) {
    throw new BadRequest("A share needs a 'comment', or a 'content' with both 'title' and 'submitted-url'.");
  }
  if ((title || description || submittedImageUrl) && !submittedUrl) throw new BadRequest("Shared 'content' needs a 'submitted-url'.");
  const out: ShareInput = { visibility: code as ShareInput['visibility'] };
  if (comment) out.comment = comment;
  if (submittedUrl) {
    out.content = { submittedUrl };
    if (title) out.content.title = title;
    if (description) out.content.description = description;
    if (submittedImageUrl) out.content.submittedImageUrl = submittedImageUrl;
  }
  if (attributionShareId) out.attributionShareId = attributionShareId;
  return out;
}
