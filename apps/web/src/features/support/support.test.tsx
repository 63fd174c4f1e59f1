import {
  type ClientMessage,
  SUPPORT_IMAGE_MAX_BYTES,
  type SupportConversation,
  type SupportEvent,
  type SupportMessage,
  type SupportState,
} from '@app/contract'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { realtimeHub } from '../../shared/realtime/realtime-hub'
import { STORAGE_KEYS } from '../../shared/storage/storage-keys'
import { socketStatusChanged } from '../../shared/ui-state/ui-slice'
import { fakeApi, type RecordedCall, renderWithStore } from '../wallet/wallet-test-support'
import { SupportPanel } from './support-panel'

const CHAT_TOKEN = { token: 'chat-token-1', expires_at: '2099-01-01T00:00:00Z', guest_id: 'guest-1' }

const stateOf = (change: Partial<SupportState> = {}): SupportState => ({
  conversation_id: 1,
  status: 'open',
  agent_name: 'Mia',
  agents_online: 2,
  last_seq: 2,
  player_read_seq: 2,
  agent_read_seq: 1,
  rating: null,
  ...change,
})

const messageOf = (seq: number, sender: SupportMessage['sender'], body: string): SupportMessage => ({
  id: 100 + seq,
  seq,
  sender,
  agent_name: sender === 'player' ? null : 'Mia',
  body,
  system: null,
  image_url: null,
  client_msg_id: null,
  created_at: '2026-03-01T10:00:00Z',
})

const HISTORY = [messageOf(1, 'player', 'Hi, my deposit is missing'), messageOf(2, 'agent', 'Let me check')]

const conversationOf = (
  messages: SupportMessage[] = HISTORY,
  change: Partial<SupportConversation> = {},
): SupportConversation => ({
  ...stateOf({ last_seq: messages.at(-1)?.seq ?? 0 }),
  messages,
  has_older: false,
  ...change,
})

/** The socket as the panel sees it: what it sent, and a way to make the server speak. */
function fakeSocket() {
  const sent: ClientMessage[] = []
  realtimeHub.attach({
    send: (message) => {
      sent.push(message)
      return true
    },
  })
  realtimeHub.statusChanged('connected')
  const support = (data: SupportEvent) => act(() => realtimeHub.received({ type: 'support', data }))
  return { sent, support }
}

/** A fake support API for a guest; `routes` add to or replace its answers. */
function fakeSupport(conversation: SupportConversation, routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'POST /otherChat/otherChatToken/getNonLoginToken': { data: CHAT_TOKEN },
    'GET /sports/api/v1/customer': { data: conversation },
    'POST /sports/api/v1/customer/read': (call) => ({
      data: stateOf({ player_read_seq: (call.body as { seq: number }).seq }),
    }),
    ...routes,
  })
}

const callsTo = (calls: RecordedCall[], path: string) => calls.filter((call) => call.path === path)

afterEach(async () => {
  cleanup()
  // An unwatched conversation leaves the cache (and the socket's channel) on the next tick.
  await new Promise((resolve) => setTimeout(resolve, 0))
  realtimeHub.statusChanged('disconnected')
  realtimeHub.attach(undefined)
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the support panel', () => {
  it('loads the history with a guest’s chat token and keeps the guest id for next time', async () => {
    const older = { ...messageOf(1, 'system', ''), system: 'assigned' as const }
    const latest = [
      messageOf(2, 'player', 'Hi, my deposit is missing'),
      messageOf(3, 'agent', 'Let me check'),
    ]
    const calls = fakeSupport(conversationOf(), {
      'GET /sports/api/v1/customer': (call) =>
        call.query.get('before_seq') === '2'
          ? { data: conversationOf([older], { has_older: false }) }
          : { data: { ...conversationOf(latest, { has_older: true }), agent_read_seq: 2 } },
    })
    renderWithStore(<SupportPanel />)
    expect(await screen.findByText('Hi, my deposit is missing')).toBeTruthy()
    expect(screen.getByText('Let me check')).toBeTruthy()
    expect(screen.getByText('You are chatting with Mia')).toBeTruthy()
    // The agent has read the player's message.
    const own = screen.getByText('Hi, my deposit is missing').closest('li')
    expect(own && within(own).getByText('Read')).toBeTruthy()

    const [tokenCall] = callsTo(calls, '/otherChat/otherChatToken/getNonLoginToken')
    expect(tokenCall?.body).toEqual({})
    expect(localStorage.getItem(STORAGE_KEYS.nonLoginOtherChatId)).toBe('guest-1')
    const [history] = callsTo(calls, '/sports/api/v1/customer')
    expect(history?.headers.get('x-chat-token')).toBe('chat-token-1')

    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }))
    await waitFor(() =>
      expect(callsTo(calls, '/sports/api/v1/customer').map((call) => call.query.get('before_seq'))).toEqual([
        null,
        '2',
      ]),
    )
    expect(await screen.findByText('Mia has joined the conversation.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull()
  })

  it('greets a new conversation and sends the stored guest id to keep it', async () => {
    localStorage.setItem(STORAGE_KEYS.nonLoginOtherChatId, 'guest-1')
    const calls = fakeSupport(conversationOf([]))
    renderWithStore(<SupportPanel />)
    expect(await screen.findByText('Hello! How can we help?')).toBeTruthy()
    expect(callsTo(calls, '/otherChat/otherChatToken/getNonLoginToken')[0]?.body).toEqual({
      guest_id: 'guest-1',
    })
  })

  it('moves a guest’s conversation into the account on sign-in and forgets the guest id', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'access-token')
    localStorage.setItem(STORAGE_KEYS.userId, '7')
    localStorage.setItem(STORAGE_KEYS.nonLoginOtherChatId, 'guest-1')
    const calls = fakeSupport(conversationOf(), {
      'POST /otherChat/otherChatToken/getChatToken': { data: { ...CHAT_TOKEN, guest_id: null } },
    })
    renderWithStore(<SupportPanel />)
    expect(await screen.findByText('Let me check')).toBeTruthy()
    const [tokenCall] = callsTo(calls, '/otherChat/otherChatToken/getChatToken')
    expect(tokenCall?.body).toEqual({ guest_id: 'guest-1' })
    expect(tokenCall?.headers.get('authorization')).toBe('access-token')
    expect(localStorage.getItem(STORAGE_KEYS.nonLoginOtherChatId)).toBeNull()
  })

  it('shows the socket’s connection state with an accessible label', async () => {
    fakeSupport(conversationOf())
    const { store } = renderWithStore(<SupportPanel />)
    expect(await screen.findByText('Connection: Connecting…')).toBeTruthy()
    act(() => {
      store.dispatch(socketStatusChanged('connected'))
    })
    expect(screen.getByText('Connection: Connected')).toBeTruthy()
  })

  it('sends a message with its own client id, Enter sending and Shift+Enter starting a line', async () => {
    const calls = fakeSupport(conversationOf(), {
      'POST /sports/api/v1/customer/messages': (call) => {
        const sent = call.body as { client_msg_id: string; body: string }
        return { data: { ...messageOf(3, 'player', sent.body), client_msg_id: sent.client_msg_id } }
      },
    })
    renderWithStore(<SupportPanel />)
    const box = await screen.findByRole('textbox', { name: 'Your message' })
    await userEvent.type(box, 'Deposit 42{Shift>}{Enter}{/Shift}from yesterday{Enter}')
    await waitFor(() => expect(callsTo(calls, '/sports/api/v1/customer/messages')).toHaveLength(1))
    const [send] = callsTo(calls, '/sports/api/v1/customer/messages')
    const body = send?.body as { client_msg_id: string; body: string }
    expect(body.body).toBe('Deposit 42\nfrom yesterday')
    expect(body.client_msg_id).toMatch(/^[\w-]{8,64}$/)
    expect(send?.headers.get('x-chat-token')).toBe('chat-token-1')
    await waitFor(() => expect(document.querySelector('[data-seq="3"]')).toBeTruthy())
    expect(document.querySelector('.support-message-pending')).toBeNull()
    expect((box as HTMLTextAreaElement).value).toBe('')
  })

  it('keeps a failed message with a retry that sends the same client id again', async () => {
    let attempts = 0
    const calls = fakeSupport(conversationOf(), {
      'POST /sports/api/v1/customer/messages': (call) => {
        attempts += 1
        const sent = call.body as { client_msg_id: string; body: string }
        if (attempts === 1) return { status: 409, msg: 'VALIDATION_FAILED' }
        return { data: { ...messageOf(3, 'player', sent.body), client_msg_id: sent.client_msg_id } }
      },
    })
    renderWithStore(<SupportPanel />)
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello{Enter}')
    expect(await screen.findByText(/Not sent: Some of the information sent is not valid/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(document.querySelector('[data-seq="3"]')).toBeTruthy())
    const ids = callsTo(calls, '/sports/api/v1/customer/messages').map(
      (call) => (call.body as { client_msg_id: string }).client_msg_id,
    )
    expect(ids).toHaveLength(2)
    expect(ids[0]).toBe(ids[1])
  })

  it('refuses an image that is too large before uploading it', async () => {
    const calls = fakeSupport(conversationOf())
    renderWithStore(<SupportPanel />)
    await screen.findByText('Let me check')
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')
    const big = new File([new Uint8Array(SUPPORT_IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' })
    if (input) await userEvent.upload(input, big)
    expect(await screen.findByText('The image is larger than 2 MB.')).toBeTruthy()
    expect(callsTo(calls, '/sports/api/v1/customer/images')).toHaveLength(0)
  })

  it('joins the conversation on the socket, shows what the agent says and types, and tells the agent the player types', async () => {
    fakeSupport(conversationOf())
    const socket = fakeSocket()
    renderWithStore(<SupportPanel />)
    await screen.findByText('Let me check')
    expect(socket.sent).toContainEqual({ type: 'joinSupport', chat_token: 'chat-token-1' })

    socket.support({ kind: 'typing', conversation_id: 1, sender: 'agent' })
    expect((await screen.findAllByText('Support is typing…')).length).toBeGreaterThan(0)
    socket.support({
      kind: 'message',
      conversation_id: 1,
      message: messageOf(3, 'agent', 'Found it, credited now'),
    })
    expect(await screen.findByText('Found it, credited now')).toBeTruthy()
    await waitFor(() => expect(screen.queryAllByText('Support is typing…')).toHaveLength(0))
    socket.support({ kind: 'read', conversation_id: 1, reader: 'agent', seq: 3 })

    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Thanks')
    expect(socket.sent.filter((message) => message.type === 'supportTyping')).toHaveLength(1)
  })

  it('fills a gap in the sequence through messagesync, and catches up again after a reconnect', async () => {
    const later = [
      messageOf(3, 'agent', 'Third'),
      messageOf(4, 'player', 'Fourth'),
      messageOf(5, 'agent', 'Fifth'),
    ]
    const calls = fakeSupport(conversationOf(), {
      'POST /sports/api/v1/messagesync': (call) => {
        const after = (call.body as { after_seq: number }).after_seq
        const messages = later.filter((message) => message.seq > after).slice(0, 2)
        const hasMore = later.some((message) => message.seq > (messages.at(-1)?.seq ?? after))
        return { data: { messages, last_seq: 5, has_more: hasMore } }
      },
    })
    const socket = fakeSocket()
    renderWithStore(<SupportPanel />)
    await screen.findByText('Let me check')

    // Seq 5 arrives after 2: 3 and 4 were missed, so the panel asks for everything after 2.
    socket.support({ kind: 'message', conversation_id: 1, message: later[2] as SupportMessage })
    expect(await screen.findByText('Fifth')).toBeTruthy()
    const syncs = callsTo(calls, '/sports/api/v1/messagesync').map((call) => call.body)
    expect(syncs).toEqual([{ after_seq: 2 }, { after_seq: 4 }])
    const shown = [...document.querySelectorAll('[data-seq]')].map((item) => item.getAttribute('data-seq'))
    expect(shown).toEqual(['1', '2', '3', '4', '5'])

    // A reconnect joins again; the join's answer starts a catch-up from the newest message held.
    act(() => realtimeHub.statusChanged('disconnected'))
    act(() => realtimeHub.statusChanged('connected'))
    expect(socket.sent.filter((message) => message.type === 'joinSupport')).toHaveLength(2)
    act(() => realtimeHub.received({ type: 'joined', channel: 'support', id: 'guest-1' }))
    await waitFor(() => expect(callsTo(calls, '/sports/api/v1/messagesync')).toHaveLength(3))
    expect(callsTo(calls, '/sports/api/v1/messagesync')[2]?.body).toEqual({ after_seq: 5 })
    expect(document.querySelectorAll('[data-seq]')).toHaveLength(5)
  })

  it('shows the offline form when no agent is online, and sends it with an email', async () => {
    const calls = fakeSupport(conversationOf([], { agents_online: 0 }), {
      'POST /sports/api/v1/customer/offline': (call) => {
        const sent = call.body as { client_msg_id: string; body: string }
        return { data: { ...messageOf(1, 'player', sent.body), client_msg_id: sent.client_msg_id } }
      },
    })
    renderWithStore(<SupportPanel />)
    expect(await screen.findByRole('heading', { name: 'No agent is online right now' })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull()

    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email')
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Please call me back')
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy()
    expect(callsTo(calls, '/sports/api/v1/customer/offline')).toHaveLength(0)

    await userEvent.clear(screen.getByRole('textbox', { name: 'Email' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'Player@Example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Thank you. We will answer you at player@example.com.')).toBeTruthy()
    const body = callsTo(calls, '/sports/api/v1/customer/offline')[0]?.body as Record<string, string>
    expect(body).toMatchObject({ email: 'player@example.com', body: 'Please call me back' })
    expect(body.client_msg_id).toMatch(/^[\w-]{8,64}$/)
    expect(await screen.findByText('Please call me back')).toBeTruthy()
  })

  it('offers the rating once the agent resolves the conversation, and thanks the player for it', async () => {
    const calls = fakeSupport(conversationOf(), {
      'POST /sports/api/v1/customer/rating': (call) => ({
        data: stateOf({ status: 'resolved', rating: (call.body as { rating: number }).rating }),
      }),
    })
    const socket = fakeSocket()
    renderWithStore(<SupportPanel />)
    await screen.findByText('Let me check')
    expect(screen.queryByRole('heading', { name: 'How did we do?' })).toBeNull()

    socket.support({
      kind: 'message',
      conversation_id: 1,
      message: { ...messageOf(3, 'system', ''), system: 'resolved' },
    })
    socket.support({ kind: 'state', state: stateOf({ status: 'resolved', last_seq: 3 }) })
    expect(await screen.findByText('The agent marked this conversation as resolved.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'How did we do?' })).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }))
    expect(await screen.findByText('Please choose a rating.')).toBeTruthy()
    await userEvent.click(screen.getByLabelText('4 of 5 stars'))
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Quick help')
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }))
    expect(await screen.findByText('Thank you for your rating!')).toBeTruthy()
    expect(callsTo(calls, '/sports/api/v1/customer/rating')[0]?.body).toEqual({
      rating: 4,
      comment: 'Quick help',
    })
    expect(screen.queryByRole('heading', { name: 'How did we do?' })).toBeNull()
  })
})
