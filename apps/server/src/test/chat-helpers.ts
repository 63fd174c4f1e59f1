import { randomUUID } from 'node:crypto'
import type { ServerMessage } from '@app/contract'
import { OPERATOR_ROLE, type OperatorRole } from '@app/domain'
import WebSocket from 'ws'
import { hashPassword } from '../modules/accounts/password-hash'
import type { TestApp } from './test-app'

/** Calls a support endpoint with a chat token. */
export function supportCaller(test: TestApp, chatToken: string) {
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    test.app.inject({
      method,
      url: `/sports/api/v1${url}`,
      headers: { 'x-chat-token': chatToken },
      ...(payload ? { payload } : {}),
    })
}

/** A guest's chat token and signed guest id. */
export async function guestToken(test: TestApp, guestId?: string) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/otherChat/otherChatToken/getNonLoginToken',
    payload: guestId ? { guest_id: guestId } : {},
  })
  if (response.statusCode !== 200) throw new Error(response.body)
  return response.json().data as { token: string; guest_id: string }
}

/** A signed-in player's chat token, taking along a guest's conversation when its id is given. */
export async function playerChatToken(test: TestApp, accessToken: string, guestId?: string) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/otherChat/otherChatToken/getChatToken',
    headers: { authorization: accessToken },
    payload: guestId ? { guest_id: guestId } : {},
  })
  if (response.statusCode !== 200) throw new Error(response.body)
  return response.json().data.token as string
}

/** A new back-office operator with the given roles, signed in. */
export async function newOperator(test: TestApp, roles: readonly OperatorRole[], nickname = 'Agent') {
  const email = `op-${randomUUID()}@example.com`
  const user = await test.database.db
    .insertInto('users')
    .values({
      email,
      email_verified: true,
      nickname,
      password_hash: await hashPassword('operate42'),
      role: OPERATOR_ROLE,
      created_at: test.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const role of roles) {
    await test.database.db.insertInto('operator_roles').values({ user_id: user.id, role }).execute()
  }
  const response = await test.app.inject({
    method: 'POST',
    url: '/sports/api/v1/operator/sign_in',
    payload: { email, password: 'operate42' },
  })
  if (response.statusCode !== 200) throw new Error(response.body)
  return { operatorId: Number(user.id), token: response.json().data.token as string }
}

/** A WebSocket client that keeps what it receives and waits for a matching message. */
export async function connectSocket(baseUrl: string, query = '') {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws${query}`)
  const received: ServerMessage[] = []
  const waiters: Array<() => void> = []
  socket.on('message', (raw) => {
    received.push(JSON.parse(raw.toString()) as ServerMessage)
    for (const wake of waiters.splice(0)) wake()
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  async function next(
    predicate: (message: ServerMessage) => boolean,
    timeoutMs = 5000,
  ): Promise<ServerMessage> {
    for (;;) {
      const index = received.findIndex(predicate)
      if (index !== -1) return received.splice(index, 1)[0] as ServerMessage
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching message; got ${JSON.stringify(received)}`)),
          timeoutMs,
        )
        waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }
  const send = (message: object) => socket.send(JSON.stringify(message))
  const close = () =>
    new Promise<void>((resolve) => {
      if (socket.readyState === WebSocket.CLOSED) return resolve()
      socket.once('close', () => resolve())
      socket.close()
    })
  return { socket, received, next, send, close }
}
