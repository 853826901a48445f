// The demo pages' own scripts are ECMAScript 3, like every script the service sends a browser:
// the demo runs in the old browsers the framework supports.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'acorn';

describe('the demo pages', () => {
  it.each(['demo/index.html', 'demo/oauth.html', 'demo/pages.html', 'demo/widgets.html'])('%s: every inline script parses as ES3', (file) => {
    const html = readFileSync(file, 'utf8');
    const scripts = [...html.matchAll(/<script type="text\/javascript">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(() => parse(script, { ecmaVersion: 3, allowReserved: 'never', sourceType: 'script' })).not.toThrow();
  });
});
