// With TEST_DATABASE_URL: one fresh database for this run, dropped afterwards. Without it,
// every suite runs on its own embedded PGlite in a temporary DATA_DIR.
import pg from 'pg'
import { randomBytes } from 'node:crypto'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | undefined
  }
}

export default async function setup(project: TestProject) {
  const base = process.env['TEST_DATABASE_URL']
  if (!base) {
    project.provide('databaseUrl', undefined)
    return
  }
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
