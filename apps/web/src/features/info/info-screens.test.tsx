import type { Announcement, FaqEntry, HelpArticle, LegalPage, Promotion } from '@app/contract'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../shared/storage/storage-keys'
import { fakeApi, renderWithStore } from '../wallet/wallet-test-support'
import { InfoScreen } from './info'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

/** The content screen at a path, as the route table mounts it. */
function renderScreen(path: string) {
  return renderWithStore(
    <Routes>
      {['announcements/:id?', 'promotions/:id?', 'agreement', 'help/:key?', 'faq', 'legal/:key?'].map(
        (route) => (
          <Route key={route} path={route} element={<InfoScreen />} />
        ),
      )}
    </Routes>,
    { path },
  )
}

const announcement = (id: number, title: string): Announcement => ({
  id,
  key: `news-${id}`,
  title,
  content: `## Heading\n\nFirst paragraph of ${title}.\n\nSecond paragraph.`,
  publish_at: '2026-03-01T10:00:00Z',
  expires_at: null,
})

describe('announcements', () => {
  it('mark the ones not opened on this device, and remember an opened one', async () => {
    localStorage.setItem(STORAGE_KEYS.readAnnouncements, JSON.stringify([2]))
    fakeApi({
      'GET /sports/api/v1/notice/public': {
        data: { list: [announcement(1, 'Cricket is here'), announcement(2, 'Maintenance')], total: 2 },
      },
      'GET /sports/api/v1/notice/public/1': { data: announcement(1, 'Cricket is here') },
    })
    renderScreen('/announcements')
    const unread = await screen.findByRole('link', { name: /Cricket is here/ })
    expect(unread.closest('li')?.className).toContain('info-row-unread')
    expect(within(unread).getByText('New')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Maintenance/ }).closest('li')?.className).not.toContain('unread')
    expect(screen.getByTestId('announcements-unread').textContent).toBe('1 unread')
    // The summary is the first paragraph, not the heading.
    expect(within(unread).getByText('First paragraph of Cricket is here.')).toBeTruthy()

    await userEvent.click(unread)
    expect(await screen.findByRole('heading', { level: 1, name: 'Cricket is here' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Heading' })).toBeTruthy()
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.readAnnouncements) ?? '[]')).toEqual([2, 1])
  })

  it('mark every one read at once', async () => {
    fakeApi({
      'GET /sports/api/v1/notice/public': {
        data: { list: [announcement(1, 'One'), announcement(2, 'Two')], total: 2 },
      },
    })
    renderScreen('/announcements')
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }))
    expect(screen.queryByTestId('announcements-unread')).toBeNull()
    expect(document.querySelectorAll('.info-row-unread')).toHaveLength(0)
  })

  it('show the spec’s empty text', async () => {
    fakeApi({ 'GET /sports/api/v1/notice/public': { data: { list: [], total: 0 } } })
    renderScreen('/announcements')
    expect(await screen.findByText('No announcements')).toBeTruthy()
  })

  it('show the spec’s error text with a retry that loads them', async () => {
    let fails = true
    fakeApi({
      'GET /sports/api/v1/notice/public': () =>
        fails ? { status: 404, msg: 'NOT_FOUND' } : { data: { list: [announcement(1, 'Back')], total: 1 } },
    })
    renderScreen('/announcements')
    expect(await screen.findByText('The announcements could not be loaded.')).toBeTruthy()
    fails = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: /Back/ })).toBeTruthy()
  })
})

const promotion: Promotion = {
  id: 7,
  key: 'welcome-bonus',
  image_url: '/art/promotions/welcome-bonus.svg',
  title: 'Welcome bonus',
  starts_at: '2026-03-01T00:00:00Z',
  ends_at: null,
  state: 'running',
  body: 'We match your first deposit.',
  terms: '## Wagering\n\nEight times within 30 days.',
}

describe('promotions', () => {
  it('list as cards that open their page with the offer and its terms', async () => {
    fakeApi({
      'GET /sports/api/v1/promotions': { data: { list: [promotion], total: 1 } },
      'GET /sports/api/v1/promotions/7': { data: promotion },
    })
    const { store } = renderScreen('/promotions')
    await userEvent.click(await screen.findByRole('link', { name: /Welcome bonus/ }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus' })).toBeTruthy()
    expect(screen.getByText('Running now')).toBeTruthy()
    expect(screen.getByText(/^From /)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeTruthy()
    expect(screen.getByText('Eight times within 30 days.')).toBeTruthy()
    // A guest joins by registering.
    await userEvent.click(screen.getByRole('button', { name: 'Register to join' }))
    expect(store.getState().ui.openedModal).toBe('register')
  })

  it('say so when a promotion is no longer shown', async () => {
    fakeApi({ 'GET /sports/api/v1/promotions/99': { status: 404, msg: 'NOT_FOUND' } })
    renderScreen('/promotions/99')
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})

const article = (key: string, category: string, title: string): HelpArticle => ({
  id: key.length,
  key,
  category,
  title,
  body: `How to ${title.toLowerCase()}.`,
  updated_at: '2026-03-01T00:00:00Z',
})

describe('the help centre', () => {
  it('searches as the player types, filters by topic and says when nothing matches', async () => {
    const calls = fakeApi({
      'GET /sports/api/v1/help': (call) =>
        call.query.get('q') === 'zzz'
          ? { data: [] }
          : {
              data: [
                article('deposit-usdt', 'wallet', 'Deposit USDT'),
                article('parlays', 'sports', 'Build a parlay'),
              ],
            },
      'GET /sports/api/v1/customer_service': {
        data: [{ id: 1, kind: 'live_chat', name: 'Live chat', url: '?support=true', hours: '24/7' }],
      },
    })
    renderScreen('/help')
    expect(await screen.findByRole('link', { name: /Deposit USDT/ })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open live support' }).getAttribute('href')).toBe(
      '/help?support=true',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Sports' }))
    expect(screen.queryByRole('link', { name: /Deposit USDT/ })).toBeNull()
    expect(screen.getByRole('link', { name: /Build a parlay/ })).toBeTruthy()

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'zzz')
    expect(await screen.findByText(/Nothing matches “zzz”/)).toBeTruthy()
    expect(calls.some((call) => call.path === '/sports/api/v1/help' && call.query.get('q') === 'zzz')).toBe(
      true,
    )
    // Each keystroke does not ask the server: the search waits for the typing to pause.
    expect(calls.filter((call) => call.query.get('q') === 'z')).toHaveLength(0)
  })
})

describe('the FAQ', () => {
  it('opens an answer in place', async () => {
    const entry: FaqEntry = {
      id: 1,
      key: 'min',
      category: 'wallet',
      question: 'What is the minimum?',
      answer: '100.',
    }
    fakeApi({ 'GET /sports/api/v1/faq': { data: [entry] } })
    renderScreen('/faq')
    const question = await screen.findByText('What is the minimum?')
    const details = question.closest('details')
    expect(details?.open).toBe(false)
    await userEvent.click(question)
    expect(details?.open).toBe(true)
    expect(screen.getByText('100.')).toBeTruthy()
  })
})

const legal = (key: string, title: string): LegalPage => ({
  key,
  title,
  body: `## ${title}\n\nThe text of ${key}.`,
  updated_at: '2026-02-01T00:00:00Z',
})

describe('legal pages', () => {
  it('show a page beside the list of every legal page, the current one marked', async () => {
    fakeApi({ 'GET /sports/api/v1/legal/privacy': { data: legal('privacy', 'Privacy policy') } })
    renderScreen('/legal/privacy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Legal information' })
    expect(within(nav).getAllByRole('link')).toHaveLength(6)
    expect(within(nav).getByRole('link', { name: 'Privacy policy' }).getAttribute('aria-current')).toBe(
      'page',
    )
  })

  it('show the terms as the registration’s agreement', async () => {
    const calls = fakeApi({
      'GET /sports/api/v1/legal/terms': { data: legal('terms', 'Terms and conditions') },
    })
    renderScreen('/agreement')
    expect(await screen.findByText('The text of terms.')).toBeTruthy()
    expect(calls.map((call) => call.path)).toContain('/sports/api/v1/legal/terms')
  })

  it('lead from the self-exclusion policy to the player’s limits and breaks', async () => {
    fakeApi({
      'GET /sports/api/v1/legal/self-exclusion': { data: legal('self-exclusion', 'Self-exclusion') },
    })
    renderScreen('/legal/self-exclusion')
    const article = await screen.findByRole('article')
    const link = within(article).getByRole('link', { name: 'Set limits or take a break' })
    expect(link.getAttribute('href')).toBe('/profile?section=responsiblePlay')
  })

  it('offer no such link on the other legal pages', async () => {
    fakeApi({ 'GET /sports/api/v1/legal/privacy': { data: legal('privacy', 'Privacy policy') } })
    renderScreen('/legal/privacy')
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })
    expect(screen.queryByRole('link', { name: 'Set limits or take a break' })).toBeNull()
  })

  it('say so for a key that is not a legal page, without asking the server', async () => {
    const calls = fakeApi({})
    renderScreen('/legal/cookies')
    expect(await screen.findByText('This page does not exist or is no longer shown.')).toBeTruthy()
    await waitFor(() => expect(calls).toHaveLength(0))
  })
})
