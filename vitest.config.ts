import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@': root, 'server-only': fileURLToPath(new URL('./tests/support/server-only.ts', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Real servers, sockets and clocks: a test that fails once is tried once more, and npm
          // test names it among the flaky ones (scripts/test-all.ts); a regression fails both tries.
          retry: 1,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/e2e/setup.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          retry: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
