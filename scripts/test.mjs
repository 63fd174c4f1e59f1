// Runs every check of the project in order and ends with one summary line: types, lint, unit
// tests, integration tests on PGlite and on the local PostgreSQL, a build, the cluster proof (four
// built instances behind nginx on PostgreSQL and Redis), and the browser tests.
// Exits non-zero when any step fails.
import { spawnSync } from 'node:child_process'
import { isPostgresUp, ADMIN_URL as POSTGRES_URL } from './cluster-harness.mjs'
import { ensureChromium } from './ensure-chromium.mjs'

const isCi = process.env.CI === 'true'
const started = Date.now()
const results = []

/** The exit status a step uses to say it could not run here (the automake convention). */
const SKIPPED = 77

function run(name, command, args, env = {}) {
  const stepStart = Date.now()
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`)
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1)
  const outcome = status === 0 ? 'passed' : status === SKIPPED ? 'skipped: see its line above' : 'FAILED'
  results.push({ name, outcome, seconds })
  return status === 0
}

function skip(name, why) {
  console.log(`\n▷ ${name}: skipped (${why})`)
  results.push({ name, outcome: `skipped: ${why}`, seconds: '0.0' })
}

ensureChromium()

const npx = 'npx'
// Every project is checked on its own (the root's tsconfig covers only the root's files).
run('types', 'npm', ['run', '--silent', 'typecheck'])
run('lint', npx, ['biome', 'ci', '.'])
run('unit', npx, ['vitest', 'run', '--project', 'unit', '--project', 'web'])
run('integration on PGlite', npx, ['vitest', 'run', '--project', 'integration'], { TEST_DATABASE: 'pglite' })
if (await isPostgresUp()) {
  run('integration on PostgreSQL', npx, ['vitest', 'run', '--project', 'integration'], {
    TEST_DATABASE: 'postgres',
    TEST_POSTGRES_URL: POSTGRES_URL,
  })
} else if (isCi) {
  results.push({
    name: 'integration on PostgreSQL',
    outcome: `FAILED: no PostgreSQL at ${POSTGRES_URL}`,
    seconds: '0.0',
  })
} else {
  skip('integration on PostgreSQL', `no PostgreSQL at ${POSTGRES_URL}`)
}
if (run('build', 'npm', ['run', 'build'])) {
  // Exits 77 (skipped) only when nginx is missing and cannot be installed.
  run('cluster of 2 and 4 instances', 'node', ['--test-reporter=spec', 'scripts/test-cluster.mjs'])
  run('end-to-end in Chromium', npx, ['playwright', 'test', '-c', 'e2e/playwright.config.ts'])
} else {
  skip('cluster of 2 and 4 instances', 'the build failed')
  skip('end-to-end in Chromium', 'the build failed')
}

const failed = results.filter((result) => result.outcome.startsWith('FAILED'))
const total = ((Date.now() - started) / 1000).toFixed(0)
console.log('\nSummary')
for (const result of results)
  console.log(`  ${result.outcome.padEnd(10)} ${result.name} (${result.seconds} s)`)
const skipped = results.filter((result) => result.outcome.startsWith('skipped')).length
const passed = results.length - failed.length - skipped
console.log(
  failed.length === 0
    ? `npm test: PASSED, ${passed} steps passed${skipped ? `, ${skipped} skipped` : ''}, in ${total} s`
    : `npm test: FAILED, ${failed.length} of ${results.length} steps failed (${failed.map((result) => result.name).join(', ')}), in ${total} s`,
)
process.exit(failed.length === 0 ? 0 : 1)
