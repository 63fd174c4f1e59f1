import { vi } from 'vitest'
import { OPERATOR_API } from '../shared/operator-client'

/** One call the back office made: method, operator path (`/support/me`), query, body, token and key. */
export type OperatorCall = {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  authorization: string | null
  /** The Idempotency-Key of a money-moving call. */
  idempotencyKey: string | null
}

/** A handler's refusal: answered as the server's error envelope with this status and msg. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly msg: string,
  ) {}
}

type Handler = (call: OperatorCall) => unknown

const envelope = (status: number, code: number, msg: string, data: unknown) =>
  new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  })

/**
 * Stands in for the operator API: `fakeOperatorApi({ 'GET /support/me': () => agent })` answers
 * each call by its method and path with the handler's data in the envelope, or with a Refusal's
 * error envelope; anything else is a 404. Every call is kept, in order, in `calls`.
 */
export function fakeOperatorApi(handlers: Record<string, Handler>) {
  const calls: OperatorCall[] = []
  const fetch = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const path = url.pathname.startsWith(OPERATOR_API)
      ? url.pathname.slice(OPERATOR_API.length)
      : url.pathname
    const headers = new Headers(init?.headers)
    const call: OperatorCall = {
      method: init?.method ?? 'GET',
      path,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
      idempotencyKey: headers.get('idempotency-key'),
    }
    calls.push(call)
    const handler = handlers[`${call.method} ${path}`]
    if (!handler) return envelope(404, 404, 'NOT_FOUND', null)
    try {
      const data = await handler(call)
      return data instanceof Refusal
        ? envelope(data.status, data.status, data.msg, null)
        : envelope(200, 0, '', data ?? null)
    } catch (error) {
      if (error instanceof Refusal) return envelope(error.status, error.status, error.msg, null)
      throw error
    }
  })
  vi.stubGlobal('fetch', fetch)
  return {
    calls,
    /** The calls to one method and path, e.g. `callsTo('POST /support/conversations/4/messages')`. */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  }
}
