import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerPlayer } from '../../test/accounts-helpers'
import { newOperator } from '../../test/chat-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { caller, DEMO_OPERATORS, operatorToken } from '../../test/wallet-helpers'

/*
 * The content duty's back-office calls: who may use them, how a schedule shows on the player's
 * side as the clock moves, the audit line of every write, and that a refused write changes
 * nothing. Tokens live an hour, so the clock moves less than that in this file.
 */

let test: TestApp
let content: ReturnType<typeof caller>
let support: ReturnType<typeof caller>
let finance: ReturnType<typeof caller>
let admin: ReturnType<typeof caller>
let player: ReturnType<typeof caller>
let nobody: ReturnType<typeof caller>

beforeAll(async () => {
  test = await startTestApp()
  content = caller(test, (await newOperator(test, ['content'], 'Content Desk')).token)
  support = caller(test, await operatorToken(test, DEMO_OPERATORS.support))
  finance = caller(test, await operatorToken(test, DEMO_OPERATORS.finance))
  admin = caller(test, await operatorToken(test))
  player = caller(test, (await registerPlayer(test)).session.token)
  nobody = caller(test, '')
})
afterAll(() => test.close())

const MINUTE = 60_000
const at = (offsetMs: number) => new Date(test.clock.now().getTime() + offsetMs).toISOString()

const marqueeNotice = (text: string, window: { publish_at: string; expires_at?: string | null }) => ({
  content: { en: text, zh: `${text}（中文）` },
  sort: -100,
  ...window,
})

/** What the player's home page and pages show now, in English. */
const playerSees = {
  marquee: async () =>
    ((await nobody('GET', '/notice')).json().data as { content: string }[]).map((notice) => notice.content),
  slides: async () =>
    ((await nobody('GET', '/slideshow')).json().data as { name: string }[]).map((slide) => slide.name),
  banners: async () =>
    ((await nobody('GET', '/ad')).json().data as { src: string }[]).map((banner) => banner.src),
  footer: async () => (await nobody('GET', '/copyright')).json().data.footer as Record<string, string>,
  announcements: async () =>
    ((await nobody('GET', '/notice/public?limit=100')).json().data.list as { title: string }[]).map(
      (entry) => entry.title,
    ),
}

async function created(response: Awaited<ReturnType<typeof content>>) {
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { id: number } & Record<string, unknown>
}

type AuditRow = { action: string; target: string; before: unknown; after: unknown }
async function auditOf(target: string): Promise<AuditRow[]> {
  const response = await admin('GET', `/operator/actions?target=${encodeURIComponent(target)}&limit=10`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.list as AuditRow[]
}

describe('who may manage content', () => {
  const valid = () => ({
    '/operator/marquee': marqueeNotice('Duty check', { publish_at: at(10 * MINUTE) }),
    '/operator/slides': {
      pic: '/art/slides/racing.svg',
      name: { en: 'Duty check' },
      url: '/promotions',
      publish_at: at(10 * MINUTE),
    },
    '/operator/banners': {
      kind: 1,
      src: '/art/promotions/welcome-bonus.svg',
      alt: { en: 'Duty check' },
      url: '/promotions',
      publish_at: at(10 * MINUTE),
    },
    '/operator/footers': { brand: 'COD', footer: { en: 'Duty check' }, publish_at: at(10 * MINUTE) },
    '/operator/content/announcement': {
      key: `duty-check-${Date.now()}`,
      title: { en: 'Duty check' },
      body: { en: 'Body' },
      publish_at: at(10 * MINUTE),
    },
    '/operator/promotions': {
      key: `duty-check-${Date.now()}`,
      image_url: '/art/promotions/welcome-bonus.svg',
      title: { en: 'Duty check' },
      body: { en: 'Body' },
      terms: { en: 'Terms' },
      starts_at: at(10 * MINUTE),
      publish_at: at(10 * MINUTE),
    },
  })

  it('lets the content duty list and create every kind, and refuses support and finance (403) and a player or no token (401)', async () => {
    for (const [path, body] of Object.entries(valid())) {
      expect((await content('GET', path)).statusCode, `content lists ${path}`).toBe(200)
      expect((await content('POST', path, body)).statusCode, `content creates ${path}`).toBe(200)
      for (const [who, call, status] of [
        ['support', support, 403],
        ['finance', finance, 403],
        ['a player', player, 401],
        ['nobody', nobody, 401],
      ] as const) {
        expect((await call('GET', path)).statusCode, `${who} lists ${path}`).toBe(status)
        expect((await call('POST', path, body)).statusCode, `${who} creates ${path}`).toBe(status)
        expect((await call('PUT', `${path}/1`, body)).statusCode, `${who} edits ${path}`).toBe(status)
      }
    }
  })

  it('lets support and content read the messages, and refuses finance', async () => {
    expect((await content('GET', '/operator/messages')).statusCode).toBe(200)
    expect((await support('GET', '/operator/messages')).statusCode).toBe(200)
    expect((await finance('GET', '/operator/messages')).statusCode).toBe(403)
    expect((await player('GET', '/operator/messages')).statusCode).toBe(401)
  })
})

describe('the marquee', () => {
  it('shows a scheduled notice only inside its window, and lists it with its schedule', async () => {
    const notice = await created(
      await content(
        'POST',
        '/operator/marquee',
        marqueeNotice('Maintenance at midnight', {
          publish_at: at(10 * MINUTE),
          expires_at: at(20 * MINUTE),
        }),
      ),
    )
    expect(await playerSees.marquee()).not.toContain('Maintenance at midnight')
    const listed = (await content('GET', '/operator/marquee?limit=100')).json().data
    expect(listed.total).toBeGreaterThanOrEqual(listed.list.length)
    expect(listed.list.find((row: { id: number }) => row.id === notice.id)).toMatchObject({
      brand: null,
      content: { en: 'Maintenance at midnight', zh: 'Maintenance at midnight（中文）' },
      expires_at: expect.any(String),
    })

    test.clock.advanceBy(11 * MINUTE)
    expect(await playerSees.marquee()).toContain('Maintenance at midnight')
    const chinese = (await nobody('GET', '/notice', undefined, { 'accept-language': 'zh' })).json().data
    expect(chinese.map((notice: { content: string }) => notice.content)).toContain(
      'Maintenance at midnight（中文）',
    )

    test.clock.advanceBy(10 * MINUTE)
    expect(await playerSees.marquee()).not.toContain('Maintenance at midnight')
  })

  it('logs an edit with the notice before and after, and players read the new text', async () => {
    const notice = await created(
      await content('POST', '/operator/marquee', marqueeNotice('Old line', { publish_at: at(-MINUTE) })),
    )
    const edited = await content(
      'PUT',
      `/operator/marquee/${notice.id}`,
      marqueeNotice('New line', { publish_at: at(-MINUTE) }),
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(await playerSees.marquee()).toContain('New line')
    expect(await playerSees.marquee()).not.toContain('Old line')
    const [edit, create] = await auditOf(`marquee:${notice.id}`)
    expect(edit).toMatchObject({
      action: 'marquee.edit',
      before: { content: { en: 'Old line' } },
      after: { content: { en: 'New line' } },
    })
    expect(create).toMatchObject({
      action: 'marquee.create',
      before: null,
      after: { content: { en: 'Old line' } },
    })
  })

  it('answers 404 for an edit of a notice that does not exist', async () => {
    const response = await content(
      'PUT',
      '/operator/marquee/999999',
      marqueeNotice('x', { publish_at: at(0) }),
    )
    expect(response.statusCode).toBe(404)
    expect(response.json().msg).toBe('NOT_FOUND')
  })
})

describe('announcements', () => {
  it('keeps a scheduled announcement from the player until its publish time', async () => {
    const title = `Cup final odds ${Date.now()}`
    await created(
      await content('POST', '/operator/content/announcement', {
        key: `cup-final-${Date.now()}`,
        title: { en: title },
        body: { en: 'Boosted odds on the final.' },
        publish_at: at(5 * MINUTE),
      }),
    )
    expect(await playerSees.announcements()).not.toContain(title)
    test.clock.advanceBy(6 * MINUTE)
    expect(await playerSees.announcements()).toContain(title)
  })
})

describe('the carousel and the banners', () => {
  it('shows a slide of this brand inside its window only, and lists a brand’s slides for that brand', async () => {
    const slide = {
      pic: '/art/slides/mark-six.svg',
      name: { en: 'Night draw special' },
      url: '/lottery/mark-six',
      sort: -1,
      publish_at: at(5 * MINUTE),
    }
    const own = await created(await content('POST', '/operator/slides', { ...slide, brand: 'WIN365' }))
    const other = await created(
      await content('POST', '/operator/slides', { ...slide, brand: 'GX', name: { en: 'GX special' } }),
    )
    expect(await playerSees.slides()).not.toContain('Night draw special')
    test.clock.advanceBy(6 * MINUTE)
    expect((await playerSees.slides())[0]).toBe('Night draw special')
    expect(await playerSees.slides()).not.toContain('GX special')

    const ids = async (brand: string) =>
      (
        (await content('GET', `/operator/slides?brand=${brand}&limit=100`)).json().data.list as {
          id: number
        }[]
      ).map((row) => row.id)
    expect(await ids('WIN365')).toContain(own.id)
    expect(await ids('WIN365')).not.toContain(other.id)
    expect(await ids('GX')).toContain(other.id)
  })

  it('puts a scheduled promotion image in front from its time, within the cap of two', async () => {
    const before = await playerSees.banners()
    await created(
      await content('POST', '/operator/banners', {
        kind: 1,
        src: '/art/promotions/daily-check-in.svg',
        alt: { en: 'Weekend reload' },
        url: '/promotions',
        sort: -50,
        publish_at: at(MINUTE),
        expires_at: at(30 * MINUTE),
      }),
    )
    expect(await playerSees.banners()).toEqual(before)
    test.clock.advanceBy(2 * MINUTE)
    const after = (await nobody('GET', '/ad')).json().data as { kind: number; alt: string }[]
    expect(after.filter((banner) => banner.kind === 1).map((banner) => banner.alt)[0]).toBe('Weekend reload')
    expect(after.filter((banner) => banner.kind === 1)).toHaveLength(2)
  })
})

describe('the footer', () => {
  it('lets a scheduled version take over at its time, and says which version is live', async () => {
    const current = await playerSees.footer()
    const version = await created(
      await content('POST', '/operator/footers', {
        brand: 'WIN365',
        footer: { en: 'WIN365 holds licence 42. 18+ only.', zh: 'WIN365 持有 42 号牌照。仅限 18 岁以上。' },
        publish_at: at(5 * MINUTE),
      }),
    )
    expect(version).toMatchObject({ state: 'scheduled' })
    expect(await playerSees.footer()).toEqual(current)

    test.clock.advanceBy(6 * MINUTE)
    expect(await playerSees.footer()).toEqual({
      en: 'WIN365 holds licence 42. 18+ only.',
      zh: 'WIN365 持有 42 号牌照。仅限 18 岁以上。',
    })
    const versions = (await content('GET', '/operator/footers?brand=WIN365')).json().data.list as {
      id: number
      state: string
    }[]
    expect(versions[0]).toMatchObject({ id: version.id, state: 'live' })
    expect(versions.slice(1).every((row) => row.state === 'replaced')).toBe(true)
  })

  it('refuses a second version of a brand at the same instant (409), changing nothing', async () => {
    const body = { brand: 'GX', footer: { en: 'GX text' }, publish_at: at(40 * MINUTE) }
    await created(await content('POST', '/operator/footers', body))
    const total = async () => (await content('GET', '/operator/footers?brand=GX')).json().data.total as number
    const before = await total()
    const again = await content('POST', '/operator/footers', { ...body, footer: { en: 'Other' } })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ msg: 'DUPLICATE_ENTRY', data: { field: 'publish_at' } })
    expect(await total()).toBe(before)
  })
})

describe('refused writes', () => {
  it('answer the field at fault and change nothing, not even the audit log', async () => {
    const counts = async () => {
      const db = test.database.db
      const count = async (table: 'notices' | 'slides' | 'ads' | 'footer_texts' | 'operator_actions') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        )
      return Promise.all([
        count('notices'),
        count('slides'),
        count('ads'),
        count('footer_texts'),
        count('operator_actions'),
      ])
    }
    const before = await counts()
    const window = { publish_at: at(MINUTE) }
    const cases: [string, string, object, string][] = [
      [
        'a notice without English',
        '/operator/marquee',
        { content: { zh: '只有中文' }, ...window },
        'content.en',
      ],
      [
        'a notice that expires before it shows',
        '/operator/marquee',
        { content: { en: 'x' }, publish_at: at(MINUTE), expires_at: at(0) },
        'expires_at',
      ],
      [
        'a notice in a language the product does not speak',
        '/operator/marquee',
        { content: { en: 'x', fr: 'x' }, ...window },
        'content',
      ],
      [
        'a slide leading to a script',
        '/operator/slides',
        { pic: '/art/a.svg', name: { en: 'x' }, url: 'javascript:alert(1)', ...window },
        'url',
      ],
      [
        'a banner of an unknown kind',
        '/operator/banners',
        { kind: 7, src: '/art/a.svg', alt: { en: 'x' }, url: '/', ...window },
        'kind',
      ],
      [
        'a footer of an unknown brand',
        '/operator/footers',
        { brand: 'NOPE', footer: { en: 'x' }, ...window },
        'brand',
      ],
    ]
    for (const [rule, path, body, field] of cases) {
      const response = await content('POST', path, body)
      expect(response.statusCode, rule).toBe(400)
      expect(response.json().msg, rule).toBe('VALIDATION_FAILED')
      expect(response.json().data.field, rule).toBe(field)
    }
    expect(await counts()).toEqual(before)
  })
})
