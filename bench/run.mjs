// Loads the built server and a bare Fastify hello-world in the same run on this machine, one
// after the other, and prints requests per second, p99 latency and their ratio against targets.
// Start with `npm run bench` (it builds first). Exits 1 when a target is missed.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, startProcess, stopProcess } from './processes.mjs'
import { measure as measureLoad } from './shared.mjs'

const measure = (name, url) =>
  measureLoad(name, { url, connections: CONNECTIONS }, { warmupS: WARMUP_S, durationS: DURATION_S })

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10)
const WARMUP_S = 3
const CONNECTIONS = 50
const TARGET_RATIO = 0.5

const dataDir = mkdtempSync(join(tmpdir(), 'venue-bench-'))
const rows = []
try {
  const helloPort = await freePort()
  const hello = await startProcess(
    ['bench/hello-server.mjs'],
    { PORT: String(helloPort) },
    `http://127.0.0.1:${helloPort}/`,
  )
  rows.push(await measure('bare Fastify hello-world', `http://127.0.0.1:${helloPort}/`))
  await stopProcess(hello)

  const port = await freePort()
  const server = await startProcess(
    ['apps/server/dist/server.js'],
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    `http://127.0.0.1:${port}/readyz`,
  )
  rows.push(
    await measure(
      'GET /sports/api/v1/available_games',
      `http://127.0.0.1:${port}/sports/api/v1/available_games`,
    ),
  )
  await stopProcess(server)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

const [baseline, api] = rows
const ratio = api.requestsPerSecond / baseline.requestsPerSecond
console.log(
  `\nLoad: ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s warm-up, one after the other`,
)
for (const row of rows) {
  console.log(
    `  ${row.name.padEnd(38)} ${row.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${row.p99Ms} ms`,
  )
}
const isMet = ratio >= TARGET_RATIO
console.log(
  `  ratio ${(ratio * 100).toFixed(1)}% of the hello-world (target at least ${TARGET_RATIO * 100}%): ${isMet ? 'met' : 'MISSED'}`,
)
process.exitCode = isMet ? 0 : 1
