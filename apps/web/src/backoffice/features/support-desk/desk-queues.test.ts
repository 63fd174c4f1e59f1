import type { DeskConversation, SupportMessage } from '@app/contract'
import { describe, expect, it } from 'vitest'
import type { DeskQueue } from './desk-api'
import { bumpConversation, fileConversation, isInQueue, type Queues } from './desk-queues'

const ME = 7
const conversation = (overrides: Partial<DeskConversation> = {}): DeskConversation => ({
  id: 1,
  status: 'open',
  language: 'en',
  user_id: 10,
  nickname: 'ana',
  contact_email: null,
  assigned_operator_id: null,
  agent_name: null,
  last_seq: 3,
  agent_read_seq: 3,
  unread: 0,
  last_message: 'hi',
  rating: null,
  updated_at: '2026-05-01T10:00:00Z',
  ...overrides,
})
const playerMessage = (seq: number, body = 'new'): SupportMessage => ({
  id: 100 + seq,
  seq,
  sender: 'player',
  agent_name: null,
  body,
  system: null,
  image_url: null,
  client_msg_id: null,
  created_at: '2026-05-01T11:00:00Z',
})

type Case = [queue: DeskQueue, overrides: Partial<DeskConversation>, isIn: boolean, rule: string]

describe('isInQueue', () => {
  it.each<Case>([
    ['unassigned', {}, true, 'an open conversation without an agent waits in Unassigned'],
    ['unassigned', { assigned_operator_id: 8 }, false, "another agent's conversation is not unassigned"],
    ['mine', { assigned_operator_id: ME }, true, "the agent's own open conversation is theirs"],
    ['mine', { assigned_operator_id: ME, status: 'resolved' }, false, 'a resolved one leaves Mine'],
    ['open', { assigned_operator_id: 8 }, true, 'Open holds every open conversation'],
    ['resolved', { status: 'resolved' }, true, 'Resolved holds the resolved ones'],
    ['resolved', {}, false, 'an open conversation is not resolved'],
  ])('%s, %o: %s', (queue, overrides, isIn) => {
    expect(isInQueue(queue, conversation(overrides), ME)).toBe(isIn)
  })
})

describe('fileConversation', () => {
  const queues: Queues = {
    unassigned: [conversation({ id: 2, updated_at: '2026-05-01T09:00:00Z' }), conversation()],
    mine: [],
    open: [conversation()],
    resolved: undefined,
  }

  it('moves a conversation the agent took from Unassigned to Mine, newest activity first', () => {
    const taken = conversation({ assigned_operator_id: ME, updated_at: '2026-05-01T12:00:00Z' })
    const filed = fileConversation(queues, taken, ME)
    expect(filed.unassigned?.map((item) => item.id)).toEqual([2])
    expect(filed.mine).toEqual([taken])
    expect(filed.open?.map((item) => [item.id, item.assigned_operator_id])).toEqual([[1, ME]])
  })

  it('leaves a queue still loading as it is: its own load brings the conversation', () => {
    const filed = fileConversation(queues, conversation({ status: 'resolved' }), ME)
    expect(filed.resolved).toBeUndefined()
  })
})

describe('bumpConversation', () => {
  const queues: Queues = {
    unassigned: [conversation({ id: 2, updated_at: '2026-05-01T10:30:00Z' }), conversation()],
    mine: undefined,
    open: undefined,
    resolved: undefined,
  }

  it("moves the conversation to the top with the message as its last line, a player's message unread", () => {
    const bumped = bumpConversation(queues, 1, playerMessage(4, 'Where is my deposit?'), false)
    expect(bumped.unassigned?.[0]).toMatchObject({
      id: 1,
      last_seq: 4,
      last_message: 'Where is my deposit?',
      unread: 1,
    })
  })

  it('counts nothing unread in the conversation the agent has open', () => {
    expect(bumpConversation(queues, 1, playerMessage(4), true).unassigned?.[0]?.unread).toBe(0)
  })

  it('ignores a message it has already counted (the socket and the reply both bring it)', () => {
    expect(bumpConversation(queues, 1, playerMessage(3), false)).toEqual(queues)
  })
})
