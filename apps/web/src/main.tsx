import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { initI18n } from './i18n/i18n'
import './app/styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

void initI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
