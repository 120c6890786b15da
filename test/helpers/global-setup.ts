// With TEST_DATABASE_URL: one fresh database for this run, dropped afterwards. Without it,
// every suite runs on its own embedded PGlite in a temporary DATA_DIR, started from a copy of a
// template made here once: PGlite's initdb takes about 6 s a time on this machine, a copy of the
// migrated template about 1 s.
import pg from 'pg'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openEmbedded } from '../../src/db/embedded.js'
import { createPool } from '../../src/db/pool.js'
import { migrate } from '../../src/db/migrate.js'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | undefined
    /** Embedded runs: a migrated PGlite data directory to copy into a DATA_DIR as `pg`. */
    embeddedTemplate: string | undefined
  }
}

async function embeddedTemplate(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'healthd-template-'))
  const handle = await openEmbedded(dir, { waitForOwnerMs: 0, mustOwn: true })
  const pool = createPool({ socketDir: handle.socketDir, max: 2 })
  try {
    await migrate(pool)
  } finally {
    await pool.end()
    await handle.close()
  }
  return dir
}

export default async function setup(project: TestProject) {
  const base = process.env['TEST_DATABASE_URL']
  if (!base) {
    const dir = await embeddedTemplate()
    project.provide('databaseUrl', undefined)
    project.provide('embeddedTemplate', path.join(dir, 'pg'))
    return () => rmSync(dir, { recursive: true, force: true })
  }
  project.provide('embeddedTemplate', undefined)
  const name = `healthd_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  project.provide('databaseUrl', url.toString())
  return async () => {
    const c = new pg.Client({ connectionString: base })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await c.end()
  }
}
