// Helpers the benches share: load generation, API calls, percentiles and the bench's PostgreSQL.
import autocannon from 'autocannon'
import { generate } from 'otplib'
import pg from 'pg'

export const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** Nearest-rank percentile of unsorted samples, e.g. percentile(latencies, 0.99). */
export function percentile(samples, fraction) {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)]
}

/** The URL of a database on the bench's PostgreSQL server. */
export function urlOf(database) {
  const url = new URL(ADMIN_URL)
  url.pathname = `/${database}`
  return url.toString()
}

/** Runs `work` with a client connected to `url` (the admin database by default), then closes it. */
export async function onConnection(work, url = ADMIN_URL) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

function load(options, seconds) {
  return new Promise((done, fail) => {
    autocannon({ pipelining: 1, ...options, duration: seconds }, (error, result) =>
      error ? fail(error) : done(result),
    )
  })
}

/**
 * Loads a server with autocannon (`options`: url, connections, requests…) for a warm-up, then for
 * the measured seconds; any answer outside 2xx or any error fails the bench.
 */
export async function measure(name, options, { warmupS, durationS }) {
  await load(options, warmupS)
  const result = await load(options, durationS)
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`)
  }
  return { name, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 }
}

/** Calls a JSON endpoint of the sports group and answers its `data`, throwing on any failure. */
export async function callApi(baseUrl, path, { token, headers = {}, body } = {}) {
  const response = await fetch(new URL(`/sports/api/v1/${path}`, baseUrl), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`)
  return JSON.parse(text).data
}

/** The README's demo admin: email, password and the authenticator secret it is seeded with. */
const DEMO_OPERATOR = {
  email: 'operator@example.com',
  password: 'operate42',
  totpSecret: 'DEMOADMINDESKTOTPSECRETKEY234567',
}

/** Signs the demo admin in to the back office with its current authenticator code; answers the token. */
export async function demoOperatorToken(baseUrl) {
  const { email, password, totpSecret } = DEMO_OPERATOR
  const body = { email, password, totp: await generate({ secret: totpSecret }) }
  return (await callApi(baseUrl, 'operator/sign_in', { body })).token
}

/**
 * The SQL that adds a bench's own players, one per email ($1), each with the password of the
 * demo player whose email is $2 (its hash copied), so they sign in without hashing a password each.
 */
export const INSERT_PLAYERS_LIKE = `insert into users (email, email_verified, nickname, password_hash, created_at)
  select email, true, 'bench player', (select password_hash from users where email = $2), now()
  from unnest($1::text[]) as email`
