import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import {
  codeFor,
  escapeRegExp,
  exclusively,
  expectNoSevereViolations,
  fundPlayer,
  messages,
  registeredPlayer,
  shot,
  storeSession,
} from './support'

type Session = { token: string; fresh_token: string; user_id: number; role: string }
type CricketMatch = {
  matchId: string
  home_name: string
  away_name: string
  match_start_time: string
  status: number
}

/** A fresh player registered through the API, with funds from the back office when asked. */
async function newPlayer(request: APIRequestContext, label: string, funds?: string) {
  const { email, ...session } = await registeredPlayer(request, `gaps.${label}`, 'cricket fan')
  if (funds) await fundPlayer(request, session.user_id, funds, 'cricket journey')
  return { email, session }
}

async function signIn(page: Page, session: Session) {
  await storeSession(page, session, { isFirstPageOnly: true })
}

const inLanguage = (page: Page, language: string) =>
  page.addInitScript((chosen) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', chosen)
  }, language)

/** A cricket match that takes bets for at least 10 more minutes of the server's clock. */
async function openCricketMatch(request: APIRequestContext): Promise<CricketMatch> {
  const { now } = (await (await request.get('/sports/api/v1/dev/clock')).json()).data
  const list = (await (await request.get('/sports/cricketAPI/matchData/matchList?limit=100')).json()).data
    .list as CricketMatch[]
  const match = list.find(
    (entry) => entry.status === 1 && Date.parse(entry.match_start_time) > Date.parse(now) + 10 * 60_000,
  )
  if (!match) throw new Error('no open cricket match')
  return match
}

for (const language of ['en', 'zh'] as const) {
  const text = messages(language)

  test(`a player bets on cricket with an amount on each selection and sees the bet in my bets (${language})`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(90_000)
    const isMobile = info.project.name === 'mobile'
    await inLanguage(page, language)
    const { session } = await newPlayer(request, `${language}.${info.project.name}`, '50')
    await signIn(page, session)
    await page.goto('/sport/cricket')
    await expect(page.getByRole('heading', { level: 1, name: text.sports.games.cricket })).toBeVisible()

    // Matches close on the shared server clock, which other journeys move: bet while it stands still.
    const match = await exclusively('draw-clock', async () => {
      const open = await openCricketMatch(request)
      const card = page.locator(`[data-match="${open.matchId}"]`).first()
      await card.locator('.odds-row-winner button').first().click()
      await card.locator('.odds-row-total_runs button').first().click()
      if (isMobile) await page.locator('.sports-slip-bar button').click()
      const slip = page.locator('.cricket-slip')
      await expect(slip.locator('.cricket-pick')).toHaveCount(2)
      await slip.getByRole('button', { name: '1.00', exact: true }).click()
      await expect(slip.getByTestId('cricket-total')).toHaveText('2.00 USDT')
      await shot(page, `cricket-slip-${language}`, info.project.name)
      await expectNoSevereViolations(page)
      // Prices move on their own schedule: the player takes whatever they are when the slip goes in.
      await slip.getByLabel(text.sports.slip.oddsChanges).selectOption('acceptAny')
      await slip.getByRole('button', { name: text.sports.slip.place }).click()
      const placed = page.getByRole('dialog', { name: text.sports.placed.title })
      await expect(placed).toBeVisible()
      await expect(placed).toContainText('2.00 USDT')
      await placed.getByRole('link', { name: text.sports.placed.myBets }).click()
      return open
    })

    // My bets opens on the cricket tab: both selections, pending, under the match.
    if (isMobile) await expect(page).toHaveURL(/\/my-bets/)
    await expect(page.getByRole('tab', { name: text.sports.games.cricket })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const rows = page.locator(`.cricket-bet[data-match="${match.matchId}"]`)
    await expect(rows).toHaveCount(2)
    await expect(rows.first()).toContainText(
      text.sports.match.replace('{{home}}', match.home_name).replace('{{away}}', match.away_name),
    )
    await expect(rows.first()).toContainText(text.sports.outcomeLabels.PENDING)
    await shot(page, `cricket-my-bets-${language}`, info.project.name)
  })

  test(`a visitor opens every open match across sports and filters by sport, start time and league (${language})`, async ({
    page,
  }, info) => {
    await inLanguage(page, language)
    await page.goto('/sport/all')
    await expect(page.getByRole('heading', { level: 1, name: text.sports.games.all })).toBeVisible()
    const badges = page.locator('.league-sport')
    await expect(badges.first()).toBeVisible()
    await expect(page.locator('.all-summary')).toContainText(text.cricket.all.slipNote)

    await page.getByRole('combobox', { name: text.cricket.all.sport, exact: true }).selectOption('cricket')
    await expect(page).toHaveURL(/sport=cricket/)
    await expect(badges.first()).toHaveText(text.sports.games.cricket)
    await expect(badges.filter({ hasNotText: text.sports.games.cricket })).toHaveCount(0)

    await page.getByRole('combobox', { name: text.cricket.all.startTime, exact: true }).selectOption('12')
    await expect(page).toHaveURL(/hours=12/)

    const leagueSelect = page.getByRole('combobox', { name: text.cricket.all.league, exact: true })
    const league = await leagueSelect.locator('option').nth(1).getAttribute('value')
    if (!league) throw new Error('no league to choose')
    await leagueSelect.selectOption(league)
    await expect.poll(() => new URL(page.url()).searchParams.get('league')).toBe(league)
    const titles = page.locator('.league-title')
    await expect(titles.first()).toContainText(league)
    // The list re-renders in the background: wait until no other league is left.
    await expect(titles.filter({ hasNotText: league })).toHaveCount(0)
    await shot(page, `sport-all-filtered-${language}`, info.project.name)
    await expectNoSevereViolations(page)
  })

  test(`a player who forgot the password checks the emailed code, then sets a new password in the change step (${language})`, async ({
    page,
    request,
  }, info) => {
    await inLanguage(page, language)
    const { email } = await newPlayer(request, `reset.${language}.${info.project.name}`)
    const exactly = (label: string) => new RegExp(`^${escapeRegExp(label)}$`)
    await page.goto('/login')
    const signInDialog = page.getByRole('dialog', { name: text.auth.signInTitle })
    await signInDialog.getByRole('button', { name: text.auth.forgotPassword }).click()
    const dialog = page.getByRole('dialog', { name: text.auth.forgotPasswordTitle })
    await dialog.getByLabel(text.auth.email, { exact: true }).fill(email)
    await dialog.getByRole('button', { name: text.auth.sendCode }).click()
    await expect(dialog.getByRole('button', { name: text.auth.sendCode })).toBeHidden()
    await dialog.getByLabel(text.auth.code).fill(await codeFor(request, email))
    await dialog.getByRole('button', { name: text.auth.continue }).click()

    await expect(dialog.getByRole('heading', { name: text.auth.changeStepTitle })).toBeVisible()
    const errors = text.errors as Record<string, string>
    await dialog.getByLabel(text.auth.newPassword, { exact: true }).fill('short1')
    await dialog.getByLabel(text.auth.confirmPassword, { exact: true }).fill('short1')
    await dialog.getByRole('button', { name: text.auth.changePassword }).click()
    await expect(dialog.getByText(errors.PASSWORD_TOO_SHORT ?? '')).toBeVisible()
    await dialog.getByLabel(text.auth.newPassword, { exact: true }).fill('fortune77')
    await dialog.getByLabel(text.auth.confirmPassword, { exact: true }).fill('fortune77')
    await shot(page, `forgot-password-change-${language}`, info.project.name)
    await expectNoSevereViolations(page)
    await dialog.getByRole('button', { name: text.auth.changePassword }).click()

    await expect(page.getByRole('status')).toContainText(text.auth.passwordChanged)
    await expect(signInDialog).toBeVisible()
    await signInDialog.getByLabel(text.auth.account).fill(email)
    await signInDialog.getByLabel(text.auth.password, { exact: true }).fill('fortune77')
    await signInDialog.getByRole('button', { name: exactly(text.header.signIn) }).click()
    await expect(page.getByTestId('member-name')).toHaveText('cricket fan')
  })
}
