import type { ClientMessage, ServerMessage, Topic } from '@app/contract'

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected'

type Options = {
  topics: readonly Topic[]
  /** Topics of the signed-in player, subscribed once the server has welcomed a signed-in socket. */
  privateTopics?: readonly Topic[]
  onEvent: (topic: Topic, data: unknown) => void
  /** Every other server message (joined, support, room, error), for the features that joined a channel. */
  onMessage?: (message: ServerMessage) => void
  onStatus: (status: ConnectionStatus) => void
  /** The access token, read at every (re)connection. */
  token: () => string | undefined
}

const MAX_RECONNECT_DELAY_MS = 30_000

export type RealtimeConnection = {
  /** Sends a client message if the socket is open; false when it is not (the caller re-sends after the next open). */
  send(message: ClientMessage): boolean
  /** Opens a new socket at once, with the token as it is now (after a sign-in or sign-out). */
  reconnect(): void
  /** Closes the socket for good. */
  close(): void
}

/**
 * Keeps one WebSocket to /ws open, subscribed to the given topics, reconnecting with growing
 * delays (1 s, 2 s, 4 s … up to 30 s) after a drop.
 */
export function connectRealtime({
  topics,
  privateTopics = [],
  onEvent,
  onStatus,
  onMessage,
  token,
}: Options): RealtimeConnection {
  let socket: WebSocket | undefined
  let attempt = 0
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let isClosed = false
  let isReconnecting = false

  function open() {
    onStatus('connecting')
    const url = new URL('/ws', window.location.href)
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
    const accessToken = token()
    if (accessToken) url.searchParams.set('token', accessToken)
    socket = new WebSocket(url)
    socket.addEventListener('open', () => {
      attempt = 0
      onStatus('connected')
      socket?.send(JSON.stringify({ type: 'subscribe', topics }))
    })
    socket.addEventListener('message', (event) => {
      let message: ServerMessage
      try {
        message = JSON.parse(String(event.data)) as ServerMessage
      } catch {
        return
      }
      if (message.type === 'welcome' && message.user_id !== null && privateTopics.length > 0) {
        socket?.send(JSON.stringify({ type: 'subscribe', topics: privateTopics }))
      }
      if (message.type === 'event') onEvent(message.topic, message.data)
      else onMessage?.(message)
    })
    socket.addEventListener('close', () => {
      onStatus('disconnected')
      if (isClosed) return
      if (isReconnecting) {
        isReconnecting = false
        open()
        return
      }
      const delay = Math.min(1000 * 2 ** attempt, MAX_RECONNECT_DELAY_MS)
      attempt += 1
      retryTimer = setTimeout(open, delay)
    })
  }

  open()
  return {
    send(message) {
      if (socket?.readyState !== WebSocket.OPEN) return false
      socket.send(JSON.stringify(message))
      return true
    },
    reconnect() {
      clearTimeout(retryTimer)
      if (socket && socket.readyState !== WebSocket.CLOSED) {
        isReconnecting = true
        socket.close()
      } else {
        open()
      }
    },
    close() {
      isClosed = true
      clearTimeout(retryTimer)
      socket?.close()
    },
  }
}
