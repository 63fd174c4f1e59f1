import { randomUUID } from 'node:crypto'
import type { DeskConversation, ServerMessage, SupportConversation, SupportMessage } from '@app/contract'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { registerPlayer } from '../../test/accounts-helpers'
import {
  connectSocket,
  guestToken,
  newOperator,
  playerChatToken,
  supportCaller,
} from '../../test/chat-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { caller } from '../../test/wallet-helpers'

let test: TestApp
let baseUrl: string
beforeAll(async () => {
  test = await startTestApp()
  baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(() => test.close())

// Each test starts with nobody at the desk, so automatic assignment is the test's own doing.
beforeEach(async () => {
  await test.database.db.updateTable('support_agents').set({ available: false }).execute()
})

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

async function newPlayerChat() {
  const { session } = await registerPlayer(test)
  const token = await playerChatToken(test, session.token)
  return { userId: session.user_id, accessToken: session.token, token, call: supportCaller(test, token) }
}

async function say(call: ReturnType<typeof supportCaller>, body: string, clientMsgId = randomUUID()) {
  const response = await call('POST', '/customer/messages', { client_msg_id: clientMsgId, body })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as SupportMessage
}

const history = async (call: ReturnType<typeof supportCaller>, query = '') => {
  const response = await call('GET', `/customer${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as SupportConversation
}

function desk(token: string) {
  const call = caller(test, token)
  return {
    call,
    async reply(conversationId: number, body: string, clientMsgId = randomUUID()) {
      const response = await call('POST', `/operator/support/conversations/${conversationId}/messages`, {
        client_msg_id: clientMsgId,
        body,
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data as SupportMessage
    },
    async queue(queue: string) {
      const response = await call('GET', `/operator/support/conversations?queue=${queue}`)
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data as DeskConversation[]
    },
  }
}

describe('support messages', () => {
  it('delivers 200 messages sent while the player was away exactly once and in order after messagesync', async () => {
    const player = await newPlayerChat()
    const first = await say(player.call, 'My deposit has not arrived')
    const { conversation_id: conversationId } = await history(player.call)
    const socket = await connectSocket(baseUrl)
    socket.send({ type: 'joinSupport', chat_token: player.token })
    await socket.next((message) => message.type === 'joined')
    const agent = desk((await newOperator(test, ['support'])).token)
    await agent.reply(conversationId, 'Let me look')
    const live = await socket.next(
      (message) =>
        message.type === 'support' &&
        message.data.kind === 'message' &&
        message.data.message.body === 'Let me look',
    )
    const lastSeen = live.type === 'support' && live.data.kind === 'message' ? live.data.message.seq : 0
    await socket.close()

    const missed: string[] = []
    for (let index = 0; index < 200; index += 1) {
      missed.push(`update ${index}`)
      await agent.reply(conversationId, `update ${index}`)
    }
    const synced: SupportMessage[] = []
    let after = lastSeen
    for (;;) {
      const response = await player.call('POST', '/messagesync', {
        conversation_id: conversationId,
        after_seq: after,
        limit: 64,
      })
      expect(response.statusCode, response.body).toBe(200)
      const page = response.json().data as { messages: SupportMessage[]; last_seq: number; has_more: boolean }
      synced.push(...page.messages)
      after = page.messages.at(-1)?.seq ?? after
      if (!page.has_more) break
    }
    expect(synced.map((message) => message.body)).toEqual(missed)
    const seqs = synced.map((message) => message.seq)
    expect(seqs).toEqual(Array.from({ length: 200 }, (_, index) => lastSeen + 1 + index))
    expect(first.seq).toBe(1)
  })

  it('stores a resent client message id once, for the player and for the agent', async () => {
    const player = await newPlayerChat()
    const clientMsgId = randomUUID()
    const sent = await Promise.all([1, 2, 3].map(() => say(player.call, 'Hello?', clientMsgId)))
    expect(new Set(sent.map((message) => message.id)).size).toBe(1)
    const agent = desk((await newOperator(test, ['support'])).token)
    const { conversation_id: conversationId } = await history(player.call)
    const replyId = randomUUID()
    await agent.reply(conversationId, 'Hi!', replyId)
    await agent.reply(conversationId, 'Hi!', replyId)
    const messages = (await history(player.call)).messages.filter((message) => message.sender !== 'system')
    expect(messages.map((message) => message.body)).toEqual(['Hello?', 'Hi!'])
  })

  it('keeps a guest’s conversation when the guest signs in, into an account with or without one', async () => {
    const guest = await guestToken(test)
    const asGuest = supportCaller(test, guest.token)
    await say(asGuest, 'I cannot sign in')
    // The same guest id comes back with its conversation.
    const again = await guestToken(test, guest.guest_id)
    expect(again.guest_id).toBe(guest.guest_id)
    expect((await history(supportCaller(test, again.token))).messages.map((message) => message.body)).toEqual(
      ['I cannot sign in'],
    )

    const { session } = await registerPlayer(test)
    const signedIn = supportCaller(test, await playerChatToken(test, session.token, guest.guest_id))
    expect((await history(signedIn)).messages.map((message) => message.body)).toEqual(['I cannot sign in'])
    // The guest's token now speaks for an empty conversation: the history went with the player.
    expect((await history(asGuest)).messages).toEqual([])

    // A second guest conversation of the same person follows the account's own, renumbered.
    const later = await guestToken(test)
    await say(supportCaller(test, later.token), 'Back again')
    const merged = supportCaller(test, await playerChatToken(test, session.token, later.guest_id))
    const all = await history(merged)
    expect(all.messages.map((message) => [message.seq, message.body])).toEqual([
      [1, 'I cannot sign in'],
      [2, 'Back again'],
    ])
    expect(all.last_seq).toBe(2)
  })

  it('never shows one player another’s conversation', async () => {
    const ana = await newPlayerChat()
    const ben = await newPlayerChat()
    await say(ana.call, 'My secret withdrawal question')
    const anaConversation = (await history(ana.call)).conversation_id
    expect((await ben.call('GET', `/customer?conversation_id=${anaConversation}`)).statusCode).toBe(404)
    const sync = await ben.call('POST', '/messagesync', { conversation_id: anaConversation, after_seq: 0 })
    expect(sync.statusCode).toBe(404)
    expect((await history(ben.call)).messages).toEqual([])
    // A forged token, or a player's access token where a chat token belongs, is refused.
    expect((await supportCaller(test, `${ana.token}x`)('GET', '/customer')).json()).toMatchObject({
      code: 401,
      msg: 'CHAT_TOKEN_INVALID',
    })
    expect((await supportCaller(test, ana.accessToken)('GET', '/customer')).statusCode).toBe(401)
    // The desk is for operators with the support role only.
    expect((await caller(test, ana.accessToken)('GET', '/operator/support/conversations')).statusCode).toBe(
      401,
    )
    const finance = await newOperator(test, ['finance'])
    expect((await caller(test, finance.token)('GET', '/operator/support/conversations')).statusCode).toBe(403)
  })

  it('refuses an empty message and changes nothing', async () => {
    const player = await newPlayerChat()
    const response = await player.call('POST', '/customer/messages', {
      client_msg_id: randomUUID(),
      body: '   ',
    })
    expect(response.json()).toMatchObject({ code: 400, msg: 'SUPPORT_MESSAGE_EMPTY' })
    expect((await history(player.call)).conversation_id).toBe(0)
  })
})

describe('support images', () => {
  const upload = (chatToken: string, bytes: Buffer, contentType: string) =>
    test.app.inject({
      method: 'POST',
      url: '/sports/api/v1/customer/images',
      headers: { 'x-chat-token': chatToken, 'content-type': contentType },
      payload: bytes,
    })

  it('keeps an image whose bytes are one and serves it as that image only', async () => {
    const player = await newPlayerChat()
    const uploaded = await upload(player.token, PNG, 'image/png')
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const { image_id: imageId, image_url: imageUrl } = uploaded.json().data
    const message = (
      await player.call('POST', '/customer/messages', {
        client_msg_id: randomUUID(),
        body: '',
        image_id: imageId,
      })
    ).json().data as SupportMessage
    expect(message.image_url).toBe(imageUrl)
    const served = await test.app.inject({ method: 'GET', url: imageUrl })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-security-policy']).toContain("default-src 'none'")
    expect(served.rawPayload.equals(PNG)).toBe(true)
  })

  it('refuses what is not an accepted image, whatever it claims, and what is too large', async () => {
    const player = await newPlayerChat()
    const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
    expect((await upload(player.token, script, 'image/png')).json()).toMatchObject({
      code: 415,
      msg: 'SUPPORT_IMAGE_TYPE',
    })
    expect((await upload(player.token, script, 'image/svg+xml')).statusCode).toBe(415)
    const large = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])
    expect((await upload(player.token, large, 'image/png')).json()).toMatchObject({
      code: 413,
      msg: 'SUPPORT_IMAGE_TOO_LARGE',
      data: { limit: 2 },
    })
    // Another conversation's image cannot be attached.
    const other = await newPlayerChat()
    const { image_id: imageId } = (await upload(other.token, PNG, 'image/png')).json().data
    const attach = await player.call('POST', '/customer/messages', {
      client_msg_id: randomUUID(),
      body: '',
      image_id: imageId,
    })
    expect(attach.statusCode).toBe(404)
  })
})

describe('the agent desk', () => {
  it('assigns new chats round robin among available agents within their caps, and waits when all are full', async () => {
    // Chats left waiting by other tests would be taken first by an agent coming online.
    await test.database.db.updateTable('chat_conversations').set({ status: 'resolved' }).execute()
    const ana = await newOperator(test, ['support'], 'Ana')
    const ben = await newOperator(test, ['support'], 'Ben')
    for (const agent of [ana, ben]) {
      await test.database.db
        .insertInto('support_agents')
        .values({ operator_id: String(agent.operatorId), last_seen_at: test.clock.now(), max_open_chats: 2 })
        .execute()
      const response = await caller(test, agent.token)('PUT', '/operator/support/presence', {
        available: true,
      })
      expect(response.json().data).toMatchObject({ available: true, max_open_chats: 2 })
    }
    const owners: (string | null)[] = []
    for (let index = 0; index < 5; index += 1) {
      const player = await newPlayerChat()
      await say(player.call, `question ${index}`)
      const state = await history(player.call)
      owners.push(state.agent_name)
      if (index === 0) expect(state.messages.at(-1)).toMatchObject({ sender: 'system', system: 'assigned' })
    }
    expect(owners.slice(0, 4).sort()).toEqual(['Ana', 'Ana', 'Ben', 'Ben'])
    expect(owners[4]).toBeNull()
    const waiting = await desk(ana.token).queue('unassigned')
    expect(waiting.map((conversation) => conversation.last_message)).toContain('question 4')
    // Both are full: assigning by hand is refused with the cap's error.
    const conversationId = waiting.find((conversation) => conversation.last_message === 'question 4')?.id
    const refused = await caller(test, ana.token)(
      'POST',
      `/operator/support/conversations/${conversationId}/assign`,
      {},
    )
    expect(refused.json()).toMatchObject({ code: 409, msg: 'SUPPORT_AGENT_FULL' })
  })

  it('shows the player beside the chat, resolves, asks for a rating and reopens', async () => {
    const player = await newPlayerChat()
    await say(player.call, 'Where is my withdrawal?')
    const { conversation_id: conversationId } = await history(player.call)
    const agent = await newOperator(test, ['support'])
    const detail = await caller(test, agent.token)('GET', `/operator/support/conversations/${conversationId}`)
    expect(detail.json().data).toMatchObject({
      conversation: { id: conversationId, user_id: player.userId, unread: 1, status: 'open' },
      player: { user_id: player.userId, balance: '0' },
    })
    expect((await player.call('POST', '/customer/rating', { rating: 5 })).json()).toMatchObject({
      code: 409,
      msg: 'SUPPORT_NOT_RESOLVED',
    })
    const read = await caller(test, agent.token)(
      'POST',
      `/operator/support/conversations/${conversationId}/read`,
      {
        seq: 1,
      },
    )
    expect(read.json().data).toMatchObject({ unread: 0, agent_read_seq: 1 })
    const resolved = await caller(test, agent.token)(
      'POST',
      `/operator/support/conversations/${conversationId}/resolve`,
    )
    expect(resolved.json().data).toMatchObject({ status: 'resolved' })
    const rated = await player.call('POST', '/customer/rating', { rating: 4, comment: 'Quick answer' })
    expect(rated.json().data).toMatchObject({ status: 'resolved', rating: 4 })
    // Writing again reopens it.
    await say(player.call, 'One more thing')
    expect((await history(player.call)).status).toBe('open')
  })

  it('leaves an offline message with an address when nobody is online', async () => {
    const guest = await guestToken(test)
    const call = supportCaller(test, guest.token)
    expect((await history(call)).agents_online).toBe(0)
    const response = await call('POST', '/customer/offline', {
      email: 'ana@example.com',
      body: 'Please write back',
      client_msg_id: randomUUID(),
    })
    expect(response.statusCode, response.body).toBe(200)
    const agent = await newOperator(test, ['support'])
    const waiting = await desk(agent.token).queue('unassigned')
    expect(waiting.find((conversation) => conversation.contact_email === 'ana@example.com')).toMatchObject({
      user_id: null,
      last_message: 'Please write back',
    })
  })

  it('passes typing and read receipts between the player and the desk on the socket', async () => {
    const player = await newPlayerChat()
    await say(player.call, 'Hi')
    const { conversation_id: conversationId } = await history(player.call)
    const agent = await newOperator(test, ['support'])
    const playerSocket = await connectSocket(baseUrl)
    const deskSocket = await connectSocket(baseUrl)
    playerSocket.send({ type: 'joinSupport', chat_token: player.token })
    deskSocket.send({ type: 'joinDesk', token: agent.token })
    await playerSocket.next((message) => message.type === 'joined')
    await deskSocket.next((message) => message.type === 'joined')
    playerSocket.send({ type: 'supportTyping' })
    await deskSocket.next(
      (message) =>
        message.type === 'desk' &&
        message.data.kind === 'typing' &&
        message.data.conversation_id === conversationId,
    )
    deskSocket.send({ type: 'deskTyping', conversation_id: conversationId })
    await playerSocket.next((message) => message.type === 'support' && message.data.kind === 'typing')
    await caller(test, agent.token)('POST', `/operator/support/conversations/${conversationId}/read`, {
      seq: 1,
    })
    const receipt = await playerSocket.next(
      (message) => message.type === 'support' && message.data.kind === 'read',
    )
    expect(receipt).toMatchObject({ data: { reader: 'agent', seq: 1 } })
    // Every open support panel hears when agents come and go.
    await caller(test, agent.token)('PUT', '/operator/support/presence', { available: true })
    const agents = await playerSocket.next(
      (message) => message.type === 'support' && message.data.kind === 'agents',
    )
    expect(agents).toMatchObject({ data: { agents_online: 1 } })
    await caller(test, agent.token)('PUT', '/operator/support/presence', { available: false })
    const away = await playerSocket.next(
      (message) => message.type === 'support' && message.data.kind === 'agents',
    )
    expect(away).toMatchObject({ data: { agents_online: 0 } })
    // A player's socket cannot join the desk.
    playerSocket.send({ type: 'joinDesk', token: player.accessToken })
    await playerSocket.next(
      (message: ServerMessage) => message.type === 'error' && message.msg === 'UNAUTHORIZED',
    )
    await Promise.all([playerSocket.close(), deskSocket.close()])
  })
})
