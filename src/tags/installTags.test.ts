// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIN } from '../../test/support/fakeIN';
import { installTags } from './installTags';

let fake: ReturnType<typeof fakeIN>;

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  fake = fakeIN();
  installTags(fake.IN);
});

describe('installTags', () => {
  it('parses the body when the framework has loaded, and again on IN.parse() (boot does it before systemReady)', () => {
    document.body.innerHTML = '<script type="IN/Share"></script>';
    fake.IN.Event.fire('frameworkLoaded');
    expect(document.getElementsByClassName('IN-widget').length).toBe(1);
    document.body.innerHTML += '<script type="IN/Share"></script>';
    fake.IN.parse();
    expect(document.getElementsByClassName('IN-widget').length).toBe(2);
  });

  it('IN.addTag registers a tag that IN.parse renders', () => {
    function Hello(el: HTMLElement, attributes: any) {
      el.innerHTML = 'hello ' + attributes.who;
    }
    fake.IN.addTag('Hello', Hello);
    document.body.innerHTML = '<div id="d"><script type="in/hello" data-who="you"></script></div>';
    fake.IN.parse(document.getElementById('d'));
    expect(document.getElementById('d')!.firstElementChild!.innerHTML).toBe('hello you');
  });

  it('exposes the built-in tags and IN.Util.createJSTemplate with the templateMarkers setting', () => {
    expect(Object.keys(fake.IN.Tags)).toEqual(['Login', 'Share', 'MemberProfile', 'CompanyProfile']);
    expect(typeof fake.IN.Tags.Share.handleCount).toBe('function');
    fake.IN.ENV.js.templateMarkers = '[% %]';
    expect(fake.IN.Util.createJSTemplate('[%= a %]')({ a: '<x>' })).toBe('&#60;x&#62;');
    expect(fake.IN.Util.createJSTemplate('{{= a }}', '{{ }}')({ a: 1 })).toBe('1');
  });

});
