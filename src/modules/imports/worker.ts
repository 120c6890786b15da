// Runs imports in the background from the imports table: claims queued ones (and running ones
// whose lease ran out: a crashed process's), one at a time. A run reads the whole file into memory
// aggregates first (src/imports/aggregate.ts), renewing its lease with the progress; a file that is
// not what its format says fails there, before anything is written. Then it writes in committed
// batches (apply.ts) and ends the import, completed, with its event. A run cut short (a crash, a
// stop) continues from its last committed batch, here or in another process of the same store.
import type pg from 'pg'
import { randomUUID } from 'node:crypto'
import type { DatabaseHealth } from '../../db/health.js'
import { ImportFormatError } from '../../imports/formats/types.js'
import { FileAggregate, MAX_ERRORS } from '../../imports/aggregate.js'
import { LeasedPoller, type PollerLog } from '../../queue/poller.js'
import { IMPORT_HEARTBEAT_MS, IMPORT_LEASE_MS } from '../../timing.js'
import { applyGathered, LeaseLost, Stopping } from './apply.js'
import type { FileStore } from './file-store.js'
import { priorityLists } from './priority.js'
import type { ImportReader } from './reader.js'
import { claimImports, finishImport, releaseImport, renewLease, waitingFiles, type ImportCounts, type ImportJob } from './repository.js'

const POLL_MS = 1_000
/** Imports run at once in a process: each takes a core while it reads. */
const CONCURRENCY = 1
/** Attempts before an import whose writes keep failing (the database, not the file) is given up. */
const MAX_ATTEMPTS = 5
const MAX_BACKOFF_MS = 10 * 60_000
/** How often files no import waits for are removed, and how old they must be. */
const SWEEP_EVERY_MS = 10 * 60_000
const SWEEP_GRACE_MS = 10 * 60_000
/** Records read between two looks at the clock (lease renewal) and at a stop. */
const CHECK_EVERY = 1024

export interface ImportsWorkerDeps {
  db: pg.Pool
  store: FileStore
  reader: ImportReader
  log: PollerLog & { debug?(obj: object, msg: string): void }
  health?: DatabaseHealth
  /** After a batch or an import's end committed: insight jobs and events may wait. */
  wrote(projectId: string, userId: string): void
  leaseMs?: number
  heartbeatMs?: number
}

export class ImportsWorker extends LeasedPoller<ImportJob> {
  /** Imports ended here since start (completed or failed), for tests and metrics. */
  finished = 0
  private sweeper: NodeJS.Timeout | undefined
  private readonly leaseMs: number
  private readonly heartbeatMs: number

  constructor(private readonly deps: ImportsWorkerDeps) {
    super(deps.log, { pollMs: POLL_MS, concurrency: CONCURRENCY, name: 'imports', health: deps.health })
    this.leaseMs = deps.leaseMs ?? IMPORT_LEASE_MS
    this.heartbeatMs = deps.heartbeatMs ?? IMPORT_HEARTBEAT_MS
  }

  start(): void {
    this.startPolling()
    void this.sweep()
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS)
    this.sweeper.unref()
  }

  /** Stops claiming; a running import ends at its next record check or batch (within `graceMs`) and continues later. */
  async stop(graceMs: number): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper)
    const running = await this.stopPolling()
    if (!running.length) return
    await Promise.race([Promise.all(running), new Promise((r) => setTimeout(r, graceMs).unref())])
  }

  /** Removes the store's files that no queued or running import waits for. */
  async sweep(): Promise<void> {
    try {
      const removed = await this.deps.store.sweep(await waitingFiles(this.deps.db, this.deps.store.id), SWEEP_GRACE_MS)
      if (removed) this.deps.log.info({ files: removed }, 'import files no import waits for removed')
    } catch (err) {
      this.logFailure('warn', err, {}, 'import files could not be swept')
    }
  }

  protected claim(limit: number): Promise<ImportJob[]> {
    return claimImports(this.deps.db, this.deps.store.id, limit, randomUUID(), this.leaseMs)
  }

  protected release(job: ImportJob): Promise<void> {
    return releaseImport(this.deps.db, job, 0, true)
  }

  protected idOf(job: ImportJob): string {
    return job.import_id
  }

  protected async run(job: ImportJob): Promise<void> {
    const started = Date.now()
    const ids = { import_id: job.import_id, format: job.format }
    this.deps.log.info({ ...ids, attempt: job.attempts, resumed_at_batch: job.step || undefined }, 'import started')
    try {
      const outcome = await this.runOnce(job)
      this.finished++
      this.deps.log.info({ ...ids, status: outcome.status, ...outcome.counts, ...outcome.ms, ms: Date.now() - started }, `import ${outcome.status}`)
      await this.deps.store.remove(job.file).catch(() => {})
      this.deps.wrote(job.project_id, job.user_id)
    } catch (err) {
      if (err instanceof LeaseLost) {
        this.deps.log.info({ ...ids, ms: Date.now() - started }, 'import no longer this run’s (taken over, or its user erased)')
        return
      }
      if (err instanceof Stopping || this.stopping) {
        await releaseImport(this.deps.db, job, 0, true).catch(() => {})
        this.deps.log.info({ ...ids, ms: Date.now() - started }, 'import paused by the stop; it continues from its last committed batch')
        return
      }
      if (job.attempts >= MAX_ATTEMPTS) {
        this.logFailure('error', err, { ...ids, attempts: job.attempts }, 'import failed: its writes kept failing')
        const ended = await finishImport(this.deps.db, job, { status: 'failed', errors: [{ at: 'import', error: 'the import could not be written' }] }).catch(
          () => false,
        )
        if (ended) await this.deps.store.remove(job.file).catch(() => {})
        return
      }
      const retryIn = Math.min(MAX_BACKOFF_MS, 5_000 * 2 ** job.attempts)
      this.logFailure('warn', err, { ...ids, attempts: job.attempts, retry_in_ms: retryIn }, 'import attempt failed; it will be tried again')
      await releaseImport(this.deps.db, job, retryIn).catch(() => {})
    }
  }

  /**
   * Reads the file, then writes it; answers how the import ended, with the time each phase took.
   * Throws LeaseLost, Stopping, or what the database threw.
   */
  private async runOnce(job: ImportJob): Promise<{ status: 'completed' | 'failed'; counts: ImportCounts; ms: { read_ms: number; write_ms?: number } }> {
    const { db } = this.deps
    const agg = new FileAggregate({ tz: job.tz, provider: job.provider })
    const progress = () => ({ records_read: agg.recordsRead, skipped: agg.skipped, duplicates: agg.duplicates, errors: agg.errors })
    let beat = Date.now()
    const renew = async () => {
      beat = Date.now()
      if (!(await renewLease(db, job, this.leaseMs, progress()))) throw new LeaseLost('the import is no longer this run’s')
    }

    let failure: string | undefined
    const readStarted = Date.now()
    try {
      const { records } = await this.deps.reader.parse(this.deps.store.path(job.file), job.format)
      for await (const r of records) {
        agg.add(r)
        if (agg.recordsRead % CHECK_EVERY === 0) {
          if (this.stopping) throw new Stopping('the worker is stopping')
          if (Date.now() - beat >= this.heartbeatMs) await renew()
        }
      }
    } catch (err) {
      if (err instanceof LeaseLost || err instanceof Stopping) throw err
      if (err instanceof ImportFormatError) failure = err.message
      else if ((err as NodeJS.ErrnoException).code === 'ENOENT') failure = 'the uploaded file is gone from this server’s DATA_DIR/imports'
      else {
        // A reader that broke on this file: the file fails (reading it again would break again).
        this.logFailure('error', err, { import_id: job.import_id, format: job.format }, 'import file could not be read')
        failure = 'the file could not be read'
      }
    }
    const readMs = Date.now() - readStarted
    await renew()
    if (failure !== undefined) {
      const errors = [{ at: 'file', error: failure }, ...agg.errors].slice(0, MAX_ERRORS)
      const counts = await finishImport(db, job, { status: 'failed', errors })
      if (!counts) throw new LeaseLost('the import is no longer this run’s')
      return { status: 'failed', counts, ms: { read_ms: readMs } }
    }

    const writeStarted = Date.now()
    const priority = await priorityLists(db, job.project_id, job.user_id)
    await applyGathered(
      {
        db,
        job,
        day: { projectId: job.project_id, userId: job.user_id, tz: job.tz, priority },
        provider: job.provider,
        importedAt: job.created_at.toISOString(),
        leaseMs: this.leaseMs,
        stopping: () => this.stopping,
        committed: () => this.deps.wrote(job.project_id, job.user_id),
      },
      agg.result(),
    )
    const counts = await finishImport(db, job, { status: 'completed' })
    if (!counts) throw new LeaseLost('the import is no longer this run’s')
    return { status: 'completed', counts, ms: { read_ms: readMs, write_ms: Date.now() - writeStarted } }
  }
}
