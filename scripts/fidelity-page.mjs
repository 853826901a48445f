// `npm run docs:fidelity`: writes docs/fidelity.md from the ledger (mock-server/fidelity/), the
// catalogue and the tests' titles. The page is TypeScript's to write (test/support/fidelityDoc.ts);
// Vite's module runner loads it as the tests do, with no build first.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(fileURLToPath(new URL('../test/support/fidelityDoc.ts', import.meta.url)), { root, logLevel: 'error', configFile: false });
const page = module.fidelityDocument(root);
writeFileSync(new URL('../docs/fidelity.md', import.meta.url), page);
console.log(`docs/fidelity.md written (${page.split('\n').length} lines).`);
