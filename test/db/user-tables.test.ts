// src/modules/user-tables.ts held to the migrated database: every table with a user_id column is
// declared (so a migration that adds one fails here until its export, erasure and write effects
// are declared), erasure's cascades are the catalogue's foreign keys, and the list-version
// triggers are the declared ones. The source side is test/db/user-tables.unit.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type pg from 'pg'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { checkUserTables, USER_TABLES, userTables } from '../../src/modules/user-tables.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Runs `fn` in a transaction that is rolled back: other suites on the same database never see what it creates. */
async function rolledBack(fn: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await t.app.db.connect()
  try {
    await client.query('BEGIN')
    await fn(client)
  } finally {
    await client.query('ROLLBACK')
    client.release()
  }
}

describe('user table declarations against the database', () => {
  it('declares every table with a user_id column, and no other', async () => {
    expect(await checkUserTables(t.app.db)).toEqual({ undeclared: [], missing: [] })
  })

  it('reports a table with a user_id column that a migration added without declaring it', async () => {
    await rolledBack(async (client) => {
      await client.query('CREATE TABLE healthd_undeclared_notes (project_id text NOT NULL, user_id text NOT NULL, note text)')
      // Not a user table: no user_id column.
      await client.query('CREATE TABLE healthd_undeclared_lookup (project_id text NOT NULL, code text)')
      expect(await checkUserTables(client)).toEqual({ undeclared: ['healthd_undeclared_notes'], missing: [] })
    })
    expect(await checkUserTables(t.app.db)).toEqual({ undeclared: [], missing: [] })
  })

  it('reports declared tables the schema does not have', async () => {
    await rolledBack(async (client) => {
      await client.query('CREATE SCHEMA healthd_user_tables_check')
      await client.query('SET LOCAL search_path = healthd_user_tables_check')
      expect(await checkUserTables(client)).toEqual({ undeclared: [], missing: Object.keys(USER_TABLES).sort() })
    })
  })

  it('a table erased by cascade has a foreign key to users ON DELETE CASCADE, and no other table has one', async () => {
    const r = await t.app.db.query<{ table_name: string }>(
      `SELECT DISTINCT cl.relname AS table_name
       FROM pg_constraint c JOIN pg_class cl ON cl.oid = c.conrelid JOIN pg_namespace n ON n.oid = cl.relnamespace
       WHERE c.contype = 'f' AND c.confdeltype = 'c' AND c.confrelid = 'users'::regclass AND n.nspname = current_schema()
         AND EXISTS (SELECT 1 FROM unnest(c.conkey) k JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k WHERE a.attname = 'user_id')
       ORDER BY 1`,
    )
    const declared = userTables()
      .filter(([, d]) => d.erasure === 'cascade')
      .map(([name]) => name)
      .sort()
    expect(r.rows.map((x) => x.table_name)).toEqual(declared)
  })

  it('the tables whose writes replace a list version are the declared ones, on every kind of write', async () => {
    const r = await t.app.db.query<{ table_name: string; def: string }>(
      `SELECT c.relname AS table_name, pg_get_triggerdef(tg.oid) AS def
       FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid JOIN pg_proc p ON p.oid = tg.tgfoid
       WHERE p.proname = 'healthd_bump_list_version' AND NOT tg.tgisinternal`,
    )
    const found: Record<string, { list: string; on: string[] }> = {}
    for (const { table_name, def } of r.rows) {
      found[table_name] ??= { list: /healthd_bump_list_version\('([^']*)'\)/.exec(def)?.[1] ?? '', on: [] }
      const e = found[table_name]
      e.on.push(...(def.match(/\b(INSERT|UPDATE|DELETE)\b/g) ?? []))
      e.on.sort()
    }
    const declared = Object.fromEntries(
      userTables().flatMap(([name, d]) => (d.effects.listVersion ? [[name, { list: d.effects.listVersion, on: ['DELETE', 'INSERT', 'UPDATE'] }]] : [])),
    )
    expect(found).toEqual(declared)
  })
})
