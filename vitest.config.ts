import { defineConfig } from 'vitest/config'

// Three projects: pure unit tests, the web app's unit and component tests, and server tests that
// run against a real database. The integration project runs once per database; TEST_DATABASE
// picks which (see scripts/test.mjs).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/game-studio/src/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // The texts in English, as a browser whose language is English sees them.
          setupFiles: ['apps/web/src/i18n/test-setup.ts'],
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://127.0.0.1:8080/' } },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
