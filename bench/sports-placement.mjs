// Sports bet placement over HTTP on PostgreSQL, printed beside a bare Fastify hello-world measured
// in the same run: 50 connections, each a player of its own, placing a 2 and 3 String 1 slip of
// three soccer matches (4 combinations) with a fresh Idempotency-Key per request. Every placement
// re-prices the slip, checks the limits and the balance, and debits it with the bet and its legs in
// one transaction. Target: at least 12% of the hello-world's requests per second. The bench's
// database is dropped afterwards.
// Start with `npm run bench` (it builds first). Exits 1 when the target is missed or a check fails.
import { randomUUID } from 'node:crypto'
import { freePort, startProcess, stopProcess } from './processes.mjs'
import { callApi, measure as measureLoad, onConnection, urlOf } from './shared.mjs'

const measure = (name, options) =>
  measureLoad(name, { connections: CONNECTIONS, ...options }, { warmupS: WARMUP_S, durationS: DURATION_S })

const DATABASE = `bench_sports_${process.pid}`
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10)
const WARMUP_S = 3
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const TARGET_RATIO = 0.12
const PLAYER_FUNDS = '1000000'

const OPERATOR = { email: 'operator@example.com', password: 'operate42' }
const DEMO_EMAIL = 'player@example.com'
const DEMO_PASSWORD = 'winning42'

/** Three soccer matches kicking off at least an hour from now, so none closes during the run. */
async function slipMatches(baseUrl) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const { list } = await callApi(baseUrl, 'soccer?limit=40')
    const later = list.filter(
      (match) => match.status === 1 && Date.parse(match.match_start_time) > Date.now() + 3600_000,
    )
    if (later.length >= 3) return later.slice(0, 3)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the feed listed no soccer matches')
}

/**
 * Players of the bench's own: the demo player's password hash copied onto new rows, each signed in
 * and credited by the operator, so that every connection debits a wallet of its own.
 */
async function createPlayers(baseUrl, databaseUrl, count) {
  const emails = Array.from({ length: count }, (_, index) => `bench-${index}@bench.invalid`)
  await onConnection(
    (client) =>
      client.query(
        `insert into users (email, email_verified, nickname, password_hash, created_at)
         select email, true, 'bench player', (select password_hash from users where email = $2), now()
         from unnest($1::text[]) as email`,
        [emails, DEMO_EMAIL],
      ),
    databaseUrl,
  )
  const operator = (await callApi(baseUrl, 'operator/sign_in', { body: OPERATOR })).token
  const tokens = []
  for (const email of emails) {
    const session = await callApi(baseUrl, 'sign_in/', {
      headers: { platform: '1' },
      body: { account: email, password: DEMO_PASSWORD },
    })
    await callApi(baseUrl, 'operator/adjustments', {
      token: operator,
      headers: { 'idempotency-key': randomUUID() },
      body: { user_id: session.user_id, amount: PLAYER_FUNDS, reason: 'bench funds' },
    })
    tokens.push(session.token)
  }
  return tokens
}

await onConnection((client) => client.query(`create database ${DATABASE}`))
const rows = []
let isBalanced = false
try {
  const helloPort = await freePort()
  const hello = await startProcess(
    ['bench/hello-server.mjs'],
    { PORT: String(helloPort) },
    `http://127.0.0.1:${helloPort}/`,
  )
  rows.push(await measure('bare Fastify hello-world', { url: `http://127.0.0.1:${helloPort}/` }))
  await stopProcess(hello)

  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const databaseUrl = urlOf(DATABASE)
  // BENCH_NODE_ARGS (e.g. "--cpu-prof") goes to the server's node, to see where its time goes.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const server = await startProcess(
    [...nodeArgs, 'apps/server/dist/server.js'],
    {
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      APP_ENV: 'development',
      DEMO_DATA: 'true',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    },
    `${baseUrl}/readyz`,
    ['ignore', 'inherit', 'inherit'],
  )
  try {
    const matches = await slipMatches(baseUrl)
    const tokens = await createPlayers(baseUrl, databaseUrl, CONNECTIONS)
    const body = JSON.stringify({
      picks: matches.map((match) => {
        const home = match.odds.find((entry) => entry.kind === 'wl' && entry.name === 'H')
        return { match_id: match.match_id, kind: 'wl', name: 'H', handicap_val: null, odds: home.odds }
      }),
      folds: [2, 3],
      cast_value: '1',
      multiple: 1,
      accept_changed_odds: true,
    })
    let next = 0
    rows.push(
      await measure('POST /sports/api/v1/soccer/bet', {
        url: baseUrl,
        requests: [
          {
            method: 'POST',
            path: '/sports/api/v1/soccer/bet',
            setupRequest: (request, context) => {
              context.token ??= tokens[next++ % tokens.length]
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  authorization: context.token,
                  'idempotency-key': randomUUID(),
                },
                body,
              }
            },
          },
        ],
      }),
    )
    // Every accepted slip debited exactly its 4 USDT, and nothing else moved. One statement, so one
    // snapshot: requests the load generator gave up on may still be committing.
    isBalanced = await onConnection(async (client) => {
      const { rows: found } = await client.query(
        `select (select count(*) from sports_bets)::bigint as bets,
                (select coalesce(sum(total_stake), 0) from sports_bets)::bigint as staked,
                (select coalesce(sum(a.balance), 0) from ledger_accounts a join users u on u.id = a.user_id
                  where a.kind = 'player_cash' and u.email like 'bench-%')::bigint as balance`,
      )
      const funded = BigInt(PLAYER_FUNDS) * 1_000_000n * BigInt(CONNECTIONS)
      const staked = BigInt(found[0].staked)
      const isRight =
        staked === BigInt(found[0].bets) * 4_000_000n && BigInt(found[0].balance) === funded - staked
      if (!isRight) console.error({ ...found[0], funded })
      return isRight
    }, databaseUrl)
  } finally {
    await stopProcess(server)
  }
} finally {
  await onConnection((client) => client.query(`drop database if exists ${DATABASE} with (force)`))
}

const [baseline, placement] = rows
const ratio = placement.requestsPerSecond / baseline.requestsPerSecond
console.log(
  `\nSports placement on PostgreSQL: ${CONNECTIONS} connections (a player each), ${DURATION_S} s after ${WARMUP_S} s warm-up`,
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
console.log(`  stakes and balances agree with the bets placed: ${isBalanced ? 'yes' : 'NO'}`)
process.exitCode = isMet && isBalanced ? 0 : 1
