// The write phase of an import: what one file gathered (src/imports/aggregate.ts) goes into the
// database in numbered batches, each its own short transaction that also marks itself committed on
// the import (commitStep). Batches come in a fixed order from what the file holds, and every write
// replaces by key (stable ids, buckets by hour and source, records by day), so a run cut short by a
// crash reads the file again, skips the batches that committed and writes the rest: the same final
// rows and the same counts as a run that never stopped, and nothing written twice.
import type pg from 'pg'
import { withTransaction } from '../../db/pool.js'
import type { Gathered, ImportedActivity } from '../../imports/aggregate.js'
import { localDay } from '../../imports/sleep.js'
import { existingActivities, upsertAnalysed, type ActivityRequest, type ActivityWrite } from '../activities/index.js'
import { addDays, computeDays, dayRuns, writeDays, type DayContext } from './day-records.js'
import { upsertHours, upsertNights } from './measures-repository.js'
import { collectGarbage } from './collect-garbage.js'
import { commitStep, type ImportJob, type WriteCounts } from './repository.js'

/** Rows per batch: each batch is one short transaction (on the embedded database it holds the one backend). */
const ACTIVITIES_PER_BATCH = 100
const HOURS_PER_BATCH = 2000
const NIGHTS_PER_BATCH = 500
/** Committed batches between two full garbage collections (see collect-garbage.ts). */
const BATCHES_PER_COLLECTION = 20
/** Days after a changed night whose sleep scores look back at it (their consistency). */
const SCORE_LOOKBACK = 14
const DAY_MS = 86_400_000

/** The import is no longer this run's: its lease was taken over, or its user erased. */
export class LeaseLost extends Error {
  override name = 'LeaseLost'
}

/** The worker is stopping: the run ends between two batches and the import continues later. */
export class Stopping extends Error {
  override name = 'Stopping'
}

export interface ApplyContext {
  db: pg.Pool
  job: ImportJob
  day: DayContext
  provider: string | null
  /** created_at and updated_at of the activities it writes: the import's time. */
  importedAt: string
  leaseMs: number
  /** Checked between batches. */
  stopping(): boolean
  /** After each committed batch (insight jobs and events may have been queued). */
  committed(): void
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** The local days whose day records the gathered rows change (sleep scores: the nights and the 14 days after each). */
export function affectedDays(g: Gathered, tz: number): string[] {
  const days = new Set<string>()
  // Hours come sorted by measure, source and hour: a day is named once per run of its hours.
  let dayStart = Number.NaN
  for (let i = 0; i < g.hours.length; i++) {
    const local = g.hours.hourAt(i) + tz * 1000
    if (local >= dayStart && local < dayStart + DAY_MS) continue
    dayStart = Math.floor(local / DAY_MS) * DAY_MS
    days.add(localDay(dayStart - tz * 1000, tz))
  }
  for (const n of g.nights) for (let i = 0; i <= SCORE_LOOKBACK; i++) days.add(addDays(n.day, i))
  return [...days].sort()
}

/** Writes what the file gathered, batch after batch, skipping those an earlier run committed. */
export async function applyGathered(c: ApplyContext, g: Gathered): Promise<void> {
  const { job } = c
  let step = 0
  let written = 0
  // The reading's garbage is all dead now: collected before the writes add theirs.
  collectGarbage()
  const batch = async (write: (tx: pg.PoolClient) => Promise<WriteCounts>) => {
    const k = step++
    if (k < job.step) return
    if (c.stopping()) throw new Stopping('the worker is stopping')
    await withTransaction(c.db, async (tx) => {
      const counts = await write(tx)
      if (!(await commitStep(tx, job, k, counts, c.leaseMs))) throw new LeaseLost('the import is no longer this run’s')
    })
    c.committed()
    if (++written % BATCHES_PER_COLLECTION === 0) collectGarbage()
  }

  for (const part of chunks(g.activities, ACTIVITIES_PER_BATCH)) await batch((tx) => writeActivities(tx, c, part))
  for (let from = 0; from < g.hours.length; from += HOURS_PER_BATCH) {
    await batch(async (tx) => {
      await upsertHours(tx, job.project_id, job.user_id, g.hours.slice(from, from + HOURS_PER_BATCH), c.provider)
      return {}
    })
  }
  for (const part of chunks(g.nights, NIGHTS_PER_BATCH)) {
    await batch(async (tx) => {
      await upsertNights(tx, job.project_id, job.user_id, part, c.provider)
      return {}
    })
  }
  for (const [from, to] of dayRuns(affectedDays(g, c.day.tz))) {
    await batch(async (tx) => ({ day_records_written: await writeDays(tx, c.day, await computeDays(tx, c.day, from, to)) }))
  }
}

/**
 * A batch of activities, replacing those of the same ids (created_at kept), counted as created or
 * updated. Workouts are analysed from their streams as they are written (the activities area).
 */
async function writeActivities(tx: pg.PoolClient, c: ApplyContext, part: readonly ImportedActivity[]): Promise<WriteCounts> {
  const { project_id: projectId, user_id: userId } = c.job
  const existing = await existingActivities(
    tx,
    projectId,
    userId,
    part.map((a) => a.id),
  )
  const writes: ActivityWrite[] = part.map((a) => ({
    projectId,
    userId,
    activityId: a.id,
    body: { ...a.fields, created_at: existing.get(a.id) ?? c.importedAt, updated_at: c.importedAt } as ActivityRequest,
    ...(a.kind === 'workout' ? { imported: { streams: a.streams } } : {}),
  }))
  const outcomes = await upsertAnalysed(tx, writes)
  const failed = outcomes.find((o) => 'error' in o)
  if (failed && 'error' in failed) throw new LeaseLost(failed.error.message)
  return { activities_created: part.length - existing.size, activities_updated: existing.size }
}
