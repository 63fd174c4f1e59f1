import type { ClientMessage, ServerMessage } from '@app/contract'
import type { ConnectionStatus } from './realtime-client'

type Sender = { send(message: ClientMessage): boolean }
type Listener = (message: ServerMessage) => void

/** The channels a feature can keep joined: one support conversation and one chat room at a time. */
export type JoinKey = 'support' | 'room'

export type RealtimeHub = {
  /** The shell hands over its one socket (and takes it back with undefined when it closes for good). */
  attach(sender: Sender | undefined): void
  /** The shell reports each status change; on every open the joined channels are joined again. */
  statusChanged(status: ConnectionStatus): void
  /** The shell passes on every server message that is not a topic event. */
  received(message: ServerMessage): void
  /** Sends a message now if the socket is open; false when it is not. */
  send(message: ClientMessage): boolean
  /**
   * Keeps a channel joined: the join is sent now if the socket is open and again after every
   * (re)connect, until the returned release is called. A later join of the same key replaces it.
   */
  join(key: JoinKey, message: ClientMessage): () => void
  /** Hears every server message that is not a topic event (joined, support, room, error). */
  listen(listener: Listener): () => void
}

/**
 * Features never see the shell's socket: they join channels and listen through this hub, which
 * the shell feeds (`app/live-updates.ts`). Joins are remembered, because the server forgets them
 * with every dropped socket.
 */
export function createRealtimeHub(): RealtimeHub {
  let sender: Sender | undefined
  let isOpen = false
  const joins = new Map<JoinKey, ClientMessage>()
  const listeners = new Set<Listener>()

  const send = (message: ClientMessage) => (isOpen && sender ? sender.send(message) : false)

  return {
    attach(next) {
      sender = next
      if (!next) isOpen = false
    },
    statusChanged(status) {
      isOpen = status === 'connected'
      if (isOpen) for (const message of joins.values()) send(message)
    },
    received(message) {
      for (const listener of [...listeners]) listener(message)
    },
    send,
    join(key, message) {
      joins.set(key, message)
      send(message)
      return () => {
        // A newer join of the same key (another room) stays.
        if (joins.get(key) === message) joins.delete(key)
      }
    },
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The app's one hub. */
export const realtimeHub = createRealtimeHub()
