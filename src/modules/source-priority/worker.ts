// Selects again, in the background, what a changed source priority ranks: each user's activities
// (their groups' selected workout) and day measures. Jobs come from source_priority_jobs (claimed
// under a lease with SKIP LOCKED, so several server processes share them); a project's job goes
// through its users a page at a time and records its progress after each page, so a crash resumes
// at the page it was on. Re-selecting is idempotent: a job run twice changes nothing the second time.
import type { Queryable } from '../../db/pool.js'
import type { DatabaseHealth } from '../../db/health.js'
import { LeasedPoller, type PollerLog } from '../../queue/poller.js'
import {
  advanceSourcePriorityJob,
  claimSourcePriorityJobs,
  completeSourcePriorityJob,
  EVERY_USER,
  failSourcePriorityJob,
  releaseSourcePriorityJob,
  type SourcePriorityJob,
} from '../../queue/source-priority-jobs.js'
import { listUserIds } from '../users/index.js'

const POLL_MS = 1_000
const CONCURRENCY = 2
const LEASE_SECONDS = 300
const USERS_PER_PAGE = 100
const MAX_BACKOFF_S = 600

/** Recomputes a user's day measures from the highest-priority sources (the import pipeline's). */
export type RecomputeDayMeasures = (db: Queryable, projectId: string, userId: string) => Promise<void>

/** Until the import pipeline writes day measures there are none to recompute. */
export const noDayMeasures: RecomputeDayMeasures = async () => {}

export interface SourcePriorityDeps {
  db: Queryable
  log: PollerLog
  health?: DatabaseHealth
  /** Groups and selects the user's activities again (the activities area); answers how many changed selection. */
  regroupActivities(projectId: string, userId: string): Promise<number>
  recomputeDayMeasures: RecomputeDayMeasures
}

export class SourcePriorityWorker extends LeasedPoller<SourcePriorityJob> {
  /** Jobs done, and users re-selected, for tests and metrics. */
  completed = 0
  users = 0

  constructor(private readonly deps: SourcePriorityDeps) {
    super(deps.log, { pollMs: POLL_MS, concurrency: CONCURRENCY, name: 'source priority', ...(deps.health ? { health: deps.health } : {}) })
  }

  start(): void {
    this.startPolling()
  }

  protected claim(limit: number): Promise<SourcePriorityJob[]> {
    return claimSourcePriorityJobs(this.deps.db, limit, LEASE_SECONDS)
  }

  protected release(job: SourcePriorityJob): Promise<void> {
    return releaseSourcePriorityJob(this.deps.db, job)
  }

  protected idOf(job: SourcePriorityJob): string {
    return JSON.stringify([job.project_id, job.user_id])
  }

  private async reselect(projectId: string, userId: string): Promise<void> {
    await this.deps.regroupActivities(projectId, userId)
    await this.deps.recomputeDayMeasures(this.deps.db, projectId, userId)
    this.users++
  }

  protected async run(job: SourcePriorityJob): Promise<void> {
    try {
      if (job.user_id !== EVERY_USER) await this.reselect(job.project_id, job.user_id)
      else {
        let after = job.after
        for (;;) {
          if (this.stopping) {
            // Its progress is recorded: another run continues from there.
            await this.release(job)
            return
          }
          const users = await listUserIds(this.deps.db, job.project_id, { after, limit: USERS_PER_PAGE })
          if (!users.length) break
          for (const u of users) await this.reselect(job.project_id, u)
          after = users[users.length - 1]!
          // Asked again meanwhile: it starts over from the first user (completeSourcePriorityJob gives it back).
          if (!(await advanceSourcePriorityJob(this.deps.db, job, after, LEASE_SECONDS))) break
        }
      }
      await completeSourcePriorityJob(this.deps.db, job)
      this.completed++
    } catch (err) {
      const retryIn = Math.min(MAX_BACKOFF_S, 5 * 2 ** Math.min(job.attempts, 12))
      this.logFailure('warn', err, { project_id: job.project_id, attempts: job.attempts, retry_in_s: retryIn }, 'source priority job failed; will retry')
      await failSourcePriorityJob(this.deps.db, job, (err as Error).message, retryIn)
    }
  }

  /** Stops claiming and waits up to `graceMs` for running jobs; a job cut short is taken again after its lease. */
  async stop(graceMs: number): Promise<void> {
    const pending = await this.stopPolling()
    if (!pending.length) return
    await Promise.race([Promise.all(pending), new Promise((r) => setTimeout(r, graceMs).unref())])
  }
}
