// Boot: the script tag's settings and the framework's first events, in order.
import { equal, until } from '../support.mjs';

export default {
  family: 'boot: the script tag, its settings and first events',
  playwright: (file) => ['boot.spec.ts', 'loading.spec.ts'].includes(file),
  checks: {
    async 'script-tag settings, frameworkLoaded → systemReady → onLoad in order'(wk, mock, app) {
      const page = app.page('/boot.html', `<!DOCTYPE html><html><head><script>var calls = [];
var MyApp = { init: function () { calls.push('MyApp.init:' + (this === window)); } };</script></head><body>
<script src="${mock.url}/in.js">
  api_key: demo-api-key\r\n  // authorize: true\r\n  onLoad: MyApp.init
</script>
<script>IN.Event.on(IN, 'frameworkLoaded', function () { calls.push('frameworkLoaded'); });
IN.Event.on(IN, 'systemReady', function () { calls.push('systemReady'); });</script></body></html>`);
      await wk.goto(page);
      await until(wk, 'return window.calls && window.calls.length === 3');
      equal(await wk.eval('return calls'), ['frameworkLoaded', 'systemReady', 'MyApp.init:true'], 'events');
      equal(await wk.eval('return [IN.ENV.js.api_key, IN.ENV.url.api]'), ['demo-api-key', mock.url + '/v1'], 'IN.ENV');
    },
  },
};
