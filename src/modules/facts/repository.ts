// Facts about a user. Deleting keeps a tombstone, so a derived fact is not recreated from the
// same evidence (see fact_key).
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../../db/pool.js'
import { orUserNotFound } from '../../db/pg-errors.js'
import { listPage, when, type ListPage } from '../../db/list.js'
import { type Field, type Shape, shapeJson, shapeObject, shapeSelect } from '../../db/shape.js'
import type { KeysetPosition } from '../../db/list.js'
import { isUuid } from '../../db/uuid.js'
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
