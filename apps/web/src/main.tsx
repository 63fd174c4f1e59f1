import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App, preloadOpenedScreen } from './app/app'
import { registerServiceWorker } from './app/service-worker'
import { listenForInstallPrompt } from './features/install'
import { initI18n } from './i18n/i18n'
import './app/styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// The browser offers to install the site once, soon after load: held from the start for the banner.
listenForInstallPrompt()
registerServiceWorker()

/**
 * React reveals a screen no sooner than this after it has shown the screen's fallback. Holding the
 * first render up to this long for the opened screen therefore shows the screen no later, and in
 * one paint without the fallback's flash; a slower screen shows its fallback in the frame meanwhile.
 */
const SCREEN_WAIT_MS = 300

// The opened page's screen loads while i18next starts.
const openedScreen = preloadOpenedScreen()
const screenWait = () =>
  Promise.race([openedScreen, new Promise((resolve) => setTimeout(resolve, SCREEN_WAIT_MS))])
// The first render runs as a transition, which React splits into short slices: a phone stays
// responsive while the page builds.
void initI18n()
  .then(screenWait)
  .then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  )
