import { defineConfig } from 'vitest/config'
import { moduleBuildsForTests, reactOnPreact } from './apps/web/react-on-preact'

// Two projects: pure unit tests, and server tests that run against a real database. The
// integration project runs once per database; TEST_DATABASE picks which (see scripts/test.mjs).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts'],
        },
      },
      {
        resolve: { alias: [...reactOnPreact, ...moduleBuildsForTests] },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // Libraries that import React are transformed with the aliases, so they receive Preact as
          // the app does in the browser.
          server: {
            deps: {
              inline: [
                /react-redux/,
                /react-router/,
                /lucide-react/,
                /qrcode\.react/,
                /@reduxjs\/toolkit/,
                /@testing-library\/preact/,
              ],
            },
          },
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
