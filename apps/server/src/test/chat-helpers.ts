import { randomUUID } from 'node:crypto'
import type { ServerMessage } from '@app/contract'
import { OPERATOR_ROLE, type OperatorRole } from '@app/domain'
import { generateSecret } from 'otplib'
import WebSocket from 'ws'
import { hashPassword } from '../modules/accounts/password-hash'
import type { TestApp } from './test-app'
import { operatorToken } from './wallet-helpers'

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

/**
 * A new back-office operator with the given roles and an enrolled authenticator, signed in; its
 * credentials come along for signing in again.
 */
export async function newOperator(test: TestApp, roles: readonly OperatorRole[], nickname = 'Agent') {
  const credentials = {
    email: `op-${randomUUID()}@example.com`,
    password: 'operate42',
    totpSecret: generateSecret(),
  }
  const now = test.clock.now()
  const user = await test.database.db
    .insertInto('users')
    .values({
      email: credentials.email,
      email_verified: true,
      nickname,
      password_hash: await hashPassword(credentials.password),
      role: OPERATOR_ROLE,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const role of roles) {
    await test.database.db.insertInto('operator_roles').values({ user_id: user.id, role }).execute()
  }
  await test.database.db
    .insertInto('operator_totp')
    .values({ user_id: user.id, secret: credentials.totpSecret, created_at: now, enrolled_at: now })
    .execute()
  return { operatorId: Number(user.id), token: await operatorToken(test, credentials), credentials }
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
