// Every function types/in.d.ts declares exists on the IN object that dist/in.js and dist/in.min.js
// build, so the declarations cannot drift from the framework.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { loadPage } from '../support/browserWindow';

function declaredFunctions(): string[] {
  const file = ts.createSourceFile('in.d.ts', readFileSync('types/in.d.ts', 'utf8'), ts.ScriptTarget.Latest, true);
  const found = new Set<string>();
  const visit = (node: ts.Node, path: string[]) => {
    if (ts.isModuleDeclaration(node)) {
      const next = [...path, node.name.getText()];
      if (node.body && ts.isModuleBlock(node.body)) node.body.statements.forEach((s) => visit(s, next));
      return;
    }
    if (ts.isFunctionDeclaration(node) && node.name) found.add([...path, node.name.text].join('.'));
  };
  file.statements.forEach((s) => visit(s, []));
  return [...found];
}

describe.each(['dist/in.js', 'dist/in.min.js'])('types/in.d.ts against %s', (bundle) => {
  it('declares only functions the framework has (property mangling kept every public name)', async () => {
    const names = declaredFunctions();
    expect(names).toEqual(expect.arrayContaining(['IN.API.Profile', 'IN.User.authorize', 'IN.Event.on', 'IN.UI.Share', 'IN.parse', 'IN.init']));
    const page = loadPage('<script src="http://127.0.0.1:8787/in.js">api_key: k</script>', { bundle });
    await page.settle();
    const missing = names.filter((name) => typeof page.window.eval(name) !== 'function');
    page.close();
    expect(missing).toEqual([]);
  });
});
