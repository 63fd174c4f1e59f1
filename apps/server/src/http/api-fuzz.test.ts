import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyLedger } from '../modules/ledger/ledger.service'
import { registerPlayer } from '../test/accounts-helpers'
import { startListeningTestApp, type TestApp } from '../test/test-app'
import { operatorToken } from '../test/wallet-helpers'

// Hostile requests against every operation of the server's own OpenAPI document, signed out and
// signed in: wrong types, boundaries, control characters, huge and tiny numbers, deep nesting and
// unknown fields. No answer may be a 5xx, and a refused call may not move the ledger. The seed is
// printed; FUZZ_SEED=<seed> replays a run, FUZZ_CASES=<n> caps the cases per operation.

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
}
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }
type Operation = {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}
type OpenApi = { paths: Record<string, Record<string, Operation>> }
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'
type Case = {
  method: Method
  url: string
  headers: Record<string, string>
  payload?: string
  what: string
}

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 600)
const MIXED_CASES = 12
// The development tools move the clock and reset state by design; the spec's calls are the target.
const SKIPPED = /^\/dev\//

/** A small seeded generator (mulberry32), so a failing run can be replayed from its seed. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  return { next, pick }
}

/** Percent-encodes a text for a path, a lone surrogate as the replacement character. */
const encodePathPart = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))

const deeplyNested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

/** Values no field expects: control characters, extremes of size and number, wrong types. */
const HOSTILE_VALUES: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  'line\u0007bell',
  '',
  ' ',
  'x'.repeat(5000),
  '\uD800',
  '‮evil',
  '🎰'.repeat(50),
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '99999999999999999999',
  '-99999999999999999999',
  '0.0000000001',
  '1.999999999999999999999',
  -1,
  0,
  1.5,
  32768,
  2 ** 31,
  2 ** 53 + 2,
  1e20,
  -1e20,
  1e308,
  true,
  null,
  [],
  {},
  [[[[['deep']]]]],
  { nested: { value: '\u0000' } },
]

/** What the path, query and header parameters are sent as: strings of the hostile values. */
const HOSTILE_TEXTS = HOSTILE_VALUES.filter((value) => typeof value !== 'object' || value === null).map(
  (value) => String(value),
)
/** The hostile texts HTTP can carry in a header at all (printable ASCII). */
const HOSTILE_HEADER_TEXTS = HOSTILE_TEXTS.filter((text) => /^[\x20-\x7E]*$/.test(text))
const hostileTextsIn = (place: Parameter['in']) => (place === 'header' ? HOSTILE_HEADER_TEXTS : HOSTILE_TEXTS)

/** A value a schema accepts, as far as its shape tells: the base a hostile value is put into. */
function plausible(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives?.length) return plausible(alternatives[0], depth + 1)
  if (schema.allOf?.length)
    return Object.assign({}, ...schema.allOf.map((part) => plausible(part, depth + 1)))
  const type = Array.isArray(schema.type) ? schema.type.find((kind) => kind !== 'null') : schema.type
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, depth + 1)]),
      )
    case 'array':
      return [plausible(schema.items, depth + 1)]
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1))
    case 'boolean':
      return true
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com'
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1))
    default:
      return null
  }
}

/** The dotted paths of an object's fields, nested ones included, to put a hostile value into. */
function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return prefix.length ? [prefix] : []
  const nested = Object.entries(value).flatMap(([key, inner]) => fieldPaths(inner, [...prefix, key]))
  return prefix.length ? [prefix, ...nested] : nested
}

function withValue(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value
  const [head, ...rest] = path as [string, ...string[]]
  const record = typeof base === 'object' && base !== null && !Array.isArray(base) ? base : {}
  return { ...record, [head]: withValue((record as Record<string, unknown>)[head], rest, value) }
}

/** The hostile requests of one operation. */
function casesOf(
  path: string,
  method: Method,
  operation: Operation,
  random: ReturnType<typeof generator>,
): Case[] {
  const parameters = operation.parameters ?? []
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema
  const baseBody = bodySchema ? plausible(bodySchema) : undefined
  const plausibleText = (schema: JsonSchema) => String(plausible(schema) ?? '1')
  const build = (
    what: string,
    texts: { path?: Record<string, string>; query?: Record<string, string>; header?: Record<string, string> },
    payload?: string,
  ): Case => {
    const values = (place: Parameter['in']) =>
      Object.fromEntries(
        parameters
          .filter((parameter) => parameter.in === place)
          .map((parameter) => [
            parameter.name,
            texts[place]?.[parameter.name] ?? plausibleText(parameter.schema),
          ]),
      )
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodePathPart(values('path')[name] ?? '1'))
    const query = new URLSearchParams(values('query')).toString()
    return {
      method,
      url: query ? `${url}?${query}` : url,
      headers: {
        'idempotency-key': randomUUID(),
        ...values('header'),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload }),
      what,
    }
  }
  const body = baseBody === undefined ? undefined : JSON.stringify(baseBody)
  const fields = fieldPaths(baseBody)
  const cases: Case[] = []
  for (const parameter of parameters) {
    for (const text of hostileTextsIn(parameter.in))
      cases.push(
        build(
          `${parameter.in} ${parameter.name} = ${JSON.stringify(text)}`,
          { [parameter.in]: { [parameter.name]: text } },
          body,
        ),
      )
  }
  for (const field of fields)
    for (const value of HOSTILE_VALUES)
      cases.push(
        build(
          `body ${field.join('.')} = ${JSON.stringify(value)}`,
          {},
          JSON.stringify(withValue(baseBody, field, value)),
        ),
      )
  // Then seeded mixes: a hostile value in every parameter and body field at once.
  for (let index = 0; index < MIXED_CASES; index += 1) {
    const texts = (place: Parameter['in']) =>
      Object.fromEntries(
        parameters
          .filter((parameter) => parameter.in === place)
          .map((parameter) => [parameter.name, random.pick(hostileTextsIn(place))]),
      )
    const mixedBody = fields.reduce<unknown>(
      (value, field) => (random.next() < 0.5 ? withValue(value, field, random.pick(HOSTILE_VALUES)) : value),
      baseBody,
    )
    cases.push(
      build(
        'a hostile value in every part',
        { path: texts('path'), query: texts('query'), header: texts('header') },
        mixedBody === undefined ? undefined : JSON.stringify(mixedBody),
      ),
    )
  }
  // Operations with many fields get a seeded sample, so the run stays within its minute.
  while (cases.length > CASES_PER_OPERATION) cases.splice(Math.floor(random.next() * cases.length), 1)
  if (bodySchema) {
    cases.push(build('body nested 20,000 deep', {}, deeplyNested(20_000)))
    cases.push(
      build(
        'body with unknown fields',
        {},
        JSON.stringify({ ...(baseBody as object), zz_unknown: '\u0000', __proto__x: 1 }),
      ),
    )
    cases.push(build('body of the wrong type', {}, JSON.stringify(random.pick(['text', 42, null, [1, 2]]))))
  }
  return cases
}

let test: TestApp
let player: string
let operator: string
const journalEntries = async () =>
  Number(
    (await sql<{ count: string }>`select count(*) as count from journal_entries`.execute(test.database.db))
      .rows[0]?.count,
  )

const answers = async (url: string, token: string) =>
  (await test.app.inject({ url: `/sports/api/v1${url}`, headers: { authorization: token } })).statusCode ===
  200

/** Signs the player and the operator in again when a call before has ended their sessions. */
async function renewSessions() {
  if (!(await answers('/member/account', player))) player = (await registerPlayer(test)).session.token
  if (!(await answers('/operator/withdrawals', operator))) operator = await operatorToken(test)
}

beforeAll(async () => {
  // Thousands of calls a minute from one address: the rate limit would answer most of them.
  // Listening, as a server always is, so the game providers it calls answer.
  test = await startListeningTestApp({ RATE_LIMIT_PER_MINUTE: '100000000' })
  operator = await operatorToken(test)
  player = (await registerPlayer(test)).session.token
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

// The seed is in the test's name, so every report says how to replay the run.
describe(`the API under hostile input (FUZZ_SEED=${SEED})`, () => {
  it('answers every operation without a 5xx, and a refused call moves no money', {
    timeout: 240_000,
  }, async () => {
    const random = generator(SEED)
    const document = (await test.app.inject({ url: '/docs/json' })).json() as OpenApi
    const failures: string[] = []
    let sent = 0
    for (const [path, operations] of Object.entries(document.paths)) {
      if (SKIPPED.test(path)) continue
      for (const [method, operation] of Object.entries(operations)) {
        // A hostile call may have signed a session out (sign_out takes no input to refuse).
        await renewSessions()
        const cases = casesOf(path, method.toUpperCase() as Method, operation, random)
        for (const hostile of cases) {
          for (const token of ['', path.includes('/operator/') ? operator : player]) {
            const before = await journalEntries()
            const response = await test.app.inject({
              method: hostile.method,
              url: hostile.url,
              headers: { ...hostile.headers, ...(token ? { authorization: token } : {}) },
              ...(hostile.payload === undefined ? {} : { payload: hostile.payload }),
            })
            sent += 1
            const who = token ? 'signed in' : 'signed out'
            if (response.statusCode >= 500)
              failures.push(`${response.statusCode} ${hostile.method} ${path} (${who}): ${hostile.what}`)
            else if (response.statusCode >= 400 && (await journalEntries()) !== before)
              failures.push(
                `ledger moved on ${response.statusCode} ${hostile.method} ${path} (${who}): ${hostile.what}`,
              )
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(10_000)
    expect(failures).toEqual([])
  })
})

describe('the causes of the first fuzz run’s 500s, replayed', () => {
  const post = (url: string, payload: string, token = '') =>
    test.app.inject({
      method: 'POST',
      url: `/sports/api/v1${url}`,
      headers: {
        'content-type': 'application/json',
        platform: '1',
        'idempotency-key': randomUUID(),
        authorization: token,
      },
      payload,
    })

  it('refuses a NUL character in any text with 400 naming the field', async () => {
    const response = await post(
      '/sign_in/',
      JSON.stringify({ account: 'a\u0000b@example.com', password: 'x' }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ msg: 'VALIDATION_FAILED', data: { field: 'account' } })
    const query = await test.app.inject({ url: '/sports/api/v1/faq?q=%00' })
    expect(query.json()).toMatchObject({ code: 400, data: { field: 'q' } })
  })

  it('refuses a status filter beyond its column’s range', async () => {
    const response = await test.app.inject({
      url: '/sports/api/v1/soccer/mybet?status=40000',
      headers: { authorization: player },
    })
    expect(response.json()).toMatchObject({ code: 400, data: { field: 'status' } })
  })

  it('refuses JSON nested deeper than the limit before any handler runs', async () => {
    const deepObject = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`
    for (const payload of [deeplyNested(20_000), deepObject]) {
      const response = await post('/pay/callback', payload)
      expect(response.json()).toMatchObject({ code: 400, msg: 'MALFORMED_BODY' })
    }
  })

  it('refuses an adjustment amount beyond any balance', async () => {
    const response = await post(
      '/operator/adjustments',
      JSON.stringify({ user_id: 1, amount: '99999999999999999999', reason: 'too much' }),
      operator,
    )
    expect(response.json()).toMatchObject({ code: 400, data: { field: 'amount' } })
  })
})
