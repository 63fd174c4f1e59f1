import { describe, expect, it } from 'vitest'
import basketballResults from './fixtures/basketball-results.json'
import footballResults from './fixtures/football-results.json'
import { basketballOutcome, soccerOutcome } from './sporttery-results'
import { ZBasketballResult, ZSoccerResult } from './sporttery-schemas'

const soccerRow = (matchId: number) =>
  ZSoccerResult.parse(footballResults.value.matchResult.find((row) => row.matchId === matchId))
const basketballRow = (matchId: number) =>
  ZBasketballResult.parse(basketballResults.value.matchResult.find((row) => row.matchId === matchId))

describe('a recorded soccer result', () => {
  it('is finished on the full-time score with the half-time score beside it', () => {
    expect(soccerOutcome(soccerRow(2040801))).toEqual({
      status: 'decided',
      outcome: { status: 'finished', final: { home: 2, away: 1 }, halfTime: { home: 1, away: 0 } },
    })
  })

  it('is cancelled where "取消" stands for the score', () => {
    expect(soccerOutcome(soccerRow(2040802))).toEqual({ status: 'decided', outcome: { status: 'cancelled' } })
  })

  it('is not believed when the break shows more goals than the end', () => {
    expect(soccerOutcome(soccerRow(2040804))).toEqual({ status: 'refused', reason: 'HALF_TIME_ABOVE_FINAL' })
  })
})

describe('soccer result rules', () => {
  it.each([
    [
      'a row not yet drawn waits, whatever its score says',
      { matchResultStatus: '1', sectionsNo999: '1:0' },
      'pending',
    ],
    ['a drawn row without a score is not believed', { matchResultStatus: '2', sectionsNo999: '' }, 'refused'],
    [
      'a drawn row without a half-time score cannot settle half/full',
      { matchResultStatus: '2', sectionsNo999: '1:0', sectionsNo1: '' },
      'refused',
    ],
    [
      'a row whose resultStatus is "取消" is cancelled',
      { matchResultStatus: '2', resultStatus: '取消' },
      'decided',
    ],
    ['an empty resultStatus is no cancellation', { matchResultStatus: '1', resultStatus: '' }, 'pending'],
    [
      'a full-width colon is still a score',
      { matchResultStatus: '2', sectionsNo999: '3：1', sectionsNo1: '1：1' },
      'decided',
    ],
  ])('%s', (_rule, fields, status) => {
    expect(soccerOutcome(ZSoccerResult.parse({ matchId: 1, ...fields })).status).toBe(status)
  })
})

describe('a basketball result', () => {
  it('reads finalScore away side first: "112:118" is a 118:112 home win', () => {
    expect(basketballOutcome(basketballRow(2040901))).toEqual({
      status: 'decided',
      outcome: { status: 'finished', final: { home: 118, away: 112 } },
    })
    expect(basketballOutcome(basketballRow(2040902))).toEqual({
      status: 'decided',
      outcome: { status: 'finished', final: { home: 101, away: 104 } },
    })
  })

  it.each([
    ['a cancelled game is cancelled', { finalScore: '取消', matchResultStatus: '2' }, 'decided'],
    ['a game not yet drawn waits', { finalScore: '', matchResultStatus: '0' }, 'pending'],
    ['status 2 alone marks a drawn game', { finalScore: '99:101', status: 2 }, 'decided'],
    [
      'overtime always decides a game: a level score is not believed',
      { finalScore: '100:100', status: 2 },
      'refused',
    ],
  ])('%s', (_rule, fields, status) => {
    expect(basketballOutcome(ZBasketballResult.parse({ matchId: 1, ...fields })).status).toBe(status)
  })
})
