// Calendar days (YYYY-MM-DD, all arithmetic in UTC) and local days under a fixed UTC offset: the
// one time module the insights engine, the answerer and the areas share.
const DAY_MS = 86_400_000
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/

// Days and their UTC midnights, remembered: the generators convert the same few hundred days
// many times over. Only valid conversions are kept; a bad input throws every time.
const MEMO_MAX = 50_000
const dayMs = new Map<string, number>()
const msDay = new Map<number, string>()

function dayToMs(day: string): number {
  const known = dayMs.get(day)
  if (known !== undefined) return known
  const m = DAY_RE.exec(day)
  if (m) {
    const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
    // Date.UTC maps years 0..99 to 1900..1999 and rolls invalid days over; reject both via a round trip.
    if (Number.isFinite(ms) && msToDay(ms) === day) {
      if (dayMs.size >= MEMO_MAX) dayMs.clear()
      dayMs.set(day, ms)
      return ms
    }
  }
  throw new RangeError(`invalid day, expected YYYY-MM-DD: ${JSON.stringify(day)}`)
}

/** The UTC day of an instant: the same for every instant of that day, so remembered per day. */
function msToDay(ms: number): string {
  const n = Math.floor(ms / DAY_MS)
  const known = msDay.get(n)
  if (known !== undefined) return known
  const day = new Date(ms).toISOString().slice(0, 10)
  if (msDay.size >= MEMO_MAX) msDay.clear()
  msDay.set(n, day)
  return day
}

function toMs(instant: Date | string): number {
  const ms = instant instanceof Date ? instant.getTime() : Date.parse(instant)
  if (!Number.isFinite(ms)) throw new RangeError(`invalid instant: ${String(instant)}`)
  return ms
}

/** Whole years from `birthday` to `day` (both YYYY-MM-DD). */
export function ageOn(birthday: string, day: string): number {
  dayToMs(birthday)
  dayToMs(day)
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number]
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  let age = y - by
  if (m < bm || (m === bm && d < bd)) age--
  return age
}

export function addDays(day: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`addDays: n must be an integer, got ${n}`)
  return msToDay(dayToMs(day) + n * DAY_MS)
}

/** ISO 8601 week (weeks start Monday; week 1 contains the year's first Thursday). */
export function isoWeek(day: string): { year: number; week: number; monday: string; sunday: string; id: string } {
  const ms = dayToMs(day)
  const dow = (new Date(ms).getUTCDay() + 6) % 7 // Monday = 0 … Sunday = 6
  const mondayMs = ms - dow * DAY_MS
  const thursday = new Date(mondayMs + 3 * DAY_MS)
  const year = thursday.getUTCFullYear()
  const jan1 = dayToMs(`${String(year).padStart(4, '0')}-01-01`)
  const week = 1 + Math.floor((thursday.getTime() - jan1) / DAY_MS / 7)
  return {
    year,
    week,
    monday: msToDay(mondayMs),
    sunday: msToDay(mondayMs + 6 * DAY_MS),
    id: `${year}-W${String(week).padStart(2, '0')}`,
  }
}

/** The local calendar day of an instant, for a fixed UTC offset in seconds. */
export function localDay(instant: Date | string, tzOffsetSeconds: number): string {
  return msToDay(toMs(instant) + tzOffsetSeconds * 1000)
}

/** The UTC instant of local midnight starting `day`, for a fixed UTC offset in seconds. */
export function localDayStart(day: string, tzOffsetSeconds: number): Date {
  return new Date(dayToMs(day) - tzOffsetSeconds * 1000)
}

/** Fractional local hour of day, 0 ≤ h < 24. */
export function localHour(instant: Date | string, tzOffsetSeconds: number): number {
  const local = toMs(instant) + tzOffsetSeconds * 1000
  return (((local % DAY_MS) + DAY_MS) % DAY_MS) / 3_600_000
}
