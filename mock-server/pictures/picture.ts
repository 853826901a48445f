import { http } from 'msw';
import type { MockContext } from '../context/context.js';

/** Path of the member pictures the mock service draws (pictureUrl points here). */
export const PICTURE_PATH = '/media/picture/';

const COLORS = ['#0a66c2', '#057642', '#915907', '#b24020', '#5f4b8b', '#00796b', '#8c3e8c', '#37474f'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A member's picture: their initials on a colour fixed by their id, as SVG, so pages show a
 * picture without any network beyond the mock service. `…/ID` or `…/ID_original`, `…/ID_100x100`.
 */
function pictureSvg(id: string, firstName: string, lastName: string): string {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const initials = escapeXml(`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="${COLORS[hash % COLORS.length]}"/><text x="100" y="100" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="80" fill="#fff">${initials}</text></svg>`;
}

export function pictureHandlers(ctx: MockContext) {
  return [
    http.get(`*${PICTURE_PATH}:key`, ({ params }) => {
      const id = String(params.key).replace(/_(original|\d+x\d+)$/, '');
      const member = ctx.directory.members.get(id);
      if (!member) return new Response(`No member '${id}' has a picture here.\n`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
      return new Response(pictureSvg(member.id, member.firstName, member.lastName), {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600', 'access-control-allow-origin': '*' },
      });
    }),
  ];
}
