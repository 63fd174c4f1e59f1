import { randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { ERROR_TEXTS, SETTLEMENT_REASON_TEXTS } from '@app/contract'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { generate } from 'otplib'
import type auth from '../apps/web/src/i18n/locales/en/auth.json'
import type common from '../apps/web/src/i18n/locales/en/common.json'
import type cricket from '../apps/web/src/i18n/locales/en/cricket.json'
import type errors from '../apps/web/src/i18n/locales/en/errors.json'
import type fairness from '../apps/web/src/i18n/locales/en/fairness.json'
import type footer from '../apps/web/src/i18n/locales/en/footer.json'
import type header from '../apps/web/src/i18n/locales/en/header.json'
import type home from '../apps/web/src/i18n/locales/en/home.json'
import type info from '../apps/web/src/i18n/locales/en/info.json'
import type invite from '../apps/web/src/i18n/locales/en/invite.json'
import type lobby from '../apps/web/src/i18n/locales/en/lobby.json'
import type lottery from '../apps/web/src/i18n/locales/en/lottery.json'
import type nav from '../apps/web/src/i18n/locales/en/nav.json'
import type pages from '../apps/web/src/i18n/locales/en/pages.json'
import type panels from '../apps/web/src/i18n/locales/en/panels.json'
import type profile from '../apps/web/src/i18n/locales/en/profile.json'
import type protection from '../apps/web/src/i18n/locales/en/protection.json'
import type racing from '../apps/web/src/i18n/locales/en/racing.json'
import type reports from '../apps/web/src/i18n/locales/en/reports.json'
import type settlement from '../apps/web/src/i18n/locales/en/settlement.json'
import type sports from '../apps/web/src/i18n/locales/en/sports.json'
import type toast from '../apps/web/src/i18n/locales/en/toast.json'
import type wallet from '../apps/web/src/i18n/locales/en/wallet.json'

/** Named screenshots every run keeps for people to look at. */
export const SCREENSHOTS = join(import.meta.dirname, '..', 'test-results', 'screenshots')

/** Keeps a full-page screenshot of the page under a name, one per project (desktop, mobile). */
export const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}-${project}.png`), fullPage: true })

/** A session as the sign-in calls answer it. */
export type StoredSession = { token: string; fresh_token: string; user_id: number; role: string }

/**
 * Puts a session (and a language) in the browser's storage as a sign-in leaves it, before each
 * page of the app loads. With `isFirstPageOnly`, later pages keep the tokens the app renewed: a
 * refresh token is rotated on use, and reusing an old one ends the session.
 */
export async function storeSession(
  page: Page,
  session: StoredSession,
  options: { language?: string; isFirstPageOnly?: boolean } = {},
) {
  await page.addInitScript(
    ([stored, { language, isFirstPageOnly }]) => {
      if (isFirstPageOnly && localStorage.getItem('token')) return
      localStorage.setItem('token', stored.token)
      localStorage.setItem('fresh_token', stored.fresh_token)
      localStorage.setItem('user_id', String(stored.user_id))
      localStorage.setItem('role', stored.role)
      if (language) localStorage.setItem('language', language)
    },
    [session, options] as const,
  )
}

/** Fails on any serious or critical accessibility violation axe finds on the page. */
export async function expectNoSevereViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const severe = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  )
  expect(
    severe.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.target})`),
  ).toEqual([])
}

/**
 * A language's texts by namespace (English is the source of every key) plus the server's error
 * texts used here.
 */
type Messages = {
  auth: typeof auth
  common: typeof common
  cricket: typeof cricket
  errors: typeof errors & { INVALID_CREDENTIALS: string }
  fairness: typeof fairness
  footer: typeof footer
  header: typeof header
  home: typeof home
  info: typeof info
  invite: typeof invite
  lobby: typeof lobby
  lottery: typeof lottery
  nav: typeof nav
  pages: typeof pages
  panels: typeof panels
  profile: typeof profile
  protection: typeof protection
  racing: typeof racing
  reports: typeof reports
  settlement: typeof settlement & { reasons: typeof SETTLEMENT_REASON_TEXTS }
  sports: typeof sports
  toast: typeof toast
  wallet: typeof wallet
}

/**
 * The interface texts of a language as the app shows them, read from its folder of namespace
 * files, so a journey can be run in any language; the server's error texts fill in English ones.
 */
export function messages(language: string): Messages {
  const folder = join(import.meta.dirname, '..', 'apps/web/src/i18n/locales', language)
  const bundle = Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [basename(file, '.json'), JSON.parse(readFileSync(join(folder, file), 'utf8'))]),
  ) as Messages
  // English error and settlement reason texts live in the contract; the other languages carry
  // them in their files.
  return language === 'en'
    ? {
        ...bundle,
        errors: { ...ERROR_TEXTS, ...bundle.errors },
        settlement: { ...bundle.settlement, reasons: SETTLEMENT_REASON_TEXTS },
      }
    : bundle
}

/** A text as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The newest 6-digit code the sandbox outbox holds for an address, waiting up to 5 s for it. */
export async function codeFor(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined
  await expect(async () => {
    const response = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)
    const [message] = (await response.json()).data as { body: string }[]
    code = message?.body.match(/\b\d{6}\b/)?.[0]
    expect(code).toBeDefined()
  }).toPass({ timeout: 5000 })
  return code as string
}

/**
 * Runs work while no other test runs work under the same name, across every worker of the run:
 * tests that move the shared server clock through a draw take turns, so one never closes the
 * draw another is betting on.
 */
export async function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = join(process.env.E2E_DATA_DIR ?? tmpdir(), `${name}.lock`)
  const until = Date.now() + 120_000
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      if (Date.now() > until) throw new Error(`${name} stayed locked for 2 minutes`)
      await new Promise((wake) => setTimeout(wake, 200))
    }
  }
  try {
    return await work()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** A new player registered through the API (email code from the sandbox outbox), not yet on any page. */
export async function registeredPlayer(
  request: APIRequestContext,
  label: string,
  nickname = `${label} player`,
): Promise<StoredSession & { email: string }> {
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
  await request.get(`/sports/api/v1/verify/reg/email?email=${encodeURIComponent(email)}`)
  const registered = await request.post('/sports/api/v1/reg', {
    headers: { platform: '1' },
    data: {
      email,
      code: await codeFor(request, email),
      password: 'winning42',
      confirm_password: 'winning42',
      nickname,
      is_adult: true,
      agree_terms: true,
    },
  })
  expect(registered.ok()).toBe(true)
  return { ...((await registered.json()).data as StoredSession), email }
}

/** The README's demo operators: email, password and the authenticator secret each is seeded with. */
export const DEMO_OPERATORS = {
  admin: {
    email: 'operator@example.com',
    password: 'operate42',
    totpSecret: 'DEMOADMINDESKTOTPSECRETKEY234567',
  },
  support: {
    email: 'support@example.com',
    password: 'support42',
    totpSecret: 'DEMOSUPPORTDESKTOTPSECRETKEY2345',
  },
  finance: {
    email: 'finance@example.com',
    password: 'finance42',
    totpSecret: 'DEMOFINANCEDESKTOTPSECRETKEY2345',
  },
  trading: {
    email: 'trading@example.com',
    password: 'trading42',
    totpSecret: 'DEMOTRADINGDESKTOTPSECRETKEY2345',
  },
} as const
export type DemoOperator = (typeof DEMO_OPERATORS)[keyof typeof DEMO_OPERATORS]

/** The code the operator's authenticator app shows now. */
export const currentTotp = (operator: DemoOperator) => generate({ secret: operator.totpSecret })

/** The back office's sign-in body for a demo operator, with the code its authenticator shows now. */
export async function operatorSignIn(operator: DemoOperator) {
  return { email: operator.email, password: operator.password, totp: await currentTotp(operator) }
}

/** Signs a demo operator (the admin unless another is named) in to the back-office API; answers the token. */
export async function operatorToken(
  request: APIRequestContext,
  operator: DemoOperator = DEMO_OPERATORS.admin,
): Promise<string> {
  const signedIn = await request.post('/sports/api/v1/operator/sign_in', {
    data: await operatorSignIn(operator),
  })
  expect(signedIn.ok(), await signedIn.text()).toBe(true)
  return (await signedIn.json()).data.token
}

/**
 * Signs a demo operator in on the back office's sign-in page as a person would: email and
 * password, then the code their authenticator app shows when the page asks for it.
 */
export async function signInToBackoffice(page: Page, operator: DemoOperator) {
  await page.getByLabel('Email').fill(operator.email)
  await page.getByLabel('Password').fill(operator.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const code = page.getByLabel('Authenticator code')
  await expect(code).toBeFocused()
  await code.fill(await currentTotp(operator))
  await page.getByRole('button', { name: 'Verify' }).click()
}

/** Credits a player's wallet from the back office, as an operator's adjustment. */
export async function fundPlayer(request: APIRequestContext, userId: number, amount: string, reason: string) {
  const adjusted = await request.post('/sports/api/v1/operator/adjustments', {
    headers: { authorization: await operatorToken(request), 'idempotency-key': randomUUID() },
    data: { user_id: userId, amount, reason, reason_code: 'other' },
  })
  expect(adjusted.ok()).toBe(true)
}

/**
 * What is wrong with the layout of the page (or of the part a selector names) as it stands: texts
 * wider than their box (cut off or spilling out), controls that another element covers where a
 * player would press them or that the screen's edge cuts. Each control is brought to the middle of
 * its scroll area first, so a fixed bar over the page's bottom covers nothing a player could not
 * scroll to.
 */
export function layoutDefects(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((scope) => {
    const root = document.querySelector(scope)
    if (!root) return [`nothing matches ${scope}`]
    const name = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/) : []
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `${element.tagName.toLowerCase()}${classes
        .filter(Boolean)
        .map((c) => `.${c}`)
        .join('')} "${text}"`
    }
    const isShown = (element: Element) => {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) return false
      if (element.closest('[aria-hidden="true"], [inert], .visually-hidden')) return false
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    }
    const scrolls = (style: CSSStyleDeclaration) =>
      /auto|scroll/.test(`${style.overflowX} ${style.overflowY}`)
    const defects = new Set<string>()

    for (const element of root.querySelectorAll('*')) {
      const hasOwnText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      )
      if (!hasOwnText || !isShown(element)) continue
      const style = getComputedStyle(element)
      if (style.display === 'inline' || scrolls(style)) continue
      if (element.scrollWidth > element.clientWidth + 1)
        defects.add(`text overflows its box: ${name(element)}`)
    }

    // The page itself never scrolls sideways: something on it would be wider than the screen.
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      defects.add(`the page is wider than the screen (${document.documentElement.scrollWidth} px)`)
    }

    const controls = [
      ...root.querySelectorAll('a[href], button, input, select, textarea, [role="tab"]'),
    ].filter((control) => isShown(control) && !(control as HTMLButtonElement).disabled)
    for (const control of controls) {
      control.scrollIntoView({ block: 'center', inline: 'nearest' })
      const box = control.getBoundingClientRect()
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue
      if (box.left < -1 || box.right > window.innerWidth + 1) {
        defects.add(`control cut by the screen's edge: ${name(control)}`)
        continue
      }
      const hit = document.elementFromPoint(x, y)
      if (!hit || control.contains(hit) || hit.contains(control)) continue
      const label = hit.closest('label')
      if (label && (label.control === control || label.contains(control))) continue
      defects.add(`control covered: ${name(control)} under ${name(hit)}`)
    }
    window.scrollTo(0, 0)
    return [...defects]
  }, within)
}
