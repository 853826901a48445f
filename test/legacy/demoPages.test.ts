// The demo pages' own scripts are ECMAScript 3, like every script the service sends a browser:
// the demo runs in the old browsers the framework supports. Their shared helpers (demo/demoKit.js) too.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'acorn';

describe('the demo pages', () => {
  it.each(['demo/index.html', 'demo/oauth.html', 'demo/pages.html', 'demo/widgets.html', 'demo/jobs.html'])('%s: every inline script parses as ES3', (file) => {
    const html = readFileSync(file, 'utf8');
    const scripts = [...html.matchAll(/<script type="text\/javascript">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(() => parse(script, { ecmaVersion: 3, allowReserved: 'never', sourceType: 'script' })).not.toThrow();
  });

  it('every script file the pages load parses as ES3, and each one a page names is there', () => {
    const files = readdirSync('demo').filter((name) => name.endsWith('.js'));
    expect(files).toContain('demoKit.js');
    for (const file of files) expect(() => parse(readFileSync(`demo/${file}`, 'utf8'), { ecmaVersion: 3, allowReserved: 'never', sourceType: 'script' }), file).not.toThrow();
    for (const page of readdirSync('demo').filter((name) => name.endsWith('.html'))) {
      for (const [, src] of readFileSync(`demo/${page}`, 'utf8').matchAll(/<script type="text\/javascript" src="([^"/]+\.js)"/g)) expect(files, `${page} loads ${src}`).toContain(src);
    }
  });
});
