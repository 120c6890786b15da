// Builds apps on the run's database (or a private embedded one) and makes unique test data.
import { afterAll, beforeAll, inject } from 'vitest'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { loadConfig, type Config } from '../../src/config.js'
import { buildApp } from '../../src/app/index.js'
import { randomId } from '../../src/auth/secrets.js'
import { ALL_SCOPES } from '../../src/auth/scopes.js'
import { createProject } from '../../src/modules/projects/repository.js'
import { createClient } from '../../src/modules/auth/clients-repository.js'

export const databaseUrl = (): string | undefined => inject('databaseUrl')
export const embedded = () => databaseUrl() === undefined

/**
 * A database of this suite's own on the run's server (dropped by the returned function), for
 * suites whose background work must not be shared with other suites' processes (webhook
 * dispatchers of every app claim from the same queue). Undefined in embedded mode, where every
 * suite has its own DATA_DIR anyway.
 */
export async function privateDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const base = databaseUrl()
  if (!base) return undefined
  const { default: pg } = await import('pg')
  const name = `healthd_suite_${randomId('x', 6)
    .slice(2)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: base })
    await c.connect()
    try {
      await c.query(sql)
    } finally {
      await c.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

/** A config as the server would load it, on the test database, with a private DATA_DIR. */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'healthd-test-'))
  const url = databaseUrl()
  const template = inject('embeddedTemplate')
  // Embedded: start from the run's migrated template rather than a fresh initdb (see global-setup).
  if (!url && template && !env['DATABASE_URL']) cpSync(template, path.join(dataDir, 'pg'), { recursive: true })
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  })
}

export interface TestApp {
  app: FastifyInstance
  config: Config
  close(): Promise<void>
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(env)
  const app = await buildApp(config)
  await app.ready()
  return {
    app,
    config,
    async close() {
      await app.close()
      rmSync(config.dataDir, { recursive: true, force: true })
    },
  }
}

export interface TestProject {
  projectId: string
  clientId: string
  clientSecret: string
  basic: string
  /** A token with the given scopes (default: all) from the real token endpoint. */
  token(scopes?: string[]): Promise<string>
}

export async function createTestProject(app: FastifyInstance, scopes: string[] = [...ALL_SCOPES]): Promise<TestProject> {
  const project = await createProject(app.db, { projectId: randomId('test', 9), name: 'test' })
  const { client, secret } = await createClient(app.db, {
    projectId: project.project_id,
    name: 'test',
    type: 'confidential',
    scopes,
  })
  const basic = `Basic ${Buffer.from(`${client.client_id}:${secret}`).toString('base64')}`
  return {
    projectId: project.project_id,
    clientId: client.client_id,
    clientSecret: secret!,
    basic,
    async token(want?: string[]) {
      const res = await app.inject({
        method: 'POST',
        url: `/v1/projects/${project.project_id}/auth/server`,
        headers: { authorization: basic, 'content-type': 'application/json' },
        payload: want ? { scope: want.join(' ') } : {},
      })
      if (res.statusCode !== 200) throw new Error(`token request failed: ${res.statusCode} ${res.body}`)
      return res.json().access_token as string
    },
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
export const uniqueUserId = () => randomId('u', 8)

export type PrivateDatabase = Awaited<ReturnType<typeof privateDatabase>>

/** What privateAppSuite sets up for a suite. */
export interface PrivateAppSuite {
  own: PrivateDatabase
  t: TestApp
  p: TestProject
  token: string
}

/**
 * Before all of a suite's tests: an app on a database of its own (privateDatabase: for suites
 * whose workers claim every job they find), a project and a token, handed to `ready`; with
 * `stopInsights`, the insights worker stopped (the suite runs insight jobs by hand). After all: the
 * app closed and the database dropped.
 */
export function privateAppSuite(o: { stopInsights?: boolean }, ready: (s: PrivateAppSuite) => void): void {
  let own: PrivateDatabase
  let t: TestApp | undefined
  beforeAll(async () => {
    own = await privateDatabase()
    t = await createTestApp(own ? { DATABASE_URL: own.url } : {})
    if (o.stopInsights) await t.app.insights.stop(0)
    const p = await createTestProject(t.app)
    ready({ own, t, p, token: await p.token() })
  }, 60_000)
  afterAll(async () => {
    await t?.close()
    await own?.drop()
  })
}
