/** Starting and stopping the built server as a process of its own, for the server-process tests. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { test } from '@playwright/test'
import pg from 'pg'

export const SERVER_DIST = resolve(import.meta.dirname, '..', 'apps', 'server', 'dist')
const SERVER = resolve(SERVER_DIST, 'server.js')

const POSTGRES = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** The address of a database of the local PostgreSQL, by name. */
export function databaseUrl(name: string) {
  const url = new URL(POSTGRES)
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs one statement on the local PostgreSQL as its administrator, e.g. to create a database. */
export async function onAdmin(statement: string) {
  const client = new pg.Client({ connectionString: POSTGRES })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** What the built CLI's `ledger:verify` says of a database: its exit status and its output. */
export function ledgerVerdict(name: string) {
  const verify = spawnSync(process.execPath, [resolve(SERVER_DIST, 'cli.js'), 'ledger:verify'], {
    env: { ...process.env, APP_ENV: 'test', DATABASE_URL: databaseUrl(name) },
    encoding: 'utf8',
  })
  return { status: verify.status, output: verify.stdout + verify.stderr }
}

/**
 * Runs a journey on a PostgreSQL database of its own, made for it and dropped afterwards, with the
 * server's settings for it (a free port, the database, demo data, and `settings`) and its address.
 */
export async function onFreshDatabase(
  label: string,
  settings: Record<string, string>,
  journey: (server: { name: string; base: string; env: Record<string, string> }) => Promise<void>,
) {
  const name = `venue_${label}_${process.pid}_${Date.now()}`
  await onAdmin(`create database ${name}`)
  try {
    const port = String(await freePort())
    const env = { PORT: port, DATABASE_URL: databaseUrl(name), DEMO_DATA: 'true', ...settings }
    await journey({ name, base: `http://127.0.0.1:${port}`, env })
  } finally {
    await onAdmin(`drop database if exists ${name} with (force)`)
  }
}

export async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

const running = new Set<ChildProcess>()
/** Kills what a test started and left running; call it after each test, so a failure leaves nothing behind. */
export function killStartedServers() {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  running.clear()
}

export function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, LOG_LEVEL: 'info', APP_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  return { child, output: () => output, exited }
}

export async function waitForReady(url: string, started: Started) {
  const until = Date.now() + 30_000
  while (Date.now() < until) {
    if (started.child.exitCode !== null) throw new Error(`server exited early:\n${started.output()}`)
    try {
      if ((await fetch(`${url}/readyz`)).ok) return
    } catch {}
    await new Promise((wake) => setTimeout(wake, 100))
  }
  throw new Error(`server not ready:\n${started.output()}`)
}

export async function stop(started: Started): Promise<{ code: number | null; ms: number }> {
  const from = Date.now()
  started.child.kill('SIGTERM')
  const code = await started.exited
  return { code, ms: Date.now() - from }
}

/**
 * A built server of a spec file's own, on a fresh data directory, for journeys that move its clock
 * or need settings of their own (where that disturbs no other test): started before the file's
 * tests and stopped after them, with `settings` added to its environment (read when it starts, so
 * they may name something an earlier `beforeAll` started). `base` is its origin once started;
 * `api` calls its JSON API and answers the envelope's data.
 */
export function ownServer(name: string, settings: () => Record<string, string> = () => ({})) {
  let server: Started | undefined
  let dataDir = ''
  let base = ''
  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `venue-${name}-`))
    const port = String(await freePort())
    base = `http://127.0.0.1:${port}`
    server = start({
      PORT: port,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...settings(),
    })
    await waitForReady(base, server)
  })
  test.afterAll(async () => {
    if (server) await stop(server)
    killStartedServers()
    rmSync(dataDir, { recursive: true, force: true })
  })
  async function api(path: string, init: { method?: string; body?: object; token?: string } = {}) {
    const response = await fetch(`${base}/sports/api/v1${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        platform: '1',
        ...(init.token ? { authorization: init.token } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    })
    return (await response.json()).data
  }
  return {
    get base() {
      return base
    },
    api,
  }
}
