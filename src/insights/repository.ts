// SQL of the insights engine: system summaries keyed by system_key (created, updated in place, or
// left alone when nothing changed), and derived facts keyed by fact_key. The job queue's SQL is in
// src/queue/insight-jobs.ts.
import type pg from 'pg'
import { withTransaction, type Queryable } from '../db/pool.js'
import { appendEvent } from '../modules/events/repository.js'
import type { Summary } from '../modules/summaries/schemas.js'
import type { Draft } from './summaries.js'
import { ruleOf, type FactDraft } from './facts.js'

// ---- system summaries ---------------------------------------------------------------------------

export type Outcome = 'created' | 'updated' | 'unchanged'

/** What the stored summary under a key was computed from: the same inputs mean nothing to do. */
export async function storedSummaryMatches(db: Queryable, projectId: string, userId: string, d: Draft): Promise<boolean> {
  const r = await db.query<{ same: boolean }>(
    `SELECT (data = $4::jsonb AND period = $5::jsonb AND ref IS NOT DISTINCT FROM $6 AND providers = $7::text[]) AS same
     FROM summaries WHERE project_id = $1 AND user_id = $2 AND system_key = $3`,
    [projectId, userId, d.key, JSON.stringify(d.data), JSON.stringify(d.period), d.ref ?? null, d.providers ?? []],
  )
  return r.rows[0]?.same === true
}

/**
 * Creates the summary of a key, or updates it in place when its numbers changed (the user's
 * rating and comment are kept), with a summaries:created or summaries:updated event in the
 * same transaction. Concurrent writers of one key: one creates, the others update or find it
 * unchanged.
 */
export async function upsertSystemSummary(
  pool: pg.Pool,
  projectId: string,
  userId: string,
  d: Draft,
  text: { llm_output: NonNullable<Summary['llm_output']>; llm_debug: NonNullable<Summary['llm_debug']> },
): Promise<Outcome> {
  return withTransaction(pool, async (tx) => {
    const r = await tx.query<{ summary_id: string; inserted: boolean }>(
      `INSERT INTO summaries AS s (project_id, user_id, summary_id, name, period, period_start, data, llm_output, llm_debug, providers, ref, is_custom, system_key)
       VALUES ($1, $2, gen_random_uuid(), $3, $4, $5, $6, $7, $8, $9, $10, false, $11)
       ON CONFLICT (project_id, user_id, system_key) WHERE system_key IS NOT NULL DO UPDATE SET
         name = EXCLUDED.name, period = EXCLUDED.period, period_start = EXCLUDED.period_start, data = EXCLUDED.data,
         llm_output = EXCLUDED.llm_output, llm_debug = EXCLUDED.llm_debug, providers = EXCLUDED.providers, ref = EXCLUDED.ref,
         updated_at = date_trunc('milliseconds', now())
       WHERE (s.data, s.period, s.providers) IS DISTINCT FROM (EXCLUDED.data, EXCLUDED.period, EXCLUDED.providers) OR s.ref IS DISTINCT FROM EXCLUDED.ref
       RETURNING summary_id::text AS summary_id, (xmax = 0) AS inserted`,
      [
        projectId,
        userId,
        d.name,
        JSON.stringify(d.period),
        d.period.start,
        JSON.stringify(d.data),
        JSON.stringify(text.llm_output),
        JSON.stringify(text.llm_debug),
        d.providers ?? [],
        d.ref ?? null,
        d.key,
      ],
    )
    const row = r.rows[0]
    if (!row) return 'unchanged'
    const type = row.inserted ? 'summaries:created' : 'summaries:updated'
    await appendEvent(tx, {
      projectId,
      type,
      userId,
      data: {
        project_id: projectId,
        user_id: userId,
        summary_id: row.summary_id,
        name: d.name,
        period: { type: d.period.type, id: d.period.id, start: d.period.start, end: d.period.end },
      },
    })
    return row.inserted ? 'created' : 'updated'
  })
}

/** Removes the system summary of a key (an activity that is no longer of that type). */
export async function deleteSystemSummary(db: Queryable, projectId: string, userId: string, key: string): Promise<boolean> {
  const r = await db.query('DELETE FROM summaries WHERE project_id = $1 AND user_id = $2 AND system_key = $3', [projectId, userId, key])
  return r.rowCount === 1
}

// ---- derived facts --------------------------------------------------------------------------------

/** JSON with sorted keys: jsonb reorders keys, so evidence is compared in this form. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (v && typeof v === 'object') {
    return `{${Object.keys(v as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`
  }
  return JSON.stringify(v)
}

export type FactOutcome = 'created' | 'updated' | 'unchanged' | 'kept_deleted' | 'recreated'

/**
 * One derived fact: created; updated in place when its evidence changed; left deleted when the
 * user deleted it, unless the evidence changed materially since (then it comes back as a new
 * fact with a new id).
 */
export async function upsertDerivedFact(db: Queryable, projectId: string, userId: string, f: FactDraft): Promise<FactOutcome> {
  const cur = await db.query<{ fact_id: string; text: string; type: string; evidence: Record<string, unknown> | null; deleted: boolean; certainty_on_update: number | null }>(
    `SELECT fact_id::text AS fact_id, text, type, evidence, deleted_at IS NOT NULL AS deleted, certainty_on_update
     FROM facts WHERE project_id = $1 AND user_id = $2 AND fact_key = $3`,
    [projectId, userId, f.key],
  )
  const row = cur.rows[0]
  const evidence = JSON.stringify(f.evidence)
  if (!row) {
    const r = await db.query(
      `INSERT INTO facts (project_id, user_id, fact_id, text, type, source, certainty_on_creation, certainty_on_update, fact_key, evidence)
       VALUES ($1, $2, gen_random_uuid(), $3, $4, 'system', $5, $5, $6, $7)
       ON CONFLICT (project_id, user_id, fact_key) WHERE fact_key IS NOT NULL DO NOTHING`,
      [projectId, userId, f.text, f.type, f.certainty, f.key, evidence],
    )
    return r.rowCount === 1 ? 'created' : 'unchanged'
  }
  if (row.deleted) {
    if (row.evidence && !ruleOf(f.key).material(row.evidence, f.evidence)) return 'kept_deleted'
    await db.query(
      `UPDATE facts SET fact_id = gen_random_uuid(), deleted_at = NULL, text = $4, type = $5, certainty_on_creation = $6, certainty_on_update = $6,
         evidence = $7, created_at = date_trunc('milliseconds', now()), updated_at = date_trunc('milliseconds', now())
       WHERE project_id = $1 AND user_id = $2 AND fact_key = $3 AND deleted_at IS NOT NULL`,
      [projectId, userId, f.key, f.text, f.type, f.certainty, evidence],
    )
    return 'recreated'
  }
  if (row.text === f.text && row.type === f.type && row.certainty_on_update === f.certainty && canonical(row.evidence) === canonical(f.evidence)) return 'unchanged'
  await db.query(
    `UPDATE facts SET text = $4, type = $5, certainty_on_update = $6, evidence = $7, updated_at = date_trunc('milliseconds', now())
     WHERE project_id = $1 AND user_id = $2 AND fact_key = $3 AND deleted_at IS NULL`,
    [projectId, userId, f.key, f.text, f.type, f.certainty, evidence],
  )
  return 'updated'
}

export async function projectUserIds(db: Queryable, projectId: string): Promise<string[]> {
  const r = await db.query<{ user_id: string }>('SELECT user_id FROM users WHERE project_id = $1 ORDER BY user_id', [projectId])
  return r.rows.map((x) => x.user_id)
}
