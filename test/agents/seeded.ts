// Synthetic users for the built-in answerer's tests: written through the HTTP API, their insights
// run to completion, and what was stored read back, so tests can compare answers with it.
import { expect } from 'vitest'
import { ALL_SCOPES } from '../../src/auth/scopes.js'
import { backfill } from '../../src/insights/engine.js'
import type { ToolContext } from '../../src/agents/tools.js'
import { bearer, createTestApp, createTestProject, privateDatabase, type TestApp, type TestProject } from '../helpers/app.js'
import { addDays, localToday, mondayOf, syntheticUser, writeUser, type SyntheticUser, type Write } from '../helpers/synthetic.js'

export type Summary = {
  id: string
  name: string
  period: { type: string; id: string; start: string; end: string }
  data: SummaryData
  llm_output: { language: string; title: string; text: string }
}
/** The members of summary data the answerer's tests read: each summary type has those of its own type. */
export interface SummaryData {
  /** A meal summary's description. */
  description: string
  load: TrainingLoad
  load_at_week_end: TrainingLoad
  habits: { habit: string; metrics: { metric: string; finding?: string; habit_days: number }[] }[]
}
interface TrainingLoad {
  ratio_band: string
  acute_chronic_ratio: number
}
export type Fact = { id: string; text: string; type: string; created_at: string }

export interface Seeded {
  t: TestApp
  project: TestProject
  token: string
  /** The HTTP status of one write of a user's. */
  send(userId: string): (w: Write) => Promise<number>
  summaries(userId: string, query?: string): Promise<Summary[]>
  facts(userId: string, type?: string): Promise<Fact[]>
  /** A tool context for a user with these scopes (default: all). */
  tools(userId: string, scopes?: readonly string[]): ToolContext
  close(): Promise<void>
}

/** A: +05:30, a planted sleep trend and meditation effect, meals. B: −07:00, nothing planted, no meals. */
export const A = { id: 'answer-a', tz: 19_800 }
export const B = { id: 'answer-b', tz: -25_200 }

export async function seed(): Promise<Seeded & { userA: SyntheticUser; userB: SyntheticUser }> {
  const own = await privateDatabase()
  const t = await createTestApp(own ? { DATABASE_URL: own.url } : {})
  const project = await createTestProject(t.app)
  const token = await project.token()
  const send = (userId: string) => async (w: Write) =>
    (await t.app.inject({ method: w.method, url: `/users/${userId}${w.path}`, headers: bearer(token), payload: w.body })).statusCode
  const yesterday = (tz: number) => addDays(localToday(tz), -1)
  const userA = syntheticUser({
    seed: 7,
    tz: A.tz,
    from: mondayOf(addDays(localToday(A.tz), -35)),
    to: yesterday(A.tz),
    sleepSlopePerDay: 0.4,
    meditationEffect: 10,
    meals: true,
  })
  const userB = syntheticUser({ seed: 11, tz: B.tz, from: mondayOf(addDays(localToday(B.tz), -28)), to: yesterday(B.tz), workoutHour: 18 })
  await Promise.all([writeUser(userA, send(A.id)), writeUser(userB, send(B.id))])
  await queueIdle(t)
  const deps = { db: t.app.db, llm: t.config.llm, log: { info: () => {}, warn: () => {} } }
  for (const [u, s] of [
    [A, userA],
    [B, userB],
  ] as const) {
    await backfill(deps, { projectId: project.projectId, userId: u.id, from: s.days[0]!, to: yesterday(u.tz) })
  }

  async function summaries(userId: string, query = ''): Promise<Summary[]> {
    const out: Summary[] = []
    let page = ''
    do {
      const res = await t.app.inject({
        method: 'GET',
        url: `/users/${userId}/ai/summaries?limit=1000${query}${page ? `&page=${page}` : ''}`,
        headers: bearer(token),
      })
      expect(res.statusCode).toBe(200)
      out.push(...res.json().summaries)
      page = res.json().pagination.next_page
    } while (page)
    return out
  }
  async function facts(userId: string, type?: string): Promise<Fact[]> {
    const res = await t.app.inject({ method: 'GET', url: `/users/${userId}/facts?limit=1000${type ? `&type=${type}` : ''}`, headers: bearer(token) })
    expect(res.statusCode).toBe(200)
    return res.json().facts
  }
  const tools = (userId: string, scopes: readonly string[] = ALL_SCOPES): ToolContext => ({
    db: t.app.db,
    auth: {
      projectId: project.projectId,
      subject: project.clientId,
      principalType: 'client',
      clientId: project.clientId,
      userId: undefined,
      scopes: new Set(scopes),
    },
    userId,
    meals: t.app.services.meals,
    log: t.app.log,
  })
  return {
    t,
    project,
    token,
    userA,
    userB,
    send,
    summaries,
    facts,
    tools,
    async close() {
      await t.close()
      await own?.drop()
    },
  }
}

/** Waits until no insight job is due or running (jobs of open periods wait for their close). */
export async function queueIdle(t: TestApp): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const r = await t.app.db.query<{ n: number }>(
      "SELECT count(*) AS n FROM insight_jobs WHERE run_after <= now() + interval '6 seconds' OR leased_until IS NOT NULL",
    )
    if (r.rows[0]!.n === 0) return
    await new Promise((res) => setTimeout(res, 100))
  }
  throw new Error('insight queue did not drain')
}
