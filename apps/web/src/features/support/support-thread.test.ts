import type { SupportMessage } from '@app/contract'
import { describe, expect, it } from 'vitest'
import { checkSupportImage } from './support-image'
import {
  applyState,
  applySupportEvent,
  isSupportEvent,
  mergeMessages,
  type SupportThread,
  toThread,
} from './support-thread'

const messageOf = (seq: number, sender: SupportMessage['sender'] = 'agent'): SupportMessage => ({
  id: seq,
  seq,
  sender,
  agent_name: null,
  body: `message ${seq}`,
  system: null,
  image_url: null,
  client_msg_id: null,
  created_at: '2026-03-01T10:00:00Z',
})

const threadOf = (seqs: number[]): SupportThread =>
  toThread({
    conversation_id: 1,
    status: 'open',
    agent_name: null,
    agents_online: 1,
    last_seq: seqs.at(-1) ?? 0,
    player_read_seq: 0,
    agent_read_seq: 0,
    rating: null,
    messages: seqs.map((seq) => messageOf(seq)),
    has_older: false,
  })

const seqsOf = (thread: SupportThread) => thread.messages.map((message) => message.seq)

describe('a support event', () => {
  it.each([
    ['the next message in sequence is appended', [1, 2], 3, 'done', [1, 2, 3]],
    ['the first message of a new conversation is appended', [], 1, 'done', [1]],
    ['a message already held changes nothing', [1, 2], 2, 'done', [1, 2]],
    ['a message after a gap waits for the sync rather than showing out of order', [1, 2], 5, 'sync', [1, 2]],
  ] as const)('%s', (_rule, held, arriving, outcome, shown) => {
    const thread = threadOf([...held])
    expect(
      applySupportEvent(thread, { kind: 'message', conversation_id: 1, message: messageOf(arriving) }, 0),
    ).toBe(outcome)
    expect(seqsOf(thread)).toEqual(shown)
  })

  it('a read mark never moves back', () => {
    const thread = threadOf([1, 2, 3])
    applySupportEvent(thread, { kind: 'read', conversation_id: 1, reader: 'agent', seq: 3 }, 0)
    applySupportEvent(thread, { kind: 'read', conversation_id: 1, reader: 'agent', seq: 2 }, 0)
    expect(thread.agent_read_seq).toBe(3)
  })

  it('a state that knows of messages the thread lacks asks for them', () => {
    const thread = threadOf([1, 2])
    const state = { ...thread, status: 'resolved' as const, last_seq: 4 }
    expect(applySupportEvent(thread, { kind: 'state', state }, 0)).toBe('sync')
    expect(thread.status).toBe('resolved')
  })

  it('the agent typing is remembered with its time, and the agent’s next message ends it', () => {
    const thread = threadOf([1])
    applySupportEvent(thread, { kind: 'typing', conversation_id: 1, sender: 'agent' }, 1234)
    expect(thread.agentTypingAt).toBe(1234)
    applySupportEvent(thread, { kind: 'message', conversation_id: 1, message: messageOf(2) }, 2000)
    expect(thread.agentTypingAt).toBeNull()
  })

  it('follows the number of agents online, so the offline form comes and goes', () => {
    const thread = threadOf([1])
    expect(applySupportEvent(thread, { kind: 'agents', agents_online: 0 }, 0)).toBe('done')
    expect(thread.agents_online).toBe(0)
    applySupportEvent(thread, { kind: 'agents', agents_online: 2 }, 0)
    expect(thread.agents_online).toBe(2)
    expect(isSupportEvent({ kind: 'agents', agents_online: 'many' })).toBe(false)
  })

  it('only payloads of a known shape are taken', () => {
    expect(isSupportEvent({ kind: 'message', conversation_id: 1, message: messageOf(1) })).toBe(true)
    expect(isSupportEvent({ kind: 'message', message: { seq: 'one' } })).toBe(false)
    expect(isSupportEvent({ kind: 'typing', sender: 'robot' })).toBe(false)
    expect(isSupportEvent(null)).toBe(false)
  })
})

describe('the thread', () => {
  it('holds each sequence number once, in order, whatever order the answers come in', () => {
    expect(
      mergeMessages([messageOf(3), messageOf(1)], [messageOf(2), messageOf(3)]).map((m) => m.seq),
    ).toEqual([1, 2, 3])
  })

  it('keeps its status and read marks when a state written before its newest message arrives late', () => {
    const thread = threadOf([1, 2, 3])
    thread.status = 'resolved'
    thread.agent_read_seq = 3
    applyState(thread, { ...thread, status: 'open', last_seq: 2, agents_online: 0, agent_read_seq: 1 })
    expect(thread.status).toBe('resolved')
    expect(thread.agent_read_seq).toBe(3)
    expect(thread.last_seq).toBe(3)
    expect(thread.agents_online).toBe(0)
  })
})

describe('an image to send', () => {
  it.each([
    ['a PNG within the limit passes', 'image/png', 1024, undefined],
    ['a PDF is not an image the support takes', 'application/pdf', 1024, 'SUPPORT_IMAGE_TYPE'],
    ['a photo over 2 MiB is too large', 'image/jpeg', 2 * 1024 * 1024 + 1, 'SUPPORT_IMAGE_TOO_LARGE'],
    ['a photo of exactly 2 MiB passes', 'image/webp', 2 * 1024 * 1024, undefined],
  ])('%s', (_rule, type, size, problem) => {
    expect(checkSupportImage({ type, size })).toBe(problem)
  })
})
