import { defineConfig } from 'vitest/config';

// The in-process tests only; the browser spec (e2e/) is Playwright's.
export default defineConfig({ test: { include: ['test/**/*.test.js'], testTimeout: 30_000 } });
