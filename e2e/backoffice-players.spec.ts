import { expect, test } from '@playwright/test'
import {
  DEMO_OPERATORS,
  expectNoSevereViolations,
  registeredPlayer,
  shot,
  signInToBackoffice,
} from './support'

// The back office is for desktop widths; its players section is proven there.
test.skip(({ isMobile }) => isMobile, 'the back office is a desktop console')

test('support finds a player by email, adds a note, tightens a deposit limit and locks the account', async ({
  page,
  request,
}, info) => {
  const player = await registeredPlayer(request, 'bo.players', 'players journey')

  await page.goto('/backoffice')
  await signInToBackoffice(page, DEMO_OPERATORS.support)
  await page
    .getByRole('navigation', { name: 'Back-office sections' })
    .getByRole('link', { name: 'Players' })
    .click()
  await expect(page.getByRole('heading', { name: 'Players' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Players' })).toBeVisible()
  await shot(page, 'backoffice-players', info.project.name)
  await expectNoSevereViolations(page)

  // Found by email, opened from the list.
  await page.getByLabel('ID, nickname, email, mobile or invite code').fill(player.email)
  await page.getByRole('button', { name: 'Search' }).click()
  const results = page.getByRole('table', { name: `Players matching “${player.email}”` })
  await expect(results.getByRole('row')).toHaveCount(2)
  await results.getByRole('link', { name: 'players journey' }).click()
  await expect(page.getByRole('heading', { name: /players journey/ })).toBeVisible()
  await expect(page.getByText(player.email, { exact: false })).toBeVisible()
  await shot(page, 'backoffice-player-overview', info.project.name)
  await expectNoSevereViolations(page)

  // A note, kept with the operator's name.
  await page.getByRole('tab', { name: 'Notes' }).click()
  const note = `Called about a deposit (${Date.now()})`
  await page.getByLabel('Note', { exact: true }).fill(note)
  await page.getByRole('button', { name: 'Add the note' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: note })).toContainText('By Demo Support')
  await shot(page, 'backoffice-player-notes', info.project.name)

  // A deposit limit tightened from the back office is the player's own limit at once.
  await page.getByRole('tab', { name: 'Responsible play' }).click()
  await page.getByLabel('What is limited').selectOption('deposit')
  await page.getByLabel('Over', { exact: true }).selectOption('day')
  await page.getByLabel('New limit (USDT)').fill('50')
  await page.getByLabel('Reason (kept in the audit log)').fill('The player asked for it on the phone')
  await page.getByRole('button', { name: 'Tighten the limit' }).click()
  await expect(page.getByText('Deposits over 24 hours is now limited to 50.00 USDT.')).toBeVisible()
  await shot(page, 'backoffice-player-protection', info.project.name)
  await expectNoSevereViolations(page)
  const own = await request.get('/sports/api/v1/member/limits', { headers: { authorization: player.token } })
  expect(own.ok()).toBe(true)
  const limits = (await own.json()).data.limits as { kind: string; period: string; amount: string | null }[]
  expect(limits.find((limit) => limit.kind === 'deposit' && limit.period === 'day')?.amount).toBe('50')

  // Locked: the player's session ends and no sign-in is possible.
  await page.getByRole('button', { name: 'Lock', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Lock players journey' })
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Suspected account takeover')
  await shot(page, 'backoffice-player-lock', info.project.name)
  await dialog.getByRole('button', { name: 'Lock the account' }).click()
  await expect(page.getByText('players journey is locked.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unlock' })).toBeVisible()
  await shot(page, 'backoffice-player-locked', info.project.name)

  const ended = await request.get('/sports/api/v1/member/info', { headers: { authorization: player.token } })
  expect(ended.status()).toBe(401)
  const refused = await request.post('/sports/api/v1/sign_in/', {
    headers: { platform: '1' },
    data: { account: player.email, password: 'winning42' },
  })
  expect(refused.status()).toBe(403)
  expect((await refused.json()).msg).toBe('ACCOUNT_LOCKED')

  // The player's app says why in words.
  const playerPage = await page.context().newPage()
  await playerPage.goto('/login')
  const signIn = playerPage.getByRole('dialog', { name: 'Sign in' })
  await signIn.getByLabel('Email or mobile number').fill(player.email)
  await signIn.getByLabel('Password', { exact: true }).fill('winning42')
  await signIn.getByRole('button', { name: 'Sign in' }).click()
  await expect(playerPage.getByText('This account is locked. Please contact support.')).toBeVisible()
  await shot(playerPage, 'player-sign-in-locked', info.project.name)
})
