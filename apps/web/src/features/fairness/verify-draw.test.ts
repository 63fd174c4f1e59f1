import type { Draw } from '@app/contract'
import { betsDigestOf, commitmentOf, drawClientValue, drawMarkSix } from '@app/domain'
import { describe, expect, it } from 'vitest'
import { recompute, sameResult, verifyInBrowser } from './verify-draw'

const seed = 'a'.repeat(64)
const digest = betsDigestOf([{ id: '1', amount: '1000000' }])
const clientValue = drawClientValue('gallopingmarksix', '20261122-0001', digest)
const result = drawMarkSix(seed, clientValue)

const settled: Draw = {
  id: 1,
  game: 'gallopingmarksix',
  number: '20261122-0001',
  status: 3,
  closes_at: '2026-11-22T00:02:40Z',
  draws_at: '2026-11-22T00:03:00Z',
  result_source: 'house',
  commitment: commitmentOf(seed),
  seed,
  bets_digest: digest,
  client_value: clientValue,
  result,
  year_animal: 'horse',
}

describe('checking a draw in the browser', () => {
  it('verifies a settled draw whose seed, client value and result all hold', () => {
    const check = verifyInBrowser(settled)
    expect(check).toMatchObject({
      status: 'verified',
      commitmentMatches: true,
      clientValueMatches: true,
      resultMatches: true,
    })
    expect(check.recomputed).toEqual(result)
  })

  it('fails when the published result is not what the seed gives', () => {
    const swapped = { numbers: [...result.numbers].reverse(), special: result.special }
    expect(verifyInBrowser({ ...settled, result: swapped })).toMatchObject({
      status: 'failed',
      resultMatches: false,
    })
  })

  it('fails when the revealed seed is not the committed one', () => {
    const other = 'b'.repeat(64)
    const check = verifyInBrowser({ ...settled, seed: other, result: drawMarkSix(other, clientValue) })
    expect(check).toMatchObject({ status: 'failed', commitmentMatches: false, resultMatches: true })
  })

  it('fails when the client value is not made of the draw game, number and bets digest', () => {
    const chosen = 'gallopingmarksix:20261122-0001:chosen'
    const check = verifyInBrowser({ ...settled, client_value: chosen, result: drawMarkSix(seed, chosen) })
    expect(check).toMatchObject({ status: 'failed', clientValueMatches: false })
  })

  it('waits while the seed is secret, and does not recompute an official result', () => {
    expect(verifyInBrowser({ ...settled, status: 2, seed: null })).toEqual({ status: 'unrevealed' })
    expect(verifyInBrowser({ ...settled, result_source: 'official' })).toEqual({ status: 'official' })
  })

  it('recomputes any seed and client value, refusing a seed that is not 64 hex characters', () => {
    expect(recompute(seed.toUpperCase(), clientValue)).toEqual({
      ok: true,
      commitment: commitmentOf(seed),
      result,
    })
    expect(recompute('xyz', clientValue)).toEqual({ ok: false, reason: 'invalidSeed' })
    expect(recompute(seed, '')).toEqual({ ok: false, reason: 'emptyClientValue' })
  })

  it('compares results in draw order', () => {
    expect(
      sameResult({ numbers: [1, 2, 3, 4, 5, 6], special: 7 }, { numbers: [2, 1, 3, 4, 5, 6], special: 7 }),
    ).toBe(false)
  })
})
