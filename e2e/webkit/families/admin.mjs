// The admin page (/__admin/), as a person watching a run uses it: the journal fills live and
// filters, a row opens its details, a fault shows its counts and near misses, the clock button
// moves service time, auto-approve is set from the page, reset (after its confirm()) empties the journal.
import { ADA, equal, until } from '../support.mjs';

const rows = (id) => `return document.querySelectorAll('#${id} tr').length`;

export default {
  family: 'admin page',
  playwright: (file) => ['adminPage.spec.ts'].includes(file),
  checks: {
    async 'live journal, filters, details, faults and near misses, clock, auto-approve, reset'(wk, mock) {
      await wk.goto(`${mock.url}/__admin/`);
      await until(wk, "return /^\\d{4}-\\d\\d-\\d\\dT/.test(document.getElementById('clock-now').textContent)");
      const fault = await fetch(`${mock.url}/__admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'GET', path: '/v1/people/~', status: 503, times: 5 }) });
      equal(fault.status, 200, 'fault added');
      const token = mock.admin.issueToken({ memberId: ADA.id }).access_token;
      equal((await fetch(`${mock.url}/v1/people/~?format=json`, { headers: { authorization: `Bearer ${token}` } })).status, 503, 'the fault answers');
      await fetch(`${mock.url}/v1/people/~`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
      await fetch(`${mock.url}/oauth/v2/authorization?client_id=nope`);

      // Live: the rows arrive without a reload.
      await until(wk, `${rows('journal-rows')} === 3`);
      await until(wk, "return document.getElementById('fault-rows').textContent.indexOf('GET /v1/people/~') >= 0");
      equal(await wk.eval("var c = document.querySelectorAll('#fault-rows tr td'), t = []; for (var i = 0; i < c.length; i++) t.push(c[i].textContent); return t"), ['#1', 'GET /v1/people/~', '503', '1', '1', '4'], 'the fault row');
      await until(wk, "return document.getElementById('miss-rows').textContent.indexOf('method is DELETE, the fault wants GET') >= 0");

      await wk.type('#f-path', '/oauth/*');
      await wk.click('#filters button');
      // The one row of the path filter's answer, before it is clicked (a redraw without it closes its details).
      await until(wk, `${rows('journal-rows')} === 1 && document.querySelector('#journal-rows a').textContent.indexOf('/oauth/v2/authorization') === 0`);
      await wk.click('#journal-rows a');
      await until(wk, "var h = document.querySelector('#details h3'); return h && h.textContent.indexOf('/oauth/v2/authorization') >= 0");

      const before = Date.parse(await wk.eval("return document.getElementById('clock-now').textContent"));
      await wk.click('#clock-day');
      await until(wk, `return Date.parse(document.getElementById('clock-now').textContent) - ${before} >= 86400000`);

      await wk.type('#auto-member', ADA.id);
      await wk.click('#auto-form button');
      await until(wk, `return document.getElementById('auto-state').textContent.indexOf('${ADA.id}') >= 0`);
      equal(mock.admin.autoApprovals().member, ADA.id, 'auto-approve set');

      await wk.eval("document.getElementById('f-path').value = ''");
      await wk.click('#reset');
      await wk.acceptAlert();
      await until(wk, "return document.getElementById('message').textContent === 'The service is reset.'");
      await until(wk, `${rows('journal-rows')} === 0`);
    },
  },
};
