import type { DeskAgent, OperatorProfile } from '@app/contract'
import type { OperatorRole } from '@app/domain'
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
    /** The envelope's data, e.g. `{ field: 'title.en' }` for a validation failure. */
    readonly data: unknown = null,
  ) {}
}

type Handler = (call: OperatorCall) => unknown

/** The operator GET /me answers unless a test names another: an admin, who may open every section. */
export const ADMIN_OPERATOR: OperatorProfile = {
  operator_id: 7,
  nickname: 'Mia',
  email: 'mia@example.com',
  roles: ['admin'],
}

/** The operator GET /me answers for a test of roles, e.g. `operatorWithRoles(['finance'])`. */
export const operatorWithRoles = (roles: readonly OperatorRole[]): OperatorProfile => ({
  ...ADMIN_OPERATOR,
  roles: [...roles],
})

/**
 * The support desk's answer about the signed-in agent (GET /support/me): Mia, a support agent,
 * away, with no chat open, unless the test says otherwise, e.g. `deskAgent({ open_chats: 2 })`.
 */
export const deskAgent = (overrides: Partial<DeskAgent> = {}): DeskAgent => ({
  operator_id: 7,
  name: 'Mia',
  roles: ['support'],
  available: false,
  max_open_chats: 5,
  open_chats: 0,
  ...overrides,
})

const envelope = (status: number, code: number, msg: string, data: unknown) =>
  new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  })

/**
 * Stands in for the operator API: `fakeOperatorApi({ 'GET /support/me': () => agent })` answers
 * each call by its method and path with the handler's data in the envelope, or with a Refusal's
 * error envelope; anything else is a 404. `GET /me` answers ADMIN_OPERATOR unless given. Every
 * call is kept, in order, in `calls`.
 */
export function fakeOperatorApi(given: Record<string, Handler>) {
  const handlers: Record<string, Handler> = { 'GET /me': () => ADMIN_OPERATOR, ...given }
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
        ? envelope(data.status, data.status, data.msg, data.data)
        : envelope(200, 0, '', data ?? null)
    } catch (error) {
      if (error instanceof Refusal) return envelope(error.status, error.status, error.msg, error.data)
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

/**
 * The server's sign-in of an operator whose authenticator is set up: the right password without a
 * code is answered TOTP_REQUIRED, a code other than `code` INVALID_TOTP, and `code` with a session.
 */
export function enrolledSignIn(
  account: { email: string; password: string; code: string },
  session: { token: string; operator_id: number },
): Record<string, Handler> {
  return {
    'POST /sign_in': ({ body }) => {
      const { email, password, totp } = body as { email: string; password: string; totp?: string }
      if (email !== account.email || password !== account.password)
        return new Refusal(401, 'INVALID_CREDENTIALS')
      if (totp === undefined) return new Refusal(401, 'TOTP_REQUIRED')
      return totp === account.code ? session : new Refusal(401, 'INVALID_TOTP')
    },
  }
}

/**
 * The server's first sign-in of an operator with no authenticator: the right password gets a
 * ticket, the ticket gets `enrolment` (secret and otpauth:// address), and the ticket with `code`
 * confirms it and gets a session; any other code is INVALID_TOTP, any other ticket TOTP_ENROLMENT_ENDED.
 */
export function enrollingSignIn(
  account: { email: string; password: string; code: string },
  enrolment: { secret: string; otpauth_uri: string },
  session: { token: string; operator_id: number },
): Record<string, Handler> {
  const ticket = 'enrolment-ticket'
  const isTicket = (body: unknown) => (body as { ticket?: unknown }).ticket === ticket
  return {
    'POST /sign_in': ({ body }) => {
      const { email, password } = body as { email: string; password: string }
      if (email !== account.email || password !== account.password)
        return new Refusal(401, 'INVALID_CREDENTIALS')
      return { enrolment_ticket: ticket, expires_in_s: 600 }
    },
    'POST /totp/enrolment': ({ body }) =>
      isTicket(body) ? enrolment : new Refusal(401, 'TOTP_ENROLMENT_ENDED'),
    'POST /totp/enrolment/confirm': ({ body }) => {
      if (!isTicket(body)) return new Refusal(401, 'TOTP_ENROLMENT_ENDED')
      return (body as { code: string }).code === account.code ? session : new Refusal(401, 'INVALID_TOTP')
    },
  }
}
