/**
 * What the download banner offers:
 * - 'installed': nothing, the site already runs as an installed app (or was just installed);
 * - 'prompt': the browser's own install dialog (Chromium browsers, once they have offered it);
 * - 'ios-steps': the steps of Safari's "Add to Home Screen", which has no install dialog to call;
 * - 'browser-steps': the steps through the browser's menu, for every other browser.
 */
export type InstallOffer = 'installed' | 'prompt' | 'ios-steps' | 'browser-steps'

export type InstallEnvironment = {
  /** The page runs as an installed app (display-mode standalone, or iOS's home screen flag). */
  isStandalone: boolean
  /** The player installed the site from this page (the browser's `appinstalled`). */
  isInstalled: boolean
  /** The browser has offered its install dialog and the offer is unused. */
  canPrompt: boolean
  isIos: boolean
}

/** The banner's offer, e.g. `installOffer({ isStandalone: false, isInstalled: false, canPrompt: false, isIos: true })` is 'ios-steps'. */
export function installOffer({
  isStandalone,
  isInstalled,
  canPrompt,
  isIos,
}: InstallEnvironment): InstallOffer {
  if (isStandalone || isInstalled) return 'installed'
  if (canPrompt) return 'prompt'
  return isIos ? 'ios-steps' : 'browser-steps'
}

/** Whether the page runs as an installed app: the manifest's standalone display, or iOS's home screen app. */
export function isStandaloneDisplay(page: Window): boolean {
  const isIosHomeScreenApp = (page.navigator as Navigator & { standalone?: boolean }).standalone === true
  const isStandalone =
    typeof page.matchMedia === 'function' && page.matchMedia('(display-mode: standalone)').matches
  return isStandalone || isIosHomeScreenApp
}

/** Whether the browser runs on iOS or iPadOS, whose every browser installs through Share, "Add to Home Screen". */
export function isIosDevice(navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  // iPadOS presents itself as a Mac; a touch screen gives it away.
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  )
}
