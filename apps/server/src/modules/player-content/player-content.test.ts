import { LEGAL_PAGE_KEYS } from '@app/contract'
import { LANGUAGES } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app'
import { caller, operatorToken } from '../../test/wallet-helpers'

let test: TestApp
let gx: TestApp
beforeAll(async () => {
  test = await startTestApp()
  // A second server on the same database running as another brand.
  gx = await startTestApp({ BRAND: 'GX' }, { database: test.database, bus: test.bus })
})
afterAll(async () => {
  await gx.close()
  await test.close()
})

const HOUR = 3600_000
const at = (offsetMs: number) => new Date(test.clock.now().getTime() + offsetMs).toISOString()
let keys = 0
const uniqueKey = (label: string) => `${label}-${++keys}`

async function read<T>(app: TestApp, url: string, language?: string): Promise<T> {
  const response = await app.app.inject({
    url: `/sports/api/v1${url}`,
    headers: language ? { 'accept-language': language } : {},
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as T
}

/** The back office, signed in afresh: tests move the clock past a token's hour. */
const backOffice = async () => caller(test, await operatorToken(test))

async function createEntry(kind: string, body: Record<string, unknown>) {
  const response = await (await backOffice())('POST', `/operator/content/${kind}`, {
    publish_at: at(-HOUR),
    ...body,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { id: number; key: string }
}

type Announcement = { id: number; key: string; title: string; content: string }
const announcements = async (app: TestApp, language?: string) =>
  (await read<{ list: Announcement[]; total: number }>(app, '/notice/public?limit=100', language)).list

describe('languages', () => {
  it('gives each field in the asked language, or in English when that field has no text there', async () => {
    const { id } = await createEntry('announcement', {
      key: uniqueKey('maintenance'),
      title: { en: 'Maintenance tonight', zh: '今晚维护', ja: '' },
      body: {
        en: 'Deposits pause from 02:00 to 03:00 UTC.',
        es: 'Los depósitos se pausan de 02:00 a 03:00 UTC.',
      },
    })
    const inChinese = await read<Announcement>(test, `/notice/public/${id}`, 'zh-CN,zh;q=0.9')
    expect(inChinese).toMatchObject({ title: '今晚维护', content: 'Deposits pause from 02:00 to 03:00 UTC.' })
    const inSpanish = await read<Announcement>(test, `/notice/public/${id}`, 'es')
    expect(inSpanish).toMatchObject({
      title: 'Maintenance tonight',
      content: 'Los depósitos se pausan de 02:00 a 03:00 UTC.',
    })
    // An empty text is no text: Japanese falls back to English too.
    expect(await read<Announcement>(test, `/notice/public/${id}`, 'ja')).toMatchObject({
      title: 'Maintenance tonight',
    })
    expect(await read<Announcement>(test, `/notice/public/${id}`, 'fr')).toMatchObject({
      title: 'Maintenance tonight',
      content: 'Deposits pause from 02:00 to 03:00 UTC.',
    })
  })

  it('seeds every legal page with real text in all 11 languages', async () => {
    const pages = await read<{ key: string }[]>(test, '/legal')
    expect(pages.map((page) => page.key).sort()).toEqual([...LEGAL_PAGE_KEYS].sort())
    for (const key of LEGAL_PAGE_KEYS) {
      const english = await read<{ title: string; body: string }>(test, `/legal/${key}`, 'en')
      expect(english.body.split('\n\n').length, key).toBeGreaterThanOrEqual(3)
      for (const language of LANGUAGES.filter((candidate) => candidate !== 'en')) {
        const page = await read<{ title: string; body: string }>(test, `/legal/${key}`, language)
        expect(page.title, `${key} ${language}`).not.toBe(english.title)
        expect(page.body, `${key} ${language}`).not.toBe(english.body)
      }
    }
  })
})

describe('brands', () => {
  it("shows a brand's own row in place of the all-brands row with the same key, on that brand only", async () => {
    const key = uniqueKey('payout-times')
    await createEntry('announcement', {
      key,
      title: { en: 'Payouts within 24 hours' },
      body: { en: 'Everyone' },
    })
    await createEntry('announcement', {
      key,
      brand: 'GX',
      title: { en: 'GX pays out within the hour' },
      body: { en: 'GX only' },
    })
    const onWin365 = (await announcements(test)).filter((entry) => entry.key === key)
    const onGx = (await announcements(gx)).filter((entry) => entry.key === key)
    expect(onWin365.map((entry) => entry.title)).toEqual(['Payouts within 24 hours'])
    expect(onGx.map((entry) => entry.title)).toEqual(['GX pays out within the hour'])
    // Another brand's row never shows, not even by its id.
    const gxRow = onGx[0]
    if (!gxRow) throw new Error('no GX row')
    const response = await test.app.inject({ url: `/sports/api/v1/notice/public/${gxRow.id}` })
    expect(response.json()).toMatchObject({ code: 404, msg: 'NOT_FOUND' })
  })

  it("keeps showing the all-brands row while the brand's own row is not yet published", async () => {
    const key = uniqueKey('weekend-boost')
    await createEntry('faq', { key, title: { en: 'Is there a boost?' }, body: { en: 'Yes, for everyone.' } })
    await createEntry('faq', {
      key,
      brand: 'GX',
      title: { en: 'Is there a GX boost?' },
      body: { en: 'From tomorrow.' },
      publish_at: at(24 * HOUR),
    })
    const questions = async () =>
      (await read<{ key: string; question: string }[]>(gx, '/faq')).filter((entry) => entry.key === key)
    expect((await questions()).map((entry) => entry.question)).toEqual(['Is there a boost?'])
    gx.clock.advanceBy(25 * HOUR)
    expect((await questions()).map((entry) => entry.question)).toEqual(['Is there a GX boost?'])
  })

  it('gives each brand its support channels', async () => {
    const channels = await read<{ kind: string; name: string; url: string; hours: string }[]>(
      test,
      '/customer_service',
    )
    expect(channels.map((channel) => channel.kind)).toContain('live_chat')
    for (const channel of channels) expect(channel.name && channel.url && channel.hours).toBeTruthy()
  })
})

describe('publication windows', () => {
  it('serves an entry only from its publish time until its expiry', async () => {
    const start = test.clock.now().getTime()
    const { id, key } = await createEntry('announcement', {
      key: uniqueKey('flash-sale'),
      title: { en: 'Flash odds boost' },
      body: { en: 'Two hours only.' },
      publish_at: new Date(start + HOUR).toISOString(),
      expires_at: new Date(start + 3 * HOUR).toISOString(),
    })
    const isListed = async () => (await announcements(test)).some((entry) => entry.key === key)
    const detailStatus = async () =>
      (await test.app.inject({ url: `/sports/api/v1/notice/public/${id}` })).statusCode
    expect(await isListed()).toBe(false)
    expect(await detailStatus()).toBe(404)
    test.clock.advanceBy(2 * HOUR)
    expect(await isListed()).toBe(true)
    expect(await detailStatus()).toBe(200)
    test.clock.advanceBy(2 * HOUR)
    expect(await isListed()).toBe(false)
    expect(await detailStatus()).toBe(404)
  })

  it('lists promotions with their period state and hides an expired one', async () => {
    const now = test.clock.now().getTime()
    const create = await (await backOffice())('POST', '/operator/promotions', {
      key: uniqueKey('cashback'),
      image_url: '/art/promotions/welcome-bonus.svg',
      title: { en: 'Weekend cashback', pt: 'Cashback', 'pt-BR': 'Cashback de fim de semana' },
      body: { en: '10% back on net losses.' },
      terms: { en: 'Minimum loss 10 USDT.' },
      starts_at: new Date(now + 24 * HOUR).toISOString(),
      ends_at: new Date(now + 72 * HOUR).toISOString(),
      publish_at: new Date(now - HOUR).toISOString(),
      expires_at: new Date(now + 96 * HOUR).toISOString(),
    })
    // pt is not one of the languages: the whole body is refused.
    expect(create.json()).toMatchObject({ code: 400, msg: 'VALIDATION_FAILED' })
    const created = await (await backOffice())('POST', '/operator/promotions', {
      key: uniqueKey('cashback'),
      image_url: '/art/promotions/welcome-bonus.svg',
      title: { en: 'Weekend cashback', 'pt-BR': 'Cashback de fim de semana' },
      body: { en: '10% back on net losses.' },
      terms: { en: 'Minimum loss 10 USDT.' },
      starts_at: new Date(now + 24 * HOUR).toISOString(),
      ends_at: new Date(now + 72 * HOUR).toISOString(),
      publish_at: new Date(now - HOUR).toISOString(),
      expires_at: new Date(now + 96 * HOUR).toISOString(),
    })
    expect(created.statusCode, created.body).toBe(200)
    const id = created.json().data.id as number
    const promotion = await read<Record<string, unknown>>(test, `/promotions/${id}`, 'pt-BR')
    expect(promotion).toMatchObject({
      id,
      title: 'Cashback de fim de semana',
      body: '10% back on net losses.',
      terms: 'Minimum loss 10 USDT.',
      state: 'upcoming',
    })
    test.clock.advanceBy(48 * HOUR)
    expect(await read(test, `/promotions/${id}`)).toMatchObject({ state: 'running' })
    test.clock.advanceBy(36 * HOUR)
    expect(await read(test, `/promotions/${id}`)).toMatchObject({ state: 'ended' })
    test.clock.advanceBy(24 * HOUR)
    const list = await read<{ list: { id: number }[] }>(test, '/promotions?limit=100')
    expect(list.list.map((entry) => entry.id)).not.toContain(id)
    expect((await test.app.inject({ url: `/sports/api/v1/promotions/${id}` })).json()).toMatchObject({
      code: 404,
      msg: 'NOT_FOUND',
    })
  })

  it('seeds the two promotions the home page shows, each linked from its image', async () => {
    const promotions = await read<{ list: { id: number; key: string; image_url: string }[] }>(
      test,
      '/promotions?limit=100',
    )
    const seeded = promotions.list.filter((entry) => ['welcome-bonus', 'daily-check-in'].includes(entry.key))
    expect(seeded).toHaveLength(2)
    const ads = await read<{ kind: number; src: string; url: string }[]>(test, '/ad')
    for (const ad of ads.filter((entry) => entry.kind === 1)) {
      const promotion = seeded.find((entry) => entry.image_url === ad.src)
      expect(promotion, ad.src).toBeDefined()
      expect(ad.url).toBe(`/promotions/${promotion?.id}`)
    }
  })
})

describe('help and FAQ', () => {
  it('finds articles by words in the asked language or in English, taking % and _ literally', async () => {
    const key = uniqueKey('usdt-deposit')
    await createEntry('help', {
      key,
      category: 'wallet',
      title: { en: 'Depositing USDT on TRC20', zh: '通过 TRC20 充值 USDT' },
      body: { en: 'Send USDT to your deposit address.', zh: '将 USDT 发送到您的充值地址。' },
    })
    const found = async (q: string, language?: string) =>
      (await read<{ key: string }[]>(test, `/help?q=${encodeURIComponent(q)}`, language)).map(
        (entry) => entry.key,
      )
    expect(await found('充值地址', 'zh')).toContain(key)
    expect(await found('deposit address', 'zh')).toContain(key)
    expect(await found('TRC20')).toContain(key)
    expect(await found('100%')).not.toContain(key)
    expect(await found('_')).not.toContain(key)
    expect(
      (await read<{ key: string }[]>(test, '/help?category=wallet')).map((entry) => entry.key),
    ).toContain(key)
    expect(await read(test, `/help/${key}`, 'zh')).toMatchObject({
      title: '通过 TRC20 充值 USDT',
      category: 'wallet',
    })
  })

  it('seeds help articles and FAQ entries a search can find', async () => {
    expect((await read<unknown[]>(test, '/help')).length).toBeGreaterThanOrEqual(3)
    expect((await read<unknown[]>(test, '/faq')).length).toBeGreaterThanOrEqual(5)
    expect((await read<unknown[]>(test, '/faq?q=withdraw')).length).toBeGreaterThanOrEqual(1)
  })
})

describe('the back office', () => {
  it('refuses bad input with the spec’s errors and changes nothing', async () => {
    const countEntries = async () =>
      Number(
        (
          await test.database.db
            .selectFrom('content_entries')
            .select((eb) => eb.fn.countAll<string>().as('total'))
            .executeTakeFirstOrThrow()
        ).total,
      )
    const before = await countEntries()
    const valid = { key: uniqueKey('valid'), title: { en: 'Title' }, body: { en: 'Body' }, publish_at: at(0) }
    const cases: [string, string, object, number, string, unknown][] = [
      [
        'no English title',
        'announcement',
        { ...valid, title: { zh: '标题' } },
        400,
        'VALIDATION_FAILED',
        'title.en',
      ],
      [
        'an unknown language',
        'announcement',
        { ...valid, title: { en: 'x', fr: 'y' } },
        400,
        'VALIDATION_FAILED',
        null,
      ],
      ['a bad key', 'help', { ...valid, key: 'Not A Key' }, 400, 'VALIDATION_FAILED', 'key'],
      [
        'expiry before publication',
        'faq',
        { ...valid, expires_at: at(-HOUR) },
        400,
        'VALIDATION_FAILED',
        'expires_at',
      ],
      [
        'a legal page that does not exist',
        'legal',
        { ...valid, key: 'cookies' },
        400,
        'VALIDATION_FAILED',
        'key',
      ],
      ['an unknown kind', 'banner', valid, 400, 'VALIDATION_FAILED', 'kind'],
      ['a taken key', 'legal', { ...valid, key: 'privacy' }, 409, 'DUPLICATE_ENTRY', 'key'],
    ]
    for (const [rule, kind, body, status, msg, field] of cases) {
      const response = await (await backOffice())('POST', `/operator/content/${kind}`, body)
      expect(response.statusCode, rule).toBe(status)
      expect(response.json().msg, rule).toBe(msg)
      if (field) expect(response.json().data.field, rule).toBe(field)
    }
    const anonymous = await caller(test, '')('POST', '/operator/content/announcement', valid)
    expect(anonymous.json()).toMatchObject({ code: 401, msg: 'UNAUTHORIZED' })
    const player = await caller(test, 'not-a-token')('PUT', '/operator/content/announcement/1', valid)
    expect(player.statusCode).toBe(401)
    expect(await countEntries()).toBe(before)
    const missing = await (await backOffice())('PUT', '/operator/content/announcement/999999', valid)
    expect(missing.json()).toMatchObject({ code: 404, msg: 'NOT_FOUND' })
  })

  it('edits an entry, logs who did it, and players see the new text', async () => {
    const { id, key } = await createEntry('announcement', {
      key: uniqueKey('typo'),
      title: { en: 'Welcom' },
      body: { en: 'Text' },
    })
    const edited = await (await backOffice())('PUT', `/operator/content/announcement/${id}`, {
      key,
      title: { en: 'Welcome', ko: '환영합니다' },
      body: { en: 'Text' },
      publish_at: at(-HOUR),
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data).toMatchObject({ id, title: { en: 'Welcome', ko: '환영합니다' } })
    expect(await read(test, `/notice/public/${id}`, 'ko')).toMatchObject({ title: '환영합니다' })
    const actions = (await (await backOffice())('GET', '/operator/actions?limit=5')).json().data.list as {
      action: string
      target: string
    }[]
    expect(actions).toContainEqual(
      expect.objectContaining({ action: 'content.edit', target: `announcement:${id}` }),
    )
    const listed = (await (await backOffice())('GET', '/operator/content/announcement?limit=100')).json().data
      .list as { id: number }[]
    expect(listed.map((entry) => entry.id)).toContain(id)
  })
})
