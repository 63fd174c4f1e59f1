import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App, preloadOpenedScreen } from './app/app'
import { initI18n } from './i18n/i18n'
import './app/styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// The opened page's screen loads while i18next starts and the frame renders.
preloadOpenedScreen()
// The first render runs as a transition, which React splits into short slices: a phone stays
// responsive while the page builds.
void initI18n().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
)
