import { EventEmitter } from 'node:events'
import type { DeskEvent, RoomEvent, SupportEvent, Topic } from '@app/contract'
import type { Language } from '@app/domain'
import { Redis } from 'ioredis'

/**
 * One published event: its topic and, for private topics, the one player it belongs to, or
 * `toEveryPlayer` for a private topic's event that every signed-in subscriber gets (a message
 * sent to all players). A private event with neither goes to nobody.
 */
export type TopicMessage = {
  readonly topic: Topic
  readonly userId?: number
  readonly toEveryPlayer?: true
  readonly data: unknown
}

/**
 * Chat events go to the sockets that joined their channel: one support conversation (by the
 * key of its player or guest), every support conversation, every support desk, or one public room.
 */
export type ChatMessage = { readonly topic?: never } & (
  | { readonly channel: 'support'; readonly supportKey: string; readonly data: SupportEvent }
  | { readonly channel: 'everySupport'; readonly data: SupportEvent }
  | { readonly channel: 'desk'; readonly data: DeskEvent }
  | { readonly channel: 'room'; readonly room: Language; readonly data: RoomEvent }
)

export type BusMessage = TopicMessage | ChatMessage

export type BusHandler = (message: BusMessage) => void

/**
 * How server instances tell each other (and their WebSocket clients) that something happened.
 * In-process for a single instance; Redis pub/sub when several instances share the load.
 */
export type Bus = {
  readonly kind: 'in-process' | 'redis'
  publish(message: BusMessage): Promise<void>
  subscribe(handler: BusHandler): () => void
  /** Whether the bus can carry events now: Redis answers a ping in time; in-process always can. */
  isReachable(): Promise<boolean>
  close(): Promise<void>
}

/** How long readiness waits for Redis to answer a ping. */
const PING_TIMEOUT_MS = 1000

const CHANNEL = 'venue:events'

/** A bus that delivers within this process only. */
export function createInProcessBus(): Bus {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    kind: 'in-process',
    async publish(message) {
      emitter.emit(CHANNEL, message)
    },
    subscribe(handler) {
      emitter.on(CHANNEL, handler)
      return () => emitter.off(CHANNEL, handler)
    },
    isReachable: async () => true,
    async close() {
      emitter.removeAllListeners()
    },
  }
}

/**
 * A bus over Redis pub/sub: every instance subscribed to the channel receives every message,
 * its own included, so delivery is the same with one instance or many.
 */
export async function createRedisBus(url: string, onError: (error: Error) => void): Promise<Bus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 })
  const subscriber = new Redis(url, { lazyConnect: true })
  publisher.on('error', onError)
  subscriber.on('error', onError)
  await Promise.all([publisher.connect(), subscriber.connect()])
  await subscriber.subscribe(CHANNEL)
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  subscriber.on('message', (_channel: string, payload: string) => {
    try {
      emitter.emit(CHANNEL, JSON.parse(payload) as BusMessage)
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)))
    }
  })
  return {
    kind: 'redis',
    async publish(message) {
      await publisher.publish(CHANNEL, JSON.stringify(message))
    },
    subscribe(handler) {
      emitter.on(CHANNEL, handler)
      return () => emitter.off(CHANNEL, handler)
    },
    async isReachable() {
      // The subscriber must be connected too: events published elsewhere arrive through it.
      if (subscriber.status !== 'ready') return false
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<boolean>((done) => {
        timer = setTimeout(() => done(false), PING_TIMEOUT_MS)
      })
      const ping = publisher.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      )
      try {
        return await Promise.race([ping, timeout])
      } finally {
        clearTimeout(timer)
      }
    },
    async close() {
      emitter.removeAllListeners()
      await Promise.allSettled([subscriber.quit(), publisher.quit()])
    },
  }
}
