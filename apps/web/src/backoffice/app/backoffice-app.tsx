import type { i18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { BrowserRouter } from 'react-router'
import { BackofficeRoutes } from './backoffice-routes'

/** Where the server serves the back office's page. */
export const BACKOFFICE_BASE = '/backoffice'

/** The back office: its own texts and its routes under /backoffice. */
export function BackofficeApp({ i18n }: { i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter basename={BACKOFFICE_BASE}>
        <BackofficeRoutes />
      </BrowserRouter>
    </I18nextProvider>
  )
}
