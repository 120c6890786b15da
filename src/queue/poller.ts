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
export interface PollerLog {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

/** After a claim that found nothing, how long wakes wait to be answered by one claim. */
export const WAKE_GAP_MS = 25

export abstract class LeasedPoller<J> {
  private timer: NodeJS.Timeout | undefined
  private pumping: Promise<void> | undefined
  private again = false
  /** After a claim that found nothing: wakes before this instant wait for it (see above). */
  private quietUntil = 0
  private deferredWake: NodeJS.Timeout | undefined
  /** Claims made and claims that found nothing, for tests and metrics. */
  claims = 0
  emptyClaims = 0
  protected stopping = false
  protected readonly inFlight = new Map<string, Promise<void>>()

  constructor(
    protected readonly log: PollerLog,
    private readonly opts: { pollMs: number; concurrency: number; name: string },
  ) {}

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
        const room = this.capacity() - this.inFlight.size
        if (room <= 0) break
        const jobs = await this.claim(room)
        this.claims++
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
      this.log.warn({ err: { message: (err as Error).message } }, `${this.opts.name} poll failed`)
    }
  }

  private track(job: J): void {
    const id = this.idOf(job)
    const done = this.run(job)
      .catch((err) => this.log.error({ err: { message: (err as Error).message }, job: id }, `${this.opts.name} job failed to settle`))
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
    await this.pumping
    return [...this.inFlight.values()]
  }
}
