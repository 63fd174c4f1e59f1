import type { ModeratedRoom, ModeratedRoomMessage } from '@app/contract'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startSession } from '../../shared/operator-session'
import { deskAgent, fakeOperatorApi } from '../../testing/fake-operator-api'
import { type FakeWebSocket, stubWebSocket } from '../../testing/fake-web-socket'
import { renderBackoffice } from '../../testing/render-backoffice'

const message = (overrides: Partial<ModeratedRoomMessage>): ModeratedRoomMessage => ({
  id: 90,
  room: 'es',
  user_id: 31,
  nickname: 'lucky_ana',
  body: '¡Hola a todos!',
  created_at: '2026-05-01T11:00:00Z',
  deleted_at: null,
  muted_until: null,
  banned: false,
  ...overrides,
})
const ROOM: ModeratedRoom = {
  room: 'es',
  slow_mode_seconds: 0,
  messages: [
    message({}),
    message({
      id: 91,
      user_id: 44,
      nickname: 'bob',
      body: 'Visita mi sitio',
      created_at: '2026-05-01T11:01:00Z',
    }),
    message({ id: 92, user_id: 44, nickname: 'bob', body: 'spam', deleted_at: '2026-05-01T11:03:00Z' }),
  ],
}

function serveModeration() {
  return fakeOperatorApi({
    'GET /support/me': () => deskAgent(),
    'GET /chat/rooms/es': () => ROOM,
    'POST /chat/messages/91/delete': () => null,
    'POST /chat/sanctions': () => null,
    'PUT /chat/rooms/es': () => null,
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

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr')
  if (!row) throw new Error(`No row holds "${text}"`)
  return row
}

describe('public chat moderation', () => {
  it("shows the picked room's messages, deleted ones struck through, and joins the room's live events", async () => {
    serveModeration()
    await renderBackoffice('/chat?room=es')
    await screen.findByText('Visita mi sitio')

    const deleted = rowOf('spam')
    expect(within(deleted).getByText('spam').tagName).toBe('DEL')
    expect(within(deleted).queryByRole('button', { name: /Delete/ })).toBeNull()
    expect((screen.getByLabelText('Room') as HTMLSelectElement).value).toBe('es')

    const socket = sockets.latest()
    socket.open()
    expect(socket.sent).toContainEqual({ type: 'joinRoom', room: 'es' })
  })

  it('deletes a message with the reason given and strikes it through', async () => {
    const api = serveModeration()
    await renderBackoffice('/chat?room=es')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Delete the message of bob' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete the message of bob' })
    await user.type(
      within(dialog).getByLabelText('Reason (kept in the audit log)'),
      'Advertising another site',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Delete the message' }))

    await waitFor(() =>
      expect(api.callsTo('POST /chat/messages/91/delete')[0]?.body).toEqual({
        reason: 'Advertising another site',
      }),
    )
    await waitFor(() =>
      expect(within(rowOf('Visita mi sitio')).getByText('Visita mi sitio').tagName).toBe('DEL'),
    )
    expect(screen.getByText('The message of bob was deleted.').getAttribute('role')).toBe('status')
  })

  it('mutes a player for the minutes and reason given, and shows until when', async () => {
    const api = serveModeration()
    await renderBackoffice('/chat?room=es')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Mute lucky_ana' }))
    const dialog = screen.getByRole('dialog', { name: 'Mute lucky_ana' })
    const minutes = within(dialog).getByLabelText('Minutes')
    await user.clear(minutes)
    await user.type(minutes, '15')
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Flooding the room')
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }))

    await waitFor(() =>
      expect(api.callsTo('POST /chat/sanctions')[0]?.body).toEqual({
        user_id: 31,
        kind: 'mute',
        minutes: 15,
        reason: 'Flooding the room',
      }),
    )
    await waitFor(() => expect(rowOf('¡Hola a todos!').textContent).toContain('Muted until'))
    expect(
      within(rowOf('¡Hola a todos!')).getByRole('button', { name: 'Lift the mute or ban of lucky_ana' }),
    ).toBeTruthy()
  })

  it('sets the slow mode with its reason', async () => {
    const api = serveModeration()
    await renderBackoffice('/chat?room=es')
    const user = userEvent.setup()
    const seconds = await screen.findByLabelText('Seconds between posts')
    await user.clear(seconds)
    await user.type(seconds, '10')
    await user.type(
      screen.getAllByLabelText('Reason (kept in the audit log)')[0] as HTMLElement,
      'Busy match night',
    )
    await user.click(screen.getByRole('button', { name: 'Save slow mode' }))

    await waitFor(() =>
      expect(api.callsTo('PUT /chat/rooms/es')[0]?.body).toEqual({
        slow_mode_seconds: 10,
        reason: 'Busy match night',
      }),
    )
    expect(await screen.findAllByText('Slow mode: 10 s between posts.')).not.toHaveLength(0)
  })
})
