import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Bus, createRedisBus } from '../../realtime/bus'
import { registerPlayer } from '../../test/accounts-helpers'
import { connectSocket, newOperator, playerChatToken, supportCaller } from '../../test/chat-helpers'
import { canReachRedis, TEST_REDIS_URL } from '../../test/redis'
import { startTestApp, type TestApp } from '../../test/test-app'
import { caller } from '../../test/wallet-helpers'

// Redis runs wherever the product is tested; only a machine without it may skip, never CI.
const isRedisReachable = process.env.CI === 'true' || (await canReachRedis(TEST_REDIS_URL))

describe.skipIf(!isRedisReachable)('chat across two instances on one database and Redis', () => {
  const failures: Error[] = []
  let busA: Bus
  let busB: Bus
  let instanceA: TestApp
  let instanceB: TestApp
  let urlB: string
  beforeAll(async () => {
    busA = await createRedisBus(TEST_REDIS_URL, (error) => failures.push(error))
    busB = await createRedisBus(TEST_REDIS_URL, (error) => failures.push(error))
    instanceA = await startTestApp({}, { bus: busA })
    instanceB = await startTestApp({}, { bus: busB, database: instanceA.database })
    await instanceA.app.listen({ host: '127.0.0.1', port: 0 })
    urlB = await instanceB.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await instanceB.close()
    await instanceA.close()
    await Promise.all([busA.close(), busB.close()])
    expect(failures).toEqual([])
  })

  it('delivers a message sent to instance A to the player’s and the desk’s sockets on instance B within 1 s', async () => {
    const { session } = await registerPlayer(instanceA)
    const chatToken = await playerChatToken(instanceA, session.token)
    const agent = await newOperator(instanceA, ['support'])
    const playerSocket = await connectSocket(urlB)
    const deskSocket = await connectSocket(urlB)
    playerSocket.send({ type: 'joinSupport', chat_token: chatToken })
    deskSocket.send({ type: 'joinDesk', token: agent.token })
    await playerSocket.next((message) => message.type === 'joined')
    await deskSocket.next((message) => message.type === 'joined')

    const sent = await supportCaller(instanceA, chatToken)('POST', '/customer/messages', {
      client_msg_id: randomUUID(),
      body: 'Hello from instance A',
    })
    expect(sent.statusCode, sent.body).toBe(200)
    const { conversation_id: conversationId } = (
      await supportCaller(instanceA, chatToken)('GET', '/customer')
    ).json().data
    const atDesk = deskSocket.next(
      (message) => message.type === 'desk' && message.data.kind === 'message',
      1000,
    )
    await expect(atDesk).resolves.toMatchObject({ data: { message: { body: 'Hello from instance A' } } })

    const reply = await caller(instanceA, agent.token)(
      'POST',
      `/operator/support/conversations/${conversationId}/messages`,
      {
        client_msg_id: randomUUID(),
        body: 'Answered on A',
      },
    )
    expect(reply.statusCode, reply.body).toBe(200)
    const atPlayer = await playerSocket.next(
      (message) =>
        message.type === 'support' &&
        message.data.kind === 'message' &&
        message.data.message.body === 'Answered on A',
      1000,
    )
    expect(atPlayer).toBeDefined()
    await Promise.all([playerSocket.close(), deskSocket.close()])
  })

  it('delivers a public room post made on A to a room socket on B', async () => {
    const { session } = await registerPlayer(instanceA)
    const watcher = await connectSocket(urlB)
    watcher.send({ type: 'joinRoom', room: 'pt-BR' })
    await watcher.next((message) => message.type === 'joined')
    const posted = await caller(instanceA, session.token)('POST', '/chat/rooms/pt-BR/messages', {
      client_msg_id: randomUUID(),
      body: 'Olá',
    })
    expect(posted.statusCode, posted.body).toBe(200)
    await expect(
      watcher.next((message) => message.type === 'room' && message.data.kind === 'message', 1000),
    ).resolves.toMatchObject({ data: { message: { body: 'Olá' } } })
    await watcher.close()
  })
})
