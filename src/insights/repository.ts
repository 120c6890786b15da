// SQL of the insights engine: system summaries keyed by system_key (created, updated in place, or
// left alone when nothing changed), and derived facts keyed by fact_key. The job queue's SQL is in
// src/queue/insight-jobs.ts.
import { prepared, type Queryable } from '../db/pool.js'
import { appendEventsSql } from '../modules/events/index.js'
import type { Summary } from '../modules/summaries/index.js'
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

export type SummaryText = { llm_output: NonNullable<Summary['llm_output']>; llm_debug: NonNullable<Summary['llm_debug']> }

// One statement: removes the summaries of the keys in $4; for each summary of $3 (a JSON array)
// whose stored inputs differ (or that is not stored), creates it or updates it in place (the
// user's rating and comment are kept); and appends, for each one written, its summaries:created
// or summaries:updated event (in the order of `ord`) with its deliveries. Summaries found
// unchanged are filtered out before the upsert, as a read, so a statement that changes nothing
// takes no row lock and commits without writing. Rows are written in key order, so two
// statements with common keys lock them in one order.
const UPSERT_SQL = `WITH del AS (
    DELETE FROM summaries WHERE project_id = $1 AND user_id = $2 AND system_key = ANY ($4::text[])
  ), x AS (
    SELECT * FROM jsonb_to_recordset($3::jsonb) AS x(ord int, system_key text, name text, period jsonb, period_start timestamptz, data jsonb,
                                                      llm_output jsonb, llm_debug jsonb, providers text[], ref text, event jsonb)
  ), changed AS (
    SELECT * FROM x WHERE NOT EXISTS (
      SELECT 1 FROM summaries c
      WHERE c.project_id = $1 AND c.user_id = $2 AND c.system_key = x.system_key
        AND c.data = x.data AND c.period = x.period AND c.ref IS NOT DISTINCT FROM x.ref AND c.providers = x.providers)
  ), up AS (
    INSERT INTO summaries AS s (project_id, user_id, summary_id, name, period, period_start, data, llm_output, llm_debug, providers, ref, is_custom, system_key)
    SELECT $1, $2, gen_random_uuid(), x.name, x.period, x.period_start, x.data, x.llm_output, x.llm_debug, x.providers, x.ref, false, x.system_key
    FROM changed x ORDER BY x.system_key
    ON CONFLICT (project_id, user_id, system_key) WHERE system_key IS NOT NULL DO UPDATE SET
      name = EXCLUDED.name, period = EXCLUDED.period, period_start = EXCLUDED.period_start, data = EXCLUDED.data,
      llm_output = EXCLUDED.llm_output, llm_debug = EXCLUDED.llm_debug, providers = EXCLUDED.providers, ref = EXCLUDED.ref,
      updated_at = date_trunc('milliseconds', now())
    WHERE (s.data, s.period, s.providers) IS DISTINCT FROM (EXCLUDED.data, EXCLUDED.period, EXCLUDED.providers) OR s.ref IS DISTINCT FROM EXCLUDED.ref
    RETURNING s.system_key, s.summary_id::text AS summary_id, (s.xmax = 0) AS inserted
  ), src AS (
    SELECT $1::text AS project_id, CASE WHEN up.inserted THEN 'summaries:created' ELSE 'summaries:updated' END AS type, $2::text AS user_id,
           x.event || jsonb_build_object('summary_id', up.summary_id) AS data, x.ord
    FROM up JOIN x ON x.system_key = up.system_key
  ), ${appendEventsSql('src')}
  SELECT system_key, inserted FROM up`

/**
 * Creates the summary of each draft's key, or updates it in place when its numbers changed (the
 * user's rating and comment are kept), with a summaries:created or summaries:updated event for
 * each one written, in the order of the drafts: one statement, so atomic. An unchanged summary
 * is not written and sends nothing. `remove`: keys whose summaries are deleted in the same
 * statement. Concurrent writers of one key: one creates, the others update or find it unchanged.
 */
export async function upsertSystemSummaries(
  db: Queryable,
  projectId: string,
  userId: string,
  items: { draft: Draft; text: SummaryText }[],
  remove: string[] = [],
): Promise<Outcome[]> {
  if (!items.length && !remove.length) return []
  // ON CONFLICT cannot touch one row twice in a statement: a repeated key goes in a statement of its own.
  const keys = items.map((i) => i.draft.key)
  if (new Set(keys).size < keys.length) {
    const out: Outcome[] = []
    for (const [n, item] of items.entries()) out.push(...(await upsertSystemSummaries(db, projectId, userId, [item], n === 0 ? remove : [])))
    return out
  }
  const rows = items.map(({ draft: d, text }, ord) => ({
    ord,
    system_key: d.key,
    name: d.name,
    period: d.period,
    period_start: d.period.start,
    data: d.data,
    llm_output: text.llm_output,
    llm_debug: text.llm_debug,
    providers: d.providers ?? [],
    ref: d.ref ?? null,
    event: { project_id: projectId, user_id: userId, name: d.name, period: { type: d.period.type, id: d.period.id, start: d.period.start, end: d.period.end } },
  }))
  const r = await db.query<{ system_key: string; inserted: boolean }>(
    prepared('insights-upsert-summaries', UPSERT_SQL, [projectId, userId, JSON.stringify(rows), remove]),
  )
  const written = new Map(r.rows.map((x) => [x.system_key, x.inserted]))
  return keys.map((k) => {
    const inserted = written.get(k)
    return inserted === undefined ? 'unchanged' : inserted ? 'created' : 'updated'
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

type StoredFact = {
  fact_key: string
  fact_id: string
  text: string
  type: string
  evidence: Record<string, unknown> | null
  deleted: boolean
  certainty_on_update: number | null
}

/**
 * Derived facts: each created; updated in place when its evidence changed; left deleted when the
 * user deleted it, unless the evidence changed materially since (then it comes back as a new
 * fact with a new id). The stored facts are read in one query; only changes are written.
 */
export async function upsertDerivedFacts(db: Queryable, projectId: string, userId: string, facts: FactDraft[]): Promise<FactOutcome[]> {
  if (!facts.length) return []
  const cur = await db.query<StoredFact>(
    `SELECT fact_key, fact_id::text AS fact_id, text, type, evidence, deleted_at IS NOT NULL AS deleted, certainty_on_update
     FROM facts WHERE project_id = $1 AND user_id = $2 AND fact_key = ANY ($3::text[])`,
    [projectId, userId, facts.map((f) => f.key)],
  )
  const stored = new Map(cur.rows.map((r) => [r.fact_key, r]))
  const out: FactOutcome[] = []
  for (const f of facts) out.push(await writeDerivedFact(db, projectId, userId, f, stored.get(f.key)))
  return out
}

async function writeDerivedFact(db: Queryable, projectId: string, userId: string, f: FactDraft, row: StoredFact | undefined): Promise<FactOutcome> {
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
  if (row.text === f.text && row.type === f.type && row.certainty_on_update === f.certainty && canonical(row.evidence) === canonical(f.evidence))
    return 'unchanged'
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
