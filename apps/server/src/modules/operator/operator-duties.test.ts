import { OPERATOR_ROLES, type OperatorRole } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerPlayer } from '../../test/accounts-helpers'
import { newOperator } from '../../test/chat-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'

/**
 * Every back-office call and the duties that open it (admin opens them all). A route missing here
 * fails the test, so a new call cannot ship without saying who may make it.
 */
const DUTIES: Record<string, readonly OperatorRole[]> = {
  'GET /withdrawals': ['finance'],
  'POST /withdrawals/{id}/approve': ['finance'],
  'POST /withdrawals/{id}/reject': ['finance'],
  'POST /deposits/confirm': ['finance'],
  'GET /deposits/flagged_transfers': ['finance'],
  'GET /deposits/over_limit': ['support', 'finance'],
  'GET /adjustments': ['finance'],
  'POST /adjustments': ['finance'],
  'POST /adjustments/{id}/approve': ['finance'],
  'POST /adjustments/{id}/reject': ['finance'],
  'GET /reports/daily': ['finance'],
  'GET /reports/daily.csv': ['finance'],
  'GET /reports/games': ['finance'],
  'GET /reports/games.csv': ['finance'],
  'GET /reports/cashflow': ['finance'],
  'GET /reports/cashflow.csv': ['finance'],
  'GET /providers/{family}/rounds': ['finance'],
  'GET /players': ['support'],
  'GET /players/{user_id}': ['support'],
  'GET /players/{user_id}/transactions': ['support'],
  'GET /players/{user_id}/bets': ['support'],
  'GET /players/{user_id}/invitees': ['support'],
  'GET /players/{user_id}/notes': ['support'],
  'POST /players/{user_id}/notes': ['support'],
  'POST /players/{user_id}/lock': ['support'],
  'POST /players/{user_id}/unlock': ['support'],
  'GET /players/{user_id}/limits': ['support'],
  'PUT /players/{user_id}/limits': ['support'],
  'GET /support/me': ['support'],
  'PUT /support/presence': ['support'],
  'GET /support/agents': ['support'],
  'GET /support/conversations': ['support'],
  'GET /support/conversations/{id}': ['support'],
  'POST /support/conversations/{id}/messages': ['support'],
  'POST /support/conversations/{id}/assign': ['support'],
  'POST /support/conversations/{id}/read': ['support'],
  'POST /support/conversations/{id}/resolve': ['support'],
  'POST /support/conversations/{id}/reopen': ['support'],
  'GET /chat/rooms/{room}': ['support'],
  'PUT /chat/rooms/{room}': ['support'],
  'POST /chat/messages/{id}/delete': ['support'],
  'POST /chat/sanctions': ['support'],
  'POST /chat/sanctions/{user_id}/lift': ['support'],
  'GET /messages': ['content', 'support'],
  'GET /messages/recipients': ['content', 'support'],
  'POST /messages': ['content', 'support'],
  'PUT /messages/{id}': ['content', 'support'],
  'GET /marquee': ['content'],
  'POST /marquee': ['content'],
  'PUT /marquee/{id}': ['content'],
  'GET /slides': ['content'],
  'POST /slides': ['content'],
  'PUT /slides/{id}': ['content'],
  'GET /banners': ['content'],
  'POST /banners': ['content'],
  'PUT /banners/{id}': ['content'],
  'GET /footers': ['content'],
  'POST /footers': ['content'],
  'PUT /footers/{id}': ['content'],
  'GET /content/{kind}': ['content'],
  'POST /content/{kind}': ['content'],
  'PUT /content/{kind}/{id}': ['content'],
  'GET /promotions': ['content'],
  'POST /promotions': ['content'],
  'PUT /promotions/{id}': ['content'],
  'GET /draws': ['trading'],
  'POST /draws/{id}/result': ['trading'],
  'POST /draws/{id}/result/confirm': ['trading'],
  'POST /draws/{id}/void': ['trading'],
  'GET /matches': ['trading'],
  'GET /matches/{id}': ['trading'],
  'POST /matches/{id}/void': ['trading'],
  'POST /matches/{id}/result/preview': ['trading'],
  'POST /matches/{id}/result': ['trading'],
  'GET /games': ['trading'],
  'PUT /games/{game_id}/status': ['trading'],
  'GET /games/{game_id}/limits': ['trading'],
  'PUT /games/{game_id}/limits': ['trading'],
  'GET /providers/{family}/games': ['trading'],
  'GET /actions': ['admin'],
}

/** Calls any signed-in operator may make (who they are), and the sign-in steps before a token. */
const SIGNED_IN_ONLY = ['GET /me']
const BEFORE_SIGN_IN = ['POST /sign_in', 'POST /totp/enrolment', 'POST /totp/enrolment/confirm']

/** A path parameter's value that its route accepts, so a refusal can only come from the guard. */
const PARAMETER_VALUES: Record<string, string> = { family: 'pg', room: 'en', kind: 'faq' }
const PREFIX = '/sports/api/v1/operator'

let test: TestApp
const tokens = new Map<OperatorRole, string>()
let playerToken = ''
beforeAll(async () => {
  test = await startTestApp()
  for (const role of OPERATOR_ROLES) tokens.set(role, (await newOperator(test, [role], role)).token)
  playerToken = (await registerPlayer(test)).session.token
}, 60_000)
afterAll(async () => {
  await test.close()
})

/** The back-office routes the server serves, as `METHOD /path` below the operator prefix. */
function operatorRoutes(): string[] {
  const document = test.app.swagger() as { paths: Record<string, Record<string, unknown>> }
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith(`${PREFIX}/`))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.slice(PREFIX.length)}`),
    )
}

function call(route: string, authorization?: string) {
  const [method, path] = route.split(' ') as [string, string]
  return test.app.inject({
    method: method as 'GET' | 'POST' | 'PUT',
    url: PREFIX + path.replace(/\{([^}]+)\}/g, (_, name: string) => PARAMETER_VALUES[name] ?? '1'),
    headers: authorization ? { authorization } : {},
  })
}

describe('the back office’s duties', () => {
  it('name the duties of every operator call the server serves, and no call it does not', () => {
    const served = operatorRoutes().filter((route) => !BEFORE_SIGN_IN.includes(route))
    expect(served.filter((route) => !SIGNED_IN_ONLY.includes(route)).sort()).toEqual(
      Object.keys(DUTIES).sort(),
    )
  })

  it.each(Object.entries(DUTIES))(
    '%s opens for %j and admin, refuses every other duty with 403',
    async (route, duties) => {
      const outcomes: Record<string, number> = {}
      for (const role of OPERATOR_ROLES) outcomes[role] = (await call(route, tokens.get(role))).statusCode
      const expected = Object.fromEntries(
        OPERATOR_ROLES.map((role) => [role, role === 'admin' || duties.includes(role) ? 'passes' : 403]),
      )
      // A call that passes the guard may still fail on its dummy input (400, 404, 409, 422), never 401 or 403.
      const seen = Object.fromEntries(
        Object.entries(outcomes).map(([role, status]) => [
          role,
          status === 401 || status === 403 ? status : 'passes',
        ]),
      )
      expect(seen).toEqual(expected)
    },
  )

  it.each([...Object.keys(DUTIES), ...SIGNED_IN_ONLY])(
    '%s refuses a player’s token and no token with 401',
    async (route) => {
      expect((await call(route, playerToken)).statusCode).toBe(401)
      expect((await call(route)).statusCode).toBe(401)
    },
  )
})
