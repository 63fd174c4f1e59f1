import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { PoolUse } from '../db/database'

/**
 * The figures this process exposes at /metrics, in Prometheus' text format. One registry per
 * process: the ledger and the workers count from plain functions that know no app, and an
 * instance is one process. Every series is per instance; Prometheus sums them across the fleet.
 */
export const registry = new Registry()
// Process figures under their usual names (CPU, memory, event-loop delay, GC, handles), so the
// standard Node.js dashboards work unchanged.
collectDefaultMetrics({ register: registry })

const MICRO_USDT_PER_USDT = 1_000_000

const httpDuration = new Histogram({
  name: 'venue_http_request_duration_seconds',
  help: 'Time from request to response, by route template, method and status class (2xx, 4xx…)',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

const ledgerEntries = new Counter({
  name: 'venue_ledger_entries_total',
  help: 'Journal entries posted, by kind (lotteryBet, sportsPayout, recharge, withdraw…)',
  labelNames: ['kind'] as const,
  registers: [registry],
})

const betsPlaced = new Counter({
  name: 'venue_bets_placed_total',
  help: 'Paid placements (a slip or a casino round, one ledger entry each), by game family',
  labelNames: ['game'] as const,
  registers: [registry],
})

const betsSettled = new Counter({
  name: 'venue_bets_settled_total',
  help: 'Bets settled by the workers, by game (a lottery key such as gallopingmarksix, or a sport)',
  labelNames: ['game'] as const,
  registers: [registry],
})

const deposits = new Counter({
  name: 'venue_deposits_total',
  help: 'Deposits credited to players',
  registers: [registry],
})

const depositedUsdt = new Counter({
  name: 'venue_deposits_usdt_total',
  help: 'USDT credited to players by deposits',
  registers: [registry],
})

const withdrawals = new Counter({
  name: 'venue_withdrawals_total',
  help: 'Withdrawals by stage: requested (held), paid, refunded (rejected or failed)',
  labelNames: ['stage'] as const,
  registers: [registry],
})

const withdrawnUsdt = new Counter({
  name: 'venue_withdrawals_usdt_total',
  help: 'USDT of withdrawals by stage: requested (held), paid, refunded',
  labelNames: ['stage'] as const,
  registers: [registry],
})

const workerLag = new Histogram({
  name: 'venue_worker_lag_seconds',
  help: 'How late a scheduled worker pass started after the time it was due (a busy event loop or a slow previous pass)',
  labelNames: ['worker'] as const,
  buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

const workerPassDuration = new Histogram({
  name: 'venue_worker_pass_duration_seconds',
  help: 'How long a worker pass took, lease check included',
  labelNames: ['worker'] as const,
  buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
})

const workerFailures = new Counter({
  name: 'venue_worker_pass_failures_total',
  help: 'Worker passes that failed (logged; the next pass runs on schedule)',
  labelNames: ['worker'] as const,
  registers: [registry],
})

const leaseHeld = new Gauge({
  name: 'venue_worker_lease_held',
  help: '1 while this instance holds the worker’s lease (it does the work), 0 otherwise',
  labelNames: ['worker'] as const,
  registers: [registry],
})

const socketConnections = new Gauge({
  name: 'venue_websocket_connections',
  help: 'Open WebSocket connections on this instance',
  registers: [registry],
})

const socketDeliveries = new Counter({
  name: 'venue_websocket_deliveries_total',
  help: 'Events sent to WebSocket clients (one per socket an event reached)',
  registers: [registry],
})

const poolSources = new Set<() => readonly PoolUse[]>()

new Gauge({
  name: 'venue_db_pool_connections',
  help: 'Database pool connections by pool (primary, replica) and state: total open, idle, and callers waiting for one',
  labelNames: ['pool', 'state'] as const,
  registers: [registry],
  collect() {
    this.reset()
    for (const source of poolSources) {
      for (const stats of source()) {
        this.inc({ pool: stats.pool, state: 'total' }, stats.total)
        this.inc({ pool: stats.pool, state: 'idle' }, stats.idle)
        this.inc({ pool: stats.pool, state: 'waiting' }, stats.waiting)
      }
    }
  },
})

type HttpChild = ReturnType<typeof httpDuration.labels>
// A child per label set, kept: looking one up by its labels on every request costs a sort and a join.
const httpChildren = new Map<string, HttpChild>()

/**
 * Records one answered request, e.g. `('POST', '/sports/api/v1/lottery/bet', 200, 0.012)`. Paths
 * no route matched share the route `unmatched`, so a scanner cannot grow the series without end.
 */
export function observeRequest(method: string, route: string | undefined, status: number, seconds: number) {
  const statusClass = `${Math.floor(status / 100)}xx`
  const routeLabel = route ?? 'unmatched'
  const key = `${method} ${routeLabel} ${statusClass}`
  let child = httpChildren.get(key)
  if (!child) {
    child = httpDuration.labels(method, routeLabel, statusClass)
    httpChildren.set(key, child)
  }
  child.observe(seconds)
}

/** What the metrics read of a journal entry: its kind, reference and signed postings in micro-USDT. */
export type CountedEntry = {
  readonly kind: string
  readonly reference: string
  readonly postings: readonly { readonly amount: bigint }[]
}

const WITHDRAWAL_STAGES: Readonly<Record<string, string>> = {
  withdraw: 'requested',
  withdrawPaid: 'paid',
  withdrawRefund: 'refunded',
}

/**
 * Counts a posted journal entry by kind, and the placements, deposits and withdrawals it stands
 * for, e.g. a `lotteryBet` entry is one lottery placement. Called where the entry is written, inside
 * its transaction: an entry whose transaction later rolls back is still counted, which the
 * ledger's own tables never do (they are the record; these are the rate).
 */
export function countLedgerEntry(entry: CountedEntry) {
  ledgerEntries.inc({ kind: entry.kind })
  const moved = entry.postings.reduce(
    (sum, posting) => (posting.amount > 0n ? sum + posting.amount : sum),
    0n,
  )
  const usdt = Number(moved) / MICRO_USDT_PER_USDT
  if (entry.kind === 'lotteryBet') betsPlaced.inc({ game: 'lottery' })
  else if (entry.kind === 'sportsBet')
    betsPlaced.inc({ game: entry.reference.startsWith('cricket:') ? 'cricket' : 'sports' })
  else if (entry.kind === 'casinoBet') betsPlaced.inc({ game: 'casino' })
  else if (entry.kind === 'recharge') {
    deposits.inc()
    depositedUsdt.inc(usdt)
  } else {
    const stage = WITHDRAWAL_STAGES[entry.kind]
    if (stage) {
      withdrawals.inc({ stage })
      withdrawnUsdt.inc({ stage }, usdt)
    }
  }
}

/** Counts bets a worker settled, e.g. `countSettledBets('soccer', 3)`. */
export function countSettledBets(game: string, count = 1) {
  if (count > 0) betsSettled.inc({ game }, count)
}

/** Records a worker pass: how late it started against its schedule and how long it took. */
export function observeWorkerPass(worker: string, lagSeconds: number, durationSeconds: number) {
  workerLag.observe({ worker }, Math.max(0, lagSeconds))
  workerPassDuration.observe({ worker }, durationSeconds)
}

export function countWorkerFailure(worker: string) {
  workerFailures.inc({ worker })
}

/** Whether this instance holds a worker's lease now. */
export function setLeaseHeld(worker: string, isHeld: boolean) {
  leaseHeld.set({ worker }, isHeld ? 1 : 0)
}

export function countSocketOpened() {
  socketConnections.inc()
}

export function countSocketClosed() {
  socketConnections.dec()
}

/** Counts events written to sockets. */
export function countSocketDeliveries(count: number) {
  if (count > 0) socketDeliveries.inc(count)
}

/** Reports a database's pools on every scrape until the returned function is called. */
export function watchPools(source: () => readonly PoolUse[]): () => void {
  poolSources.add(source)
  return () => poolSources.delete(source)
}
