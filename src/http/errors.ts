// One error handler for the whole app: every non-2xx body is exactly {"error": "..."}.
import fp from 'fastify-plugin'
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify'
import type { SchemaErrorDataVar } from 'fastify/types/schema.js'
import { AppError, BodyError, errors, OAUTH_ERROR_CODES } from '../errors.js'
import { shownName } from '../schemas/json-input.js'
import { mapDatabaseError } from '../db/pg-errors.js'
import { YEAR_PATTERN } from '../schemas/common.js'

/** Turns the first Ajv error into a message that names the field. */
export function formatValidationError(errs: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  const e = errs[0]!
  // Property names come from the client: each is cut short, never quoted back whole.
  const at = `${dataVar}${e.instancePath.split('/').map(shownName).join('/')}`
  const p = e.params as Record<string, unknown>
  let message: string
  if (e.keyword === 'additionalProperties' && at === 'body' && p['additionalProperty'] === 'type') {
    message = 'body/type must be "workout" for a workout; a mindfulness session is sent without type'
  } else if (e.keyword === 'additionalProperties') message = `${at}/${shownName(String(p['additionalProperty']))} is not a known property`
  else if (e.keyword === 'required') message = `${at}/${String(p['missingProperty'])} is required`
  else if (e.keyword === 'enum') message = `${at} must be one of: ${(p['allowedValues'] as unknown[]).join(', ')}`
  else if (e.keyword === 'format') message = `${at} must be a valid ${String(p['format'])}`
  else if (e.keyword === 'pattern' && p['pattern'] === YEAR_PATTERN) {
    // The year check runs before the format check: a value that is no date at all says so.
    const v = e as { parentSchema?: { format?: string }; data?: unknown }
    const format = v.parentSchema?.format ?? 'date-time'
    message = /^\d{4}-/.test(String(v.data)) ? `${at} must be in the years 1000 to 9899` : `${at} must be a valid ${format}`
  } else if (e.keyword === 'const') message = `${at} must be ${JSON.stringify(p['allowedValue'])}`
  else message = `${at} ${e.message ?? 'is invalid'}`
  const err = new Error(message) as Error & { statusCode: number; validation: unknown }
  err.statusCode = 400
  err.validation = errs
  return err
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported media type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request body does not match its Content-Length',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request body is larger than 1 MiB',
  FST_ERR_CTP_INVALID_TYPE: 'invalid Content-Type header',
  FST_ERR_CTP_INVALID_HEADER_VALUE: 'invalid Content-Type header',
}

const OAUTH_CODES: ReadonlySet<string> = new Set(OAUTH_ERROR_CODES)

/** A token endpoint's answer: whatever went wrong, `error` is an RFC 6749 code (the status stays). */
function asOauth(e: AppError): AppError {
  if (OAUTH_CODES.has(e.message)) return e
  const code =
    e.statusCode >= 500
      ? e.statusCode === 503
        ? 'temporarily_unavailable'
        : 'server_error'
      : e.statusCode === 429
        ? 'temporarily_unavailable'
        : 'invalid_request'
  return new AppError(e.statusCode, code, e.headers)
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const oauth = req.routeOptions.config?.oauth === true
    let out: AppError
    if (err instanceof AppError) out = err
    else if (err.validation) out = oauth ? errors.oauth('invalid_request') : errors.badRequest(err.message)
    else if (err.code?.startsWith('FST_BASIC_AUTH')) out = errors.oauth('invalid_client')
    else if (err.statusCode === 429) out = new AppError(429, err.message || 'too many requests')
    else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const streamed = req.routeOptions.config?.streamedBody
      const message =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' && streamed
          ? `unsupported media type: send the file as the body with one of ${streamed.join(', ')}`
          : ((err.code && FRAMEWORK_MESSAGES[err.code]) ?? (err instanceof SyntaxError ? 'request body is not valid JSON' : err.message || 'bad request'))
      out = new AppError(err.statusCode, message)
    } else {
      out = mapDatabaseError(err) ?? new AppError(500, 'internal error')
      // An unreachable database is logged once per outage by its health, not by every request.
      if (out.statusCode >= 500 && !app.dbHealth?.failed(err)) {
        req.log.error({ err: { type: err.name, message: err.message, code: err.code, stack: err.stack } }, 'request failed')
      }
    }
    if (out.statusCode >= 400 && out.statusCode < 500) req.log.info({ status: out.statusCode, error: out.message }, 'request refused')
    if (oauth) {
      out = asOauth(out)
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache')
    }
    if (err instanceof BodyError && req.routeOptions.config?.jsonRpc === true) {
      // JSON-RPC 2.0: a body that is not JSON is a parse error object, with no id to answer.
      // Sent as text: the route's declared 400 body is the {error} shape, which would recast it.
      const body = JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: `Parse error: ${out.message}` } })
      return reply.code(400).type('application/json; charset=utf-8').send(body)
    }
    return reply.code(out.statusCode).headers(out.headers).send({ error: out.message })
  })

  // The method and path go to the log only: a path may carry anything, and is never echoed.
  app.setNotFoundHandler((req, reply) => {
    req.log.info({ method: req.method, path: req.url.split('?')[0]!.slice(0, 2000) }, 'no such route')
    return reply.code(404).send({ error: 'no such route' })
  })
}

export default fp(errorsPlugin, { name: 'errors' })
