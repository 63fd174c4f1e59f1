import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const ROOT = resolve(import.meta.dirname, '..')

// The config is evaluated in the runner and again in every worker; the first evaluation picks a
// free port and a fresh data directory and hands them to the workers through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim()
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'venue-e2e-'))
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: join(ROOT, 'test-results', 'e2e'),
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  // Two browsers, the server and the servers some journeys start share a 2-core CI machine: a
  // journey that takes 6 s alone has taken over 30 s there.
  timeout: 60_000,
  // A loaded 2-core CI machine renders the larger screens (the API documentation) in more than 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    screenshot: 'on',
    // Recording a trace, even one thrown away on success, made journeys three times slower on a
    // 2-core machine (17 s against 60 s for registration). Ask for one when debugging:
    // `npx playwright test -c e2e/playwright.config.ts --trace retain-on-failure <spec>`.
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Starts the built server as processes of its own: no browser, once per run.
    { name: 'server-process', testMatch: 'server-*.spec.ts' },
    {
      name: 'desktop',
      testIgnore: 'server-*.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: 'server-*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: `node ${join(ROOT, 'apps/server/dist/server.js')}`,
    url: `${baseURL}/readyz`,
    cwd: ROOT,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      APP_ENV: 'test',
      // Every journey signs in from 127.0.0.1; the limits themselves are proven by the integration tests.
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
  },
})
