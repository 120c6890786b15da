// The loop both background queues share (webhook deliveries, insight jobs): poll every
// `pollMs`, and at once on wake(); claim up to the free room of `concurrency`; run each claimed
// job; on stop, claim nothing more and give back whatever was claimed while stopping.
//
// Wakes come from every committed write, thousands a second under a sync, and most find nothing
// due (a meal's day job is due 5 s later; most writes append no webhook delivery). So after a
// claim that found nothing, wakes for the next WAKE_GAP_MS are answered by one claim at its end:
// at most one empty claim per gap instead of one after another while writes keep coming (a
// bench of meal writes made 1,631 empty insight claims for 7,000 writes). A job committed in
// that gap is claimed at most WAKE_GAP_MS later; polls and finished jobs claim at once.
//
// A claim that fails (the database is down) is tried again after RETRY_FIRST_MS, doubling while
// claims keep failing up to RETRY_MAX_MS; polls and wakes in between claim nothing. An
// unreachable database is logged by its health, once per outage, not by each failed claim.
import type { DatabaseHealth } from '../db/health.js'
import { describeDbError } from '../db/pg-errors.js'

export interface PollerLog {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

/** After a claim that found nothing, how long wakes wait to be answered by one claim. */
export const WAKE_GAP_MS = 25

/**
 * After a failed claim, the wait before the next: doubling from the first to the most. The most
 * is also how long the queues may stay idle after the database is back.
 */
export const RETRY_FIRST_MS = 100
export const RETRY_MAX_MS = 2_000

export abstract class LeasedPoller<J> {
  private timer: NodeJS.Timeout | undefined
  private pumping: Promise<void> | undefined
  private again = false
  /** After a claim that found nothing: wakes before this instant wait for it (see above). */
  private quietUntil = 0
  private deferredWake: NodeJS.Timeout | undefined
  /** Claims failed in a row, and the instant before which no claim is made after them. */
  private failures = 0
  private retryAt = 0
  private retryTimer: NodeJS.Timeout | undefined
  /** Claims made and claims that found nothing, for tests and metrics. */
  claims = 0
  emptyClaims = 0
  protected stopping = false
  protected readonly inFlight = new Map<string, Promise<void>>()

  constructor(
    protected readonly log: PollerLog,
    private readonly opts: { pollMs: number; concurrency: number; name: string; health?: DatabaseHealth },
  ) {}

  /** Logs a failure, unless it says the database is unreachable (logged once, by its health). */
  protected logFailure(level: 'warn' | 'error', err: unknown, fields: object, msg: string): void {
    if (this.opts.health?.failed(err)) return
    this.log[level]({ ...describeDbError(err), ...fields }, msg)
  }

  /** Claims up to `limit` due jobs under a lease. */
  protected abstract claim(limit: number): Promise<J[]>
  /** Gives a claimed job back untried. */
  protected abstract release(job: J): Promise<void>
  /** Runs and settles one job. */
  protected abstract run(job: J): Promise<void>
  protected abstract idOf(job: J): string
  /** How many jobs may run at once right now (by default the configured concurrency). */
  protected capacity(): number {
    return this.opts.concurrency
  }

  protected startPolling(): void {
    this.timer = setInterval(() => void this.pump(), this.opts.pollMs)
    this.timer.unref()
    void this.pump()
  }

  /** Something was just committed: look now rather than at the next poll (or at the gap's end). */
  wake(): void {
    const wait = this.quietUntil - Date.now()
    if (wait <= 0) {
      void this.pump()
      return
    }
    if (this.deferredWake || this.stopping) return
    this.deferredWake = setTimeout(() => {
      this.deferredWake = undefined
      void this.pump()
    }, wait)
    this.deferredWake.unref()
  }

  private pump(): Promise<void> {
    // Backing off after failed claims: the retry timer claims next.
    if (this.stopping || Date.now() < this.retryAt) return Promise.resolve()
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
        const room = this.capacity() - this.inFlight.size
        if (room <= 0) break
        const mark = this.opts.health?.mark() ?? 0
        const jobs = await this.claim(room)
        this.claims++
        this.failures = 0
        this.retryAt = 0
        this.opts.health?.answered(mark)
        if (!jobs.length) {
          this.emptyClaims++
          this.quietUntil = Date.now() + WAKE_GAP_MS
          // A wake during this claim: answered at the gap's end, not by another claim now.
          if (this.again) this.wake()
          break
        }
        if (this.stopping) {
          // Claimed while stopping began: give them back untried.
          await Promise.all(jobs.map((j) => this.release(j)))
          break
        }
        for (const job of jobs) this.track(job)
        if (jobs.length === room) this.again = true
      } while (this.again && !this.stopping)
    } catch (err) {
      this.failures++
      const delay = Math.min(RETRY_FIRST_MS * 2 ** (this.failures - 1), RETRY_MAX_MS)
      this.retryAt = Date.now() + delay
      if (!this.retryTimer && !this.stopping) {
        this.retryTimer = setTimeout(() => {
          this.retryTimer = undefined
          this.retryAt = 0
          void this.pump()
        }, delay)
        this.retryTimer.unref()
      }
      this.logFailure('warn', err, { retry_in_ms: delay }, `${this.opts.name} poll failed`)
    }
  }

  private track(job: J): void {
    const id = this.idOf(job)
    const done = this.run(job)
      .catch((err) => this.logFailure('error', err, { job: id }, `${this.opts.name} job failed to settle`))
      .finally(() => {
        this.inFlight.delete(id)
        if (!this.stopping) void this.pump()
      })
    this.inFlight.set(id, done)
  }

  /** Stops claiming and waits for a claim in progress; returns the jobs still running. */
  protected async stopPolling(): Promise<Promise<void>[]> {
    this.stopping = true
    if (this.timer) clearInterval(this.timer)
    if (this.deferredWake) clearTimeout(this.deferredWake)
    this.deferredWake = undefined
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = undefined
    await this.pumping
    return [...this.inFlight.values()]
  }
}
