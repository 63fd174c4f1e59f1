import type { ServerMessage } from '@app/contract'
import { GAME_ID, GAME_STATUS, ROLE } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { signAccessToken } from '../modules/accounts/access-token'
import { canReachRedis, TEST_REDIS_URL } from '../test/redis'
import { startTestApp, type TestApp } from '../test/test-app'
import { caller, DEMO_OPERATORS, operatorToken } from '../test/wallet-helpers'
import { createRedisBus } from './bus'

const SECRET = 'development-only-access-secret-change-me-0000'

/** A WebSocket client that keeps every message it receives and can wait for the next one. */
async function connect(baseUrl: string, token?: string) {
  const url = `${baseUrl.replace('http', 'ws')}/ws${token ? `?token=${token}` : ''}`
  const socket = new WebSocket(url)
  const received: ServerMessage[] = []
  const waiters: Array<() => void> = []
  socket.on('message', (raw) => {
    received.push(JSON.parse(raw.toString()))
    for (const wake of waiters.splice(0)) wake()
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    )
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
  const send = (message: unknown) => socket.send(JSON.stringify(message))
  return { socket, received, next, send }
}

/** Switches a game's availability through an instance's trading-desk route, as an operator does. */
async function setGameStatus(instance: TestApp, gameId: number, status: number) {
  const trading = caller(instance, await operatorToken(instance, DEMO_OPERATORS.trading))
  const response = await trading('PUT', `/operator/games/${gameId}/status`, { status })
  if (response.statusCode !== 200) throw new Error(`status change failed: ${response.body}`)
}

let test: TestApp
let baseUrl: string
beforeAll(async () => {
  test = await startTestApp()
  baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(() => test.close())

describe('/ws for a guest', () => {
  it('welcomes a guest and delivers the events of a subscribed topic', async () => {
    const client = await connect(baseUrl)
    expect(await client.next((message) => message.type === 'welcome')).toEqual({
      type: 'welcome',
      user_id: null,
    })
    client.send({ type: 'subscribe', topics: ['games'] })
    await client.next((message) => message.type === 'subscribed')
    await setGameStatus(test, GAME_ID.tadaGames, GAME_STATUS.disable)
    expect(await client.next((message) => message.type === 'event')).toEqual({
      type: 'event',
      topic: 'games',
      data: { game_id: GAME_ID.tadaGames, status: GAME_STATUS.disable },
    })
    client.socket.close()
  })

  it('refuses a private topic to a guest', async () => {
    const client = await connect(baseUrl)
    client.send({ type: 'subscribe', topics: ['balance'] })
    expect(await client.next((message) => message.type === 'error')).toEqual({
      type: 'error',
      msg: 'UNAUTHORIZED',
    })
    client.socket.close()
  })

  it('answers a malformed or unknown message with an error and keeps the connection', async () => {
    const client = await connect(baseUrl)
    client.socket.send('{nope')
    expect(await client.next((message) => message.type === 'error')).toEqual({
      type: 'error',
      msg: 'MALFORMED_BODY',
    })
    client.send({ type: 'subscribe', topics: ['lottery-jackpot'] })
    expect(await client.next((message) => message.type === 'error')).toEqual({
      type: 'error',
      msg: 'VALIDATION_FAILED',
    })
    client.send({ type: 'ping' })
    const pong = await client.next((message) => message.type === 'pong')
    expect(pong.type === 'pong' && Date.parse(pong.now)).toBeGreaterThan(0)
    client.socket.close()
  })

  it('does not deliver topics that were not subscribed or were unsubscribed', async () => {
    const client = await connect(baseUrl)
    client.send({ type: 'subscribe', topics: ['odds', 'draws'] })
    await client.next((message) => message.type === 'subscribed')
    client.send({ type: 'unsubscribe', topics: ['odds'] })
    await client.next((message) => message.type === 'unsubscribed')
    await test.bus.publish({ topic: 'odds', data: { match_id: 1 } })
    await test.bus.publish({ topic: 'chat', data: { text: 'hi' } })
    await test.bus.publish({ topic: 'draws', data: { draw: 9 } })
    expect(await client.next((message) => message.type === 'event')).toEqual({
      type: 'event',
      topic: 'draws',
      data: { draw: 9 },
    })
    expect(client.received.filter((message) => message.type === 'event')).toEqual([])
    client.socket.close()
  })
})

describe('/ws for a signed-in player', () => {
  it('refuses the upgrade with 401 for a forged token', async () => {
    const forged = await signAccessToken(
      { userId: 7, role: ROLE.user, sessionId: 'family-7' },
      'x'.repeat(40),
      test.clock.now(),
    )
    await expect(connect(baseUrl, forged)).rejects.toThrow('HTTP 401')
  })

  it('refuses an expired token, judged by the server clock', async () => {
    const token = await signAccessToken(
      { userId: 7, role: ROLE.user, sessionId: 'family-7' },
      SECRET,
      test.clock.now(),
      60,
    )
    test.clock.advanceBy(61_000)
    await expect(connect(baseUrl, token)).rejects.toThrow('HTTP 401')
  })

  it('delivers only the player’s own balance', async () => {
    const token = await signAccessToken(
      { userId: 7, role: ROLE.user, sessionId: 'family-7' },
      SECRET,
      test.clock.now(),
    )
    const client = await connect(baseUrl, token)
    expect(await client.next((message) => message.type === 'welcome')).toEqual({
      type: 'welcome',
      user_id: 7,
    })
    client.send({ type: 'subscribe', topics: ['balance'] })
    await client.next((message) => message.type === 'subscribed')
    await test.bus.publish({ topic: 'balance', userId: 8, data: { score: '999' } })
    await test.bus.publish({ topic: 'balance', data: { score: 'for nobody' } })
    await test.bus.publish({ topic: 'balance', userId: 7, data: { score: '12.5' } })
    expect(await client.next((message) => message.type === 'event')).toEqual({
      type: 'event',
      topic: 'balance',
      data: { score: '12.5' },
    })
    expect(client.received).toEqual([])
    client.socket.close()
  })
})

const isRedisReachable = await canReachRedis(TEST_REDIS_URL)

describe.skipIf(!isRedisReachable)('two instances on one Redis', () => {
  it("delivers an event published on one instance to the other instance's clients", async () => {
    const failures: Error[] = []
    const busA = await createRedisBus(TEST_REDIS_URL, (error) => failures.push(error))
    const busB = await createRedisBus(TEST_REDIS_URL, (error) => failures.push(error))
    const instanceA = await startTestApp({}, { bus: busA, database: test.database })
    const instanceB = await startTestApp({}, { bus: busB, database: test.database })
    try {
      const urlA = await instanceA.app.listen({ host: '127.0.0.1', port: 0 })
      const client = await connect(urlA)
      client.send({ type: 'subscribe', topics: ['games'] })
      await client.next((message) => message.type === 'subscribed')
      await setGameStatus(instanceB, GAME_ID.noah, GAME_STATUS.active)
      expect(await client.next((message) => message.type === 'event')).toEqual({
        type: 'event',
        topic: 'games',
        data: { game_id: GAME_ID.noah, status: GAME_STATUS.active },
      })
      client.socket.close()
      expect(failures).toEqual([])
    } finally {
      await instanceA.close()
      await instanceB.close()
      await busA.close()
      await busB.close()
    }
  })
})
