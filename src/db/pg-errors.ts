// Maps PostgreSQL and connection failures to catalogue errors, in one place.
import { AppError, errors } from '../errors.js'

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'ENOENT'])

export function mapDatabaseError(err: unknown): AppError | undefined {
  if (!err || typeof err !== 'object') return undefined
  const e = err as { code?: string; message?: string }
  if (e.code === '57014') return errors.unavailable('the database did not answer in time')
  if (e.code && (CONNECTION_CODES.has(e.code) || e.code.startsWith('08') || e.code === '57P01' || e.code === '57P03')) {
    return errors.unavailable('database unavailable')
  }
  if (e.message && /timeout exceeded when trying to connect|Connection terminated/i.test(e.message)) {
    return errors.unavailable('database unavailable')
  }
  return undefined
}
