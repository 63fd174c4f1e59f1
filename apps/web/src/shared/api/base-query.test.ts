import type { BaseQueryApi } from '@reduxjs/toolkit/query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../storage/storage-keys'
import { baseQuery, toApiError } from './base-query'
import { setRequestLanguage, setSessionExpiredHandler } from './request-context'

const api: BaseQueryApi = {
  signal: new AbortController().signal,
  abort: () => {},
  dispatch: () => undefined,
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query',
}
// No waiting between retries in tests.
const noBackoff = { backoff: async () => {} }

type Answer = { status?: number; body: unknown } | Error
let answers: Answer[]
let requests: Request[]

beforeEach(() => {
  answers = []
  requests = []
  localStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request.clone())
      const answer = answers.shift() ?? { status: 500, body: { code: 500, msg: 'SERVER_ERROR', data: null } }
      if (answer instanceof Error) throw answer
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const ok = (data: unknown) => ({ body: { code: 0, msg: '', data } })

describe('baseQuery', () => {
  it('unwraps the envelope and calls the default group with the language, token and user id', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'access-1')
    localStorage.setItem(STORAGE_KEYS.userId, '42')
    setRequestLanguage('ko')
    answers.push(ok([1, 2]))
    expect(await baseQuery('/api/v1/notice', api, noBackoff)).toEqual({ data: [1, 2] })
    const [request] = requests
    expect(new URL(request?.url ?? '').pathname).toBe('/sports/api/v1/notice')
    expect(request?.headers.get('accept-language')).toBe('ko')
    expect(request?.headers.get('authorization')).toBe('access-1')
    expect(request?.headers.get('user-id')).toBe('42')
  })

  it('calls another group when asked', async () => {
    answers.push(ok(null))
    await baseQuery({ url: '/api/v1/pg/game_list', group: '/pggame' }, api, noBackoff)
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/pggame/api/v1/pg/game_list')
  })

  it('never retries a 4xx and returns its error key', async () => {
    answers.push({ status: 404, body: { code: 404, msg: 'NOT_FOUND', data: null } })
    expect(await baseQuery('/api/v1/x', api, noBackoff)).toMatchObject({
      error: { status: 404, msg: 'NOT_FOUND' },
    })
    expect(requests).toHaveLength(1)
  })

  it('retries a 5xx up to 3 times, then gives up with its key', async () => {
    const result = await baseQuery('/api/v1/x', api, noBackoff)
    expect(result).toMatchObject({ error: { status: 500, msg: 'SERVER_ERROR' } })
    expect(requests).toHaveLength(4)
  })

  it('recovers when a retry succeeds after a network failure', async () => {
    answers.push(new TypeError('offline'), ok('fine'))
    expect(await baseQuery('/api/v1/x', api, noBackoff)).toEqual({ data: 'fine' })
    expect(requests).toHaveLength(2)
  })

  it('renews the session once on a 401 and repeats the call with the new token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old')
    localStorage.setItem(STORAGE_KEYS.freshToken, 'fresh-1')
    answers.push(
      { status: 401, body: { code: 401, msg: 'UNAUTHORIZED', data: null } },
      ok({ token: 'new', fresh_token: 'fresh-2' }),
      ok('after refresh'),
    )
    expect(await baseQuery('/api/v1/member/info', api, noBackoff)).toEqual({ data: 'after refresh' })
    expect(new URL(requests[1]?.url ?? '').pathname).toBe('/sports/api/v1/refresh/token')
    expect(requests[1]?.headers.get('authorization')).toBe('fresh-1')
    expect(requests[2]?.headers.get('authorization')).toBe('new')
    expect(localStorage.getItem(STORAGE_KEYS.freshToken)).toBe('fresh-2')
  })

  it('follows the unauthorised path when the session cannot be renewed', async () => {
    const expired = vi.fn()
    setSessionExpiredHandler(expired)
    localStorage.setItem(STORAGE_KEYS.token, 'old')
    localStorage.setItem(STORAGE_KEYS.freshToken, 'revoked')
    answers.push(
      { status: 401, body: { code: 401, msg: 'UNAUTHORIZED', data: null } },
      { status: 401, body: { code: 401, msg: 'UNAUTHORIZED', data: null } },
    )
    expect(await baseQuery('/api/v1/member/info', api, noBackoff)).toMatchObject({ error: { status: 401 } })
    expect(expired).toHaveBeenCalledTimes(1)
  })

  it('repeats a money-moving POST after a 5xx with the same idempotency key', async () => {
    answers.push({ status: 503, body: { code: 503, msg: 'SERVICE_UNAVAILABLE', data: null } }, ok('paid'))
    const call = {
      url: '/api/v1/withdraw',
      method: 'POST',
      body: { info_id: 1, amount: '10', password: '123456' },
      headers: { 'idempotency-key': 'key-12345678' },
    }
    expect(await baseQuery(call, api, noBackoff)).toEqual({ data: 'paid' })
    expect(requests.map((request) => request.headers.get('idempotency-key'))).toEqual([
      'key-12345678',
      'key-12345678',
    ])
  })

  it('treats a non-zero envelope code as a failure with its message', async () => {
    answers.push({ body: { code: 1, msg: 'unitChangeFailed', data: null } })
    expect(await baseQuery('/api/v1/member/currency', api, noBackoff)).toMatchObject({
      error: { status: 1, msg: 'unitChangeFailed' },
    })
    expect(requests).toHaveLength(1)
  })
})

describe('toApiError', () => {
  it.each([
    [
      { status: 'FETCH_ERROR', error: 'x' },
      { status: 'FETCH_ERROR', msg: 'FETCH_ERROR' },
    ],
    [
      { status: 'TIMEOUT_ERROR', error: 'x' },
      { status: 'TIMEOUT_ERROR', msg: 'TIMEOUT_ERROR' },
    ],
    [
      { status: 'PARSING_ERROR', error: 'x', originalStatus: 200, data: '<html>' },
      { status: 'PARSING_ERROR', msg: 'PARSING_ERROR' },
    ],
    [
      { status: 502, data: 'Bad gateway' },
      { status: 502, msg: 'serverError' },
    ],
    [
      { status: 418, data: null },
      { status: 418, msg: 'pageNotWorking' },
    ],
    [
      { status: 422, data: { code: 422, msg: 'insufficientAccountBalance', data: null } },
      { status: 422, msg: 'insufficientAccountBalance' },
    ],
    [
      { status: 422, data: { code: 422, msg: 'BELOW_MIN_DEPOSIT', data: { field: 'amount', limit: '100' } } },
      { status: 422, msg: 'BELOW_MIN_DEPOSIT', field: 'amount', limit: '100' },
    ],
    [
      { status: 400, data: { code: 400, msg: 'PAYMENT_PASSWORD_WRONG', data: { attempts_left: 3 } } },
      { status: 400, msg: 'PAYMENT_PASSWORD_WRONG', attemptsLeft: 3 },
    ],
    [
      { status: 429, data: { code: 429, msg: 'CHAT_SLOW_MODE', data: { seconds: 12 } } },
      { status: 429, msg: 'CHAT_SLOW_MODE', seconds: 12 },
    ],
    [
      { status: 403, data: { code: 403, msg: 'CHAT_MUTED', data: { minutes: 30 } } },
      { status: 403, msg: 'CHAT_MUTED', minutes: 30 },
    ],
    [
      {
        status: 409,
        data: { code: 409, msg: 'ODDS_CHANGED', data: { changes: [{ index: 1, odds: '2.40' }] } },
      },
      { status: 409, msg: 'ODDS_CHANGED', changes: [{ index: 1, odds: '2.40' }] },
    ],
    [
      {
        status: 422,
        data: {
          code: 422,
          msg: 'BET_WARNING',
          data: { warning: 'exceedsMaxBet', warnings: ['exceedsMaxBet', 'exceedsMaxBonus'] },
        },
      },
      {
        status: 422,
        msg: 'BET_WARNING',
        warning: 'exceedsMaxBet',
        warnings: ['exceedsMaxBet', 'exceedsMaxBonus'],
      },
    ],
  ] as const)('maps %j to %j', (error, expected) => {
    expect(toApiError(error as never)).toEqual(expected)
  })
})
