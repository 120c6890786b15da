// Facts about a user. Deleting keeps a tombstone, so a derived fact is not recreated from the
// same evidence (see fact_key).
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../../db/pool.js'
import { orUserNotFound } from '../../db/pg-errors.js'
import { listPage, when, type ListPage } from '../../db/list.js'
import { type Field, type Shape, shapeJson, shapeObject, shapeSelect } from '../../db/shape.js'
import type { KeysetPosition } from '../../db/list.js'
import { isUuid } from '../../db/uuid.js'
import { sameJson } from '../../merge-patch.js'
import type { Fact, FactType } from './schemas.js'

/**
 * A fact, declared once: its JSON (list item, export line) and the object its writes answer, read
 * back from the row they wrote (RETURNING shapeSelect).
 */
const FACT: Shape = {
  alias: 'f',
  fields: {
    id: { kind: 'value', column: 'fact_id' },
    user_id: { kind: 'value' },
    text: { kind: 'value' },
    type: { kind: 'value' },
    source: { kind: 'value' },
    created_at: { kind: 'instant' },
    updated_at: { kind: 'instant' },
    certainty_on_creation: { kind: 'value', optional: true },
    certainty_on_update: { kind: 'value', optional: true },
  },
}
/**
 * A fact with its stable key (a derived fact's, e.g. `habit_consistency:daily_meditation`), for
 * readers that tell facts apart by what they are about rather than by their words (the data tools).
 */
const FACT_WITH_KEY: Readonly<Record<string, Field>> = { ...FACT.fields, key: { kind: 'value', column: 'fact_key', optional: true } }

/** What a write of a fact returns: the row its answer is built from. */
const RETURNING = shapeSelect(FACT)
const toFact = (row: Record<string, unknown>) => shapeObject(FACT, row) as unknown as Fact

export interface NewFact {
  text: string
  type: FactType
  source: string
  certainty?: number
  factKey?: string
  evidence?: unknown
}

export async function createFact(db: Queryable, projectId: string, userId: string, f: NewFact): Promise<Fact> {
  const r = await db
    .query(
      `INSERT INTO facts AS f (project_id, user_id, fact_id, text, type, source, certainty_on_creation, certainty_on_update, fact_key, evidence)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9) RETURNING ${RETURNING}`,
      [
        projectId,
        userId,
        randomUUID(),
        f.text,
        f.type,
        f.source,
        f.certainty ?? null,
        f.factKey ?? null,
        f.evidence === undefined ? null : JSON.stringify(f.evidence),
      ],
    )
    .catch(orUserNotFound)
  return toFact(r.rows[0]!)
}

/** Updates a live fact in place; certainty_on_creation is kept. */
export async function updateFact(
  db: Queryable,
  projectId: string,
  userId: string,
  factId: string,
  u: { text?: string; certainty?: number; evidence?: unknown },
): Promise<Fact | undefined> {
  if (!isUuid(factId)) return undefined
  const r = await db.query(
    `UPDATE facts f SET text = coalesce($4, text), certainty_on_update = coalesce($5, certainty_on_update),
       evidence = coalesce($6::jsonb, evidence), updated_at = date_trunc('milliseconds', now())
     WHERE project_id = $1 AND user_id = $2 AND fact_id = $3 AND deleted_at IS NULL RETURNING ${RETURNING}`,
    [projectId, userId, factId, u.text ?? null, u.certainty ?? null, u.evidence === undefined ? null : JSON.stringify(u.evidence)],
  )
  return r.rows[0] && toFact(r.rows[0])
}

export async function deleteFact(db: Queryable, projectId: string, userId: string, factId: string): Promise<boolean> {
  if (!isUuid(factId)) return false
  const r = await db.query(`UPDATE facts SET deleted_at = now() WHERE project_id = $1 AND user_id = $2 AND fact_id = $3 AND deleted_at IS NULL`, [
    projectId,
    userId,
    factId,
  ])
  return r.rowCount === 1
}

/** A fact the insights engine derives, keyed by what it is about (fact_key), with its evidence. */
export interface DerivedFact {
  key: string
  type: FactType
  text: string
  certainty: number
  evidence: Record<string, unknown>
}

export type DerivedFactOutcome = 'created' | 'updated' | 'unchanged' | 'kept_deleted' | 'recreated'

/** Whether evidence changed materially since `prev` (the deriver's rule for the fact's key). */
export type MaterialChange = (key: string, prev: Record<string, unknown>, next: Record<string, unknown>) => boolean

interface StoredDerivedFact {
  fact_key: string
  text: string
  type: string
  evidence: Record<string, unknown> | null
  deleted: boolean
  certainty_on_update: number | null
}

/**
 * Derived facts: each created; updated in place when it changed; left deleted when the user
 * deleted it, unless its evidence changed materially since (then it comes back as a new fact with
 * a new id). The stored facts are read in one query; only changes are written.
 */
export async function upsertDerivedFacts(
  db: Queryable,
  projectId: string,
  userId: string,
  facts: DerivedFact[],
  material: MaterialChange,
): Promise<DerivedFactOutcome[]> {
  if (!facts.length) return []
  const cur = await db.query<StoredDerivedFact>(
    `SELECT fact_key, text, type, evidence, deleted_at IS NOT NULL AS deleted, certainty_on_update
     FROM facts WHERE project_id = $1 AND user_id = $2 AND fact_key = ANY ($3::text[])`,
    [projectId, userId, facts.map((f) => f.key)],
  )
  const stored = new Map(cur.rows.map((r) => [r.fact_key, r]))
  const out: DerivedFactOutcome[] = []
  for (const f of facts) out.push(await writeDerivedFact(db, projectId, userId, f, stored.get(f.key), material))
  return out
}

async function writeDerivedFact(
  db: Queryable,
  projectId: string,
  userId: string,
  f: DerivedFact,
  row: StoredDerivedFact | undefined,
  material: MaterialChange,
): Promise<DerivedFactOutcome> {
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
    if (row.evidence && !material(f.key, row.evidence, f.evidence)) return 'kept_deleted'
    await db.query(
      `UPDATE facts SET fact_id = gen_random_uuid(), deleted_at = NULL, text = $4, type = $5, certainty_on_creation = $6, certainty_on_update = $6,
         evidence = $7, created_at = date_trunc('milliseconds', now()), updated_at = date_trunc('milliseconds', now())
       WHERE project_id = $1 AND user_id = $2 AND fact_key = $3 AND deleted_at IS NOT NULL`,
      [projectId, userId, f.key, f.text, f.type, f.certainty, evidence],
    )
    return 'recreated'
  }
  if (row.text === f.text && row.type === f.type && row.certainty_on_update === f.certainty && sameJson(row.evidence, f.evidence)) return 'unchanged'
  await db.query(
    `UPDATE facts SET text = $4, type = $5, certainty_on_update = $6, evidence = $7, updated_at = date_trunc('milliseconds', now())
     WHERE project_id = $1 AND user_id = $2 AND fact_key = $3 AND deleted_at IS NULL`,
    [projectId, userId, f.key, f.text, f.type, f.certainty, evidence],
  )
  return 'updated'
}

/** The JSON of a fact (its list item and its export line). */
export const FACT_JSON = shapeJson(FACT)
const FACT_WITH_KEY_JSON = shapeJson(FACT, FACT_WITH_KEY)

/** Newest first, keyset on (created_at, fact_id); one round trip with the total and the user check. */
export function listFacts(
  db: Queryable,
  projectId: string,
  userId: string,
  f: { type?: FactType | undefined; limit: number; after?: KeysetPosition | undefined; withKey?: boolean },
): Promise<ListPage> {
  return listPage(
    db,
    {
      head: '(SELECT EXISTS (SELECT 1 FROM users WHERE project_id = $1 AND user_id = $2) AS user_exists) b',
      from: 'facts f',
      where: `f.project_id = $1 AND f.user_id = $2 AND f.deleted_at IS NULL AND ${when(f.type, '$3::text', 'f.type = $3')}`,
      at: 'f.created_at',
      id: 'f.fact_id',
      idType: 'uuid',
      item: f.withKey ? FACT_WITH_KEY_JSON : FACT_JSON,
      params: [projectId, userId, f.type ?? null],
    },
    f,
  )
}
