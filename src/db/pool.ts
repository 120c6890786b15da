// The pg pool and its type parsers, shared by PostgreSQL and the embedded default.
import pg from 'pg'

export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient

// Set once: counts as numbers, dates as 'YYYY-MM-DD' strings (never shifted by a local zone),
// numerics as numbers; timestamptz stays a Date.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v))
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v)

export interface PoolOptions {
  connectionString?: string
  socketDir?: string
  max: number
  /** Per-connection statement timeout (PostgreSQL only). */
  statementTimeoutMs?: number
}

/** Pools on embedded PGlite, whose one backend every connection shares. */
const SHARED_BACKEND = new WeakSet<object>()

/**
 * A statement parsed and planned once per connection rather than on every call (a named prepared
 * statement; PostgreSQL keeps its generic plan), for the big statements of the write paths whose
 * planning costs more than their execution. On embedded PGlite every connection shares one
 * backend, where one connection's names would collide with another's: there it is sent unnamed.
 */
export function prepared(db: Queryable, name: string, text: string, values: unknown[]): pg.QueryConfig {
  return SHARED_BACKEND.has(db) ? { text, values } : { name, text, values }
}

export function createPool(o: PoolOptions): pg.Pool {
  const pool = new pg.Pool(
    o.connectionString
      ? {
          connectionString: o.connectionString,
          max: o.max,
          connectionTimeoutMillis: 5_000,
          idleTimeoutMillis: 30_000,
          ...(o.statementTimeoutMs ? { statement_timeout: o.statementTimeoutMs } : {}),
          application_name: 'healthd',
        }
      : { host: o.socketDir, user: 'postgres', database: 'postgres', max: o.max, connectionTimeoutMillis: 5_000 },
  )
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  if (!o.connectionString) SHARED_BACKEND.add(pool)
  return pool
}

/** Runs fn in a transaction on one client; commits when it resolves, rolls back when it throws. */
export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const result = await fn(client)
    await client.query('COMMIT')
    return result
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {})
    throw err
  } finally {
    client.release()
  }
}
