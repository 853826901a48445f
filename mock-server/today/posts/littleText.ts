// The "little text" format of a post's `commentary` (Posts API): `| { } @ [ ] ( ) < > # * _ ~` and
// `\` are reserved and must be escaped with a backslash; mentions `@[Name](urn:li:organization:123)`
// and hashtags `{hashtag|\#|tag}` are templates
// (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/little-text-format).
// LinkedIn does not refuse a commentary with an unescaped reserved character: it publishes it cut
// at that character and still answers 201 (n8n-io/n8n#10179: "This is a test. (This is also a
// test.)" published as "This is a test. "; activepieces/activepieces#3058). No HTTP here.

/** The characters little text reserves. */
export const RESERVED = '|{}@[]()<>#*_~\\';

/** A mention template at the start of the text: `@[Name](urn:li:{type}:{id})`, the name little text itself. */
const MENTION = /^@\[(?:\\[\s\S]|[^\]\\])*\]\(urn:li:[A-Za-z]+:[^()\s]+\)/;
/** A hashtag template at the start of the text: `{hashtag|\#|tag}`. */
const HASHTAG = /^\{hashtag\|\\#\|(?:\\[\s\S]|[^}\\])*\}/;

/** Where LinkedIn cuts `commentary`: the index of its first unescaped reserved character outside a template, or undefined. */
export function littleTextCut(commentary: string): number | undefined {
  let i = 0;
  while (i < commentary.length) {
    const char = commentary[i]!;
    if (char === '\\') {
      if (i + 1 >= commentary.length) return i;
      i += 2;
      continue;
    }
    if (char === '@' || char === '{') {
      const template = (char === '@' ? MENTION : HASHTAG).exec(commentary.slice(i));
      if (template) {
        i += template[0].length;
        continue;
      }
    }
    if (RESERVED.includes(char)) return i;
    i++;
  }
  return undefined;
}

/**
 * The commentary as LinkedIn publishes it: whole when it is valid little text, else cut at its first
 * unescaped reserved character (what is left, perhaps empty).
 * @example publishedCommentary('This is a test. (This is also a test.)') // 'This is a test. '
 * @example publishedCommentary('Escaped \\(like this\\) @[Acme](urn:li:organization:123)') // unchanged
 */
export function publishedCommentary(commentary: string): string {
  const cut = littleTextCut(commentary);
  return cut === undefined ? commentary : commentary.slice(0, cut);
}

/**
 * The text a member sees for published little text: escapes resolved, a mention shown as its name,
 * a hashtag as `#tag` (Little Text Format, above). Comments are plain text and are never passed here.
 * @example littleTextDisplay('Escaped \\(this\\) @[Acme](urn:li:organization:123) {hashtag|\\#|news}') // 'Escaped (this) Acme #news'
 */
export function littleTextDisplay(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length) {
      out += text[i + 1];
      i += 2;
      continue;
    }
    if (char === '@' || char === '{') {
      const template = (char === '@' ? MENTION : HASHTAG).exec(text.slice(i));
      if (template) {
        const inner = char === '@' ? template[0].slice(2, template[0].lastIndexOf('](')) : `#${template[0].slice('{hashtag|\\#|'.length, -1)}`;
        out += inner.replace(/\\([\s\S])/g, '$1');
        i += template[0].length;
        continue;
      }
    }
    out += char;
    i++;
  }
  return out;
}

/**
 * The URNs the mentions of published little text name, in order (`@[Name](urn:li:organization:123)`);
 * escaped text is never a mention.
 * @example littleTextMentions('Thanks @[Acme](urn:li:organization:123) and \\@[not](urn:li:person:x)') // ['urn:li:organization:123']
 */
export function littleTextMentions(text: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\') {
      i += 2;
      continue;
    }
    const template = char === '@' ? MENTION.exec(text.slice(i)) : null;
    if (template) {
      out.push(template[0].slice(template[0].lastIndexOf('](') + 2, -1));
      i += template[0].length;
      continue;
    }
    i++;
  }
  return out;
}
