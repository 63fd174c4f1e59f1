import type { DeskConversation, DeskPlayer, SupportMessage } from '@app/contract'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import spanish from '../../locales/es.json'
import { startSession } from '../../shared/operator-session'
import { deskAgent, fakeOperatorApi, type OperatorCall, Refusal } from '../../testing/fake-operator-api'
import { type FakeWebSocket, stubWebSocket } from '../../testing/fake-web-socket'
import { renderBackoffice } from '../../testing/render-backoffice'

const AGENT = deskAgent({ available: true, open_chats: 1 })

const conversation = (overrides: Partial<DeskConversation> = {}): DeskConversation => ({
  id: 4,
  status: 'open',
  language: 'es',
  user_id: 31,
  nickname: 'lucky_ana',
  contact_email: null,
  assigned_operator_id: null,
  agent_name: null,
  last_seq: 2,
  agent_read_seq: 1,
  unread: 1,
  last_message: '¿Dónde está mi depósito?',
  rating: null,
  updated_at: '2026-05-01T11:58:00Z',
  ...overrides,
})
const ANA = conversation()
const GUEST = conversation({
  id: 5,
  language: 'ja',
  user_id: null,
  nickname: null,
  contact_email: 'guest@example.com',
  last_message: '出金について',
  unread: 0,
  updated_at: '2026-05-01T11:50:00Z',
})

const message = (overrides: Partial<SupportMessage>): SupportMessage => ({
  id: 40,
  seq: 1,
  sender: 'player',
  agent_name: null,
  body: 'Hola',
  system: null,
  image_url: null,
  client_msg_id: null,
  created_at: '2026-05-01T11:57:00Z',
  ...overrides,
})
const MESSAGES = [message({}), message({ id: 41, seq: 2, body: '¿Dónde está mi depósito?' })]

const PLAYER: DeskPlayer = {
  user_id: 31,
  nickname: 'lucky_ana',
  email: 'ana@example.com',
  phone: '+34 600 000 000',
  vip_level: 3,
  balance: '1250.5',
  registered_at: '2026-01-10T09:00:00Z',
  recent_transactions: [{ id: 900, kind: 'deposit', amount: '100', created_at: '2026-05-01T11:40:00Z' }],
}

const QUEUES: Record<string, DeskConversation[]> = {
  unassigned: [ANA, GUEST],
  mine: [],
  open: [ANA, GUEST],
  resolved: [],
}

/** The desk's server: the queues above, conversation 4 with its player, and the calls that change it. */
function serveDesk(extra: Record<string, (call: OperatorCall) => unknown> = {}) {
  return fakeOperatorApi({
    'GET /support/me': () => AGENT,
    'PUT /support/presence': (call) => ({ ...AGENT, ...(call.body as object) }),
    'GET /support/conversations': (call) => QUEUES[call.query.get('queue') ?? ''] ?? [],
    'GET /support/conversations/4': () => ({ conversation: ANA, messages: MESSAGES, player: PLAYER }),
    'GET /support/conversations/5': () => ({ conversation: GUEST, messages: [], player: null }),
    'POST /support/conversations/4/read': (call) => ({
      ...ANA,
      agent_read_seq: (call.body as { seq: number }).seq,
      unread: 0,
    }),
    ...extra,
  })
}

let sockets: typeof FakeWebSocket
beforeEach(() => {
  sockets = stubWebSocket()
  startSession({ token: 'desk-token', operatorId: 7 })
})
afterEach(() => {
  cleanup()
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

describe('the queues', () => {
  it('show each conversation with the nickname or Guest, its language and last message, and count them per tab', async () => {
    const api = serveDesk()
    await renderBackoffice('/support')

    const unassigned = await screen.findByRole('tab', { name: /Unassigned/ })
    await waitFor(() => expect(unassigned.textContent).toContain('Conversations: 2'))
    expect(unassigned.textContent).toContain('Unread: 1')
    expect(unassigned.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tab', { name: /Mine/ }).textContent).toContain('Conversations: 0')

    const ana = screen.getByRole('button', { name: /lucky_ana/ })
    expect(ana.textContent).toContain('es')
    expect(ana.textContent).toContain('¿Dónde está mi depósito?')
    expect(ana.textContent).toContain('Unread: 1')
    const guest = screen.getByRole('button', { name: /Guest/ })
    expect(guest.textContent).toContain('ja')
    expect(guest.textContent).toContain('出金について')

    expect(api.callsTo('GET /support/conversations').map((call) => call.query.get('queue'))).toEqual([
      'unassigned',
      'mine',
      'open',
      'resolved',
    ])
  })

  it('open a conversation beside them, with the player’s card, and mark it read up to its last message', async () => {
    const api = serveDesk()
    await renderBackoffice('/support')
    await userEvent.setup().click(await screen.findByRole('button', { name: /lucky_ana/ }))

    const messages = await screen.findByRole('list', { name: 'Messages' })
    const lines = within(messages)
      .getAllByRole('listitem')
      .map((line) => line.textContent)
    expect(lines[0]).toContain('Hola')
    // The agents had read up to seq 1: the marker stands before seq 2.
    expect(lines[1]).toBe('New messages')
    expect(lines[2]).toContain('¿Dónde está mi depósito?')

    const card = screen.getByRole('complementary', { name: 'lucky_ana' })
    expect(card.textContent).toContain('ana@example.com')
    expect(card.textContent).toContain('1,250.50 USDT')
    expect(card.textContent).toContain('Level 3')
    expect(within(card).getByRole('table', { name: 'Recent transactions' }).textContent).toContain('deposit')

    await waitFor(() =>
      expect(api.callsTo('POST /support/conversations/4/read')[0]?.body).toEqual({ seq: 2 }),
    )
  })

  it('show a guest as Guest with the contact email they left', async () => {
    serveDesk()
    await renderBackoffice('/support?conversation=5')
    const card = await screen.findByRole('complementary', { name: 'Guest' })
    expect(card.textContent).toContain('guest@example.com')
  })
})

describe('a reply', () => {
  it('posts the text with a client_msg_id of its own and shows it in the conversation', async () => {
    const api = serveDesk({
      'POST /support/conversations/4/messages': (call) => {
        const { client_msg_id, body } = call.body as { client_msg_id: string; body: string }
        return message({ id: 42, seq: 3, sender: 'agent', agent_name: 'Mia', body, client_msg_id })
      },
    })
    await renderBackoffice('/support?conversation=4')
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Reply' }), 'Un momento, por favor.')
    await user.click(screen.getByRole('button', { name: 'Send' }))

    const [sent] = api.callsTo('POST /support/conversations/4/messages')
    expect(sent?.body).toEqual({
      client_msg_id: expect.stringMatching(/^[\w-]{8,64}$/),
      body: 'Un momento, por favor.',
    })
    const messages = screen.getByRole('list', { name: 'Messages' })
    await waitFor(() => expect(messages.textContent).toContain('Un momento, por favor.'))
    expect((screen.getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement).value).toBe('')
  })

  it('offers the canned replies in the conversation’s language while the desk reads in English', async () => {
    serveDesk()
    await renderBackoffice('/support?conversation=4')
    const user = userEvent.setup()
    const cannedButton = await screen.findByRole('button', { name: 'Canned replies' })
    await waitFor(() => expect(cannedButton.hasAttribute('disabled')).toBe(false))
    await user.click(cannedButton)

    const menu = screen.getByRole('menu', { name: 'Canned replies in Spanish' })
    const replies = within(menu).getAllByRole('menuitem')
    expect(replies.map((reply) => reply.textContent)).toEqual([
      spanish.canned.greeting.replace('{{agent}}', 'Mia'),
      spanish.canned.checking,
      spanish.canned.depositDelay,
      spanish.canned.withdrawalProcessing,
      spanish.canned.verificationNeeded,
      spanish.canned.anythingElse,
      spanish.canned.closing,
    ])
    await user.click(replies[2] as HTMLElement)
    expect((screen.getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement).value).toBe(
      spanish.canned.depositDelay,
    )
  })
})

describe('the live desk', () => {
  it('joins the desk with the token, shows the player typing and appends a new message', async () => {
    serveDesk()
    await renderBackoffice('/support?conversation=4')
    await screen.findByRole('list', { name: 'Messages' })
    const socket = sockets.latest()
    socket.open()
    expect(socket.sent).toContainEqual({ type: 'joinDesk', token: 'desk-token' })
    socket.receive({ type: 'joined', channel: 'desk', id: 7 })
    await screen.findByText('Live')

    socket.receive({ type: 'desk', data: { kind: 'typing', conversation_id: 4 } })
    expect(screen.getByText('lucky_ana is typing…')).toBeTruthy()

    const arrived = message({ id: 43, seq: 3, body: 'Ya lo envié' })
    socket.receive({ type: 'desk', data: { kind: 'message', conversation_id: 4, message: arrived } })
    expect(screen.getByRole('list', { name: 'Messages' }).textContent).toContain('Ya lo envié')
    expect(screen.queryByText('lucky_ana is typing…')).toBeNull()
  })

  it('files a conversation another agent took out of Unassigned', async () => {
    serveDesk()
    await renderBackoffice('/support')
    await screen.findByRole('button', { name: /lucky_ana/ })
    const socket = sockets.latest()
    socket.open()
    socket.receive({ type: 'joined', channel: 'desk', id: 7 })
    socket.receive({
      type: 'desk',
      data: { kind: 'conversation', conversation: { ...ANA, assigned_operator_id: 8, agent_name: 'Leo' } },
    })
    expect(screen.queryByRole('button', { name: /lucky_ana/ })).toBeNull()
    expect(screen.getByRole('tab', { name: /Unassigned/ }).textContent).toContain('Conversations: 1')
  })
})

describe('the actions', () => {
  it('assign the conversation to the agent and file it under Mine', async () => {
    const api = serveDesk({
      'POST /support/conversations/4/assign': () => ({ ...ANA, assigned_operator_id: 7, agent_name: 'Mia' }),
    })
    await renderBackoffice('/support?conversation=4')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Assign to me' }))

    await screen.findByText('Assigned to Mia')
    expect(api.callsTo('POST /support/conversations/4/assign')[0]?.body).toEqual({})
    expect(screen.getByRole('tab', { name: /Mine/ }).textContent).toContain('Conversations: 1')
    expect(screen.getByRole('tab', { name: /Unassigned/ }).textContent).toContain('Conversations: 1')
  })

  it("say why an assignment was refused when the agent's chats are at the cap", async () => {
    serveDesk({
      'GET /support/agents': () => [AGENT, { ...AGENT, operator_id: 8, name: 'Leo', open_chats: 2 }],
      'POST /support/conversations/4/assign': () => new Refusal(422, 'SUPPORT_AGENT_FULL'),
    })
    await renderBackoffice('/support?conversation=4')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Assign to…' }))
    await user.click(await screen.findByRole('button', { name: /Leo/ }))

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This agent already has the most open chats allowed.',
    )
  })
})
