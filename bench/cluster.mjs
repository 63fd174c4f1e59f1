// Scaling out: bet placements per second and WebSocket deliveries per second through nginx at 1, 2
// and 4 instances of the built server on one PostgreSQL database and one Redis, printed as ratios to
// one instance beside the machine's core count (os.availableParallelism()): instances share the
// machine's cores with PostgreSQL, Redis, nginx and the load generator, so the ratio cannot pass the
// core count and on a small machine it says how much the extra processes cost, not how far the
// product scales on many machines.
// - bets/s: autocannon through nginx, one player per connection, each posting a 2 and 3 String 1 slip
//   of three soccer matches (4 combinations, 4 USDT) with a fresh Idempotency-Key, as
//   bench/placement.mjs does against one instance;
// - deliveries/s: WebSocket clients connected through nginx (so spread over the instances) join the
//   public room "en"; signed-in players post to it through nginx from 2 lanes, each lane posting again
//   once every client has its previous post; every instance receives every post from Redis.
// A report, not a target: it exits 1 only when a check fails (stakes and balances agree with the bets
// placed; every client received every post once). The bench's database is dropped afterwards.
// Start with `npm run bench:cluster` (it builds the server first).
import { randomUUID } from 'node:crypto'
import { availableParallelism } from 'node:os'
import {
  apiClient,
  clusterSettings,
  createDatabase,
  ensureNginx,
  ensurePostgresAndRedis,
  freePort,
  isServerBuilt,
  openSocket,
  startInstance,
  startNginx,
  stopInstance,
  waitReady,
} from '../scripts/cluster-harness.mjs'
import { INSERT_PLAYERS_LIKE, measure, percentile } from './shared.mjs'

const SIZES = [1, 2, 4]
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10)
const WARMUP_S = 3
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 40)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 600)
const POSTS = Number(process.env.BENCH_POSTS ?? 60)
const WARMUP_POSTS = 10
const LANES = 2
/** The room's flood cap allows 5 posts in 10 s: each poster posts once per size and at most 5 times. */
const POSTERS = WARMUP_POSTS + POSTS
const PLAYER_FUNDS = '1000000'
const STAKE_MICRO = 4_000_000n
const DELIVERY_TIMEOUT_MS = 10_000
const CONNECT_BATCH = 100
const DEMO_EMAIL = 'player@example.com'
const DEMO_PASSWORD = 'winning42'

if (!isServerBuilt()) {
  console.error('bench:cluster needs the built server: run `npm run build -w @app/server` first')
  process.exit(1)
}
const nginxBinary = ensureNginx()
if (!nginxBinary.path) {
  console.log(`bench:cluster skipped: ${nginxBinary.reason}`)
  process.exit(0)
}
await ensurePostgresAndRedis()

const cores = availableParallelism()
const database = await createDatabase('bench_cluster')
const settings = clusterSettings(database.url, {
  LOG_LEVEL: 'error',
  // The load comes from this machine's loopback: no limit may stop it.
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  // The players' funds are one adjustment each, larger than a second operator must approve.
  ADJUSTMENT_APPROVAL_ABOVE: PLAYER_FUNDS,
})
const instances = []
let nginx
const rows = []
const checks = []

async function addInstance() {
  const instance = startInstance(`instance ${instances.length + 1}`, await freePort(), settings)
  instances.push(instance)
  await waitReady(instance)
  return instance
}

/** Players of the bench's own: the demo player's password copied onto new rows, signed in, funded. */
async function createPlayers(prefix, count, isFunded) {
  const emails = Array.from({ length: count }, (_, index) => `${prefix}-${index}@bench.invalid`)
  await database.query(INSERT_PLAYERS_LIKE, [emails, DEMO_EMAIL])
  const operator = apiClient(nginx.base)
  await operator.signInDemoOperator()
  const clients = []
  for (const email of emails) {
    const client = apiClient(nginx.base)
    const session = await client.signIn(email, DEMO_PASSWORD)
    if (isFunded) {
      await operator.data('POST', '/operator/adjustments', {
        user_id: session.user_id,
        amount: PLAYER_FUNDS,
        reason: 'bench funds',
        reason_code: 'other',
      })
    }
    clients.push(client)
  }
  return clients
}

/** The slip every placement posts: home wins of three soccer matches more than an hour away. */
async function slipBody() {
  const { list } = await apiClient(nginx.base).data('GET', '/soccer?limit=40')
  const later = list.filter(
    (match) => match.status === 1 && Date.parse(match.match_start_time) > Date.now() + 3 * 3600_000,
  )
  if (later.length < 3) throw new Error('the feed listed fewer than three soccer matches three hours away')
  return JSON.stringify({
    picks: later.slice(0, 3).map((match) => {
      const home = match.odds.find((entry) => entry.kind === 'wl' && entry.name === 'H')
      return { match_id: match.match_id, kind: 'wl', name: 'H', handicap_val: null, odds: home.odds }
    }),
    folds: [2, 3],
    cast_value: '1',
    multiple: 1,
    accept_changed_odds: true,
  })
}

async function measureBets(bettors, body) {
  let next = 0
  return measure(
    'bets',
    {
      url: nginx.base,
      connections: CONNECTIONS,
      requests: [
        {
          method: 'POST',
          path: '/sports/api/v1/soccer/bet',
          setupRequest: (request, context) => {
            context.token ??= bettors[next++ % bettors.length].token
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
    },
    { warmupS: WARMUP_S, durationS: DURATION_S },
  )
}

/** Stakes and balances agree with the bets placed so far; one statement, so one snapshot. */
async function balancesAgree(bettorCount) {
  const { rows: found } = await database.query(
    `select (select count(*) from sports_bets)::bigint as bets,
            (select coalesce(sum(total_stake), 0) from sports_bets)::bigint as staked,
            (select coalesce(sum(a.balance), 0) from ledger_accounts a join users u on u.id = a.user_id
              where a.kind = 'player_cash' and u.email like 'bettor-%')::bigint as balance`,
  )
  const funded = BigInt(PLAYER_FUNDS) * 1_000_000n * BigInt(bettorCount)
  const staked = BigInt(found[0].staked)
  const isRight =
    staked === BigInt(found[0].bets) * STAKE_MICRO && BigInt(found[0].balance) === funded - staked
  if (!isRight) console.error({ ...found[0], funded })
  return isRight
}

/** Clients in the room through nginx; answers a measurement of `POSTS` posts after a warm-up. */
async function measureDeliveries(posters, size) {
  const receipts = new Map()
  const waiting = new Map()
  const started = new Map()
  const latencies = []
  const clients = []
  let duplicates = 0
  const tag = `size${size}-${randomUUID()}`
  for (let opened = 0; opened < CLIENTS; opened += CONNECT_BATCH) {
    const batch = Math.min(CONNECT_BATCH, CLIENTS - opened)
    clients.push(...(await Promise.all(Array.from({ length: batch }, () => openSocket(nginx.base)))))
  }
  for (const client of clients) client.send({ type: 'joinRoom', room: 'en' })
  await Promise.all(
    clients.map((client) =>
      client.next((message) => message.type === 'joined' && message.channel === 'room'),
    ),
  )
  const upstreams = new Set(clients.map((client) => client.upstream))
  for (const client of clients) {
    // From here on each message is parsed once, by this listener alone.
    client.socket.removeAllListeners('message')
    const seen = new Set()
    client.socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString())
      if (message.type !== 'room' || message.data.kind !== 'message') return
      const [postTag, index] = message.data.message.body.split(' ')
      if (postTag !== tag) return
      if (seen.has(index)) {
        duplicates += 1
        return
      }
      seen.add(index)
      if (Number(index) >= WARMUP_POSTS) latencies.push(performance.now() - started.get(index))
      const count = (receipts.get(index) ?? 0) + 1
      receipts.set(index, count)
      if (count === CLIENTS) waiting.get(index)?.()
    })
  }

  async function postRange(from, to) {
    let next = from
    await Promise.all(
      Array.from({ length: LANES }, async () => {
        while (next < to) {
          const index = String(next++)
          const delivered = new Promise((done) => {
            const timer = setTimeout(done, DELIVERY_TIMEOUT_MS)
            waiting.set(index, () => {
              clearTimeout(timer)
              done()
            })
          })
          started.set(index, performance.now())
          await posters[Number(index) % posters.length].data('POST', '/chat/rooms/en/messages', {
            client_msg_id: randomUUID(),
            body: `${tag} ${index}`,
          })
          await delivered
        }
      }),
    )
  }
  await postRange(0, WARMUP_POSTS)
  const begun = performance.now()
  await postRange(WARMUP_POSTS, WARMUP_POSTS + POSTS)
  const seconds = (performance.now() - begun) / 1000
  for (const client of clients) client.close()
  let missing = 0
  for (let index = 0; index < WARMUP_POSTS + POSTS; index += 1) {
    missing += CLIENTS - (receipts.get(String(index)) ?? 0)
  }
  return {
    deliveriesPerSecond: latencies.length / seconds,
    p99Ms: percentile(latencies, 0.99),
    missing,
    duplicates,
    upstreams: upstreams.size,
  }
}

try {
  await addInstance()
  nginx = await startNginx(nginxBinary.path, [instances[0].port])
  const bettors = await createPlayers('bettor', CONNECTIONS, true)
  const posters = await createPlayers('poster', POSTERS, false)
  const body = await slipBody()
  for (const size of SIZES) {
    while (instances.length < size) await addInstance()
    await nginx.reload(instances.map((instance) => instance.port))
    const bets = await measureBets(bettors, body)
    const isBalanced = await balancesAgree(bettors.length)
    const fanOut = await measureDeliveries(posters, size)
    const isOnce = fanOut.missing === 0 && fanOut.duplicates === 0
    checks.push(isBalanced, isOnce)
    rows.push({ size, bets, fanOut, isBalanced, isOnce })
    console.log(
      `  ${size} instance${size > 1 ? 's' : ''}: ${bets.requestsPerSecond.toFixed(0)} bets/s (p99 ${bets.p99Ms} ms), ${fanOut.deliveriesPerSecond.toFixed(0)} deliveries/s (p99 ${fanOut.p99Ms.toFixed(1)} ms) to ${CLIENTS} sockets on ${fanOut.upstreams} instances`,
    )
  }
} finally {
  await nginx?.stop()
  for (const instance of instances) await stopInstance(instance)
  await database.drop()
}

const [one] = rows
const ratio = (value, base) => `${(value / base).toFixed(2)}x`
console.log(
  `\nCluster scaling through nginx on PostgreSQL and Redis: ${cores} cores (os.availableParallelism()), ${CONNECTIONS} betting connections, ${CLIENTS} sockets, ${POSTS} posts after ${WARMUP_POSTS} warm-up, ${DURATION_S} s after ${WARMUP_S} s warm-up`,
)
console.log(
  `  ${'instances'.padEnd(10)} ${'bets/s'.padStart(8)} ${'ratio'.padStart(7)} ${'p99'.padStart(8)} ${'deliveries/s'.padStart(13)} ${'ratio'.padStart(7)} ${'p99'.padStart(9)} ${'cores'.padStart(6)}`,
)
for (const row of rows) {
  console.log(
    `  ${String(row.size).padEnd(10)} ${row.bets.requestsPerSecond.toFixed(0).padStart(8)} ${ratio(row.bets.requestsPerSecond, one.bets.requestsPerSecond).padStart(7)} ${`${row.bets.p99Ms} ms`.padStart(8)} ${row.fanOut.deliveriesPerSecond.toFixed(0).padStart(13)} ${ratio(row.fanOut.deliveriesPerSecond, one.fanOut.deliveriesPerSecond).padStart(7)} ${`${row.fanOut.p99Ms.toFixed(0)} ms`.padStart(9)} ${String(cores).padStart(6)}`,
  )
}
for (const row of rows) {
  console.log(
    `  ${row.size} instance${row.size > 1 ? 's' : ''}: stakes and balances agree with the bets placed: ${row.isBalanced ? 'yes' : 'NO'}; every socket received every post once: ${row.isOnce ? 'yes' : `NO (${row.fanOut.missing} missed, ${row.fanOut.duplicates} repeated)`}`,
  )
}
process.exitCode = checks.every(Boolean) ? 0 : 1
