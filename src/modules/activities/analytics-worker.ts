// Re-computes workouts' analytics in the background (CONTRACT "Workout analytics": a threshold
// changed, or a selected workout was written, deleted, selected or unselected, moving the guessed
// thresholds or the training load of the workouts after it). Jobs come from workout_analytics_jobs
// (src/queue/workout-analytics-jobs.ts: claimed under a lease with SKIP LOCKED). A run goes through
// the user's workouts after the job's start a page at a time, in start order, each page's fields
// and the job's progress committed together, so a crash resumes at the page it was on; a page
// writes only what changed, so a run repeated writes nothing.
import type pg from 'pg'
import type { DatabaseHealth } from '../../db/health.js'
import { withTransaction } from '../../db/pool.js'
import { fillWorkout, HISTORY_DAYS, type Thresholds, type WorkoutSummary } from '../../analytics/index.js'
import { LeasedPoller, type PollerLog } from '../../queue/poller.js'
import {
  advanceWorkoutAnalyticsJob,
  claimWorkoutAnalyticsJobs,
  completeWorkoutAnalyticsJob,
  failWorkoutAnalyticsJob,
  releaseWorkoutAnalyticsJob,
  type WorkoutAnalyticsJob,
} from '../../queue/workout-analytics-jobs.js'
import { historyUpTo, recomputePage, storeRecomputed, userThresholds, type RecomputedWorkout, type RecomputeRow } from './analytics-repository.js'
import { storedAnalytics, streamsOf } from './analytics.js'

const POLL_MS = 1_000
const CONCURRENCY = 2
const LEASE_SECONDS = 300
/** Workouts read, computed and committed together. */
export const WORKOUTS_PER_PAGE = 100
const MAX_BACKOFF_S = 600

export interface WorkoutAnalyticsDeps {
  db: pg.Pool
  log: PollerLog
  health?: DatabaseHealth
  /** A page committed changed fields of this user's selected workouts: their 'changed' insight job is queued. */
  wrote(projectId: string, userId: string): void
}

/** What a run did, for tests, metrics and the bench. */
export interface RecomputeOutcome {
  /** false: it stopped between two pages (the worker is stopping); its progress is recorded */
  finished: boolean
  workouts: number
  changed: number
}

/**
 * A stored workout computed again: its fields without those healthd filled before, filled anew
 * from its streams (kept ones, or its hr_series) against `history`.
 */
export function recomputeRow(
  row: RecomputeRow,
  ctx: { thresholds: Thresholds | null; tz: number; history: readonly WorkoutSummary[] },
): { write: RecomputedWorkout; summary: WorkoutSummary } {
  const analytics = row.analytics!
  const base: Record<string, unknown> = { ...row.fields }
  for (const k of analytics.filled ?? []) delete base[k]
  const kept = row.seconds === null ? undefined : { seconds: row.seconds, segments: row.segments ?? [0], hr: row.hr, power: row.power }
  // An import's workout has a row of streams (or none: no samples, `imported` without streams); a PUT's, its hr_series.
  const imported = kept !== undefined || typeof base['hr_series'] !== 'string' ? { streams: kept } : undefined
  const r = fillWorkout(streamsOf(base, row.start_ms, imported), { thresholds: ctx.thresholds, history: ctx.history, tzOffsetSeconds: ctx.tz }, base)
  return {
    write: { activity_id: row.activity_id, xmin: row.xmin, fields: r.fields, analytics: storedAnalytics(r.filled, r.summary, kept !== undefined) },
    summary: r.summary,
  }
}

/**
 * Computes again the analysed workouts of a job's user that start after its start, a page at a
 * time; each page's changes and the job's progress commit together. `stopping` is asked between
 * pages.
 */
export async function recomputeWorkouts(
  db: pg.Pool,
  job: WorkoutAnalyticsJob,
  o: { stopping(): boolean; wrote(projectId: string, userId: string): void; pageSize?: number },
): Promise<RecomputeOutcome> {
  const { project_id: projectId, user_id: userId } = job
  const out: RecomputeOutcome = { finished: true, workouts: 0, changed: 0 }
  const user = await userThresholds(db, projectId, userId)
  if (!user) return out
  const history = await historyUpTo(db, projectId, userId, job.from, HISTORY_DAYS)
  let after: { start: string; id: string } | undefined
  for (;;) {
    if (o.stopping()) return { ...out, finished: false }
    const page = await recomputePage(db, projectId, userId, job.from, after, o.pageSize ?? WORKOUTS_PER_PAGE)
    if (!page.length) return out
    const writes: RecomputedWorkout[] = []
    for (const row of page) {
      let summary: WorkoutSummary
      if (row.analytics) {
        const r = recomputeRow(row, { thresholds: user.thresholds, tz: user.tz, history })
        writes.push(r.write)
        summary = r.summary
        out.workouts++
      } else {
        const tss = row.fields['tss']
        summary = { start: row.start_ms, tss: typeof tss === 'number' ? tss : 0 }
      }
      if (row.selected) history.push(summary)
    }
    const last = page[page.length - 1]!
    const changed = await withTransaction(db, async (tx) => {
      const n = await storeRecomputed(tx, projectId, userId, writes)
      await advanceWorkoutAnalyticsJob(tx, job, last.start, LEASE_SECONDS)
      return n
    })
    out.changed += changed
    if (changed) o.wrote(projectId, userId)
    after = { start: last.start, id: last.activity_id }
  }
}

export class WorkoutAnalyticsWorker extends LeasedPoller<WorkoutAnalyticsJob> {
  /** Jobs done, workouts computed again and those that changed, for tests and metrics. */
  completed = 0
  workouts = 0
  changed = 0

  constructor(private readonly deps: WorkoutAnalyticsDeps) {
    super(deps.log, { pollMs: POLL_MS, concurrency: CONCURRENCY, name: 'workout analytics', ...(deps.health ? { health: deps.health } : {}) })
  }

  start(): void {
    this.startPolling()
  }

  protected claim(limit: number): Promise<WorkoutAnalyticsJob[]> {
    return claimWorkoutAnalyticsJobs(this.deps.db, limit, LEASE_SECONDS)
  }

  protected release(job: WorkoutAnalyticsJob): Promise<void> {
    return releaseWorkoutAnalyticsJob(this.deps.db, job)
  }

  protected idOf(job: WorkoutAnalyticsJob): string {
    return JSON.stringify([job.project_id, job.user_id])
  }

  protected async run(job: WorkoutAnalyticsJob): Promise<void> {
    try {
      const r = await recomputeWorkouts(this.deps.db, job, { stopping: () => this.stopping, wrote: this.deps.wrote })
      this.workouts += r.workouts
      this.changed += r.changed
      if (!r.finished) {
        await this.release(job)
        return
      }
      await completeWorkoutAnalyticsJob(this.deps.db, job)
      this.completed++
    } catch (err) {
      const retryIn = Math.min(MAX_BACKOFF_S, 5 * 2 ** Math.min(job.attempts, 12))
      this.logFailure('warn', err, { project_id: job.project_id, attempts: job.attempts, retry_in_s: retryIn }, 'workout analytics job failed; will retry')
      await failWorkoutAnalyticsJob(this.deps.db, job, (err as Error).message, retryIn)
    }
  }

  /** Stops claiming and waits up to `graceMs` for running jobs; a job cut short is taken again after its lease, from its last page. */
  async stop(graceMs: number): Promise<void> {
    const pending = await this.stopPolling()
    if (!pending.length) return
    await Promise.race([Promise.all(pending), new Promise((r) => setTimeout(r, graceMs).unref())])
  }
}
