import type { DeskAgent } from '@app/contract'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { deskApi } from './desk-api'

/** The server counts an agent online only if seen in the last 60 s: twice a minute keeps them on. */
export const PRESENCE_HEARTBEAT_MS = 30_000

type Agent = {
  /** The signed-in agent; undefined while loading or when the desk refused (error). */
  me: DeskAgent | undefined
  error: unknown
  setAvailable: (available: boolean) => Promise<void>
  /** Reads the agent again, e.g. after an assignment changed their open chats. */
  refresh: () => void
}

const AgentContext = createContext<Agent | undefined>(undefined)

/**
 * The signed-in agent for every desk screen: their availability, which repeats as a heartbeat
 * every 30 s while it is on, and their open chats against their cap.
 */
export function AgentProvider({ children }: { children: ReactNode }) {
  const [me, setMe] = useState<DeskAgent>()
  const [error, setError] = useState<unknown>()

  const refresh = useCallback(() => {
    deskApi.me().then(
      (agent) => {
        setMe(agent)
        setError(undefined)
      },
      (failure: unknown) => setError(failure),
    )
  }, [])
  useEffect(refresh, [refresh])

  const setAvailable = useCallback(async (available: boolean) => {
    setMe(await deskApi.setPresence(available))
  }, [])

  const isAvailable = me?.available === true
  useEffect(() => {
    if (!isAvailable) return
    const timer = setInterval(() => {
      // A missed beat is made up by the next; the call's 401 ends the session on its own.
      deskApi.setPresence(true).then(setMe, () => undefined)
    }, PRESENCE_HEARTBEAT_MS)
    return () => clearInterval(timer)
  }, [isAvailable])

  const value = useMemo(() => ({ me, error, setAvailable, refresh }), [me, error, setAvailable, refresh])
  return <AgentContext value={value}>{children}</AgentContext>
}

export function useAgent(): Agent {
  const agent = useContext(AgentContext)
  if (!agent) throw new Error('useAgent is used outside AgentProvider')
  return agent
}
