import { randomUUID } from 'node:crypto'
import type { ChatRoom, ModeratedRoom, RoomMessage } from '@app/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerPlayer } from '../../test/accounts-helpers'
import { connectSocket, newOperator } from '../../test/chat-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { caller } from '../../test/wallet-helpers'

let test: TestApp
let baseUrl: string
beforeAll(async () => {
  test = await startTestApp()
  baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(() => test.close())

async function newPoster() {
  const { session } = await registerPlayer(test)
  const call = caller(test, session.token)
  return {
    userId: session.user_id,
    call,
    post: (room: string, body: string, clientMsgId = randomUUID()) =>
      call('POST', `/chat/rooms/${room}/messages`, { client_msg_id: clientMsgId, body }),
  }
}

const readRoom = async (room: string) => {
  const response = await test.app.inject({ method: 'GET', url: `/sports/api/v1/chat/rooms/${room}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as ChatRoom
}

const auditOf = async (target: string) =>
  test.database.db
    .selectFrom('operator_actions')
    .select(['action', 'reason'])
    .where('target', '=', target)
    .orderBy('id')
    .execute()

describe('a public chat room', () => {
  it('lets signed-in players post and everyone read, with links and HTML kept as text', async () => {
    const ana = await newPoster()
    const body = '<b>hi</b> see https://example.com <script>alert(1)</script>'
    const posted = await ana.post('ko', body)
    expect(posted.statusCode, posted.body).toBe(200)
    const room = await readRoom('ko')
    expect(room.messages.at(-1)).toMatchObject({ body, user_id: ana.userId, room: 'ko' })
    // Guests read but cannot post.
    const guest = await test.app.inject({
      method: 'POST',
      url: '/sports/api/v1/chat/rooms/ko/messages',
      payload: { client_msg_id: randomUUID(), body: 'hello' },
    })
    expect(guest.statusCode).toBe(401)
    // Rooms are the product's languages only.
    expect((await ana.post('xx', 'hello')).statusCode).toBe(400)
  })

  it('reaches sockets in the room only, and stores a resent post once', async () => {
    const inRoom = await connectSocket(baseUrl)
    const elsewhere = await connectSocket(baseUrl)
    inRoom.send({ type: 'joinRoom', room: 'tr' })
    elsewhere.send({ type: 'joinRoom', room: 'ja' })
    await inRoom.next((message) => message.type === 'joined')
    await elsewhere.next((message) => message.type === 'joined')
    const ben = await newPoster()
    const clientMsgId = randomUUID()
    const first = (await ben.post('tr', 'merhaba', clientMsgId)).json().data as RoomMessage
    const again = (await ben.post('tr', 'merhaba', clientMsgId)).json().data as RoomMessage
    expect(again.id).toBe(first.id)
    await inRoom.next((message) => message.type === 'room' && message.data.kind === 'message')
    expect((await readRoom('tr')).messages.filter((message) => message.body === 'merhaba')).toHaveLength(1)
    expect(elsewhere.received.some((message) => message.type === 'room')).toBe(false)
    await Promise.all([inRoom.close(), elsewhere.close()])
  })

  it('holds a player to the flood cap and the room’s slow mode', async () => {
    const cam = await newPoster()
    for (let index = 0; index < 5; index += 1)
      expect((await cam.post('hi', `line ${index}`)).statusCode).toBe(200)
    expect((await cam.post('hi', 'line 5')).json()).toMatchObject({ code: 429, msg: 'CHAT_FLOODING' })
    test.clock.advanceBy(10_000)
    expect((await cam.post('hi', 'line 6')).statusCode).toBe(200)

    const moderator = await newOperator(test, ['support'])
    const set = await caller(test, moderator.token)('PUT', '/operator/chat/rooms/hi', {
      slow_mode_seconds: 30,
      reason: 'busy match night',
    })
    expect(set.statusCode, set.body).toBe(200)
    expect((await readRoom('hi')).slow_mode_seconds).toBe(30)
    test.clock.advanceBy(10_000)
    expect((await cam.post('hi', 'too soon')).json()).toMatchObject({
      code: 429,
      msg: 'CHAT_SLOW_MODE',
      data: { seconds: 20 },
    })
    const standing = (await cam.call('GET', '/chat/rooms/hi/standing')).json().data
    expect(standing).toMatchObject({ can_post: true, banned: false, muted_until: null })
    expect(standing.next_post_at).not.toBeNull()
    test.clock.advanceBy(20_000)
    expect((await cam.post('hi', 'now')).statusCode).toBe(200)
    expect(await auditOf('chat_room:hi')).toEqual([{ action: 'chat.slow_mode', reason: 'busy match night' }])
    await caller(test, moderator.token)('PUT', '/operator/chat/rooms/hi', {
      slow_mode_seconds: 0,
      reason: 'calm',
    })
  })

  it('lets a moderator delete a post, mute and ban a player, each in the audit log', async () => {
    const dee = await newPoster()
    const moderator = await newOperator(test, ['support'])
    const mod = caller(test, moderator.token)
    const watcher = await connectSocket(baseUrl)
    watcher.send({ type: 'joinRoom', room: 'es' })
    await watcher.next((message) => message.type === 'joined')
    const post = (await dee.post('es', 'spam spam')).json().data as RoomMessage

    const deleted = await mod('POST', `/operator/chat/messages/${post.id}/delete`, { reason: 'spam' })
    expect(deleted.statusCode, deleted.body).toBe(200)
    await watcher.next((message) => message.type === 'room' && message.data.kind === 'deleted')
    expect((await readRoom('es')).messages.map((message) => message.id)).not.toContain(post.id)
    const moderated = (await mod('GET', '/operator/chat/rooms/es')).json().data as ModeratedRoom
    expect(moderated.messages.find((message) => message.id === post.id)?.deleted_at).not.toBeNull()

    const muted = await mod('POST', '/operator/chat/sanctions', {
      user_id: dee.userId,
      kind: 'mute',
      minutes: 2,
      reason: 'spam',
    })
    expect(muted.statusCode, muted.body).toBe(200)
    expect((await dee.post('es', 'hello?')).json()).toMatchObject({
      code: 403,
      msg: 'CHAT_MUTED',
      data: { minutes: 2 },
    })
    test.clock.advanceBy(2 * 60_000)
    expect((await dee.post('es', 'sorry')).statusCode).toBe(200)

    await mod('POST', '/operator/chat/sanctions', { user_id: dee.userId, kind: 'ban', reason: 'spam again' })
    expect((await dee.post('es', 'hello?')).json()).toMatchObject({ code: 403, msg: 'CHAT_BANNED' })
    expect((await dee.call('GET', '/chat/rooms/es/standing')).json().data).toMatchObject({
      can_post: false,
      banned: true,
    })
    await mod('POST', `/operator/chat/sanctions/${dee.userId}/lift`, { reason: 'appeal accepted' })
    expect((await dee.post('es', 'thank you')).statusCode).toBe(200)

    expect(await auditOf(`chat_room_message:${post.id}`)).toEqual([{ action: 'chat.delete', reason: 'spam' }])
    expect((await auditOf(`user:${dee.userId}`)).map((entry) => entry.action)).toEqual([
      'chat.mute',
      'chat.ban',
      'chat.lift',
    ])
    // A mute needs a length; a player cannot moderate.
    const noMinutes = await mod('POST', '/operator/chat/sanctions', {
      user_id: dee.userId,
      kind: 'mute',
      reason: 'x',
    })
    expect(noMinutes.statusCode).toBe(400)
    expect(
      (await dee.call('POST', `/operator/chat/messages/${post.id}/delete`, { reason: 'x' })).statusCode,
    ).toBe(401)
    await watcher.close()
  })
})
