import type { OperatorBanner, OperatorFooter, OperatorPromotion, OperatorSlide } from '@app/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderBackoffice } from '../../testing/render-backoffice'
import { fill, openEditor, serveContent, signInContentOperatorForEachTest } from './content-testing'

const STAMPS = {
  publish_at: '2026-05-01T08:00:00Z',
  expires_at: null,
  created_at: '2026-05-01T08:00:00Z',
  updated_at: '2026-05-01T08:00:00Z',
}

const banner: OperatorBanner = {
  id: 2,
  brand: null,
  kind: 1,
  src: '/art/promotions/welcome-bonus.svg',
  alt: { en: 'Welcome bonus' },
  url: '/promotions/1',
  sort: 1,
  ...STAMPS,
}
const slide: OperatorSlide = {
  id: 4,
  brand: null,
  pic: '/art/slides/mark-six.svg',
  name: { en: 'Mark Six every night', ja: '毎晩マークシックス' },
  url: '/lottery/mark-six',
  sort: 0,
  ...STAMPS,
}
const footer = (overrides: Partial<OperatorFooter>): OperatorFooter => ({
  id: 1,
  brand: 'WIN365',
  footer: { en: 'WIN365 is licensed. 18+ only.', zh: 'WIN365 持有牌照。仅限 18 岁以上。' },
  publish_at: '2026-05-01T08:00:00Z',
  state: 'live',
  created_at: '2026-05-01T08:00:00Z',
  updated_at: '2026-05-01T08:00:00Z',
  ...overrides,
})

signInContentOperatorForEachTest()

describe('banners and the carousel', () => {
  it('previews a banner as the kind it is, and saves its kind, picture and link', async () => {
    const api = serveContent({
      'GET /banners': () => ({ total: 1, list: [banner] }),
      'GET /slides': () => ({ total: 1, list: [slide] }),
      'POST /banners': (call) => ({ ...banner, id: 3, ...(call.body as object) }),
    })
    const user = userEvent.setup()
    const dialog = await openEditor(user, '/content/banners', 'Welcome bonus', 'New banner')
    await fill(user, dialog.getByLabelText('Banner text in English'), 'Get the app')
    // Pasted, as an operator copies a path: one event where typing is one per character.
    await user.click(dialog.getByLabelText('Picture'))
    await user.paste('/art/banners/download-app.svg')
    await user.click(dialog.getByLabelText('Link'))
    await user.paste('/under-construction')
    expect(dialog.getByRole('region', { name: 'Promotion images' })).toBeTruthy()
    await user.selectOptions(dialog.getByLabelText('Kind'), '0')
    const download = dialog.getByRole('complementary', { name: 'Download banner' })
    expect(within(download).getByText('Get the app')).toBeTruthy()
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved. Players see it inside its window.')
    expect(api.callsTo('POST /banners')[0]?.body).toMatchObject({
      kind: 0,
      src: '/art/banners/download-app.svg',
      url: '/under-construction',
      alt: { en: 'Get the app' },
    })
  })

  it("previews a slide's caption in the language being written, falling back to English", async () => {
    serveContent({
      'GET /banners': () => ({ total: 1, list: [banner] }),
      'GET /slides': () => ({ total: 1, list: [slide] }),
    })
    const user = userEvent.setup()
    await renderBackoffice('/content/banners')
    await user.click(await screen.findByRole('button', { name: 'Edit slide 4' }))
    const dialog = within(await screen.findByRole('dialog'))
    const carousel = () => within(dialog.getByRole('region', { name: 'Home carousel' }))
    expect(carousel().getByText('Mark Six every night')).toBeTruthy()
    await user.click(dialog.getByRole('tab', { name: /Japanese/ }))
    expect(carousel().getByText('毎晩マークシックス')).toBeTruthy()
    await user.click(dialog.getByRole('tab', { name: /Korean/ }))
    expect(carousel().getByText('Mark Six every night')).toBeTruthy()
  })
})

describe('promotions', () => {
  it('previews the card and the offer, and saves the period with the texts', async () => {
    const promotion: OperatorPromotion = {
      id: 5,
      key: 'welcome-bonus',
      brand: null,
      image_url: '/art/promotions/welcome-bonus.svg',
      title: { en: 'Welcome bonus' },
      body: { en: 'Your first deposit doubled.' },
      terms: { en: 'One per player.' },
      starts_at: '2026-05-01T08:00:00Z',
      ends_at: null,
      sort: 0,
      ...STAMPS,
    }
    const api = serveContent({
      'GET /promotions': () => ({ total: 1, list: [promotion] }),
      'PUT /promotions/5': (call) => ({ ...promotion, ...(call.body as object) }),
    })
    const user = userEvent.setup()
    await renderBackoffice('/content/promotions')
    await user.click(await screen.findByRole('button', { name: 'Edit promotion welcome-bonus' }))
    const dialog = within(await screen.findByRole('dialog'))
    expect(dialog.getByText('Welcome bonus', { selector: '.promotion-card-title' })).toBeTruthy()
    expect(dialog.getByText('One per player.', { selector: '.plain-text p' })).toBeTruthy()
    await fill(user, dialog.getByLabelText('Terms in English'), ' Wagering 10x.')
    expect(dialog.getByText('One per player. Wagering 10x.', { selector: '.plain-text p' })).toBeTruthy()
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved. Players see it inside its window.')
    expect(api.callsTo('PUT /promotions/5')[0]?.body).toMatchObject({
      key: 'welcome-bonus',
      starts_at: '2026-05-01T08:00:00Z',
      ends_at: null,
      terms: { en: 'One per player. Wagering 10x.' },
    })
  })
})

describe('the footer', () => {
  it("starts a new version from the brand's live text and saves it for that brand", async () => {
    const api = serveContent({
      'GET /footers': () => ({
        total: 2,
        list: [
          footer({
            id: 2,
            publish_at: '2026-06-01T00:00:00Z',
            state: 'scheduled',
            footer: { en: 'Next text' },
          }),
          footer({}),
        ],
      }),
      'POST /footers': (call) => footer({ id: 3, ...(call.body as object), state: 'scheduled' }),
    })
    const user = userEvent.setup()
    await renderBackoffice('/content/footer')
    await screen.findByText('Next text')
    expect(screen.getByText('Live')).toBeTruthy()
    expect(screen.getByText('Scheduled')).toBeTruthy()
    await user.selectOptions(screen.getByLabelText('Brand'), 'WIN365')
    await user.click(screen.getByRole('button', { name: 'New version' }))
    const dialog = within(await screen.findByRole('dialog'))
    const english = dialog.getByLabelText('Footer text in English') as HTMLTextAreaElement
    expect(english.value).toBe('WIN365 is licensed. 18+ only.')
    await fill(user, english, ' Licence 42.')
    expect(
      dialog.getByText('WIN365 is licensed. 18+ only. Licence 42.', { selector: '.footer-legal' }),
    ).toBeTruthy()
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved. Players see it inside its window.')
    expect(api.callsTo('POST /footers')[0]?.body).toMatchObject({
      brand: 'WIN365',
      footer: { en: 'WIN365 is licensed. 18+ only. Licence 42.', zh: 'WIN365 持有牌照。仅限 18 岁以上。' },
    })
  })
})
