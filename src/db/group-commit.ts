// Group commit: concurrent writes of one kind that arrive while earlier ones are being committed
// are written together, in one multi-row statement (one transaction, one commit, one WAL flush),
// instead of one commit each. Each caller is answered only after the commit that holds its row.
//
// The window is natural, not a timer: a write waits at most for the batches already in flight
// (`maxInFlight` of them at once); when it arrives at an idle committer it goes out on the next
// turn of the event loop, with whatever arrived in the same turn. A batch that fails as a whole
// (a constraint that one bad row breaks, a deadlock) is run again one row at a time, so a bad row
// fails only its own request. Rows with the same key never share a batch, so a multi-row upsert
// never touches one row twice.
import type { Queryable } from './pool.js'

/** A row that the batch statement did not write (e.g. its user does not exist). */
export type Outcome<O> = { ok: O } | { error: Error }

/**
 * The outcome of each write of a batch, from the rows its statement returned: the row with the
 * write's key, else `missing` (the statement left the write out, e.g. its user does not exist).
 * `ok` is also given the write's index in the batch.
 */
export function outcomesByKey<I, R, O>(
  writes: I[],
  rows: R[],
  key: { ofWrite(w: I): string; ofRow(r: R): string },
  ok: (w: I, r: R, i: number) => O,
  missing: () => Error,
): Outcome<O>[] {
  const byKey = new Map(rows.map((r) => [key.ofRow(r), r]))
  return writes.map((w, i) => {
    const row = byKey.get(key.ofWrite(w))
    return row ? { ok: ok(w, row, i) } : { error: missing() }
  })
}

export interface BatchWriter<I, O> {
  /** Writes the batch in one statement or transaction; one outcome per item, in order. */
  write(db: Queryable, items: I[]): Promise<Outcome<O>[]>
  /** Items with the same key never share a batch (none: every item is new). */
  key?(item: I): string
}

export interface GroupCommitOptions {
  /** false: every write is its own statement and commit (a batch of one). */
  enabled: boolean
  maxBatch: number
  maxInFlight: number
}

interface Waiter<I, O> {
  item: I
  resolve: (o: O) => void
  reject: (e: Error) => void
}

// Lost races between concurrent batches: retried once, alone.
const RETRYABLE = new Set(['40P01', '40001'])

export class GroupCommitter<I, O> {
  private queue: Waiter<I, O>[] = []
  private inFlight = 0
  private scheduled = false
  /** Batches and rows written, for metrics and tests. */
  batches = 0
  rows = 0

  constructor(
    private readonly db: Queryable,
    private readonly writer: BatchWriter<I, O>,
    private readonly opts: GroupCommitOptions,
  ) {}

  submit(item: I): Promise<O> {
    if (!this.opts.enabled) return this.writeAlone(item)
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject })
      this.schedule()
    })
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.opts.maxInFlight || !this.queue.length) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      void this.flush()
    })
  }

  /** The next batch: queued items in arrival order, at most one per key (the rest wait their turn). */
  private take(): Waiter<I, O>[] {
    const batch: Waiter<I, O>[] = []
    const keys = new Set<string>()
    const rest: Waiter<I, O>[] = []
    for (const w of this.queue) {
      const k = this.writer.key?.(w.item)
      if (batch.length < this.opts.maxBatch && (k === undefined || !keys.has(k))) {
        if (k !== undefined) keys.add(k)
        batch.push(w)
      } else {
        rest.push(w)
      }
    }
    this.queue = rest
    return batch
  }

  private async flush(): Promise<void> {
    if (this.inFlight >= this.opts.maxInFlight || !this.queue.length) return
    const batch = this.take()
    this.inFlight++
    // More may be taken at once while this one is in flight.
    this.schedule()
    try {
      if (batch.length === 1) {
        const w = batch[0]!
        await this.writeAlone(w.item).then(w.resolve, w.reject)
        return
      }
      let outcomes: Outcome<O>[] | undefined
      try {
        outcomes = await this.writer.write(
          this.db,
          batch.map((w) => w.item),
        )
        this.batches++
        this.rows += batch.length
      } catch {
        // One row broke the statement, or the batch lost a race: each row on its own.
        await Promise.all(batch.map((w) => this.writeAlone(w.item).then(w.resolve, w.reject)))
        return
      }
      batch.forEach((w, i) => {
        const o = outcomes![i]!
        if ('ok' in o) w.resolve(o.ok)
        else w.reject(o.error)
      })
    } finally {
      this.inFlight--
      this.schedule()
    }
  }

  private async writeAlone(item: I, retried = false): Promise<O> {
    try {
      const [o] = await this.writer.write(this.db, [item])
      this.batches++
      this.rows++
      if ('ok' in o!) return o.ok
      throw o!.error
    } catch (err) {
      if (!retried && RETRYABLE.has((err as { code?: string }).code ?? '')) return this.writeAlone(item, true)
      throw err
    }
  }
}
