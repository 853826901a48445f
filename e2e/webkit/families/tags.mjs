// Framework tags and widgets: IN/Login (sign-in, its template, logout), the IN/Share count bubble,
// the profile cards (inline frames and a hover card), IN.parse on content added later.
import { ADA, equal, logInAsAda, popupClosed, switchToPopup, until } from '../support.mjs';

const page = (sdk, body) => `<!DOCTYPE html><html><head><title>tags</title><script type="text/javascript">var calls = [];</script></head><body>
${body}
<p id="elsewhere">elsewhere</p>
<div id="later"></div>
<script type="text/javascript" src="${sdk}/in.js">api_key: demo-api-key</script>
</body></html>`;

/** Posts a share of `url` through the REST API, as the demo member. */
async function share(mock, url) {
  const token = mock.context.tokens.issue({ apiKey: 'demo-api-key', memberId: ADA.id, scopes: ['rw_nus'] }).token;
  const response = await fetch(`${mock.url}/v1/people/~/shares`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-li-format': 'json' },
    body: JSON.stringify({ comment: 'worth reading', content: { title: 'An article', 'submitted-url': url }, visibility: { code: 'anyone' } }),
  });
  equal(response.status, 201, 'share posted');
}

/** The text of the element `selector` finds inside the frame `frame` finds (then back to the top). */
async function textInFrame(wk, frame, selector) {
  await until(wk, `return !!document.querySelector(${JSON.stringify(frame)})`);
  await wk.frame(frame);
  try {
    return await until(wk, `var e = document.querySelector(${JSON.stringify(selector)}); return e && e.textContent`);
  } finally {
    await wk.frame(null);
  }
}

export default {
  family: 'tags and widgets',
  playwright: (file) => ['tags.spec.ts', 'login-tag.spec.ts'].includes(file),
  checks: {
    async 'an IN/Login tag signs in through the popup, renders its template, and comes back on logout'(wk, mock, app) {
      await wk.goto(app.page('/login.html', page(mock.url, `<script>var seen = [];
function onAuth() { seen.push('onAuth'); } function onLogout() { seen.push('onLogout'); }</script>
<div id="box"><script type="IN/Login" data-onAuth="onAuth" data-onLogout="onLogout">Hello, <?js= firstName ?> <?js= lastName ?> <b><?js= headline ?></b></script></div>`)));
      const main = await wk.window();
      await until(wk, "return !!document.querySelector('#box button')");
      await wk.click('#box button');
      await switchToPopup(wk, main);
      await logInAsAda(wk);
      await until(wk, "return !!document.getElementById('allow')");
      await wk.click('#allow');
      await popupClosed(wk, main);
      await until(wk, "return document.getElementById('box').textContent.indexOf('Hello, Ada Lovelace') >= 0");
      equal(await wk.text('#box b'), 'Analyst of engines at Difference Works', 'headline');
      await wk.run('IN.User.logout(arguments[0]);');
      await until(wk, "var b = document.querySelector('#box button'); return b && b.offsetWidth > 0");
      equal(await wk.eval("return [document.getElementById('box').textContent.indexOf('Hello, Ada') >= 0, seen]"), [false, ['onAuth', 'onLogout']], 'after logout');
    },

    async 'the share count bubble follows the shares the service holds'(wk, mock, app) {
      const url = `${app.url}/article`;
      await share(mock, url);
      await share(mock, url + '#comments');
      const address = app.page('/share.html', page(mock.url, `<span id="right"><script type="IN/Share" data-url="${url}" data-counter="right"></script></span>
<span id="top"><script type="IN/Share" data-url="${app.url}/never" data-counter="top"></script></span>`));
      await wk.goto(address);
      await until(wk, "var c = document.querySelector('#right .IN-count'); return c && c.innerHTML === '2'");
      await until(wk, "var c = document.querySelector('#top .IN-count'); return c && c.innerHTML === '0'");
      equal(await wk.eval("return [document.querySelector('#right button').getAttribute('aria-label') || document.querySelector('#right button').textContent, document.querySelectorAll('head script[src*=\"countserv\"]').length]"), ['Share on LinkedIn', 0], 'button and JSONP clean-up');
      await share(mock, url);
      await wk.goto(address);
      await until(wk, "var c = document.querySelector('#right .IN-count'); return c && c.innerHTML === '3'");
    },

    async 'profile tags show the cards the service renders, inline and as a hover card'(wk, mock, app) {
      await wk.goto(app.page('/profiles.html', page(mock.url, `<div id="member"><script type="IN/MemberProfile" data-id="https://www.linkedin.com/in/ada-lovelace" data-format="inline"></script></div>
<div id="company"><script type="IN/CompanyProfile" data-id="Difference Works" data-format="inline" data-width="360"></script></div>
<div id="hover"><script type="IN/CompanyProfile" data-id="1001" data-text="Difference Works"></script></div>`)));
      equal(await textInFrame(wk, '#member iframe', 'a.name'), 'Ada Lovelace', 'member card');
      equal(await textInFrame(wk, '#company iframe', 'a.name'), 'Difference Works', 'company card');
      equal(await wk.eval("var f = document.querySelector('#company iframe'); return [f.getAttribute('width'), f.offsetHeight]"), ['360', 170], 'company frame size');
      const link = '#hover [aria-expanded]';
      await until(wk, `return !!document.querySelector('${link}')`);
      equal(await wk.eval(`return document.querySelector('${link}').getAttribute('aria-expanded')`), 'false', 'before hover');
      await wk.hover(link);
      await until(wk, `return document.querySelector('${link}').getAttribute('aria-expanded') === 'true'`);
      equal(await textInFrame(wk, '#hover .IN-card iframe', 'a.name'), 'Difference Works', 'hover card');
      await wk.click('#elsewhere');
      await until(wk, "return document.querySelectorAll('#hover .IN-card').length === 0");
    },

    async 'IN.parse(node) renders content added after load, once'(wk, mock, app) {
      await wk.goto(app.page('/later.html', page(mock.url, '<script type="IN/Share"></script>')));
      await until(wk, "return document.querySelectorAll('.IN-widget').length === 1");
      await wk.eval(`var later = document.getElementById('later');
        later.innerHTML = '<script type="IN/Share" data-counter="top" data-url="http://added.example/"></scr' + 'ipt><in:tag name="MemberProfile" data-id="${ADA.id}" data-format="inline"></in:tag>';
        IN.parse(later); IN.parse(later); IN.parse();`);
      await until(wk, "return document.querySelectorAll('.IN-widget').length === 3");
      await until(wk, "var c = document.querySelector('#later .IN-count'); return c && c.innerHTML === '0'");
      equal(await textInFrame(wk, '#later iframe', 'a.name'), 'Ada Lovelace', 'card added later');
    },
  },
};
