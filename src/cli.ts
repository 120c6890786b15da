#!/usr/bin/env node
// healthd <command>: serve, migrate, and project administration from the shell.
import { parseArgs } from 'node:util'
import { loadConfig, type Config } from './config.js'
import { USAGE } from './cli-usage.js'
import { openDatabase, type Database } from './db/database.js'
import { migrate } from './db/migrate.js'
import { withTransaction } from './db/pool.js'
import { exitOnStartError, startServer } from './server.js'
import { ALL_SCOPES, isKnownScope, parseScopeParam, PUBLIC_CLIENT_DEFAULT_SCOPES } from './auth/scopes.js'
import { createProject, getProject } from './modules/projects/index.js'
import { CLI_ACTOR } from './modules/audit/index.js'
import { AdminService } from './modules/admin/index.js'
import { importHabits, readHabitsFile } from './modules/habits/index.js'

class UsageError extends Error {}

interface Opts {
  json: boolean
  name?: string
  id?: string
  project?: string
  client?: string
  scopes?: string
  public: boolean
  issuer?: string
  audience?: string
  'jwks-uri'?: string
  'user-claim'?: string
  'usda-sr'?: string
  user?: string
  from?: string
  to?: string
  granularity?: string
  unit?: string
  description?: string
  min?: string
  max?: string
  schema?: string
}

function need(v: string | undefined, flag: string): string {
  if (!v) throw new UsageError(`${flag} is required`)
  return v
}

async function withDb<T>(config: Config, fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase(config, 'cli')
  try {
    if (config.migrateOnStart) await migrate(db.pool)
    return await fn(db)
  } finally {
    await db.close()
  }
}

async function run(command: string[], o: Opts, config: Config): Promise<Record<string, unknown>> {
  // `habits import FILE`: the words after the command are its arguments.
  const args = command[0] === 'habits' ? command.slice(2) : []
  const key = command.slice(0, command.length - args.length).join(' ')
  switch (key) {
    case 'migrate': {
      const db = await openDatabase(config, 'cli')
      try {
        return await migrate(db.pool)
      } finally {
        await db.close()
      }
    }
    case 'projects create': {
      const name = need(o.name, '--name')
      if (o.id !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(o.id)) {
        throw new UsageError('--id may hold only letters, digits, _ and - (at most 64)')
      }
      return withDb(config, async (db) => {
        const { randomId } = await import('./auth/secrets.js')
        const projectId = o.id ?? randomId('proj', 9)
        if (await getProject(db.pool, projectId)) throw new Error(`project ${projectId} already exists`)
        const p = await createProject(db.pool, { projectId, name })
        return { project_id: p.project_id }
      })
    }
    case 'clients create': {
      const projectId = need(o.project, '--project')
      const type = o.public ? 'public' : 'confidential'
      const scopes = o.scopes !== undefined ? parseScopeParam(o.scopes) : [...(o.public ? PUBLIC_CLIENT_DEFAULT_SCOPES : ALL_SCOPES)]
      const unknown = scopes.filter((s) => !isKnownScope(s))
      if (unknown.length) throw new UsageError(`unknown scope: ${unknown.join(', ')}`)
      if (o.public && scopes.some((s) => s.startsWith('admin.'))) throw new UsageError('public clients cannot have admin scopes')
      if (!scopes.length) throw new UsageError('--scopes names no scope')
      return withDb(config, async (db) => {
        if (!(await getProject(db.pool, projectId))) throw new Error(`project ${projectId} not found`)
        const { client, secret } = await new AdminService({ db: db.pool }).createClient(projectId, CLI_ACTOR, {
          name: o.name ?? `${type} client`,
          type,
          scopes,
        })
        return secret ? { client_id: client.client_id, client_secret: secret } : { client_id: client.client_id }
      })
    }
    case 'clients revoke': {
      const projectId = need(o.project, '--project')
      const clientId = need(o.client, '--client')
      return withDb(config, async (db) => {
        const revoked = await new AdminService({ db: db.pool }).revokeClient(projectId, CLI_ACTOR, clientId)
        if (!revoked) throw new Error(`client ${clientId} not found in project ${projectId}`)
        return { client_id: clientId, revoked: true }
      })
    }
    case 'habits import': {
      if (args.length !== 1) throw new UsageError('habits import takes one FILE')
      // The whole file is checked before the database is opened: a bad file changes nothing.
      const habits = await readHabitsFile(args[0]!)
      return withDb(config, (db) => importHabits(db.pool, habits))
    }
    case 'foods import': {
      const dir = need(o['usda-sr'], '--usda-sr')
      const { readUsdaRelease } = await import('./modules/foods/usda.js')
      const { replaceImportedFoods } = await import('./modules/foods/repository.js')
      const release = await readUsdaRelease(dir)
      if (!release.foods.length) throw new Error(`no foods in ${dir}`)
      return withDb(config, async (db) => ({
        imported: await withTransaction(db.pool, (tx) => replaceImportedFoods(tx, release.foods)),
        skipped: release.skipped,
      }))
    }
    case 'idp add': {
      const projectId = need(o.project, '--project')
      const issuer = need(o.issuer, '--issuer')
      const audience = need(o.audience, '--audience')
      const isUrl = (v: string) => /^https?:\/\/[^\s]+$/.test(v) && URL.canParse(v)
      if (!isUrl(issuer)) throw new UsageError('--issuer must be an http(s) URL')
      if (o['jwks-uri'] !== undefined && !isUrl(o['jwks-uri'])) throw new UsageError('--jwks-uri must be an http(s) URL')
      if (o['user-claim'] !== undefined && !/^[A-Za-z0-9_.:-]{1,64}$/.test(o['user-claim'])) throw new UsageError('--user-claim is not a claim name')
      return withDb(config, async (db) => {
        if (!(await getProject(db.pool, projectId))) throw new Error(`project ${projectId} not found`)
        const idp = await new AdminService({ db: db.pool }).createIdentityProvider(projectId, CLI_ACTOR, {
          issuer,
          audience,
          jwksUri: o['jwks-uri'],
          userClaim: o['user-claim'],
        })
        if (!idp) throw new Error('an identity provider with this issuer and audience exists')
        return { id: idp.idp_id, issuer: idp.issuer, audience: idp.audience, user_claim: idp.user_claim }
      })
    }
    case 'insights run': {
      const projectId = need(o.project, '--project')
      const from = need(o.from, '--from')
      const to = need(o.to, '--to')
      const isDay = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d)
      if (!isDay(from) || !isDay(to)) throw new UsageError('--from and --to must be dates (YYYY-MM-DD)')
      if (from > to) throw new UsageError('--from must not be after --to')
      if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > 3660) throw new UsageError('--from to --to spans more than 10 years')
      const { backfill } = await import('./insights/engine.js')
      return withDb(config, async (db) => {
        if (!(await getProject(db.pool, projectId))) throw new Error(`project ${projectId} not found`)
        const log = {
          info: () => {},
          warn: (obj: object, msg: string) => process.stderr.write(`healthd: ${msg} ${JSON.stringify(obj)}\n`),
        }
        const started = Date.now()
        const r = await backfill(
          { db: db.pool, llm: config.llm, log },
          {
            projectId,
            userId: o.user,
            from,
            to,
            onUser: (u, done, total) => {
              if (!o.json && total > 1) process.stderr.write(`insights: ${done}/${total} users (${u})\n`)
            },
          },
        )
        const totals = { created: 0, updated: 0, unchanged: 0 }
        for (const t of Object.values(r.summaries)) for (const k of ['created', 'updated', 'unchanged'] as const) totals[k] += t[k]
        return { ...r, ...totals, ms: Date.now() - started }
      })
    }
    case 'record-types create': {
      const projectId = need(o.project, '--project')
      const number = (v: string | undefined, flag: string) => {
        if (v === undefined) return undefined
        const n = Number(v)
        if (v.trim() === '' || !Number.isFinite(n)) throw new UsageError(`${flag} must be a number`)
        return n
      }
      const min = number(o.min, '--min')
      const max = number(o.max, '--max')
      let dataSchema: unknown
      if (o.schema !== undefined) {
        const { readFile } = await import('node:fs/promises')
        try {
          dataSchema = JSON.parse(await readFile(o.schema, 'utf8'))
        } catch (err) {
          throw new UsageError(`--schema: ${(err as Error).message}`)
        }
      }
      const body = {
        name: need(o.name, '--name'),
        granularity: need(o.granularity, '--granularity'),
        ...(o.description !== undefined ? { description: o.description } : {}),
        ...(o.unit !== undefined ? { unit: o.unit } : {}),
        ...(min !== undefined || max !== undefined
          ? { value: { ...(min !== undefined ? { minimum: min } : {}), ...(max !== undefined ? { maximum: max } : {}) } }
          : {}),
        ...(dataSchema !== undefined ? { data_schema: dataSchema } : {}),
      }
      // The request schema of the HTTP route, so the command accepts exactly what the API does.
      const { Ajv } = await import('ajv')
      const { CustomRecordTypeRequestSchema } = await import('./modules/custom-records/schemas.js')
      const check = new Ajv({ strict: false }).compile(CustomRecordTypeRequestSchema)
      if (!check(body)) {
        const e = check.errors![0]!
        throw new UsageError(`not a valid record type: ${e.instancePath.slice(1) || 'it'} ${e.message ?? 'is invalid'}`)
      }
      const { CustomRecordsService } = await import('./modules/custom-records/service.js')
      return withDb(config, async (db) => {
        if (!(await getProject(db.pool, projectId))) throw new Error(`project ${projectId} not found`)
        const service = new CustomRecordsService({ db: db.pool, wake: { insights: () => {}, webhooks: () => {} } })
        return service.createType(projectId, body as import('./modules/custom-records/schemas.js').CustomRecordTypeRequest, CLI_ACTOR)
      })
    }
    case 'record-types list': {
      const projectId = need(o.project, '--project')
      const { listTypes, toType } = await import('./modules/custom-records/repository.js')
      return withDb(config, async (db) => {
        if (!(await getProject(db.pool, projectId))) throw new Error(`project ${projectId} not found`)
        return { custom_record_types: (await listTypes(db.pool, projectId)).map(toType) }
      })
    }
    default:
      throw new UsageError(`unknown command: ${key}`)
  }
}

/** The command line, parsed: throws on an unknown option or a missing value. */
function parseCommandLine() {
  return parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      public: { type: 'boolean', default: false },
      name: { type: 'string' },
      id: { type: 'string' },
      project: { type: 'string' },
      client: { type: 'string' },
      scopes: { type: 'string' },
      issuer: { type: 'string' },
      audience: { type: 'string' },
      'jwks-uri': { type: 'string' },
      'user-claim': { type: 'string' },
      'usda-sr': { type: 'string' },
      user: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      granularity: { type: 'string' },
      unit: { type: 'string' },
      description: { type: 'string' },
      min: { type: 'string' },
      max: { type: 'string' },
      schema: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
}

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseCommandLine>
  try {
    parsed = parseCommandLine()
  } catch (err) {
    process.stderr.write(`healthd: ${(err as Error).message}\n${USAGE}\n`)
    process.exit(2)
  }
  const { values, positionals } = parsed
  if (values.help) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  let config: Config
  try {
    config = loadConfig()
  } catch (err) {
    exitOnStartError(err)
  }
  if (positionals.length === 0 || (positionals.length === 1 && positionals[0] === 'serve')) {
    try {
      await startServer(config)
    } catch (err) {
      exitOnStartError(err)
    }
    return
  }
  try {
    const out = await run(positionals, values as Opts, config)
    if (values.json) process.stdout.write(`${JSON.stringify(out)}\n`)
    else for (const [k, v] of Object.entries(out)) process.stdout.write(`${k}: ${v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v)}\n`)
  } catch (err) {
    const message = (err as Error).message
    if (values.json) process.stdout.write(`${JSON.stringify({ error: message })}\n`)
    else process.stderr.write(`healthd: ${message}\n`)
    if (err instanceof UsageError) process.stderr.write(`${USAGE}\n`)
    process.exit(err instanceof UsageError ? 2 : 1)
  }
}

await main()
