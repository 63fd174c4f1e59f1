import { afterEach, describe, expect, it } from 'vitest'
import { acknowledgeChecks, readAcknowledgedChecks } from './acknowledged-checks'

const SESSION = '2026-05-01T12:00:00.000Z'

afterEach(() => sessionStorage.clear())

describe('acknowledged reality checks', () => {
  it('start at none for a session', () => {
    expect(readAcknowledgedChecks(SESSION, 15)).toBe(0)
  })

  it('are kept per sign-in session, an earlier session’s dropped', () => {
    acknowledgeChecks('2026-04-30T08:00:00.000Z', 15, 3)
    acknowledgeChecks(SESSION, 15, 2)
    expect(readAcknowledgedChecks(SESSION, 15)).toBe(2)
    expect(readAcknowledgedChecks('2026-04-30T08:00:00.000Z', 15)).toBe(0)
    expect(Object.keys(sessionStorage)).toEqual([`reality_checks_acknowledged:${SESSION}`])
  })

  it.each([
    ['2 hourly checks cover 8 of 15 minutes', 60, 2, 15, 8],
    ['3 checks of 15 minutes cover none of an hour', 15, 3, 60, 0],
    ['5 checks of 15 minutes cover 2 of 30 minutes', 15, 5, 30, 2],
  ] as const)('count at another interval the time they covered: %s', (_, minutes, count, asked, expected) => {
    acknowledgeChecks(SESSION, minutes, count)
    expect(readAcknowledgedChecks(SESSION, asked)).toBe(expected)
  })

  it('never go back to cover less of the session', () => {
    acknowledgeChecks(SESSION, 60, 2)
    acknowledgeChecks(SESSION, 15, 3)
    expect(readAcknowledgedChecks(SESSION, 60)).toBe(2)
    expect(readAcknowledgedChecks(SESSION, 15)).toBe(8)
  })

  it('ignore a stored value they cannot read', () => {
    sessionStorage.setItem(`reality_checks_acknowledged:${SESSION}`, 'not json')
    expect(readAcknowledgedChecks(SESSION, 15)).toBe(0)
  })
})
