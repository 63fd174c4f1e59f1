// Starting, waiting for and stopping the processes a benchmark measures.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** A port nothing listens on now. */
export async function freePort() {
  return new Promise((resolvePort) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolvePort(port))
    })
  })
}

/** Waits until a URL answers 2xx, or throws after the deadline. */
export async function waitUntilReady(url, deadlineMs = 60_000) {
  const until = Date.now() + deadlineMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((wake) => setTimeout(wake, 200))
  }
  throw new Error(`${url} did not become ready`)
}

/** Starts a Node process in the repository with extra environment, ready once `readyUrl` answers. */
export async function startProcess(args, env, readyUrl, stdio = ['ignore', 'ignore', 'inherit']) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio })
  try {
    await waitUntilReady(readyUrl)
  } catch (error) {
    await stopProcess(child)
    throw error
  }
  return child
}

/** Stops a process with SIGTERM and waits for it to exit. */
export async function stopProcess(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await exited
}

/**
 * Starts the built server outside production (so it serves the sandbox payment page) on a bench
 * database of its own: demo data seeded, no Redis, no rate limit in the way of the load.
 * BENCH_NODE_ARGS (e.g. "--cpu-prof") goes to its node, to see where its time goes.
 */
export function startBenchServer(port, databaseUrl) {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  return startProcess(
    [...nodeArgs, 'apps/server/dist/server.js'],
    {
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      APP_ENV: 'development',
      DEMO_DATA: 'true',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
      // Bench players are funded by one adjustment each, larger than the default approval threshold.
      ADJUSTMENT_APPROVAL_ABOVE: '100000000',
    },
    `http://127.0.0.1:${port}/readyz`,
    ['ignore', 'inherit', 'inherit'],
  )
}
