/** The player's service worker: the build writes it at the site's root, so it may control every page. */
export const SERVICE_WORKER_URL = '/sw.js'

/**
 * Registers the player's service worker once the page has loaded, so that its install (which
 * downloads the app's shell and the offline page) never competes with the first paint. Builds
 * only: the dev server writes no worker. Browsers without service workers (or pages not served
 * from a secure origin) go on without an offline page.
 */
export function registerServiceWorker(page: Window = window, isBuild = import.meta.env.PROD): void {
  if (!isBuild || !('serviceWorker' in page.navigator)) return
  const register = () => {
    // A failed registration only costs the offline page; the site works as before, so nothing is shown.
    page.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined)
  }
  if (page.document.readyState === 'complete') register()
  else page.addEventListener('load', register, { once: true })
}
