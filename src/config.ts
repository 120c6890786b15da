// The environment as a validated, typed Config: read once at start and passed down.
import { Type, type Static } from '@sinclair/typebox'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import path from 'node:path'

const Enum = <const T extends readonly string[]>(values: T, fallback: T[number]) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: values, default: fallback })
const Id = { pattern: '^[A-Za-z0-9_-]{1,64}$' }

export const EnvSchema = Type.Object({
  HOST: Type.String({ default: '127.0.0.1', minLength: 1 }),
  PORT: Type.Integer({ default: 3000, minimum: 0, maximum: 65535 }),
  PUBLIC_URL: Type.String({ default: 'http://localhost:3000', format: 'uri', pattern: '^https?://' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.String({ default: './.data', minLength: 1 }),
  LOG_LEVEL: Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
  JWT_PRIVATE_KEY: Type.Optional(Type.String({ pattern: '-----BEGIN [A-Z ]*PRIVATE KEY-----' })),
  ACCESS_TOKEN_TTL: Type.Integer({ default: 3600, minimum: 60, maximum: 86400 }),
  MIGRATE_ON_START: Type.Boolean({ default: true }),
  BOOTSTRAP_PROJECT_ID: Type.Optional(Type.String(Id)),
  BOOTSTRAP_CLIENT_ID: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.~-]{3,128}$' })),
  BOOTSTRAP_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 16, maxLength: 512 })),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: Type.Boolean({ default: false }),
  WEBHOOK_RETRY_SCHEDULE: Type.String({
    default: '5,300,1800,7200,18000,36000,50400,72000,86400',
    pattern: '^\\d+(\\.\\d+)?(,\\d+(\\.\\d+)?)*$',
  }),
  LLM_PROVIDER: Enum(['none', 'openai'], 'none'),
  LLM_BASE_URL: Type.Optional(Type.String({ format: 'uri', pattern: '^https?://' })),
  LLM_API_KEY: Type.Optional(Type.String()),
  LLM_MODEL: Type.Optional(Type.String({ minLength: 1 })),
  LLM_TIMEOUT_MS: Type.Integer({ default: 30_000, minimum: 100, maximum: 600_000 }),
  LLM_MAX_TOOL_ROUNDS: Type.Integer({ default: 4, minimum: 0, maximum: 16 }),
  REFRESH_TOKEN_TTL: Type.Integer({ default: 30 * 86400, minimum: 60 }),
  REFRESH_TOKEN_IDLE_TTL: Type.Integer({ default: 7 * 86400, minimum: 60 }),
  RATE_LIMIT_CLIENT_PER_MINUTE: Type.Integer({ default: 600_000, minimum: 1 }),
  RATE_LIMIT_USER_PER_MINUTE: Type.Integer({ default: 1200, minimum: 1 }),
  TOKEN_RATE_LIMIT_PER_MINUTE: Type.Integer({ default: 60, minimum: 1 }),
  DB_POOL_MAX: Type.Integer({ default: 10, minimum: 1, maximum: 200 }),
  GROUP_COMMIT: Type.Boolean({ default: true }),
})
type Env = Static<typeof EnvSchema>

/** Variables an earlier release read, and what replaced them: set, they stop the start rather than be ignored. */
const REPLACED_VARS: Record<string, string> = {
  RATE_LIMIT_PER_MINUTE: 'RATE_LIMIT_CLIENT_PER_MINUTE (client tokens) and RATE_LIMIT_USER_PER_MINUTE (user tokens)',
}

/** Variables whose values must never be echoed back in an error. */
const SECRET_VARS = new Set(['JWT_PRIVATE_KEY', 'BOOTSTRAP_CLIENT_SECRET', 'LLM_API_KEY', 'DATABASE_URL'])

export interface Config {
  host: string
  port: number
  publicUrl: string
  databaseUrl: string | undefined
  dataDir: string
  logLevel: string
  jwtPrivateKey: string | undefined
  accessTokenTtl: number
  refreshTokenTtl: number
  refreshTokenIdleTtl: number
  migrateOnStart: boolean
  bootstrap: { projectId: string; clientId: string; clientSecret: string } | undefined
  webhooks: { allowPrivateTargets: boolean; retrySchedule: number[] }
  llm: {
    provider: 'none' | 'openai'
    baseUrl?: string
    apiKey?: string
    model?: string
    /** Each call to the model in a chat completion (summaries' text keeps its own, shorter limit). */
    timeoutMs: number
    /** Rounds of tool calls a chat completion may take before the model must answer. */
    maxToolRounds: number
  }
  /** API requests a minute per token holder: a client (server-to-server sync), a user (an app). */
  rateLimitPerMinute: { client: number; user: number }
  tokenRateLimitPerMinute: number
  dbPoolMax: number
  /** Concurrent writes of one kind share a statement and a commit. */
  groupCommit: boolean
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const ajv = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: false, strict: false })
addFormats.default(ajv)
const validateEnv = ajv.compile<Env>(EnvSchema)

/** Reads the known variables from env (empty strings count as unset) and validates them. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  for (const [gone, now] of Object.entries(REPLACED_VARS)) {
    if (env[gone] !== undefined && env[gone]!.trim() !== '') throw new ConfigError(`${gone} is no longer read: set ${now} instead`)
  }
  const raw: Record<string, unknown> = {}
  for (const key of Object.keys(EnvSchema.properties)) {
    const v = env[key]
    if (v !== undefined && v.trim() !== '') raw[key] = key === 'JWT_PRIVATE_KEY' ? v.replace(/\\n/g, '\n') : v.trim()
  }
  if (!validateEnv(raw)) {
    const err = validateEnv.errors![0]!
    const name = err.instancePath.replace(/^\//, '') || String(err.params['missingProperty'] ?? '')
    const shown = name in raw && !SECRET_VARS.has(name) ? ` (got ${JSON.stringify(env[name])})` : ''
    const what = err.keyword === 'enum' ? `must be one of: ${(err.params['allowedValues'] as string[]).join(', ')}` : err.message
    throw new ConfigError(`${name} ${what}${shown}`)
  }
  const e = raw as Env
  const boot = [e.BOOTSTRAP_PROJECT_ID, e.BOOTSTRAP_CLIENT_ID, e.BOOTSTRAP_CLIENT_SECRET]
  if (boot.some(Boolean) && !boot.every(Boolean)) {
    throw new ConfigError('BOOTSTRAP_PROJECT_ID, BOOTSTRAP_CLIENT_ID and BOOTSTRAP_CLIENT_SECRET must be set together')
  }
  if (e.LLM_PROVIDER === 'openai' && (!e.LLM_BASE_URL || !e.LLM_MODEL)) {
    throw new ConfigError('LLM_PROVIDER=openai needs LLM_BASE_URL and LLM_MODEL')
  }
  return {
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    jwtPrivateKey: e.JWT_PRIVATE_KEY,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    refreshTokenIdleTtl: Math.min(e.REFRESH_TOKEN_IDLE_TTL, e.REFRESH_TOKEN_TTL),
    migrateOnStart: e.MIGRATE_ON_START,
    bootstrap: e.BOOTSTRAP_PROJECT_ID
      ? { projectId: e.BOOTSTRAP_PROJECT_ID, clientId: e.BOOTSTRAP_CLIENT_ID!, clientSecret: e.BOOTSTRAP_CLIENT_SECRET! }
      : undefined,
    webhooks: {
      allowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      retrySchedule: e.WEBHOOK_RETRY_SCHEDULE.split(',').map(Number),
    },
    llm: { provider: e.LLM_PROVIDER, baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS, maxToolRounds: e.LLM_MAX_TOOL_ROUNDS },
    rateLimitPerMinute: { client: e.RATE_LIMIT_CLIENT_PER_MINUTE, user: e.RATE_LIMIT_USER_PER_MINUTE },
    tokenRateLimitPerMinute: e.TOKEN_RATE_LIMIT_PER_MINUTE,
    dbPoolMax: e.DB_POOL_MAX,
    groupCommit: e.GROUP_COMMIT,
  }
}
