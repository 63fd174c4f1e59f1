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

/**
 * Lunar new year dates (Hong Kong calendar) and the animal of the year that starts then, in date
 * order. The dates follow the lunar calendar and cannot be computed simply, so the table must be
 * extended before 2028-01-26 (the year of the monkey) to keep the mapping right.
 */
export const LUNAR_NEW_YEARS: readonly { readonly date: string; readonly animal: ZodiacAnimal }[] = [
  { date: '2024-02-10', animal: 'dragon' },
  { date: '2025-01-29', animal: 'snake' },
  { date: '2026-02-17', animal: 'horse' },
  { date: '2027-02-06', animal: 'goat' },
]

// The year before the table starts (2023) was the rabbit's.
const ANIMAL_BEFORE_TABLE: ZodiacAnimal = 'rabbit'

// Hong Kong has kept UTC+8 all year round since 1979, so a fixed offset gives its calendar date.
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000

/** The Hong Kong calendar date of a moment as YYYY-MM-DD, e.g. 2026-02-16T16:00:00Z is '2026-02-17'. */
export function hongKongDateOf(at: Date): string {
  return new Date(at.getTime() + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10)
}

/**
 * The animal of the lunar year in force at a moment, judged on the Hong Kong calendar date, e.g.
 * `yearAnimalAt(new Date('2026-02-16T16:00:00Z'))` is 'horse' (already 17 February in Hong Kong).
 * Before the table it is the rabbit (2023). After the last entry it keeps returning that entry's
 * animal, because the next new year's date is not known until LUNAR_NEW_YEARS is extended.
 */
export function yearAnimalAt(at: Date): ZodiacAnimal {
  const date = hongKongDateOf(at)
  let animal = ANIMAL_BEFORE_TABLE
  // ISO dates compare correctly as strings.
  for (const newYear of LUNAR_NEW_YEARS) {
    if (newYear.date <= date) animal = newYear.animal
  }
  return animal
}

const CYCLE_LENGTH = ZODIAC_ANIMALS.length

const cycleIndexOf = (animal: ZodiacAnimal) => ZODIAC_ANIMALS.indexOf(animal)
const positiveModulo = (value: number, modulus: number) => ((value % modulus) + modulus) % modulus

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
