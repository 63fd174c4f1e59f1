import { render } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { BackofficeRoutes } from '../app/backoffice-routes'
import { createBackofficeI18n } from '../i18n/backoffice-i18n'

// jsdom has no modal dialogs: the UI kit's Modal opens and closes the <dialog> itself.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true
}
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false
}

/** The back office at a path (inside /backoffice), in English; other languages load as asked for. */
export async function renderBackoffice(path: string) {
  const i18n = await createBackofficeI18n('en')
  return {
    i18n,
    ...render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <BackofficeRoutes />
        </MemoryRouter>
      </I18nextProvider>,
    ),
  }
}
