import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { type FakeWebSocket, stubWebSocket } from '../testing/fake-web-socket'
import { connectDeskSocket } from './desk-socket'

let sockets: typeof FakeWebSocket
beforeEach(() => {
  sockets = stubWebSocket()
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function connect() {
  const onReconnect = vi.fn()
  const onStatus = vi.fn()
  const socket = connectDeskSocket({
    token: () => 'desk-token',
    onDesk: vi.fn(),
    onRoom: vi.fn(),
    onStatus,
    onReconnect,
  })
  return { socket, onReconnect, onStatus }
}

function join(socket: FakeWebSocket) {
  socket.open()
  socket.receive({ type: 'joined', channel: 'desk', id: 7 })
}

it('reconnects after a drop with growing delays (1 s, 2 s, 4 s) and says so once it is back', () => {
  const { socket, onReconnect, onStatus } = connect()
  join(sockets.latest())
  expect(onStatus).toHaveBeenLastCalledWith('live')
  expect(onReconnect).not.toHaveBeenCalled()

  sockets.latest().drop()
  expect(onStatus).toHaveBeenLastCalledWith('offline')
  vi.advanceTimersByTime(999)
  expect(sockets.sockets).toHaveLength(1)
  vi.advanceTimersByTime(1)
  expect(sockets.sockets).toHaveLength(2)

  // Down again before it joined: the next wait doubles.
  sockets.latest().drop()
  vi.advanceTimersByTime(1999)
  expect(sockets.sockets).toHaveLength(2)
  vi.advanceTimersByTime(1)
  expect(sockets.sockets).toHaveLength(3)

  join(sockets.latest())
  expect(onReconnect).toHaveBeenCalledTimes(1)
  socket.close()
})

it('joins the desk with the token and the moderated room again after a reconnect', () => {
  const { socket } = connect()
  socket.joinRoom('ko')
  join(sockets.latest())
  sockets.latest().drop()
  vi.advanceTimersByTime(1000)
  sockets.latest().open()
  expect(sockets.latest().sent).toEqual([
    { type: 'joinDesk', token: 'desk-token' },
    { type: 'joinRoom', room: 'ko' },
  ])
  socket.close()
})

it('sends the typing signal of a conversation', () => {
  const { socket } = connect()
  join(sockets.latest())
  socket.typing(4)
  expect(sockets.latest().sent).toContainEqual({ type: 'deskTyping', conversation_id: 4 })
  socket.close()
})
