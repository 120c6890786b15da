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

/**
 * A statement parsed and planned once per connection rather than on every call (a named prepared
 * statement; PostgreSQL keeps its generic plan), for the big statements of the write paths whose
 * planning costs more than their execution. On embedded PGlite the multiplexer gives each
 * connection's names a prefix of its own in the one shared backend.
 */
export function prepared(name: string, text: string, values: unknown[]): pg.QueryConfig {
  return { name, text, values }
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
