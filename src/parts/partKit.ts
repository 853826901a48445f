// What the parts (the tags kept out of the bundle, tags/lazyTags.ts) share: registering a tag with
// the running framework through its public API only (a part is built alone: the bundle's internal
// names are shortened per build and never reached from here), and the frame most of them show.
import { escapeHtml } from '../template/escapeHtml';
import { queryString } from '../compat/queryString';
import type { TagAttributes } from '../tags/parseTags';

/** A tag constructor as IN.addTag takes it. */
export type Tag = (el: HTMLElement, attributes: TagAttributes) => void;

/** The running framework. */
export function framework(): any {
  return (window as any).IN;
}

/**
 * Registers `Tag` as IN/`name`: IN.Tags[name] and IN.addTag, which renders the tags parsed while the
 * part was loading. A page without the framework (the part loaded on its own) is told so.
 */
export function registerTag(name: string, Tag: Tag): void {
  var IN = framework();
  if (!IN || !IN.addTag) return;
  IN.Tags[name] = Tag;
  IN.addTag(name, Tag);
}

/**
 * A frame of the service's page at `path` with `params`, `width` × `height` pixels, named `title`
 * for screen readers; frameborder and scrolling as attributes (IE ignores CSS borders and overflow
 * on frames). Returns the frame.
 */
export function serviceFrame(el: HTMLElement, path: string, params: { [name: string]: any }, width: number, height: number, title: string): HTMLIFrameElement {
  el.innerHTML =
    '<iframe src="' + escapeHtml(framework().ENV.url.sdk + path + '?' + queryString(params)) + '" title="' + escapeHtml(title) +
    '" width="' + width + '" height="' + height + '" frameborder="0" scrolling="no" allowtransparency="true"></iframe>';
  return el.firstChild as HTMLIFrameElement;
}

/** A whole number of at least `min` from an attribute, or `fallback`. */
export function sizeOf(value: string | undefined, fallback: number, min: number): number {
  var n = parseInt(value as string, 10);
  return n > 0 ? Math.max(min, n) : fallback;
}
