// The operations of npm run bench, in the order they run; BENCH_ONLY names a subset.
export const OPERATIONS = [
  {
    name: 'put-daily',
    api: 'PUT /users/{id}/daily_records/scores/{day}/{name}',
    raw: 'INSERT INTO daily_records … ON CONFLICT (project_id, user_id, type, date, name) DO UPDATE … RETURNING',
  },
  {
    name: 'put-activity',
    api: 'PUT /users/{id}/activities/{activity_id} (workout)',
    raw: 'INSERT INTO activities … ON CONFLICT (project_id, user_id, activity_id) DO UPDATE … RETURNING',
  },
  { name: 'patch-user', api: 'PATCH /users/{id}', raw: 'INSERT INTO users … ON CONFLICT (project_id, user_id) DO UPDATE (the 4 patched fields) … RETURNING' },
  {
    name: 'get-summaries',
    api: 'GET /users/{id}/ai/summaries?limit=50 (1,000)',
    raw: 'SELECT the summary columns, 50 newest by (period_start, summary_id) + JSON.stringify',
  },
  { name: 'get-meals', api: 'GET /users/{id}/nutrition/meals?limit=50 (200)', raw: 'SELECT 50 meals newest first LEFT JOIN their summaries + JSON.stringify' },
  { name: 'get-users', api: 'GET /users?limit=50', raw: 'SELECT the user columns, 50 newest by (created_at, user_id) + JSON.stringify' },
  {
    name: 'post-meal',
    api: 'POST /users/{id}/nutrition/meals',
    raw: 'INSERT a MealSummary and its meal in 1 statement (CTE … RETURNING both), precomputed analysis',
  },
  { name: 'healthz', api: 'GET /healthz (no database, no token)' },
  { name: 'token', api: 'POST /oauth/token (client credentials)' },
  { name: 'meal-latency', api: 'POST /users/{id}/ai/summaries, one at a time' },
]

/** The operations BENCH_ONLY selects (all when unset); throws on an unknown name. */
export function selected(only = process.env.BENCH_ONLY) {
  if (!only?.trim()) return OPERATIONS.map((o) => o.name)
  const names = only
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const known = new Set(OPERATIONS.map((o) => o.name))
  const unknown = names.filter((n) => !known.has(n))
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown operation ${unknown.join(', ')}; known: ${[...known].join(', ')}`)
  return OPERATIONS.map((o) => o.name).filter((n) => names.includes(n))
}
