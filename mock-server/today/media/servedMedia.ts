// How uploaded media leave the service: the download answer of an image (`/dms/image/{id}`), a video
// or a document (`/dms/{video|document}/{id}`). They are served on the API's own origin, where the
// admin API and the service's cookies live (LinkedIn serves them from media.licdn.com and dms
// hosts, never the API's origin), and their bytes are whatever a member uploaded: a "document" that
// is HTML after `%PDF-`, an SVG with a script. So only the types each API takes are kept and sent
// (anything else as application/octet-stream), and every download is inert: `Content-Security-Policy:
// sandbox` (no script runs, the page has no origin), `X-Content-Type-Options: nosniff`, and a
// document is an attachment, as the journal's bodies are served (admin/adminPageHandlers.ts).
// docs/security.md, round five #2; docs/media.md.

/** The Content-Type of bytes that are none of the types an API takes. */
export const OPAQUE_TYPE = 'application/octet-stream';

/**
 * The types each API takes (IMAGES: JPEG, PNG, GIF; VIDEOS: MP4, and QuickTime's `.mov`;
 * DOCUMENTS: PDF, PPT, PPTX, DOC, DOCX). A legacy asset is its image or video.
 */
export const SERVED_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/gif'],
  video: ['video/mp4', 'video/quicktime'],
  document: [
    'application/pdf',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ServedKind = keyof typeof SERVED_TYPES;

/** What every download answer carries: no script, no sniffing, cached and readable from any page as a CDN's are. */
const INERT_HEADERS = {
  'content-security-policy': 'sandbox',
  'x-content-type-options': 'nosniff',
  'cache-control': 'public, max-age=3600',
  'access-control-allow-origin': '*',
};

/**
 * The type a medium of `kind` is kept and served as: the one the uploader sent (its media type, lower case,
 * parameters dropped) when the API takes it, else application/octet-stream.
 * @example servedType('document', 'text/html; charset=utf-8') // 'application/octet-stream'
 * @example servedType('image', 'IMAGE/PNG') // 'image/png'
 */
export function servedType(kind: ServedKind, given: string | null | undefined): string {
  const type = (given ?? '').split(';')[0]!.trim().toLowerCase();
  return (SERVED_TYPES[kind] as readonly string[]).includes(type) ? type : OPAQUE_TYPE;
}

/**
 * The download answer of a medium's bytes: its type checked again (a state file may hold any),
 * sandboxed, not sniffed, a document as an attachment.
 * @example return mediaDownload('document', item.mediaType, bytes)
 */
export function mediaDownload(kind: ServedKind, type: string | undefined, bytes: Uint8Array): Response {
  const headers: Record<string, string> = { 'content-type': servedType(kind, type), ...INERT_HEADERS };
  if (kind === 'document') headers['content-disposition'] = 'attachment';
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers });
}
