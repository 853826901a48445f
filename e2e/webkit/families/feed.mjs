// The page of a published post, /feed/update/{urn}/ (docs/social-actions.md "See what was
// published"), the flows of e2e/feedUpdate.spec.ts in WebKitGTK: a post published through the API
// (commentary that little text cut, two uploaded images, a comment, a reaction: e2e/pages/feedPost.mjs,
// shared with the Playwright spec) is opened from an
// integration's page on another site, as integrations show it to their members after posting, and
// shows each part as the network would, with the same page checks as every page of the service
// (one h1, the shell's mark, no broken image, axe-core's scan); a post the service does not have
// gets its 404 page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ADA, equal, switchToPopup, until } from '../support.mjs';
import { FEED_POST, publishFeedPost } from '../../pages/feedPost.mjs';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The checks every page of the service passes (e2e/accessibility.ts checkPage), in the current window. */
async function checkPage(wk, name) {
  equal(await wk.eval("return document.querySelectorAll('h1').length"), 1, `h1 elements on ${name}`);
  equal(await wk.eval("var m = document.querySelector('.top .mark'); if (!m) return false; var r = m.getBoundingClientRect(); return r.width > 0 && r.height > 0"), true, `the shell's mark is visible on ${name}`);
  await until(wk, "var i = document.images; for (var n = 0; n < i.length; n++) if (!i[n].complete) return false; return true");
  equal(await wk.eval("var i = document.images, b = []; for (var n = 0; n < i.length; n++) if (!(i[n].naturalWidth > 0)) b.push(i[n].src); return b"), [], `broken images on ${name}`);
  // Evaluated by WebDriver, not added as a <script>: the service's pages forbid every script by CSP.
  await wk.eval(AXE_SOURCE);
  const violations = await wk.run(`var done = arguments[arguments.length - 1];
window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] })
  .then(function (r) { done(r.violations.map(function (v) { return v.id + ' (' + v.impact + '): ' + v.help + ' at ' + v.nodes.map(function (n) { return JSON.stringify(n.target); }).join(', '); })); },
        function (e) { done(['axe failed: ' + e]); });`);
  equal(violations, [], `accessibility of ${name}`);
}

const texts = (selector) => `var e = document.querySelectorAll(${JSON.stringify(selector)}), t = []; for (var i = 0; i < e.length; i++) t.push(e[i].textContent); return t`;

export default {
  family: 'feed page of a published post',
  playwright: (file) => ['feedUpdate.spec.ts'].includes(file),
  checks: {
    async 'a post with a cut commentary, two images, a comment and a reaction, opened from an app on another site'(wk, mock, app) {
      const urn = await publishFeedPost(mock, ADA.id);
      const page = `${mock.url}/feed/update/${encodeURIComponent(urn)}/`;
      await wk.goto(app.page('/posted.html', `<!DOCTYPE html><html><head><title>Posted</title></head><body><h1>Your post is live</h1>
<a id="view" href="${page}" target="_blank">View it on the network</a></body></html>`));
      const main = await wk.window();
      await wk.click('#view');
      await switchToPopup(wk, main);
      await until(wk, "var h = document.querySelector('h1'); return h && h.textContent === 'Post by Ada Lovelace'");
      equal(await wk.url(), page, 'the page opened');
      // The commentary as LinkedIn stored it: cut at the unescaped '(' — and the mock says so.
      equal(await wk.eval(texts('p.text')), [FEED_POST.shownCommentary], 'the commentary');
      const note = await wk.text('#commentary-cut');
      if (!note.includes('cut this commentary at character 26')) throw new Error(`the cut note: ${note}`);
      equal(await wk.eval(texts('#commentary-cut code')), ['(details in the first comment)'], 'what little text dropped');
      // Both images decoded, at their own size (4×3), from the service's download URLs.
      equal(await wk.eval("var i = document.querySelectorAll('.imgs img'), s = []; for (var n = 0; n < i.length; n++) s.push(i[n].complete && i[n].naturalWidth + 'x' + i[n].naturalHeight); return s"), ['4x3', '4x3'], 'the images as decoded');
      equal(await wk.eval(texts('.comment p')), [FEED_POST.comment], 'the comment');
      equal(await wk.text('#reactions'), 'Celebrate 1 · 1 comment', 'the counts');
      await checkPage(wk, 'the feed page');
    },

    async 'a post the service does not have: its page says so, with a 404'(wk, mock) {
      await wk.goto(`${mock.url}/feed/update/urn:li:share:nope/`);
      await until(wk, "var p = document.getElementById('no-post'); return p && p.textContent.indexOf('urn:li:share:nope') >= 0");
      const answer = mock.admin.requests().find((entry) => entry.url.includes('/feed/update/urn:li:share:nope/'));
      equal(answer?.status, 404, 'the service’s answer');
      await checkPage(wk, 'the missing post page');
    },
  },
};
