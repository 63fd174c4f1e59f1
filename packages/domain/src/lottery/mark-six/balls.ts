/** Mark Six draws from balls numbered 1 to 49. */
export const MARK_SIX_BALLS = 49

/** The three colour groups of the balls. */
export const BALL_COLOURS = ['red', 'blue', 'green'] as const
export type BallColour = (typeof BALL_COLOURS)[number]

// The fixed colour lists of the rules; together they cover 1..49 exactly once.
const BALLS_BY_COLOUR: Readonly<Record<BallColour, readonly number[]>> = {
  red: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  blue: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  green: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
}

const COLOUR_BY_BALL = new Map<number, BallColour>(
  BALL_COLOURS.flatMap((colour) => BALLS_BY_COLOUR[colour].map((ball) => [ball, colour] as const)),
)

/** Whether a value is a Mark Six ball, e.g. `isMarkSixBall(49)` is true and `isMarkSixBall(0)` false. */
export function isMarkSixBall(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MARK_SIX_BALLS
}

/** The colour group of a ball, e.g. `colourOf(1)` is 'red' and `colourOf(49)` 'green'. Throws off 1..49. */
export function colourOf(ball: number): BallColour {
  const colour = COLOUR_BY_BALL.get(ball)
  if (colour === undefined) throw new RangeError(`Not a Mark Six ball: ${ball}`)
  return colour
}

/** The balls of a colour group in ascending order, e.g. `ballsOfColour('blue')` starts 3, 4, 9. */
export function ballsOfColour(colour: BallColour): readonly number[] {
  return BALLS_BY_COLOUR[colour]
}

/** The zodiac cycle in its traditional order; the order is also the canonical order of animal picks. */
export const ZODIAC_ANIMALS = [
  'rat',
  'ox',
  'tiger',
  'rabbit',
  'dragon',
  'snake',
  'horse',
  'goat',
  'monkey',
  'rooster',
  'dog',
  'pig',
] as const
export type ZodiacAnimal = (typeof ZODIAC_ANIMALS)[number]

/** Whether a text is one of the twelve animals, e.g. `isZodiacAnimal('horse')` is true. */
export function isZodiacAnimal(text: string): text is ZodiacAnimal {
  return (ZODIAC_ANIMALS as readonly string[]).includes(text)
}

const CYCLE_LENGTH = ZODIAC_ANIMALS.length
const positiveModulo = (value: number, modulus: number) => ((value % modulus) + modulus) % modulus

/** The lunar years whose new year the table knows: a draw outside them has no animal we can trust. */
export const LUNAR_TABLE_YEARS = { first: 1900, last: 2100 } as const

/**
 * The Gregorian month and day (MMDD) of each Lunar New Year from 1900 to 2100, ten years a line,
 * on the Chinese calendar at UTC+8, which Hong Kong keeps. Taken from the lunar-typescript
 * library; a test checks every date against it and a dozen against published calendars.
 */
const NEW_YEAR_DAYS = [
  '0131 0219 0208 0129 0216 0204 0125 0213 0202 0122', // 1900–1909
  '0210 0130 0218 0206 0126 0214 0203 0123 0211 0201', // 1910–1919
  '0220 0208 0128 0216 0205 0124 0213 0202 0123 0210', // 1920–1929
  '0130 0217 0206 0126 0214 0204 0124 0211 0131 0219', // 1930–1939
  '0208 0127 0215 0205 0125 0213 0202 0122 0210 0129', // 1940–1949
  '0217 0206 0127 0214 0203 0124 0212 0131 0218 0208', // 1950–1959
  '0128 0215 0205 0125 0213 0202 0121 0209 0130 0217', // 1960–1969
  '0206 0127 0215 0203 0123 0211 0131 0218 0207 0128', // 1970–1979
  '0216 0205 0125 0213 0202 0220 0209 0129 0217 0206', // 1980–1989
  '0127 0215 0204 0123 0210 0131 0219 0207 0128 0216', // 1990–1999
  '0205 0124 0212 0201 0122 0209 0129 0218 0207 0126', // 2000–2009
  '0214 0203 0123 0210 0131 0219 0208 0128 0216 0205', // 2010–2019
  '0125 0212 0201 0122 0210 0129 0217 0206 0126 0213', // 2020–2029
  '0203 0123 0211 0131 0219 0208 0128 0215 0204 0124', // 2030–2039
  '0212 0201 0122 0210 0130 0217 0206 0126 0214 0202', // 2040–2049
  '0123 0211 0201 0219 0208 0128 0215 0204 0124 0212', // 2050–2059
  '0202 0121 0209 0129 0217 0205 0126 0214 0203 0123', // 2060–2069
  '0211 0131 0219 0207 0127 0215 0205 0124 0212 0202', // 2070–2079
  '0122 0209 0129 0217 0206 0126 0214 0203 0124 0210', // 2080–2089
  '0130 0218 0207 0127 0215 0205 0125 0212 0201 0121', // 2090–2099
  '0209', // 2100
].flatMap((decade) => decade.split(' '))

// 1900 was the year of the rat, the first of the cycle; the animals follow the years from there.
const RAT_YEAR = 1900

// Hong Kong has kept UTC+8 all year round since 1979, so a fixed offset gives its calendar date.
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000

/** The Hong Kong calendar date of a moment as YYYY-MM-DD, e.g. 2026-02-16T16:00:00Z is '2026-02-17'. */
export function hongKongDateOf(at: Date): string {
  return new Date(at.getTime() + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10)
}

/** The Gregorian date (YYYY-MM-DD) of a year's Lunar New Year, e.g. 2026 is '2026-02-17'; throws outside 1900–2100. */
export function lunarNewYearOf(year: number): string {
  const day = Number.isInteger(year) ? NEW_YEAR_DAYS[year - LUNAR_TABLE_YEARS.first] : undefined
  if (day === undefined)
    throw new RangeError(`No Lunar New Year is known for ${year}: the table covers 1900 to 2100`)
  return `${year}-${day.slice(0, 2)}-${day.slice(2)}`
}

/** The animal of a lunar year, e.g. the lunar year 2026 (from 17 February 2026) is the horse's. */
export function animalOfLunarYear(lunarYear: number): ZodiacAnimal {
  const animal = ZODIAC_ANIMALS[positiveModulo(lunarYear - RAT_YEAR, CYCLE_LENGTH)]
  if (animal === undefined) throw new Error('unreachable: a modulo of the cycle length indexes the cycle')
  return animal
}

/**
 * The animal of the lunar year in force at a moment, judged on the Hong Kong calendar date, e.g.
 * `yearAnimalAt(new Date('2026-02-16T16:00:00Z'))` is 'horse' (already 17 February in Hong Kong).
 * Throws for a moment outside the lunar years 1900 to 2100 rather than guess.
 */
export function yearAnimalAt(at: Date): ZodiacAnimal {
  const date = hongKongDateOf(at)
  const year = Number(date.slice(0, 4))
  // Before its new year a date belongs to the lunar year before; ISO dates compare as strings.
  const lunarYear = date < lunarNewYearOf(year) ? year - 1 : year
  if (lunarYear < LUNAR_TABLE_YEARS.first) {
    throw new RangeError(`No zodiac year is known for ${date}: the table covers the lunar years 1900 to 2100`)
  }
  return animalOfLunarYear(lunarYear)
}

const cycleIndexOf = (animal: ZodiacAnimal) => ZODIAC_ANIMALS.indexOf(animal)

/**
 * The animal of a ball in a given lunar year: ball 1 is the year's animal and each next number
 * takes the previous animal in the cycle, e.g. in a horse year `animalOf(2, 'horse')` is 'snake'
 * and `animalOf(8, 'horse')` is 'pig'. Throws off 1..49.
 */
export function animalOf(ball: number, yearAnimal: ZodiacAnimal): ZodiacAnimal {
  if (!isMarkSixBall(ball)) throw new RangeError(`Not a Mark Six ball: ${ball}`)
  const animal = ZODIAC_ANIMALS[positiveModulo(cycleIndexOf(yearAnimal) - (ball - 1), CYCLE_LENGTH)]
  if (animal === undefined) throw new Error('unreachable: a modulo of the cycle length indexes the cycle')
  return animal
}

/**
 * The balls of an animal in a given lunar year, ascending: the year's animal has 5 (1, 13, 25, 37,
 * 49), every other animal 4, e.g. `ballsOf('snake', 'horse')` is [2, 14, 26, 38].
 */
export function ballsOf(animal: ZodiacAnimal, yearAnimal: ZodiacAnimal): number[] {
  const balls: number[] = []
  const first = positiveModulo(cycleIndexOf(yearAnimal) - cycleIndexOf(animal), CYCLE_LENGTH) + 1
  for (let ball = first; ball <= MARK_SIX_BALLS; ball += CYCLE_LENGTH) balls.push(ball)
  return balls
}
