// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIN, MEMBER, tick } from '../../test/support/fakeIN';
import { installTags } from './installTags';

let fake: ReturnType<typeof fakeIN>;
let calls: string[];
const w = window as any;

beforeEach(() => {
  document.body.innerHTML = '';
  fake = fakeIN();
  installTags(fake.IN);
  calls = [];
  w.onAuth = function (this: unknown) {
    calls.push('onAuth:' + (this === window));
  };
  w.MyApp = { loggedOut: () => calls.push('MyApp.loggedOut') };
});
afterEach(() => vi.restoreAllMocks());

function render(tag = '<script type="IN/Login" data-onAuth="onAuth" data-onLogout="MyApp.loggedOut">Hello, <?js= firstName ?> <?js= lastName ?> (<?js= id ?>).</script>') {
  document.body.innerHTML = '<div id="box">' + tag + '</div>';
  fake.IN.parse();
  return document.querySelector('#box .IN-widget') as HTMLElement;
}

describe('IN/Login', () => {
  it('renders a real, labelled "Sign in with LinkedIn" button that calls IN.User.authorize', () => {
    const widget = render();
    const button = widget.querySelector('button')!;
    expect(button.getAttribute('type')).toBe('button');
    expect(button.textContent).toBe('inSign in with LinkedIn');
    expect(button.querySelector('.IN-logo')!.getAttribute('aria-hidden')).toBe('true');
    expect(widget.className).toBe('IN-widget IN-small');
    button.click();
    expect(fake.IN.User.authorize).toHaveBeenCalledTimes(1);
  });

  it('after sign-in replaces the button with its body rendered with the profile, escaped, and calls data-onAuth', async () => {
    const widget = render();
    fake.signIn();
    expect(widget.querySelector('button')).toBeNull();
    expect(calls).toEqual(['onAuth:true']);
    await tick();
    expect(fake.profileCalls).toEqual(['me']);
    expect(widget.innerHTML).toBe(`Hello, Ada &lt;Lovelace&gt; (${MEMBER.id}).`);
  });

  it('brings the button back on logout and calls data-onLogout', async () => {
    const widget = render();
    fake.signIn();
    await tick();
    fake.signOut();
    expect(widget.querySelector('button')!.textContent).toContain('Sign in with LinkedIn');
    expect(calls).toEqual(['onAuth:true', 'MyApp.loggedOut']);
  });

  it('offers sign-in again when the session ends without a logout (noAuth after a 401)', async () => {
    const widget = render();
    fake.signIn();
    await tick();
    fake.IN.Event.fire('noAuth'); // still signed in: nothing changes
    expect(widget.innerHTML).toContain('Hello, Ada');
    fake.setAuthorized(false);
    fake.IN.Event.fire('noAuth');
    expect(widget.querySelector('button')!.textContent).toContain('Sign in with LinkedIn');
  });

  it('does not show a profile that arrives after the member logged out', async () => {
    const widget = render();
    fake.signIn();
    fake.signOut();
    await tick();
    expect(widget.querySelector('button')).not.toBeNull();
    expect(widget.innerHTML).not.toContain('Ada');
  });

  it('renders the member at once, and calls data-onAuth, when already signed in when parsed', async () => {
    fake.setAuthorized(true);
    const widget = render();
    expect(calls).toEqual(['onAuth:true']);
    await tick();
    expect(widget.innerHTML).toContain('Hello, Ada');
  });

  it('parsed after auto-login found the session, hears its auth event without rendering or calling data-onAuth twice', async () => {
    fake.setAuthorized(true); // auto-login's session, whose auth fires after the onLoad functions
    const widget = render();
    fake.IN.Event.fire('auth');
    await tick();
    expect(calls).toEqual(['onAuth:true']);
    expect(fake.profileCalls).toEqual(['me']);
    expect(widget.innerHTML).toContain('Hello, Ada');
    // A later sign-in (a new session, perhaps another member) renders again.
    fake.signIn();
    await tick();
    expect(calls).toEqual(['onAuth:true', 'onAuth:true']);
    expect(fake.profileCalls).toEqual(['me', 'me']);
  });

  it('calls every function of a comma-separated list, reporting names that are not functions', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render('<script type="IN/Login" data-onauth="onAuth, nope ,MyApp.loggedOut"></script>');
    fake.signIn();
    expect(calls).toEqual(['onAuth:true', 'MyApp.loggedOut']);
    expect(errors).toHaveBeenCalledWith("in.js: Could not execute 'nope'. Please provide a valid function for callback.");
  });

  it('uses the templateMarkers setting and reports a profile that cannot be read', async () => {
    fake.IN.ENV.js.templateMarkers = '{{ }}';
    const widget = render('<script type="IN/Login">Hi {{= firstName }}</script>');
    fake.signIn();
    await tick();
    expect(widget.innerHTML).toBe('Hi Ada');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.answerProfileWith({ error: { message: 'expired' } });
    fake.signIn();
    await tick();
    expect(errors).toHaveBeenCalledWith("in.js: IN/Login: profile not read: expired", { message: 'expired' });
  });

  it('takes data-size', () => {
    expect(render('<script type="IN/Login" data-size="large"></script>').className).toBe('IN-widget IN-large');
    expect(render('<script type="IN/Login" data-size="huge"></script>').className).toBe('IN-widget IN-small');
  });
});
