import { Writable } from 'node:stream'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { loggerOptions } from '../logger'
import { startProductionApp, startTestApp, type TestApp } from '../test/test-app'
import { caller, fundedPlayer, operatorToken } from '../test/wallet-helpers'

const TOKEN = 'scrape-token-0123456789'

let test: TestApp
beforeAll(async () => {
  test = await startTestApp()
})
afterAll(() => test.close())

/** The value of one series in a text exposition, e.g. `seriesValue(text, 'x_total', { kind: 'a' })`; 0 when absent. */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][\w:]*)(?:\{([^}]*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const present = (match[2] ?? '').split(',')
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3])
  }
  return 0
}

async function scrape(app: TestApp = test): Promise<string> {
  const response = await app.app.inject({ url: '/metrics' })
  expect(response.statusCode).toBe(200)
  return response.body
}

describe('/metrics', () => {
  it('answers the Prometheus text format with the process figures', async () => {
    const response = await test.app.inject({ url: '/metrics' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4')
    expect(response.body).toContain('# TYPE venue_http_request_duration_seconds histogram')
    expect(response.body).toContain('process_cpu_user_seconds_total')
    expect(response.body).toContain('nodejs_eventloop_lag_seconds')
  })

  it('times requests by route template, method and status class, never by raw path', async () => {
    await test.app.inject({ url: '/sports/api/v1/draws/123456/verify' })
    await test.app.inject({ url: '/sports/api/v1/config/exchange' })
    await test.app.inject({ url: '/sports/api/v1/no/such/path/42' })
    const text = await scrape()
    expect(
      seriesValue(text, 'venue_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/sports/api/v1/draws/:id/verify',
        status_class: '4xx',
      }),
    ).toBe(1)
    expect(
      seriesValue(text, 'venue_http_request_duration_seconds_count', {
        route: '/sports/api/v1/config/exchange',
        status_class: '2xx',
      }),
    ).toBeGreaterThanOrEqual(1)
    expect(
      seriesValue(text, 'venue_http_request_duration_seconds_count', {
        route: 'unmatched',
        status_class: '4xx',
      }),
    ).toBeGreaterThanOrEqual(1)
    expect(text).not.toContain('123456')
    expect(text).not.toContain('/no/such/path')
  })

  it('counts ledger entries by kind, lottery placements and settled bets, deposits and withdrawals', async () => {
    const before = await scrape()
    const operator = await operatorToken(test)
    const { call } = await fundedPlayer(test, '50', operator)
    await test.app.drawWorker.tick()
    const current = async () => (await caller(test, '')('GET', '/gallopingmarksix/current')).json().data
    let draw = await current()
    // A draw closing within 30 s of the test's time is played through first: the slip never races the close.
    if (Date.parse(draw.closes_at) - test.clock.now().getTime() < 30_000) {
      test.clock.advanceBy(Date.parse(draw.draws_at) - test.clock.now().getTime() + 1000)
      await test.app.drawWorker.tick()
      draw = await current()
    }
    const placed = await call('POST', '/lottery/bet', {
      game: 'gallopingmarksix',
      draw_id: draw.id,
      entries: [{ type: 'specialCode', prop: '7', amount: '2' }],
    })
    expect(placed.statusCode).toBe(200)
    test.clock.advanceBy(Date.parse(draw.draws_at) - test.clock.now().getTime() + 1000)
    await test.app.drawWorker.tick()
    const after = await scrape()
    const grew = (name: string, labels: Record<string, string> = {}) =>
      seriesValue(after, name, labels) - seriesValue(before, name, labels)
    expect(grew('venue_ledger_entries_total', { kind: 'adjustment' })).toBe(1)
    expect(grew('venue_ledger_entries_total', { kind: 'lotteryBet' })).toBe(1)
    expect(grew('venue_bets_placed_total', { game: 'lottery' })).toBe(1)
    expect(grew('venue_bets_settled_total', { game: 'gallopingmarksix' })).toBe(1)
    expect(after).toContain('# TYPE venue_deposits_total counter')
    expect(after).toContain('# TYPE venue_withdrawals_total counter')
  })

  it('shows the lease this instance holds, the workers’ lag and the database pool', async () => {
    await test.app.sportsWorker.tick()
    const text = await scrape()
    expect(seriesValue(text, 'venue_worker_lease_held', { worker: 'draw-engine' })).toBe(1)
    expect(seriesValue(text, 'venue_worker_lease_held', { worker: 'sports-feed' })).toBe(1)
    expect(text).toContain('# TYPE venue_worker_lag_seconds histogram')
    expect(
      seriesValue(text, 'venue_db_pool_connections', { pool: 'primary', state: 'total' }),
    ).toBeGreaterThan(0)
    expect(text).toContain('venue_db_pool_connections{pool="primary",state="waiting"}')
  })

  it('counts open WebSocket connections and the events sent to them', async () => {
    const listening = await startTestApp({}, { database: test.database })
    try {
      const url = await listening.app.listen({ host: '127.0.0.1', port: 0 })
      const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`)
      const welcomed = new Promise((resolve) => socket.once('message', resolve))
      await welcomed
      const open = seriesValue(await scrape(listening), 'venue_websocket_connections')
      expect(open).toBeGreaterThanOrEqual(1)
      const subscribed = new Promise((resolve) => socket.once('message', resolve))
      socket.send(JSON.stringify({ type: 'subscribe', topics: ['draws'] }))
      await subscribed
      const sentBefore = seriesValue(await scrape(listening), 'venue_websocket_deliveries_total')
      const event = new Promise((resolve) => socket.once('message', resolve))
      await listening.bus.publish({ topic: 'draws', data: { type: 'closed', draw_id: 1 } })
      await event
      expect(seriesValue(await scrape(listening), 'venue_websocket_deliveries_total')).toBe(sentBefore + 1)
      const closed = new Promise((resolve) => socket.once('close', resolve))
      socket.close()
      await closed
      await expect
        .poll(async () => seriesValue(await scrape(listening), 'venue_websocket_connections'))
        .toBe(open - 1)
    } finally {
      await listening.close()
    }
  })

  it('asks for the bearer token when METRICS_TOKEN is set, from any caller', async () => {
    const guarded = await startTestApp({ METRICS_TOKEN: TOKEN }, { database: test.database })
    try {
      const missing = await guarded.app.inject({ url: '/metrics' })
      expect(missing.statusCode).toBe(401)
      expect(missing.headers['www-authenticate']).toContain('Bearer')
      expect(missing.json()).toMatchObject({ code: 401, msg: 'UNAUTHORIZED' })
      const wrong = await guarded.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}x` },
      })
      expect(wrong.statusCode).toBe(401)
      const right = await guarded.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      })
      expect(right.statusCode).toBe(200)
      expect(right.body).toContain('venue_http_request_duration_seconds')
    } finally {
      await guarded.close()
    }
  })

  it('in production without a token, answers only a direct caller on the loopback', async () => {
    const production = await startProductionApp(test.database)
    try {
      expect((await production.app.inject({ url: '/metrics' })).statusCode).toBe(200)
      const proxied = await production.app.inject({
        url: '/metrics',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      })
      expect(proxied.statusCode).toBe(403)
      expect(proxied.json()).toMatchObject({ code: 403, msg: 'FORBIDDEN' })
      const remote = await production.app.inject({ url: '/metrics', remoteAddress: '198.51.100.7' })
      expect(remote.statusCode).toBe(403)
    } finally {
      await production.close()
    }
  })
})

describe('request ids', () => {
  /** An app whose log lines are kept, at info, as JSON objects. */
  async function loggedApp() {
    const lines: Record<string, unknown>[] = []
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)))
        done()
      },
    })
    const logger = pino(loggerOptions('info'), sink)
    const app = await startTestApp({}, { database: test.database, logger })
    return { app, lines }
  }

  it('keeps a load balancer’s valid id in the answer and in the log line of the request', async () => {
    const { app, lines } = await loggedApp()
    try {
      const response = await app.app.inject({
        url: '/sports/api/v1/no-such-route',
        headers: { 'x-request-id': 'f3b2c1d0e9a8b7c6d5e4f3a2b1c0d9e8' },
      })
      expect(response.headers['x-request-id']).toBe('f3b2c1d0e9a8b7c6d5e4f3a2b1c0d9e8')
      expect(lines).toContainEqual(expect.objectContaining({ reqId: 'f3b2c1d0e9a8b7c6d5e4f3a2b1c0d9e8' }))
    } finally {
      await app.close()
    }
  })

  it('replaces an id that is too long or carries other characters, and makes one when none came', async () => {
    for (const incoming of ['x'.repeat(65), 'two words', 'quote"d', '']) {
      const response = await test.app.inject({ url: '/healthz', headers: { 'x-request-id': incoming } })
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    }
    const first = await test.app.inject({ url: '/healthz' })
    const second = await test.app.inject({ url: '/healthz' })
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id'])
  })
})
