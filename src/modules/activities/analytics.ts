// Workout analytics on writes (CONTRACT "Workout analytics"): a PUT carrying `hr_series` and every
// imported workout are analysed (src/analytics) before they are written, against the user's
// thresholds and history, in the transaction that writes them, holding the users' grouping lock
// from before it reads history: a write of another of the user's workouts waits for it, and its own
// statement then sees this one (the later workouts it changes get a re-computation job there).
import type pg from 'pg'
import { expandStreams, fillWorkout, HISTORY_DAYS, type StreamsInput, type WorkoutSummary } from '../../analytics/index.js'
import type { Outcome } from '../../db/group-commit.js'
import { groupingLockSql } from '../../db/grouping-lock.js'
import { analyticsContexts, writeStreams, type StoredAnalytics, type UserAnalyticsContext } from './analytics-repository.js'
import { upsertActivities, type ActivityWrite } from './repository.js'

const DAY_MS = 86_400_000

type Body = Record<string, unknown>
const bodyOf = (w: ActivityWrite) => w.body as unknown as Body
const isWorkout = (w: ActivityWrite) => bodyOf(w)['type'] === 'workout'

/** Whether a write's workout is analysed: an import's, or a PUT carrying `hr_series`. */
export const analysed = (w: ActivityWrite): boolean => isWorkout(w) && (w.imported !== undefined || typeof bodyOf(w)['hr_series'] === 'string')

const userKey = (projectId: string, userId: string) => `${projectId}\u0000${userId}`

/** The streams a write's workout is analysed from: an import's kept streams, or a PUT's hr_series. */
export function streamsOf(fields: Body, start: number, imported: ActivityWrite['imported']): StreamsInput {
  if (imported !== undefined) return expandStreams(imported.streams, start)
  const series = fields['hr_series']
  if (typeof series === 'string') {
    const rate = fields['hr_series_sampling_rate']
    return { hr_series: series, hr_series_sampling_rate: typeof rate === 'string' || typeof rate === 'number' ? rate : undefined, start }
  }
  return expandStreams(null, start)
}

/** What an analysed workout keeps besides its fields: which ones healthd filled, whether from kept streams, and its best efforts. */
export function storedAnalytics(filled: string[], s: WorkoutSummary, streams: boolean): StoredAnalytics {
  const out: StoredAnalytics = { filled }
  if (streams) out.streams = true
  if (s.best_20min_power !== undefined) out.best_20min_power = s.best_20min_power
  if (s.best_20min_hr !== undefined) out.best_20min_hr = s.best_20min_hr
  if (s.best_5s_hr !== undefined) out.best_5s_hr = s.best_5s_hr
  return out
}

/**
 * The writes with their workouts analysed: each analysed one's missing fields filled (an import's
 * body is what the file states: its duration and averages stay) and its `analytics` set. Each user's
 * workouts of the batch are taken in start order, each the history of the later ones (as if
 * selected: one the regrouping leaves unselected gives its later ones a re-computation job).
 * `tx` is in a transaction, which this leaves holding the users' grouping lock.
 */
export async function analyseWrites(tx: pg.PoolClient, writes: readonly ActivityWrite[]): Promise<ActivityWrite[]> {
  const users = new Map<string, { projectId: string; userId: string; from: number; to: number }>()
  for (const w of writes) {
    if (!analysed(w)) continue
    const at = Date.parse(String(bodyOf(w)['start_datetime']))
    const k = userKey(w.projectId, w.userId)
    const u = users.get(k)
    if (!u) users.set(k, { projectId: w.projectId, userId: w.userId, from: at, to: at })
    else {
      u.from = Math.min(u.from, at)
      u.to = Math.max(u.to, at)
    }
  }
  if (!users.size) return [...writes]
  const asked = [...users.values()].sort((a, b) => (userKey(a.projectId, a.userId) < userKey(b.projectId, b.userId) ? -1 : 1))
  await tx.query(`SELECT ${groupingLockSql('$1::text[]', '$2::text[]')}`, [asked.map((u) => u.projectId), asked.map((u) => u.userId)])
  const contexts = await analyticsContexts(
    tx,
    asked.map((u) => ({
      projectId: u.projectId,
      userId: u.userId,
      from: new Date(u.from - HISTORY_DAYS * DAY_MS).toISOString(),
      to: new Date(u.to).toISOString(),
    })),
    // The batch's own workouts: their stored versions are being replaced.
    writes.filter((w) => users.has(userKey(w.projectId, w.userId))).map((w) => ({ projectId: w.projectId, userId: w.userId, activityId: w.activityId })),
  )
  const byUser = new Map(contexts.map((c) => [userKey(c.projectId, c.userId), c]))

  const out = [...writes]
  const order = writes
    .map((w, i) => ({ w, i, at: Date.parse(String(bodyOf(w)['start_datetime'])) }))
    .filter(({ w }) => isWorkout(w) && byUser.has(userKey(w.projectId, w.userId)))
    .sort((a, b) => a.at - b.at || (a.w.activityId < b.w.activityId ? -1 : a.w.activityId > b.w.activityId ? 1 : 0))
  const history = new Map<string, WorkoutSummary[]>()
  for (const { w, i, at } of order) {
    const k = userKey(w.projectId, w.userId)
    const ctx = byUser.get(k) as UserAnalyticsContext
    const h = history.get(k) ?? [...ctx.history]
    history.set(k, h)
    if (!analysed(w)) {
      const tss = bodyOf(w)['tss']
      h.push({ start: at, tss: typeof tss === 'number' ? tss : 0 })
      continue
    }
    const body = bodyOf(w)
    const r = fillWorkout(streamsOf(body, at, w.imported), { thresholds: ctx.thresholds, history: h, tzOffsetSeconds: ctx.tz }, body)
    out[i] = { ...w, body: r.fields as unknown as ActivityWrite['body'], analytics: storedAnalytics(r.filled, r.summary, w.imported?.streams !== undefined) }
    h.push(r.summary)
  }
  return out
}

/**
 * Creates or replaces activities, analysing the workouts that have streams first (analyseWrites),
 * and keeps imported workouts' streams. `tx` is in a transaction (the analysis and the write are
 * one); answers as upsertActivities does.
 */
export async function upsertAnalysed(tx: pg.PoolClient, writes: ActivityWrite[]): Promise<Outcome<string>[]> {
  const ready = await analyseWrites(tx, writes)
  const outcomes = await upsertActivities(tx, ready)
  await writeStreams(
    tx,
    ready.flatMap((w, i) =>
      w.imported?.streams && 'ok' in outcomes[i]! ? [{ projectId: w.projectId, userId: w.userId, activityId: w.activityId, streams: w.imported.streams }] : [],
    ),
  )
  return outcomes
}
