// The shell of every page the auth host renders (dialog, privacy settings, share dialog, relay,
// problem and not-found pages): the network's header with its mark, one stylesheet, no script of
// its own. The look follows the dialogs of the v1 era as far as public material records them
// (docs/look.md): a dark header bar with the mark, a white card, blue primary buttons, grey
// secondary ones, "Not you?" as a link. The mark is drawn here in CSS; no trademark image is used.
import { htmlEscape } from './htmlEscape.js';

/** The network's name in the header (a neutral word: the service is a mock of the network). */
export const NETWORK_NAME = 'Member Network';

// The mark as the tab's icon: an inline SVG, so no page ever asks its server for /favicon.ico.
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="2" fill="#0073b1"/><text x="8" y="12.5" font-family="Arial" font-weight="bold" font-size="11" text-anchor="middle" fill="#fff">in</text></svg>',
)}`;

// No <main>: IE 6-8 do not style elements they do not know; role="main" names the landmark.
// Plain CSS that IE6 reads too (no flexbox, no rgba; rounded corners only where a browser has
// them); no script anywhere on these pages. Buttons are styled by their action (attribute
// selectors, IE 7 and later; IE 6 shows them all grey): the step forward is primary, "Not you?
// Sign out" a link, the rest secondary. Colours: text #333 on white (contrast 12.6:1), links
// and primary buttons #0a66c2 / white (5.6:1), grey text #595959 (7:1), all above WCAG AA.
const STYLE = `body{margin:0;padding:0;background:#e9edf0;font:13px/1.4 Arial,Helvetica,sans-serif;color:#333}
a{color:#0a66c2}
.top{background:#283e4a;border-bottom:3px solid #0a66c2;padding:8px 16px;color:#fff;zoom:1}
.mark{display:inline-block;width:26px;height:26px;line-height:26px;background:#0a66c2;color:#fff;font:bold 18px Arial,Helvetica,sans-serif;text-align:center;border-radius:3px;vertical-align:middle;margin:0 8px 0 0}
.brand{font-size:16px;font-weight:bold;vertical-align:middle}.env{font-size:11px;color:#cfd8dc;margin:0 0 0 8px;vertical-align:middle}
.box{width:560px;margin:24px auto;padding:20px 24px;background:#fff;border:1px solid #c9d1d6;border-radius:2px}
.wide .box{width:auto;max-width:960px;margin:24px 24px}
h1{font-size:18px;margin:0 0 16px;color:#222}h2{font-size:14px;margin:0 0 8px;color:#333}
.app{overflow:hidden;margin:0 0 16px;padding:0 0 12px;border-bottom:1px solid #e0e4e7;zoom:1}
.logo{position:relative;float:left;width:48px;height:48px;margin:0 12px 0 0;background:#dfe5e8;color:#44525b;font:bold 20px/48px Arial,Helvetica,sans-serif;text-align:center;overflow:hidden}
.logo img{position:absolute;left:0;top:0;width:48px;height:48px;border:0}
.app strong{display:block;font-size:16px;padding:4px 0 0}.app span{color:#595959;font-size:12px}
.cols{overflow:hidden;zoom:1}.col{float:left;width:250px}.col2{float:right;width:270px}
label,.label{display:block;margin:10px 0 4px;font-weight:bold;font-size:12px}
input.text,textarea,select{padding:6px;border:1px solid #8c9aa3;font:13px Arial,Helvetica,sans-serif}
input.text{width:254px}.col2 input.text{width:254px}
ul{padding-left:18px;margin:0 0 12px}li{margin:6px 0}.scope{color:#595959;font-size:11px}
.error{padding:8px;margin:0 0 16px;border:1px solid #b3261e;background:#fdecea;color:#8c1d18}
.notice{padding:8px;margin:0 0 16px;border:1px solid #2e7d32;background:#edf7ed;color:#1e4620}
.actions{margin:16px 0 0}
button{padding:6px 16px;margin:0 8px 0 0;font:bold 13px Arial,Helvetica,sans-serif;border:1px solid #8c9aa3;background:#f3f5f6;color:#333;cursor:pointer;border-radius:2px}
button[value=login],button[value=allow],button[value=post],button[value=verify]{background:#0a66c2;border-color:#004182;color:#fff}
button[value=signout]{padding:0;margin:0;border:0;background:none;color:#0a66c2;font-weight:normal;text-decoration:underline}
button:focus,a:focus,input:focus,textarea:focus,select:focus{outline:2px solid #f5a623;outline-offset:1px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e0e4e7;padding:8px;text-align:left;vertical-align:top}
th{font-size:12px;color:#44525b;background:#f3f5f6}td+td+td{white-space:nowrap}td ul{margin:0}
.who{color:#595959;font-size:12px;margin:16px 0 0;padding:12px 0 0;border-top:1px solid #e0e4e7}
.sr{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}
.foot{text-align:center;color:#595959;font-size:11px;margin:0 0 24px}`;

/** How a page is laid out: a dialog's card (the default) or a settings page at a page's width. */
export interface PageOptions {
  wide?: boolean;
}

/** A whole page: `title` is escaped here, `body` must already be escaped markup. */
export function renderPage(title: string, body: string, options: PageOptions = {}): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${htmlEscape(title)}</title><link rel="icon" href="${ICON}"><style>${STYLE}</style></head>
<body${options.wide ? ' class="wide"' : ''}><div class="top" role="banner"><span class="mark" aria-hidden="true">in</span><span class="brand">${NETWORK_NAME}</span><span class="env">mock service</span></div>
<div class="box" role="main">${body}</div>
<div class="foot" role="contentinfo">A mock of the member network for tests (in-js). Nothing here reaches the real service.</div></body></html>
`;
}

/** Hidden inputs for `fields`, escaped. */
export function hiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${htmlEscape(name)}" value="${htmlEscape(value)}">`)
    .join('');
}
