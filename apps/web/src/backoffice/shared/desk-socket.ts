import type { ClientMessage, DeskEvent, RoomEvent, ServerMessage } from '@app/contract'
import type { Language } from '@app/domain'

export type DeskSocketStatus = 'connecting' | 'live' | 'offline'

type Options = {
  /** The operator's access token, read at every (re)connection. */
  token: () => string | undefined
  onDesk: (event: DeskEvent) => void
  onRoom: (event: RoomEvent) => void
  onStatus: (status: DeskSocketStatus) => void
  /** The socket is back after a drop: events may have been missed, so lists are fetched again. */
  onReconnect: () => void
}

export type DeskSocket = {
  /** Receives the public chat events of one room from now on (and again after a reconnect). */
  joinRoom(room: Language): void
  /** Tells the player that an agent is typing in a conversation. */
  typing(conversationId: number): void
  /** Closes the socket for good. */
  close(): void
}

const FIRST_RETRY_DELAY_MS = 1000
const MAX_RETRY_DELAY_MS = 30_000

/**
 * Keeps one WebSocket to /ws joined to the desk as the signed-in operator, reconnecting after a
 * drop with growing delays (1 s, 2 s, 4 s … up to 30 s).
 */
export function connectDeskSocket({ token, onDesk, onRoom, onStatus, onReconnect }: Options): DeskSocket {
  let socket: WebSocket | undefined
  let room: Language | undefined
  let attempt = 0
  let hasJoined = false
  let isClosed = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined

  const send = (message: ClientMessage) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message))
  }

  function open() {
    const accessToken = token()
    if (!accessToken) return onStatus('offline')
    onStatus('connecting')
    const url = new URL('/ws', globalThis.location.href)
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
    const current = new WebSocket(url)
    socket = current
    current.addEventListener('open', () => {
      send({ type: 'joinDesk', token: accessToken })
      if (room) send({ type: 'joinRoom', room })
    })
    current.addEventListener('message', (event) => {
      let message: ServerMessage
      try {
        message = JSON.parse(String(event.data)) as ServerMessage
      } catch {
        return
      }
      if (message.type === 'joined' && message.channel === 'desk') {
        attempt = 0
        onStatus('live')
        if (hasJoined) onReconnect()
        hasJoined = true
      }
      // The token was refused: the next call's 401 ends the session.
      if (message.type === 'error' && message.msg === 'UNAUTHORIZED' && !hasJoined) onStatus('offline')
      if (message.type === 'desk') onDesk(message.data)
      if (message.type === 'room') onRoom(message.data)
    })
    current.addEventListener('close', () => {
      if (socket !== current) return
      onStatus('offline')
      if (isClosed) return
      const delay = Math.min(FIRST_RETRY_DELAY_MS * 2 ** attempt, MAX_RETRY_DELAY_MS)
      attempt += 1
      retryTimer = setTimeout(open, delay)
    })
  }

  open()
  return {
    joinRoom(next) {
      room = next
      send({ type: 'joinRoom', room: next })
    },
    typing(conversationId) {
      send({ type: 'deskTyping', conversation_id: conversationId })
    },
    close() {
      isClosed = true
      clearTimeout(retryTimer)
      socket?.close()
    },
  }
}
