import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** URL path → file, for the files the standalone server serves beside the API. */
export interface StaticRoute {
  /** URL path prefix, e.g. "/demo/"; an exact path when it does not end in "/". */
  prefix: string;
  /** Folder (prefix routes) or file (exact routes) on disk. */
  target: string;
  /** What to tell the user when the file is missing (e.g. "run npm run build"). */
  missingHint?: string;
}

/**
 * Serves a GET for one of `routes`, or returns null when no route covers the path.
 * Paths are normalized and kept inside their folder, so `/demo/../package.json` is refused.
 */
export async function serveStatic(pathname: string, routes: StaticRoute[]): Promise<Response | null> {
  for (const route of routes) {
    let file: string;
    if (route.prefix.endsWith('/')) {
      if (!pathname.startsWith(route.prefix)) continue;
      const rest = decodeURIComponent(pathname.slice(route.prefix.length)) || 'index.html';
      file = normalize(join(route.target, rest));
      if (!file.startsWith(normalize(route.target) + sep)) return textResponse(403, 'That path leaves the served folder.');
    } else {
      if (pathname !== route.prefix) continue;
      file = route.target;
    }
    try {
      const body = await readFile(file);
      return new Response(body, {
        status: 200,
        headers: {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-cache',
          'access-control-allow-origin': '*',
        },
      });
    } catch {
      return textResponse(404, `Not found: ${pathname}.${route.missingHint ? ' ' + route.missingHint : ''}`);
    }
  }
  return null;
}

function textResponse(status: number, text: string): Response {
  return new Response(text + '\n', { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
