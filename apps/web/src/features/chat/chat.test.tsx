import type { ChatRoom, ChatStanding, ClientMessage, RoomEvent, RoomMessage } from '@app/contract'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { realtimeHub } from '../../shared/realtime/realtime-hub'
import { STORAGE_KEYS } from '../../shared/storage/storage-keys'
import { fakeApi, type RecordedCall, renderWithStore } from '../wallet/wallet-test-support'
import { formatCountdown } from './chat-composer'
import { ChatPage } from './chat-page'
import { mergeRoomMessages, ROOM_MESSAGES_KEPT, roomOf } from './room-messages'

const messageOf = (id: number, body: string, userId = 20, nickname = 'Lucky7'): RoomMessage => ({
  id,
  room: 'en',
  user_id: userId,
  nickname,
  body,
  created_at: '2026-03-01T10:00:00Z',
})

const roomOfMessages = (messages: RoomMessage[], change: Partial<ChatRoom> = {}): ChatRoom => ({
  room: 'en',
  slow_mode_seconds: 0,
  messages,
  has_older: false,
  ...change,
})

const STANDING: ChatStanding = { can_post: true, muted_until: null, banned: false, next_post_at: null }

const callsTo = (calls: RecordedCall[], path: string) => calls.filter((call) => call.path === path)

function signIn() {
  localStorage.setItem(STORAGE_KEYS.token, 'access-token')
  localStorage.setItem(STORAGE_KEYS.userId, '7')
}

afterEach(async () => {
  cleanup()
  // An unwatched room leaves the cache (and the socket's channel) on the next tick.
  await new Promise((resolve) => setTimeout(resolve, 0))
  realtimeHub.statusChanged('disconnected')
  realtimeHub.attach(undefined)
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the chat page', () => {
  it('shows the room of the interface language as plain text, live from the socket', async () => {
    const calls = fakeApi({
      'GET /sports/api/v1/chat/rooms/en': {
        data: roomOfMessages([
          messageOf(1, 'Good luck tonight!'),
          messageOf(2, '<b>free</b> money at https://example.test', 21, 'Spinner'),
        ]),
      },
    })
    const sent: ClientMessage[] = []
    realtimeHub.attach({
      send: (message) => {
        sent.push(message)
        return true
      },
    })
    realtimeHub.statusChanged('connected')
    renderWithStore(<ChatPage />)

    expect(await screen.findByText('Good luck tonight!')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Chat' })).toBeTruthy()
    expect(screen.getByText('Room: English')).toBeTruthy()
    // Markup and links stay words.
    expect(screen.getByText('<b>free</b> money at https://example.test')).toBeTruthy()
    expect(document.querySelector('.chat-text b')).toBeNull()
    expect(document.querySelector('.chat-text a')).toBeNull()
    expect(sent).toContainEqual({ type: 'joinRoom', room: 'en' })
    expect(callsTo(calls, '/sports/api/v1/chat/rooms/en')[0]?.query.get('limit')).toBe('50')

    const room = (data: RoomEvent) => act(() => realtimeHub.received({ type: 'room', data }))
    room({ kind: 'message', message: messageOf(3, 'Who is in for the derby?') })
    expect(await screen.findByText('Who is in for the derby?')).toBeTruthy()
    room({ kind: 'deleted', room: 'en', id: 2 })
    await waitFor(() => expect(screen.queryByText('<b>free</b> money at https://example.test')).toBeNull())
    room({ kind: 'settings', room: 'en', slow_mode_seconds: 30 })
    expect(await screen.findByText('Slow mode is on: one message every 30 s.')).toBeTruthy()
    // Another room's events are not this one's.
    room({ kind: 'message', message: { ...messageOf(4, 'Hola'), room: 'es' } })
    expect(screen.queryByText('Hola')).toBeNull()

    // After a reconnect the room is joined again and its messages loaded afresh.
    act(() => realtimeHub.statusChanged('disconnected'))
    act(() => realtimeHub.statusChanged('connected'))
    act(() => realtimeHub.received({ type: 'joined', channel: 'room', id: 'en' }))
    expect(sent.filter((message) => message.type === 'joinRoom')).toHaveLength(2)
    await waitFor(() => expect(callsTo(calls, '/sports/api/v1/chat/rooms/en')).toHaveLength(2))
  })

  it('loads older messages above the shown ones', async () => {
    const calls = fakeApi({
      'GET /sports/api/v1/chat/rooms/en': (call) =>
        call.query.get('before_id') === '10'
          ? { data: roomOfMessages([messageOf(9, 'An older word')]) }
          : { data: roomOfMessages([messageOf(10, 'The latest word')], { has_older: true }) },
    })
    renderWithStore(<ChatPage />)
    await userEvent.click(await screen.findByRole('button', { name: 'Load earlier messages' }))
    expect(await screen.findByText('An older word')).toBeTruthy()
    const shown = [...document.querySelectorAll('[data-id]')].map((item) => item.getAttribute('data-id'))
    expect(shown).toEqual(['9', '10'])
    expect(callsTo(calls, '/sports/api/v1/chat/rooms/en')).toHaveLength(2)
  })

  it('lets a guest read but not post, and offers the sign-in', async () => {
    const calls = fakeApi({ 'GET /sports/api/v1/chat/rooms/en': { data: roomOfMessages([]) } })
    const { store } = renderWithStore(<ChatPage />)
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeTruthy()
    expect(screen.getByText('Sign in to join the conversation.')).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(store.getState().ui.openedModal).toBe('login')
    expect(callsTo(calls, '/sports/api/v1/chat/rooms/en/standing')).toHaveLength(0)
  })

  it('posts with a client id, then counts down the room’s slow mode', async () => {
    signIn()
    const calls = fakeApi({
      'GET /sports/api/v1/chat/rooms/en': { data: roomOfMessages([], { slow_mode_seconds: 30 }) },
      'GET /sports/api/v1/chat/rooms/en/standing': { data: STANDING },
      'POST /sports/api/v1/chat/rooms/en/messages': (call) => ({
        data: messageOf(5, (call.body as { body: string }).body, 7, 'Me'),
      }),
    })
    renderWithStore(<ChatPage />)
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello room{Enter}')
    expect(await screen.findByText('Hello room')).toBeTruthy()
    const body = callsTo(calls, '/sports/api/v1/chat/rooms/en/messages')[0]?.body as Record<string, string>
    expect(body.body).toBe('Hello room')
    expect(body.client_msg_id).toMatch(/^[\w-]{8,64}$/)
    expect(await screen.findByText(/You can post again in 0:(30|29)/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByText('You')).toBeTruthy()
  })

  it('shows a slow-mode refusal in the player’s language', async () => {
    signIn()
    fakeApi({
      'GET /sports/api/v1/chat/rooms/en': { data: roomOfMessages([messageOf(1, 'Hi all')]) },
      'GET /sports/api/v1/chat/rooms/en/standing': { data: STANDING },
      'POST /sports/api/v1/chat/rooms/en/messages': {
        status: 429,
        msg: 'CHAT_SLOW_MODE',
        errorData: { seconds: 12 },
      },
    })
    renderWithStore(<ChatPage />)
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Me again{Enter}')
    expect(await screen.findByText(/Slow mode is on\. You can post again in 1[12] s\./)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true)
  })

  it('tells a muted player for how long, without a send box', async () => {
    signIn()
    const inTwentyMinutes = new Date(Date.now() + 20 * 60_000 - 1000).toISOString()
    fakeApi({
      'GET /sports/api/v1/chat/rooms/en': { data: roomOfMessages([]) },
      'GET /sports/api/v1/chat/rooms/en/standing': {
        data: { ...STANDING, can_post: false, muted_until: inTwentyMinutes },
      },
    })
    renderWithStore(<ChatPage />)
    expect(await screen.findByText('You are muted in the chat for 20 more minutes.')).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull()
  })
})

describe('the room’s messages', () => {
  it('are held once each in posting order', () => {
    expect(
      mergeRoomMessages([messageOf(3, 'c'), messageOf(1, 'a')], [messageOf(2, 'b'), messageOf(3, 'c')]),
    ).toEqual([messageOf(1, 'a'), messageOf(2, 'b'), messageOf(3, 'c')])
    expect(ROOM_MESSAGES_KEPT).toBeGreaterThan(0)
  })

  it('are the room of the interface language, English for any other', () => {
    expect(roomOf('pt-BR')).toBe('pt-BR')
    expect(roomOf('fr')).toBe('en')
  })

  it('count down in mm:ss', () => {
    expect(formatCountdown(42)).toBe('0:42')
    expect(formatCountdown(75)).toBe('1:15')
    expect(formatCountdown(0.2)).toBe('0:01')
  })
})
