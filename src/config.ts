// The environment as a validated, typed Config: read once at start and passed down.
import { Type, type Static } from '@sinclair/typebox'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import path from 'node:path'

const Enum = <const T extends readonly string[]>(values: T, fallback: T[number]) => Type.Unsafe<T[number]>({ type: 'string', enum: values, default: fallback })
const Id = { pattern: '^[A-Za-z0-9_-]{1,64}$' }

export const EnvSchema = Type.Object({
  HOST: Type.String({ default: '127.0.0.1', minLength: 1 }),
  PORT: Type.Integer({ default: 3000, minimum: 0, maximum: 65535 }),
  // Unset: the address healthd listens on (see listenUrl), known for PORT=0 only once it listens.
  PUBLIC_URL: Type.Optional(Type.String({ format: 'uri', pattern: '^https?://' })),
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
  INSIGHTS_BUSY_SHARE: Type.Number({ default: 0.02, exclusiveMinimum: 0, maximum: 1 }),
  LIST_CACHE_MB: Type.Number({ default: 64, minimum: 0, maximum: 65536 }),
  IMPORT_MAX_BYTES: Type.Integer({ default: 4 * 1024 ** 3, minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
})
type Env = Static<typeof EnvSchema>

/**
 * What each variable means, for docs/configuration.md (`npm run docs` writes its table from
 * these, in this order; variables of one row share its text). `docDefault` replaces a default
 * the schema cannot state.
 */
export const ENV_GROUPS: readonly (readonly (keyof Env)[])[] = [
  ['HOST'],
  ['PORT'],
  ['PUBLIC_URL'],
  ['DATABASE_URL'],
  ['DATA_DIR'],
  ['LOG_LEVEL'],
  ['JWT_PRIVATE_KEY'],
  ['ACCESS_TOKEN_TTL'],
  ['REFRESH_TOKEN_TTL'],
  ['REFRESH_TOKEN_IDLE_TTL'],
  ['MIGRATE_ON_START'],
  ['BOOTSTRAP_PROJECT_ID', 'BOOTSTRAP_CLIENT_ID', 'BOOTSTRAP_CLIENT_SECRET'],
  ['WEBHOOK_ALLOW_PRIVATE_TARGETS'],
  ['WEBHOOK_RETRY_SCHEDULE'],
  ['LLM_PROVIDER'],
  ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'],
  ['LLM_TIMEOUT_MS'],
  ['LLM_MAX_TOOL_ROUNDS'],
  ['RATE_LIMIT_CLIENT_PER_MINUTE'],
  ['RATE_LIMIT_USER_PER_MINUTE'],
  ['TOKEN_RATE_LIMIT_PER_MINUTE'],
  ['DB_POOL_MAX'],
  ['GROUP_COMMIT'],
  ['INSIGHTS_BUSY_SHARE'],
  ['LIST_CACHE_MB'],
  ['IMPORT_MAX_BYTES'],
]
const ENV_DOCS: Partial<Record<keyof Env, { description: string; docDefault?: string }>> = {
  HOST: { description: 'listen address (`0.0.0.0` for every interface)' },
  PORT: { description: 'listen port' },
  PUBLIC_URL: {
    description:
      'where clients reach healthd: token issuer (`iss`), base of absolute links (OAuth and MCP metadata, habit covers) and the server the docs page (`/docs`) calls; set it when healthd is reached through a proxy or under another name',
    docDefault: 'unset: the address healthd listens on, `http://{HOST}:{PORT}` (`0.0.0.0` and `::` as `localhost`; with `PORT=0`, the port it got)',
  },
  DATABASE_URL: { description: '`postgres://` connection string of PostgreSQL 14+', docDefault: 'unset: embedded PGlite' },
  DATA_DIR: { description: 'embedded database, its unix socket and the generated signing key (keep the path short: the socket path must fit in 103 bytes)' },
  LOG_LEVEL: { description: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`' },
  JWT_PRIVATE_KEY: {
    description: 'PEM EC P-256 private key (ES256) that signs tokens; `\\n` escapes are accepted',
    docDefault: 'unset: generated, kept in `DATA_DIR` (embedded) or in the database',
  },
  ACCESS_TOKEN_TTL: { description: 'token lifetime in seconds (60 to 86400)' },
  REFRESH_TOKEN_TTL: { description: 'absolute lifetime of an app sign-in in seconds (30 days)' },
  REFRESH_TOKEN_IDLE_TTL: { description: 'an unused refresh token dies after this many seconds (7 days)' },
  MIGRATE_ON_START: { description: 'apply pending migrations at start (and before CLI commands)' },
  BOOTSTRAP_PROJECT_ID: {
    description:
      'all three or none: each start ensures this project and a confidential client with every scope, admin included (idempotent; the secret is updated when it changed). Secret: 16 to 512 characters',
  },
  WEBHOOK_ALLOW_PRIVATE_TARGETS: { description: 'allow `http` and webhook URLs on loopback or private addresses (development, tests)' },
  WEBHOOK_RETRY_SCHEDULE: { description: 'seconds before each webhook retry (jitter added)' },
  LLM_PROVIDER: {
    description:
      '`none` (built-in text and the built-in answerer) or `openai` (any OpenAI-compatible Chat Completions server; needs `LLM_BASE_URL` and `LLM_MODEL`) for the text of meal and system summaries and for chat completions',
  },
  LLM_BASE_URL: { description: 'for `LLM_PROVIDER=openai`' },
  LLM_TIMEOUT_MS: { description: 'every call to the model may take this long: a chat completion then answers 502, a summary keeps its built-in text' },
  LLM_MAX_TOOL_ROUNDS: { description: 'chat completions: rounds of tool calls before the model must answer (0 to 16)' },
  RATE_LIMIT_CLIENT_PER_MINUTE: {
    description: "API requests per minute per client token holder: a backend syncing many users, allowed to write at the database's speed",
  },
  RATE_LIMIT_USER_PER_MINUTE: { description: 'API requests per minute per user token holder (one app install)' },
  TOKEN_RATE_LIMIT_PER_MINUTE: { description: 'token-endpoint requests per minute per client and address' },
  DB_POOL_MAX: { description: "maximum connections of the server's database pool (1 to 200)" },
  GROUP_COMMIT: { description: 'concurrent writes of one kind share one statement and one commit; `false`: each write is its own (see docs/architecture.md)' },
  INSIGHTS_BUSY_SHARE: {
    description:
      "while the API is answering requests, the insights worker runs one job at a time and pauses between jobs so that it works at most this share of the time (above 0, up to 1; `1`: no pauses). Like autovacuum's cost delay: a sync that saturates the server keeps the cores, and its summaries follow as it slows down; none is lost (see docs/architecture.md)",
  },
  LIST_CACHE_MB: {
    description:
      'memory for list pages already answered (summary lists), in MB: a page is answered again from memory only after one indexed read finds that nothing it shows has changed since, in any process (see docs/architecture.md); `0`: none kept',
  },
  IMPORT_MAX_BYTES: {
    description:
      'the largest file `POST /users/{user_id}/imports` takes, in bytes (a larger one is refused with 413 and nothing is kept). Uploads are streamed to `DATA_DIR/imports/` and wait there until the background worker has read them: processes that share a database need the same `DATA_DIR/imports` (a shared volume), or each runs the imports it received',
    docDefault: '`4294967296` (4 GiB)',
  },
}
for (const [name, doc] of Object.entries(ENV_DOCS)) Object.assign(EnvSchema.properties[name as keyof Env], doc)

/** Variables an earlier release read, and what replaced them: set, they stop the start rather than be ignored. */
const REPLACED_VARS: Record<string, string> = {
  RATE_LIMIT_PER_MINUTE: 'RATE_LIMIT_CLIENT_PER_MINUTE (client tokens) and RATE_LIMIT_USER_PER_MINUTE (user tokens)',
}

/** Variables whose values must never be echoed back in an error. */
const SECRET_VARS = new Set(['JWT_PRIVATE_KEY', 'BOOTSTRAP_CLIENT_SECRET', 'LLM_API_KEY', 'DATABASE_URL'])

export interface Config {
  host: string
  port: number
  /**
   * Where clients reach healthd: the token issuer, the base of absolute links, the docs page's
   * server. PUBLIC_URL when set; else the address healthd listens on, which for PORT=0 is known
   * only once it listens: the server sets it then, before answering any request. Read it when
   * it is needed, never keep a copy made at start.
   */
  publicUrl: string
  /** PUBLIC_URL was set (publicUrl is then never changed). */
  publicUrlExplicit: boolean
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
  /** While requests are being answered, the insights worker works at most this share of the time. */
  insightsBusyShare: number
  /** Bytes of list pages kept for answering again (0: none). */
  listCacheBytes: number
  /** The largest file an import takes, in bytes. */
  importMaxBytes: number
}

/**
 * The URL of a server listening on host and port: a wildcard address (every interface) is named
 * localhost, an IPv6 literal goes in brackets.
 */
export function listenUrl(host: string, port: number): string {
  const name = ['0.0.0.0', '::', '[::]'].includes(host) ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
  return `http://${name}:${port}`
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
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : listenUrl(e.HOST, e.PORT),
    publicUrlExplicit: e.PUBLIC_URL !== undefined,
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
    llm: {
      provider: e.LLM_PROVIDER,
      baseUrl: e.LLM_BASE_URL,
      apiKey: e.LLM_API_KEY,
      model: e.LLM_MODEL,
      timeoutMs: e.LLM_TIMEOUT_MS,
      maxToolRounds: e.LLM_MAX_TOOL_ROUNDS,
    },
    rateLimitPerMinute: { client: e.RATE_LIMIT_CLIENT_PER_MINUTE, user: e.RATE_LIMIT_USER_PER_MINUTE },
    tokenRateLimitPerMinute: e.TOKEN_RATE_LIMIT_PER_MINUTE,
    dbPoolMax: e.DB_POOL_MAX,
    groupCommit: e.GROUP_COMMIT,
    insightsBusyShare: e.INSIGHTS_BUSY_SHARE,
    listCacheBytes: Math.round(e.LIST_CACHE_MB * 1024 * 1024),
    importMaxBytes: e.IMPORT_MAX_BYTES,
  }
}
