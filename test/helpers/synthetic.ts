// Synthetic users: realistic weeks of workouts, mindfulness sessions, sleep and readiness scores,
// habit logs and meals, from a seeded generator (the same seed gives the same user), written
// through the HTTP API. Effects can be planted (a sleep trend, a habit that raises a score) so
// tests can check that the insights find them, and find nothing where nothing was planted.

export interface SyntheticOptions {
  seed: number
  /** tz_offset in seconds. */
  tz: number
  /** First local day (a Monday) and last local day (inclusive) of data. */
  from: string
  to: string
  /** Added to sleep_score per day since `from` (a planted trend). */
  sleepSlopePerDay?: number
  /** Added to sleep_score on days the habit `daily_meditation` is logged. */
  meditationEffect?: number
  /** Local hour at which workouts start. */
  workoutHour?: number
  meals?: boolean
}

export interface Write {
  method: 'PUT' | 'POST' | 'PATCH'
  path: string
  body: Record<string, unknown>
}

export interface SyntheticUser {
  profile: Record<string, unknown>
  writes: Write[]
  /** What was planted and generated, for expected values. */
  days: string[]
  sleep: Map<string, number>
  readiness: Map<string, number>
  meditationDays: Set<string>
  journalDays: Set<string>
  workouts: { id: string; day: string; tss: number; start: string }[]
  sessions: { id: string; day: string; score: number }[]
  mealDays: Set<string>
}

/** mulberry32: a small, good-enough seeded PRNG. */
function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
/** The UTC instant of a local time (day, hour) for tz_offset seconds. */
export const localInstant = (day: string, hour: number, tz: number) => new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000 - tz * 1000).toISOString()
/** The user's local day today. */
export const localToday = (tz: number) => new Date(Date.now() + tz * 1000).toISOString().slice(0, 10)
/** The Monday of the ISO week of a day. */
export const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7))

const MEALS = [
  ['porridge with a banana', 8],
  ['two eggs and toast', 8],
  ['chicken salad with rice', 13],
  ['spaghetti bolognese', 19],
  ['grilled salmon with potatoes and broccoli', 19],
  ['an apple and a yoghurt', 16],
] as const

export function syntheticUser(o: SyntheticOptions): SyntheticUser {
  const r = rng(o.seed)
  const noise = (sd: number) => {
    // Box–Muller.
    const u = Math.max(r(), 1e-12)
    return sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r())
  }
  const clamp = (x: number) => Math.max(0, Math.min(100, Math.round(x)))
  const u: SyntheticUser = {
    profile: { tz_offset: o.tz, gender: 'female', birthday: '1990-05-17', height: 168, weight: 62, language: 'en' },
    writes: [],
    days: [],
    sleep: new Map(),
    readiness: new Map(),
    meditationDays: new Set(),
    journalDays: new Set(),
    workouts: [],
    sessions: [],
    mealDays: new Set(),
  }
  const hour = o.workoutHour ?? 7
  let i = 0
  for (let day = o.from; day <= o.to; day = addDays(day, 1), i++) {
    u.days.push(day)
    const dow = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7 // 0 = Monday
    const meditated = r() < 0.5
    const journaled = r() < 0.5
    if (meditated) u.meditationDays.add(day)
    if (journaled) u.journalDays.add(day)
    const sleep = clamp(72 + (o.sleepSlopePerDay ?? 0) * i + (meditated ? (o.meditationEffect ?? 0) : 0) + noise(4))
    const readiness = clamp(68 + noise(6))
    u.sleep.set(day, sleep)
    u.readiness.set(day, readiness)
    u.writes.push({ method: 'PUT', path: `/daily_records/scores/${day}/sleep_score`, body: { value: sleep, providers: [] } })
    u.writes.push({ method: 'PUT', path: `/daily_records/scores/${day}/readiness_score`, body: { value: readiness } })
    if (meditated) u.writes.push({ method: 'PUT', path: `/daily_records/logs/${day}/daily_meditation`, body: { value: 1 } })
    if (journaled) u.writes.push({ method: 'PUT', path: `/daily_records/logs/${day}/evening_journal`, body: { value: 1 } })
    // Workouts on Monday, Wednesday, Friday and Saturday.
    if ([0, 2, 4, 5].includes(dow)) {
      const minutes = 45 + Math.round(r() * 45)
      const tss = Math.round(35 + r() * 60)
      const start = localInstant(day, hour + (dow === 5 ? 2 : 0), o.tz)
      const end = new Date(Date.parse(start) + minutes * 60_000).toISOString()
      const z = [0.15, 0.35, 0.35, 0.15].map((s) => Math.round(s * minutes * 60))
      const id = `w-${day}`
      u.workouts.push({ id, day, tss, start })
      u.writes.push({
        method: 'PUT',
        path: `/activities/${id}`,
        body: {
          type: 'workout',
          start_datetime: start,
          end_datetime: end,
          data_source: 'synthetic',
          duration_seconds: minutes * 60,
          type_name: dow === 5 ? 'Running' : 'Cycling',
          tss,
          calories: Math.round(minutes * 9),
          average_hr: 140,
          max_hr: 172,
          hr_zone_durations_seconds: z,
          created_at: end,
          updated_at: end,
        },
      })
    }
    // Mindfulness on Tuesday, Thursday and Sunday, with interbeat intervals.
    if ([1, 3, 6].includes(dow)) {
      const start = localInstant(day, 21, o.tz)
      const ibis = Array.from({ length: 40 }, () => Math.round(850 + noise(35)))
      const score = clamp(70 + noise(8))
      const id = `m-${day}`
      u.sessions.push({ id, day, score })
      u.writes.push({
        method: 'PUT',
        path: `/activities/${id}`,
        body: {
          start_datetime: start,
          end_datetime: new Date(Date.parse(start) + 600_000).toISOString(),
          provider: 'synthetic',
          type_name: 'Breathing',
          duration_seconds: 600,
          guided_breathing_id: 'box',
          session_score: score,
          interbeat_intervals: ibis.join(','),
          created_at: start,
          updated_at: start,
        },
      })
    }
    if (o.meals) {
      u.mealDays.add(day)
      for (const k of [0, 2, 3]) {
        const [description, h] = MEALS[(i + k) % MEALS.length]!
        u.writes.push({ method: 'POST', path: '/nutrition/meals', body: { description, meal_time: localInstant(day, h, o.tz) } })
      }
    }
  }
  return u
}

export type Send = (w: Write) => Promise<number>

/** Writes the user (profile first) through `send`, a few requests at a time; throws on any non-2xx. */
export async function writeUser(user: SyntheticUser, send: Send, concurrency = 4): Promise<void> {
  const status = await send({ method: 'PATCH', path: '', body: user.profile })
  if (status !== 200) throw new Error(`PATCH user: ${status}`)
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < user.writes.length) {
        const w = user.writes[next++]!
        const s = await send(w)
        if (s < 200 || s > 299) throw new Error(`${w.method} ${w.path}: ${s}`)
      }
    }),
  )
}
