import type { PrivateMessage } from '@app/contract'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../shared/storage/storage-keys'
import { fakeApi, renderWithStore } from '../wallet/wallet-test-support'
import { handleMessagesEvent, isMessagesEvent } from './messages-events'
import { PrivateMessagesScreen } from './private-messages-page'
import { UnreadIndicator } from './unread-badge'

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, 'token')
  localStorage.setItem(STORAGE_KEYS.userId, '7')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

const message = (id: number, isRead: boolean, isBroadcast = false): PrivateMessage => ({
  id,
  title: `Message ${id}`,
  content: `Hello ${id}.\n\nMore text.`,
  is_broadcast: isBroadcast,
  is_read: isRead,
  sent_at: '2026-03-01T10:00:00Z',
  expires_at: null,
})

/** A fake inbox whose read state changes as the client marks messages read. */
function fakeInbox(messages: PrivateMessage[]) {
  const inbox = messages.map((entry) => ({ ...entry }))
  const unread = () => inbox.filter((entry) => !entry.is_read).length
  const calls = fakeApi({
    'GET /sports/api/v1/notice/private': () => ({
      data: { list: inbox, total: inbox.length, unread: unread() },
    }),
    'GET /sports/api/v1/notice/private/unread': () => ({ data: { unread: unread() } }),
    'PUT /sports/api/v1/notice/private/read': () => {
      const marked = unread()
      for (const entry of inbox) entry.is_read = true
      return { data: { marked, unread: 0 } }
    },
    ...Object.fromEntries(
      inbox.flatMap((entry) => [
        [`GET /sports/api/v1/notice/private/${entry.id}`, () => ({ data: entry })],
        [
          `PUT /sports/api/v1/notice/private/${entry.id}/read`,
          () => {
            entry.is_read = true
            return { data: { marked: 1, unread: unread() } }
          },
        ],
      ]),
    ),
  })
  return calls
}

function renderInbox(path = '/private-messages') {
  return renderWithStore(
    <>
      <UnreadIndicator />
      <Routes>
        <Route path="private-messages/:id?" element={<PrivateMessagesScreen />} />
      </Routes>
    </>,
    { path },
  )
}

describe('the inbox', () => {
  it('lists messages with their unread state and marks every one read', async () => {
    const calls = fakeInbox([message(3, false), message(2, false, true), message(1, true)])
    renderInbox()
    expect(await screen.findByTestId('messages-unread')).toHaveProperty('textContent', '2 unread messages')
    expect(await screen.findByRole('link', { name: 'Private messages: 2 unread' })).toBeTruthy()
    expect(document.querySelectorAll('.message-unread')).toHaveLength(2)
    expect(screen.getByText('To all players')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(document.querySelectorAll('.message-unread')).toHaveLength(0))
    expect(screen.getByTestId('messages-unread').textContent).toBe('Everything is read')
    expect(screen.queryByTestId('unread-badge')).toBeNull()
    expect(screen.getByRole('link', { name: 'Private messages' })).toBeTruthy()
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/sports/api/v1/notice/private/read',
    ])
  })

  it('opens a message and marks it read, and the badge follows', async () => {
    const calls = fakeInbox([message(3, false), message(1, false)])
    renderInbox('/private-messages/3')
    expect(await screen.findByRole('heading', { level: 1, name: 'Message 3' })).toBeTruthy()
    expect(screen.getByText('Hello 3.')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('1'))
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/sports/api/v1/notice/private/3/read',
    ])
  })

  it('shows the spec’s empty and error texts', async () => {
    fakeApi({
      'GET /sports/api/v1/notice/private': { data: { list: [], total: 0, unread: 0 } },
      'GET /sports/api/v1/notice/private/unread': { data: { unread: 0 } },
    })
    renderInbox()
    expect(await screen.findByText('No records')).toBeTruthy()
    cleanup()
    fakeApi({ 'GET /sports/api/v1/notice/private': { status: 404, msg: 'NOT_FOUND' } })
    renderInbox()
    expect(await screen.findByText('Your private messages could not be loaded.')).toBeTruthy()
  })
})

describe('the messages topic', () => {
  it('knows its two events and nothing else', () => {
    expect(isMessagesEvent({ type: 'unreadCount', unread: 3, message_id: 9 })).toBe(true)
    expect(isMessagesEvent({ type: 'broadcastMessage', message_id: 9 })).toBe(true)
    expect(isMessagesEvent({ type: 'unreadCount', unread: 'many', message_id: 9 })).toBe(false)
    expect(isMessagesEvent({ type: 'betSettled' })).toBe(false)
    expect(isMessagesEvent(null)).toBe(false)
  })

  it('moves the badge to the count a message to the player carries, without asking the server', async () => {
    const calls = fakeInbox([])
    const { store } = renderWithStore(<UnreadIndicator />)
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/unread'))).toHaveLength(1))
    expect(screen.queryByTestId('unread-badge')).toBeNull()
    handleMessagesEvent(store.dispatch, { type: 'unreadCount', unread: 4, message_id: 12 })
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('4')
    expect(screen.getByRole('link', { name: 'Private messages: 4 unread' })).toBeTruthy()
    expect(calls.filter((call) => call.path.endsWith('/unread'))).toHaveLength(1)
  })

  it('reads the count again when a message to every player arrives', async () => {
    const calls = fakeInbox([])
    const { store } = renderWithStore(<UnreadIndicator />)
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/unread'))).toHaveLength(1))
    handleMessagesEvent(store.dispatch, { type: 'broadcastMessage', message_id: 13 })
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/unread'))).toHaveLength(2))
  })

  it('shows "99+" for a large count', async () => {
    fakeApi({ 'GET /sports/api/v1/notice/private/unread': { data: { unread: 140 } } })
    renderWithStore(<UnreadIndicator variant="badge" />)
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('99+')
  })
})
