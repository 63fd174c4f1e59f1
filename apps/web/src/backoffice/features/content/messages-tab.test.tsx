import type { OperatorPrivateMessage } from '@app/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type OperatorCall, Refusal } from '../../testing/fake-operator-api'
import { renderBackoffice } from '../../testing/render-backoffice'
import { fill, openEditor, rowOf, serveContent, signInContentOperatorForEachTest } from './content-testing'
import { localInputValue } from './publish-window'

const HOUR = 3_600_000

const message = (overrides: Partial<OperatorPrivateMessage>): OperatorPrivateMessage => ({
  id: 7,
  user_id: null,
  audience: { kind: 'vip', min_level: 2 },
  brand: null,
  title: { en: 'Cashback week' },
  body: { en: 'Ten percent back on losses.' },
  publish_at: '2026-05-01T08:00:00Z',
  expires_at: null,
  state: 'sent',
  recipients: 318,
  created_by: 5,
  created_at: '2026-05-01T08:00:00Z',
  updated_at: '2026-05-01T08:00:00Z',
  ...overrides,
})

function serveMessages(handlers: Record<string, (call: OperatorCall) => unknown> = {}) {
  return serveContent({
    'GET /messages': () => ({
      total: 2,
      list: [
        message({}),
        message({
          id: 8,
          user_id: 31,
          audience: { kind: 'player', user_id: 31 },
          title: { en: 'About your withdrawal' },
          state: 'scheduled',
          recipients: null,
        }),
      ],
    }),
    'GET /messages/recipients': () => ({ recipients: 1284 }),
    'POST /messages': (call) => {
      const body = call.body as { publish_at?: string }
      return message({ id: 9, ...(call.body as object), state: body.publish_at ? 'scheduled' : 'sent' })
    },
    ...handlers,
  })
}

signInContentOperatorForEachTest()

const openNewMessage = (user: ReturnType<typeof userEvent.setup>) =>
  openEditor(user, '/content/messages', 'Cashback week', 'New message')

describe('private messages', () => {
  it('lists each message with its audience, how many it reached and whether it went out', async () => {
    serveMessages()
    await renderBackoffice('/content/messages')
    await screen.findByText('Cashback week')
    const segment = within(rowOf('Cashback week'))
    expect(segment.getByText('VIP level 2 and above')).toBeTruthy()
    expect(segment.getByText('318')).toBeTruthy()
    expect(segment.getByText('Sent')).toBeTruthy()
    const one = within(rowOf('About your withdrawal'))
    expect(one.getByText('Player #31')).toBeTruthy()
    expect(one.getByText('Scheduled')).toBeTruthy()
  })

  it('counts a segment before sending, and sends to it', async () => {
    const api = serveMessages()
    const user = userEvent.setup()
    const dialog = await openNewMessage(user)
    await user.selectOptions(dialog.getByLabelText('Send to'), 'vip')
    expect(dialog.getByRole('button', { name: 'Count recipients' }).hasAttribute('disabled')).toBe(true)
    await user.type(dialog.getByLabelText('Lowest VIP level'), '3')
    await user.click(dialog.getByRole('button', { name: 'Count recipients' }))
    expect(await dialog.findByText('Reaches 1,284 players now.')).toBeTruthy()
    const [counted] = api.callsTo('GET /messages/recipients')
    expect(Object.fromEntries(counted?.query ?? [])).toEqual({ kind: 'vip', min_level: '3' })

    // Another audience needs its own count.
    await user.clear(dialog.getByLabelText('Lowest VIP level'))
    await user.type(dialog.getByLabelText('Lowest VIP level'), '4')
    expect(dialog.queryByText('Reaches 1,284 players now.')).toBeNull()

    await fill(user, dialog.getByLabelText('Title in English'), 'Gold week')
    await fill(user, dialog.getByLabelText('Text in English'), 'Double points.')
    const preview = dialog.getByText('Gold week', { selector: '.bo-preview-title' })
    expect(preview).toBeTruthy()
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Sent.')).toBeTruthy()
    expect(api.callsTo('POST /messages')[0]?.body).toEqual({
      audience: { kind: 'vip', min_level: 4 },
      brand: null,
      title: { en: 'Gold week' },
      body: { en: 'Double points.' },
      expires_at: null,
    })
  })

  it('schedules a message for its send time', async () => {
    const api = serveMessages()
    const user = userEvent.setup()
    const dialog = await openNewMessage(user)
    await user.type(dialog.getByLabelText('Player ID'), '31')
    await fill(user, dialog.getByLabelText('Title in English'), 'Your bonus is ready')
    await fill(user, dialog.getByLabelText('Text in English'), 'Open the wallet to claim it.')
    const sendAt = new Date(Date.now() + 2 * HOUR)
    sendAt.setSeconds(0, 0)
    fireEvent.change(dialog.getByLabelText('Send at'), {
      target: { value: localInputValue(sendAt.toISOString()) },
    })
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(/^Scheduled for /)).toBeTruthy()
    expect(api.callsTo('POST /messages')[0]?.body).toMatchObject({
      audience: { kind: 'player', user_id: 31 },
      publish_at: sendAt.toISOString(),
    })
  })

  it('asks for the missing player before sending, and shows a refusal of the audience translated', async () => {
    const api = serveMessages({
      'POST /messages': () => new Refusal(404, 'UNKNOWN_PLAYER', { field: 'user_id' }),
    })
    const user = userEvent.setup()
    const dialog = await openNewMessage(user)
    await user.type(dialog.getByLabelText('Title in English'), 'Hello')
    await user.type(dialog.getByLabelText('Text in English'), 'Text')
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    expect(dialog.getByText('Fill this in to choose the recipients.')).toBeTruthy()
    expect(api.callsTo('POST /messages')).toHaveLength(0)

    await user.type(dialog.getByLabelText('Player ID'), '999')
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'This player does not exist. Field: Player ID.',
    )
    await waitFor(() => expect(dialog.getByLabelText('Player ID').getAttribute('aria-invalid')).toBe('true'))
  })

  it('edits a message’s texts but not its audience', async () => {
    const api = serveMessages({ 'PUT /messages/7': (call) => message({ ...(call.body as object) }) })
    const user = userEvent.setup()
    const dialog = await openEditor(user, '/content/messages', 'Cashback week', 'Edit message 7')
    expect(dialog.queryByLabelText('Send to')).toBeNull()
    expect(dialog.getByText('VIP level 2 and above')).toBeTruthy()
    await user.clear(dialog.getByLabelText('Title in English'))
    await fill(user, dialog.getByLabelText('Title in English'), 'Cashback weekend')
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    await screen.findByText('Sent.')
    expect(api.callsTo('PUT /messages/7')[0]?.body).toEqual({
      brand: null,
      title: { en: 'Cashback weekend' },
      body: { en: 'Ten percent back on losses.' },
      publish_at: '2026-05-01T08:00:00Z',
      expires_at: null,
    })
  })
})
