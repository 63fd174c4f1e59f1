import type { AllMatchesPage, CricketMatch, SportsMatch } from '@app/contract'
import { BETTABLE_SPORTS, MATCH_STATUS } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app'
import { caller } from '../../test/wallet-helpers'
import { recordMatchOutcome } from './sports.repository'

let test: TestApp
beforeAll(async () => {
  test = await startTestApp()
  await test.app.sportsWorker.tick()
})
afterAll(async () => {
  await test.close()
})

const anyone = () => caller(test, '')
const db = () => test.database.db

async function allMatches(query = ''): Promise<AllMatchesPage> {
  const response = await anyone()('GET', `/all?limit=100${query}`)
  expect(response.statusCode).toBe(200)
  return response.json().data
}

const startsAt = (match: SportsMatch) => Date.parse(match.match_start_time)

describe('the all-sports page', () => {
  it('lists every open match of every sport by kick-off, cricket with its selections as odds', async () => {
    const page = await allMatches()
    const now = test.clock.now().getTime()
    expect(new Set(page.list.map((match) => match.game))).toEqual(new Set(BETTABLE_SPORTS))
    for (const match of page.list) {
      expect(match.status).toBe(MATCH_STATUS.open)
      expect(startsAt(match)).toBeGreaterThan(now)
    }
    const times = page.list.map(startsAt)
    expect(times).toEqual([...times].sort((a, b) => a - b))
    const cricket = page.list.find((match) => match.game === 'cricket')
    expect(cricket?.odds.map((odds) => `${odds.kind}:${odds.name}`).sort()).toEqual([
      'total_runs:over',
      'total_runs:under',
      'winner:away',
      'winner:home',
    ])
    // The league counts cover every listed match.
    expect(page.leagues.reduce((sum, league) => sum + league.matches, 0)).toBe(page.total)
  })

  it('filters by sport, by league (leaving every league of the sport to choose from) and by start time', async () => {
    const cricket = await allMatches('&sport=cricket')
    expect(cricket.list.length).toBeGreaterThan(0)
    expect(cricket.list.every((match) => match.game === 'cricket')).toBe(true)
    expect(cricket.leagues.every((league) => league.game === 'cricket')).toBe(true)

    const soccer = await allMatches('&sport=soccer')
    const [league] = soccer.leagues
    if (!league) throw new Error('no soccer league')
    const inLeague = await allMatches(`&sport=soccer&league=${encodeURIComponent(league.league_name)}`)
    expect(inLeague.total).toBe(league.matches)
    expect(inLeague.list.every((match) => match.league_name === league.league_name)).toBe(true)
    expect(inLeague.leagues).toEqual(soccer.leagues)

    const soon = await allMatches('&hours=1')
    const hourAhead = test.clock.now().getTime() + 3600_000
    expect(soon.list.every((match) => startsAt(match) <= hourAhead)).toBe(true)
    const everything = await allMatches()
    expect(soon.total).toBe(everything.list.filter((match) => startsAt(match) <= hourAhead).length)
    expect(soon.total).toBeLessThan(everything.total)
  })

  it('pages by start and limit in kick-off order', async () => {
    const whole = await allMatches()
    const first = (await anyone()('GET', '/all?start=0&limit=5')).json().data as AllMatchesPage
    const second = (await anyone()('GET', '/all?start=5&limit=5')).json().data as AllMatchesPage
    expect([...first.list, ...second.list].map((match) => match.match_id)).toEqual(
      whole.list.slice(0, 10).map((match) => match.match_id),
    )
    expect(second.total).toBe(whole.total)
  })

  it('drops matches that kicked off or were cancelled', async () => {
    const [first, second] = (await allMatches()).list
    if (!first || !second) throw new Error('too few matches')
    await db()
      .updateTable('sports_matches')
      .set({ status: MATCH_STATUS.closed })
      .where('id', '=', first.match_id)
      .execute()
    await db()
      .updateTable('sports_matches')
      .set({ status: MATCH_STATUS.cancelled })
      .where('id', '=', second.match_id)
      .execute()
    const ids = (await allMatches()).list.map((match) => match.match_id)
    expect(ids).not.toContain(first.match_id)
    expect(ids).not.toContain(second.match_id)
  })

  it.each([
    ['an unknown sport', 'sport=365sports', 'sport'],
    ['a window of no hours', 'hours=0', 'hours'],
    ['a window past 48 hours', 'hours=49', 'hours'],
    ['an empty league', 'league=', 'league'],
    ['a page of no rows', 'limit=0', 'limit'],
  ])('refuses %s with 400 naming the field', async (_case, query, field) => {
    const response = await anyone()('GET', `/all?${query}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ msg: 'VALIDATION_FAILED', data: { field } })
  })
})

describe('cricket results', () => {
  it('lists finished and cancelled cricket matches, latest first, with runs and winner; open ones stay out', async () => {
    const open = (await allMatches('&sport=cricket')).list
    const [played, cancelled] = open
    if (!played || !cancelled) throw new Error('too few cricket matches')
    await db()
      .updateTable('sports_matches')
      .set({ status: MATCH_STATUS.closed })
      .where('id', '=', played.match_id)
      .execute()
    await recordMatchOutcome(db(), played.match_id, {
      status: MATCH_STATUS.finished,
      home_score: 171,
      away_score: 158,
      half_home_score: null,
      half_away_score: null,
      winner: 'home',
      finished_at: test.clock.now(),
    })
    await db()
      .updateTable('sports_matches')
      .set({ status: MATCH_STATUS.cancelled })
      .where('id', '=', cancelled.match_id)
      .execute()
    const response = await anyone()('GET', '/cricket/history?limit=100')
    expect(response.statusCode).toBe(200)
    const results = response.json().data.list as CricketMatch[]
    expect(results.find((match) => match.matchId === played.match_id)).toMatchObject({
      status: MATCH_STATUS.finished,
      home_runs: 171,
      away_runs: 158,
      winner: 'home',
    })
    expect(results.find((match) => match.matchId === cancelled.match_id)?.status).toBe(MATCH_STATUS.cancelled)
    expect(results.every((match) => match.status >= MATCH_STATUS.finished)).toBe(true)
    const ids = results.map((match) => match.matchId)
    expect(ids).not.toContain(open[2]?.match_id)
    const times = results.map((match) => Date.parse(match.match_start_time))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })
})
