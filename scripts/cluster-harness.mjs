// What the cluster test (scripts/test-cluster.mjs) and the cluster bench (bench/cluster.mjs) share:
// PostgreSQL and Redis started when installed and stopped, a database of the run's own, built
// server instances on loopback ports, nginx in front of them with a generated configuration in a
// temporary folder, and small HTTP, WebSocket and metrics clients. Every address is on the
// loopback; clients that must look like different people connect from different loopback
// addresses (127.0.0.x), which nginx passes on as X-Forwarded-For.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generate } from 'otplib'
import pg from 'pg'
import WebSocket from 'ws'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const SERVER = join(ROOT, 'apps', 'server', 'dist', 'server.js')
const CLI = join(ROOT, 'apps', 'server', 'dist', 'cli.js')
export const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const NGINX_CANDIDATES = [
  '/usr/sbin/nginx',
  '/usr/bin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/local/nginx/sbin/nginx',
]

/** Settings every instance of a cluster shares: one database, one Redis, one pair of signing secrets. */
export function clusterSettings(databaseUrl, extra = {}) {
  return {
    HOST: '127.0.0.1',
    APP_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    JWT_ACCESS_SECRET: 'cluster-access-secret-0123456789abcdef',
    JWT_REFRESH_SECRET: 'cluster-refresh-secret-0123456789abcdef',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    // Behind nginx: the client's address comes from X-Forwarded-For, which nginx sets.
    TRUST_PROXY: 'true',
    GAME_STUDIO: 'false',
    SHUTDOWN_TIMEOUT_MS: '5000',
    ...extra,
  }
}

const sleep = (ms) => new Promise((wake) => setTimeout(wake, ms))

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => done(port))
    })
  })
}

function canConnect(port, probe, expected) {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.setTimeout(2000)
    let answer = ''
    socket.on('connect', () => (probe ? socket.write(probe) : socket.end()))
    socket.on('data', (chunk) => {
      answer += chunk
      if (answer.includes(expected)) {
        socket.destroy()
        done(true)
      }
    })
    socket.on('end', () => done(!probe))
    socket.on('close', () => done(!probe && answer === ''))
    socket.on('timeout', () => {
      socket.destroy()
      done(false)
    })
    socket.on('error', () => done(false))
  })
}

const isRedisUp = () => canConnect(Number(new URL(REDIS_URL).port || 6379), 'PING\r\n', '+PONG')

/** Whether the administrator's PostgreSQL database answers a connection within 3 s. */
export async function isPostgresUp() {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Starts PostgreSQL and Redis when they are installed but not answering, as CI does, and throws
 * with what is missing when one still does not answer.
 */
export async function ensurePostgresAndRedis() {
  if (!(await isPostgresUp()) && existsSync('/etc/postgresql')) {
    for (const version of execFileSync('ls', ['/etc/postgresql']).toString().split('\n').filter(Boolean)) {
      const status = spawnSync('pg_ctlcluster', [version, 'main', 'status'], { stdio: 'ignore' })
      if (status.status !== 0) {
        console.log(`Starting PostgreSQL ${version}`)
        spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
          stdio: 'inherit',
        })
      }
    }
  }
  if (!(await isRedisUp()) && spawnSync('sh', ['-c', 'command -v redis-server']).status === 0) {
    console.log('Starting Redis')
    spawnSync(
      'redis-server',
      ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no'],
      { stdio: 'inherit' },
    )
    for (let attempt = 0; attempt < 50 && !(await isRedisUp()); attempt += 1) await sleep(100)
  }
  const problems = []
  if (!(await isPostgresUp())) problems.push(`no PostgreSQL answers at ${ADMIN_URL}`)
  if (!(await isRedisUp())) problems.push(`no Redis answers at ${REDIS_URL}`)
  if (problems.length > 0) throw new Error(problems.join('; '))
}

const findNginx = () => NGINX_CANDIDATES.find((path) => existsSync(path))

/**
 * The nginx binary, installed from Debian's packages when it is missing and this runs as root
 * (the package's own service is never started here). Answers `{ path }`, or `{ reason }` when
 * there is none and none can be installed.
 */
export function ensureNginx() {
  const found = findNginx()
  if (found) return { path: found }
  if (process.getuid?.() !== 0) {
    return { reason: 'nginx is not installed; install it with: sudo apt-get install -y nginx-light' }
  }
  console.log("Installing Debian's nginx for the cluster test…")
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], {
      stdio: 'inherit',
      env,
    })
  // A machine whose package lists were never fetched finds no package: fetch them, then retry.
  if (install().status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
    install()
  }
  const installed = findNginx()
  return installed ? { path: installed } : { reason: 'nginx could not be installed with apt-get' }
}

/** Runs one statement on the administrator's database, e.g. `create database …`. */
export async function onAdmin(statement, url = ADMIN_URL) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A database of the run's own on the local PostgreSQL: its name, URL, a query helper and `drop()`. */
export async function createDatabase(label) {
  const name = `venue_${label}_${process.pid}_${Date.now()}`
  await onAdmin(`create database ${name}`)
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 })
  return {
    name,
    url: url.toString(),
    query: (text, values) => pool.query(text, values),
    async drop() {
      await pool.end()
      await onAdmin(`drop database if exists ${name} with (force)`)
    },
  }
}

/**
 * Starts the built server as a process of its own on a loopback port. `output()` is what it wrote;
 * `exited` resolves with its exit code or signal.
 */
export function startInstance(name, port, settings) {
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: { ...process.env, ...settings, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((done) => child.once('exit', (code, signal) => done(code ?? signal)))
  return { name, port, base: `http://127.0.0.1:${port}`, child, exited, output: () => output }
}

/** Waits until an instance answers /readyz, or throws with what it wrote. */
export async function waitReady(instance, deadlineMs = 60_000) {
  const until = Date.now() + deadlineMs
  while (Date.now() < until) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null) {
      throw new Error(`${instance.name} exited early:\n${instance.output()}`)
    }
    try {
      if ((await request(`${instance.base}/readyz`)).status === 200) return
    } catch {}
    await sleep(150)
  }
  throw new Error(`${instance.name} was not ready within ${deadlineMs} ms:\n${instance.output()}`)
}

/** Stops an instance with a signal and waits for it to exit. */
export async function stopInstance(instance, signal = 'SIGTERM') {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return
  instance.child.kill(signal)
  await instance.exited
}

/**
 * The nginx configuration of the cluster: round-robin over the instances (no sticky sessions),
 * WebSocket upgrades passed through, the client's address in X-Forwarded-For, and the load
 * balancer's request id passed on (a client's own when it sent a valid one, else nginx's). /metrics
 * is not served to the public. X-Upstream tells the test which instance answered.
 */
export function nginxConfig({ dir, listenPort, upstreamPorts, isRoot }) {
  const servers = upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=30s;`)
  return `# Generated by scripts/cluster-harness.mjs for one run; not the system's nginx.
${isRoot ? 'user nobody nogroup;\n' : ''}daemon off;
worker_processes auto;
worker_rlimit_nofile 16384;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream venue {
${servers.join('\n')}
    keepalive 64;
  }
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  map $http_x_request_id $forwarded_request_id {
    default $http_x_request_id;
    '' $request_id;
  }
  server {
    listen 127.0.0.1:${listenPort};
    location = /metrics { return 404; }
    location / {
      proxy_pass http://venue;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $forwarded_request_id;
      proxy_read_timeout 1h;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`
}

/**
 * Runs nginx in front of the instances as a child process of this one, with a configuration in a
 * temporary folder; `reload(ports)` changes the upstreams in place (SIGHUP), `stop()` ends it.
 */
export async function startNginx(binary, upstreamPorts) {
  const dir = mkdtempSync(join(tmpdir(), 'venue-nginx-'))
  // nginx's workers run as nobody when this runs as root: they must reach their temporary folders.
  chmodSync(dir, 0o755)
  const isRoot = process.getuid?.() === 0
  const listenPort = await freePort()
  const configPath = join(dir, 'nginx.conf')
  const write = (ports) =>
    writeFileSync(configPath, nginxConfig({ dir, listenPort, upstreamPorts: ports, isRoot }))
  write(upstreamPorts)
  const check = spawnSync(binary, ['-t', '-p', dir, '-c', configPath], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`)
  const child = spawn(binary, ['-p', dir, '-c', configPath], { stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  child.stderr.on('data', (chunk) => (errors += chunk))
  const exited = new Promise((done) => child.once('exit', done))
  const base = `http://127.0.0.1:${listenPort}`
  const until = Date.now() + 10_000
  while (!(await canConnect(listenPort))) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`nginx did not start:\n${errors}`)
    await sleep(50)
  }
  return {
    base,
    port: listenPort,
    /** Points nginx at other instances; old workers finish their requests, new ones use the new list. */
    async reload(ports) {
      write(ports)
      child.kill('SIGHUP')
      // The master starts new workers and retires the old ones; give it a moment.
      await sleep(500)
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT')
        await Promise.race([exited, sleep(5000)])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * One HTTP request from a chosen loopback address (`from`, e.g. '127.0.0.12', so that each test
 * client has an address of its own), answering status, headers and the parsed JSON body.
 */
export function request(url, { method = 'GET', headers = {}, body, from } = {}) {
  return new Promise((done, fail) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const outgoing = http.request(
      url,
      {
        method,
        agent: false,
        ...(from ? { localAddress: from } : {}),
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => {
          let json
          try {
            json = JSON.parse(text)
          } catch {}
          done({ status: response.statusCode, headers: response.headers, text, json })
        })
      },
    )
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`${method} ${url} timed out`)))
    outgoing.on('error', fail)
    outgoing.end(payload)
  })
}

/** The demo admin of the README: email, password and the authenticator secret it is seeded with. */
const DEMO_OPERATOR = {
  email: 'operator@example.com',
  password: 'operate42',
  totpSecret: 'DEMOADMINDESKTOTPSECRETKEY234567',
}

/** A client of the JSON API at `base` from one loopback address, with its token once it has one. */
export function apiClient(base, from) {
  const client = {
    token: '',
    freshToken: '',
    /** Calls `/sports/api/v1${path}` and answers the whole response. */
    call(method, path, body, headers = {}) {
      return request(`${base}/sports/api/v1${path}`, {
        method,
        body,
        from,
        headers: {
          platform: '1',
          ...(client.token ? { authorization: client.token } : {}),
          ...(method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {}),
          ...headers,
        },
      })
    },
    /** Calls and answers `data`, throwing with the answer unless it is a success. */
    async data(method, path, body, headers) {
      const response = await client.call(method, path, body, headers)
      if (response.status !== 200 || response.json?.code !== 0) {
        throw new Error(`${method} ${path} on ${base} answered ${response.status}: ${response.text}`)
      }
      return response.json.data
    },
    async signIn(account, password) {
      const session = await client.data('POST', '/sign_in/', { account, password })
      client.token = session.token
      client.freshToken = session.fresh_token
      return session
    },
    /** Signs the demo admin in to the back office, with the code its authenticator shows now. */
    async signInDemoOperator() {
      const { email, password, totpSecret } = DEMO_OPERATOR
      const session = await client.data('POST', '/operator/sign_in', {
        email,
        password,
        totp: await generate({ secret: totpSecret }),
      })
      client.token = session.token
      return session
    },
  }
  return client
}

/**
 * A WebSocket client of `/ws` that keeps what it receives; `next(predicate)` waits for a matching
 * message. `upstream` is the instance nginx chose, when nginx said.
 */
export function openSocket(base, { token, from } = {}) {
  const url = `${base.replace('http', 'ws')}/ws${token ? `?token=${encodeURIComponent(token)}` : ''}`
  const socket = new WebSocket(url, from ? { localAddress: from } : {})
  const received = []
  const waiters = new Set()
  const client = { socket, received, upstream: undefined }
  socket.on('upgrade', (response) => {
    client.upstream = response.headers['x-upstream']
  })
  socket.on('message', (raw) => {
    received.push(JSON.parse(raw.toString()))
    for (const wake of waiters) wake()
  })
  const opened = new Promise((done, fail) => {
    socket.once('open', () => done(client))
    socket.once('unexpected-response', (_request, response) => fail(new Error(`HTTP ${response.statusCode}`)))
    socket.once('error', fail)
  })
  client.send = (message) => socket.send(JSON.stringify(message))
  /** The first received message matching, waited for up to `timeoutMs`; it stays in `received`. */
  client.next = (predicate, timeoutMs = 15_000) =>
    new Promise((done, fail) => {
      const check = () => {
        const found = received.find(predicate)
        if (found === undefined) return false
        waiters.delete(check)
        clearTimeout(timer)
        done(found)
        return true
      }
      const timer = setTimeout(() => {
        waiters.delete(check)
        fail(new Error(`no matching message within ${timeoutMs} ms on ${url}`))
      }, timeoutMs)
      if (!check()) waiters.add(check)
    })
  client.close = () => socket.terminate()
  return opened
}

/** The text of an instance's /metrics, read directly (nginx does not serve it). */
export async function scrapeMetrics(instance) {
  const response = await request(`${instance.base}/metrics`)
  if (response.status !== 200) throw new Error(`${instance.name} /metrics answered ${response.status}`)
  return response.text
}

/** The value of one series in a text exposition, e.g. `metricValue(text, 'x', { worker: 'a' })`; 0 when absent. */
export function metricValue(text, name, labels = {}) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][\w:]*)(?:\{([^}]*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const present = (match[2] ?? '').split(',')
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3])
  }
  return 0
}

/** What the built CLI's `ledger:verify` says of a database: its exit status and output. */
export function ledgerVerdict(databaseUrl) {
  const verify = spawnSync(process.execPath, [CLI, 'ledger:verify'], {
    cwd: ROOT,
    env: { ...process.env, APP_ENV: 'test', DATABASE_URL: databaseUrl, REDIS_URL: '' },
    encoding: 'utf8',
  })
  return { status: verify.status, output: `${verify.stdout}${verify.stderr}`.trim() }
}

/** Whether the server was built; the cluster runs the build, not the sources. */
export const isServerBuilt = () => existsSync(SERVER) && existsSync(CLI)
