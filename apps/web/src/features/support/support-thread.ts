import type { SupportConversation, SupportEvent, SupportMessage, SupportState } from '@app/contract'

/** The conversation as the panel shows it: the server's state and messages, and when the agent last typed. */
export type SupportThread = SupportConversation & { agentTypingAt: number | null }

/** What the panel does after an event: nothing more, or ask for the messages it has missed. */
export type EventOutcome = 'done' | 'sync'

/** The conversation an answer of GET customer opens with: nobody has typed yet. */
export function toThread(conversation: SupportConversation): SupportThread {
  return { ...conversation, messages: mergeMessages([], conversation.messages), agentTypingAt: null }
}

/** The newest sequence number held, 0 when none: `highestSeq([{ seq: 3 }, { seq: 4 }])` is 4. */
export function highestSeq(messages: readonly Pick<SupportMessage, 'seq'>[]): number {
  return messages.reduce((highest, message) => Math.max(highest, message.seq), 0)
}

/**
 * Messages in order of their sequence, each once: `incoming` joins `held`, and a sequence number
 * already held keeps the held message, e.g. merging seq [2, 3] into [1, 2] gives [1, 2, 3].
 */
export function mergeMessages(
  held: readonly SupportMessage[],
  incoming: readonly SupportMessage[],
): SupportMessage[] {
  const bySeq = new Map<number, SupportMessage>()
  for (const message of [...held, ...incoming]) if (!bySeq.has(message.seq)) bySeq.set(message.seq, message)
  return [...bySeq.values()].sort((first, second) => first.seq - second.seq)
}

const STATE_FIELDS = [
  'conversation_id',
  'status',
  'agent_name',
  'agents_online',
  'last_seq',
  'player_read_seq',
  'agent_read_seq',
  'rating',
] as const satisfies readonly (keyof SupportState)[]

/** What a state written before the thread's newest message may no longer tell: each change of these adds a system line. */
const CONVERSATION_FIELDS = new Set<string>(['status', 'agent_name', 'rating'])

/**
 * Takes a state into the thread. An answer that left the server before the newest message held
 * (its last_seq is lower) may arrive after a newer event: it keeps the thread's status, agent and
 * rating, and read marks and the last sequence never move back.
 */
export function applyState(thread: SupportThread, state: SupportState): void {
  const held = highestSeq(thread.messages)
  const isOlder = state.last_seq < held
  const { last_seq: lastSeq, player_read_seq: playerReadSeq, agent_read_seq: agentReadSeq } = thread
  for (const field of STATE_FIELDS) {
    if (!(isOlder && CONVERSATION_FIELDS.has(field))) Object.assign(thread, { [field]: state[field] })
  }
  thread.last_seq = Math.max(state.last_seq, held, lastSeq)
  thread.player_read_seq = Math.max(playerReadSeq, state.player_read_seq)
  thread.agent_read_seq = Math.max(agentReadSeq, state.agent_read_seq)
}

/** Takes messages the server answered with (a sync, a send, older history) into the thread. */
export function applyMessages(thread: SupportThread, messages: readonly SupportMessage[]): void {
  thread.messages = mergeMessages(thread.messages, messages)
  thread.last_seq = Math.max(thread.last_seq, highestSeq(thread.messages))
  if (messages.some((message) => message.sender === 'agent')) thread.agentTypingAt = null
}

/**
 * One event of the socket's `support` channel, applied to the thread in place (an Immer draft).
 * A message is appended only when it is the next in sequence: after a gap the missing ones are
 * fetched (messagesync) rather than shown out of order, and one already held changes nothing.
 * `now` is the time the event arrived, in milliseconds.
 */
export function applySupportEvent(thread: SupportThread, event: SupportEvent, now: number): EventOutcome {
  switch (event.kind) {
    case 'message': {
      const held = highestSeq(thread.messages)
      if (event.message.seq <= held) return 'done'
      if (event.message.seq > held + 1) return 'sync'
      applyMessages(thread, [event.message])
      return 'done'
    }
    case 'typing':
      if (event.sender === 'agent') thread.agentTypingAt = now
      return 'done'
    case 'read':
      if (event.reader === 'agent') thread.agent_read_seq = Math.max(thread.agent_read_seq, event.seq)
      else thread.player_read_seq = Math.max(thread.player_read_seq, event.seq)
      return 'done'
    case 'state':
      applyState(thread, event.state)
      return event.state.last_seq > highestSeq(thread.messages) ? 'sync' : 'done'
    case 'agents':
      thread.agents_online = event.agents_online
      return 'done'
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const isMessage = (value: unknown): value is SupportMessage =>
  isObject(value) &&
  Number.isInteger(value.seq) &&
  typeof value.sender === 'string' &&
  typeof value.body === 'string' &&
  typeof value.created_at === 'string'

const isState = (value: unknown): value is SupportState =>
  isObject(value) &&
  typeof value.status === 'string' &&
  Number.isInteger(value.agents_online) &&
  Number.isInteger(value.last_seq)

/** Whether a socket payload is a support event this client knows (the socket's data is not validated). */
export function isSupportEvent(data: unknown): data is SupportEvent {
  if (!isObject(data)) return false
  if (data.kind === 'message') return isMessage(data.message)
  if (data.kind === 'typing') return data.sender === 'agent' || data.sender === 'player'
  if (data.kind === 'read') return Number.isInteger(data.seq) && typeof data.reader === 'string'
  if (data.kind === 'state') return isState(data.state)
  if (data.kind === 'agents') return Number.isInteger(data.agents_online)
  return false
}
