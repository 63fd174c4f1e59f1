import { PRIVATE_TOPICS, type ServerMessage, type Topic, ZClientMessage } from '@app/contract'
import type { Language } from '@app/domain'
import type { WebSocket } from '@fastify/websocket'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Clock } from '../clock/clock'
import { sendError } from '../http/error-handler'
import type { App } from '../http/types'
import { countSocketClosed, countSocketDeliveries, countSocketOpened } from '../metrics/metrics'
import { type AccessClaims, verifyAccessToken } from '../modules/accounts/access-token'
import type { Bus, BusMessage, TopicMessage } from './bus'

/** What the socket asks of the chat: who a token speaks for, and passing on typing. */
export type ChatSocketHooks = {
  /** The support key of a valid chat token, or undefined. */
  joinSupport(chatToken: string): Promise<string | undefined>
  supportTyping(supportKey: string): Promise<void>
  /** The operator of a valid operator token with the support role, or undefined. */
  joinDesk(token: string): Promise<number | undefined>
  deskTyping(conversationId: number): Promise<void>
}

export type RealtimeRoutesOptions = { bus: Bus; clock: Clock; jwtAccessSecret: string; chat: ChatSocketHooks }

type Connection = {
  socket: WebSocket
  userId: number | null
  topics: Set<Topic>
  supportKey: string | null
  deskOperatorId: number | null
  room: Language | null
}

const ZWsQuery = z.object({ token: z.string().min(1).max(4096).optional() })

const isPrivateTopic = (topic: Topic) => (PRIVATE_TOPICS as readonly string[]).includes(topic)

/** What a bus message says on a socket: the same for every connection it goes to. */
function serverMessageOf(message: BusMessage): ServerMessage {
  if (message.topic !== undefined) return { type: 'event', topic: message.topic, data: message.data }
  if (message.channel === 'support' || message.channel === 'everySupport')
    return { type: 'support', data: message.data }
  if (message.channel === 'desk') return { type: 'desk', data: message.data }
  return { type: 'room', data: message.data }
}

/** Whether a bus message goes to this connection. */
function isFor(connection: Connection, message: BusMessage): boolean {
  if (message.topic !== undefined) return isDeliverable(connection, message)
  if (message.channel === 'support') return connection.supportKey === message.supportKey
  if (message.channel === 'everySupport') return connection.supportKey !== null
  if (message.channel === 'desk') return connection.deskOperatorId !== null
  return connection.room === message.room
}

/** Whether a topic's message goes to this connection: it subscribed, and private events are its own. */
function isDeliverable(connection: Connection, message: TopicMessage): boolean {
  if (!connection.topics.has(message.topic)) return false
  if (message.userId !== undefined) return connection.userId === message.userId
  if (!isPrivateTopic(message.topic)) return true
  return message.toEveryPlayer === true && connection.userId !== null
}

function send(socket: WebSocket, message: ServerMessage) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
}

/**
 * The WebSocket endpoint /ws: guests and signed-in players subscribe to topics and receive the
 * bus's events for them. A token, when given, must be valid; private topics need one.
 */
export async function realtimeRoutes(app: App, { bus, clock, jwtAccessSecret, chat }: RealtimeRoutesOptions) {
  const connections = new Set<Connection>()
  const claimsByRequest = new WeakMap<FastifyRequest, AccessClaims>()

  const unsubscribe = bus.subscribe((message) => {
    // Serialised once, however many sockets it goes to: a room post reaches thousands.
    let serialized: string | undefined
    let delivered = 0
    for (const connection of connections) {
      if (!isFor(connection, message) || connection.socket.readyState !== connection.socket.OPEN) continue
      serialized ??= JSON.stringify(serverMessageOf(message))
      connection.socket.send(serialized)
      delivered += 1
    }
    countSocketDeliveries(delivered)
  })
  app.addHook('onClose', async () => unsubscribe())

  // @fastify/websocket hides its routes from OpenAPI; /ws is part of the API, so show it.
  app.addHook('onRoute', (route) => {
    if (route.url === '/ws' && route.schema) route.schema.hide = false
  })

  app.get(
    '/ws',
    {
      websocket: true,
      schema: {
        summary: 'WebSocket: subscribe to odds, draws, games, chat and (signed in) balance and messages',
        description:
          'Upgrade to a WebSocket. Send {"type":"subscribe","topics":[...]}, {"type":"unsubscribe","topics":[...]} or {"type":"ping"}; receive welcome, subscribed, unsubscribed, event, pong and error messages. An invalid token is refused with 401 before the upgrade.',
        tags: ['realtime'],
        querystring: ZWsQuery,
      },
      preValidation: async (request, reply) => {
        const { token } = request.query as z.infer<typeof ZWsQuery>
        if (token === undefined) return
        const claims = await verifyAccessToken(token, jwtAccessSecret, clock.now())
        if (!claims) return sendError(reply, 401, 'UNAUTHORIZED')
        claimsByRequest.set(request, claims)
      },
    },
    (socket, request) => {
      const connection: Connection = {
        socket,
        userId: claimsByRequest.get(request)?.userId ?? null,
        topics: new Set(),
        supportKey: null,
        deskOperatorId: null,
        room: null,
      }
      /** Runs a chat request of this socket; a failure is logged and answered, never thrown. */
      const chatRequest = (work: () => Promise<void>) => {
        work().catch((error: unknown) => {
          request.log.error({ err: error }, 'socket chat request failed')
          send(socket, { type: 'error', msg: 'SERVER_ERROR' })
        })
      }
      connections.add(connection)
      countSocketOpened()
      socket.on('close', () => {
        connections.delete(connection)
        countSocketClosed()
      })
      socket.on('message', (raw) => {
        let parsed: unknown
        try {
          parsed = JSON.parse(raw.toString())
        } catch {
          return send(socket, { type: 'error', msg: 'MALFORMED_BODY' })
        }
        const result = ZClientMessage.safeParse(parsed)
        if (!result.success) return send(socket, { type: 'error', msg: 'VALIDATION_FAILED' })
        const message = result.data
        if (message.type === 'ping') return send(socket, { type: 'pong', now: clock.now().toISOString() })
        if (message.type === 'joinSupport') {
          return chatRequest(async () => {
            const key = await chat.joinSupport(message.chat_token)
            if (key === undefined) return send(socket, { type: 'error', msg: 'CHAT_TOKEN_INVALID' })
            connection.supportKey = key
            send(socket, { type: 'joined', channel: 'support', id: key })
          })
        }
        if (message.type === 'supportTyping') {
          const key = connection.supportKey
          if (key === null) return send(socket, { type: 'error', msg: 'CHAT_TOKEN_INVALID' })
          return chatRequest(() => chat.supportTyping(key))
        }
        if (message.type === 'joinDesk') {
          return chatRequest(async () => {
            const operatorId = await chat.joinDesk(message.token)
            if (operatorId === undefined) return send(socket, { type: 'error', msg: 'UNAUTHORIZED' })
            connection.deskOperatorId = operatorId
            send(socket, { type: 'joined', channel: 'desk', id: operatorId })
          })
        }
        if (message.type === 'deskTyping') {
          if (connection.deskOperatorId === null) return send(socket, { type: 'error', msg: 'UNAUTHORIZED' })
          return chatRequest(() => chat.deskTyping(message.conversation_id))
        }
        if (message.type === 'joinRoom') {
          connection.room = message.room
          return send(socket, { type: 'joined', channel: 'room', id: message.room })
        }
        if (message.type === 'unsubscribe') {
          for (const topic of message.topics) connection.topics.delete(topic)
          return send(socket, { type: 'unsubscribed', topics: message.topics })
        }
        if (connection.userId === null && message.topics.some(isPrivateTopic)) {
          return send(socket, { type: 'error', msg: 'UNAUTHORIZED' })
        }
        for (const topic of message.topics) connection.topics.add(topic)
        return send(socket, { type: 'subscribed', topics: [...connection.topics] })
      })
      send(socket, { type: 'welcome', user_id: connection.userId })
    },
  )
}
