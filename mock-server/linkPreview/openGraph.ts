// The Open Graph tags of a page (https://ogp.me/): what LinkedIn's share preview is built from since
// about 2020, when share-offsite stopped reading the link's `title` and `summary` (nygardk/react-share
// #313 and #420; LinkedIn's help, "Making your website shareable on LinkedIn": og:title, og:image,
// og:description, og:url). A plain function over the page's text, no HTTP.

/** The tags a preview uses, as the page wrote them (entities decoded); og:image made absolute. */
export interface OpenGraph {
  title?: string;
  description?: string;
  image?: string;
  url?: string;
  siteName?: string;
  /** The page's `<title>`, the text a preview falls back to without og:title. */
  documentTitle?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text with its HTML character references resolved (named ones of the list above, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** The attributes of one tag's text (`<meta property="og:title" content="…">`), names in lower case. */
function attributesOf(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
    const name = match[1]!.toLowerCase();
    if (!(name in found)) found[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

const clean = (text: string | undefined) => {
  const value = text?.replace(/\s+/g, ' ').trim();
  return value ? value : undefined;
};

/**
 * The Open Graph tags of `html` (the first of each kind, `property=` or `name=`), relative og:image
 * and og:url resolved against `pageUrl`, and the `<title>`.
 * @example openGraphOf('<meta property="og:title" content="Ada &amp; Charles">', 'http://localhost/a').title // 'Ada & Charles'
 */
export function openGraphOf(html: string, pageUrl: string): OpenGraph {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = attributesOf(match[0]);
    const key = (attributes.property ?? attributes.name ?? '').toLowerCase();
    if (key.startsWith('og:') && attributes.content !== undefined && !(key in tags)) tags[key] = attributes.content;
  }
  const absolute = (value: string | undefined) => {
    if (!clean(value)) return undefined;
    try {
      return new URL(value!.trim(), pageUrl).href;
    } catch {
      return undefined;
    }
  };
  const titleMatch = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  const graph: OpenGraph = {};
  const title = clean(tags['og:title']);
  const description = clean(tags['og:description']);
  const image = absolute(tags['og:image'] ?? tags['og:image:url'] ?? tags['og:image:secure_url']);
  const url = absolute(tags['og:url']);
  const siteName = clean(tags['og:site_name']);
  const documentTitle = clean(titleMatch ? decodeEntities(titleMatch[1]!) : undefined);
  if (title) graph.title = title;
  if (description) graph.description = description;
  if (image) graph.image = image;
  if (url) graph.url = url;
  if (siteName) graph.siteName = siteName;
  if (documentTitle) graph.documentTitle = documentTitle;
  return graph;
}
