// The shell of every page the auth host renders (dialog, privacy settings, share dialog, relay
// and problem pages): one stylesheet, no script of its own.
import { htmlEscape } from './htmlEscape.js';

// Plain CSS that IE6 reads too (no flexbox, no rgba); no script anywhere on these pages.
const STYLE = `body{margin:0;padding:0;background:#f3f2ef;font:14px Arial,Helvetica,sans-serif;color:#222}
.box{width:400px;margin:40px auto;padding:24px;background:#fff;border:1px solid #ccc}
h1{font-size:20px;margin:0 0 16px}
.app{overflow:hidden;margin:0 0 16px}.app img{float:left;width:48px;height:48px;margin:0 12px 0 0}
label{display:block;margin:12px 0 4px}input.text{width:380px;padding:6px;border:1px solid #999}
ul{padding-left:20px}li{margin:6px 0}.scope{color:#666;font-size:12px}
.error{padding:8px;margin:0 0 16px;border:1px solid #c00;background:#fee;color:#900}
.notice{padding:8px;margin:0 0 16px;border:1px solid #070;background:#efe}
.buttons{margin:20px 0 0}button{padding:6px 16px;margin:0 8px 0 0;font-size:14px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left;vertical-align:top}
.who{color:#666;font-size:12px;margin:16px 0 0}`;

/** A whole page: `title` is escaped here, `body` must already be escaped markup. */
export function renderPage(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>${htmlEscape(title)}</title><style>${STYLE}</style></head>
<body><div class="box">${body}</div></body></html>
`;
}

/** Hidden inputs for `fields`, escaped. */
export function hiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${htmlEscape(name)}" value="${htmlEscape(value)}">`)
    .join('');
}
