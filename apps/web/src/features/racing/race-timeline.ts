/**
 * The race show's timing, as plain maths so that it is tested apart from the screen: given a
 * drawn order and a seed (the draw number), where each car is at any moment. The order at the
 * line is fixed by construction: the car that finishes k-th reaches the line at the k-th
 * finishing time, and every car's progress only ever grows, so nobody crosses out of turn.
 */

/** When the champion reaches the line, in ms from the start. */
export const FIRST_FINISH_MS = 5000
/** The smallest and largest gap between two cars crossing the line. */
export const MIN_FINISH_GAP_MS = 60
export const MAX_FINISH_GAP_MS = 200
/** How long a car coasts past the line before it stops. */
export const RUN_OUT_MS = 1200
/** The share of its race a car spends speeding up from the start. */
const START_RAMP = 0.12
/**
 * How far the champion coasts past the line, as a share of the start-to-line distance: what a
 * car crossing at the champion's average speed covers while braking evenly to a stop in RUN_OUT_MS.
 */
export const RUN_OUT_DISTANCE = RUN_OUT_MS / 2 / (FIRST_FINISH_MS * (1 - START_RAMP / 2))
/** The last car coasts this share of the champion's run-out, so the cars stop in finishing order. */
const LAST_CAR_RUN_OUT = 0.7

/** One speed wave of a car: speed × (1 + amplitude · sin(2π · frequency · u + phase)). */
type Wave = { readonly amplitude: number; readonly frequency: number; readonly phase: number }

type CarMotion = {
  readonly car: number
  /** 1 for the champion, 10 for the last car. */
  readonly place: number
  readonly finishMs: number
  readonly waves: readonly Wave[]
  /** The waves' distance at the line, to scale the car's progress to exactly 1 there. */
  readonly scale: number
  /** How far past the line the car stops, as a share of the start-to-line distance. */
  readonly runOut: number
}

export type RaceTimeline = {
  /** The cars in finishing order, champion first, as drawn. */
  readonly order: readonly number[]
  /** The moment every car has stopped: the end of the show. */
  readonly durationMs: number
  readonly motions: ReadonlyMap<number, CarMotion>
}

/** A 32-bit FNV-1a hash of a text, the seed of the wobble. */
function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A small deterministic generator of numbers in [0, 1) (mulberry32). */
function generator(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
}

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value)

/** Distance covered by time u (0..1) at a speed ramping up over START_RAMP, then steady: 0 to 1. */
function ramped(u: number): number {
  const distance = u < START_RAMP ? (u * u) / (2 * START_RAMP) : u - START_RAMP / 2
  return distance / (1 - START_RAMP / 2)
}

/** The integral of a car's speed waves from 0 to x, not yet scaled. */
function waveDistance(waves: readonly Wave[], x: number): number {
  let distance = x
  for (const { amplitude, frequency, phase } of waves) {
    const turn = 2 * Math.PI * frequency
    distance -= (amplitude / turn) * (Math.cos(turn * x + phase) - Math.cos(phase))
  }
  return distance
}

/**
 * The timeline of a race: each car's finishing time from its place (the champion first, then
 * gaps of 60–200 ms) and a speed that wobbles with two waves whose amplitudes sum below 1, so
 * the speed stays positive and the progress strictly grows. Each wave ends a whole number of
 * half-turns at the line, so every car crosses it at its plain speed and coasts on smoothly,
 * e.g. `raceTimeline([3, 1, …], 'pk10:20260301-0042')`.
 */
export function raceTimeline(order: readonly number[], seed: string): RaceTimeline {
  const random = generator(hashText(seed))
  const motions = new Map<number, CarMotion>()
  const wave = (amplitude: number, frequency: number): Wave => ({
    amplitude,
    frequency,
    // sin(2π·f + phase) is 0 at the line: no wave speeds a car up or slows it down as it crosses.
    phase: -2 * Math.PI * frequency + (random() < 0.5 ? 0 : Math.PI),
  })
  let finishMs = FIRST_FINISH_MS
  const last = Math.max(1, order.length - 1)
  order.forEach((car, index) => {
    if (index > 0) finishMs += MIN_FINISH_GAP_MS + random() * (MAX_FINISH_GAP_MS - MIN_FINISH_GAP_MS)
    const waves = [
      wave(0.18 + random() * 0.22, 0.8 + random() * 0.9),
      wave(0.05 + random() * 0.15, 2 + random() * 1.5),
    ]
    const runOut = RUN_OUT_DISTANCE * (1 - ((1 - LAST_CAR_RUN_OUT) * index) / last)
    motions.set(car, { car, place: index + 1, finishMs, waves, scale: waveDistance(waves, 1), runOut })
  })
  return { order: [...order], durationMs: finishMs + RUN_OUT_MS, motions }
}

/** When a car reaches the line, in ms from the start; undefined for a car not in the race. */
export function finishTimeOf(timeline: RaceTimeline, car: number): number | undefined {
  return timeline.motions.get(car)?.finishMs
}

/**
 * How far a car is from the start to the line at a moment: 0 at the start, exactly 1 from its
 * finishing time on, and never less than a moment before.
 */
export function progressAt(timeline: RaceTimeline, car: number, elapsedMs: number): number {
  const motion = timeline.motions.get(car)
  if (!motion) return 0
  if (elapsedMs >= motion.finishMs) return 1
  const u = clamp01(elapsedMs / motion.finishMs)
  return clamp01(waveDistance(motion.waves, ramped(u)) / motion.scale)
}

/**
 * How far a car has coasted past the line, as a share of the start-to-line distance: 0 until it
 * crosses, then braking evenly to a stop RUN_OUT_MS later; the champion coasts furthest
 * (RUN_OUT_DISTANCE) and each car after it a little less, so the cars stop in finishing order.
 */
export function runOutAt(timeline: RaceTimeline, car: number, elapsedMs: number): number {
  const motion = timeline.motions.get(car)
  if (!motion || elapsedMs <= motion.finishMs) return 0
  const share = clamp01((elapsedMs - motion.finishMs) / RUN_OUT_MS)
  return (1 - (1 - share) * (1 - share)) * motion.runOut
}

/** The cars that have reached the line by a moment, in the order they crossed it. */
export function crossedBy(timeline: RaceTimeline, elapsedMs: number): number[] {
  return timeline.order.filter((car) => (timeline.motions.get(car)?.finishMs ?? Infinity) <= elapsedMs)
}
