import { AD_KIND } from '@app/contract'
import { LANGUAGES, type Language } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { AD_TEXTS, BRAND_FOOTERS, MARQUEE_NOTICES, SLIDE_NAMES } from '../../db/seed/texts'
import { startTestApp, type TestApp } from '../../test/test-app'

type NoticeEntry = { id: number; content: string }
type SlideEntry = { id: number; pic: string; name: string; url: string }
type AdEntry = { id: number; kind: number; url: string; src: string; alt: string }

const SEEDED_SLIDES = [
  SLIDE_NAMES.worldFootball,
  SLIDE_NAMES.markSix,
  SLIDE_NAMES.racing,
  SLIDE_NAMES.liveCasino,
]
const SEEDED_ADS = [AD_TEXTS.downloadApp, AD_TEXTS.welcomeBonus, AD_TEXTS.dailyCheckIn]

// Each case: the rule, the Accept-Language header (none when undefined), the language the texts
// must be in, and the first notice's opening written out so the seed cannot agree with itself.
const LANGUAGE_CASES: [string, string | undefined, Language, string][] = [
  ['English when no language is asked for', undefined, 'en', 'Welcome!'],
  ['English when English is asked for', 'en', 'en', 'Welcome!'],
  ['Chinese for zh', 'zh', 'zh', '欢迎！'],
  ['Chinese for a regional tag with qualities', 'zh-CN,zh;q=0.9', 'zh', '欢迎！'],
  ['Brazilian Portuguese for pt-BR', 'pt-BR', 'pt-BR', 'Bem-vindo!'],
  ['Brazilian Portuguese for plain pt', 'pt', 'pt-BR', 'Bem-vindo!'],
  ['English for a language the product does not speak', 'fr', 'en', 'Welcome!'],
]

/** A window open since long ago, so a row inserted by hand shows at once. */
const SHOWN = { publish_at: new Date(0), expires_at: null, created_at: new Date(0), updated_at: new Date(0) }

let test: TestApp
beforeAll(async () => {
  test = await startTestApp()
})
afterAll(() => test.close())

async function getData<T>(app: TestApp, url: string, language?: string): Promise<T> {
  const response = await app.app.inject({
    url,
    headers: language === undefined ? {} : { 'accept-language': language },
  })
  expect(response.statusCode).toBe(200)
  const body = response.json()
  expect(body.code).toBe(0)
  expect(body.msg).toBe('')
  return body.data
}

/** Inserts a notice and removes it when the test ends, so tests never see each other's rows. */
async function insertNotice(app: TestApp, row: { brand: string | null; content: object; sort: number }) {
  const { id } = await app.database.db
    .insertInto('notices')
    .values({ ...row, ...SHOWN, content: JSON.stringify(row.content) })
    .returning('id')
    .executeTakeFirstOrThrow()
  onTestFinished(async () => {
    await app.database.db.deleteFrom('notices').where('id', '=', id).execute()
  })
  return id
}

async function insertSlide(app: TestApp, row: { brand: string | null; name: object; sort: number }) {
  const { id } = await app.database.db
    .insertInto('slides')
    .values({ ...row, ...SHOWN, pic: '/art/slides/extra.svg', url: '/extra', name: JSON.stringify(row.name) })
    .returning('id')
    .executeTakeFirstOrThrow()
  onTestFinished(async () => {
    await app.database.db.deleteFrom('slides').where('id', '=', id).execute()
  })
  return id
}

async function insertAd(
  app: TestApp,
  row: { brand: string | null; kind: number; src: string; sort: number },
) {
  const { id } = await app.database.db
    .insertInto('ads')
    .values({ ...row, ...SHOWN, url: '/promotions', alt: JSON.stringify({ en: row.src }) })
    .returning('id')
    .executeTakeFirstOrThrow()
  onTestFinished(async () => {
    await app.database.db.deleteFrom('ads').where('id', '=', id).execute()
  })
  return id
}

describe('GET /sports/api/v1/notice', () => {
  it.each(LANGUAGE_CASES)('gives the marquee in %s', async (_rule, header, language, opening) => {
    const notices = await getData<NoticeEntry[]>(test, '/sports/api/v1/notice', header)
    expect(notices.map((notice) => notice.content)).toEqual(MARQUEE_NOTICES.map((text) => text[language]))
    expect(notices[0]?.content.startsWith(opening)).toBe(true)
  })

  it('gives each notice only its id and content', async () => {
    const notices = await getData<NoticeEntry[]>(test, '/sports/api/v1/notice')
    for (const notice of notices) {
      expect(notice).toEqual({ id: expect.any(Number), content: expect.any(String) })
    }
  })

  it("shows a notice in English when it has no text in the caller's language", async () => {
    await insertNotice(test, { brand: null, content: { en: 'Maintenance tonight', zh: '' }, sort: 100 })
    const notices = await getData<NoticeEntry[]>(test, '/sports/api/v1/notice', 'zh')
    expect(notices.at(-1)?.content).toBe('Maintenance tonight')
  })

  it('shows rows for every brand and for the own brand, never rows of another brand', async () => {
    await insertNotice(test, { brand: 'GX', content: { en: 'GX only' }, sort: -2 })
    await insertNotice(test, { brand: 'WIN365', content: { en: 'WIN365 only' }, sort: -1 })
    const contents = (await getData<NoticeEntry[]>(test, '/sports/api/v1/notice')).map((n) => n.content)
    expect(contents).toEqual(['WIN365 only', ...MARQUEE_NOTICES.map((text) => text.en)])
  })
})

describe('GET /sports/api/v1/slideshow', () => {
  it.each(LANGUAGE_CASES)('names the slides in %s', async (_rule, header, language) => {
    const slides = await getData<SlideEntry[]>(test, '/sports/api/v1/slideshow', header)
    expect(slides.map((slide) => slide.name)).toEqual(SEEDED_SLIDES.map((name) => name[language]))
  })

  it('gives each slide its picture and the page it opens, in order', async () => {
    const slides = await getData<SlideEntry[]>(test, '/sports/api/v1/slideshow', 'pt-BR')
    expect(slides[0]).toEqual({
      id: expect.any(Number),
      pic: '/art/slides/world-football.svg',
      name: 'Futebol mundial: todas as partidas, todos os mercados',
      url: '/sport/soccer',
    })
    expect(slides.map((slide) => slide.url)).toEqual([
      '/sport/soccer',
      '/lottery/mark-six',
      '/promotions',
      '/gameArcade',
    ])
  })

  it('shows rows for every brand and for the own brand, never rows of another brand', async () => {
    await insertSlide(test, { brand: 'GX', name: { en: 'GX slide' }, sort: -2 })
    await insertSlide(test, { brand: 'WIN365', name: { en: 'WIN365 slide' }, sort: -1 })
    const names = (await getData<SlideEntry[]>(test, '/sports/api/v1/slideshow')).map((slide) => slide.name)
    expect(names).toEqual(['WIN365 slide', ...SEEDED_SLIDES.map((name) => name.en)])
  })
})

describe('GET /sports/api/v1/ad', () => {
  it.each(LANGUAGE_CASES)('gives the banner texts in %s', async (_rule, header, language) => {
    const ads = await getData<AdEntry[]>(test, '/sports/api/v1/ad', header)
    expect(ads.map((ad) => ad.alt)).toEqual(SEEDED_ADS.map((alt) => alt[language]))
  })

  it('puts the download banner first, then the promotion images, each opening its promotion', async () => {
    const ads = await getData<AdEntry[]>(test, '/sports/api/v1/ad')
    expect(ads).toEqual([
      {
        id: expect.any(Number),
        kind: AD_KIND.download,
        url: '/under-construction',
        src: '/art/banners/download-app.svg',
        alt: AD_TEXTS.downloadApp.en,
      },
      {
        id: expect.any(Number),
        kind: AD_KIND.promotion,
        url: expect.stringMatching(/^\/promotions\/\d+$/),
        src: '/art/promotions/welcome-bonus.svg',
        alt: AD_TEXTS.welcomeBonus.en,
      },
      {
        id: expect.any(Number),
        kind: AD_KIND.promotion,
        url: expect.stringMatching(/^\/promotions\/\d+$/),
        src: '/art/promotions/daily-check-in.svg',
        alt: AD_TEXTS.dailyCheckIn.en,
      },
    ])
  })

  it('caps the list at 1 download banner and 2 promotion images however many rows exist', async () => {
    for (const [index, kind] of [0, 0, 1, 1, 1].entries()) {
      await insertAd(test, { brand: null, kind, src: `/extra-${index}.svg`, sort: 10 + index })
    }
    const ads = await getData<AdEntry[]>(test, '/sports/api/v1/ad')
    expect(ads.map((ad) => ad.kind)).toEqual([AD_KIND.download, AD_KIND.promotion, AD_KIND.promotion])
    expect(ads.map((ad) => ad.src)).toEqual([
      '/art/banners/download-app.svg',
      '/art/promotions/welcome-bonus.svg',
      '/art/promotions/daily-check-in.svg',
    ])
  })

  it('keeps the first rows by sort when the cap leaves some out', async () => {
    await insertAd(test, { brand: null, kind: 0, src: '/new-download.svg', sort: -2 })
    await insertAd(test, { brand: null, kind: 1, src: '/new-promotion.svg', sort: -1 })
    const ads = await getData<AdEntry[]>(test, '/sports/api/v1/ad')
    expect(ads.map((ad) => ad.src)).toEqual([
      '/new-download.svg',
      '/new-promotion.svg',
      '/art/promotions/welcome-bonus.svg',
    ])
  })

  it('never shows another brand’s banners, even ahead in sort order', async () => {
    await insertAd(test, { brand: 'GX', kind: 0, src: '/gx-download.svg', sort: -10 })
    await insertAd(test, { brand: 'GX', kind: 1, src: '/gx-promotion.svg', sort: -10 })
    const sources = (await getData<AdEntry[]>(test, '/sports/api/v1/ad')).map((ad) => ad.src)
    expect(sources).toEqual([
      '/art/banners/download-app.svg',
      '/art/promotions/welcome-bonus.svg',
      '/art/promotions/daily-check-in.svg',
    ])
  })

  it('shows the own brand’s banners within the same caps', async () => {
    await insertAd(test, { brand: 'WIN365', kind: 0, src: '/win365-download.svg', sort: -10 })
    await insertAd(test, { brand: 'WIN365', kind: 1, src: '/win365-promotion.svg', sort: -10 })
    const sources = (await getData<AdEntry[]>(test, '/sports/api/v1/ad')).map((ad) => ad.src)
    expect(sources).toEqual([
      '/win365-download.svg',
      '/win365-promotion.svg',
      '/art/promotions/welcome-bonus.svg',
    ])
  })

  it("shows a banner's English text when it has none in the caller's language", async () => {
    await insertAd(test, { brand: null, kind: 1, src: 'English only', sort: -1 })
    const ads = await getData<AdEntry[]>(test, '/sports/api/v1/ad', 'ko')
    expect(ads.find((ad) => ad.src === 'English only')?.alt).toBe('English only')
  })
})

describe('GET /sports/api/v1/copyright', () => {
  it('gives the WIN365 copyright line and its footer in all 11 languages', async () => {
    const copyright = await getData<{ brand: string; copyright: string; footer: Record<string, string> }>(
      test,
      '/sports/api/v1/copyright',
    )
    expect(copyright.brand).toBe('WIN365')
    expect(copyright.copyright).toContain('WIN365')
    expect(copyright.copyright).toContain('©')
    expect(Object.keys(copyright.footer).sort()).toEqual([...LANGUAGES].sort())
    expect(copyright.footer).toEqual(BRAND_FOOTERS.WIN365)
    for (const language of LANGUAGES) {
      expect(copyright.footer[language], language).toContain('WIN365')
    }
  })

  it('dates the copyright line by the server clock, so it moves with the year', async () => {
    const thisYear = test.clock.now().getUTCFullYear()
    const before = await getData<{ copyright: string }>(test, '/sports/api/v1/copyright')
    expect(before.copyright).toBe(`© ${thisYear} WIN365`)
    test.clock.advanceBy(366 * 24 * 3600 * 1000)
    const after = await getData<{ copyright: string }>(test, '/sports/api/v1/copyright')
    expect(after.copyright).toBe(`© ${thisYear + 1} WIN365`)
  })

  it('gives every language at once whatever Accept-Language asks for', async () => {
    const english = await getData(test, '/sports/api/v1/copyright', 'en')
    const chinese = await getData(test, '/sports/api/v1/copyright', 'zh')
    expect(chinese).toEqual(english)
  })

  describe('on a server running as brand GX', () => {
    let gx: TestApp
    beforeAll(async () => {
      gx = await startTestApp({ BRAND: 'GX' })
    })
    afterAll(() => gx.close())

    it("gives GX's copyright line and footer, not WIN365's", async () => {
      const copyright = await getData<{ brand: string; copyright: string; footer: Record<string, string> }>(
        gx,
        '/sports/api/v1/copyright',
      )
      expect(copyright.brand).toBe('GX')
      expect(copyright.copyright).toContain('GX')
      expect(copyright.copyright).not.toContain('WIN365')
      expect(Object.keys(copyright.footer).sort()).toEqual([...LANGUAGES].sort())
      expect(copyright.footer).toEqual(BRAND_FOOTERS.GX)
      expect(copyright.footer.en).toMatch(/^GX offers sports betting/)
    })

    it("shows GX's own rows and hides WIN365's", async () => {
      await insertNotice(gx, { brand: 'WIN365', content: { en: 'WIN365 only' }, sort: -2 })
      await insertNotice(gx, { brand: 'GX', content: { en: 'GX only' }, sort: -1 })
      const contents = (await getData<NoticeEntry[]>(gx, '/sports/api/v1/notice')).map((n) => n.content)
      expect(contents).toEqual(['GX only', ...MARQUEE_NOTICES.map((text) => text.en)])
    })

    it('answers 404 NOT_FOUND naming the brand when the brand has no footer row', async () => {
      await gx.database.db.deleteFrom('footer_texts').where('brand', '=', 'GX').execute()
      const response = await gx.app.inject({ url: '/sports/api/v1/copyright' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ code: 404, msg: 'NOT_FOUND', data: { brand: 'GX' } })
    })
  })
})
