// The day records imports write, computed from what they keep (per-source hourly buckets and
// nights) by the source priority: steps, active energy, resting heart rate, HRV, weight and sleep
// as records of the built-in types, and the nightly sleep score as `scores/{day}/sleep`. Computing
// them again (recomputeDayMeasures) needs no file: a change of priority re-applies it.
import type pg from 'pg'
import type { PROVIDERS } from '../../schemas/common.js'
import { withTransaction, type Queryable } from '../../db/pool.js'
import { dayMeasures, type Priority } from '../../imports/day-measures.js'
import { localDay, nightSource } from '../../imports/sleep.js'
import { onsetClock, SLEEP_SCORE_REF, sleepScore } from '../../imports/sleep-score.js'
import { effectiveList } from '../../sources/priority.js'
import { upsertImportedRecords, type RecordWrite } from '../custom-records/index.js'
import { daysWithOtherScores, deleteDerivedRecords, upsertDerivedRecords, type DailyRecordWrite } from '../daily-records/index.js'
import { getUser } from '../users/index.js'
import { hoursBetween, measureSpan, nightsBetween, type StoredNight } from './measures-repository.js'
import { priorityLists } from './priority.js'

const DAY = 86_400_000
/** The sleep score's consistency looks this many days back. */
const CONSISTENCY_DAYS = 14
/** Days computed (and written) together. */
export const DAYS_PER_BATCH = 31

export interface DayContext {
  projectId: string
  userId: string
  /** The user's offset, seconds east of UTC: which local day an hour belongs to. */
  tz: number
  priority: Priority
}

export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10)

/** Sorted days as runs of consecutive days, each at most `max` long: [first, last] of each. */
export function dayRuns(days: Iterable<string>, max = DAYS_PER_BATCH): [string, string][] {
  const sorted = [...new Set(days)].sort()
  const runs: [string, string][] = []
  for (const d of sorted) {
    const last = runs[runs.length - 1]
    if (last && addDays(last[1], 1) === d && addDays(last[0], max - 1) >= d) last[1] = d
    else runs.push([d, d])
  }
  return runs
}

/** The id of an imported day record: `imp_<type>_<day>`, so a later import replaces it. */
export const dayRecordId = (type: string, day: string) => `imp_${type}_${day}`

export interface ComputedDays {
  /** The local days computed, [from, to]. */
  from: string
  to: string
  /** Custom records of the built-in types, by type and id. */
  records: RecordWrite[]
  /** Sleep scores (daily records scores/{day}/sleep). */
  scores: DailyRecordWrite[]
}

/** The day records of the local days [from, to], from the buckets and nights the user's imports keep. */
export async function computeDays(db: Queryable, c: DayContext, from: string, to: string): Promise<ComputedDays> {
  const lo = Date.parse(`${from}T00:00:00Z`) - c.tz * 1000
  const hi = Date.parse(`${to}T00:00:00Z`) + DAY - c.tz * 1000
  const base = { projectId: c.projectId, userId: c.userId, ref: null }
  const records: RecordWrite[] = []
  for (const [measure, days] of dayMeasures(await hoursBetween(db, c.projectId, c.userId, lo, hi), c.priority, c.tz)) {
    for (const [day, v] of days) {
      if (day < from || day > to) continue
      const instant = measure === 'weight'
      records.push({
        ...base,
        type: measure,
        recordId: dayRecordId(measure, day),
        date: instant ? null : day,
        recordedAt: instant ? new Date(v.recordedAt!).toISOString() : null,
        value: v.value,
        data: { sources: v.sources },
        providers: v.providers,
      })
    }
  }

  const byDay = new Map<string, Map<string, StoredNight>>()
  for (const n of await nightsBetween(db, c.projectId, c.userId, addDays(from, -CONSISTENCY_DAYS), to)) {
    const m = byDay.get(n.day) ?? new Map<string, StoredNight>()
    m.set(n.source, n)
    byDay.set(n.day, m)
  }
  const list = effectiveList(c.priority.project, c.priority.user, 'sleep')
  const chosen = new Map<string, StoredNight>()
  for (const [day, bySource] of byDay) chosen.set(day, bySource.get(nightSource(bySource.keys(), list)!)!)
  const scores: DailyRecordWrite[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const stored = chosen.get(day)
    if (!stored) continue
    const n = stored.night
    const providers = stored.provider ? [stored.provider] : []
    records.push({
      ...base,
      type: 'sleep',
      recordId: dayRecordId('sleep', day),
      date: day,
      recordedAt: null,
      value: n.asleep_minutes,
      data: {
        start: new Date(n.start).toISOString(),
        end: new Date(n.end).toISOString(),
        in_bed_minutes: n.in_bed_minutes,
        asleep_minutes: n.asleep_minutes,
        awake_minutes: n.awake_minutes,
        deep_minutes: n.deep_minutes,
        rem_minutes: n.rem_minutes,
        core_minutes: n.core_minutes,
        sources: [stored.source],
      },
      providers,
    })
    if (n.asleep_minutes <= 0) continue
    const before: number[] = []
    for (let d = addDays(day, -CONSISTENCY_DAYS); d < day; d = addDays(d, 1)) {
      const onset = chosen.get(d)?.night.onset
      if (onset !== null && onset !== undefined) before.push(onsetClock(onset, c.tz))
    }
    const score = sleepScore({
      asleep_minutes: n.asleep_minutes,
      deep_minutes: n.deep_minutes,
      rem_minutes: n.rem_minutes,
      awake_after_onset_minutes: n.awake_after_onset_minutes,
      onset_clock: n.onset === null ? null : onsetClock(n.onset, c.tz),
      onsets_before: before,
    })
    scores.push({
      projectId: c.projectId,
      userId: c.userId,
      type: 'scores',
      day,
      name: 'sleep',
      body: { value: score.value, ref: SLEEP_SCORE_REF, providers: providers as (typeof PROVIDERS)[number][] },
    })
  }
  records.sort((a, b) => (a.type + a.recordId < b.type + b.recordId ? -1 : 1))
  return { from, to, records, scores }
}

/**
 * Writes computed day records in the caller's transaction. A sleep score is written only on a day
 * with no sleep score from anywhere else. Answers how many records the computation holds for
 * these days (written, or found as they were): the count an import reports.
 */
export async function writeDays(tx: Queryable, c: DayContext, d: ComputedDays): Promise<number> {
  await upsertImportedRecords(tx, d.records)
  const others = await daysWithOtherScores(
    tx,
    c.projectId,
    c.userId,
    d.scores.map((s) => s.day),
    'sleep',
    SLEEP_SCORE_REF,
  )
  const scores = d.scores.filter((s) => !others.has(s.day))
  await upsertDerivedRecords(tx, scores)
  // A score written before for a night that no longer scores (its source now has no sleep) goes.
  const scored = new Set(d.scores.map((s) => s.day))
  const unscored: string[] = []
  for (let day = d.from; day <= d.to; day = addDays(day, 1)) if (!scored.has(day)) unscored.push(day)
  await deleteDerivedRecords(tx, { projectId: c.projectId, userId: c.userId, type: 'scores', name: 'sleep', ref: SLEEP_SCORE_REF }, unscored)
  return d.records.length + scores.length
}

/**
 * Computes every day record of a user's imports again (after their source priority changed),
 * 31 days a transaction; `priority` defaults to the stored lists. Answers the records written. The
 * insight jobs their changes need are queued by the writes; the caller wakes the worker.
 */
export async function recomputeDayMeasures(db: pg.Pool, projectId: string, userId: string, priority?: Priority): Promise<number> {
  const user = await getUser(db, projectId, userId)
  if (!user) return 0
  const c: DayContext = { projectId, userId, tz: user.tz_offset ?? 0, priority: priority ?? (await priorityLists(db, projectId, userId)) }
  const span = await measureSpan(db, projectId, userId)
  const firsts = [span.firstHour !== null ? localDay(span.firstHour, c.tz) : null, span.firstNight].filter((d): d is string => d !== null).sort()
  const lasts = [span.lastHour !== null ? localDay(span.lastHour, c.tz) : null, span.lastNight].filter((d): d is string => d !== null).sort()
  if (!firsts.length) return 0
  let written = 0
  for (let from = firsts[0]!; from <= lasts[lasts.length - 1]!; from = addDays(from, DAYS_PER_BATCH)) {
    const to = addDays(from, DAYS_PER_BATCH - 1)
    written += await withTransaction(db, async (tx) => writeDays(tx, c, await computeDays(tx, c, from, to)))
  }
  return written
}
