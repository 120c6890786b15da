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
//
// Background work gives way to requests, as autovacuum's cost delay does for PostgreSQL: while
// this process is saturated by requests (see RequestLoad), the worker runs
// one job at a time and pauses after each so that it works at most `busyShare` of the time. A job
// costs several times the CPU of the write that queued it (its reads, drafts, upserts and events),
// so a sync that saturates the server would otherwise lose most of the cores to its own summaries.
// Under a steady load the summaries come later; none is lost (the jobs are rows), and the pause
// ends as soon as requests stop.
import { awaitWriters, claimJobs, completeJob, deferJob, failJob, releaseJob, type Job } from '../queue/insight-jobs.js'
import { loadForJobs, runJob, type EngineDeps, type Loaded } from './engine.js'
import { LeasedPoller, type PollerLog } from '../queue/poller.js'
import type { DatabaseHealth } from '../db/health.js'

const POLL_MS = 250
const CONCURRENCY = 4
const LEASE_SECONDS = 120
const MAX_BACKOFF_S = 3600
const SETTLE_MS = 5_000
const MAX_DEFER_MS = 60_000
/** The longest pause after a job while busy (a job that took long does not stall the queue). */
const MAX_PAUSE_MS = 1_000
/**
 * The most marked rows a user's 'changed' job takes while busy: a few milliseconds of work, so the
 * pause after it keeps the worker to its share (a job of CHANGED_BATCH rows could take longer than
 * the pause is allowed to last).
 */
const BUSY_BATCH = 16

/** What the worker needs to know of the requests this process answers. */
export interface RequestActivity {
  /** Requests are coming in fast enough that background work should give way. */
  busy(now: number): boolean
}

/**
 * Whether this process is saturated by requests: at least `rate` a second began over the last
 * 100–200 ms (counted in 100 ms buckets), and at least `queued` are in flight now, so requests
 * wait for each other. A client polling now and then, a steady load the cores keep up with, or a
 * few slow requests (a chat waiting on its model, an export) never make it busy; a sync that
 * saturates the server does at once, and it ends within 200 ms of the sync's end.
 */
export class RequestLoad implements RequestActivity {
  private bucketStart = 0
  private current = 0
  private previous = 0
  /** Requests begun and not yet answered (or abandoned). */
  inFlight = 0

  constructor(
    private readonly rate = 100,
    private readonly queued = 4,
  ) {}

  /** A request began; `ended` is to be called once when it is answered or abandoned. */
  began(now = Date.now()): void {
    const age = now - this.bucketStart
    if (age >= 100) {
      this.previous = age < 200 ? this.current : 0
      this.current = 0
      this.bucketStart = now
    }
    this.current++
    this.inFlight++
  }

  ended(): void {
    this.inFlight--
  }

  busy(now = Date.now()): boolean {
    const age = now - this.bucketStart
    if (age >= 200 || this.inFlight < this.queued) return false
    return (age >= 100 ? this.current : this.previous + this.current) >= this.rate / 5
  }
}

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

  /** Time spent pausing while busy, in ms, for tests and metrics. */
  paused = 0

  constructor(private readonly deps: EngineDeps & { log: PollerLog; activity?: RequestActivity; busyShare?: number; health?: DatabaseHealth }) {
    super(deps.log, { pollMs: POLL_MS, concurrency: CONCURRENCY, name: 'insights', health: deps.health })
  }

  /** Requests are being answered and the worker is to give way to them. */
  private busy(now = Date.now()): boolean {
    const share = this.deps.busyShare ?? 1
    return share < 1 && this.deps.activity !== undefined && this.deps.activity.busy(now)
  }

  protected override capacity(): number {
    return this.busy() ? 1 : CONCURRENCY
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
          this.logFailure('warn', err, {}, 'insight job could not be put back; it runs when its lease ends'),
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
      const t = await runJob(this.deps, job, loaded, this.busy() ? BUSY_BATCH : undefined)
      await completeJob(this.deps.db, job)
      this.completed++
      const written = Object.values(t.summaries).reduce((n, o) => n + o.created + o.updated, 0)
      if (written) this.deps.log.info({ kind: job.kind, summaries: written, ms: Date.now() - started }, 'insights written')
    } catch (err) {
      this.failed++
      const retryIn = Math.min(MAX_BACKOFF_S, 5 * 2 ** Math.min(job.attempts, 12))
      this.logFailure('warn', err, { kind: job.kind, attempts: job.attempts, retry_in_s: retryIn }, 'insight job failed; will retry')
      await failJob(this.deps.db, job, (err as Error).message, retryIn)
    }
    await this.giveWay(Date.now() - started)
  }

  /**
   * While requests are being answered: a pause after a job that took `tookMs`, long enough that
   * the worker works at most busyShare of the time. The job is settled already; the pause only
   * holds its slot, so nothing else is claimed meanwhile.
   */
  private async giveWay(tookMs: number): Promise<void> {
    const now = Date.now()
    if (this.stopping || !this.busy(now)) return
    const share = this.deps.busyShare!
    const pause = Math.min(MAX_PAUSE_MS, Math.ceil(Math.max(tookMs, 1) * (1 / share - 1)))
    this.paused += pause
    await new Promise((resolve) => setTimeout(resolve, pause))
  }

  /** Stops claiming and waits up to `graceMs` for running jobs; a job cut short is retried after its lease. */
  async stop(graceMs: number): Promise<void> {
    const pending = await this.stopPolling()
    if (!pending.length) return
    await Promise.race([Promise.all(pending), new Promise((r) => setTimeout(r, graceMs).unref())])
  }
}
