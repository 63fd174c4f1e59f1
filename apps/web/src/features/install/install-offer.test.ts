import { describe, expect, it } from 'vitest'
import { type InstallEnvironment, installOffer, isIosDevice, isStandaloneDisplay } from './install-offer'

const browser: InstallEnvironment = {
  isStandalone: false,
  isInstalled: false,
  canPrompt: false,
  isIos: false,
}

describe('installOffer', () => {
  it.each<[string, Partial<InstallEnvironment>, ReturnType<typeof installOffer>]>([
    [
      'an installed app running from the home screen offers nothing',
      { isStandalone: true, canPrompt: true },
      'installed',
    ],
    ['a site installed from this very page offers nothing more', { isInstalled: true }, 'installed'],
    ['a browser that offered its install dialog gets it on the click', { canPrompt: true }, 'prompt'],
    ['iOS, which has no install dialog, shows the Share menu’s steps', { isIos: true }, 'ios-steps'],
    ['an iOS home screen app offers nothing', { isIos: true, isStandalone: true }, 'installed'],
    ['any other browser shows the steps through its menu', {}, 'browser-steps'],
  ])('%s', (_rule, environment, offer) => {
    expect(installOffer({ ...browser, ...environment })).toBe(offer)
  })
})

describe('isIosDevice', () => {
  it.each([
    [
      'iPhone Safari',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
      5,
      true,
    ],
    [
      'iPhone Chrome',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 CriOS/124.0 Mobile/15E148 Safari/604.1',
      5,
      true,
    ],
    [
      'iPadOS, which presents itself as a Mac with a touch screen',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
      5,
      true,
    ],
    [
      'a Mac without a touch screen',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
      0,
      false,
    ],
    [
      'Android Chrome',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
      5,
      false,
    ],
  ])('%s', (_device, userAgent, maxTouchPoints, isIos) => {
    expect(isIosDevice({ userAgent, maxTouchPoints })).toBe(isIos)
  })
})

describe('isStandaloneDisplay', () => {
  const page = (isStandaloneQuery: boolean, standalone?: boolean) =>
    ({
      matchMedia: (query: string) => ({
        matches: isStandaloneQuery && query === '(display-mode: standalone)',
      }),
      navigator: { standalone },
    }) as unknown as Window

  it('reads the standalone display mode of an installed app', () => {
    expect(isStandaloneDisplay(page(true))).toBe(true)
  })

  it('reads iOS’s home screen flag', () => {
    expect(isStandaloneDisplay(page(false, true))).toBe(true)
  })

  it('sees a page in a browser tab as not installed', () => {
    expect(isStandaloneDisplay(page(false, false))).toBe(false)
  })
})
