// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module each time: the "linked once" flag lives in it.
async function freshLinkStylesheet() {
  vi.resetModules();
  return (await import('./linkStylesheet')).linkStylesheet;
}

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('linkStylesheet', () => {
  it("links the service's widget stylesheet in <head>, the first time only", async () => {
    const linkStylesheet = await freshLinkStylesheet();
    linkStylesheet('https://platform.example.test');
    linkStylesheet('https://other.example.test');
    const links = document.head.getElementsByTagName('link');
    expect(links.length).toBe(1);
    expect(links[0].rel).toBe('stylesheet');
    expect(links[0].getAttribute('href')).toBe('https://platform.example.test/scripts/in-widgets.css');
    expect(document.head.getElementsByTagName('style').length).toBe(0);
  });
});
