import { handleDrawEvent } from '../features/lottery'
import { loadInbox } from '../features/messages'
import { handleBalanceEvent, handleOddsEvent, handleOddsSubscribed } from '../features/sports'
import { api } from '../shared/api/api'
import { connectRealtime } from '../shared/realtime/realtime-client'
import { realtimeHub } from '../shared/realtime/realtime-hub'
import { readStored, STORAGE_KEYS } from '../shared/storage/storage-keys'
import { socketStatusChanged } from '../shared/ui-state/ui-slice'

type Dispatch = (action: unknown) => unknown
type Store = {
  dispatch: Dispatch
  getState(): { auth: { userId: number | null } }
  subscribe(listener: () => void): () => void
}

/**
 * Server events that change what the shell shows: a game switched on or off refreshes the
 * availability at once, without waiting for the 60 s poll; a lottery draw closing or settling
 * refreshes the current draw, the results, my bets and the balance; moved odds update the sports
 * lobby in place and mark the slip's picks; a settled bet of the signed-in player (private
 * `balance` topic) refreshes the balance, the account history and my bets at once; a private
 * message (private `messages` topic) moves the unread badge and refreshes an open inbox. The socket
 * opens again on sign-in and sign-out, so it always speaks for the current player. Live support and
 * the public chat use the same socket through the realtime hub, which joins their channels again
 * after every reconnect.
 */
export function startLiveUpdates(store: Store): () => void {
  const { dispatch } = store
  const connection = connectRealtime({
    topics: ['games', 'draws', 'odds'],
    privateTopics: ['balance', 'messages'],
    token: () => readStored(STORAGE_KEYS.token),
    onStatus: (status) => {
      dispatch(socketStatusChanged(status))
      realtimeHub.statusChanged(status)
      // Nothing was heard while no socket listened: what the odds move is fetched again.
      if (status === 'connected') void handleOddsSubscribed(store)
    },
    onEvent: (topic, data) => {
      if (topic === 'games') dispatch(api.util.invalidateTags(['Games']))
      if (topic === 'draws') void handleDrawEvent(dispatch, data)
      if (topic === 'odds') void handleOddsEvent(store, data)
      if (topic === 'balance') void handleBalanceEvent(dispatch)
      // The handler loads with the first event, after the page has shown.
      if (topic === 'messages') void loadInbox().then((inbox) => inbox.handleMessagesEvent(dispatch, data))
    },
    onMessage: (message) => realtimeHub.received(message),
  })
  realtimeHub.attach(connection)
  let userId = store.getState().auth.userId
  const unsubscribe = store.subscribe(() => {
    const current = store.getState().auth.userId
    if (current === userId) return
    userId = current
    connection.reconnect()
  })
  return () => {
    unsubscribe()
    realtimeHub.attach(undefined)
    connection.close()
  }
}
