// Lighthouse's performance audit of the built web app as the server ships it, on the home page and
// the soccer page: the default mobile preset with its simulated slow 4G and 4x CPU slowdown, in
// Debian's Chromium (CHROME_PATH overrides it). Prints the score, LCP, TBT, CLS and the bytes
// transferred per page against the budgets below, each the median of RUNS audits: Lighthouse's
// figures move between runs on the same build (its docs advise the median of several). BENCH_LIGHTHOUSE_REPORTS=<folder> also keeps
// each page's full JSON report there, to read the audits behind the figures.
// Start with `npm run bench` (it builds first). Exits 1 when a budget is missed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { freePort, startProcess, stopProcess } from './processes.mjs'

const PAGES = ['/', '/sport/soccer']
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS
const ATTEMPTS = 3
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`

/** What is measured per page: how to read it from the report, how to print it, and its budget. */
const METRICS = [
  {
    name: 'performance score',
    read: (lhr) => Math.round(lhr.categories.performance.score * 100),
    show: (score) => String(score),
    budget: { isMet: (score) => score >= 90, text: 'at least 90' },
  },
  {
    name: 'largest contentful paint',
    read: (lhr) => lhr.audits['largest-contentful-paint'].numericValue / 1000,
    show: (seconds) => `${seconds.toFixed(2)} s`,
    budget: { isMet: (seconds) => seconds <= 2.5, text: 'at most 2.5 s' },
  },
  {
    name: 'total blocking time',
    read: (lhr) => lhr.audits['total-blocking-time'].numericValue,
    show: (ms) => `${ms.toFixed(0)} ms`,
    budget: { isMet: (ms) => ms <= 200, text: 'at most 200 ms' },
  },
  {
    name: 'cumulative layout shift',
    read: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
    show: (shift) => shift.toFixed(3),
    budget: { isMet: (shift) => shift <= 0.05, text: 'at most 0.05' },
  },
  {
    name: 'total transfer',
    read: (lhr) => lhr.audits['total-byte-weight'].numericValue,
    show: kib,
  },
]

/**
 * Lighthouse's report of one page, performance only, with the default (mobile) settings. A run
 * whose trace broke (Lighthouse's runtime errors such as NO_NAVSTART say "run again") is repeated.
 */
async function audit(url, chromePort) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    })
    const error = result
      ? result.lhr.runtimeError
      : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' }
    if (!error) return result.lhr
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${error.code} ${error.message}`)
    console.warn(`${url}: ${error.code}, running Lighthouse again`)
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'venue-bench-'))
const reports = []
try {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  // Outside production the server runs on the embedded database in DATA_DIR with the demo data,
  // so the pages show what a visitor sees.
  const server = await startProcess(
    ['apps/server/dist/server.js'],
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      APP_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    `${baseUrl}/readyz`,
  )
  try {
    const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
    try {
      for (const page of PAGES) {
        const runs = []
        for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${baseUrl}${page}`, chrome.port))
        reports.push({ page, runs })
      }
    } finally {
      chrome.kill()
    }
  } finally {
    await stopProcess(server)
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

if (REPORTS_DIR) {
  mkdirSync(REPORTS_DIR, { recursive: true })
  for (const { page, runs } of reports) {
    const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')
    runs.forEach((lhr, index) => {
      writeFileSync(join(REPORTS_DIR, `${name}-${index + 1}.json`), JSON.stringify(lhr, null, 2))
    })
  }
}

let isEverythingMet = true
/** The middle value of a metric over the runs (the upper middle of an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

console.log(`\nLighthouse performance, mobile preset with its simulated throttling, median of ${RUNS} runs`)
for (const { page, runs } of reports) {
  console.log(`  ${page}`)
  for (const metric of METRICS) {
    const value = median(runs.map(metric.read))
    const shown = `    ${metric.name.padEnd(26)} ${metric.show(value).padStart(10)}`
    if (!metric.budget) {
      console.log(shown)
      continue
    }
    const isMet = metric.budget.isMet(value)
    isEverythingMet &&= isMet
    console.log(`${shown}   (budget ${metric.budget.text}): ${isMet ? 'met' : 'MISSED'}`)
  }
}
process.exitCode = isEverythingMet ? 0 : 1
