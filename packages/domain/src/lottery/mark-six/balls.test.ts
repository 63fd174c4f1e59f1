import fc from 'fast-check'
import { Lunar } from 'lunar-typescript'
import { describe, expect, it } from 'vitest'
import {
  animalOf,
  animalOfLunarYear,
  BALL_COLOURS,
  ballsOf,
  ballsOfColour,
  colourOf,
  hongKongDateOf,
  isMarkSixBall,
  isZodiacAnimal,
  LUNAR_TABLE_YEARS,
  lunarNewYearOf,
  MARK_SIX_BALLS,
  yearAnimalAt,
  ZODIAC_ANIMALS,
  type ZodiacAnimal,
} from './balls'

const ALL_BALLS = Array.from({ length: MARK_SIX_BALLS }, (_, index) => index + 1)
const anyYearAnimal = fc.constantFrom(...ZODIAC_ANIMALS)
const anyBall = fc.integer({ min: 1, max: MARK_SIX_BALLS })

describe('colours', () => {
  it('partition 1..49 exactly: every ball in one colour, none left over', () => {
    const listed = BALL_COLOURS.flatMap((colour) => ballsOfColour(colour))
    expect([...listed].sort((a, b) => a - b)).toEqual(ALL_BALLS)
    expect(BALL_COLOURS.map((colour) => ballsOfColour(colour).length)).toEqual([17, 16, 16])
  })

  it('colourOf agrees with the colour lists for every ball', () => {
    for (const colour of BALL_COLOURS) {
      for (const ball of ballsOfColour(colour)) expect(colourOf(ball)).toBe(colour)
    }
  })

  it.each([
    [1, 'red'],
    [3, 'blue'],
    [5, 'green'],
    [46, 'red'],
    [48, 'blue'],
    [49, 'green'],
  ])('ball %d is %s as the rules list it', (ball, colour) => {
    expect(colourOf(ball)).toBe(colour)
  })

  it.each([[0], [50], [1.5], [-1]])('%d is not a ball, so colourOf throws', (ball) => {
    expect(isMarkSixBall(ball)).toBe(false)
    expect(() => colourOf(ball)).toThrow(RangeError)
  })
})

describe('animalOf', () => {
  it.each([
    [1, 'horse'],
    [2, 'snake'],
    [3, 'dragon'],
    [4, 'rabbit'],
    [5, 'tiger'],
    [6, 'ox'],
    [7, 'rat'],
    [8, 'pig'],
    [9, 'dog'],
    [10, 'rooster'],
    [11, 'monkey'],
    [12, 'goat'],
    [13, 'horse'],
  ])('in the 2026 horse year ball %d is the %s, as the rules file lists', (ball, animal) => {
    expect(animalOf(ball, 'horse')).toBe(animal)
  })

  it('ball 1 is the year animal and each next ball takes the previous animal of the cycle', () => {
    fc.assert(
      fc.property(anyYearAnimal, fc.integer({ min: 1, max: 48 }), (yearAnimal, ball) => {
        expect(animalOf(1, yearAnimal)).toBe(yearAnimal)
        const index = ZODIAC_ANIMALS.indexOf(animalOf(ball, yearAnimal))
        expect(animalOf(ball + 1, yearAnimal)).toBe(ZODIAC_ANIMALS[(index + 11) % 12])
      }),
    )
  })

  it('throws off 1..49', () => {
    expect(() => animalOf(0, 'horse')).toThrow(RangeError)
    expect(() => animalOf(50, 'horse')).toThrow(RangeError)
  })
})

describe('ballsOf', () => {
  it('gives the year animal 1, 13, 25, 37 and 49, and the 2026 snake 2, 14, 26, 38', () => {
    expect(ballsOf('horse', 'horse')).toEqual([1, 13, 25, 37, 49])
    expect(ballsOf('snake', 'horse')).toEqual([2, 14, 26, 38])
    expect(ballsOf('goat', 'horse')).toEqual([12, 24, 36, 48])
  })

  it.each(ZODIAC_ANIMALS)(
    'in a %s year: 5 balls for the year animal, 4 for the others, all 49 covered exactly once',
    (yearAnimal) => {
      const covered: number[] = []
      for (const animal of ZODIAC_ANIMALS) {
        const balls = ballsOf(animal, yearAnimal)
        expect(balls).toHaveLength(animal === yearAnimal ? 5 : 4)
        for (const ball of balls) expect(animalOf(ball, yearAnimal)).toBe(animal)
        covered.push(...balls)
      }
      expect(covered.sort((a, b) => a - b)).toEqual(ALL_BALLS)
    },
  )

  it('agrees with animalOf for every ball', () => {
    fc.assert(
      fc.property(anyYearAnimal, anyBall, (yearAnimal, ball) => {
        expect(ballsOf(animalOf(ball, yearAnimal), yearAnimal)).toContain(ball)
      }),
    )
  })
})

describe('yearAnimalAt', () => {
  it.each<[string, string, ZodiacAnimal]>([
    ['2023 in summer is the rabbit', '2023-06-01T00:00:00Z', 'rabbit'],
    [
      'the last moment before 2024-02-10 in Hong Kong is still the rabbit',
      '2024-02-09T15:59:59.999Z',
      'rabbit',
    ],
    ['2024-02-10 00:00 in Hong Kong starts the dragon', '2024-02-09T16:00:00Z', 'dragon'],
    ['2025-01-29 in Hong Kong starts the snake', '2025-01-28T16:00:00Z', 'snake'],
    ['the day before 2026-02-17 in Hong Kong is still the snake', '2026-02-16T15:59:59Z', 'snake'],
    ['late on 16 February in Hong Kong is still the snake', '2026-02-16T23:30:00+08:00', 'snake'],
    ['2026-02-16T16:00:00Z is already 2026-02-17 in Hong Kong: the horse', '2026-02-16T16:00:00Z', 'horse'],
    ['midday of the new year in UTC is the horse too', '2026-02-17T12:00:00Z', 'horse'],
    ['the day before 2027-02-06 in Hong Kong is the horse', '2027-02-05T15:59:59Z', 'horse'],
    ['2027-02-06 in Hong Kong starts the goat', '2027-02-05T16:00:00Z', 'goat'],
    ['2028-01-26 in Hong Kong starts the monkey', '2028-01-25T16:00:00Z', 'monkey'],
    ['the 2024 Mark Six draws of January were still in the rabbit year', '2024-01-30T13:30:00Z', 'rabbit'],
    ['2030 in summer is the dog', '2030-06-01T00:00:00Z', 'dog'],
  ])('%s', (_rule, moment, animal) => {
    expect(yearAnimalAt(new Date(moment))).toBe(animal)
  })

  it('reads the Hong Kong calendar date at UTC+8', () => {
    expect(hongKongDateOf(new Date('2026-02-16T15:59:59Z'))).toBe('2026-02-16')
    expect(hongKongDateOf(new Date('2026-02-16T16:00:00Z'))).toBe('2026-02-17')
  })

  it('knows every Lunar New Year from 1900 to 2100 as the lunar-typescript calendar does', () => {
    for (let year = LUNAR_TABLE_YEARS.first; year <= LUNAR_TABLE_YEARS.last; year += 1) {
      expect(lunarNewYearOf(year), String(year)).toBe(Lunar.fromYmd(year, 1, 1).getSolar().toYmd())
    }
  })

  // Checked by hand against published calendars (the Hong Kong Observatory's Gregorian–lunar
  // conversion tables and the dates of the Spring Festival holidays of each year).
  it.each([
    [1900, '1900-01-31', 'rat'],
    [1912, '1912-02-18', 'rat'],
    [1949, '1949-01-29', 'ox'],
    [1984, '1984-02-02', 'rat'],
    [2000, '2000-02-05', 'dragon'],
    [2008, '2008-02-07', 'rat'],
    [2020, '2020-01-25', 'rat'],
    [2023, '2023-01-22', 'rabbit'],
    [2024, '2024-02-10', 'dragon'],
    [2025, '2025-01-29', 'snake'],
    [2026, '2026-02-17', 'horse'],
    [2027, '2027-02-06', 'goat'],
    [2028, '2028-01-26', 'monkey'],
    [2030, '2030-02-03', 'dog'],
  ] as const)('the lunar year %i starts on %s: the %s', (year, date, animal) => {
    expect(lunarNewYearOf(year)).toBe(date)
    expect(animalOfLunarYear(year)).toBe(animal)
  })

  it('changes the animal exactly at every new year from 1900 to 2100, on the Hong Kong date', () => {
    for (let year = LUNAR_TABLE_YEARS.first; year <= LUNAR_TABLE_YEARS.last; year += 1) {
      const newYearInHongKong = new Date(`${lunarNewYearOf(year)}T00:00:00+08:00`)
      expect(yearAnimalAt(newYearInHongKong), String(year)).toBe(animalOfLunarYear(year))
      if (year > LUNAR_TABLE_YEARS.first) {
        const lastMomentBefore = new Date(newYearInHongKong.getTime() - 1)
        expect(yearAnimalAt(lastMomentBefore), String(year)).toBe(animalOfLunarYear(year - 1))
      }
    }
  })

  it('fails loudly outside the lunar years it knows, rather than guess', () => {
    expect(() => yearAnimalAt(new Date('1900-01-30T00:00:00+08:00'))).toThrow(RangeError)
    expect(() => yearAnimalAt(new Date('2101-01-01T00:00:00+08:00'))).toThrow(RangeError)
    expect(() => lunarNewYearOf(2101)).toThrow(RangeError)
    expect(() => lunarNewYearOf(1899)).toThrow(RangeError)
    expect(yearAnimalAt(new Date('2100-12-31T23:59:59+08:00'))).toBe(animalOfLunarYear(2100))
  })

  it('knows the animal names', () => {
    expect(isZodiacAnimal('rooster')).toBe(true)
    expect(isZodiacAnimal('cat')).toBe(false)
    expect(isZodiacAnimal('Horse')).toBe(false)
  })
})
