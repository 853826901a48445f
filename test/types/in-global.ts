// Compiled by `npm run typecheck` (tsconfig in this folder): code written for the original
// framework type-checks against types/in.d.ts, and misuse does not.
/// <reference path="../../types/in.d.ts" />

function onLinkedInLoad(): void {
  IN.Event.on(IN, 'auth', function () {
    IN.API.Profile('me')
      .fields('firstName', 'last-name', 'location:(name)', { positions: ['title'] })
      .result(function (result) {
        const me = result.values[0];
        const name: string | undefined = me.firstName;
        document.title = String(name) + result._total;
      })
      .error(function (error) {
        const status: number = error.status;
        console.log(status, error.message, error.requestId);
      });
  });
  IN.API.Connections('me').params({ start: 10, count: 10 }).result((c) => c.values.length + (c._start ?? 0));
  IN.API.PeopleSearch().params({ keywords: 'engine', facet: ['industry,4'] }).result((r) => String(r.people.values[0].id) + r.numResults);
  IN.API.NetworkUpdates('me').params({ type: ['SHAR', 'CONN'] }).result((u) => u.values[0].updateKey);
  IN.API.MemberUpdates('aZ3kq9XbW1').result((u) => u._total);
  IN.API.Raw('/people/~/shares').method('POST').body(JSON.stringify({ comment: 'hi' })).result((r) => r.updateKey);
  IN.API.Raw().url('/people/~').result();
  const signedIn: boolean = IN.User.authorize(function () {}, window);
  IN.User.logout(() => undefined);
  IN.User.refresh();
  const mode: 'window' | 'iframe' = IN.User.getUIMode();
  IN.UI.Share().params({ url: 'https://example.com' }).place().success((s) => s.updateKey + s.visibility).error((e) => e.error);
  IN.UI.Authorize().place('after', 'signin').success((r) => r.member_id);
  IN.Event.onOnce(IN, 'systemReady', function () {}, window, { from: 'test' });
  IN.Event.on('button-id', 'click', function (event: any) {
    event.preventDefault();
  });
  IN.Event.onDOMReady(() => IN.parse(document.body));
  IN.init({ api_key: 'demo-api-key', onLoad: 'start', authorize: true });
  const token: string = IN.ENV.auth.oauth_token;
  const html: string = IN.Util.createJSTemplate('Hello <?js= firstName ?>')({ firstName: 'Ada' });
  console.log(signedIn, mode, token, html);
}

function misuse(): void {
  // @ts-expect-error PATCH is not a method of the API
  IN.API.Raw('/people/~').method('PATCH');
  // @ts-expect-error the result callback gets a collection, not a string
  IN.API.Profile('me').result((r: string) => r);
  // @ts-expect-error api_key is a string
  IN.init({ api_key: 42 });
  // @ts-expect-error the callback must be a function
  IN.User.authorize('onAuth');
  // @ts-expect-error place() takes in, before or after
  IN.UI.Share().place('inside', document.body);
  // @ts-expect-error an error payload has no "code"
  IN.API.Raw('/x').error((e) => e.code);
}

export { onLinkedInLoad, misuse };
