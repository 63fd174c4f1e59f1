import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BackofficeApp } from './app/backoffice-app'
import { createBackofficeI18n } from './i18n/backoffice-i18n'
// The UI kit's look (tokens, controls, dialogs) is the player app's; the back office adds its layout.
import '../app/styles.css'
import './app/backoffice.css'

const root = document.getElementById('root')
if (!root) throw new Error('backoffice.html has no #root element')

void createBackofficeI18n().then((i18n) =>
  createRoot(root).render(
    <StrictMode>
      <BackofficeApp i18n={i18n} />
    </StrictMode>,
  ),
)
