// Sharing: the IN/Share tag and IN.UI.Share open the service's share dialog in a popup (a real
// share: the count goes up, the error callback on cancel and close); the share links sites put on
// their pages unchanged, /shareArticle in a popup the page opens and /cws/share in the same tab.
import { ADA, equal, logInAsAda, popupClosed, switchToPopup, until } from '../support.mjs';

const appPage = (sdk, body) => `<!DOCTYPE html><html><head><title>share</title><script type="text/javascript">var seen = [];
function shared(result) { seen.push('success:' + result.url + ':' + result.comment); }
function failed(error) { seen.push('error:' + error.error); }</script></head><body>
${body}
<script type="text/javascript" src="${sdk}/in.js">api_key: demo-api-key</script></body></html>`;

/** Waits until the page's `seen` are `expected`, or fails saying what they were. */
async function seenAre(wk, expected) {
  try {
    await until(wk, `return JSON.stringify(window.seen) === ${JSON.stringify(JSON.stringify(expected))}`);
  } catch {
    equal(await wk.eval('return window.seen'), expected, 'seen');
  }
}

export default {
  family: 'share dialog and share links',
  playwright: (file) => ['share.spec.ts', 'shareLink.spec.ts'].includes(file),
  checks: {
    async 'an IN/Share tag shares through the dialog: the success callback, the count goes up'(wk, mock, app) {
      const url = `${app.url}/posts/analytical-engine`;
      await wk.goto(app.page('/tag.html', appPage(mock.url, `<span id="tag"><script type="IN/Share" data-url="${url}" data-counter="right" data-showzero="true" data-onsuccess="shared" data-onerror="failed"></script></span>`)));
      await until(wk, "var c = document.querySelector('#tag .IN-count'); return c && c.innerHTML === '0'");
      const main = await wk.window();
      await wk.click('#tag button');
      await switchToPopup(wk, main);
      await logInAsAda(wk);
      await until(wk, "return !!document.getElementById('comment')");
      equal(await wk.eval("return document.getElementById('share-url').textContent"), url, 'the dialog names the URL');
      await wk.type('#comment', 'Seen in WebKit');
      await wk.click('#post');
      await popupClosed(wk, main);
      await seenAre(wk, [`success:${url}:Seen in WebKit`]);
      await until(wk, "return document.querySelector('#tag .IN-count').innerHTML === '1'");
    },

    async 'IN.UI.Share: cancel calls the error callback with user_cancelled, closing the popup with closed'(wk, mock, app) {
      await wk.goto(app.page('/ui.html', appPage(mock.url, '<button id="go" onclick="IN.UI.Share().params({url: \'https://example.com/a\'}).place().success(shared).error(failed)">share</button>')));
      await until(wk, 'return window.IN && IN.UI');
      const main = await wk.window();
      await wk.click('#go');
      await switchToPopup(wk, main);
      await logInAsAda(wk);
      // The share form, not the login page that is leaving (it has a #cancel too: a click there is lost).
      await until(wk, "return !!document.getElementById('comment')");
      await wk.click('#cancel');
      await popupClosed(wk, main);
      await seenAre(wk, ['error:user_cancelled']);
      await wk.click('#go');
      await switchToPopup(wk, main);
      // Still signed in on the auth host: straight to the form.
      await until(wk, "return !!document.getElementById('comment')");
      await wk.closeWindow();
      await wk.switchTo(main);
      await seenAre(wk, ['error:user_cancelled', 'error:closed']);
    },

    async 'an unchanged page with the /shareArticle link: the popup it opens shares and closes itself'(wk, mock, app) {
      const article = `${app.url}/articles/engine.html`;
      const title = 'Notes on the Analytical Engine';
      const link = `${mock.url}/shareArticle?mini=true&url=${encodeURIComponent(article)}&title=${encodeURIComponent(title)}`;
      app.page('/articles/engine.html', `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1>
<a id="share" href="${link.replace(/&/g, '&amp;')}" onclick="window.open(this.href, 'mywin', 'left=20,top=20,width=560,height=560,toolbar=1,resizable=0'); return false;">Share on the network</a>
</body></html>`);
      await wk.goto(article);
      const main = await wk.window();
      await wk.click('#share');
      await switchToPopup(wk, main);
      await until(wk, "var h = document.querySelector('h1'); return h && h.textContent === 'Sign in to share this link'");
      await logInAsAda(wk);
      await until(wk, "return !!document.getElementById('comment')");
      equal(await wk.text('#share-title'), title, 'prefilled title');
      await wk.type('#comment', 'Worth a read');
      await wk.click('#post');
      await popupClosed(wk, main);
      const count = await (await fetch(`${mock.url}/countserv/count/share?url=${encodeURIComponent(article)}&callback=cb`)).text();
      if (!count.includes('"count":1')) throw new Error(`the share count is not 1: ${count}`);
      const token = mock.admin.issueToken({ memberId: ADA.id, scopes: ['r_basicprofile', 'rw_nus'] }).access_token;
      const updates = await (await fetch(`${mock.url}/v1/people/~/network/updates?scope=self&format=json`, { headers: { authorization: `Bearer ${token}` } })).text();
      for (const part of [article, title, 'Worth a read']) if (!updates.includes(part)) throw new Error(`the member's updates lack "${part}"`);
    },

    async '/cws/share?url= followed in the same tab: shares and leads back to the article'(wk, mock, app) {
      const article = app.page('/post.html', '<!DOCTYPE html><html><head><title>A post</title></head><body><h1>A post</h1></body></html>');
      await wk.goto(`${mock.url}/cws/share?url=${encodeURIComponent(article)}`);
      await logInAsAda(wk);
      await until(wk, "var u = document.getElementById('share-url'); return u && u.textContent.indexOf(" + JSON.stringify(article) + ') >= 0');
      await wk.click('#post');
      await until(wk, "var h = document.querySelector('h1'); return h && h.textContent === 'Shared'");
      await wk.click('#back');
      await until(wk, `return location.href === ${JSON.stringify(article)}`);
    },
  },
};
