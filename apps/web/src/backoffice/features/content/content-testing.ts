import { cleanup, screen, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, vi } from 'vitest'
import { startSession } from '../../shared/operator-session'
import { fakeOperatorApi, type OperatorCall, Refusal } from '../../testing/fake-operator-api'
import { stubWebSocket } from '../../testing/fake-web-socket'
import { renderBackoffice } from '../../testing/render-backoffice'

/*
 * What the content section's tests share: a content operator's session, the back office's API as
 * that operator meets it, and the steps every test of an editor takes.
 */

type User = ReturnType<typeof userEvent.setup>

/** Signs a content operator in before each test of the file, and clears the page and session after. */
export function signInContentOperatorForEachTest() {
  beforeEach(() => {
    stubWebSocket()
    startSession({ token: 'content-token', operatorId: 5 })
  })
  afterEach(() => {
    cleanup()
    sessionStorage.clear()
    vi.unstubAllGlobals()
  })
}

/** The content calls the test answers; a content operator has no support desk, so its status is refused. */
export function serveContent(handlers: Record<string, (call: OperatorCall) => unknown>) {
  return fakeOperatorApi({ 'GET /support/me': () => new Refusal(403, 'FORBIDDEN'), ...handlers })
}

/** Types into a field as a paste: one event, where typing is one per character. */
export async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

/** The table row that holds `text`. */
export function rowOf(text: string) {
  const row = screen.getByText(text).closest('tr')
  if (!row) throw new Error(`No row holds "${text}"`)
  return row
}

/** Opens `path`, waits for its list to show `listed`, presses the button named `button`: the editor's dialog. */
export async function openEditor(user: User, path: string, listed: string, button: string) {
  await renderBackoffice(path)
  await screen.findByText(listed)
  await user.click(screen.getByRole('button', { name: button }))
  return within(await screen.findByRole('dialog'))
}
