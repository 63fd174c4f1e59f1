// Live chat fan-out on PostgreSQL, printed beside a bare WebSocket fan-out measured in the same run:
// 2,000 WebSocket clients join the public room "en" of the built server, and signed-in players post
// to it over HTTP (POST /sports/api/v1/chat/rooms/en/messages) from 2 lanes; a lane posts again once
// every client has its previous post, so the figures are the rate the room delivers end to end
// without a growing backlog (more lanes only lengthen the queue on this machine). Per post and
// client, the latency runs from the start of the HTTP request to the client's receipt, both timed
// in this process. The baseline is bench/ws-fanout-server.mjs with 2,000 clients of its own: the same
// ws library, clients, lanes and message shape, with no database, sign-in or per-socket routing.
// Both servers run throughout, and the posts go to them in alternating turns, so that other load on
// the machine falls on both alike. Every client must receive every post exactly once. Posts that
// overlap may arrive in another order than their ids (each is published once its own transaction
// commits); clients place them by id, so the bench counts such arrivals without failing on them.
// Each player posts at most 5 times, so none meets the room's flood cap (5 posts in 10 s).
// Targets: the room's deliveries per second at least half the baseline's, and its p99 delivery
// latency at most 1 s. The bench's database is dropped afterwards.
// This process holds the 4,000 client sockets and each server its 2,000, so `ulimit -n` must be at
// least 4,512 (the bench checks it first).
// Start with `npm run bench` (it builds first). Exits 1 when a target is missed or a check fails.
import { execFileSync } from 'node:child_process'
import WebSocket from 'ws'
import { freePort, startBenchServer, startProcess, stopProcess } from './processes.mjs'
import { callApi, INSERT_PLAYERS_LIKE, onConnection, percentile, urlOf } from './shared.mjs'

const DATABASE = `bench_chat_${process.pid}`
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000)
const POSTS = Number(process.env.BENCH_POSTS ?? 100)
const WARMUP_POSTS = 20
const LANES = Number(process.env.BENCH_LANES ?? 2)
const ROUNDS = 4
const ROOM = 'en'
const TARGET_RATIO = 0.5
const TARGET_P99_MS = 1000

/** Sockets opened at once while connecting the clients, below the servers' listen backlog. */
const CONNECT_BATCH = 250
/** How long a lane waits for every client to receive its post before it counts the rest as lost. */
const DELIVERY_TIMEOUT_MS = 10_000
/** Descriptors a process needs beside its sockets: files, database and HTTP connections. */
const SPARE_DESCRIPTORS = 512
/** The room's flood cap allows 5 posts in 10 s; each player posts at most that often in the whole run. */
const POSTS_PER_PLAYER = 5
const TOTAL_POSTS = WARMUP_POSTS + POSTS
const PLAYERS = Math.ceil(TOTAL_POSTS / POSTS_PER_PLAYER)
const SIGN_IN_CONCURRENCY = 4
const DEMO_EMAIL = 'player@example.com'
const DEMO_PASSWORD = 'winning42'

const ms = (value) => `${value.toFixed(1)} ms`

/** A post's text, about the length of a chat line, that starts with its index. */
const bodyOf = (index) => `${index} ${'the quick brown fox jumps over the lazy dog '.repeat(3)}`.trim()

function checkDescriptorLimit() {
  const limit = execFileSync('sh', ['-c', 'ulimit -n']).toString().trim()
  const needed = 2 * CLIENTS + SPARE_DESCRIPTORS
  if (limit !== 'unlimited' && Number(limit) < needed) {
    throw new Error(
      `ulimit -n is ${limit}: ${CLIENTS} clients on each of two servers need at least ${needed} descriptors in this process; raise it (ulimit -n ${needed}) or set BENCH_CLIENTS lower`,
    )
  }
}

/**
 * `CLIENTS` sockets joined to the room, each keeping which posts it received and whether their
 * ids rose; the promise `send(index)` answers resolves once every client received post `index`.
 */
async function openAudience(wsUrl) {
  const started = new Float64Array(TOTAL_POSTS)
  const receipts = new Uint32Array(TOTAL_POSTS)
  const waiting = new Map()
  const latencies = []
  const clients = []

  function receive(client, raw) {
    const message = JSON.parse(raw.toString())
    if (message.type !== 'room' || message.data.kind !== 'message') return
    const receivedAt = performance.now()
    const { id, body } = message.data.message
    const index = Number.parseInt(body, 10)
    if (id <= client.lastId) client.outOfOrder += 1
    client.lastId = id
    client.seen[index] += 1
    if (index >= WARMUP_POSTS) latencies.push(receivedAt - started[index])
    receipts[index] += 1
    if (receipts[index] === CLIENTS) waiting.get(index)?.()
  }

  function connect() {
    return new Promise((joined, fail) => {
      const socket = new WebSocket(wsUrl)
      const client = { socket, isJoined: false, seen: new Uint8Array(TOTAL_POSTS), lastId: 0, outOfOrder: 0 }
      socket.on('open', () => socket.send(JSON.stringify({ type: 'joinRoom', room: ROOM })))
      socket.on('error', fail)
      socket.on('message', (raw) => {
        if (client.isJoined) return receive(client, raw)
        const message = JSON.parse(raw.toString())
        if (message.type === 'joined' && message.channel === 'room' && message.id === ROOM) {
          client.isJoined = true
          joined(client)
        }
      })
    })
  }

  for (let opened = 0; opened < CLIENTS; opened += CONNECT_BATCH) {
    const batch = Math.min(CONNECT_BATCH, CLIENTS - opened)
    clients.push(...(await Promise.all(Array.from({ length: batch }, connect))))
  }

  return {
    latencies,
    /** Stamps post `index` as sent now and answers a promise of its delivery to every client. */
    send(index) {
      const delivered = new Promise((done) => {
        const timer = setTimeout(done, DELIVERY_TIMEOUT_MS)
        waiting.set(index, () => {
          clearTimeout(timer)
          waiting.delete(index)
          done()
        })
      })
      started[index] = performance.now()
      return delivered
    },
    /** Posts every client missed or received twice, and arrivals whose id did not rise. */
    check() {
      let missing = 0
      let duplicates = 0
      let outOfOrder = 0
      let disorderedClients = 0
      for (const client of clients) {
        for (const count of client.seen) {
          if (count === 0) missing += 1
          else if (count > 1) duplicates += count - 1
        }
        outOfOrder += client.outOfOrder
        if (client.outOfOrder > 0) disorderedClients += 1
      }
      return { missing, duplicates, outOfOrder, disorderedClients }
    },
    close() {
      for (const client of clients) client.socket.terminate()
    },
  }
}

/**
 * Posts `from` to `to` from `LANES` lanes; each lane sends its next post once every client has
 * its previous one. Answers the seconds from the first request to the last full delivery.
 */
async function postRange(audience, from, to, post) {
  let next = from
  const begun = performance.now()
  await Promise.all(
    Array.from({ length: LANES }, async () => {
      while (next < to) {
        const index = next++
        const delivered = audience.send(index)
        await post(index)
        await delivered
      }
    }),
  )
  return (performance.now() - begun) / 1000
}

/** A side of the comparison: its clients, how it posts, and the seconds its measured posts took. */
async function openSide(name, wsUrl, post) {
  return { name, post, audience: await openAudience(wsUrl), seconds: 0 }
}

/**
 * Warms both sides up, then posts to them in turns of `POSTS / ROUNDS`, the first side first in
 * even rounds and last in odd ones, so that other load on the machine falls on both alike.
 */
async function measureInTurns(sides) {
  for (const side of sides) await postRange(side.audience, 0, WARMUP_POSTS, side.post)
  const perRound = Math.ceil(POSTS / ROUNDS)
  for (let round = 0; round < ROUNDS; round += 1) {
    const from = WARMUP_POSTS + round * perRound
    const to = Math.min(TOTAL_POSTS, from + perRound)
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      side.seconds += await postRange(side.audience, from, to, side.post)
    }
  }
  return sides.map(({ name, audience, seconds }) => ({
    name,
    messagesPerSecond: POSTS / seconds,
    deliveriesPerSecond: audience.latencies.length / seconds,
    p50Ms: percentile(audience.latencies, 0.5),
    p99Ms: percentile(audience.latencies, 0.99),
    ...audience.check(),
  }))
}

function startBaseline(port) {
  return startProcess(['bench/ws-fanout-server.mjs'], { PORT: String(port) }, `http://127.0.0.1:${port}/`)
}

async function broadcast(port, index) {
  const response = await fetch(`http://127.0.0.1:${port}/broadcast`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_msg_id: `bench-post-${index}`, body: bodyOf(index) }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`/broadcast answered ${response.status}: ${text}`)
}

/**
 * Players of the bench's own: the demo player's password hash copied onto new rows, each signed
 * in once, so that no player comes near the room's flood cap.
 */
async function signInPlayers(baseUrl, databaseUrl) {
  const emails = Array.from({ length: PLAYERS }, (_, index) => `chat-${index}@bench.invalid`)
  await onConnection((client) => client.query(INSERT_PLAYERS_LIKE, [emails, DEMO_EMAIL]), databaseUrl)
  const tokens = []
  let next = 0
  await Promise.all(
    Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
      while (next < emails.length) {
        const index = next++
        const session = await callApi(baseUrl, 'sign_in/', {
          headers: { platform: '1' },
          body: { account: emails[index], password: DEMO_PASSWORD },
        })
        tokens[index] = session.token
      }
    }),
  )
  return tokens
}

checkDescriptorLimit()
const processes = []
const sides = []
let rows
await onConnection((client) => client.query(`create database ${DATABASE}`))
try {
  const baselinePort = await freePort()
  processes.push(await startBaseline(baselinePort))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  processes.push(await startBenchServer(port, urlOf(DATABASE)))
  const tokens = await signInPlayers(baseUrl, urlOf(DATABASE))
  sides.push(
    await openSide('bare ws fan-out (POST /broadcast)', `ws://127.0.0.1:${baselinePort}/ws`, (index) =>
      broadcast(baselinePort, index),
    ),
  )
  // Consecutive posts come from different players, so no two lanes wait on one player's lock.
  sides.push(
    await openSide(`POST /sports/api/v1/chat/rooms/${ROOM}/messages`, `ws://127.0.0.1:${port}/ws`, (index) =>
      callApi(baseUrl, `chat/rooms/${ROOM}/messages`, {
        token: tokens[index % PLAYERS],
        body: { client_msg_id: `bench-post-${index}`, body: bodyOf(index) },
      }),
    ),
  )
  rows = await measureInTurns(sides)
} finally {
  for (const side of sides) side.audience.close()
  for (const child of processes) await stopProcess(child)
  await onConnection((client) => client.query(`drop database if exists ${DATABASE} with (force)`))
}

console.log(
  `\nChat room fan-out: ${CLIENTS} WebSocket clients in room "${ROOM}" per server, ${POSTS} posts each after ${WARMUP_POSTS} warm-up, ${LANES} lanes, in ${ROUNDS} turns`,
)
console.log(
  `  ${''.padEnd(46)} ${'clients'.padStart(7)} ${'messages'.padStart(8)} ${'msg/s'.padStart(7)} ${'deliveries/s'.padStart(13)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}`,
)
for (const row of rows) {
  console.log(
    `  ${row.name.padEnd(46)} ${String(CLIENTS).padStart(7)} ${String(POSTS).padStart(8)} ${row.messagesPerSecond.toFixed(0).padStart(7)} ${row.deliveriesPerSecond.toFixed(0).padStart(13)} ${ms(row.p50Ms).padStart(9)} ${ms(row.p99Ms).padStart(9)}`,
  )
}
const [baseline, room] = rows
const ratio = room.deliveriesPerSecond / baseline.deliveriesPerSecond
const isRatioMet = ratio >= TARGET_RATIO
console.log(
  `  ratio ${(ratio * 100).toFixed(1)}% of the bare fan-out's deliveries/s (target at least ${TARGET_RATIO * 100}%): ${isRatioMet ? 'met' : 'MISSED'}`,
)
const isP99Met = room.p99Ms <= TARGET_P99_MS
console.log(
  `  room p99 ${ms(room.p99Ms)} (target at most ${TARGET_P99_MS} ms): ${isP99Met ? 'met' : `MISSED by ${ms(room.p99Ms - TARGET_P99_MS)}`}`,
)
const checks = [isRatioMet, isP99Met]
for (const row of rows) {
  const isOnce = row.missing === 0 && row.duplicates === 0
  checks.push(isOnce)
  console.log(
    `  ${row.name}: every client received every post once ${isOnce ? 'yes' : `NO (${row.missing} deliveries missed, ${row.duplicates} repeated)`}; arrivals after a higher id (placed by id on the client): ${row.outOfOrder} at ${row.disorderedClients} clients`,
  )
}
process.exitCode = checks.every(Boolean) ? 0 : 1
