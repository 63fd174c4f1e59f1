import type { MessagesEvent, ServerMessage } from '@app/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { registerPlayer } from '../../test/accounts-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { caller, operatorToken } from '../../test/wallet-helpers'

let test: TestApp
let baseUrl: string
beforeAll(async () => {
  test = await startTestApp()
  baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(() => test.close())

const HOUR = 3600_000
const at = (offsetMs: number) => new Date(test.clock.now().getTime() + offsetMs).toISOString()

/** The back office, signed in afresh: tests move the clock past a token's hour. */
const backOffice = async () => caller(test, await operatorToken(test))

async function send(body: Record<string, unknown>) {
  const response = await (await backOffice())('POST', '/operator/messages', body)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { id: number }
}

/** A new player, signed in now (a token lives an hour and tests move the clock). */
async function newPlayer() {
  const { session } = await registerPlayer(test)
  return { userId: session.user_id, token: session.token, call: caller(test, session.token) }
}

type Inbox = {
  list: { id: number; title: string; content: string; is_read: boolean; is_broadcast: boolean }[]
  total: number
  unread: number
}
const inboxOf = async (player: { call: ReturnType<typeof caller> }, language?: string) => {
  const response = await player.call(
    'GET',
    '/notice/private?limit=100',
    undefined,
    language ? { 'accept-language': language } : {},
  )
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as Inbox
}
const unreadOf = async (player: { call: ReturnType<typeof caller> }) =>
  (await player.call('GET', '/notice/private/unread')).json().data.unread as number

/** A WebSocket client that keeps what it receives and waits for a matching message. */
async function connect(token?: string) {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws${token ? `?token=${token}` : ''}`)
  const received: ServerMessage[] = []
  const waiters: Array<() => void> = []
  socket.on('message', (raw) => {
    received.push(JSON.parse(raw.toString()))
    for (const wake of waiters.splice(0)) wake()
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  async function next(predicate: (message: ServerMessage) => boolean): Promise<ServerMessage> {
    for (;;) {
      const index = received.findIndex(predicate)
      if (index !== -1) return received.splice(index, 1)[0] as ServerMessage
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching message; got ${JSON.stringify(received)}`)),
          5000,
        )
        waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }
  const subscribe = async (topics: string[]) => {
    socket.send(JSON.stringify({ type: 'subscribe', topics }))
    return next((message) => message.type === 'subscribed' || message.type === 'error')
  }
  return { socket, received, next, subscribe }
}

const messagesEvent = (message: ServerMessage) => message.type === 'event' && message.topic === 'messages'

describe('a private message', () => {
  it('reaches only its player, in their language with English for a missing field', async () => {
    const ana = await newPlayer()
    const ben = await newPlayer()
    const { id } = await send({
      user_id: ana.userId,
      title: { en: 'Your withdrawal was paid', es: 'Tu retiro fue pagado' },
      body: { en: '50 USDT went to your TRC20 address.' },
    })
    const inSpanish = await inboxOf(ana, 'es')
    expect(inSpanish.list.find((message) => message.id === id)).toMatchObject({
      title: 'Tu retiro fue pagado',
      content: '50 USDT went to your TRC20 address.',
      is_read: false,
      is_broadcast: false,
    })
    expect((await ana.call('GET', `/notice/private/${id}`)).json().data).toMatchObject({ id, is_read: false })
    expect((await inboxOf(ben)).list.map((message) => message.id)).not.toContain(id)
  })

  it("answers 404 to another player's message id and leaves its read state alone", async () => {
    const ana = await newPlayer()
    const ben = await newPlayer()
    const { id } = await send({
      user_id: ana.userId,
      title: { en: 'For Ana' },
      body: { en: 'Only Ana reads this.' },
    })
    for (const [method, url] of [
      ['GET', `/notice/private/${id}`],
      ['PUT', `/notice/private/${id}/read`],
    ] as const) {
      expect((await ben.call(method, url)).json(), `${method} ${url}`).toMatchObject({
        code: 404,
        msg: 'NOT_FOUND',
      })
    }
    expect((await ana.call('GET', `/notice/private/${id}`)).json().data.is_read).toBe(false)
    expect((await ben.call('GET', '/notice/private/999999999')).statusCode).toBe(404)
    expect((await ben.call('GET', '/notice/private/abc')).json()).toMatchObject({
      code: 400,
      msg: 'VALIDATION_FAILED',
    })
  })

  it('needs a signed-in player', async () => {
    for (const url of ['/notice/private', '/notice/private/unread']) {
      expect((await caller(test, '')('GET', url)).json()).toMatchObject({ code: 401, msg: 'UNAUTHORIZED' })
    }
    expect((await caller(test, '')('PUT', '/notice/private/read')).statusCode).toBe(401)
  })
})

describe('read state', () => {
  it('counts unread messages, marks one and then all read, per player for broadcasts', async () => {
    const ana = await newPlayer()
    const ben = await newPlayer()
    const seeded = await unreadOf(ana)
    expect(seeded).toBe(await unreadOf(ben))
    const first = await send({ user_id: ana.userId, title: { en: 'One' }, body: { en: 'First' } })
    await send({ user_id: ana.userId, title: { en: 'Two' }, body: { en: 'Second' } })
    const broadcast = await send({ user_id: null, title: { en: 'Everyone' }, body: { en: 'To all players' } })
    expect(await unreadOf(ana)).toBe(seeded + 3)
    expect(await unreadOf(ben)).toBe(seeded + 1)

    expect((await ana.call('PUT', `/notice/private/${first.id}/read`)).json().data).toEqual({
      marked: 1,
      unread: seeded + 2,
    })
    // Marking again changes nothing.
    expect((await ana.call('PUT', `/notice/private/${first.id}/read`)).json().data).toEqual({
      marked: 0,
      unread: seeded + 2,
    })
    expect((await ana.call('PUT', `/notice/private/${broadcast.id}/read`)).json().data.unread).toBe(
      seeded + 1,
    )
    // Ana reading the broadcast leaves it unread for Ben.
    expect(await unreadOf(ben)).toBe(seeded + 1)
    expect((await ana.call('PUT', '/notice/private/read')).json().data).toEqual({
      marked: seeded + 1,
      unread: 0,
    })
    const inbox = await inboxOf(ana)
    expect(inbox.unread).toBe(0)
    expect(inbox.list.every((message) => message.is_read)).toBe(true)
    expect(inbox.total).toBe(seeded + 3)
    expect(await unreadOf(ben)).toBe(seeded + 1)
  })

  it('shows a message only from its publish time until it expires', async () => {
    const ana = await newPlayer()
    const before = await unreadOf(ana)
    const { id } = await send({
      user_id: ana.userId,
      title: { en: 'Tomorrow' },
      body: { en: 'Scheduled' },
      publish_at: at(HOUR),
      expires_at: at(3 * HOUR),
    })
    expect(await unreadOf(ana)).toBe(before)
    expect((await ana.call('GET', `/notice/private/${id}`)).statusCode).toBe(404)
    test.clock.advanceBy(2 * HOUR)
    const fresh = await newPlayerSession(ana.userId)
    expect(await unreadOf(fresh)).toBe(before + 1)
    test.clock.advanceBy(2 * HOUR)
    const later = await newPlayerSession(ana.userId)
    expect(await unreadOf(later)).toBe(before)
    expect((await later.call('PUT', `/notice/private/${id}/read`)).statusCode).toBe(404)
  })
})

/** Signs a registered player in again (by a fresh access token) after the clock moved. */
async function newPlayerSession(userId: number) {
  const user = await test.database.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', String(userId))
    .executeTakeFirstOrThrow()
  const response = await test.app.inject({
    method: 'POST',
    url: '/sports/api/v1/sign_in/',
    headers: { platform: '1' },
    payload: { account: user.email, password: 'winning42' },
  })
  return { call: caller(test, response.json().data.token as string) }
}

describe('the WebSocket', () => {
  it('pushes the new unread count to the player a message is for, and a broadcast to every signed-in player', async () => {
    const ana = await newPlayer()
    const ben = await newPlayer()
    const anaSocket = await connect(ana.token)
    const benSocket = await connect(ben.token)
    const guest = await connect()
    expect(await anaSocket.subscribe(['messages'])).toMatchObject({ type: 'subscribed' })
    expect(await benSocket.subscribe(['messages'])).toMatchObject({ type: 'subscribed' })
    expect(await guest.subscribe(['messages'])).toEqual({ type: 'error', msg: 'UNAUTHORIZED' })

    const unread = await unreadOf(ana)
    const { id } = await send({ user_id: ana.userId, title: { en: 'Ping' }, body: { en: 'For Ana' } })
    const event = await anaSocket.next(messagesEvent)
    expect(event).toEqual({
      type: 'event',
      topic: 'messages',
      data: { type: 'unreadCount', unread: unread + 1, message_id: id } satisfies MessagesEvent,
    })

    const broadcast = await send({ user_id: null, title: { en: 'All' }, body: { en: 'Everyone' } })
    const expected = {
      type: 'event',
      topic: 'messages',
      data: { type: 'broadcastMessage', message_id: broadcast.id },
    }
    expect(await anaSocket.next(messagesEvent)).toEqual(expected)
    expect(await benSocket.next(messagesEvent)).toEqual(expected)

    // Reading on one device tells the player's other pages the new count.
    await ana.call('PUT', `/notice/private/${id}/read`)
    expect(await anaSocket.next(messagesEvent)).toEqual({
      type: 'event',
      topic: 'messages',
      data: { type: 'unreadCount', unread: unread + 1, message_id: null },
    })
    // Ben never heard about Ana's message, and the guest heard nothing at all.
    expect(benSocket.received.filter(messagesEvent)).toEqual([])
    expect(guest.received.filter(messagesEvent)).toEqual([])
    for (const client of [anaSocket, benSocket, guest]) client.socket.close()
  })
})

describe('the back office', () => {
  it('refuses bad messages with the spec’s errors and stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await test.database.db
            .selectFrom('player_messages')
            .select((eb) => eb.fn.countAll<string>().as('total'))
            .executeTakeFirstOrThrow()
        ).total,
      )
    const before = await count()
    const valid = { user_id: null, title: { en: 'Hello' }, body: { en: 'Text' } }
    const cases: [string, object, number, string, string | null][] = [
      ['an unknown player', { ...valid, user_id: 999_999_999 }, 404, 'UNKNOWN_PLAYER', 'user_id'],
      [
        'no recipient (audience or user_id)',
        { title: valid.title, body: valid.body },
        400,
        'VALIDATION_FAILED',
        'audience',
      ],
      ['no English body', { ...valid, body: { zh: '文本' } }, 400, 'VALIDATION_FAILED', 'body.en'],
      ['expiry before now', { ...valid, expires_at: at(-HOUR) }, 400, 'VALIDATION_FAILED', 'expires_at'],
      ['a brand that does not exist', { ...valid, brand: 'NOPE' }, 400, 'VALIDATION_FAILED', 'brand'],
    ]
    const office = await backOffice()
    for (const [rule, body, status, msg, field] of cases) {
      const response = await office('POST', '/operator/messages', body)
      expect(response.statusCode, rule).toBe(status)
      expect(response.json().msg, rule).toBe(msg)
      if (field) expect(response.json().data.field, rule).toBe(field)
    }
    const player = await newPlayer()
    expect((await player.call('POST', '/operator/messages', valid)).statusCode).toBe(401)
    expect(await count()).toBe(before)
  })

  it('edits a message and lists it with the player’s broadcasts', async () => {
    const ana = await newPlayer()
    const { id } = await send({ user_id: ana.userId, title: { en: 'Draft' }, body: { en: 'Old' } })
    const office = await backOffice()
    const edited = await office('PUT', `/operator/messages/${id}`, {
      title: { en: 'Final' },
      body: { en: 'New' },
    })
    expect(edited.json().data).toMatchObject({ id, user_id: ana.userId, title: { en: 'Final' } })
    expect((await ana.call('GET', `/notice/private/${id}`)).json().data).toMatchObject({
      title: 'Final',
      content: 'New',
    })
    const listed = (await office('GET', `/operator/messages?user_id=${ana.userId}&limit=100`)).json().data
      .list as {
      id: number
      user_id: number | null
    }[]
    expect(listed.map((message) => message.id)).toContain(id)
    expect(listed.every((message) => message.user_id === ana.userId || message.user_id === null)).toBe(true)
    expect(
      (await office('PUT', '/operator/messages/999999999', { title: { en: 'x' }, body: { en: 'y' } })).json(),
    ).toMatchObject({
      code: 404,
      msg: 'NOT_FOUND',
    })
  })
})
