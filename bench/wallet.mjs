// Wallet figures on PostgreSQL, printed against targets, in a database of the bench's own that is
// dropped afterwards:
// 1. debits per second on ONE hot wallet through the server's ledger code (postEntry), at 1 and
//    at 32 concurrent clients, each in a wallet transaction as the server posts them: more clients
//    on one wallet must not collapse its throughput;
// 2. the deposit-to-credited path over HTTP against the built server: from the recharge POST to
//    the sandbox payment page's 303, which answers after the signed callback has credited the player.
// Start with `npm run bench` (it builds first). Exits 1 when a target is missed or a check fails.
import { randomUUID } from 'node:crypto'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { register } from 'tsx/esm/api'
import { freePort, ROOT, startBenchServer, stopProcess } from './processes.mjs'
import { callApi, onConnection, percentile, urlOf } from './shared.mjs'

const DATABASE = `bench_wallet_${process.pid}`
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5)
const WARMUP_S = 1

const CLIENT_LEVELS = [1, 32]
const TARGET_CLIENTS_RATIO = 0.9
/** 10^6 USDT in micro-USDT: far more than the debits of any run can take. */
const OPENING_BALANCE = 10n ** 12n
const DEBIT = 10_000n

const DEMO_PLAYER = { account: 'player@example.com', password: 'winning42' }
const BANK_CHANNEL = 4
const DEPOSIT_USDT = 100
const WARMUP_DEPOSITS = 20
const DEPOSIT_SAMPLES = 200
const DEPOSIT_CONCURRENCY = 8
const TARGET_DEPOSIT_P99_MS = 1000

const ms = (value) => `${value.toFixed(1)} ms`

/**
 * The ledger as the server runs it. The server is TypeScript and its bundle exports nothing, so
 * tsx (a root devDependency) compiles the sources on import: the bench calls the very postEntry
 * the server bundles, with no build step of its own.
 */
async function openLedger(databaseUrl, poolSize) {
  register()
  const source = (path) => import(pathToFileURL(resolve(ROOT, 'apps/server/src', path)).href)
  const [{ openDatabase }, { migrateToLatest }, { playerCash, postEntry, walletTransaction }] =
    await Promise.all([
      source('db/database.ts'),
      source('db/migrate.ts'),
      source('modules/ledger/ledger.service.ts'),
    ])
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize })
  const { db } = database
  await migrateToLatest(db)
  const user = await db
    .insertInto('users')
    .values({
      email: 'hot-wallet@bench.invalid',
      nickname: 'hot wallet',
      password_hash: '-',
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const userId = Number(user.id)
  let entries = 0
  // As the server posts a burst on one wallet (a casino provider's callbacks for one player).
  const post = (kind, playerAmount, otherAccount) =>
    walletTransaction(db, userId, (trx) =>
      postEntry(
        trx,
        {
          kind,
          reference: `${DATABASE}-${++entries}`,
          postings: [
            { account: { kind: 'player_cash', userId }, amount: playerAmount },
            { account: { kind: otherAccount }, amount: -playerAmount },
          ],
        },
        new Date(),
      ),
    )
  await post('bench_grant', OPENING_BALANCE, 'house_promotions')
  return {
    debit: () => post('bench_debit', -DEBIT, 'house_cash'),
    balance: () => playerCash(db, userId),
    close: () => database.close(),
  }
}

/** Debits the hot wallet from `clients` concurrent loops for `seconds`. */
async function debitFor(ledger, clients, seconds) {
  const latencies = []
  const started = performance.now()
  const until = started + seconds * 1000
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const begun = performance.now()
        await ledger.debit()
        latencies.push(performance.now() - begun)
      }
    }),
  )
  const elapsedS = (performance.now() - started) / 1000
  return {
    clients,
    debits: latencies.length,
    perSecond: latencies.length / elapsedS,
    p99Ms: percentile(latencies, 0.99),
  }
}

async function measureHotWallet(databaseUrl) {
  // One connection per client plus one spare, so no client ever waits for the pool.
  const ledger = await openLedger(databaseUrl, Math.max(...CLIENT_LEVELS) + 1)
  try {
    const rows = []
    let debits = 0
    for (const clients of CLIENT_LEVELS) {
      debits += (await debitFor(ledger, clients, WARMUP_S)).debits
      const row = await debitFor(ledger, clients, DURATION_S)
      debits += row.debits
      rows.push(row)
    }
    const isBalanceRight = (await ledger.balance()) === OPENING_BALANCE - DEBIT * BigInt(debits)
    return { rows, debits, isBalanceRight }
  } finally {
    await ledger.close()
  }
}

const signIn = async (baseUrl) =>
  (await callApi(baseUrl, 'sign_in/', { headers: { platform: '1' }, body: DEMO_PLAYER })).token

/** The player's spendable balance in micro-USDT, from the decimal text the API answers. */
async function balanceOf(baseUrl, token) {
  const { score } = await callApi(baseUrl, 'member/account', { token })
  const [whole, fraction = ''] = score.split('.')
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'))
}

/** One deposit paid on the sandbox page; answers the milliseconds until the 303 came back. */
async function deposit(baseUrl, token) {
  const started = performance.now()
  const recharge = await callApi(baseUrl, 'recharge', {
    token,
    headers: { 'idempotency-key': randomUUID() },
    body: { channel_id: BANK_CHANNEL, amount: String(DEPOSIT_USDT) },
  })
  const paid = await fetch(new URL(recharge.pay_url, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=paid',
    redirect: 'manual',
  })
  await paid.arrayBuffer()
  const elapsedMs = performance.now() - started
  // The page redirects with payment=success only when the callback credited the deposit.
  if (paid.status !== 303 || !paid.headers.get('location')?.includes('payment=success')) {
    throw new Error(`paying ${recharge.pay_url} answered ${paid.status} to ${paid.headers.get('location')}`)
  }
  return elapsedMs
}

/**
 * `count` deposits from `concurrency` loops. Each loop signs in once beforehand, so password
 * hashing never runs beside the deposits being timed.
 */
async function depositSamples(baseUrl, count, concurrency) {
  const tokens = await Promise.all(Array.from({ length: concurrency }, () => signIn(baseUrl)))
  const latencies = []
  let started = 0
  await Promise.all(
    tokens.map(async (token) => {
      while (started < count) {
        started += 1
        latencies.push(await deposit(baseUrl, token))
      }
    }),
  )
  return latencies
}

async function measureDeposits(databaseUrl) {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const server = await startBenchServer(port, databaseUrl)
  try {
    await depositSamples(baseUrl, WARMUP_DEPOSITS, 1)
    const token = await signIn(baseUrl)
    const before = await balanceOf(baseUrl, token)
    const rows = []
    for (const concurrency of [1, DEPOSIT_CONCURRENCY]) {
      const latencies = await depositSamples(baseUrl, DEPOSIT_SAMPLES, concurrency)
      rows.push({
        concurrency,
        samples: latencies.length,
        p50Ms: percentile(latencies, 0.5),
        p99Ms: percentile(latencies, 0.99),
      })
    }
    const samples = rows.reduce((total, row) => total + row.samples, 0)
    const rose = (await balanceOf(baseUrl, token)) - before
    return { rows, samples, rose, expected: BigInt(samples * DEPOSIT_USDT) * 1_000_000n }
  } finally {
    await stopProcess(server)
  }
}

await onConnection((client) => client.query(`create database ${DATABASE}`))
let hotWallet
let deposits
try {
  hotWallet = await measureHotWallet(urlOf(DATABASE))
  deposits = await measureDeposits(urlOf(DATABASE))
} finally {
  await onConnection((client) => client.query(`drop database if exists ${DATABASE} with (force)`))
}

const usdt = (micro) => (Number(micro) / 1e6).toString()
const checks = []

console.log(
  `\nOne hot wallet on PostgreSQL, debited through walletTransaction and postEntry: ${DURATION_S} s per level after ${WARMUP_S} s warm-up`,
)
for (const row of hotWallet.rows) {
  const clients = `${row.clients} client${row.clients === 1 ? '' : 's'}`
  console.log(
    `  ${clients.padEnd(12)} ${row.perSecond.toFixed(0).padStart(7)} debits/s   p99 ${ms(row.p99Ms)}`,
  )
}
const [single, crowd] = hotWallet.rows
const clientsRatio = crowd.perSecond / single.perSecond
const isClientsRatioMet = clientsRatio >= TARGET_CLIENTS_RATIO
checks.push(isClientsRatioMet, hotWallet.isBalanceRight)
console.log(
  `  ratio ${(clientsRatio * 100).toFixed(1)}% of the 1-client figure (target at least ${TARGET_CLIENTS_RATIO * 100}%): ${isClientsRatioMet ? 'met' : 'MISSED'}`,
)
console.log(`  balance after ${hotWallet.debits} debits: ${hotWallet.isBalanceRight ? 'OK' : 'MISMATCH'}`)

console.log(
  `\nDeposit to credited over HTTP, ${DEPOSIT_USDT} USDT each, recharge POST to the payment page's 303`,
)
for (const row of deposits.rows) {
  const load = row.concurrency === 1 ? 'sequential' : `${row.concurrency} concurrent`
  console.log(
    `  ${load.padEnd(13)} ${String(row.samples).padStart(4)} samples   p50 ${ms(row.p50Ms).padStart(8)}   p99 ${ms(row.p99Ms).padStart(8)}`,
  )
}
const crowdP99 = deposits.rows.at(-1).p99Ms
const isP99Met = crowdP99 < TARGET_DEPOSIT_P99_MS
checks.push(isP99Met)
console.log(
  `  p99 at ${DEPOSIT_CONCURRENCY} concurrent ${ms(crowdP99)} (target under ${TARGET_DEPOSIT_P99_MS} ms): ${isP99Met ? 'met' : `MISSED by ${ms(crowdP99 - TARGET_DEPOSIT_P99_MS)}`}`,
)
const isDepositBalanceRight = deposits.rose === deposits.expected
checks.push(isDepositBalanceRight)
console.log(
  `  balance rose by ${usdt(deposits.rose)} USDT after ${deposits.samples} deposits (expected ${usdt(deposits.expected)}): ${isDepositBalanceRight ? 'OK' : 'MISMATCH'}`,
)
process.exitCode = checks.every(Boolean) ? 0 : 1
