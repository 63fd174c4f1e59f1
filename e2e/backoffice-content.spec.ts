import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import {
  DEMO_OPERATORS,
  escapeRegExp,
  expectNoSevereViolations,
  messages,
  operatorToken,
  shot,
  signInToBackoffice,
} from './support'

// The back office is for desktop widths; its content section is proven there.
test.skip(({ isMobile }) => isMobile, 'the back office is a desktop console')

const API = '/sports/api/v1'
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** The shared server's clock, which journeys through a draw move ahead of the wall clock. */
async function serverNow(request: APIRequestContext): Promise<number> {
  return Date.parse((await (await request.get(`${API}/dev/clock`)).json()).data.now)
}

/** An instant as the page's `datetime-local` fields take it: the browser's time zone, to the minute. */
function localFieldValue(page: Page, instant: number): Promise<string> {
  return page.evaluate((at) => {
    const date = new Date(at)
    const pad = (value: number) => String(value).padStart(2, '0')
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
  }, instant)
}

/**
 * Ends every marquee line and announcement whose English text carries the run's tag, through the
 * API: whatever the journey left showing (a failure half-way, the line scheduled ahead, which a
 * later draw's clock jump would otherwise bring on) stops showing before other journeys read the
 * home page or the announcements.
 */
async function endTagged(request: APIRequestContext, tag: string) {
  const headers = { authorization: await operatorToken(request) }
  const now = await serverNow(request)
  const ended = { publish_at: new Date(now - DAY_MS).toISOString(), expires_at: new Date(now).toISOString() }
  const marquee = (await (await request.get(`${API}/operator/marquee?limit=100`, { headers })).json()).data
    .list as { id: number; brand: string | null; content: { en: string }; sort: number }[]
  for (const line of marquee.filter((each) => each.content.en.includes(tag))) {
    const put = await request.put(`${API}/operator/marquee/${line.id}`, {
      headers,
      data: { brand: line.brand, content: line.content, sort: line.sort, ...ended },
    })
    expect(put.ok(), await put.text()).toBe(true)
  }
  const announcements = (
    await (await request.get(`${API}/operator/content/announcement?limit=100`, { headers })).json()
  ).data.list as {
    id: number
    key: string
    brand: string | null
    category: string | null
    title: { en: string }
    body: { en: string }
    sort: number
  }[]
  for (const entry of announcements.filter((each) => each.title.en.includes(tag))) {
    const { key, brand, category, title, body, sort } = entry
    const put = await request.put(`${API}/operator/content/announcement/${entry.id}`, {
      headers,
      data: { key, brand, category, title, body, sort, ...ended },
    })
    expect(put.ok(), await put.text()).toBe(true)
  }
}

test('the admin publishes a marquee line and an announcement in English and Chinese; players see them live, not the line scheduled ahead, and no longer once it has ended', async ({
  page,
  request,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000)
  const en = messages('en')
  const zh = messages('zh')
  // Brand-neutral texts no other journey looks for; the tag tells this run's rows apart.
  const tag = `c${Date.now().toString(36)}`
  const line = { en: `Site maintenance notice ${tag}`, zh: `网站维护通知 ${tag}` }
  const later = { en: `Upcoming maintenance notice ${tag}`, zh: `即将进行的维护通知 ${tag}` }
  const announcement = {
    title: { en: `Maintenance update ${tag}`, zh: `维护更新 ${tag}` },
    body: {
      en: 'Some pages may load slowly for a few minutes tonight.\n\nYour balance and bets are not affected.',
      zh: '今晚部分页面可能会有几分钟加载缓慢。\n\n您的余额和注单不受影响。',
    },
  }
  // Lower orders come first: these go after the seeded rows, which other journeys open first.
  const ORDER = '90'

  const operator = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
  try {
    // The admin signs in with a password and an authenticator code and opens the marquee.
    const desk = await operator.newPage()
    await desk.goto('/backoffice/content/announcements')
    await signInToBackoffice(desk, DEMO_OPERATORS.admin)
    await expect(desk.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible()
    await expect(desk.getByRole('tab', { name: 'Home marquee' })).toHaveAttribute('aria-selected', 'true')
    await expect(desk.getByRole('heading', { level: 2, name: 'Home marquee' })).toBeVisible()
    const saved = desk.getByRole('status').filter({ hasText: 'Saved. Players see it inside its window.' })

    // A line in English and Chinese, shown from now (the editor's default), the preview following each language.
    await desk.getByRole('button', { name: 'New marquee line' }).click()
    let editor = desk.getByRole('dialog', { name: 'New marquee line' })
    const preview = editor.getByRole('region', { name: 'Announcement marquee' })
    await editor.getByLabel('Text in English').fill(line.en)
    await expect(preview).toHaveText(line.en)
    await editor.getByRole('tab', { name: /^Chinese/ }).click()
    await expect(preview).toHaveText(line.en)
    await editor.getByLabel('Text in Chinese').fill(line.zh)
    await expect(preview).toHaveText(line.zh)
    await expect(editor.getByRole('tab', { name: 'Chinese (written)' })).toBeVisible()
    await editor.getByLabel('Order').fill(ORDER)
    await expect(editor.getByLabel('Shown from')).not.toHaveValue('')
    await expect(editor.getByLabel('Shown until')).toHaveValue('')
    await shot(desk, 'backoffice-content-marquee-editor', info.project.name)
    await editor.getByRole('button', { name: 'Save' }).click()
    await expect(editor).toBeHidden()
    await expect(saved).toBeVisible()
    const liveRow = desk.getByRole('row').filter({ hasText: line.en })
    await expect(liveRow).toContainText('Live')
    await expect(liveRow).toContainText('Written in 2 of 11 languages')

    // A second line shown only from an hour ahead of the server's clock.
    await desk.getByRole('button', { name: 'New marquee line' }).click()
    editor = desk.getByRole('dialog', { name: 'New marquee line' })
    await editor.getByLabel('Text in English').fill(later.en)
    await editor.getByRole('tab', { name: /^Chinese/ }).click()
    await editor.getByLabel('Text in Chinese').fill(later.zh)
    await editor.getByLabel('Order').fill(ORDER)
    await editor
      .getByLabel('Shown from')
      .fill(await localFieldValue(desk, (await serverNow(request)) + HOUR_MS))
    await editor.getByRole('button', { name: 'Save' }).click()
    await expect(editor).toBeHidden()
    await expect(desk.getByRole('row').filter({ hasText: later.en })).toContainText('Scheduled')
    await shot(desk, 'backoffice-content-marquee-list', info.project.name)
    await expectNoSevereViolations(desk)

    // An announcement of the announcements page, in English and Chinese, its key made from the title.
    await desk.getByRole('tab', { name: 'Announcements page' }).click()
    await expect(desk.getByRole('heading', { level: 2, name: 'Announcements page' })).toBeVisible()
    await desk.getByRole('button', { name: 'New announcement' }).click()
    editor = desk.getByRole('dialog', { name: 'New announcement' })
    const article = editor.locator('.bo-preview-frame')
    await editor.getByLabel('Title in English').fill(announcement.title.en)
    await editor.getByLabel('Text in English').fill(announcement.body.en)
    await expect(editor.getByLabel('Key')).toHaveValue(`maintenance-update-${tag}`)
    await expect(article).toContainText(announcement.title.en)
    await expect(article).toContainText('Your balance and bets are not affected.')
    await editor.getByRole('tab', { name: /^Chinese/ }).click()
    await editor.getByLabel('Title in Chinese').fill(announcement.title.zh)
    await editor.getByLabel('Text in Chinese').fill(announcement.body.zh)
    await expect(article).toContainText(announcement.title.zh)
    await expect(article).toContainText('您的余额和注单不受影响。')
    await editor.getByLabel('Order').fill(ORDER)
    await shot(desk, 'backoffice-content-announcement-editor', info.project.name)
    await editor.getByRole('button', { name: 'Save' }).click()
    await expect(editor).toBeHidden()
    await expect(saved).toBeVisible()
    await expect(desk.getByRole('row').filter({ hasText: announcement.title.en })).toContainText('Live')
    await shot(desk, 'backoffice-content-announcements', info.project.name)
    await expectNoSevereViolations(desk)

    // A visitor's home page (it reads the marquee when it loads): the live line, not the scheduled one.
    await page.goto('/')
    let marquee = page.getByRole('region', { name: en.home.announcements })
    await expect(marquee.getByText(line.en, { exact: true })).toBeVisible()
    await expect(marquee.locator('li').first()).not.toHaveText(line.en)
    await expect(marquee.getByText(later.en)).toHaveCount(0)

    // In Chinese, the Chinese texts, on the home page and on the announcements page. Under
    // reduced motion the marquee's lines stand still one under another, so the picture shows them all.
    await page.evaluate(() => localStorage.setItem('language', 'zh'))
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    marquee = page.getByRole('region', { name: zh.home.announcements })
    await expect(marquee.getByText(line.zh, { exact: true })).toBeVisible()
    await expect(marquee.getByText(later.zh)).toHaveCount(0)
    await shot(page, 'backoffice-content-player-marquee', info.project.name)
    await page.goto('/announcements')
    await page.getByRole('link', { name: new RegExp(escapeRegExp(announcement.title.zh)) }).click()
    await expect(page.getByRole('heading', { level: 1, name: announcement.title.zh })).toBeVisible()
    await expect(page.getByText('您的余额和注单不受影响。')).toBeVisible()
    await shot(page, 'backoffice-content-player-announcement', info.project.name)

    // The admin ends the line now. The fields hold minutes, so its start moves back an hour to
    // stay before its end; the end, this minute on this machine, is already past on the server's clock.
    await desk.getByRole('tab', { name: 'Home marquee' }).click()
    await liveRow.getByRole('button', { name: /^Edit marquee line \d+$/ }).click()
    editor = desk.getByRole('dialog', { name: /^Edit marquee line \d+$/ })
    await expect(editor.getByLabel('Text in English')).toHaveValue(line.en)
    const wallClock = await desk.evaluate(() => Date.now())
    await editor.getByLabel('Shown from').fill(await localFieldValue(desk, wallClock - HOUR_MS))
    await editor.getByLabel('Shown until').fill(await localFieldValue(desk, wallClock))
    await editor.getByRole('button', { name: 'Save' }).click()
    await expect(editor).toBeHidden()
    await expect(liveRow).toContainText('Ended')

    // The visitor's next load no longer shows it.
    await page.goto('/')
    marquee = page.getByRole('region', { name: zh.home.announcements })
    await expect(marquee.locator('li').first()).toBeVisible()
    await expect(marquee.getByText(line.zh)).toHaveCount(0)
  } finally {
    await operator.close()
    await endTagged(request, tag)
  }
})
