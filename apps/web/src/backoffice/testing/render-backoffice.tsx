import { render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { expect } from 'vitest'
import { BackofficeRoutes } from '../app/backoffice-routes'
import { createBackofficeI18n } from '../i18n/backoffice-i18n'

// jsdom has no modal dialogs: the UI kit's Modal opens and closes the <dialog> itself.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true
}
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false
}

/**
 * The back office at a path (inside /backoffice), in English; other languages load as asked for.
 * Resolves once the signed-in operator (GET /me) and the section's own code have loaded (each
 * section loads on first opening).
 */
export async function renderBackoffice(path: string) {
  const i18n = await createBackofficeI18n('en')
  const rendered = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <BackofficeRoutes />
      </MemoryRouter>
    </I18nextProvider>,
  )
  await waitFor(
    () => {
      expect(screen.queryByRole('status', { name: i18n.t('common.loadingOperator') })).toBeNull()
      expect(screen.queryByRole('status', { name: i18n.t('common.loadingSection') })).toBeNull()
      // A section's first load compiles its code: slow on a busy test machine.
    },
    { timeout: 5000 },
  )
  return { i18n, ...rendered }
}
