import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Type-aware gates and thousands of handler matches take seconds; a busy 2-core CI box needs room.
    testTimeout: 20_000,
    include: ['src/**/*.test.ts', 'mock-server/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
