import type { DeskEvent, RoomEvent } from '@app/contract'
import type { Language } from '@app/domain'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { connectDeskSocket, type DeskSocket, type DeskSocketStatus } from './desk-socket'
import { readToken } from './operator-session'

type Realtime = {
  status: DeskSocketStatus
  /** How many times the socket came back after a drop: screens fetch their lists again when it grows. */
  reconnects: number
  onDesk: (listener: (event: DeskEvent) => void) => () => void
  onRoom: (listener: (event: RoomEvent) => void) => () => void
  joinRoom: (room: Language) => void
  typing: (conversationId: number) => void
}

const RealtimeContext = createContext<Realtime | undefined>(undefined)

/** One desk socket for the signed-in operator's screens: the desk's and the moderated room's events. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<DeskSocketStatus>('connecting')
  const [reconnects, setReconnects] = useState(0)
  const socket = useRef<DeskSocket | undefined>(undefined)
  const deskListeners = useRef(new Set<(event: DeskEvent) => void>())
  const roomListeners = useRef(new Set<(event: RoomEvent) => void>())
  // A screen asks for its room in its first effect, which runs before the socket below exists.
  const room = useRef<Language | undefined>(undefined)

  useEffect(() => {
    const connection = connectDeskSocket({
      token: readToken,
      onDesk: (event) => {
        for (const listener of deskListeners.current) listener(event)
      },
      onRoom: (event) => {
        for (const listener of roomListeners.current) listener(event)
      },
      onStatus: setStatus,
      onReconnect: () => setReconnects((count) => count + 1),
    })
    socket.current = connection
    if (room.current) connection.joinRoom(room.current)
    return () => {
      connection.close()
      socket.current = undefined
    }
  }, [])

  // Subscribing and sending never change, so a screen's listeners stay subscribed across updates.
  const [channels] = useState(() => ({
    onDesk: (listener: (event: DeskEvent) => void) => {
      deskListeners.current.add(listener)
      return () => {
        deskListeners.current.delete(listener)
      }
    },
    onRoom: (listener: (event: RoomEvent) => void) => {
      roomListeners.current.add(listener)
      return () => {
        roomListeners.current.delete(listener)
      }
    },
    joinRoom: (next: Language) => {
      room.current = next
      socket.current?.joinRoom(next)
    },
    typing: (conversationId: number) => socket.current?.typing(conversationId),
  }))
  const value = useMemo<Realtime>(() => ({ ...channels, status, reconnects }), [channels, status, reconnects])
  return <RealtimeContext value={value}>{children}</RealtimeContext>
}

/** The desk socket of the signed-in screens. */
export function useRealtime(): Realtime {
  const realtime = useContext(RealtimeContext)
  if (!realtime) throw new Error('useRealtime is used outside RealtimeProvider')
  return realtime
}

/** Calls `listener` with every desk event while the component is shown. */
export function useDeskEvents(listener: (event: DeskEvent) => void): void {
  const { onDesk } = useRealtime()
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => onDesk((event) => latest.current(event)), [onDesk])
}

/** Calls `listener` with every event of the joined room while the component is shown. */
export function useRoomEvents(listener: (event: RoomEvent) => void): void {
  const { onRoom } = useRealtime()
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => onRoom((event) => latest.current(event)), [onRoom])
}
