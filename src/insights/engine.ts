// Runs the insights: one queued job (an activity, a sleep score, a closed day or week), or a
// backfill over a range of local days. Both load a UserContext, let the generators draft, and
// store each draft only when its numbers changed, so running anything twice changes nothing.
import type pg from 'pg'
import type { Config } from '../config.js'
import { LLM_INSIGHT_PROMPT_VERSION, INSIGHT_SYSTEM, llmText } from '../llm/openai.js'
import { loadContext, loadProfile, type UserContext } from './context.js'
import { deriveFacts } from './facts.js'
import {
  deleteSystemSummary,
  projectUserIds,
  storedSummaryMatches,
  upsertDerivedFact,
  upsertSystemSummary,
  type FactOutcome,
  type Outcome,
} from './repository.js'
import type { Job } from '../queue/insight-jobs.js'
import { activityDraft, BUILTIN_MODEL, dayDrafts, INSIGHTS_VERSION, sleepDrafts, weekDrafts, type Draft } from './summaries.js'
import { addDays, isoWeek, localDay } from './stats.js'

export interface Logger {
  warn(obj: object, msg: string): void
  info(obj: object, msg: string): void
}

export interface EngineDeps {
  db: pg.Pool
  llm: Config['llm']
  log: Logger
}

export interface Tally {
  summaries: Record<string, Record<Outcome, number>>
  facts: Record<FactOutcome, number>
}

export const emptyTally = (): Tally => ({ summaries: {}, facts: { created: 0, updated: 0, unchanged: 0, kept_deleted: 0, recreated: 0 } })

function count(t: Tally, name: string, o: Outcome) {
  t.summaries[name] ??= { created: 0, updated: 0, unchanged: 0 }
  t.summaries[name][o]++
}

/** Stores one draft: nothing when its inputs are unchanged; else text (LLM or built-in) and upsert. */
async function store(deps: EngineDeps, ctx: UserContext, d: Draft, t: Tally): Promise<void> {
  if (await storedSummaryMatches(deps.db, ctx.projectId, ctx.userId, d)) {
    count(t, d.name, 'unchanged')
    return
  }
  const language = ctx.profile.language ?? 'en'
  const written =
    deps.llm.provider === 'openai'
      ? await llmText(deps.llm, { language, analysis: { type: d.name, period: d.period, data: d.data } }, deps.log as never, { system: INSIGHT_SYSTEM, subject: 'summary' })
      : undefined
  const text = written
    ? { llm_output: { language, ...written }, llm_debug: { model: deps.llm.model!, prompt_id: `${LLM_INSIGHT_PROMPT_VERSION}/${d.name}` } }
    : { llm_output: { language: 'en', ...d.text }, llm_debug: { model: BUILTIN_MODEL, prompt_id: `${INSIGHTS_VERSION}/${d.name}` } }
  count(t, d.name, await upsertSystemSummary(deps.db, ctx.projectId, ctx.userId, d, text))
}

/** Facts as of the user's last closed local day. */
async function refreshFacts(deps: EngineDeps, projectId: string, userId: string, tz: number, t: Tally): Promise<void> {
  const asOf = addDays(localDay(new Date(), tz), -1)
  const ctx = await loadContext(deps.db, projectId, userId, asOf, asOf)
  if (!ctx) return
  for (const f of deriveFacts(ctx, asOf)) t.facts[await upsertDerivedFact(deps.db, projectId, userId, f)]++
}

export async function runJob(deps: EngineDeps, job: Job): Promise<Tally> {
  const t = emptyTally()
  const { project_id: projectId, user_id: userId } = job
  switch (job.kind) {
    case 'activity': {
      const r = await deps.db.query<{ start_datetime: Date; type: string }>(
        'SELECT start_datetime, type FROM activities WHERE project_id = $1 AND user_id = $2 AND activity_id = $3',
        [projectId, userId, job.key],
      )
      const profile = await loadProfile(deps.db, projectId, userId)
      if (!r.rows[0] || !profile) return t
      const day = localDay(r.rows[0].start_datetime, profile.tz)
      const ctx = await loadContext(deps.db, projectId, userId, day, day)
      const d = ctx && activityDraft(ctx, job.key)
      if (!ctx || !d) return t
      // A PUT may have turned a workout into a mindfulness session or back.
      const other = d.name === 'WorkoutSummary' ? `MindfulsessionSummary:${job.key}` : `WorkoutSummary:${job.key}`
      await deleteSystemSummary(deps.db, projectId, userId, other)
      await store(deps, ctx, d, t)
      return t
    }
    case 'sleep': {
      const [day, ...rest] = job.key.split('/')
      const ctx = await loadContext(deps.db, projectId, userId, day!, day!)
      if (!ctx) return t
      const name = rest.join('/')
      for (const d of sleepDrafts(ctx, day!).filter((x) => x.data['score_name'] === name)) await store(deps, ctx, d, t)
      return t
    }
    case 'day': {
      const ctx = await loadContext(deps.db, projectId, userId, job.key, job.key)
      if (!ctx) return t
      for (const d of dayDrafts(ctx, job.key)) await store(deps, ctx, d, t)
      await refreshFacts(deps, projectId, userId, ctx.profile.tz, t)
      return t
    }
    case 'week': {
      const sunday = addDays(job.key, 6)
      const ctx = await loadContext(deps.db, projectId, userId, job.key, sunday)
      if (!ctx) return t
      for (const d of weekDrafts(ctx, job.key)) await store(deps, ctx, d, t)
      return t
    }
  }
}

export interface BackfillOptions {
  projectId: string
  userId?: string
  from: string
  to: string
  /** Called after each user, for progress. */
  onUser?: (userId: string, done: number, total: number) => void
}

export interface BackfillResult extends Tally {
  users: number
  /** Local days and weeks in the range that had not closed yet for a user, so were left out. */
  open_days_skipped: number
  open_weeks_skipped: number
}

/**
 * Generates everything for local days [from, to]: the summaries of activities and sleep scores
 * in it, of every closed day, and of every closed ISO week that overlaps it; then the facts as of
 * each user's last closed day. Idempotent.
 */
export async function backfill(deps: EngineDeps, o: BackfillOptions): Promise<BackfillResult> {
  const users = o.userId ? [o.userId] : await projectUserIds(deps.db, o.projectId)
  const result: BackfillResult = { ...emptyTally(), users: 0, open_days_skipped: 0, open_weeks_skipped: 0 }
  let done = 0
  for (const userId of users) {
    const profile = await loadProfile(deps.db, o.projectId, userId)
    if (!profile) throw new Error(`user ${userId} not found in project ${o.projectId}`)
    const today = localDay(new Date(), profile.tz)
    const lastClosed = addDays(today, -1)
    const lastMonday = isoWeek(o.to).monday
    const until = [addDays(lastMonday, 6), today].sort()[0]!
    const ctx = await loadContext(deps.db, o.projectId, userId, o.from, until)
    if (!ctx) continue
    const inRange = (d: string) => d >= o.from && d <= o.to
    for (const a of ctx.activities.filter((x) => inRange(x.day))) {
      const d = activityDraft(ctx, a.id)
      if (d) await store(deps, ctx, d, result)
    }
    for (const day of [...new Set(ctx.scores.filter((s) => inRange(s.date)).map((s) => s.date))].sort()) {
      for (const d of sleepDrafts(ctx, day)) await store(deps, ctx, d, result)
    }
    for (let day = o.from; day <= o.to; day = addDays(day, 1)) {
      if (day > lastClosed) {
        result.open_days_skipped++
        continue
      }
      for (const d of dayDrafts(ctx, day)) await store(deps, ctx, d, result)
    }
    for (let monday = isoWeek(o.from).monday; monday <= o.to; monday = addDays(monday, 7)) {
      if (addDays(monday, 6) > lastClosed) {
        result.open_weeks_skipped++
        continue
      }
      for (const d of weekDrafts(ctx, monday)) await store(deps, ctx, d, result)
    }
    await refreshFacts(deps, o.projectId, userId, profile.tz, result)
    result.users++
    o.onUser?.(userId, ++done, users.length)
  }
  return result
}
