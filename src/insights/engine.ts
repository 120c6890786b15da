// Runs the insights: one queued job (an activity, a sleep score, a closed day or week), or a
// backfill over a range of local days. Both load a UserContext, let the generators draft, and
// store each draft only when its numbers changed, so running anything twice changes nothing.
import type pg from 'pg'
import type { Config } from '../config.js'
import { LLM_INSIGHT_PROMPT_VERSION, INSIGHT_SYSTEM, llmText } from '../llm/openai.js'
import { isSleepScore, loadContext, loadProfile, loadUserData, sliceContext, type ContextRequest, type LoadedData, type UserContext } from './context.js'
import { deriveFacts, ruleOf } from './facts.js'
import { upsertDerivedFacts, type DerivedFactOutcome } from '../modules/facts/index.js'
import { listUserIds } from '../modules/users/index.js'
import { deleteSystemSummary, storedSummaryMatches, upsertSystemSummaries, type Outcome, type SummaryText } from '../modules/summaries/index.js'
import { dueRows, enqueuePeriodJobs, settleChanged, type DueRow, type Job } from '../queue/insight-jobs.js'
import { activityDraft, BUILTIN_MODEL, dayDrafts, INSIGHTS_VERSION, sleepDrafts, weekDrafts, type Draft } from './summaries.js'
import { addDays, isoWeek, localDay } from '../time/calendar.js'

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
  facts: Record<DerivedFactOutcome, number>
}

export const emptyTally = (): Tally => ({ summaries: {}, facts: { created: 0, updated: 0, unchanged: 0, kept_deleted: 0, recreated: 0 } })

function count(t: Tally, name: string, o: Outcome) {
  t.summaries[name] ??= { created: 0, updated: 0, unchanged: 0 }
  t.summaries[name][o]++
}

/** The built-in text of a draft. */
const builtinText = (d: Draft): SummaryText => ({
  llm_output: { language: 'en', ...d.text },
  llm_debug: { model: BUILTIN_MODEL, prompt_id: `${INSIGHTS_VERSION}/${d.name}` },
})

/**
 * A draft as a model writes its text: without `data.sentences`, which says where the built-in text
 * says what and would misplace a reader in a model's text (nor is it a number for the model).
 */
function withoutSentenceKeys(d: Draft): Draft {
  if (!('sentences' in d.data)) return d
  const { sentences: _keys, ...data } = d.data
  return { ...d, data }
}

/**
 * Stores drafts: nothing for those whose inputs are unchanged; else text (LLM or built-in) and
 * upsert, all in one statement, with the summaries of the keys in `remove` deleted in it. With
 * the built-in text the upsert alone tells unchanged numbers apart; with an LLM they are looked
 * up first, so the LLM writes only for changed numbers.
 */
async function store(deps: EngineDeps, ctx: UserContext, drafts: Draft[], t: Tally, remove: string[] = []): Promise<void> {
  const items: { draft: Draft; text: SummaryText }[] = []
  if (deps.llm.provider === 'openai') {
    for (const d of drafts.map(withoutSentenceKeys)) {
      if (await storedSummaryMatches(deps.db, ctx.projectId, ctx.userId, d)) {
        count(t, d.name, 'unchanged')
        continue
      }
      const language = ctx.profile.language ?? 'en'
      const written = await llmText(deps.llm, { language, analysis: { type: d.name, period: d.period, data: d.data } }, deps.log as never, {
        system: INSIGHT_SYSTEM,
        subject: 'summary',
      })
      items.push({
        draft: d,
        text: written
          ? { llm_output: { language, ...written }, llm_debug: { model: deps.llm.model!, prompt_id: `${LLM_INSIGHT_PROMPT_VERSION}/${d.name}` } }
          : builtinText(d),
      })
    }
  } else {
    for (const d of drafts) items.push({ draft: d, text: builtinText(d) })
  }
  const outcomes = await upsertSystemSummaries(deps.db, ctx.projectId, ctx.userId, items, remove)
  for (const [i, item] of items.entries()) count(t, item.draft.name, outcomes[i]!)
}

/** Facts as of the user's last closed local day at `at`, from `data` when it covers them. */
async function refreshFacts(deps: EngineDeps, projectId: string, userId: string, at: Date, t: Tally, data?: LoadedData): Promise<void> {
  const factsOf = (d: LoadedData) => {
    const asOf = addDays(localDay(at, d.profile.tz), -1)
    const ctx = sliceContext(d, asOf, asOf)
    return ctx && { ctx, asOf }
  }
  let f = data && factsOf(data)
  if (!f) {
    const own = await loadUserData(deps.db, projectId, userId, { factsAt: at })
    f = own && factsOf(own)
  }
  if (!f) return
  for (const o of await upsertDerivedFacts(deps.db, projectId, userId, deriveFacts(f.ctx, f.asOf), (key, prev, next) => ruleOf(key).material(prev, next)))
    t.facts[o]++
}

/** What a job reads: its period's window (a day job: and the facts' day). */
export function jobRequest(job: Job, at: Date): ContextRequest {
  switch (job.kind) {
    case 'changed':
      // Reads its marked rows first, then loads what they need itself.
      return {}
    case 'activity':
      return { activityIds: [job.key] }
    case 'sleep': {
      const day = job.key.split('/')[0]!
      return { windows: [{ from: day, to: day }] }
    }
    case 'day':
      return { windows: [{ from: job.key, to: job.key }], factsAt: at }
    case 'week':
      return { windows: [{ from: job.key, to: addDays(job.key, 6) }] }
  }
}

/** What several jobs of one user read, loaded once. */
export function mergeRequests(reqs: ContextRequest[]): ContextRequest {
  const factsAt = reqs.find((r) => r.factsAt)?.factsAt
  return {
    windows: reqs.flatMap((r) => r.windows ?? []),
    activityIds: [...new Set(reqs.flatMap((r) => r.activityIds ?? []))],
    ...(factsAt ? { factsAt } : {}),
  }
}

/** The data that one job, or several jobs of one user claimed together, read. */
export interface Loaded {
  /** Undefined when the user does not exist. */
  data: LoadedData | undefined
  /** The instant the facts are derived as of (their last closed local day). */
  at: Date
}

/**
 * Loads, in one statement, what `jobs` (all of one user) read. A job with a malformed key is
 * left out: it fails on its own when it runs, not the others with it.
 */
export async function loadForJobs(deps: EngineDeps, jobs: Job[], at = new Date()): Promise<Loaded> {
  const { project_id: projectId, user_id: userId } = jobs[0]!
  const reqs = jobs.flatMap((j) => {
    try {
      return [jobRequest(j, at)]
    } catch {
      return []
    }
  })
  const data = await loadUserData(deps.db, projectId, userId, mergeRequests(reqs))
  return { data, at }
}

/** Rows marked summary_due that one 'changed' job takes; the rest go to the next, queued at once. */
export const CHANGED_BATCH = 200

/**
 * Runs one job. `loaded`: what loadForJobs loaded for it (with other jobs of its user, after the
 * job was claimed); by default it loads its own. `batch`: the most marked rows a 'changed' job
 * takes (fewer while the worker gives way to requests, so that each job stays short).
 */
export async function runJob(deps: EngineDeps, job: Job, loaded?: Loaded, batch = CHANGED_BATCH): Promise<Tally> {
  if (job.kind === 'changed') return runChanged(deps, job, batch)
  const t = emptyTally()
  const { data, at } = loaded ?? (await loadForJobs(deps, [job]))
  if (!data) return t
  const work = await draft(deps, job, data)
  if (work) await store(deps, work.ctx, work.drafts, t, work.remove)
  if (job.kind === 'day') await refreshFacts(deps, job.project_id, job.user_id, at, t, data)
  // An activity's or a sleep score's job (queued by a version before 0016) schedules its periods.
  if (work?.day) await enqueuePeriodJobs(deps.db, job.project_id, job.user_id, [work.day])
  return t
}

/** What a job stores, and (an activity's, a sleep score's) the local day whose periods follow it. */
interface Work {
  ctx: UserContext
  drafts: Draft[]
  /** System keys whose summaries go (an activity that changed type). */
  remove: string[]
  day?: string
}

/** The drafts of one job from the user's loaded data (a window it does not cover is loaded). */
async function draft(deps: EngineDeps, job: Job, data: LoadedData): Promise<Work | undefined> {
  const { project_id: projectId, user_id: userId } = job
  const window = (from: string, to: string) => sliceContext(data, from, to) ?? loadContext(deps.db, projectId, userId, from, to)
  switch (job.kind) {
    case 'activity': {
      const a = data.activities.find((x) => x.id === job.key)
      if (!a) {
        // Not the selected one of its group (any more): it has no summary, and its day and week
        // are summarised again without it.
        const other = data.unselected.find((x) => x.id === job.key)
        if (!other) return undefined
        const ctx = await window(other.day, other.day)
        if (!ctx) return undefined
        const keys = [`WorkoutSummary:${job.key}`, `MindfulsessionSummary:${job.key}`]
        if (deps.llm.provider === 'openai') for (const k of keys) await deleteSystemSummary(deps.db, projectId, userId, k)
        return { ctx, drafts: [], remove: deps.llm.provider === 'openai' ? [] : keys, day: other.day }
      }
      const ctx = await window(a.day, a.day)
      const d = ctx && activityDraft(ctx, job.key)
      if (!ctx || !d) return ctx ? { ctx, drafts: [], remove: [], day: a.day } : undefined
      // A PUT may have turned a workout into a mindfulness session or back.
      const other = d.name === 'WorkoutSummary' ? `MindfulsessionSummary:${job.key}` : `WorkoutSummary:${job.key}`
      if (deps.llm.provider === 'openai') await deleteSystemSummary(deps.db, projectId, userId, other)
      return { ctx, drafts: [d], remove: deps.llm.provider === 'openai' ? [] : [other], day: a.day }
    }
    case 'sleep': {
      const [day, ...rest] = job.key.split('/')
      const ctx = await window(day!, day!)
      if (!ctx) return undefined
      const name = rest.join('/')
      return { ctx, drafts: sleepDrafts(ctx, day!).filter((x) => x.data['score_name'] === name), remove: [], day: day! }
    }
    case 'day': {
      const ctx = await window(job.key, job.key)
      return ctx && { ctx, drafts: dayDrafts(ctx, job.key), remove: [] }
    }
    case 'week': {
      const ctx = await window(job.key, addDays(job.key, 6))
      return ctx && { ctx, drafts: weekDrafts(ctx, job.key), remove: [] }
    }
    case 'changed':
      return undefined
  }
}

/**
 * A user's 'changed' job: the summaries of their activities and sleep scores marked summary_due,
 * stored in one statement, and the day and week jobs of every marked row's local day (due 5 s
 * from now, or when the period closes). Then each mark is cleared unless its row was written again
 * meanwhile (that write queued this job anew). A sync of many rows is taken `batch` rows at a time,
 * each batch a job of its own.
 */
async function runChanged(deps: EngineDeps, job: Job, batch: number): Promise<Tally> {
  const t = emptyTally()
  const { project_id: projectId, user_id: userId } = job
  const due = await dueRows(deps.db, projectId, userId, batch)
  if (!due.length) return t
  const parts: { job: Job; row: DueRow }[] = []
  const days = new Set<string>()
  for (const row of due) {
    if (row.activity_id !== null) parts.push({ row, job: { ...job, kind: 'activity', key: row.activity_id } })
    else if (row.type === 'scores' && isSleepScore(row.name)) parts.push({ row, job: { ...job, kind: 'sleep', key: `${row.date}/${row.name}` } })
    else days.add(row.date)
  }
  // A row whose drafts fail keeps its mark, and the job fails after the others are stored: it is
  // retried with backoff, and one bad row does not hold back its user's other summaries.
  const failed = new Set<DueRow>()
  let firstError: Error | undefined
  if (parts.length) {
    const { data } = await loadForJobs(
      deps,
      parts.map((p) => p.job),
    )
    if (!data) return t
    const works: Work[] = []
    for (const p of parts) {
      try {
        const w = await draft(deps, p.job, data)
        if (!w) continue
        works.push(w)
        if (w.day) days.add(w.day)
      } catch (err) {
        failed.add(p.row)
        firstError ??= new Error(`${p.job.kind} ${p.job.key}: ${(err as Error).message}`)
      }
    }
    if (works.length)
      await store(
        deps,
        works[0]!.ctx,
        works.flatMap((w) => w.drafts),
        t,
        works.flatMap((w) => w.remove),
      )
  }
  // A failed row keeps its mark; the job fails and its retry takes it (and the rest of a full batch).
  await settleChanged(deps.db, projectId, userId, {
    days: [...days],
    cleared: failed.size ? due.filter((r) => !failed.has(r)) : due,
    again: due.length === batch && !firstError,
  })
  if (firstError) throw new Error(`${failed.size} of ${due.length} changed rows failed; first: ${firstError.message}`)
  return t
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
  const users = o.userId ? [o.userId] : await listUserIds(deps.db, o.projectId)
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
      if (d) await store(deps, ctx, [d], result)
    }
    for (const day of [...new Set(ctx.scores.filter((s) => inRange(s.date)).map((s) => s.date))].sort()) {
      await store(deps, ctx, sleepDrafts(ctx, day), result)
    }
    for (let day = o.from; day <= o.to; day = addDays(day, 1)) {
      if (day > lastClosed) {
        result.open_days_skipped++
        continue
      }
      await store(deps, ctx, dayDrafts(ctx, day), result)
    }
    for (let monday = isoWeek(o.from).monday; monday <= o.to; monday = addDays(monday, 7)) {
      if (addDays(monday, 6) > lastClosed) {
        result.open_weeks_skipped++
        continue
      }
      await store(deps, ctx, weekDrafts(ctx, monday), result)
    }
    await refreshFacts(deps, o.projectId, userId, new Date(), result)
    result.users++
    o.onUser?.(userId, ++done, users.length)
  }
  return result
}
