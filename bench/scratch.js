// A scratch database on the PostgreSQL server at `base` for one bench run, dropped afterwards.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

async function admin(base, sql) {
  const c = new pg.Client({ connectionString: base })
  await c.connect()
  try {
    await c.query(sql)
  } finally {
    await c.end()
  }
}

export async function scratchDatabase(base, prefix) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`
  await admin(base, `CREATE DATABASE ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  return { name, url: url.toString(), drop: () => admin(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

/** The settings every bench gives the server it starts (the rest come from the environment). */
export function benchServerEnv(dataDir, databaseUrl) {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    BOOTSTRAP_PROJECT_ID: '',
    BOOTSTRAP_CLIENT_ID: '',
    BOOTSTRAP_CLIENT_SECRET: '',
    LOG_LEVEL: 'warn',
    MIGRATE_ON_START: 'true',
  }
}
