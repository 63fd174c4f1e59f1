import { createHash } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

// A stand-in for webapi.sporttery.cn on the loopback, answering the recorded payloads of
// ./fixtures the way the provider does: the selling list of the pools asked for (the others come
// as {}), an ETag on every answer and a 304 to a request that presents it.

export const ENDPOINTS = {
  footballCalculator: '/gateway/jc/football/getMatchCalculatorV1.qry',
  basketballCalculator: '/gateway/jc/basketball/getMatchCalculatorV1.qry',
  footballResults: '/gateway/uniform/football/getUniformMatchResultV1.qry',
  basketballResults: '/gateway/uniform/basketball/getUniformMatchResultV2.qry',
} as const
export type Endpoint = (typeof ENDPOINTS)[keyof typeof ENDPOINTS]

/** A payload to serve as JSON, or a reply served as it is (after `delayMs`, to play a hanging server). */
export type Answer =
  | { readonly json: unknown }
  | { readonly status: number; readonly body: string; readonly delayMs?: number }

export type SeenRequest = {
  readonly endpoint: string
  readonly query: URLSearchParams
  readonly headers: IncomingHttpHeaders
  readonly status: number
}

export type FakeSporttery = {
  readonly base: string
  readonly answers: Map<Endpoint, Answer>
  readonly requests: SeenRequest[]
  close(): Promise<void>
}

const ALL_POOLS = ['had', 'hhad', 'crs', 'ttg', 'hafu', 'mnl', 'hdc', 'hilo', 'wnm']

/** An empty page of results: nothing drawn yet. */
export const NO_RESULTS = {
  success: true,
  errorCode: '0',
  errorMessage: '处理成功',
  value: { matchResult: [], pages: 0, total: 0 },
}

type Row = Record<string, unknown>
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null

/** The matches of a selling list and the rows of a results page, to be read or changed in place. */
export function rowsOf(payload: unknown): Row[] {
  const value = isRow(payload) && isRow(payload.value) ? payload.value : {}
  const groups = Array.isArray(value.matchInfoList) ? value.matchInfoList : []
  const matches = groups.flatMap((group) =>
    isRow(group) && Array.isArray(group.subMatchList) ? group.subMatchList : [],
  )
  const results = Array.isArray(value.matchResult) ? value.matchResult : []
  return [...matches, ...results].filter(isRow)
}

/** The selling list as the provider answers a request for some pools: the other pools come as {}. */
function onlyPools(payload: unknown, pools: readonly string[]): unknown {
  const copy = structuredClone(payload)
  for (const match of rowsOf(copy)) {
    for (const pool of ALL_POOLS) if (!pools.includes(pool) && pool in match) match[pool] = {}
    if (Array.isArray(match.poolList)) {
      match.poolList = match.poolList.filter(
        (sale) => isRow(sale) && pools.includes(String(sale.poolCode).toLowerCase()),
      )
    }
  }
  return copy
}

export async function startFakeSporttery(): Promise<FakeSporttery> {
  const answers = new Map<Endpoint, Answer>()
  const requests: SeenRequest[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const answer = answers.get(url.pathname as Endpoint)
    const reply = (status: number, body = '', headers: Record<string, string> = {}, delayMs = 0) => {
      requests.push({ endpoint: url.pathname, query: url.searchParams, headers: request.headers, status })
      const send = () => {
        if (!response.destroyed) response.writeHead(status, headers).end(body)
      }
      if (delayMs > 0) setTimeout(send, delayMs).unref()
      else send()
    }
    if (!answer) return reply(404, 'not found')
    if (!('json' in answer)) return reply(answer.status, answer.body, {}, answer.delayMs)
    const pools = url.searchParams.get('poolCode')?.split(',')
    const body = JSON.stringify(pools ? onlyPools(answer.json, pools) : answer.json)
    const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`
    if (request.headers['if-none-match'] === etag) return reply(304)
    reply(200, body, { 'content-type': 'application/json;charset=UTF-8', etag })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answers,
    requests,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

const BEIJING_MS = 8 * 3_600_000

/** A Beijing date and time ("2026-11-28", "20:30:00") as an instant in milliseconds. */
export function beijingInstant(matchDate: string, matchTime = '12:00:00'): number {
  return Date.parse(`${matchDate}T${matchTime}+08:00`)
}

/**
 * A recorded payload with every match moved in time by `deltaMs`: the recordings are of a past
 * day, and the test's clock only moves forward from the real time.
 */
export function shifted<T>(payload: T, deltaMs: number): T {
  const copy = structuredClone(payload)
  for (const row of rowsOf(copy)) {
    if (typeof row.matchDate !== 'string') continue
    const time = typeof row.matchTime === 'string' ? row.matchTime : undefined
    const moved = new Date(beijingInstant(row.matchDate, time) + deltaMs + BEIJING_MS).toISOString()
    row.matchDate = moved.slice(0, 10)
    if (time !== undefined) row.matchTime = moved.slice(11, 19)
  }
  return copy
}
