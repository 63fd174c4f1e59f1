import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSportteryClient } from './sporttery-client'

type Seen = { url: string; headers: IncomingHttpHeaders }
let server: Server
let base: string
const seen: Seen[] = []
let answer: (response: ServerResponse, headers: IncomingHttpHeaders) => void = (response) => response.end()

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers })
    answer(response, request.headers)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const client = (timeoutMs = 2000) => createSportteryClient({ baseUrl: base, timeoutMs })

describe('the sporttery client', () => {
  it('asks again with If-None-Match and reuses the body held when the server answers 304', async () => {
    answer = (response, headers) => {
      if (headers['if-none-match'] === '"v1"') {
        response.writeHead(304).end()
        return
      }
      response.writeHead(200, { etag: '"v1"', 'content-type': 'application/json' }).end('{"value":1}')
    }
    const sporttery = client()
    expect(await sporttery.get('/gateway/list?poolCode=had')).toEqual({
      status: 'changed',
      body: '{"value":1}',
    })
    expect(await sporttery.get('/gateway/list?poolCode=had')).toEqual({
      status: 'unchanged',
      body: '{"value":1}',
    })
    expect(seen.at(-2)?.headers['if-none-match']).toBeUndefined()
    expect(seen.at(-1)).toMatchObject({
      url: '/gateway/list?poolCode=had',
      headers: { 'if-none-match': '"v1"' },
    })
    // The validator belongs to its path: another pool is asked for in full.
    await sporttery.get('/gateway/list?poolCode=crs')
    expect(seen.at(-1)?.headers['if-none-match']).toBeUndefined()
  })

  it('asks with If-Modified-Since when the server dates its answers instead', async () => {
    const modified = 'Sat, 28 Nov 2026 02:59:12 GMT'
    answer = (response, headers) => {
      if (headers['if-modified-since'] === modified) {
        response.writeHead(304).end()
        return
      }
      response.writeHead(200, { 'last-modified': modified }).end('{"value":2}')
    }
    const sporttery = client()
    await sporttery.get('/results')
    expect(await sporttery.get('/results')).toEqual({ status: 'unchanged', body: '{"value":2}' })
    expect(seen.at(-1)?.headers['if-modified-since']).toBe(modified)
  })

  it('calls a body equal to the one held unchanged when the server sends no validator', async () => {
    answer = (response) => response.writeHead(200).end('{"value":3}')
    const sporttery = client()
    expect((await sporttery.get('/plain')).status).toBe('changed')
    expect((await sporttery.get('/plain')).status).toBe('unchanged')
  })

  it.each([
    [
      'a refusal is a failure naming its status',
      (response: ServerResponse) => response.writeHead(403).end('禁止访问'),
      'HTTP 403',
    ],
    ['a server error is a failure', (response: ServerResponse) => response.writeHead(503).end(), 'HTTP 503'],
  ])('%s', async (_rule, handler, reason) => {
    answer = handler
    expect(await client().get('/refused')).toEqual({ status: 'failed', reason })
  })

  it('gives up on a server that does not answer within the timeout', async () => {
    answer = (response) => {
      setTimeout(() => response.end('{"late":true}'), 1500).unref()
    }
    const startedAt = performance.now()
    expect(await client(200).get('/slow')).toEqual({ status: 'failed', reason: 'timeout' })
    expect(performance.now() - startedAt).toBeLessThan(1200)
  })

  it('reports a server that cannot be reached', async () => {
    const unreachable = createSportteryClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 })
    expect((await unreachable.get('/x')).status).toBe('failed')
  })
})
