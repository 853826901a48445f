// The runtime half of the legacy gate, done statically on src/: finds uses of built-ins that
// IE 6-8, Firefox 3 or Safari 5 lack, using TypeScript's type checker so that `[].indexOf`
// (ES5) is told apart from `"".indexOf` (ES3). A line may opt out with a `legacy-ok` comment
// when the use is feature-detected (see src/compat/).
import ts from 'typescript';

const ARRAY_METHODS = new Set(['forEach', 'map', 'filter', 'indexOf', 'lastIndexOf', 'reduce', 'reduceRight', 'some', 'every', 'find', 'findIndex', 'includes', 'fill', 'flat', 'flatMap', 'entries', 'keys', 'values']);
const STRING_METHODS = new Set(['trim', 'trimStart', 'trimEnd', 'startsWith', 'endsWith', 'includes', 'repeat', 'padStart', 'padEnd']);
const STATIC_METHODS = {
  Object: new Set(['keys', 'create', 'defineProperty', 'defineProperties', 'getPrototypeOf', 'assign', 'freeze', 'seal', 'entries', 'values', 'getOwnPropertyNames', 'setPrototypeOf']),
  Array: new Set(['isArray', 'from', 'of']),
  Date: new Set(['now']),
};
const GLOBALS = new Set(['JSON', 'Promise', 'fetch', 'Map', 'Set', 'WeakMap', 'Symbol', 'Proxy', 'Reflect', 'requestAnimationFrame']);
const DOM_MEMBERS = new Set(['addEventListener', 'removeEventListener', 'querySelector', 'querySelectorAll', 'getElementsByClassName', 'classList', 'dataset', 'textContent', 'bind', 'currentScript']);
const HINT = 'use the helpers in src/compat/, or feature-detect and mark the line with // legacy-ok';

function isFromDefaultLib(program, symbol) {
  const decl = symbol?.declarations?.[0];
  return !!decl && program.isSourceFileDefaultLibrary(decl.getSourceFile());
}

/**
 * Checks the given TypeScript files; returns one message per forbidden use.
 * @param {string[]} files
 * @param {ts.CompilerOptions} [options]
 */
export function legacyBuiltinProblems(files, options = { target: ts.ScriptTarget.ES5, lib: ['lib.es5.d.ts', 'lib.dom.d.ts'], strict: true, noEmit: true, types: [] }) {
  const program = ts.createProgram(files, options);
  const checker = program.getTypeChecker();
  const problems = [];
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || !files.some((f) => file.fileName.endsWith(f.replace(/^\.\//, '')))) continue;
    const lines = file.text.split('\n');
    const report = (node, what) => {
      const { line, character } = file.getLineAndCharacterOfPosition(node.getStart());
      if (/legacy-ok/.test(lines[line]) || (line > 0 && /legacy-ok/.test(lines[line - 1]))) return;
      problems.push(`${file.fileName}:${line + 1}:${character + 1} ${what} is missing in old browsers; ${HINT}.`);
    };
    const visit = (node) => {
      if (ts.isPropertyAccessExpression(node)) {
        const name = node.name.text;
        const receiver = node.expression;
        const type = checker.getTypeAtLocation(receiver);
        const typeName = checker.typeToString(checker.getApparentType(type));
        if (ts.isIdentifier(receiver) && STATIC_METHODS[receiver.text]?.has(name) && isFromDefaultLib(program, checker.getSymbolAtLocation(receiver))) {
          report(node, `${receiver.text}.${name}`);
        } else if (ARRAY_METHODS.has(name) && (checker.isArrayType(type) || checker.isTupleType(type) || /^(readonly )?\S+\[\]$|^Array<|^ReadonlyArray</.test(typeName))) {
          report(node, `Array.prototype.${name}`);
        } else if (STRING_METHODS.has(name) && (type.flags & ts.TypeFlags.StringLike)) {
          report(node, `String.prototype.${name}`);
        } else if (DOM_MEMBERS.has(name) && isFromDefaultLib(program, checker.getSymbolAtLocation(node.name))) {
          report(node, name === 'bind' ? 'Function.prototype.bind' : name);
        }
      } else if (ts.isIdentifier(node) && GLOBALS.has(node.text) && !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node)) {
        // Unresolved counts too: ES5's lib declares Promise only as a type, not as a value.
        const symbol = checker.getSymbolAtLocation(node);
        if (!symbol || isFromDefaultLib(program, symbol)) report(node, node.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return problems;
}
