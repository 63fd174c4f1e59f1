import { expect, test } from '@playwright/test'
import { layoutDefects, messages, registeredPlayer, storeSession } from './support'

for (const language of ['en', 'ja', 'hi']) {
  test(`the slip with five picks in ${language}: no field, button or text is covered or cut, the stake field included`, async ({
    page,
    request,
  }, info) => {
    const texts = messages(language)
    await storeSession(page, await registeredPlayer(request, `slip-layout-${language}`), { language })
    await page.goto('/sport/soccer')
    // Matches in play take no picks: their prices are locked.
    const cards = page.locator('[data-match]:has(.odds-row-wl button:not(:disabled))')
    await expect(cards.nth(4)).toBeVisible()
    for (let index = 0; index < 5; index += 1) {
      await cards.nth(index).locator('.odds-row-wl button:not(:disabled)').first().click()
    }
    if (info.project.name === 'mobile') await page.locator('.sports-slip-bar button').first().click()
    const slip = page.locator('.sports-slip')
    await expect(slip).toBeVisible()
    // The field being edited: typed into, it stays in view and nothing lies over it.
    const stake = slip.getByLabel(texts.sports.slip.castValue.replace('{{currency}}', 'USDT'))
    await stake.fill('12')
    // The summary grows as the typed stake brings its warnings; the field is scrolled clear of it
    // in the frame after.
    await expect
      .poll(
        () =>
          stake.evaluate((field) => {
            const area = field.getBoundingClientRect()
            const top = document.elementFromPoint(area.left + area.width / 2, area.top + area.height / 2)
            return top === field || field.contains(top)
          }),
        { message: 'the stake field is covered where it is typed into' },
      )
      .toBe(true)
    expect(await layoutDefects(page, '.sports-slip')).toEqual([])
  })
}
