import { type Browser, expect, type Page, test } from '@playwright/test'
import {
  DEMO_OPERATORS,
  expectNoSevereViolations,
  registeredPlayer,
  shot,
  signInToBackoffice,
  storeSession,
} from './support'

/** The demo operators with the support role: each project signs in as its own, so neither's desk affects the other's. */
const AGENTS = { desktop: DEMO_OPERATORS.support, mobile: DEMO_OPERATORS.admin } as const

/** A support agent signed in to the back office in a browser of its own, available for chats. */
async function openDesk(browser: Browser, baseURL: string | undefined, project: string) {
  const agent = project === 'mobile' ? AGENTS.mobile : AGENTS.desktop
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
  const desk = await context.newPage()
  await desk.goto('/backoffice')
  await signInToBackoffice(desk, agent)
  // Available once the server has heard it: a player opening support then finds an agent online.
  const available = desk.getByRole('button', { name: 'Available' })
  await expect(available).toHaveAttribute('aria-pressed', /true|false/)
  if ((await available.getAttribute('aria-pressed')) !== 'true') {
    const saved = desk.waitForResponse(
      (response) => response.url().endsWith('/operator/support/presence') && response.ok(),
    )
    await available.click()
    await saved
  }
  await expect(available).toHaveAttribute('aria-pressed', 'true')
  return { desk, close: () => context.close() }
}

/** The support panel's conversation (new messages are also announced elsewhere, for screen readers). */
const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation with support' })

/** Opens live support as a player would: the bottom navigation on a phone, the query flag on a desktop. */
async function openSupport(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.goto('/')
    await page.locator('.bottom-nav').getByRole('link', { name: 'Live support' }).click()
  } else {
    await page.goto('/?support=true')
  }
  await expect(page.getByText('Connected', { exact: true })).toBeVisible()
}

test('a guest writes to support, an agent answers from the desk, and the conversation follows the guest into their account', async ({
  page,
  browser,
  baseURL,
  request,
}, info) => {
  const isMobile = info.project.name === 'mobile'
  const question = `Where is my deposit? (${info.project.name} ${Date.now()})`
  const { desk, close } = await openDesk(browser, baseURL, info.project.name)
  try {
    await openSupport(page, isMobile)
    const composer = page.getByRole('textbox', { name: 'Your message' })
    await composer.fill(question)
    await composer.press('Enter')
    await expect(conversation(page).getByText(question)).toBeVisible()

    // Whichever agent took it, every support agent sees it among the open conversations.
    await desk.getByRole('tab', { name: /Open/ }).click()
    await desk.getByText(question).first().click()
    await expect(desk.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible()
    const answer = `Let me check that for you (${info.project.name})`
    await desk.getByRole('textbox', { name: 'Reply' }).fill(answer)
    await desk.getByRole('button', { name: 'Send' }).click()

    await expect(conversation(page).getByText(answer)).toBeVisible()
    await expect(conversation(page).getByText('Read').first()).toBeVisible()
    await shot(page, 'support-guest-answered', info.project.name)
    await shot(desk, 'support-desk-conversation', info.project.name)
    await expectNoSevereViolations(page)

    // The guest signs in: the conversation is the account's now, on this device and any other.
    const player = await registeredPlayer(request, `support.${info.project.name}`, 'support guest')
    await page.goto('/login')
    const signIn = page.getByRole('dialog', { name: 'Sign in' })
    await signIn.getByLabel('Email or mobile number').fill(player.email)
    await signIn.getByLabel('Password', { exact: true }).fill('winning42')
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByTestId('member-name')).toHaveText('support guest')
    await openSupport(page, isMobile)
    await expect(conversation(page).getByText(question)).toBeVisible()
    await expect(conversation(page).getByText(answer)).toBeVisible()

    const elsewhere = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined })
    const otherDevice = await elsewhere.newPage()
    await storeSession(otherDevice, player)
    await otherDevice.goto('/?support=true')
    await expect(conversation(otherDevice).getByText(answer)).toBeVisible()
    await elsewhere.close()
    await expect(desk.getByText('support guest').first()).toBeVisible()
  } finally {
    await close()
  }
})

test('a player posts in the public chat and a moderator deletes the post', async ({
  page,
  browser,
  baseURL,
  request,
}, info) => {
  const player = await registeredPlayer(request, `chat.${info.project.name}`, `chatter ${info.project.name}`)
  await storeSession(page, player)
  await page.goto('/chat')
  const post = `Who wins tonight? <b>${info.project.name}</b> https://example.com ${Date.now()}`
  const composer = page.getByRole('textbox', { name: 'Your message' })
  await composer.fill(post)
  await composer.press('Enter')
  // Links and markup stay text.
  const posted = page.locator('.chat-text', { hasText: post })
  await expect(posted).toBeVisible()
  await expect(page.locator('.chat-text a, .chat-text b')).toHaveCount(0)
  await shot(page, 'chat-room', info.project.name)
  await expectNoSevereViolations(page)

  const { desk, close } = await openDesk(browser, baseURL, info.project.name)
  try {
    await desk.getByRole('link', { name: 'Public chat' }).click()
    await desk
      .getByRole('button', { name: `Delete the message of chatter ${info.project.name}` })
      .last()
      .click()
    const dialog = desk.getByRole('dialog', { name: `Delete the message of chatter ${info.project.name}` })
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Links are not allowed')
    await dialog.getByRole('button', { name: 'Delete the message' }).click()
    await expect(desk.getByText(`The message of chatter ${info.project.name} was deleted.`)).toBeVisible()
    // The post leaves every reader's room at once.
    await expect(posted).toHaveCount(0)
    await shot(desk, 'chat-moderation', info.project.name)
  } finally {
    await close()
  }
})
