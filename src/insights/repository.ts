// SQL of the insights engine: derived facts keyed by fact_key. The system summaries it writes are
// stored by the summaries area (src/modules/summaries/repository.ts), the only writer of that
// table; the job queue's SQL is in src/queue/insight-jobs.ts.
import type { Queryable } from '../db/pool.js'
import { ruleOf, type FactDraft } from './facts.js'

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
