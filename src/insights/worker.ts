// Runs due insight jobs in the background: claims them from the queue (SKIP LOCKED, leased, so
// several server processes share it), runs a few at a time, and settles each (done, or retried
// later with backoff; a write during the run has queued the period again). Polls every 250 ms,
// and at once when this process wrote something, so an activity's summary exists well within
// 2 s of its PUT.
import { awaitWriters, claimJobs, completeJob, failJob, releaseJob, type Job } from '../queue/insight-jobs.js'
import { runJob, type EngineDeps } from './engine.js'
import { LeasedPoller, type PollerLog } from '../queue/poller.js'

const POLL_MS = 250
const CONCURRENCY = 4
const LEASE_SECONDS = 120
const MAX_BACKOFF_S = 3600

export class InsightsWorker extends LeasedPoller<Job> {
  /** Jobs run since start, for tests and metrics. */
  completed = 0
  failed = 0

  constructor(private readonly deps: EngineDeps & { log: PollerLog }) {
    super(deps.log, { pollMs: POLL_MS, concurrency: CONCURRENCY, name: 'insights' })
  }

  start(): void {
    this.startPolling()
  }

  protected claim(limit: number): Promise<Job[]> {
    return claimJobs(this.deps.db, limit, LEASE_SECONDS)
  }

  protected release(job: Job): Promise<void> {
    return releaseJob(this.deps.db, job)
  }

  protected idOf(job: Job): string {
    return String(job.id)
  }

  protected async run(job: Job): Promise<void> {
    const started = Date.now()
    try {
      await awaitWriters(this.deps.db, job)
      const t = await runJob(this.deps, job)
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
