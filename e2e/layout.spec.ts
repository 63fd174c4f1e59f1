import { expect, test } from '@playwright/test'
import { layoutDefects, registeredPlayer, storeSession } from './support'

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
  '/game/play/pg/dragon-fortune',
  '/game/play/tada/royal-baccarat',
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
