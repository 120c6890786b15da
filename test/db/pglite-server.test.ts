// The embedded multiplexer: many pg connections on one PGlite backend, without interleaving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { PgliteServer } from '../../src/db/pglite-server.js'

let dir: string
let db: PGlite
let server: PgliteServer
let pool: pg.Pool

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'healthd-pgl-'))
  db = await PGlite.create()
  server = new PgliteServer({ db, path: path.join(dir, '.s.PGSQL.5432'), idleInTransactionMs: 1000 })
  await server.start()
  pool = new pg.Pool({ host: dir, user: 'postgres', database: 'postgres', max: 8 })
  await pool.query('CREATE TABLE t (id int PRIMARY KEY, v text)')
})
afterAll(async () => {
  await pool.end()
  await server.stop()
  await db.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('PgliteServer', () => {
  it('keeps concurrent parameterised queries, transactions and failures apart', async () => {
    let wrong = 0
    await Promise.all(
      Array.from({ length: 600 }, async (_, i) => {
        if (i % 3 === 0) {
          const c = await pool.connect()
          try {
            await c.query('BEGIN')
            await c.query('INSERT INTO t VALUES ($1, $2)', [i, `v${i}`])
            const r = await c.query('SELECT v FROM t WHERE id = $1', [i])
            if (r.rows[0]?.v !== `v${i}`) wrong++
            await c.query(i % 2 ? 'COMMIT' : 'ROLLBACK')
          } finally {
            c.release()
          }
        } else if (i % 7 === 0) {
          await expect(pool.query('SELECT 1 / $1::int', [0])).rejects.toThrow(/division by zero/)
        } else {
          const r = await pool.query('SELECT $1::int AS a, $2::text AS b', [i, `s${i}`])
          if (r.rows[0].a !== i || r.rows[0].b !== `s${i}`) wrong++
        }
      }),
    )
    expect(wrong).toBe(0)
    const n = await pool.query('SELECT count(*)::int AS n FROM t')
    expect(n.rows[0].n).toBe(Array.from({ length: 600 }, (_, i) => i).filter((i) => i % 3 === 0 && i % 2).length)
  })

  it('rolls back the transaction of a connection that goes away, and frees the backend', async () => {
    const c = new pg.Client({ host: dir, user: 'postgres', database: 'postgres' })
    c.on('error', () => {})
    await c.connect()
    await c.query('BEGIN')
    await c.query('INSERT INTO t VALUES (100001, $1)', ['orphan'])
    const waiting = pool.query('SELECT count(*)::int AS n FROM t WHERE id = 100001')
    c.connection.stream.destroy()
    const r = await waiting
    expect(r.rows[0].n).toBe(0)
  })

  it('closes a connection that holds a transaction open and idle for too long', async () => {
    const c = new pg.Client({ host: dir, user: 'postgres', database: 'postgres' })
    c.on('error', () => {})
    await c.connect()
    await c.query('BEGIN')
    const started = Date.now()
    const r = await pool.query('SELECT 1 AS one')
    expect(r.rows[0].one).toBe(1)
    expect(Date.now() - started).toBeLessThan(8000)
    await c.end().catch(() => {})
  })

  it('keeps each connection’s named prepared statements its own, and drops them when it goes', async () => {
    const clients = await Promise.all(
      [1, 2, 3].map(async () => {
        const c = new pg.Client({ host: dir, user: 'postgres', database: 'postgres' })
        await c.connect()
        return c
      }),
    )
    // The same name, a different statement on each connection, used many times over.
    const wrong: string[] = []
    await Promise.all(
      clients.flatMap((c, k) =>
        Array.from({ length: 20 }, async (_, i) => {
          const r = await c.query({ name: 'same_name', text: `SELECT $1::int + ${k} AS v`, values: [i] })
          if (r.rows[0].v !== i + k) wrong.push(`${k}/${i}`)
        }),
      ),
    )
    expect(wrong).toEqual([])
    const named = async () => (await pool.query(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE '%same_name'`)).rows[0].n as number
    expect(await named()).toBe(3)
    await Promise.all(clients.map((c) => c.end()))
    for (let i = 0; i < 50 && (await named()) > 0; i++) await new Promise((r) => setTimeout(r, 20))
    expect(await named()).toBe(0)
  })

  it('serves a backend again after a restart, whatever statements its earlier connections left', async () => {
    const own = await PGlite.create()
    const socket = path.join(dir, 'restart')
    const first = new PgliteServer({ db: own, path: `${socket}/.s.PGSQL.5432` })
    const { mkdirSync } = await import('node:fs')
    mkdirSync(socket, { recursive: true })
    await first.start()
    const ask = async () => {
      const c = new pg.Client({ host: socket, user: 'postgres', database: 'postgres' })
      await c.connect()
      try {
        return (await c.query({ name: 'kept_name', text: 'SELECT $1::int + 1 AS v', values: [41] })).rows[0].v as number
      } finally {
        await c.end().catch(() => {})
      }
    }
    const c = new pg.Client({ host: socket, user: 'postgres', database: 'postgres' })
    await c.connect()
    c.on('error', () => {})
    expect((await c.query({ name: 'kept_name', text: 'SELECT $1::int AS v', values: [1] })).rows[0].v).toBe(1)
    // Stopped while the connection still holds its statement; then a new server on the same backend.
    await first.stop()
    await c.end().catch(() => {})
    const second = new PgliteServer({ db: own, path: `${socket}/.s.PGSQL.5432` })
    await second.start()
    try {
      expect(await ask()).toBe(42)
    } finally {
      await second.stop()
      await own.close()
    }
  })
})
