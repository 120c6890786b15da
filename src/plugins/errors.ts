// One error handler for the whole app: every non-2xx body is exactly {"error": "..."}.
import fp from 'fastify-plugin'
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify'
import type { SchemaErrorDataVar } from 'fastify/types/schema.js'
import { AppError, errors } from '../errors.js'
import { mapDatabaseError } from '../db/pg-errors.js'
import { YEAR_PATTERN } from '../schemas/common.js'

/** Turns the first Ajv error into a message that names the field. */
export function formatValidationError(errs: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  const e = errs[0]!
  const at = `${dataVar}${e.instancePath}`
  const p = e.params as Record<string, unknown>
  let message: string
  if (e.keyword === 'additionalProperties' && at === 'body' && p['additionalProperty'] === 'type') {
    message = 'body/type must be "workout" for a workout; a mindfulness session is sent without type'
  } else if (e.keyword === 'additionalProperties') message = `${at}/${String(p['additionalProperty'])} is not a known property`
  else if (e.keyword === 'required') message = `${at}/${String(p['missingProperty'])} is required`
  else if (e.keyword === 'enum') message = `${at} must be one of: ${(p['allowedValues'] as unknown[]).join(', ')}`
  else if (e.keyword === 'format') message = `${at} must be a valid ${String(p['format'])}`
  else if (e.keyword === 'pattern' && p['pattern'] === YEAR_PATTERN) {
    // The year check runs before the format check: a value that is no date at all says so.
    const v = e as { parentSchema?: { format?: string }; data?: unknown }
    const format = v.parentSchema?.format ?? 'date-time'
    message = /^\d{4}-/.test(String(v.data)) ? `${at} must be in the years 1000 to 9899` : `${at} must be a valid ${format}`
  }
  else if (e.keyword === 'const') message = `${at} must be ${JSON.stringify(p['allowedValue'])}`
  else message = `${at} ${e.message ?? 'is invalid'}`
  const err = new Error(message) as Error & { statusCode: number; validation: unknown }
  err.statusCode = 400
  err.validation = errs
  return err
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported media type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request body does not match its Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request body is empty but Content-Type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request body is larger than 1 MiB',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request body is not valid JSON',
  FST_ERR_CTP_INVALID_TYPE: 'invalid Content-Type header',
  FST_ERR_CTP_INVALID_HEADER_VALUE: 'invalid Content-Type header',
}

/**
 * The path of the first string (value or key) in a parsed JSON body that is not valid Unicode (a
 * lone surrogate, which JSON can carry as a \\u escape), or undefined. Such text cannot be stored:
 * PostgreSQL refuses it, and in a statement's JSON parameter it would fail the whole statement.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const wellFormed = (s: string) => !LONE_SURROGATE.test(s)

export function illFormedPath(v: unknown, at = 'body'): string | undefined {
  if (typeof v === 'string') return wellFormed(v) ? undefined : at
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const p = illFormedPath(v[i], `${at}/${i}`)
      if (p) return p
    }
    return undefined
  }
  if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (!wellFormed(k)) return `${at} (a property name)`
      const p = illFormedPath(x, `${at}/${k}`)
      if (p) return p
    }
  }
  return undefined
}

async function errorsPlugin(app: FastifyInstance) {
  // Before validation: a lone surrogate is a 400 naming where it is, never a 500 or a replacement.
  app.addHook('preValidation', (req, _reply, done) => {
    const at = req.body !== null && typeof req.body === 'object' ? illFormedPath(req.body) : undefined
    done(at ? errors.badRequest(`${at} must be valid Unicode text (it holds a lone surrogate)`) : undefined)
  })
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const oauth = req.routeOptions.config?.oauth === true
    let out: AppError
    if (err instanceof AppError) out = err
    else if (err.validation) out = oauth ? errors.oauth('invalid_request') : errors.badRequest(err.message)
    else if (err.code?.startsWith('FST_BASIC_AUTH')) out = errors.oauth('invalid_client')
    else if (err.statusCode === 429) out = new AppError(429, err.message || 'too many requests')
    else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const message =
        (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' && req.routeOptions.url === '/oauth/token'
          ? 'unsupported media type: send application/x-www-form-urlencoded'
          : undefined) ??
        (err.code && FRAMEWORK_MESSAGES[err.code]) ??
        (err instanceof SyntaxError ? 'request body is not valid JSON' : err.message || 'bad request')
      out = new AppError(err.statusCode, oauth && err.statusCode === 400 ? 'invalid_request' : message)
    } else {
      out = mapDatabaseError(err) ?? new AppError(500, 'internal error')
      // An unreachable database is logged once per outage by its health, not by every request.
      if (out.statusCode >= 500 && !app.dbHealth?.failed(err)) {
        req.log.error({ err: { type: err.name, message: err.message, code: err.code, stack: err.stack } }, 'request failed')
      }
    }
    if (out.statusCode >= 400 && out.statusCode < 500) req.log.info({ status: out.statusCode, error: out.message }, 'request refused')
    if (oauth) reply.header('cache-control', 'no-store').header('pragma', 'no-cache')
    return reply.code(out.statusCode).headers(out.headers).send({ error: out.message })
  })

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!.slice(0, 200)
    return reply.code(404).send({ error: `no route for ${req.method} ${path}` })
  })
}

export default fp(errorsPlugin, { name: 'errors' })
