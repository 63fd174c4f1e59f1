import { expect, type Page, test } from '@playwright/test'
import { registeredPlayer, storeSession } from './support'

/**
 * Every route of the product, parameters filled in: the public ones and those behind the sign-in
 * guard (the check signs a player in, so both show their screens).
 */
const ROUTES = [
  '/',
  '/sport/soccer',
  '/sport/basketball',
  '/sport/bd',
  '/sport/all',
  '/sport/cricket',
  '/sport/365sports',
  '/results/soccer',
  '/results/basketball',
  '/results/bd',
  '/results/cricket',
  '/results/365sports',
  '/howToPlay/soccer',
  '/howToPlay/cricket',
  '/lottery/mark-six?game=hkmarksix',
  '/lottery/mark-six?game=gallopingmarksix',
  '/lottery/racing?game=pk10',
  '/lottery/racing?game=airship',
  '/lottery/my-bets',
  '/my-bets',
  '/fairness',
  '/gameArcade',
  '/game/pgGame',
  '/game/tadaGame',
  '/game/noah',
  '/game/play/pg/1',
  '/announcements',
  '/promotions',
  '/agreement',
  '/help',
  '/faq',
  '/legal',
  '/legal/privacy',
  '/private-messages',
  '/reports',
  '/profile',
  '/chat',
  '/under-construction',
  '/no-such-page',
]

/** The languages whose texts run longest or read in other scripts. */
const LANGUAGES = ['en', 'zh', 'ja', 'hi']

/**
 * What is wrong with the page's layout as it stands: texts wider than their box (cut off or spilling
 * out), and controls that another element covers where a player would press them. Each control is
 * brought to the middle of its scroll area first, so a fixed bar over the page's bottom covers
 * nothing a player could not scroll to.
 */
function layoutDefects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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

    for (const element of document.body.querySelectorAll('*')) {
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
      ...document.body.querySelectorAll('a[href], button, input, select, textarea, [role="tab"]'),
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
  })
}

for (const language of LANGUAGES) {
  test(`every route lays out in ${language}: no text overflows its box, no control is covered`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    await storeSession(page, await registeredPlayer(request, `layout-${language}`), { language })
    const found: string[] = []
    for (const route of ROUTES) {
      await page.goto(route)
      // The screen has shown when its loading skeletons are gone.
      await expect(page.locator('main .skeleton-rows')).toHaveCount(0)
      for (const defect of await layoutDefects(page)) found.push(`${route}: ${defect}`)
    }
    expect(found).toEqual([])
  })
}
