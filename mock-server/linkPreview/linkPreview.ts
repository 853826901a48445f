// The preview of a shared page, as share-offsite builds it (links/shareOffsite.ts): the service
// fetches the page, as LinkedIn's crawler does, and reads its Open Graph tags (openGraph.ts). The
// mock fetches only from this machine (loopback: 127.0.0.0/8, ::1, localhost) or from the hosts a
// test routes itself and names in the `previewHosts` option, never from the network: a link to any
// other host gets a preview of its address only, and a note saying why. Each hop of a redirect is
// held to the same rule; the page is read for at most PREVIEW_FETCH_TIMEOUT_MS and PREVIEW_MAX_BYTES.
// What a page lacks (og:title, og:image) is said in notes for the journal and the member's page
// (docs/links.md "The preview").
import { isLoopbackHost } from '../http/serviceHosts.js';
import { openGraphOf } from './openGraph.js';
import { PREVIEW_FETCH_TIMEOUT_MS, PREVIEW_MAX_BYTES, PREVIEW_MAX_REDIRECTS, PREVIEW_USER_AGENT } from '../defaults.js';

/** What the preview card shows, and the mock's notes on it. */
export interface LinkPreview {
  /** The address shared, as given. */
  url: string;
  /** The card's title: og:title, else the page's <title>, else the address's host. */
  title: string;
  description?: string;
  /** og:image, absolute. */
  image?: string;
  /** og:site_name, else the host. */
  source: string;
  /** Whether the page was read. */
  fetched: boolean;
  /** Sentences for the journal and the page: a tag the page lacks, or why it was not read. */
  notes: string[];
}

/** Which hosts the service may read a page from, besides loopback: the `previewHosts` option. */
export interface PreviewRule {
  hosts: readonly string[];
  /** The service's own origin: its pages are never previews (nor a way to make it call itself). */
  serviceOrigin: string;
}

/** Why the service may not read `url`, or null when it may. */
export function previewHostProblem(url: URL, rule: PreviewRule): string | null {
  if (!/^https?:$/.test(url.protocol)) return `${url.protocol} is not a web address`;
  if (url.origin === rule.serviceOrigin) return 'it is the mock service itself';
  const host = url.hostname.toLowerCase();
  if (isLoopbackHost(host) || rule.hosts.some((allowed) => allowed.toLowerCase() === host)) return null;
  return `'${host}' is not this machine, and the mock never reads a page from the network (serve the page on localhost, or route the host in your test and name it in the previewHosts option)`;
}

/** Lets go of a body the preview does not read (not awaited: see headOf). */
function drop(response: Response): void {
  void response.body?.cancel().catch(() => undefined);
}

/** The text of a response, at most PREVIEW_MAX_BYTES (the head of a page is all a preview needs). */
async function headOf(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < PREVIEW_MAX_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  // Not awaited: under MSW's interception of a passed-through request, a cancel settles only when the body ends.
  void reader.cancel().catch(() => undefined);
  const bytes = new Uint8Array(Math.min(size, PREVIEW_MAX_BYTES));
  let at = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - at);
    bytes.set(part, at);
    at += part.length;
    if (at >= bytes.length) break;
  }
  return new TextDecoder().decode(bytes);
}

/** Reads the page at `url`, following at most PREVIEW_MAX_REDIRECTS redirects that keep to the rule. */
async function readPage(url: URL, rule: PreviewRule, signal: AbortSignal): Promise<{ html: string; finalUrl: string } | { problem: string }> {
  let current = url;
  for (let hop = 0; hop <= PREVIEW_MAX_REDIRECTS; hop++) {
    const problem = previewHostProblem(current, rule);
    if (problem) return { problem: hop ? `it redirects to ${current.href}, and ${problem}` : problem };
    let response: Response;
    try {
      response = await fetch(current.href, { redirect: 'manual', signal, headers: { 'user-agent': PREVIEW_USER_AGENT, accept: 'text/html,application/xhtml+xml' } });
    } catch (error) {
      return { problem: signal.aborted ? `it did not answer within ${PREVIEW_FETCH_TIMEOUT_MS} ms` : `it could not be reached (${(error as Error).message})` };
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      drop(response);
      current = new URL(location, current);
      continue;
    }
    if (!response.ok) {
      drop(response);
      return { problem: `it answered ${response.status}` };
    }
    const type = (response.headers.get('content-type') ?? '').toLowerCase();
    if (!/text\/html|application\/xhtml\+xml/.test(type)) {
      drop(response);
      return { problem: `it is ${type || 'of no stated type'}, not an HTML page` };
    }
    return { html: await headOf(response), finalUrl: current.href };
  }
  return { problem: `it redirects more than ${PREVIEW_MAX_REDIRECTS} times` };
}

/**
 * The preview of the page at `address`, never throwing: a page that cannot be read gets a preview of
 * its address and a note saying why.
 * @example await linkPreview('http://localhost:3000/post', { hosts: [], serviceOrigin: 'http://127.0.0.1:8787' })
 */
export async function linkPreview(address: string, rule: PreviewRule): Promise<LinkPreview> {
  const url = new URL(address);
  const bare: LinkPreview = { url: address, title: url.host, source: url.host, fetched: false, notes: [] };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PREVIEW_FETCH_TIMEOUT_MS);
  let read: Awaited<ReturnType<typeof readPage>>;
  try {
    read = await readPage(url, rule, controller.signal);
  } finally {
    clearTimeout(timer);
  }
  if ('problem' in read) {
    bare.notes.push(`The shared page ${address} was not read for its preview: ${read.problem}. The preview shows its address only.`);
    return bare;
  }
  const graph = openGraphOf(read.html, read.finalUrl);
  const preview: LinkPreview = { url: address, title: graph.title ?? graph.documentTitle ?? url.host, source: graph.siteName ?? url.host, fetched: true, notes: [] };
  if (graph.description) preview.description = graph.description;
  if (graph.image) preview.image = graph.image;
  if (!graph.title) {
    preview.notes.push(
      `The shared page ${address} has no og:title: LinkedIn builds the preview from the page's Open Graph tags (it ignores the link's title and summary since about 2020), so the preview's title is ` +
        (graph.documentTitle ? `its <title>, '${graph.documentTitle}'.` : `its address's host, ${url.host}. Add <meta property="og:title" content="…"> to the page.`),
    );
  }
  if (!graph.image) preview.notes.push(`The shared page ${address} has no og:image: the preview has no image. Add <meta property="og:image" content="https://…"> to the page.`);
  return preview;
}
