// The scale-out proof: two, then four instances of the built server on one PostgreSQL database of
// the run's own (dropped afterwards) and one Redis, behind nginx on the loopback with round-robin
// and no sticky sessions. It proves that
//   - a session made on one instance works on every other one, and a refresh token rotated on one
//     is spent on all;
//   - chat messages, odds, draws and a player's balance events reach sockets on every instance,
//     both through nginx and directly;
//   - the rate limit counts a client's requests on every instance together (Redis);
//   - exactly one instance runs each worker; a SIGKILL of that instance hands its lease to another
//     within 10 s, and no draw or settlement is lost or doubled: Mark Six and soccer bets placed
//     across instances before and after the kill are each settled once, every due draw is drawn
//     once from its committed seed, balances equal stakes and payouts, and `ledger:verify` passes.
// Starts PostgreSQL and Redis when installed and stopped; installs Debian's nginx when it is missing
// and this runs as root, otherwise prints one line and exits 77 (skipped). Needs the built server
// (`npm run test:cluster` builds it). Exits 1 when a proof fails.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  apiClient,
  clusterSettings,
  createDatabase,
  ensureNginx,
  ensurePostgresAndRedis,
  freePort,
  isServerBuilt,
  ledgerVerdict,
  metricValue,
  openSocket,
  request,
  scrapeMetrics,
  startInstance,
  startNginx,
  stopInstance,
  waitReady,
} from './cluster-harness.mjs'

/** Requests per client address per minute on every instance: low, so the shared count shows. */
const RATE_LIMIT = 30
const HANDOVER_LIMIT_MS = 10_000
const WORKERS = ['draw-engine', 'sports-feed']
const PLAYER_FUNDS = '500'
const MARK_SIX = 'gallopingmarksix'
const SOCCER_MINUTES = 115
const DRAW_STATUS_SETTLED = 3
const BET_STATUS_PENDING = 1
const MATCH_STATUS_POSTPONED = 4
/** A postponed match's bets are void this long after kick-off (the domain's rule), plus a margin. */
const POSTPONED_VOID_SECONDS = 37 * 3600

const SKIPPED = 77
if (!isServerBuilt()) {
  console.error('test:cluster needs the built server: run `npm run build -w @app/server` first')
  process.exit(1)
}
const nginxBinary = ensureNginx()
if (!nginxBinary.path) {
  console.log(`test:cluster skipped: ${nginxBinary.reason}`)
  process.exit(SKIPPED)
}

// Each client of the run has a loopback address of its own, so the per-address rate limit counts
// each alone; the second octet is the run's, so a run soon after another starts with fresh counts.
const runOctet = 1 + Math.floor(Math.random() * 250)
const addressOf = (host) => `127.${runOctet}.0.${host}`
const ADDRESS = {
  player: addressOf(11),
  poster: addressOf(12),
  operator: addressOf(13),
  probe: addressOf(15),
  tools: addressOf(16),
  bettors: [addressOf(21), addressOf(22), addressOf(23)],
}

let nextHelperHost = 0
/** A loopback address used once, for reads and polls that should not spend a client's allowance. */
function freshAddress() {
  nextHelperHost += 1
  return `127.${runOctet}.${1 + Math.floor(nextHelperHost / 250)}.${1 + (nextHelperHost % 250)}`
}

const sleep = (ms) => new Promise((wake) => setTimeout(wake, ms))
const instances = []
let database
let nginx
let settings
const openSockets = []

async function addInstance() {
  const instance = startInstance(`instance ${instances.length + 1}`, await freePort(), settings)
  instances.push(instance)
  return instance
}
const alive = () =>
  instances.filter((instance) => instance.child.exitCode === null && !instance.child.signalCode)
const portOf = (upstream) => Number(String(upstream).split(':').at(-1))

/** Polls `check` until it answers a truthy value, or fails naming `what` after `timeoutMs`. */
async function eventually(what, check, timeoutMs = 30_000, everyMs = 250) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await sleep(everyMs)
  }
}

/** Which instance holds each worker's lease, by its own metrics. */
async function leaseHolders(among = alive()) {
  const holders = Object.fromEntries(WORKERS.map((worker) => [worker, []]))
  for (const instance of among) {
    const text = await scrapeMetrics(instance)
    for (const worker of WORKERS) {
      if (metricValue(text, 'venue_worker_lease_held', { worker }) === 1) holders[worker].push(instance)
    }
  }
  return holders
}

/** The clocks of the instances (demo and test mode) all move forward by the same amount. */
async function advanceClocks(seconds) {
  for (const instance of alive()) {
    const response = await request(`${instance.base}/sports/api/v1/dev/clock`, {
      method: 'POST',
      body: { advance_seconds: Math.ceil(seconds) },
      from: ADDRESS.tools,
    })
    assert.equal(response.status, 200, `${instance.name} refused to move its clock: ${response.text}`)
  }
}

async function clockNow(instance) {
  const response = await request(`${instance.base}/sports/api/v1/dev/clock`, { from: freshAddress() })
  return Date.parse(response.json.data.now)
}

const lookup = () => apiClient(nginx.base, freshAddress())

/** The open galloping Mark Six draw with at least 40 s of betting left, moving the clocks on if needed. */
async function drawTakingBets() {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const draw = await lookup().data('GET', `/${MARK_SIX}/current`)
    const now = await clockNow(alive()[0])
    if (Date.parse(draw.closes_at) - now >= 40_000) return draw
    await advanceClocks((Date.parse(draw.draws_at) - now) / 1000 + 2)
    await eventually('the next draw to open', async () => {
      const next = await lookup().data('GET', `/${MARK_SIX}/current`)
      return next.id !== draw.id
    })
  }
  throw new Error('no draw stayed open long enough')
}

/** A slip of two Mark Six entries on a draw; answers the placed bets' ids. */
async function placeMarkSix(client, drawId) {
  const placed = await client.data('POST', '/lottery/bet', {
    game: MARK_SIX,
    draw_id: drawId,
    entries: [
      { type: 'specialCode', prop: String(1 + Math.floor(Math.random() * 49)), amount: '2' },
      { type: 'specialCodeSide', prop: Math.random() < 0.5 ? 'big' : 'small', amount: '3' },
    ],
  })
  return placed.bets.map((bet) => bet.id)
}

/** A 1 USDT soccer single on the match kicking off soonest; answers the bet and its kick-off. */
async function placeSoccerSingle(client) {
  const { list } = await lookup().data('GET', '/soccer?limit=40')
  const now = await clockNow(alive()[0])
  const [match] = list
    .filter((entry) => entry.status === 1 && Date.parse(entry.match_start_time) > now + 60_000)
    .sort((a, b) => Date.parse(a.match_start_time) - Date.parse(b.match_start_time))
  assert.ok(match, 'the feed lists no soccer match open for bets')
  const home = match.odds.find((entry) => entry.kind === 'wl' && entry.name === 'H')
  const placed = await client.data('POST', '/soccer/bet', {
    picks: [{ match_id: match.match_id, kind: 'wl', name: 'H', handicap_val: null, odds: home.odds }],
    folds: [1],
    cast_value: '1',
    multiple: 1,
    accept_changed_odds: true,
  })
  return { betId: placed.bet_id, kickOff: Date.parse(match.match_start_time) }
}

/** Seconds to move the clocks so that a draw is past and a soccer match is over, with a margin. */
function secondsPast(now, draw, kickOff) {
  const matchOver = kickOff + (SOCCER_MINUTES + 10) * 60_000
  return (Math.max(Date.parse(draw.draws_at), matchOver) - now) / 1000 + 5
}

/**
 * Waits until soccer bets are settled. The feed postpones a few matches in a hundred at kick-off,
 * and their bets are void only 36 hours later: when one of these bets is on such a match, the
 * clocks move on past that, once.
 */
async function soccerSettled(betIds) {
  const pending = async () =>
    (
      await database.query(
        'select count(*)::int as pending from sports_bets where id = any($1::bigint[]) and status = $2',
        [betIds, BET_STATUS_PENDING],
      )
    ).rows[0].pending
  const isSettled = async () => (await pending()) === 0
  try {
    await eventually('the soccer bets to be settled', isSettled, 20_000)
  } catch (error) {
    const { rows } = await database.query(
      `select count(*)::int as postponed from sports_bet_legs l join sports_matches m on m.id = l.match_id
       where l.bet_id = any($1::bigint[]) and m.status = $2`,
      [betIds, MATCH_STATUS_POSTPONED],
    )
    if (rows[0].postponed === 0) throw error
    console.log(
      `    a match was postponed: moving the clocks ${POSTPONED_VOID_SECONDS / 3600} h on to void its bet`,
    )
    await advanceClocks(POSTPONED_VOID_SECONDS)
    await eventually('the soccer bets on a postponed match to be void', isSettled)
  }
}

/** Players of the run's own: the demo player's password copied onto new rows, each funded by the operator. */
async function createPlayers(count) {
  const emails = Array.from({ length: count }, (_, index) => `cluster-${index}@cluster.invalid`)
  await database.query(
    `insert into users (email, email_verified, nickname, password_hash, created_at)
     select email, true, 'cluster player', (select password_hash from users where email = 'player@example.com'), now()
     from unnest($1::text[]) as email`,
    [emails],
  )
  const operator = apiClient(nginx.base, ADDRESS.operator)
  await operator.signInDemoOperator()
  const players = []
  for (const [index, email] of emails.entries()) {
    const player = apiClient(nginx.base, ADDRESS.bettors[index])
    const signedIn = await player.signIn(email, 'winning42')
    await operator.data('POST', '/operator/adjustments', {
      user_id: signedIn.user_id,
      amount: PLAYER_FUNDS,
      reason: 'cluster test funds',
      reason_code: 'other',
    })
    players.push({ client: player, email, userId: signedIn.user_id })
  }
  return players
}

/** Signs every player in again: access tokens expire by the server clock, which the test moves on. */
async function signInAgain(players) {
  for (const player of players) await player.client.signIn(player.email, 'winning42')
}

/** Opens the sockets of a proof: one per instance directly and two through nginx. */
async function socketsEverywhere(options = {}) {
  const sockets = []
  for (const instance of alive()) {
    const client = await openSocket(instance.base, { ...options, from: freshAddress() })
    sockets.push({ where: `${instance.name} directly`, client })
  }
  for (let index = 0; index < 2; index += 1) {
    const client = await openSocket(nginx.base, { ...options, from: freshAddress() })
    sockets.push({ where: `nginx → :${portOf(client.upstream)}`, client })
  }
  openSockets.push(...sockets.map((socket) => socket.client))
  return sockets
}

async function postToRoom(text) {
  const poster = apiClient(nginx.base, ADDRESS.poster)
  await poster.signIn('player@example.com', 'winning42')
  return poster.data('POST', '/chat/rooms/en/messages', { client_msg_id: crypto.randomUUID(), body: text })
}

/** A room post made through nginx reaches sockets on every instance, directly and through nginx. */
async function provesChatEverywhere() {
  const sockets = await socketsEverywhere()
  for (const { client } of sockets) {
    client.send({ type: 'joinRoom', room: 'en' })
    await client.next((message) => message.type === 'joined' && message.channel === 'room')
  }
  const body = `cluster hello ${crypto.randomUUID()}`
  const posted = await postToRoom(body)
  for (const { where, client } of sockets) {
    const received = await client.next(
      (message) =>
        message.type === 'room' && message.data.kind === 'message' && message.data.message.body === body,
    )
    assert.equal(received.data.message.id, posted.id, `the post reached ${where} with another id`)
    client.close()
  }
  const upstreams = new Set(sockets.filter((socket) => socket.where.startsWith('nginx')).map((s) => s.where))
  console.log(
    `    room post ${posted.id} reached ${sockets.length} sockets: ${sockets.map((socket) => socket.where).join(', ')} (${upstreams.size} through nginx)`,
  )
}

before(async () => {
  await ensurePostgresAndRedis()
  database = await createDatabase('cluster')
  settings = clusterSettings(database.url, {
    // The replica setting pointed at the primary: lists and reports read through their own pool.
    DATABASE_READ_URL: database.url,
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  })
  // The first instance migrates and seeds the new database; the second then starts on it.
  await waitReady(await addInstance())
  await waitReady(await addInstance())
  nginx = await startNginx(
    nginxBinary.path,
    alive().map((instance) => instance.port),
  )
  console.log(
    `  cluster: database ${database.name}, Redis, nginx on :${nginx.port} in front of ${alive()
      .map((instance) => `:${instance.port}`)
      .join(' and ')}`,
  )
})

after(async () => {
  for (const socket of openSockets) socket.close()
  await nginx?.stop()
  for (const instance of instances) await stopInstance(instance, 'SIGKILL')
  await database?.drop()
})

test('two instances: a session made on one instance works on the other, and round-robin needs no stickiness', async () => {
  const [first, second] = alive()
  const onFirst = apiClient(first.base, ADDRESS.player)
  const session = await onFirst.signIn('player@example.com', 'winning42')
  const onSecond = apiClient(second.base, ADDRESS.player)
  onSecond.token = session.token
  const account = await onSecond.data('GET', '/member/account')
  assert.equal(account.currency, 'USDT')

  const viaNginx = apiClient(nginx.base, ADDRESS.player)
  viaNginx.token = session.token
  const answeredBy = []
  for (let call = 0; call < 4; call += 1) {
    const response = await viaNginx.call('GET', '/member/info')
    assert.equal(response.status, 200, response.text)
    assert.equal(response.json.data.user_id, session.user_id)
    answeredBy.push(portOf(response.headers['x-upstream']))
  }
  assert.deepEqual(new Set(answeredBy), new Set([first.port, second.port]), 'round-robin used both instances')

  // A refresh token rotated on one instance is spent on every other: its reuse is refused there.
  const onSecondRefresh = apiClient(second.base, ADDRESS.player)
  onSecondRefresh.token = session.fresh_token
  const rotated = await onSecondRefresh.data('GET', '/refresh/token')
  assert.notEqual(rotated.fresh_token, session.fresh_token)
  const onFirstReuse = apiClient(first.base, ADDRESS.player)
  onFirstReuse.token = session.fresh_token
  assert.equal((await onFirstReuse.call('GET', '/refresh/token')).status, 401)

  // The load balancer's request id reaches the instance and comes back; a caller's sane one is kept.
  const generated = await request(`${nginx.base}/healthz`, { from: ADDRESS.player })
  assert.match(generated.headers['x-request-id'], /^[0-9a-f]{32}$/, "nginx's own request id")
  const kept = await request(`${nginx.base}/healthz`, {
    from: ADDRESS.player,
    headers: { 'x-request-id': 'cluster-trace-42' },
  })
  assert.equal(kept.headers['x-request-id'], 'cluster-trace-42')
  assert.equal((await request(`${nginx.base}/metrics`, { from: ADDRESS.player })).status, 404)
  console.log(
    `    signed in on :${first.port}, called on :${second.port}; through nginx answered by ${answeredBy.map((port) => `:${port}`).join(', ')}; refresh rotated on :${second.port}, reuse refused on :${first.port}`,
  )
})

test('two instances: a chat message reaches sockets on every instance', async () => {
  await provesChatEverywhere()
})

test('two instances: the rate limit counts a client across instances (Redis)', async () => {
  const byPort = new Map()
  let allowed = 0
  let refused = 0
  const targets = [nginx.base, ...alive().map((instance) => instance.base)]
  for (let call = 0; call < RATE_LIMIT + 12; call += 1) {
    const base = targets[call % targets.length]
    const response = await request(`${base}/sports/api/v1/config/exchange`, { from: ADDRESS.probe })
    if (response.status === 200) {
      allowed += 1
      const port = base === nginx.base ? portOf(response.headers['x-upstream']) : Number(new URL(base).port)
      byPort.set(port, (byPort.get(port) ?? 0) + 1)
    } else {
      assert.equal(response.status, 429, response.text)
      assert.equal(response.json.msg, 'RATE_LIMITED')
      refused += 1
    }
  }
  assert.equal(allowed, RATE_LIMIT, 'exactly the limit is allowed, whichever instance answers')
  assert.equal(refused, 12)
  assert.ok(byPort.size >= 2, 'the allowed calls were answered by both instances')
  console.log(
    `    limit ${RATE_LIMIT}/min: ${allowed} allowed (${[...byPort].map(([port, count]) => `${count} on :${port}`).join(', ')}), ${refused} refused with 429`,
  )
})

test('four instances: every instance answers through nginx, and each worker runs on exactly one', async () => {
  const added = [await addInstance(), await addInstance()]
  await Promise.all(added.map((instance) => waitReady(instance)))
  await nginx.reload(alive().map((instance) => instance.port))
  const seen = new Set()
  for (let call = 0; call < 8; call += 1) {
    const response = await request(`${nginx.base}/sports/api/v1/config/exchange`, { from: freshAddress() })
    assert.equal(response.status, 200)
    seen.add(portOf(response.headers['x-upstream']))
  }
  assert.deepEqual(seen, new Set(alive().map((instance) => instance.port)))
  // Twice, a few passes apart: the same single holder each time.
  const first = await leaseHolders()
  await sleep(2500)
  const second = await leaseHolders()
  for (const worker of WORKERS) {
    assert.equal(first[worker].length, 1, `${worker} runs on ${first[worker].length} instances`)
    assert.deepEqual(second[worker], first[worker], `${worker} stayed with its holder`)
  }
  const { rows } = await database.query(
    'select name, count(*)::int as holders from worker_leases group by name',
  )
  for (const row of rows) assert.equal(row.holders, 1)
  console.log(
    `    round-robin over ${seen.size} instances; leases: ${WORKERS.map((worker) => `${worker} on ${first[worker][0].name}`).join(', ')}`,
  )
})

test('four instances: a chat message reaches sockets on every instance', async () => {
  await provesChatEverywhere()
})

test('four instances: odds, draws and balance events reach every instance; a SIGKILLed leader is replaced within 10 s and nothing is lost or doubled', async () => {
  const players = await createPlayers(3)
  const [bettor, second, third] = players
  const markSixBets = []
  const soccerBets = []

  // Sockets everywhere: guests for odds and draws, the first bettor's for their balance.
  const guests = await socketsEverywhere()
  for (const { client } of guests) {
    client.send({ type: 'subscribe', topics: ['odds', 'draws'] })
    await client.next((message) => message.type === 'subscribed')
  }
  const balances = await socketsEverywhere({ token: bettor.client.token })
  for (const { client } of balances) {
    client.send({ type: 'subscribe', topics: ['balance'] })
    await client.next((message) => message.type === 'subscribed')
  }

  // Before the kill: Mark Six slips from every player (through nginx, so on several instances)
  // and a soccer single, then the clocks move past the draw and the match.
  const firstDraw = await drawTakingBets()
  for (const player of players) markSixBets.push(...(await placeMarkSix(player.client, firstDraw.id)))
  const firstSoccer = await placeSoccerSingle(bettor.client)
  soccerBets.push(firstSoccer.betId)
  await advanceClocks(secondsPast(await clockNow(alive()[0]), firstDraw, firstSoccer.kickOff))
  await soccerSettled([firstSoccer.betId])

  for (const { where, client } of guests) {
    await client.next((message) => message.type === 'event' && message.topic === 'odds', 30_000)
    await client.next(
      (message) =>
        message.type === 'event' &&
        message.topic === 'draws' &&
        message.data.type === 'settled' &&
        message.data.draw.id === firstDraw.id,
      30_000,
    )
    assert.ok(true, `odds and the draw reached ${where}`)
  }
  for (const { client } of balances) {
    const event = await client.next(
      (message) =>
        message.type === 'event' && message.topic === 'balance' && message.data.bet_id === firstSoccer.betId,
      30_000,
    )
    assert.equal(event.data.type, 'betSettled')
  }
  console.log(
    `    draw ${firstDraw.number} settled and odds moved on ${guests.length} sockets, soccer bet ${firstSoccer.betId}'s balance event on ${balances.length} (${guests.map((socket) => socket.where).join(', ')})`,
  )

  // The next draw: slips before the kill.
  await signInAgain(players)
  const secondDraw = await drawTakingBets()
  markSixBets.push(...(await placeMarkSix(second.client, secondDraw.id)))
  markSixBets.push(...(await placeMarkSix(third.client, secondDraw.id)))

  const holders = await leaseHolders()
  const [leader] = holders['draw-engine']
  assert.ok(leader, 'someone leads the draw engine')
  const ledWorkers = WORKERS.filter((worker) => holders[worker].includes(leader))
  const killedAt = Date.now()
  await stopInstance(leader, 'SIGKILL')
  const successors = {}
  await eventually(
    `another instance to take over ${ledWorkers.join(' and ')}`,
    async () => {
      const now = await leaseHolders()
      for (const worker of ledWorkers) {
        if (!successors[worker] && now[worker].length === 1) successors[worker] = Date.now() - killedAt
      }
      return ledWorkers.every((worker) => successors[worker] !== undefined)
    },
    HANDOVER_LIMIT_MS + 5000,
    100,
  )
  for (const worker of ledWorkers) {
    assert.ok(
      successors[worker] <= HANDOVER_LIMIT_MS,
      `${worker} was handed over in ${successors[worker]} ms`,
    )
  }
  console.log(
    `    SIGKILL of ${leader.name} (:${leader.port}); ${ledWorkers.map((worker) => `${worker} taken over in ${(successors[worker] / 1000).toFixed(1)} s`).join(', ')}`,
  )

  // After the kill, through nginx (which skips the dead instance): more slips and a soccer single.
  const afterKillDraw = await drawTakingBets()
  for (const player of players) markSixBets.push(...(await placeMarkSix(player.client, afterKillDraw.id)))
  const secondSoccer = await placeSoccerSingle(second.client)
  soccerBets.push(secondSoccer.betId)
  await advanceClocks(secondsPast(await clockNow(alive()[0]), afterKillDraw, secondSoccer.kickOff))
  await soccerSettled(soccerBets)

  await eventually('every Mark Six and soccer bet to be settled', async () => {
    const { rows } = await database.query(
      `select (select count(*) from lottery_bets where id = any($1::bigint[]) and status = $3)::int as lottery,
              (select count(*) from sports_bets where id = any($2::bigint[]) and status = $3)::int as sports`,
      [markSixBets, soccerBets, BET_STATUS_PENDING],
    )
    return rows[0].lottery === 0 && rows[0].sports === 0
  })
  const now = await clockNow(alive()[0])
  await eventually('every due draw to be drawn and settled', async () => {
    const { rows } = await database.query(
      `select count(*)::int as late from draws where status <> $1 and status <> 4 and draws_at < $2`,
      [DRAW_STATUS_SETTLED, new Date(now - 60_000)],
    )
    return rows[0].late === 0
  })

  // Once each: one payout entry at most per bet, and only for bets that paid.
  const doubled = await database.query(
    `select kind, reference, count(*)::int as entries from journal_entries
     where (kind = 'lotteryPayout' and reference = any($1::text[]))
        or (kind = 'sportsPayout' and reference = any($2::text[]))
     group by kind, reference having count(*) > 1`,
    [markSixBets.map(String), soccerBets.map(String)],
  )
  assert.deepEqual(doubled.rows, [], 'no bet was paid twice')
  const unpaid = await database.query(
    `select b.id from lottery_bets b
     where b.id = any($1::bigint[]) and b.payout::numeric > 0
       and not exists (select 1 from journal_entries e where e.kind = 'lotteryPayout' and e.reference = b.id::text)`,
    [markSixBets],
  )
  assert.deepEqual(unpaid.rows, [], 'every winning bet was paid')
  // Every player's balance is their funds less their stakes plus their payouts.
  for (const player of players) {
    const { rows } = await database.query(
      `select (select balance from ledger_accounts where kind = 'player_cash' and user_id = $1)::bigint as balance,
              (select coalesce(sum(total), 0) from lottery_slips where user_id = $1)::bigint as lottery_staked,
              (select coalesce(sum(payout), 0) from lottery_bets where user_id = $1)::bigint as lottery_paid,
              (select coalesce(sum(total_stake), 0) from sports_bets where user_id = $1)::bigint as sports_staked,
              (select coalesce(sum(payout), 0) from sports_bets where user_id = $1)::bigint as sports_paid`,
      [player.userId],
    )
    const row = rows[0]
    const expected =
      BigInt(PLAYER_FUNDS) * 1_000_000n -
      BigInt(row.lottery_staked) -
      BigInt(row.sports_staked) +
      BigInt(row.lottery_paid) +
      BigInt(row.sports_paid)
    assert.equal(BigInt(row.balance), expected, `${player.email}'s balance agrees with their bets`)
  }
  // Each draw was drawn once, from the seed committed before betting: the proof recomputes it.
  for (const draw of [firstDraw, secondDraw, afterKillDraw]) {
    const proof = await lookup().data('GET', `/draws/${draw.id}/verify`)
    assert.equal(proof.commitment_matches, true)
    assert.equal(proof.result_matches, true)
  }
  const verdict = ledgerVerdict(database.url)
  assert.equal(verdict.status, 0, verdict.output)
  const drawsSettled = new Set([firstDraw.id, secondDraw.id, afterKillDraw.id]).size
  console.log(
    `    ${markSixBets.length} Mark Six bets on ${drawsSettled} draws and ${soccerBets.length} soccer bets settled once each; balances agree; ledger:verify: ${verdict.output.split('\n').at(-1)}`,
  )
})
