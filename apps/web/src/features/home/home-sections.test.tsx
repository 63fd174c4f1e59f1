import { AD_KIND, type Ad } from '@app/contract'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { listenForInstallPrompt } from '../install'
import type { BeforeInstallPromptEvent } from '../install/offer'
import { DownloadBanner } from './home-sections'

const ADS: Ad[] = [
  {
    id: 1,
    kind: AD_KIND.download,
    url: '/under-construction',
    src: '/art/banners/download-app.svg',
    alt: 'Get the app: faster bets and instant draw alerts',
  },
]
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1'

/** The browser offers to install the site, and the player answers its dialog with `outcome`. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(() => Promise.resolve())
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) })
  window.dispatchEvent(event)
  return prompt
}

const installButton = () => screen.getByRole('button', { name: /Get the app.*Install/ })

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false
  }
  listenForInstallPrompt(window)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  localStorage.clear()
})

// The page's install prompt is one for the whole run, as in the browser: the cases that install
// come last.
describe('the download banner', () => {
  it('shows the steps through the browser’s menu where the browser offers no install dialog', async () => {
    render(<DownloadBanner ads={ADS} />)
    fireEvent.click(installButton())
    expect(await screen.findByRole('heading', { name: 'Add WIN365 to your home screen' })).toBeTruthy()
    expect(screen.getByText('Choose “Install app” or “Add to Home screen”.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }))
    expect(screen.queryByRole('heading', { name: 'Add WIN365 to your home screen' })).toBeNull()
  })

  it('shows Safari’s Add to Home Screen steps on an iPhone', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE)
    render(<DownloadBanner ads={ADS} />)
    fireEvent.click(installButton())
    expect(await screen.findByText('Tap the Share button in the browser’s toolbar.')).toBeTruthy()
    expect(screen.getByText('Scroll down and choose “Add to Home Screen”.')).toBeTruthy()
  })

  it('is gone where the site already runs as an installed app', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }))
    const { container } = render(<DownloadBanner ads={ADS} />)
    vi.unstubAllGlobals()
    expect(container.innerHTML).toBe('')
  })

  it('stays hidden once the player has closed it', () => {
    render(<DownloadBanner ads={ADS} />)
    fireEvent.click(screen.getByRole('button', { name: 'Hide this banner' }))
    const { container } = render(<DownloadBanner ads={ADS} />)
    expect(container.innerHTML).toBe('')
  })

  it('opens the browser’s own install dialog where there is one, and stays when it is dismissed', async () => {
    const prompt = offerInstall('dismissed')
    render(<DownloadBanner ads={ADS} />)
    fireEvent.click(installButton())
    await vi.waitFor(() => expect(prompt).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(installButton()).toBeTruthy()
  })

  it('is gone once the player has installed the site from it', async () => {
    const prompt = offerInstall('accepted')
    const { container } = render(<DownloadBanner ads={ADS} />)
    fireEvent.click(installButton())
    await vi.waitFor(() => expect(container.innerHTML).toBe(''))
    expect(prompt).toHaveBeenCalledTimes(1)
  })
})
