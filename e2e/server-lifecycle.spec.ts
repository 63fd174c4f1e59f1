import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { expect, test } from '@playwright/test'
import WebSocket from 'ws'
import { freePort, killStartedServers, start, stop, waitForReady } from './server-process'

// A test that fails half-way must not leave its server running.
test.afterEach(killStartedServers)

test('a bad setting stops the server with one clear line and exit code 1', async () => {
  const started = start({ PORT: 'abc' })
  expect(await started.exited).toBe(1)
  const lines = started.output().trim().split('\n')
  expect(lines).toEqual(['Invalid configuration: PORT must be an integer from 0 to 65535 (got "abc")'])
})

test('production refuses the embedded database', async () => {
  const started = start({
    APP_ENV: 'production',
    JWT_ACCESS_SECRET: 'a'.repeat(32),
    JWT_REFRESH_SECRET: 'b'.repeat(32),
  })
  expect(await started.exited).toBe(1)
  expect(started.output()).toContain('DATABASE_URL is required in production')
})

test('data survives a restart, and SIGTERM and SIGINT stop the server with exit code 0 within 5 s', async () => {
  test.setTimeout(90_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-lifecycle-'))
  try {
    const port = String(await freePort())
    const url = `http://127.0.0.1:${port}`
    const first = start({ PORT: port, DATA_DIR: dataDir })
    await waitForReady(url, first)
    expect(first.output()).toContain('applied migrations')
    const stopped = await stop(first)
    expect(stopped.code).toBe(0)
    expect(stopped.ms).toBeLessThan(5000)

    // Between runs, an operator adds an announcement straight into the embedded database.
    const pglite = await PGlite.create(join(dataDir, 'pglite'))
    await pglite.query(
      `insert into notices (brand, content, sort) values (null, '{"en":"Kept across restarts"}', 99)`,
    )
    await pglite.close()

    const second = start({ PORT: port, DATA_DIR: dataDir })
    await waitForReady(url, second)
    expect(second.output()).not.toContain('applied migrations')
    const notices = await (await fetch(`${url}/sports/api/v1/notice`)).json()
    expect(notices.data.map((notice: { content: string }) => notice.content)).toContain(
      'Kept across restarts',
    )
    expect(notices.data).toHaveLength(4)

    const from = Date.now()
    second.child.kill('SIGINT')
    expect(await second.exited).toBe(0)
    expect(Date.now() - from).toBeLessThan(5000)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test('SIGTERM drains an open WebSocket and still exits 0 within 5 s', async () => {
  const port = String(await freePort())
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-lifecycle-'))
  try {
    const started = start({ PORT: port, DATA_DIR: dataDir })
    await waitForReady(`http://127.0.0.1:${port}`, started)
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`)
    await new Promise((done) => socket.once('open', done))
    const stopped = await stop(started)
    expect(stopped.code).toBe(0)
    expect(stopped.ms).toBeLessThan(5000)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})
