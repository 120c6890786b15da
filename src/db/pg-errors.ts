// Maps PostgreSQL and connection failures to catalogue errors, in one place.
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

export function mapDatabaseError(err: unknown): AppError | undefined {
  if (!err || typeof err !== 'object') return undefined
  const e = err as { code?: string; message?: string }
  if (e.code && INPUT_ERRORS[e.code]) return errors.badRequest(INPUT_ERRORS[e.code]!)
  if (e.code === '57014') return errors.unavailable('the database did not answer in time')
  // A deadlock or serialization failure aborted the transaction: nothing was written; retry.
  if (e.code === '40P01' || e.code === '40001') return new AppError(503, 'conflicting concurrent request: retry', { 'retry-after': '1' })
  if (e.code && (CONNECTION_CODES.has(e.code) || e.code.startsWith('08') || e.code === '57P01' || e.code === '57P03')) {
    return errors.unavailable('database unavailable')
  }
  if (e.message && /timeout exceeded when trying to connect|Connection terminated/i.test(e.message)) {
    return errors.unavailable('database unavailable')
  }
  return undefined
}

/** A write under (project_id, user_id) whose user does not exist fails its foreign key. */
export function orUserNotFound(err: unknown): never {
  if ((err as { code?: string })?.code === '23503') throw errors.userNotFound()
  throw err
}
