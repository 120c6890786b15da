// GET /config: the service's enumerations and limits, public and cacheable; with a bearer token
// also the token's project's custom record types (private, shorter cache).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import { createHash } from 'node:crypto'
import { PROVIDERS, PageQuery, errorResponses } from '../../schemas/common.js'
import { ALL_SCOPES } from '../../auth/scopes.js'
import { NUTRIENT_KEYS, NUTRIENT_UNITS, MEAL_TEXT_LANGUAGES, resolveLanguage } from '../../analysis/index.js'
import { DAILY_RECORD_TYPES, DATA_LIMIT_BYTES } from '../daily-records/index.js'
import { SUMMARY_NAMES } from '../summaries/index.js'
import { FACT_TYPES } from '../facts/index.js'
import { HABIT_CATEGORIES } from '../habits/index.js'
import { MEAL_TYPES } from '../meals/index.js'
import { EVENT_KINDS } from '../webhooks/index.js'
import { ConfigSchema, type ServiceConfig } from './schemas.js'
import { listCustomRecordTypes } from './repository.js'

export const PUBLIC_CACHE_CONTROL = 'public, max-age=300'
export const PRIVATE_CACHE_CONTROL = 'private, max-age=60'

function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`GET /config: ${what} is not set`)
  return value
}

/** The limits as the page query schema states them (validation reads the same schema). */
const limit = PageQuery.limit
const PAGE_LIMITS = {
  page_size_min: defined(limit.minimum, 'PageQuery.limit.minimum'),
  page_size_max: defined(limit.maximum, 'PageQuery.limit.maximum'),
  page_size_default: defined(limit.default as number | undefined, 'PageQuery.limit.default'),
  page_key_max_length: defined(PageQuery.page.maxLength, 'PageQuery.page.maxLength'),
}

/** What every caller gets; the API version comes from the generated OpenAPI document. */
function staticConfig(app: FastifyInstance): Omit<ServiceConfig, 'custom_record_types'> {
  const { config } = app
  return {
    api_version: app.swagger().info.version,
    providers: [...PROVIDERS],
    daily_record_types: [...DAILY_RECORD_TYPES],
    summary_names: [...SUMMARY_NAMES],
    fact_types: [...FACT_TYPES],
    habit_categories: [...HABIT_CATEGORIES],
    meal_types: [...MEAL_TYPES],
    scopes: [...ALL_SCOPES],
    webhook_event_kinds: [...EVENT_KINDS],
    nutrients: NUTRIENT_KEYS.map((key) => ({ key, unit: NUTRIENT_UNITS[key] })),
    languages: [...MEAL_TEXT_LANGUAGES],
    default_language: resolveLanguage(null),
    limits: { ...PAGE_LIMITS, body_bytes: app.initialConfig.bodyLimit!, daily_record_data_bytes: DATA_LIMIT_BYTES },
    token_lifetimes: {
      access_token_seconds: config.accessTokenTtl,
      refresh_token_seconds: config.refreshTokenTtl,
      refresh_token_idle_seconds: config.refreshTokenIdleTtl,
    },
  }
}

const etagOf = (body: unknown) => `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes do not matter. */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const strip = (t: string) => t.trim().replace(/^W\//, '')
  return header.split(',').some((t) => strip(t) === etag)
}

/** Response headers, as @fastify/swagger documents them. */
const CACHE_HEADERS = {
  'cache-control': { type: 'string', description: `\`${PUBLIC_CACHE_CONTROL}\` without a token, \`${PRIVATE_CACHE_CONTROL}\` with one` },
  etag: { type: 'string', description: 'Tag of this representation, for If-None-Match' },
}
/** No body at all, not even `null`: typed as undefined so the handler sends nothing. */
const NotModifiedSchema = Type.Unsafe<undefined>({
  type: 'null',
  description: 'Not modified: the ETag given in If-None-Match is current',
  headers: CACHE_HEADERS,
})

const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Built on the first request: app.swagger() needs the started app.
  let shared: { body: Omit<ServiceConfig, 'custom_record_types'>; etag: string } | undefined

  app.get(
    '/config',
    {
      // No token needed; a token that is sent must be valid (the guard checks it, no scope needed).
      config: { public: true, optionalAuth: true },
      schema: {
        tags: ['configuration'],
        operationId: 'getConfig',
        summary: "The service's enumerations and limits",
        description:
          'Providers, record types, summary names, fact types, habit categories, scopes, webhook event kinds, ' +
          'nutrients and their units, languages, limits and token lifetimes, so clients need not hard-code them. ' +
          `No token needed (\`Cache-Control: ${PUBLIC_CACHE_CONTROL}\`); with a valid bearer token of any scope, ` +
          `the answer also lists the project's \`custom_record_types\` (\`Cache-Control: ${PRIVATE_CACHE_CONTROL}\`). ` +
          'Carries an `ETag`: `If-None-Match` with it answers 304.',
        // A token is optional: none, or the project's bearer token.
        security: [{}, { oauth2: [] }],
        response: { 200: Type.Unsafe<ServiceConfig>({ ...ConfigSchema, headers: CACHE_HEADERS }), 304: NotModifiedSchema, ...errorResponses(401, 429, 503) },
      },
    },
    async (req, reply) => {
      if (!shared) {
        const body = staticConfig(app)
        shared = { body, etag: etagOf(body) }
      }
      let body: ServiceConfig = shared.body
      let etag = shared.etag
      if (req.auth) {
        body = { ...shared.body, custom_record_types: await listCustomRecordTypes(app.db, req.auth.projectId) }
        etag = etagOf(body)
      }
      reply.header('cache-control', req.auth ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL)
      reply.header('etag', etag)
      reply.header('vary', 'Authorization')
      if (notModified(req.headers['if-none-match'], etag)) return reply.code(304).send(undefined)
      return body
    },
  )
}

export default configRoutes
