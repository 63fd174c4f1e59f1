/**
 * When the house draws each lottery game. A schedule is a setting (the operator can change it):
 * weekly draws at a local time on some weekdays, or a draw every few minutes inside a daily
 * window. Times are local to the game's market, given by its UTC offset.
 */

export type WeeklySchedule = {
  readonly kind: 'weekly'
  /** Days of the week with a draw, 0 Sunday to 6 Saturday, in local time. */
  readonly weekdays: readonly number[]
  /** Local draw time, HH:MM. */
  readonly time: string
  readonly utcOffsetMinutes: number
  /** Betting closes this many seconds before the draw. */
  readonly closeBeforeS: number
}

export type IntervalSchedule = {
  readonly kind: 'interval'
  readonly everyS: number
  /** Local window of the day with draws, HH:MM to HH:MM; an end before the start runs past midnight. */
  readonly from: string
  readonly to: string
  readonly utcOffsetMinutes: number
  readonly closeBeforeS: number
}

export type DrawSchedule = WeeklySchedule | IntervalSchedule

/** One scheduled draw: its number, when betting on it closes and when it is drawn. */
export type ScheduledDraw = { readonly number: string; readonly closesAt: Date; readonly drawsAt: Date }

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** The local calendar date of a moment as YYYYMMDD. */
function localDate(at: number, utcOffsetMinutes: number) {
  const local = new Date(at + utcOffsetMinutes * MINUTE_MS)
  return `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}`
}

/** Midnight (local) of the day containing `at`, as a UTC timestamp. */
function localMidnight(at: number, utcOffsetMinutes: number) {
  const offset = utcOffsetMinutes * MINUTE_MS
  return Math.floor((at + offset) / DAY_MS) * DAY_MS - offset
}

/**
 * The next `count` draws after a moment, e.g. Hong Kong's Tue/Thu/Sat 21:30 draws numbered by
 * their local date ('20261124'), galloping draws every 3 minutes numbered by date and sequence
 * of the day ('20261124-0042').
 */
export function upcomingDraws(schedule: DrawSchedule, after: Date, count: number): ScheduledDraw[] {
  const draws: ScheduledDraw[] = []
  const start = after.getTime()
  // Start a day early: yesterday's window may run past midnight into today.
  let day = localMidnight(start, schedule.utcOffsetMinutes) - DAY_MS
  for (let days = 0; draws.length < count && days < 16; days += 1, day += DAY_MS) {
    for (const drawsAt of drawTimesOfDay(schedule, day)) {
      if (drawsAt <= start) continue
      draws.push({
        number: drawNumber(schedule, day, drawsAt),
        closesAt: new Date(drawsAt - schedule.closeBeforeS * 1000),
        drawsAt: new Date(drawsAt),
      })
      if (draws.length === count) break
    }
  }
  return draws
}

function drawTimesOfDay(schedule: DrawSchedule, midnight: number): number[] {
  if (schedule.kind === 'weekly') {
    const weekday = new Date(midnight + schedule.utcOffsetMinutes * MINUTE_MS).getUTCDay()
    return schedule.weekdays.includes(weekday) ? [midnight + minutesOf(schedule.time) * MINUTE_MS] : []
  }
  const from = minutesOf(schedule.from) * MINUTE_MS
  let to = minutesOf(schedule.to) * MINUTE_MS
  if (to <= from) to += DAY_MS
  const times: number[] = []
  for (let offset = from + schedule.everyS * 1000; offset <= to; offset += schedule.everyS * 1000) {
    times.push(midnight + offset)
  }
  return times
}

function drawNumber(schedule: DrawSchedule, midnight: number, drawsAt: number) {
  const date = localDate(midnight, schedule.utcOffsetMinutes)
  if (schedule.kind === 'weekly') return date
  const sequence = Math.round(
    (drawsAt - midnight - minutesOf(schedule.from) * MINUTE_MS) / (schedule.everyS * 1000),
  )
  return `${date}-${pad(sequence, 4)}`
}
