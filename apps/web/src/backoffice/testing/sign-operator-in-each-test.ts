import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { type OperatorSession, startSession } from '../shared/operator-session'
import { stubWebSocket } from './fake-web-socket'

/**
 * Signs an operator in before each test of the file, with the desk's socket faked, and forgets
 * them after it: the page, the stored session and the stubbed globals.
 *
 * @example signOperatorInEachTest({ token: 'finance-token', operatorId: 5 })
 */
export function signOperatorInEachTest(session: OperatorSession) {
  beforeEach(() => {
    stubWebSocket()
    startSession(session)
  })
  afterEach(() => {
    cleanup()
    sessionStorage.clear()
    vi.unstubAllGlobals()
  })
}
