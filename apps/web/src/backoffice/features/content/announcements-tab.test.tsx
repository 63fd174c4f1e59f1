import type { OperatorContentEntry, OperatorMarqueeNotice, OperatorMarqueeNoticePage } from '@app/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type OperatorCall, Refusal } from '../../testing/fake-operator-api'
import { renderBackoffice } from '../../testing/render-backoffice'
import { fill, openEditor, rowOf, serveContent, signInContentOperatorForEachTest } from './content-testing'

const DAY = 86_400_000
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

const notice = (overrides: Partial<OperatorMarqueeNotice>): OperatorMarqueeNotice => ({
  id: 3,
  brand: null,
  content: { en: 'Welcome! Deposit USDT today.', zh: '欢迎！今天就充值 USDT。' },
  sort: 0,
  publish_at: iso(-DAY),
  expires_at: null,
  created_at: iso(-DAY),
  updated_at: iso(-DAY),
  ...overrides,
})

/** The marquee's answers: 45 lines in all, the page asked for being these two. */
function serveMarquee(handlers: Record<string, (call: OperatorCall) => unknown> = {}) {
  const page: OperatorMarqueeNoticePage = {
    total: 45,
    list: [
      notice({}),
      notice({
        id: 9,
        brand: 'GX',
        content: { en: 'Maintenance on Sunday' },
        publish_at: iso(DAY),
        expires_at: iso(2 * DAY),
      }),
    ],
  }
  return serveContent({
    'GET /marquee': () => page,
    'POST /marquee': (call) => notice({ id: 12, ...(call.body as object) }),
    ...handlers,
  })
}

signInContentOperatorForEachTest()

describe('the marquee list', () => {
  it('shows each line with its brand and whether players see it now, paged on the server', async () => {
    const api = serveMarquee()
    const user = userEvent.setup()
    await renderBackoffice('/content/announcements')
    await screen.findByText('Welcome! Deposit USDT today.')
    expect(within(rowOf('Welcome! Deposit USDT today.')).getByText('Live')).toBeTruthy()
    expect(within(rowOf('Welcome! Deposit USDT today.')).getByText('Every brand')).toBeTruthy()
    expect(
      within(rowOf('Welcome! Deposit USDT today.')).getByText('Written in 2 of 11 languages'),
    ).toBeTruthy()
    expect(within(rowOf('Maintenance on Sunday')).getByText('Scheduled')).toBeTruthy()
    expect(within(rowOf('Maintenance on Sunday')).getByText('GX')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: /Next/ }))
    await waitFor(() => expect(api.callsTo('GET /marquee')).toHaveLength(2))
    expect(api.callsTo('GET /marquee')[1]?.query.get('start')).toBe('20')
    await user.selectOptions(screen.getByLabelText('Brand'), 'GX')
    await waitFor(() => expect(api.callsTo('GET /marquee').at(-1)?.query.get('brand')).toBe('GX'))
    expect(api.callsTo('GET /marquee').at(-1)?.query.get('start')).toBe('0')
  })
})

describe('the marquee editor', () => {
  it('writes a language at a time, previews what a player of that language sees, and saves every language', async () => {
    const api = serveMarquee()
    const user = userEvent.setup()
    const dialog = await openEditor(
      user,
      '/content/announcements',
      'Welcome! Deposit USDT today.',
      'New marquee line',
    )

    await fill(user, dialog.getByLabelText('Text in English'), 'Cup final tonight')
    const preview = () => dialog.getByRole('region', { name: 'Announcement marquee' })
    expect(within(preview()).getByText('Cup final tonight')).toBeTruthy()

    // Chinese has no text yet: its players would read the English line.
    await user.click(dialog.getByRole('tab', { name: /Chinese.*empty/ }))
    expect(within(preview()).getByText('Cup final tonight')).toBeTruthy()
    await user.type(dialog.getByLabelText('Text in Chinese'), '今晚杯赛决赛')
    expect(within(preview()).getByText('今晚杯赛决赛')).toBeTruthy()
    expect(dialog.getByRole('tab', { name: /Chinese.*written/ })).toBeTruthy()

    await user.selectOptions(dialog.getByLabelText('Brand'), 'WIN365')
    await user.click(dialog.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Saved. Players see it inside its window.')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    const saved = api.callsTo('POST /marquee')[0]?.body as { content: object; publish_at: string } | undefined
    expect(saved).toMatchObject({
      brand: 'WIN365',
      content: { en: 'Cup final tonight', zh: '今晚杯赛决赛' },
      sort: 0,
      expires_at: null,
    })
    // Only the languages written go to the server; the others fall back to English when read.
    expect(Object.keys(saved?.content ?? {}).sort()).toEqual(['en', 'zh'])
    expect(Date.parse(saved?.publish_at ?? '')).toBeLessThanOrEqual(Date.now())
    await waitFor(() => expect(api.callsTo('GET /marquee')).toHaveLength(2))
  })

  it("shows the server's refusal translated, pointing at the field at fault, and keeps what was typed", async () => {
    serveMarquee({
      'POST /marquee': () => new Refusal(400, 'VALIDATION_FAILED', { field: 'expires_at' }),
    })
    const user = userEvent.setup()
    const dialog = await openEditor(
      user,
      '/content/announcements',
      'Welcome! Deposit USDT today.',
      'New marquee line',
    )
    await user.type(dialog.getByLabelText('Text in English'), 'Too late')
    await user.click(dialog.getByRole('button', { name: 'Save' }))

    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Some of the information sent is not valid. Field: Shown until.',
    )
    expect(dialog.getByLabelText('Shown until').getAttribute('aria-invalid')).toBe('true')
    expect(dialog.getByLabelText('Shown from').getAttribute('aria-invalid')).toBeNull()
    expect((dialog.getByLabelText('Text in English') as HTMLInputElement).value).toBe('Too late')
  })

  it('opens a line with its texts and saves it in place', async () => {
    const api = serveMarquee({ 'PUT /marquee/3': (call) => notice({ ...(call.body as object) }) })
    const user = userEvent.setup()
    const dialog = await openEditor(
      user,
      '/content/announcements',
      'Welcome! Deposit USDT today.',
      'Edit marquee line 3',
    )
    await user.click(dialog.getByRole('tab', { name: /Chinese/ }))
    expect((dialog.getByLabelText('Text in Chinese') as HTMLInputElement).value).toBe(
      '欢迎！今天就充值 USDT。',
    )
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved. Players see it inside its window.')
    expect(api.callsTo('PUT /marquee/3')[0]?.body).toMatchObject({
      content: { en: 'Welcome! Deposit USDT today.', zh: '欢迎！今天就充值 USDT。' },
    })
  })
})

describe('the announcements page', () => {
  it('makes a new announcement’s key from its English title and previews its text as the page shows it', async () => {
    const entry: OperatorContentEntry = {
      id: 40,
      kind: 'announcement',
      key: 'cricket-is-here',
      brand: null,
      category: null,
      title: { en: 'Cricket betting is open' },
      body: { en: 'Bet on every match.' },
      sort: 0,
      publish_at: iso(-DAY),
      expires_at: null,
      created_at: iso(-DAY),
      updated_at: iso(-DAY),
    }
    const api = serveContent({
      'GET /content/announcement': () => ({ total: 1, list: [entry] }),
      'POST /content/announcement': (call) => ({ ...entry, id: 41, ...(call.body as object) }),
    })
    const user = userEvent.setup()
    const dialog = await openEditor(
      user,
      '/content/announcements?place=page',
      'Cricket betting is open',
      'New announcement',
    )
    await fill(user, dialog.getByLabelText('Title in English'), 'Cup final: boosted odds!')
    await fill(user, dialog.getByLabelText('Text in English'), '## Tonight\n\nOdds up on every market.')
    expect((dialog.getByLabelText('Key') as HTMLInputElement).value).toBe('cup-final-boosted-odds')
    const frame = dialog.getByText('Cup final: boosted odds!', { selector: '.bo-preview-title' })
    expect(frame).toBeTruthy()
    expect(dialog.getByRole('heading', { name: 'Tonight' })).toBeTruthy()
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved. Players see it inside its window.')
    expect(api.callsTo('POST /content/announcement')[0]?.body).toMatchObject({
      key: 'cup-final-boosted-odds',
      title: { en: 'Cup final: boosted odds!' },
      body: { en: '## Tonight\n\nOdds up on every market.' },
    })
  })
})
