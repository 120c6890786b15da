// The user's local days (tz_offset) as UTC instants, for lists filtered by start_date/end_date.
import { errors } from '../errors.js'

/**
 * CTEs `u` and `b` for a list query whose parameters are $1 project_id, $2 user_id,
 * $3 start date, $4 end date (NULL: open). `b` has `user_exists`, and the bounds `lo`
 * (inclusive) and `hi` (exclusive) as instants, so an index on the timestamp serves the range.
 */
export const LOCAL_DAY_BOUNDS = `u AS (SELECT (SELECT coalesce(tz_offset, 0) FROM users WHERE project_id = $1 AND user_id = $2) AS tz),
     b AS (
       SELECT u.tz IS NOT NULL AS user_exists,
              ($3::date::timestamp AT TIME ZONE 'UTC') - make_interval(secs => coalesce(u.tz, 0)) AS lo,
              (($4::date + 1)::timestamp AT TIME ZONE 'UTC') - make_interval(secs => coalesce(u.tz, 0)) AS hi
       FROM u)`

export function assertDayRange(q: { start_date?: string; end_date?: string }): void {
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw errors.badRequest('querystring/start_date must not be after end_date')
}
