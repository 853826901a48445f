// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIN, SDK } from '../../test/support/fakeIN';
import { installTags } from './installTags';

let fake: ReturnType<typeof fakeIN>;

beforeEach(() => {
  document.body.innerHTML = '';
  fake = fakeIN();
  installTags(fake.IN);
});
afterEach(() => vi.restoreAllMocks());

function render(tag: string) {
  document.body.innerHTML = `<p id="outside">x</p><div id="box">${tag}</div>`;
  fake.IN.parse();
  return document.querySelector('#box .IN-widget') as HTMLElement;
}

const frameSrc = (el: Element) => el.querySelector('iframe')!.getAttribute('src');
const PUBLIC_URL = 'https://www.linkedin.com/in/ada-lovelace';

describe('IN/MemberProfile and IN/CompanyProfile', () => {
  it('inline: an iframe of the member card, at least 300 wide, with the original parameters', () => {
    const widget = render(`<script type="IN/MemberProfile" data-id="${PUBLIC_URL}" data-format="inline" data-width="120" data-related="false"></script>`);
    expect(frameSrc(widget)).toBe(`${SDK}/cws/member/public_profile?public_profile_url=${encodeURIComponent(PUBLIC_URL)}&format=inline&related=false&width=300`);
    const frame = widget.querySelector('iframe')!;
    expect(frame.getAttribute('width')).toBe('300');
    expect(frame.getAttribute('title')).toBe('LinkedIn member profile');
    // Sizes style buttons and count bubbles only: a profile tag's span has no size class.
    expect(widget.className).toBe('IN-widget');
    const wide = render('<script type="IN/MemberProfile" data-id="aZ3kq9XbW1" data-format="inline" data-width="480"></script>');
    expect(frameSrc(wide)).toBe(`${SDK}/cws/member/public_profile?public_profile_url=aZ3kq9XbW1&format=inline&width=480`);
    expect(wide.querySelector('iframe')!.getAttribute('width')).toBe('480');
  });

  it('inline company card by id or name', () => {
    const widget = render('<script type="IN/CompanyProfile" data-id="Difference Works" data-format="inline"></script>');
    expect(frameSrc(widget)).toBe(`${SDK}/cws/company/profile?companyIdentifier=Difference%20Works&format=inline&width=300`);
  });

  it('hover (the default): an "in" link with data-text that opens the card on mouse-over and closes on a click elsewhere or Escape', () => {
    const widget = render('<script type="IN/MemberProfile" data-id="aZ3kq9XbW1" data-text="Ada <L>"></script>');
    const link = widget.querySelector('button.IN-inlink') as HTMLElement;
    expect(link.innerHTML).toBe('<span>Ada &lt;L&gt;</span><span class="IN-logo" aria-hidden="true">in</span>');
    expect(link.getAttribute('aria-label')).toBe('Ada <L>: LinkedIn member profile');
    expect(link.getAttribute('aria-expanded')).toBe('false');
    expect(widget.querySelector('iframe')).toBeNull();

    link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(frameSrc(widget.querySelector('.IN-card')!)).toBe(`${SDK}/cws/member/public_profile?public_profile_url=aZ3kq9XbW1&format=hover`);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    link.click();
    expect(widget.querySelectorAll('.IN-card').length).toBe(1);

    document.getElementById('outside')!.click();
    expect(widget.querySelector('.IN-card')).toBeNull();
    expect(link.getAttribute('aria-expanded')).toBe('false');

    link.click();
    expect(widget.querySelector('.IN-card')).not.toBeNull();
    document.dispatchEvent(new KeyboardEvent('keydown', { keyCode: 27 } as KeyboardEventInit));
    expect(widget.querySelector('.IN-card')).toBeNull();
  });

  it('hover: the card closes when the pointer leaves the link and the card, not when it moves from one to the other', () => {
    const widget = render('<script type="IN/MemberProfile" data-id="aZ3kq9XbW1"></script>');
    const link = widget.querySelector('button.IN-inlink') as HTMLElement;
    link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    const card = widget.querySelector('.IN-card')!;
    link.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: card.firstChild }));
    expect(widget.querySelector('.IN-card')).not.toBeNull();
    card.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.getElementById('outside') }));
    expect(widget.querySelector('.IN-card')).toBeNull();
  });

  it('click: the link toggles the card; hovering does not open it', () => {
    const widget = render('<script type="IN/CompanyProfile" data-id="1337" data-format="click"></script>');
    const link = widget.querySelector('button.IN-inlink') as HTMLElement;
    expect(link.getAttribute('aria-label')).toBe('LinkedIn company profile');
    link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(widget.querySelector('.IN-card')).toBeNull();
    link.click();
    link.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.getElementById('outside') }));
    expect(widget.querySelector('.IN-card')).not.toBeNull();
    link.click();
    expect(widget.querySelector('.IN-card')).toBeNull();
    link.click();
    expect(frameSrc(widget.querySelector('.IN-card')!)).toBe(`${SDK}/cws/company/profile?companyIdentifier=1337&format=click`);
    link.click();
    expect(widget.querySelector('.IN-card')).toBeNull();
  });

  it('without data-id warns and renders nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const widget = render('<script type="IN/MemberProfile" data-format="inline"></script>');
    expect(widget.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledWith('in.js: IN/MemberProfile needs a data-id.');
  });
});
