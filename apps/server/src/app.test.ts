import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { Writable } from 'node:stream'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { API_GROUPS, PAGE_DATA_ELEMENT_ID, SCREEN_PRELOADS_FILE } from '@app/contract'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from './db/database'
import { loggerOptions } from './logger'
import { startProductionApp, startTestApp, type TestApp } from './test/test-app'

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>app</title></head><body><div id="root"></div></body></html>'
const BRANDED_INDEX_HTML =
  '<!doctype html><html lang="en" data-brand="WIN365"><head><title>WIN365</title></head><body><div id="root"></div></body></html>'
// The web build's list of the sports lobby's files.
const SCREEN_PRELOADS = {
  sportsLobby: { scripts: ['/assets/sports-lobby-1.js'], styles: ['/assets/sports-lobby-2.css'] },
}
const BACKOFFICE_HTML =
  '<!doctype html><html lang="en"><head><title>Back office</title></head><body></body></html>'
// A built asset with the compressed copies the web build writes beside it.
const ASSET_JS = Buffer.from('export const odds = [1850, 2100, 3400];\n'.repeat(100))

/** A stream that keeps every log line written to it. */
function captureLines() {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, sink }
}

let webDist: string
let test: TestApp
// Nothing listens on port 1: every query fails the way a lost database does.
let unreachable: DatabaseHandle
beforeAll(async () => {
  unreachable = await openDatabase({
    kind: 'postgres',
    url: 'postgres://postgres@127.0.0.1:1/gone',
    poolSize: 1,
  })
  webDist = await mkdtemp(join(tmpdir(), 'venue-web-'))
  await mkdir(join(webDist, 'assets'))
  await writeFile(join(webDist, 'index.html'), INDEX_HTML)
  await writeFile(join(webDist, 'index.html.br'), brotliCompressSync(INDEX_HTML))
  await writeFile(join(webDist, 'backoffice.html'), BACKOFFICE_HTML)
  await mkdir(join(webDist, dirname(SCREEN_PRELOADS_FILE)))
  await writeFile(join(webDist, SCREEN_PRELOADS_FILE), JSON.stringify(SCREEN_PRELOADS))
  await writeFile(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)')
  await writeFile(join(webDist, 'assets', 'odds-5678.js'), ASSET_JS)
  await writeFile(join(webDist, 'assets', 'odds-5678.js.br'), brotliCompressSync(ASSET_JS))
  await writeFile(join(webDist, 'assets', 'odds-5678.js.gz'), gzipSync(ASSET_JS))
  test = await startTestApp({ WEB_DIST_DIR: webDist })
})
afterAll(async () => {
  await test.close()
  await unreachable.close()
  await rm(webDist, { recursive: true, force: true })
})

describe('the envelope and its errors', () => {
  it.each(API_GROUPS.map((group) => [group]))(
    'answers an unknown path under %s with a 404 envelope',
    async (group) => {
      const response = await test.app.inject({ url: `${group}/api/v1/no-such-thing` })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toContain('application/json')
      expect(response.json()).toEqual({
        code: 404,
        msg: 'NOT_FOUND',
        data: { method: 'GET', path: `${group}/api/v1/no-such-thing` },
      })
    },
  )

  it('answers a malformed JSON body with a 400 envelope', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/sports/api/v1/dev/clock',
      headers: { 'content-type': 'application/json' },
      payload: '{"advance_seconds": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 400, msg: 'MALFORMED_BODY', data: null })
  })

  it('answers an invalid field with a 400 envelope naming the field', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/sports/api/v1/dev/clock',
      payload: { advance_seconds: -5 },
    })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body).toMatchObject({ code: 400, msg: 'VALIDATION_FAILED', data: { field: 'advance_seconds' } })
    expect(body.data.issues[0].field).toBe('advance_seconds')
  })

  it('answers an unexpected failure with a generic 500 and keeps the details in the log', async () => {
    const { lines, sink } = captureLines()
    const broken = await startTestApp({}, { database: unreachable, logger: pino({ level: 'error' }, sink) })
    const response = await broken.app.inject({ url: '/sports/api/v1/game_config?kind=soccer' })
    await broken.app.close()
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ code: 500, msg: 'SERVER_ERROR', data: null })
    expect(response.body).not.toMatch(/at |stack|Error:/)
    const logged = lines.map((line) => JSON.parse(line))
    expect(logged.some((line) => line.err?.stack && line.reqId)).toBe(true)
  })
})

describe('the single-page app', () => {
  it.each([['/'], ['/anything/else'], ['/sport/cricket'], ['/profile?wallet=1'], ['/index.html']])(
    'serves the branded index.html for %s',
    async (url) => {
      const response = await test.app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.body).toBe(BRANDED_INDEX_HTML)
      expect(response.headers['cache-control']).toBe('no-cache')
    },
  )

  it.each([['/backoffice'], ['/backoffice/support?queue=mine'], ['/backoffice/chat']])(
    'serves the back office’s own page, unbranded, for %s',
    async (url) => {
      const response = await test.app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(BACKOFFICE_HTML)
      expect(response.headers['cache-control']).toBe('no-cache')
    },
  )

  it('serves the player app for a path that only starts like the back office', async () => {
    expect((await test.app.inject({ url: '/backofficex' })).body).toBe(BRANDED_INDEX_HTML)
  })

  it("names the sports lobby's files in its page and carries the answer to its first call", async () => {
    const response = await test.app.inject({ url: '/sport/basketball?tab=1' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
    const html = response.body
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/sports-lobby-1.js">')
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/sports-lobby-2.css">')
    const carried = new RegExp(
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*)</script></body>`,
    )
    const data = JSON.parse(carried.exec(html)?.[1] ?? 'null')
    const call = '/sports/api/v1/basketball?start=0&limit=20'
    expect(data).toEqual({ url: call, body: (await test.app.inject({ url: call })).json() })
    expect(data.body.code).toBe(0)
  })

  it("sends the sports lobby's page compressed to a browser that accepts brotli", async () => {
    const response = await test.app.inject({
      url: '/sport/soccer',
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(PAGE_DATA_ELEMENT_ID)
  })

  it('serves hashed assets with a year-long cache', async () => {
    const response = await test.app.inject({ url: '/assets/app-1234.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toContain('immutable')
  })

  it('serves the brotli copy of an asset to a browser that accepts brotli', async () => {
    const response = await test.app.inject({
      url: '/assets/odds-5678.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toContain('javascript')
    expect(response.headers.vary).toContain('accept-encoding')
    expect(response.headers['cache-control']).toContain('immutable')
    expect(response.rawPayload.length).toBeLessThan(ASSET_JS.length)
    expect(brotliDecompressSync(response.rawPayload).equals(ASSET_JS)).toBe(true)
  })

  it('serves the gzip copy of an asset to a browser that accepts gzip only', async () => {
    const response = await test.app.inject({
      url: '/assets/odds-5678.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(response.rawPayload).equals(ASSET_JS)).toBe(true)
  })

  it('serves an asset as it is to a client that accepts no compression', async () => {
    const response = await test.app.inject({ url: '/assets/odds-5678.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers.vary).toContain('accept-encoding')
    expect(response.headers['cache-control']).toContain('immutable')
    expect(response.rawPayload.equals(ASSET_JS)).toBe(true)
  })

  it('serves an asset the build left uncompressed as it is, also to a browser that accepts brotli', async () => {
    const response = await test.app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body).toBe('console.log(1)')
  })

  it.each([['/index.html'], ['/index.html.br']])(
    'never sends the unbranded index or its compressed copy for %s',
    async (url) => {
      const response = await test.app.inject({ url, headers: { 'accept-encoding': 'br' } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.body).toBe(BRANDED_INDEX_HTML)
    },
  )

  it('answers a non-GET request outside the API with a 404 envelope, not the app', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/anything/else', payload: {} })
    expect(response.statusCode).toBe(404)
    expect(response.json().msg).toBe('NOT_FOUND')
  })
})

describe('security headers', () => {
  it('sends a strict content security policy without upgrading plain HTTP', async () => {
    const response = await test.app.inject({ url: '/' })
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).not.toContain('upgrade-insecure-requests')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('sends the REST set on JSON answers: nothing in them may run, be framed or be read cross-origin', async () => {
    const response = await test.app.inject({ url: '/sports/api/v1/config/exchange' })
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(response.headers['x-ratelimit-remaining']).toBeUndefined()
  })

  it('allows no other origin by default', async () => {
    const response = await test.app.inject({
      url: '/sports/api/v1/available_games',
      headers: { origin: 'https://elsewhere.example' },
    })
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('keeps a sane incoming request id and makes one otherwise', async () => {
    const kept = await test.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-42' } })
    expect(kept.headers['x-request-id']).toBe('lb-42')
    const replaced = await test.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id\n' } })
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('rate limiting', () => {
  it('answers 429 RATE_LIMITED past the limit per minute', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3' }, { database: test.database })
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await limited.app.inject({ url: '/sports/api/v1/config/exchange' })).statusCode)
    }
    const last = await limited.app.inject({ url: '/sports/api/v1/config/exchange' })
    await limited.close()
    expect(statuses).toEqual([200, 200, 200, 429])
    expect(last.json()).toMatchObject({ code: 429, msg: 'RATE_LIMITED' })
  })
})

describe('health', () => {
  it('is alive and ready on a reachable database', async () => {
    expect((await test.app.inject({ url: '/healthz' })).json()).toMatchObject({
      code: 0,
      data: { status: 'ok' },
    })
    const ready = await test.app.inject({ url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json().data).toEqual({
      status: 'ready',
      database: test.database.kind,
      bus: 'in-process',
      migrations: 'applied',
    })
  })

  it('is not ready when the database is gone', async () => {
    const orphan = await startTestApp({}, { database: unreachable })
    const ready = await orphan.app.inject({ url: '/readyz' })
    await orphan.app.close()
    expect(ready.statusCode).toBe(503)
    expect(ready.json().msg).toBe('SERVICE_UNAVAILABLE')
  })
})

describe('compression', () => {
  // The currency list with its exchange rates: about 2 KB of JSON.
  const LARGE_ANSWER = '/sports/api/v1/config/exchange'

  it('compresses a large API answer for a browser that accepts brotli or gzip, to the same bytes', async () => {
    const plain = await test.app.inject({ url: LARGE_ANSWER })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(1024)
    const brotli = await test.app.inject({ url: LARGE_ANSWER, headers: { 'accept-encoding': 'br, gzip' } })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body)
    const gzip = await test.app.inject({ url: LARGE_ANSWER, headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
  })

  it('sends a small answer as it is', async () => {
    const response = await test.app.inject({
      url: '/sports/api/v1/available_games',
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
  })
})

describe('OpenAPI', () => {
  it('lists every API route with its schemas at /docs/json', async () => {
    const response = await test.app.inject({ url: '/docs/json' })
    expect(response.statusCode).toBe(200)
    const document = response.json()
    const apiRoutes = test.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => line.replace(/^[\s│├└─]+/, '').split(' (')[0] ?? '')
      .filter((path) => path.startsWith('/sports/api/') || path === '/ws')
      .map((path) => path.replace(/:(\w+)/g, '{$1}'))
    expect(apiRoutes.length).toBeGreaterThan(5)
    expect(apiRoutes).toContain('/ws')
    for (const path of apiRoutes) expect(Object.keys(document.paths)).toContain(path)
    const gameConfig = document.paths['/sports/api/v1/game_config'].get
    expect(gameConfig.parameters[0]).toMatchObject({ name: 'kind', in: 'query', required: true })
    expect(gameConfig.responses['200'].content['application/json'].schema.properties.data).toBeDefined()
  })

  it('serves the documentation page at /docs', async () => {
    const response = await test.app.inject({ url: '/docs/' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
  })
})

describe('the adjustable clock', () => {
  it('moves forward on demand outside production', async () => {
    const before = (await test.app.inject({ url: '/sports/api/v1/dev/clock' })).json().data
    const after = await test.app.inject({
      method: 'POST',
      url: '/sports/api/v1/dev/clock',
      payload: { advance_seconds: 3600 },
    })
    expect(after.json().data.offset_ms).toBe(before.offset_ms + 3_600_000)
    expect(Date.parse(after.json().data.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(3_600_000)
  })

  it('is not mounted in production', async () => {
    const production = await startProductionApp(test.database)
    const response = await production.app.inject({ url: '/sports/api/v1/dev/clock' })
    await production.close()
    expect(response.statusCode).toBe(404)
  })
})

describe('logs', () => {
  it('carry failed requests with their request id at info, and successful ones only at debug', async () => {
    const { lines, sink } = captureLines()
    const logged = await startTestApp(
      {},
      { database: test.database, logger: pino(loggerOptions('info'), sink) },
    )
    await logged.app.inject({ url: '/sports/api/v1/config/exchange', headers: { 'x-request-id': 'ok-1' } })
    await logged.app.inject({ url: '/sports/api/v1/missing', headers: { 'x-request-id': 'missing-1' } })
    await logged.close()
    const completed = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request completed')
    expect(completed).toEqual([
      expect.objectContaining({ reqId: 'missing-1', res: { statusCode: 404 }, level: 30 }),
    ])
  })

  it('never hold the authorization header, passwords or tokens', async () => {
    const { lines, sink } = captureLines()
    const logged = await startTestApp(
      {},
      { database: test.database, logger: pino(loggerOptions('trace'), sink) },
    )
    await logged.app.inject({
      method: 'POST',
      url: '/sports/api/v1/dev/clock?token=secret-token-1',
      headers: { authorization: 'Bearer secret-token-2' },
      payload: { advance_seconds: 1, password: 'secret-password' },
    })
    logged.app.log.info({ body: { password: 'secret-password', card_number: '4111111111111111' } }, 'probe')
    await logged.close()
    const output = lines.join('')
    expect(output).toContain('[Redacted]')
    expect(output).toContain('"reqId"')
    expect(output).not.toMatch(/secret-token|secret-password|4111111111111111/)
  })
})
