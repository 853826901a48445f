// IN.API over each transport the framework picks by feature detection, and the refusal of a page
// on an origin the API key does not list.
import { STRIP_TO_IE8 } from '../../../test/support/ie8Strip.mjs';
import { FORCE, LEGACY_API_LINES, legacyApiPage } from '../../pages/legacyApi.mjs';
import { appServer, equal, token, until } from '../support.mjs';

const lines = async (wk) => (await until(wk, "var t = document.getElementById('out').textContent; return t.indexOf('done') >= 0 && t")).trim().split('\n');

export default {
  family: 'IN.API calls',
  playwright: (file) => ['api.spec.ts', 'legacy-api.spec.ts'].includes(file),
  checks: {
    async 'IN.API over CORS XHR'(wk, mock, app) {
      await wk.goto(app.page('/cors.html', legacyApiPage(mock.url, token(mock))));
      equal((await lines(wk)).slice(1), LEGACY_API_LINES.slice(1), 'calls');
    },

    async 'IN.API with IE 8 built-ins only, over the proxy iframe (postMessage)'(wk, mock, app) {
      await wk.goto(app.page('/proxy.html', legacyApiPage(mock.url, token(mock), `<script>${STRIP_TO_IE8}${FORCE.proxy}</script>`, app.report)));
      equal(await app.reported(), LEGACY_API_LINES, 'calls');
    },

    async 'IN.API with IE 8 built-ins only and no postMessage, answered in URL fragments'(wk, mock, app) {
      await wk.goto(app.page('/fragment.html', legacyApiPage(mock.url, token(mock), `<script>${STRIP_TO_IE8}${FORCE.fragment}</script>`, app.report)));
      equal(await app.reported(), LEGACY_API_LINES, 'calls');
    },

    async 'the proxy refuses an origin the API key does not list'(wk, mock) {
      const other = await appServer('127.0.0.2');
      try {
        await wk.goto(other.page('/refused.html', legacyApiPage(mock.url, token(mock), `<script>${FORCE.proxy}</script>`)));
        const text = (await lines(wk)).join('\n');
        if (!/failed 403 JavaScript API Domain is restricted to 127\.0\.0\.1, localhost/.test(text)) throw new Error(`expected a 403 refusal, got: ${text}`);
      } finally {
        other.close();
      }
    },
  },
};
