import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import {
  codeFor,
  escapeRegExp,
  expectNoSevereViolations,
  messages,
  registeredPlayer,
  SCREENSHOTS,
  storeSession,
} from './support'

for (const language of ['en', 'zh'] as const) {
  test(`a player registers by email with the code from the outbox, signs out and signs back in (${language})`, async ({
    page,
    request,
  }, info) => {
    // The first journey of a run meets a cold server and browser: give it room.
    test.setTimeout(60_000)
    const text = messages(language)
    const exactly = (label: string) => new RegExp(`^${escapeRegExp(label)}$`)
    await page.addInitScript((chosen) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', chosen)
    }, language)
    const email = `e2e.${language}.${info.project.name}.${Date.now()}@example.com`
    await page.goto('/')
    await page.getByRole('button', { name: exactly(text.header.register) }).click()
    const dialog = page.getByRole('dialog', { name: text.auth.registerTitle })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel(text.auth.email, { exact: true }).fill(email)
    await dialog.getByRole('button', { name: text.auth.sendCode }).click()
    await expect(dialog.getByRole('button', { name: text.auth.sendCode })).toBeHidden()
    await dialog.getByLabel(text.auth.code).fill(await codeFor(request, email))
    await dialog.getByLabel(text.auth.nickname).fill('e2e player')
    await dialog.getByLabel(text.auth.password, { exact: true }).fill('winning42')
    await dialog.getByLabel(text.auth.confirmPassword).fill('winning42')
    await dialog.getByLabel(text.auth.confirmAge).check()
    await dialog.getByRole('checkbox', { name: text.auth.agreeTerms }).check()
    await page.screenshot({ path: join(SCREENSHOTS, `register-${language}-${info.project.name}.png`) })
    await expectNoSevereViolations(page)
    await dialog.getByRole('button', { name: exactly(text.header.register) }).click()

    // The welcome toast lasts 2.5 s: look for it first, before anything else can take that time.
    await expect(page.getByRole('status')).toContainText(text.auth.welcome)
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('member-name')).toHaveText('e2e player')
    await page.screenshot({ path: join(SCREENSHOTS, `signed-in-${language}-${info.project.name}.png`) })

    await page.getByRole('button', { name: text.header.logout }).click()
    await page
      .getByRole('dialog', { name: text.header.logout })
      .getByRole('button', { name: text.common.ok })
      .click()
    await expect(page.getByRole('button', { name: exactly(text.header.signIn) })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()

    await page.getByRole('button', { name: exactly(text.header.signIn) }).click()
    const signIn = page.getByRole('dialog', { name: text.auth.signInTitle })
    await signIn.getByLabel(text.auth.account).fill(email)
    await signIn.getByLabel(text.auth.password, { exact: true }).fill('wrong-pass1')
    await signIn.getByRole('button', { name: exactly(text.header.signIn) }).click()
    // The refusal is told in the dialog, where the player is looking.
    await expect(signIn.getByRole('alert')).toHaveText(text.errors.INVALID_CREDENTIALS)
    await signIn.getByLabel(text.auth.password, { exact: true }).fill('winning42')
    await signIn.getByRole('button', { name: exactly(text.header.signIn) }).click()
    await expect(page.getByTestId('member-name')).toHaveText('e2e player')

    // A guarded page now opens, and survives a reload.
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByTestId('member-name')).toHaveText('e2e player')
  })
}

test('the registration form explains each broken rule under its field, in Chinese too', async ({
  page,
}, info) => {
  await page.addInitScript(() => localStorage.setItem('language', 'zh'))
  await page.goto('/registration?inviteCode=ABCD2345')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('input:not([type="checkbox"])').last()).toHaveValue('ABCD2345')
  await dialog.locator('input[type="email"]').fill('not-an-email')
  await dialog.locator('input[autocomplete="nickname"]').fill('abc')
  await dialog.locator('input[autocomplete="new-password"]').first().fill('short1')
  await dialog.locator('button[type="submit"]').click()
  await expect(dialog.locator('.field-error')).toHaveCount(4)
  await page.screenshot({ path: join(SCREENSHOTS, `register-errors-zh-${info.project.name}.png`) })
})

test('a signed-in agent opens the invite window, switches invite types and downloads the QR image', async ({
  page,
}, info) => {
  await page.goto('/login')
  const signIn = page.getByRole('dialog', { name: 'Sign in' })
  await signIn.getByLabel('Email or mobile number').fill('agent@example.com')
  await signIn.getByLabel('Password', { exact: true }).fill('agent4242')
  await signIn.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('member-name')).toHaveText('Demo Agent')

  await page.goto('/?invite=true')
  const invite = page.getByRole('dialog', { name: 'Invite friends' })
  await expect(invite.getByTestId('invite-code')).toHaveText('DEMOAGNT')
  await expect(invite.locator('canvas')).toBeVisible()
  await invite.getByRole('tab', { name: 'Agents' }).click()
  await expect(invite.getByTestId('invite-code')).toHaveText('DEMOAGT2')
  await page.screenshot({ path: join(SCREENSHOTS, `invite-${info.project.name}.png`) })
  await expectNoSevereViolations(page)
  const download = page.waitForEvent('download')
  await invite.getByRole('button', { name: 'Download QR code' }).click()
  expect((await download).suggestedFilename()).toBe('qrcode.png')
})

test('a player changes the nickname, sets the real name, verifies a mobile number and sets the payment password', async ({
  page,
  request,
}, info) => {
  const session = await registeredPlayer(request, `profile.${info.project.name}`, 'profile player')
  await storeSession(page, session)

  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible()
  // The profile menu opens on rewards; the account settings are under "Profile".
  await page
    .getByRole('navigation', { name: 'Profile menu' })
    .getByRole('button', { name: 'Profile' })
    .click()
  const account = page.getByRole('region', { name: 'Account' })
  await account.getByLabel('Nickname').fill('renamed player')
  await account.getByRole('button', { name: 'Save' }).first().click()
  await expect(account.locator('dd').first()).toHaveText('renamed player')

  const payment = page.getByRole('region', { name: 'Payment password' })
  await payment.getByLabel('New payment password').fill('12345')
  await payment.getByLabel('Confirm payment password').fill('12345')
  await payment.getByRole('button', { name: 'Set payment password' }).click()
  await expect(payment.locator('.field-error').first()).toHaveText(
    'The payment password is exactly 6 digits.',
  )
  await payment.getByLabel('New payment password').fill('204815')
  await payment.getByLabel('Confirm payment password').fill('204815')
  await payment.getByRole('button', { name: 'Set payment password' }).click()
  await expect(payment.getByRole('button', { name: 'Change payment password' })).toBeVisible()
  await expect(payment.getByLabel('Current payment password')).toBeVisible()
  await account.getByLabel('Real name').fill('Li Wei')
  await account.getByRole('button', { name: 'Save' }).nth(1).click()
  await expect(account.getByText('Li Wei')).toBeVisible()

  const phone = String(13_200_000_000 + Math.floor(Math.random() * 799_999_999))
  await account.getByLabel('Mobile number').fill(phone)
  await account.getByRole('button', { name: 'Send code' }).click()
  await account.getByLabel('Verification code').fill(await codeFor(request, `+86${phone}`))
  await account.getByRole('button', { name: 'Verify mobile number' }).click()
  await expect(account.locator('dd').nth(2)).toContainText(`+86 ${phone}`)
  await expect(account.locator('dd').nth(2)).toContainText('Verified')
  await page.screenshot({ path: join(SCREENSHOTS, `profile-${info.project.name}.png`), fullPage: true })
  await expectNoSevereViolations(page)
})

test('the header shows the balance in the chosen currency, and follows a change of currency', async ({
  page,
}, info) => {
  // Each project uses its own demo account, so parallel runs never change each other's currency.
  const isMobile = info.project.name === 'mobile'
  const account = isMobile
    ? { email: 'agent@example.com', password: 'agent4242', usdt: '500.00', cny: '3,550.00' }
    : { email: 'player@example.com', password: 'winning42', usdt: '1,000.00', cny: '7,100.00' }
  await page.goto('/login')
  const signIn = page.getByRole('dialog', { name: 'Sign in' })
  await signIn.getByLabel('Email or mobile number').fill(account.email)
  await signIn.getByLabel('Password', { exact: true }).fill(account.password)
  await signIn.getByRole('button', { name: 'Sign in' }).click()
  const balance = page.getByTestId('balance')
  // In CNY the balance is score × 7.1, fixed to 2 decimals.
  await expect(balance).toHaveText(`Balance: ${account.usdt} USDT`)
  if (isMobile) {
    await page.goto('/profile')
    await page
      .getByRole('navigation', { name: 'Profile menu' })
      .getByRole('button', { name: 'Profile' })
      .click()
  }
  const picker = isMobile
    ? page.getByRole('region', { name: 'Global settings' })
    : page.locator('.site-header')
  await picker.getByLabel('Currency').selectOption('CNY')
  await expect(balance).toHaveText(`Balance: ${account.cny} CNY`)
  await picker.getByLabel('Currency').selectOption('USDT')
  await expect(balance).toHaveText(`Balance: ${account.usdt} USDT`)
})
