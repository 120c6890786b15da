// Reads PostgreSQL and connection failures in one place: the catalogue error a request gets,
// whether the database is unreachable, and what a log line says of the failure.
import { AppError, errors } from '../errors.js'

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'ENOENT'])

/** Data exceptions PostgreSQL raises for values a client sent that validation let through. */
const INPUT_ERRORS: Record<string, string> = {
  '22P05': errors.nulInText().message,
  '22021': errors.nulInText().message,
  '22003': 'a number is out of range',
  '22008': 'a date or time is out of range',
  '22007': 'a date or time is invalid',
}

/**
 * The failure says the database could not be reached or the connection was lost (refused,
 * reset, shut down, starting up), not that a statement was wrong.
 */
export function isConnectionError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false
  const e = err as { code?: unknown; message?: unknown }
  const code = typeof e.code === 'string' ? e.code : ''
  if (code && (CONNECTION_CODES.has(code) || code.startsWith('08') || code === '57P01' || code === '57P03')) return true
  return typeof e.message === 'string' && /timeout exceeded when trying to connect|Connection terminated/i.test(e.message)
}

export function mapDatabaseError(err: unknown): AppError | undefined {
  if (!err || typeof err !== 'object') return undefined
  const e = err as { code?: string; message?: string }
  if (e.code && INPUT_ERRORS[e.code]) return errors.badRequest(INPUT_ERRORS[e.code]!)
  if (e.code === '57014') return errors.unavailable('the database did not answer in time')
  // A deadlock or serialization failure aborted the transaction: nothing was written; retry.
  if (e.code === '40P01' || e.code === '40001') return new AppError(503, 'conflicting concurrent request: retry', { 'retry-after': '1' })
  if (isConnectionError(err)) return errors.unavailable('database unavailable')
  return undefined
}

/**
 * A failure as log fields: `error`, its message, never empty, and `code` when it has one. A
 * connect to a host with several addresses fails with an AggregateError whose own message is
 * empty: its addresses' errors say what happened.
 */
export function describeDbError(err: unknown): { error: string; code?: string } {
  if (!err || typeof err !== 'object') return { error: String(err) }
  const e = err as { message?: unknown; code?: unknown; errors?: unknown; name?: unknown }
  const inner = Array.isArray(e.errors) ? e.errors.map(describeDbError) : []
  const own = typeof e.message === 'string' ? e.message : ''
  const message = [own, inner.map((i) => i.error).join('; ')].filter(Boolean).join(': ')
  const code = typeof e.code === 'string' && e.code ? e.code : inner.find((i) => i.code)?.code
  return { error: message || (typeof e.name === 'string' && e.name) || 'unknown error', ...(code ? { code } : {}) }
}

/** A write under (project_id, user_id) whose user does not exist fails its foreign key. */
export function orUserNotFound(err: unknown): never {
  if ((err as { code?: string })?.code === '23503') throw errors.userNotFound()
  throw err
}
