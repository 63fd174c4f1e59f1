import type { ClientMessage, ServerMessage } from '@app/contract'
import { act } from '@testing-library/react'
import { vi } from 'vitest'

/** A WebSocket the test drives: it opens, receives and drops when told, and keeps what was sent. */
export class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3
  static sockets: FakeWebSocket[] = []

  readyState = FakeWebSocket.CONNECTING
  readonly sent: ClientMessage[] = []

  constructor(readonly url: URL | string) {
    super()
    FakeWebSocket.sockets.push(this)
  }

  /** The newest socket, the one the back office uses now. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.sockets.at(-1)
    if (!socket) throw new Error('No socket was opened')
    return socket
  }

  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientMessage)
  }

  close() {
    if (this.readyState === FakeWebSocket.CLOSED) return
    this.readyState = FakeWebSocket.CLOSED
    this.dispatchEvent(new Event('close'))
  }

  /** The server accepts the connection. */
  open() {
    act(() => {
      this.readyState = FakeWebSocket.OPEN
      this.dispatchEvent(new Event('open'))
    })
  }

  /** A message from the server. */
  receive(message: ServerMessage) {
    act(() => {
      this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }))
    })
  }

  /** The connection drops. */
  drop() {
    act(() => this.close())
  }
}

/** Puts FakeWebSocket in place of the browser's WebSocket. */
export function stubWebSocket(): typeof FakeWebSocket {
  FakeWebSocket.sockets = []
  vi.stubGlobal('WebSocket', FakeWebSocket)
  return FakeWebSocket
}
