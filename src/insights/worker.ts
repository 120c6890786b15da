// Runs due insight jobs in the background: claims them from the queue (SKIP LOCKED, leased, so
// several server processes share it), runs a few at a time, and settles each (done, run again
// because it was enqueued again meanwhile, or retried later with backoff). Polls every 250 ms,
// and at once when this process enqueued something, so an activity's summary exists well
// within 2 s of its PUT.
import { claimJobs, completeJob, failJob, releaseJob, type Job } from './repository.js'
import { runJob, type EngineDeps } from './engine.js'

const POLL_MS = 250
const CONCURRENCY = 4
const LEASE_SECONDS = 120
const MAX_BACKOFF_S = 3600

export class InsightsWorker {
  private timer: NodeJS.Timeout | undefined
  private pumping: Promise<void> | undefined
  private again = false
  private stopping = false
  private readonly inFlight = new Map<string, Promise<void>>()
  /** Jobs run since start, for tests and metrics. */
  completed = 0
  failed = 0

  constructor(private readonly deps: EngineDeps & { log: EngineDeps['log'] & { error(obj: object, msg: string): void } }) {}

  start(): void {
    this.timer = setInterval(() => void this.pump(), POLL_MS)
    this.timer.unref()
    void this.pump()
  }

  /** Something was just enqueued: look now rather than at the next poll. */
  wake(): void {
    void this.pump()
  }

  private pump(): Promise<void> {
    if (this.stopping) return Promise.resolve()
    if (this.pumping) {
      this.again = true
      return this.pumping
    }
    this.pumping = this.claimLoop().finally(() => (this.pumping = undefined))
    return this.pumping
  }

  private async claimLoop(): Promise<void> {
    try {
      do {
        this.again = false
        const room = CONCURRENCY - this.inFlight.size
        if (room <= 0) break
        const jobs = await claimJobs(this.deps.db, room, LEASE_SECONDS)
        if (this.stopping) {
          await Promise.all(jobs.map((j) => releaseJob(this.deps.db, j)))
          break
        }
        for (const job of jobs) this.track(job)
        if (jobs.length === room) this.again = true
      } while (this.again && !this.stopping)
    } catch (err) {
      this.deps.log.warn({ err: { message: (err as Error).message } }, 'insights poll failed')
    }
  }

  private track(job: Job): void {
    const id = `${job.project_id}\u0000${job.user_id}\u0000${job.kind}\u0000${job.key}`
    const done = this.run(job)
      .catch((err) => this.deps.log.error({ err: { message: (err as Error).message }, kind: job.kind }, 'insight job failed to settle'))
      .finally(() => {
        this.inFlight.delete(id)
        if (!this.stopping) void this.pump()
      })
    this.inFlight.set(id, done)
  }

  private async run(job: Job): Promise<void> {
    const started = Date.now()
    try {
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
    this.stopping = true
    if (this.timer) clearInterval(this.timer)
    await this.pumping
    if (!this.inFlight.size) return
    await Promise.race([Promise.all([...this.inFlight.values()]), new Promise((r) => setTimeout(r, graceMs).unref())])
  }
}
