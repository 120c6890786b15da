// Opens the configured database: a PostgreSQL server by DATABASE_URL, else the embedded default.
import type pg from 'pg'
import type { Config } from '../config.js'
import { openEmbedded } from './embedded.js'
import { createPool } from './pool.js'

export interface Database {
  pool: pg.Pool
  embedded: boolean
  close(): Promise<void>
}

export async function openDatabase(config: Config, role: 'server' | 'cli', onError?: (err: unknown) => void): Promise<Database> {
  if (config.databaseUrl) {
    const pool = createPool({ connectionString: config.databaseUrl, max: config.dbPoolMax, statementTimeoutMs: 15_000 })
    return { pool, embedded: false, close: () => pool.end() }
  }
  const handle = await openEmbedded(config.dataDir, {
    mustOwn: role === 'server',
    waitForOwnerMs: role === 'server' ? 10_000 : 0,
    onError,
  })
  const pool = createPool({ socketDir: handle.socketDir, max: role === 'server' ? config.dbPoolMax : 2 })
  return {
    pool,
    embedded: true,
    close: async () => {
      await pool.end()
      await handle.close()
    },
  }
}
