// The original's other tags, loaded as parts (docs/tags.md "Parts"), in WebKit: IN/FollowCompany follows
// through its frame and window and calls data-onsuccess; IN/Apply sends the signed application to the
// job board's server; IN/JYMBII and IN/CompanyInsider show their frames; IN/RecommendProduct counts.
import http from 'node:http';
import { createHmac } from 'node:crypto';
import { ADA, equal, logInAsAda, popupClosed, switchToPopup, until, untilNode } from '../support.mjs';

const page = (sdk, body) => `<!DOCTYPE html><html><head><title>v1 tags</title><script type="text/javascript">var calls = [];
function record(name) { return function (what) { calls.push(name + ':' + JSON.stringify(what)); }; }
var followed = record('followed'), applied = record('applied'), clicked = record('clicked'), recommended = record('recommended');</script></head><body>
${body}
<script type="text/javascript" src="${sdk}/in.js">api_key: demo-api-key</script>
</body></html>`;

/** Reads `read` (a function body) inside the frame `frame` finds, then back to the top. */
async function inFrame(wk, frame, read) {
  await until(wk, `return !!document.querySelector(${JSON.stringify(frame)})`);
  await wk.frame(frame);
  try {
    return await until(wk, read);
  } finally {
    await wk.frame(null);
  }
}

/** A job board's server keeping the applications POSTed to it. */
async function receiver() {
  const received = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/applications`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

export default {
  family: 'v1 tags (parts)',
  playwright: (file) => file === 'v1Tags.spec.ts',
  checks: {
    async 'IN/FollowCompany follows through its frame and window and calls data-onsuccess'(wk, mock, app) {
      const company = mock.context.network.companies.get('1001');
      const before = company.followers.length;
      await wk.goto(app.page('/follow.html', page(mock.url, '<span id="follow"><script type="IN/FollowCompany" data-id="1001" data-counter="right" data-onsuccess="followed"></script></span>')));
      equal(await inFrame(wk, '#follow iframe', "var c = document.getElementById('count'); return c && c.innerHTML"), String(before), 'count');
      const main = await wk.window();
      await wk.frame('#follow iframe');
      await wk.click('#follow');
      await wk.frame(null);
      await switchToPopup(wk, main);
      await logInAsAda(wk);
      await popupClosed(wk, main);
      await until(wk, 'return calls.length === 1');
      equal(await wk.eval('return calls'), [`followed:{"id":"1001","following":true,"count":${before + 1}}`], 'data-onsuccess');
      equal(await inFrame(wk, '#follow iframe', "var b = document.getElementById('follow'); return b.disabled && b.textContent"), 'inFollowing', 'the button');
      equal(company.followers.includes(ADA.id), true, 'a follower');
    },

    async 'IN/Apply sends the application, signed, to data-url and calls data-onclick and data-onsuccess'(wk, mock, app) {
      const board = await receiver();
      try {
        await wk.goto(app.page('/apply.html', page(mock.url, `<span id="apply"><script type="IN/Apply" data-companyname="Difference Works" data-jobtitle="Engine Analyst" data-url="${board.url}" data-onclick="clicked" data-onsuccess="applied"></script></span>`)));
        await until(wk, "return !!document.querySelector('#apply button')");
        const main = await wk.window();
        await wk.click('#apply button');
        await switchToPopup(wk, main);
        await logInAsAda(wk);
        await until(wk, "return !!document.getElementById('coverLetter')");
        await wk.type('#coverLetter', 'Engines are my trade.');
        await wk.click('#apply');
        await popupClosed(wk, main);
        await until(wk, 'return calls.length === 2');
        const job = { companyName: 'Difference Works', jobTitle: 'Engine Analyst', url: board.url };
        equal(await wk.eval('return calls'), [`clicked:${JSON.stringify({ event: 'click', job })}`, `applied:${JSON.stringify({ event: 'success', job })}`], 'callbacks');
        await untilNode(() => board.received.length, 'the application to arrive');
        const { headers, body } = board.received[0];
        equal(headers['content-signature'], createHmac('sha1', 'demo-secret-key').update(body).digest('base64'), 'Content-Signature');
        equal(JSON.parse(body).coverLetter, 'Engines are my trade.', 'cover letter');
      } finally {
        await board.close();
      }
    },

    async 'IN/JYMBII lists the company’s jobs and IN/CompanyInsider its modules, in frames'(wk, mock, app) {
      const newest = [...mock.context.network.jobs.values()].filter((job) => job.companyId === '1001').sort((a, b) => b.timestamp - a.timestamp)[0];
      await wk.goto(app.page('/jobs.html', page(mock.url, `<div id="jobs"><script type="IN/JYMBII" data-companyid="1001" data-format="inline"></script></div>
<div id="insider"><script type="IN/CompanyInsider" data-id="1001" data-modules="innetwork,newhires,jobchanges"></script></div>`)));
      equal(await inFrame(wk, '#jobs iframe', "var a = document.querySelector('a.job'); return a && a.textContent"), newest.title, 'first job');
      equal(await inFrame(wk, '#insider iframe', "var h = document.querySelector('#newhires h2'); return h && h.textContent"), 'New hires', 'insider module');
    },

    async 'IN/RecommendProduct shows its count and recommends through its window'(wk, mock, app) {
      const product = mock.context.network.companies.get('1001').products[0];
      await wk.goto(app.page('/recommend.html', page(mock.url, `<span id="rec"><script type="IN/RecommendProduct" data-company="1001" data-product="${product.id}" data-counter="right" data-onsuccess="recommended"></script></span>`)));
      await until(wk, "var c = document.querySelector('#rec .IN-count'); return c && c.innerHTML === '0'");
      const main = await wk.window();
      await wk.click('#rec button');
      await switchToPopup(wk, main);
      await logInAsAda(wk);
      await until(wk, "return !!document.getElementById('recommend')");
      await wk.click('#recommend');
      await popupClosed(wk, main);
      await until(wk, "var c = document.querySelector('#rec .IN-count'); return c && c.innerHTML === '1'");
      equal(await wk.eval('return calls'), [`recommended:{"company":"1001","product":"${product.id}","count":1}`], 'data-onsuccess');
    },
  },
};
