// What the list and delete tests of user resources (activities, daily records, baselines) check
// alike: a walk through every page, the events a deletion wrote, the insight jobs it queued.
import { expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { bearer } from './app.js'

export interface Walked {
  /** Each page's items, in order. */
  pages: Record<string, unknown>[][]
  totals: number[]
}

/** Follows next_page from the first page to the last, `limit` items a page. */
export async function walk(app: FastifyInstance, token: string, url: string, items: string, limit: number): Promise<Walked> {
  const out: Walked = { pages: [], totals: [] }
  let page = ''
  const sep = url.includes('?') ? '&' : '?'
  for (let i = 0; i < 1000; i++) {
    const res = await app.inject({ method: 'GET', url: `${url}${sep}limit=${limit}${page ? `&page=${encodeURIComponent(page)}` : ''}`, headers: bearer(token) })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as Record<string, unknown> & { pagination: { limit: number; total: number; page: string; next_page: string } }
    expect(body.pagination.limit).toBe(limit)
    expect(body.pagination.page).toBe(page)
    out.pages.push(body[items] as Record<string, unknown>[])
    out.totals.push(body.pagination.total)
    if (!body.pagination.next_page) return out
    page = body.pagination.next_page
  }
  throw new Error('more than 1000 pages')
}

/** The events of `type` about `userId` in the project's event feed (an admin token's). */
export async function eventsOf(app: FastifyInstance, token: string, projectId: string, type: string, userId: string): Promise<Record<string, unknown>[]> {
  const res = await app.inject({ method: 'GET', url: `/v1/projects/${projectId}/events?limit=1000`, headers: bearer(token) })
  expect(res.statusCode, res.body).toBe(200)
  const events = res.json().events as { type: string; data: Record<string, unknown> }[]
  return events.filter((e) => e.type === type && e.data['user_id'] === userId).map((e) => e.data)
}

/** The user's pending insight jobs, as `kind key`, sorted. */
export async function pendingJobs(app: FastifyInstance, projectId: string, userId: string): Promise<string[]> {
  const r = await app.db.query<{ job: string }>(
    `SELECT kind || ' ' || key AS job FROM insight_jobs WHERE project_id = $1 AND user_id = $2 AND leased_until IS NULL ORDER BY 1`,
    [projectId, userId],
  )
  return r.rows.map((x) => x.job)
}

/**
 * Waits until the insights worker has taken the user's 'changed' jobs (their writes' summaries are
 * stored), then forgets the period jobs those queued: what is queued afterwards is what came next.
 */
export async function settleAndForgetJobs(app: FastifyInstance, projectId: string, userId: string): Promise<void> {
  const until = Date.now() + 30_000
  for (;;) {
    const r = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM insight_jobs WHERE project_id = $1 AND user_id = $2 AND kind = 'changed'`, [
      projectId,
      userId,
    ])
    if (r.rows[0]!.n === 0) break
    if (Date.now() > until) throw new Error('the changed job did not run')
    await new Promise((res) => setTimeout(res, 50))
  }
  await app.db.query(`DELETE FROM insight_jobs WHERE project_id = $1 AND user_id = $2 AND leased_until IS NULL`, [projectId, userId])
}

/** The day and week jobs of a local day `YYYY-MM-DD` (its ISO week's Monday), as pendingJobs writes them. */
export function periodJobs(day: string): string[] {
  const d = new Date(`${day}T00:00:00Z`)
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10)
  return [`day ${day}`, `week ${monday}`].sort()
}
