import { describe, expect, it } from 'vitest'
import { type DrawSchedule, upcomingDraws } from './schedules'

const HONG_KONG: DrawSchedule = {
  kind: 'weekly',
  weekdays: [2, 4, 6],
  time: '21:30',
  utcOffsetMinutes: 480,
  closeBeforeS: 900,
}
const GALLOPING: DrawSchedule = {
  kind: 'interval',
  everyS: 180,
  from: '00:00',
  to: '24:00',
  utcOffsetMinutes: 480,
  closeBeforeS: 20,
}
const NIGHT: DrawSchedule = {
  kind: 'interval',
  everyS: 300,
  from: '13:00',
  to: '04:00',
  utcOffsetMinutes: 480,
  closeBeforeS: 30,
}

describe('weekly draws', () => {
  it('fall on the local weekdays at the local time, closing 15 minutes before', () => {
    // Sunday 2026-11-22 10:00 in Hong Kong.
    const draws = upcomingDraws(HONG_KONG, new Date('2026-11-22T02:00:00Z'), 3)
    expect(
      draws.map((draw) => [draw.number, draw.drawsAt.toISOString(), draw.closesAt.toISOString()]),
    ).toEqual([
      ['20261124', '2026-11-24T13:30:00.000Z', '2026-11-24T13:15:00.000Z'],
      ['20261126', '2026-11-26T13:30:00.000Z', '2026-11-26T13:15:00.000Z'],
      ['20261128', '2026-11-28T13:30:00.000Z', '2026-11-28T13:15:00.000Z'],
    ])
  })

  it('skip a draw whose time has passed the same day', () => {
    const [next] = upcomingDraws(HONG_KONG, new Date('2026-11-24T13:30:00Z'), 1)
    expect(next?.number).toBe('20261126')
  })
})

describe('interval draws', () => {
  it('come every few minutes, numbered by local date and sequence of the day', () => {
    const draws = upcomingDraws(GALLOPING, new Date('2026-11-22T02:00:30Z'), 2)
    expect(draws.map((draw) => [draw.number, draw.drawsAt.toISOString()])).toEqual([
      ['20261122-0201', '2026-11-22T02:03:00.000Z'],
      ['20261122-0202', '2026-11-22T02:06:00.000Z'],
    ])
    expect(draws[0]?.closesAt.toISOString()).toBe('2026-11-22T02:02:40.000Z')
  })

  it('roll over to the next local day with the sequence starting again', () => {
    const [last, first] = upcomingDraws(GALLOPING, new Date('2026-11-22T15:58:30Z'), 2)
    expect(last?.number).toBe('20261122-0480')
    expect(first?.number).toBe('20261123-0001')
  })

  it('keep to a window that runs past midnight and pause outside it', () => {
    // 05:00 local: the night window (13:00 to 04:00) is over until 13:05.
    const [next] = upcomingDraws(NIGHT, new Date('2026-11-21T21:00:00Z'), 1)
    expect(next?.drawsAt.toISOString()).toBe('2026-11-22T05:05:00.000Z')
    const late = upcomingDraws(NIGHT, new Date('2026-11-22T19:50:00Z'), 3)
    expect(late.map((draw) => draw.drawsAt.toISOString())).toEqual([
      '2026-11-22T19:55:00.000Z',
      '2026-11-22T20:00:00.000Z',
      '2026-11-23T05:05:00.000Z',
    ])
  })
})
