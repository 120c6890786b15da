// Runs due insight jobs in the background: claims them from the queue (SKIP LOCKED, leased, so
// several server processes share it), runs a few at a time, and settles each (done, or retried
// later with backoff; a write during the run has queued the period again). Polls every 250 ms,
// and at once when this process wrote something, so an activity's summary exists well within
// 2 s of its PUT. Jobs of one user claimed together (a write's day and week, due at once) wait
// for the user's writers once and read the user's data in one statement.
//
// A closed day or week is computed once its user's writes settle: a day or week job of a user
// this process wrote for in the last 5 s is put back, due 5 s after that write (a sync of history
// is summarised when it pauses, not every 5 s while it runs), but never more than a minute past
// its due time. Writes through other processes are not seen here: there it runs when due.
import { awaitWriters, claimJobs, completeJob, deferJob, failJob, releaseJob, type Job } from '../queue/insight-jobs.js'
import { loadForJobs, runJob, type EngineDeps, type Loaded } from './engine.js'
import { LeasedPoller, type PollerLog } from '../queue/poller.js'

const POLL_MS = 250
const CONCURRENCY = 4
const LEASE_SECONDS = 120
const MAX_BACKOFF_S = 3600
const SETTLE_MS = 5_000
const MAX_DEFER_MS = 60_000

export class InsightsWorker extends LeasedPoller<Job> {
  /** Jobs run since start, for tests and metrics. */
  completed = 0
  failed = 0
  /** Jobs claimed with others of their user, by id: they share one load. */
  private readonly groups = new Map<number, { jobs: Job[]; loaded?: Promise<Loaded> }>()
  /** When this process last committed a write of each user (project, user). */
  private readonly lastWrite = new Map<string, number>()
  private swept = 0
  /** Jobs put back to let their user's writes settle. */
  deferred = 0

  constructor(private readonly deps: EngineDeps & { log: PollerLog }) {
    super(deps.log, { pollMs: POLL_MS, concurrency: CONCURRENCY, name: 'insights' })
  }

  start(): void {
    this.startPolling()
  }

  /** A write of this user committed (its jobs are queued): run what is due now. */
  wrote(projectId: string, userId: string): void {
    const now = Date.now()
    // Entries older than the settling time are useless: swept now and then, not on every write.
    if (this.lastWrite.size > 10_000 && now - this.swept > SETTLE_MS) {
      this.swept = now
      for (const [k, at] of this.lastWrite) if (now - at > SETTLE_MS) this.lastWrite.delete(k)
    }
    this.lastWrite.set(`${projectId}\u0000${userId}`, now)
    this.wake()
  }

  /** When a closed period's job should wait for its user's writes to settle: the time to run it. */
  private settleUntil(j: Job, now: number): number | undefined {
    if (j.kind !== 'day' && j.kind !== 'week') return undefined
    const last = this.lastWrite.get(`${j.project_id}\u0000${j.user_id}`)
    if (last === undefined || now - last >= SETTLE_MS || now - j.run_after.getTime() >= MAX_DEFER_MS) return undefined
    return last + SETTLE_MS
  }

  protected async claim(limit: number): Promise<Job[]> {
    const claimed = await claimJobs(this.deps.db, limit, LEASE_SECONDS)
    const now = Date.now()
    const jobs: Job[] = []
    for (const j of claimed) {
      const until = this.settleUntil(j, now)
      if (until === undefined) jobs.push(j)
      else {
        this.deferred++
        await deferJob(this.deps.db, j, new Date(until)).catch((err) =>
          this.deps.log.warn({ err: { message: (err as Error).message } }, 'insight job could not be put back; it runs when its lease ends'),
        )
      }
    }
    const byUser = new Map<string, Job[]>()
    for (const j of jobs) {
      const k = JSON.stringify([j.project_id, j.user_id])
      byUser.set(k, [...(byUser.get(k) ?? []), j])
    }
    for (const same of byUser.values()) {
      if (same.length < 2) continue
      const group = { jobs: same }
      for (const j of same) this.groups.set(j.id, group)
    }
    return jobs
  }

  protected release(job: Job): Promise<void> {
    this.groups.delete(job.id)
    return releaseJob(this.deps.db, job)
  }

  protected idOf(job: Job): string {
    return String(job.id)
  }

  protected async run(job: Job): Promise<void> {
    const started = Date.now()
    const group = this.groups.get(job.id)
    this.groups.delete(job.id)
    try {
      let loaded: Loaded | undefined
      if (group) {
        // Claimed together, so one wait for the user's writers covers them all (see insight-jobs.ts).
        group.loaded ??= awaitWriters(this.deps.db, job).then(() => loadForJobs(this.deps, group.jobs))
        loaded = await group.loaded
      } else {
        await awaitWriters(this.deps.db, job)
      }
      const t = await runJob(this.deps, job, loaded)
      await completeJob(this.deps.db, job)
      this.completed++
      const written = Object.values(t.summaries).reduce((n, o) => n + o.created + o.updated, 0)
      if (written) this.deps.log.info({ kind: job.kind, summaries: written, ms: Date.now() - started }, 'insights written')
    } catch (err) {
      this.failed++
      const retryIn = Math.min(MAX_BACKOFF_S, 5 * 2 ** Math.min(job.attempts, 12))
      this.deps.log.warn({ err: { message: (err as Error).message }, kind: job.kind, attempts: job.attempts, retry_in_s: retryIn }, 'insight job failed; will retry')
      await failJob(this.deps.db, job, (err as Error).message, retryIn)
    }
  }

  /** Stops claiming and waits up to `graceMs` for running jobs; a job cut short is retried after its lease. */
  async stop(graceMs: number): Promise<void> {
    const pending = await this.stopPolling()
    if (!pending.length) return
    await Promise.race([Promise.all(pending), new Promise((r) => setTimeout(r, graceMs).unref())])
  }
}
