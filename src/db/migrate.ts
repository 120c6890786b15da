// Applies migrations/ (Postgrator naming) under an advisory lock, so concurrent starts are safe.
import Postgrator from 'postgrator'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type pg from 'pg'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url))
const LOCK_KEY = 7_381_020_001 // arbitrary, constant: "healthd migrations"
export const SCHEMA_TABLE = 'schemaversion'

/** The highest migration version this build ships. */
export function latestVersion(): number {
  return Math.max(
    0,
    ...readdirSync(MIGRATIONS_DIR)
      .map((f) => /^(\d+)\.do\./.exec(f)?.[1])
      .filter((v): v is string => v !== undefined)
      .map(Number),
  )
}

export async function migrate(pool: pg.Pool): Promise<{ from: number; to: number }> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY])
    try {
      const postgrator = new Postgrator({
        migrationPattern: `${MIGRATIONS_DIR.replace(/\\/g, '/')}*.sql`,
        driver: 'pg',
        schemaTable: SCHEMA_TABLE,
        // A file is sent as one simple-protocol query, which PostgreSQL runs as one transaction.
        execQuery: (query) => client.query(query),
      })
      const from = Number(await postgrator.getDatabaseVersion()) || 0
      await postgrator.migrate()
      const to = Number(await postgrator.getDatabaseVersion()) || 0
      return { from, to }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY])
    }
  } finally {
    client.release()
  }
}

/** The applied version, or 0 when the schema table does not exist yet. */
export async function appliedVersion(db: Pick<pg.Pool, 'query'>): Promise<number> {
  const r = await db.query<{ v: number | null }>(`SELECT CASE WHEN to_regclass('${SCHEMA_TABLE}') IS NULL THEN NULL ELSE 1 END AS v`)
  if (r.rows[0]?.v === null) return 0
  const v = await db.query<{ v: number | null }>(`SELECT max(version)::int AS v FROM ${SCHEMA_TABLE}`)
  return v.rows[0]?.v ?? 0
}
