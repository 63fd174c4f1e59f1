// Bet placement over HTTP on PostgreSQL, for sports, Mark Six and racing, each printed beside a
// baseline measured in the same run: a bare Fastify endpoint on the same PostgreSQL and pool size
// that debits a wallet with a conditional UPDATE and writes one INSERT in one transaction, the
// least any placement must do. 50 connections, each a player of its own, a fresh Idempotency-Key
// per request. Targets: each placement at least 33% of the baseline's requests per second, with a
// p99 of at most 100 ms. After each run, the bets' stakes and the players' balances must agree.
// The bench's database is dropped afterwards.
// Start with `npm run bench` (it builds first). Exits 1 when a target is missed or a check fails.
import { randomUUID } from 'node:crypto'
import { freePort, startBenchServer, startProcess, stopProcess } from './processes.mjs'
import {
  callApi,
  demoOperatorToken,
  INSERT_PLAYERS_LIKE,
  measure as measureLoad,
  onConnection,
  urlOf,
} from './shared.mjs'

const measure = (name, options) =>
  measureLoad(name, { connections: CONNECTIONS, ...options }, { warmupS: WARMUP_S, durationS: DURATION_S })

const DATABASE = `bench_placement_${process.pid}`
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10)
const WARMUP_S = 3
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
/** The server's own pool size (apps/server/src/db/database.ts), so the baseline gets no more. */
const POOL_SIZE = 10
const TARGET_RATIO = 0.33
const TARGET_P99_MS = 100
const PLAYER_FUNDS = '1000000'
const MICRO = 1_000_000n

const DEMO_EMAIL = 'player@example.com'
const DEMO_PASSWORD = 'winning42'
const RACE_GAMES = ['pk10', 'airship']
/** The games' ids (GAME_ID in packages/domain). */
const GAME_IDS = { hkmarksix: 13, pk10: 16, airship: 17 }

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
 * The open draw of one of `games` that closes last, at least `openForS` seconds from now: a
 * draw that closed mid-run would refuse every bet. Racing runs only part of the day, so either
 * race game will do.
 */
async function lastOpenDraw(databaseUrl, games, openForS) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const { rows } = await onConnection(
      (client) =>
        client.query(
          `select id, game_id from draws
           where game_id = any($1) and status = 1 and closes_at > now() + make_interval(secs => $2)
           order by closes_at desc limit 1`,
          [games.map((game) => GAME_IDS[game]), openForS],
        ),
      databaseUrl,
    )
    if (rows.length > 0) {
      const game = games.find((key) => GAME_IDS[key] === rows[0].game_id)
      return { game, drawId: Number(rows[0].id) }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`no draw of ${games.join(' or ')} stays open for ${openForS} s`)
}

/**
 * Players of the bench's own: the demo player's password hash copied onto new rows, each signed in
 * and credited by the operator, so that every connection debits a wallet of its own.
 */
async function createPlayers(baseUrl, databaseUrl, count) {
  const emails = Array.from({ length: count }, (_, index) => `bench-${index}@bench.invalid`)
  await onConnection((client) => client.query(INSERT_PLAYERS_LIKE, [emails, DEMO_EMAIL]), databaseUrl)
  const operator = await demoOperatorToken(baseUrl)
  const tokens = []
  for (const email of emails) {
    const session = await callApi(baseUrl, 'sign_in/', {
      headers: { platform: '1' },
      body: { account: email, password: DEMO_PASSWORD },
    })
    await callApi(baseUrl, 'operator/adjustments', {
      token: operator,
      headers: { 'idempotency-key': randomUUID() },
      body: { user_id: session.user_id, amount: PLAYER_FUNDS, reason: 'bench funds', reason_code: 'other' },
    })
    tokens.push(session.token)
  }
  return tokens
}

/** Loads one placement call, each connection posting `body` as a player of its own. */
function measurePlacement(name, baseUrl, path, tokens, body) {
  let next = 0
  return measure(name, {
    url: baseUrl,
    requests: [
      {
        method: 'POST',
        path,
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
  })
}

/**
 * Every accepted bet debited exactly its stake, and nothing else moved the bench players' money.
 * One statement, so one snapshot: requests the load generator gave up on may still be committing.
 */
async function stakesAgree(databaseUrl) {
  return onConnection(async (client) => {
    const { rows: found } = await client.query(
      `select (select coalesce(sum(total_stake), 0) from sports_bets)::bigint
                + (select coalesce(sum(total), 0) from lottery_slips)::bigint as staked,
              (select coalesce(sum(a.balance), 0) from ledger_accounts a join users u on u.id = a.user_id
                where a.kind = 'player_cash' and u.email like 'bench-%')::bigint as balance`,
    )
    const funded = BigInt(PLAYER_FUNDS) * MICRO * BigInt(CONNECTIONS)
    const isRight = BigInt(found[0].balance) === funded - BigInt(found[0].staked)
    if (!isRight) console.error({ ...found[0], funded })
    return isRight
  }, databaseUrl)
}

await onConnection((client) => client.query(`create database ${DATABASE}`))
const databaseUrl = urlOf(DATABASE)
let baseline
const placements = []
let isBalanced = false
try {
  const baselinePort = await freePort()
  const baselineUrl = `http://127.0.0.1:${baselinePort}`
  const baselineServer = await startProcess(
    ['bench/placement-baseline-server.mjs'],
    { PORT: String(baselinePort), DATABASE_URL: databaseUrl, POOL_SIZE: String(POOL_SIZE) },
    `${baselineUrl}/`,
  )
  try {
    await fetch(`${baselineUrl}/wallets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: CONNECTIONS, balance: String(BigInt(PLAYER_FUNDS) * MICRO) }),
    })
    let next = 0
    baseline = await measure('baseline: conditional UPDATE + INSERT', {
      url: baselineUrl,
      requests: [
        {
          method: 'POST',
          path: '/bet',
          setupRequest: (request, context) => {
            context.wallet ??= String((next++ % CONNECTIONS) + 1)
            return {
              ...request,
              headers: { 'content-type': 'application/json', authorization: context.wallet },
              body: JSON.stringify({ stake: '4000000' }),
            }
          },
        },
      ],
    })
  } finally {
    await stopProcess(baselineServer)
  }

  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const server = await startBenchServer(port, databaseUrl)
  try {
    const tokens = await createPlayers(baseUrl, databaseUrl, CONNECTIONS)
    const matches = await slipMatches(baseUrl)
    placements.push(
      await measurePlacement(
        'sports: 2+3 String 1 of 3 matches',
        baseUrl,
        '/sports/api/v1/soccer/bet',
        tokens,
        JSON.stringify({
          picks: matches.map((match) => {
            const home = match.odds.find((entry) => entry.kind === 'wl' && entry.name === 'H')
            return { match_id: match.match_id, kind: 'wl', name: 'H', handicap_val: null, odds: home.odds }
          }),
          folds: [2, 3],
          cast_value: '1',
          multiple: 1,
          accept_changed_odds: true,
        }),
      ),
    )
    const runS = WARMUP_S + DURATION_S + 10
    const markSix = await lastOpenDraw(databaseUrl, ['hkmarksix'], runS)
    placements.push(
      await measurePlacement(
        'Mark Six: special big and 3 numbers',
        baseUrl,
        '/sports/api/v1/lottery/bet',
        tokens,
        JSON.stringify({
          game: markSix.game,
          draw_id: markSix.drawId,
          entries: [
            { type: 'specialCodeSide', prop: 'big', amount: '1' },
            { type: 'specialCode', prop: '7', amount: '1' },
            { type: 'specialCode', prop: '18', amount: '1' },
            { type: 'specialCode', prop: '49', amount: '1' },
          ],
        }),
      ),
    )
    const race = await lastOpenDraw(databaseUrl, RACE_GAMES, runS)
    placements.push(
      await measurePlacement(
        `racing (${race.game}): sides and dragon/tiger`,
        baseUrl,
        '/sports/api/v1/lottery/bet',
        tokens,
        JSON.stringify({
          game: race.game,
          draw_id: race.drawId,
          entries: [
            { type: 'sides:1', prop: 'big', amount: '1' },
            { type: 'sides:2', prop: 'odd', amount: '1' },
            { type: 'dragonTiger:1', prop: 'dragon', amount: '1' },
            { type: 'sides:3', prop: 'small', amount: '1' },
          ],
        }),
      ),
    )
    isBalanced = await stakesAgree(databaseUrl)
  } finally {
    await stopProcess(server)
  }
} finally {
  await onConnection((client) => client.query(`drop database if exists ${DATABASE} with (force)`))
}

console.log(
  `\nBet placement on PostgreSQL: ${CONNECTIONS} connections (a player each), pool of ${POOL_SIZE}, ${DURATION_S} s after ${WARMUP_S} s warm-up`,
)
const line = (row, verdict = '') =>
  console.log(
    `  ${row.name.padEnd(44)} ${row.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${String(row.p99Ms).padStart(4)} ms${verdict}`,
  )
line(baseline)
let isMet = true
for (const row of placements) {
  const ratio = row.requestsPerSecond / baseline.requestsPerSecond
  const isRowMet = ratio >= TARGET_RATIO && row.p99Ms <= TARGET_P99_MS
  isMet &&= isRowMet
  line(row, `   ${(ratio * 100).toFixed(1)}% of the baseline: ${isRowMet ? 'met' : 'MISSED'}`)
}
console.log(
  `  targets: at least ${TARGET_RATIO * 100}% of the baseline's req/s and p99 at most ${TARGET_P99_MS} ms each`,
)
console.log(`  stakes and balances agree with the bets placed: ${isBalanced ? 'yes' : 'NO'}`)
process.exitCode = isMet && isBalanced ? 0 : 1
