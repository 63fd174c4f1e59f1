import { defaultRaceOddsTable, RACE_GROUPS } from '@app/domain'
import { describe, expect, it } from 'vitest'
import { buildRaceBoard, oddsLineOf, sectionOf } from './race-board'

const table = defaultRaceOddsTable()

describe('buildRaceBoard', () => {
  it('shows the five groups in the spec order, two sides first', () => {
    const board = buildRaceBoard(table)
    expect(board.map((group) => group.group)).toEqual([...RACE_GROUPS])
    expect(board[0]?.group).toBe('twoSide')
  })

  it('puts each bet type in the group of its index range, a section per type', () => {
    const board = buildRaceBoard(table)
    const tops = Object.fromEntries(board.map((group) => [group.group, group.sections.map((s) => s.top)]))
    expect(tops).toEqual({
      twoSide: Array.from({ length: 10 }, (_, index) => `sides:${index + 1}`),
      championAndRunersUpSum: ['sum', 'sumSides'],
      oneToFifth: ['position:1', 'position:2', 'position:3', 'position:4', 'position:5'],
      sixthToTenth: ['position:6', 'position:7', 'position:8', 'position:9', 'position:10'],
      dragonVsTriger: ['dragonTiger:1', 'dragonTiger:2', 'dragonTiger:3', 'dragonTiger:4', 'dragonTiger:5'],
    })
  })

  it('orders the cards of a section: sides big, small, odd, even; sums and cars upwards; dragon first', () => {
    const shuffled = [...table].reverse()
    const board = buildRaceBoard(shuffled)
    const section = (top: string) =>
      board.flatMap((group) => group.sections).find((candidate) => candidate.top === top)
    expect(section('sides:3')?.entries.map((entry) => entry.prop)).toEqual(['big', 'small', 'odd', 'even'])
    expect(section('sum')?.entries.map((entry) => entry.prop)).toEqual(
      Array.from({ length: 17 }, (_, index) => String(index + 3)),
    )
    expect(section('position:8')?.entries.map((entry) => entry.prop)).toEqual(
      Array.from({ length: 10 }, (_, index) => String(index + 1)),
    )
    expect(section('dragonTiger:5')?.entries.map((entry) => entry.prop)).toEqual(['dragon', 'tiger'])
    expect(section('sides:7')).toMatchObject({ kind: 'sides', index: 7 })
    expect(section('dragonTiger:2')).toMatchObject({ kind: 'dragonTiger', index: 2 })
  })

  it('is the same board whatever order the odds list comes in', () => {
    const shuffled = [...table].sort((a, b) => (a.odd + a.prop).localeCompare(b.odd + b.prop))
    expect(buildRaceBoard(shuffled)).toEqual(buildRaceBoard(table))
  })

  it('leaves out bet types it does not know and groups with nothing offered', () => {
    const partial = [
      ...table.filter((entry) => entry.top.startsWith('dragonTiger') || entry.top === 'sum'),
      { top: 'specialCode', prop: '7', odd: '47.00', min: '1', max: '100' },
      { top: 'sides:11', prop: 'big', odd: '1.98', min: '1', max: '100' },
    ]
    const board = buildRaceBoard(partial)
    expect(board.map((group) => group.group)).toEqual(['championAndRunersUpSum', 'dragonVsTriger'])
    expect(board[0]?.sections.map((section) => section.top)).toEqual(['sum'])
  })

  it('gives nothing for an empty odds list', () => {
    expect(buildRaceBoard([])).toEqual([])
  })
})

describe('sectionOf', () => {
  it.each([
    ['sides:1', { kind: 'sides', index: 1 }],
    ['position:10', { kind: 'position', index: 10 }],
    ['dragonTiger:3', { kind: 'dragonTiger', index: 3 }],
    ['sum', { kind: 'sum', index: 0 }],
    ['sumSides', { kind: 'sumSides', index: 0 }],
  ])('reads %s', (top, expected) => {
    expect(sectionOf(top)).toEqual(expected)
  })

  it('does not read a Mark Six type', () => {
    expect(sectionOf('specialCode')).toBeUndefined()
  })
})

describe('oddsLineOf', () => {
  it('finds the price of a selection, or nothing when it is not offered', () => {
    expect(oddsLineOf(table, { type: 'sum', prop: '11' })?.odd).toBe('8.30')
    expect(oddsLineOf(table, { type: 'sum', prop: '2' })).toBeUndefined()
  })
})
