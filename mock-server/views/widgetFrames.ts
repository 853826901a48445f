// The frames the v1 tags' parts show in a page (src/parts/): the follow button (IN/FollowCompany),
// the jobs list (IN/JYMBII) and the company insider (IN/CompanyInsider). Small pages in the look of
// the profile cards, framable by any page as the original's were; plain CSS IE 6 reads, every value
// escaped; only the follow button has a script (plain ES3): it opens the follow window and tells
// the page when the member followed.
import { htmlEscape } from './htmlEscape.js';
import { scriptLiteral } from './scriptLiteral.js';
import { FOLLOW_MARK } from '../../protocol/marks.js';

/** The CSP of a frame: inline style, and the follow button's one inline script; no framing limit (any page embeds it). */
export const FRAME_CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

const BASE_STYLE =
  'html,body{margin:0;padding:0;background:transparent;overflow:hidden}body{font:12px/1.35 Arial,Helvetica,sans-serif;color:#1d2226}' +
  'a{color:#0a66c2}h1{font-size:14px;margin:0 0 6px}ul{margin:0;padding:0;list-style:none}li{margin:0 0 6px;padding:0 0 6px;border-bottom:1px solid #e6e9ec}' +
  '.muted{color:#5e5e5e}.box{padding:8px 10px;border:1px solid #d0d0d0;background:#fff;height:100%;overflow:hidden}';

/** A frame page around `body` (escaped markup), with `style` added and an optional inline `script`. */
function framePage(title: string, body: string, style = '', script = ''): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>${htmlEscape(title)}</title><style>${BASE_STYLE}${style}</style></head>
<body>${body}${script ? `<script type="text/javascript">${script}</script>` : ''}</body></html>
`;
}

const FOLLOW_STYLE =
  '.follow{height:20px;padding:0 6px 0 3px;margin:0;border:1px solid #0a66c2;background:#0a66c2;color:#fff;font:bold 11px/18px Arial,Helvetica,sans-serif;cursor:pointer;border-radius:2px;vertical-align:top}' +
  '.follow .in{display:inline-block;width:14px;height:14px;margin:0 4px 0 0;background:#fff;color:#0a66c2;font:bold 10px/14px Arial,sans-serif;text-align:center;border-radius:2px;vertical-align:top;margin-top:1px}' +
  '.following{background:#fff;color:#0a66c2;cursor:default}' +
  '.count{display:inline-block;height:18px;padding:0 6px;border:1px solid #bbb;background:#fff;color:#333;font:bold 11px/18px Arial,sans-serif;vertical-align:top;white-space:nowrap}' +
  '.right .count{margin:0 0 0 4px}.top .count,.bottom .count{display:block;width:60px;text-align:center;margin:0}.top .count{margin-bottom:4px}.bottom .count{margin-top:4px}.none .count{display:none}';

/** What the follow button's frame shows and where its window is. */
export interface FollowFrame {
  companyId: string;
  companyName: string;
  /** The follower count as the bubble shows it ("1,234", "12 k"). */
  count: string;
  /** right, top, bottom or none. */
  position: string;
  /** The member (seen by the frame) already follows the company. */
  following: boolean;
  /** The follow window's address. */
  followUrl: string;
  /** The service's own origin: the follow window's messages come from it. */
  serviceOrigin: string;
  /** The page's origin the frame tells (undefined: the frame tells no page). */
  pageOrigin?: string;
}

/**
 * The follow button's script (ES3): a click opens the follow window (which reads IN_FOLLOW_FRAME from
 * its opener, this frame on the same origin, to follow at once); its one message, from that window on
 * the service's origin, turns the button into "Following", shows the new count and is handed to the
 * page at its exact origin.
 */
function followScript(frame: FollowFrame): string {
  return `(function () {
  var SELF = ${scriptLiteral(frame.serviceOrigin)}, PAGE = ${scriptLiteral(frame.pageOrigin ?? '')}, URL = ${scriptLiteral(frame.followUrl)}, MARK = ${scriptLiteral(FOLLOW_MARK)};
  var button = document.getElementById('follow'), count = document.getElementById('count'), popup = null;
  window.IN_FOLLOW_FRAME = ${scriptLiteral(frame.companyId)};
  function field(data, name) {
    var match = new RegExp('[&]' + name + '=([^&]*)').exec(data);
    return match ? decodeURIComponent(match[1].replace(/\\+/g, ' ')) : '';
  }
  function followed(data) {
    button.innerHTML = '<span class="in" aria-hidden="true">in</span>Following';
    button.className = 'follow following';
    button.disabled = true;
    count.innerHTML = '';
    count.appendChild(document.createTextNode(field(data, 'fCount')));
    if (PAGE && window.parent !== window && window.parent.postMessage) window.parent.postMessage(data, PAGE);
  }
  function onMessage(event) {
    event = event || window.event;
    var data = event.data;
    if (event.origin === SELF && popup && event.source === popup && typeof data === 'string' && data.indexOf(MARK + '&') === 0) followed(data);
  }
  if (window.addEventListener) window.addEventListener('message', onMessage, false);
  else if (window.attachEvent) window.attachEvent('onmessage', onMessage);
  button.onclick = function () {
    if (popup && !popup.closed) return popup.focus();
    popup = window.open(URL, '_blank', 'width=600,height=620,scrollbars=yes,resizable=yes');
  };
})();`;
}

/** The follow button's frame: "Follow" (or "Following") and the count where `position` puts it. */
export function renderFollowFrame(frame: FollowFrame): string {
  const button = `<button type="button" id="follow" class="follow${frame.following ? ' following' : ''}"${frame.following ? ' disabled' : ''} title="Follow ${htmlEscape(frame.companyName)} on LinkedIn"><span class="in" aria-hidden="true">in</span>${frame.following ? 'Following' : 'Follow'}</button>`;
  const count = `<span class="count" id="count" title="Followers of ${htmlEscape(frame.companyName)}">${htmlEscape(frame.count)}</span>`;
  const body = `<div class="${htmlEscape(frame.position)}">${frame.position === 'top' ? count + button : button + count}</div>`;
  return framePage(`Follow ${frame.companyName}`, body, FOLLOW_STYLE, followScript(frame));
}

/** One job of the jobs frame. */
export interface FrameJob {
  title: string;
  company: string;
  location: string;
  url: string;
  posted: string;
}

/** The jobs frame (IN/JYMBII): a heading and the jobs, each linking to its page on the network. */
export function renderJobsFrame(options: { heading: string; jobs: FrameJob[]; empty: string }): string {
  const list = options.jobs.length
    ? `<ul id="jobs">${options.jobs
        .map(
          (job) =>
            `<li><a class="job" href="${htmlEscape(job.url)}" target="_blank" rel="noopener noreferrer">${htmlEscape(job.title)}</a><br><span>${htmlEscape(job.company)}</span> <span class="muted">${htmlEscape(job.location)} · ${htmlEscape(job.posted)}</span></li>`,
        )
        .join('')}</ul>`
    : `<p class="muted" id="no-jobs">${htmlEscape(options.empty)}</p>`;
  return framePage(options.heading, `<div class="box"><h1>${htmlEscape(options.heading)}</h1>${list}</div>`, '.box{height:276px}');
}

/** One module of the company insider: its heading and lines (escaped here), or a sentence when it has none. */
export interface InsiderModule {
  id: string;
  heading: string;
  lines: { text: string; detail?: string }[];
  empty: string;
}

/** The company insider frame (IN/CompanyInsider): the company and one section per module asked for. */
export function renderInsiderFrame(options: { company: string; modules: InsiderModule[] }): string {
  const sections = options.modules
    .map(
      (module) =>
        `<div class="module" id="${htmlEscape(module.id)}"><h2>${htmlEscape(module.heading)}</h2>` +
        (module.lines.length
          ? `<ul>${module.lines.map((line) => `<li>${htmlEscape(line.text)}${line.detail ? `<br><span class="muted">${htmlEscape(line.detail)}</span>` : ''}</li>`).join('')}</ul>`
          : `<p class="muted">${htmlEscape(module.empty)}</p>`) +
        '</div>',
    )
    .join('');
  return framePage(
    `${options.company} insider`,
    `<div class="box"><h1>${htmlEscape(options.company)}</h1>${sections}</div>`,
    '.box{height:236px;overflow:auto}h2{font-size:12px;margin:8px 0 4px;color:#44525b}li{margin:0 0 4px;padding:0 0 4px}',
  );
}
