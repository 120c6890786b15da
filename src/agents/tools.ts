// The data tools: what an assistant may read of one user's data, and the one thing it may write
// (a meal). Chat completions (src/modules/chat) offer them to a model through tool calling, the
// MCP server (src/modules/mcp) to MCP clients; both go through here. A tool runs with the
// caller's token: it is offered only when the token has its scope, it reaches only the user it
// was opened for (the chat path's user, checked by the guard; for MCP, the user a user token
// belongs to), each read is one database round trip, a result is bounded in size, and every
// result names what it read (`sources`).
import { Type, type Static, type TObject } from '@sinclair/typebox'
import type { ValidateFunction } from 'ajv'
import type { FastifyBaseLogger, FastifySchemaValidationError } from 'fastify'
import type { SchemaErrorDataVar } from 'fastify/types/schema.js'
import type { Queryable } from '../db/pool.js'
import type { AuthContext } from '../http/types.js'
import { grantsScope, type Scope } from '../auth/scopes.js'
import { AppError } from '../errors.js'
import { mapDatabaseError } from '../db/pg-errors.js'
import { formatValidationError } from '../http/errors.js'
import { compileInput, makeAjv } from '../schemas/ajv.js'
import { inputProblem } from '../schemas/json-input.js'
import { DateOnly, DateTime, StringEnum } from '../schemas/common.js'
import type { ListPage } from '../db/list.js'
import { getUser } from '../modules/users/index.js'
import { listSummaries, SUMMARY_NAMES } from '../modules/summaries/index.js'
import { listFacts, FACT_TYPES } from '../modules/facts/index.js'
import { listMeals, MEAL_TYPES, mealInput, type Meal, type MealsService } from '../modules/meals/index.js'
import { DAILY_RECORD_TYPES, listDailyRecords } from '../modules/daily-records/index.js'
import { listActivities } from '../modules/activities/index.js'
import { listBaselines } from '../modules/baselines/index.js'
import { recordsWithType } from '../modules/custom-records/index.js'

export const TOOL_NAMES = [
  'get_profile',
  'list_summaries',
  'list_facts',
  'list_daily_records',
  'list_activities',
  'list_meals',
  'list_baselines',
  'list_custom_records',
  'log_meal',
] as const
export type ToolName = (typeof TOOL_NAMES)[number]

/** A healthd resource a tool read (the `sources` of a chat answer). */
export interface Source {
  type: 'profile' | 'summary' | 'fact' | 'daily_record' | 'activity' | 'meal' | 'baseline' | 'custom_record'
  id: string
  [k: string]: unknown
}

export interface ToolContext {
  db: Queryable
  auth: AuthContext
  /** The user the tools reach: the chat path's user, or an MCP user token's own user. */
  userId: string
  meals: Pick<MealsService, 'createMeal'>
  log: FastifyBaseLogger
}

export interface ToolOutput {
  /** What the caller (a model, an MCP client) reads: JSON, at most MAX_RESULT_BYTES. */
  result: Record<string, unknown> & { sources: Source[] }
  sources: Source[]
}

/** A tool call that could not be answered; its message is safe to show the model. */
export class ToolError extends Error {}

/** A tool result's JSON stays under this many bytes: items are left off the end, with a note. */
export const MAX_RESULT_BYTES = 24_000
/** Arrays inside an item are cut to this many elements, strings to MAX_STRING characters. */
const MAX_ARRAY = 24
const MAX_STRING = 2_000

const Limit = (max: number, dflt: number) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: max, default: dflt, description: `How many, newest first (at most ${max}; default ${dflt})` }))
const Day = (what: string) => Type.Optional(DateOnly({ description: `${what} local day (YYYY-MM-DD, inclusive, by the user's tz_offset)` }))
const DayRange = { start_date: Day('First'), end_date: Day('Last') }

export const TOOL_SCHEMAS = {
  get_profile: Type.Object({}, { additionalProperties: false }),
  list_summaries: Type.Object(
    {
      name: Type.Optional(StringEnum(SUMMARY_NAMES, { description: 'Only summaries of this name, e.g. SleepSummary, WeeklySummary' })),
      ...DayRange,
      limit: Limit(20, 10),
    },
    { additionalProperties: false },
  ),
  list_facts: Type.Object(
    { type: Type.Optional(StringEnum(FACT_TYPES, { description: 'Only facts of this type' })), limit: Limit(50, 20) },
    { additionalProperties: false },
  ),
  list_daily_records: Type.Object(
    {
      type: Type.Optional(StringEnum(DAILY_RECORD_TYPES, { description: 'scores (0–100 a day, e.g. sleep), zones, or logs (habits done)' })),
      name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Only records of this name, e.g. sleep' })),
      ...DayRange,
      limit: Limit(62, 31),
    },
    { additionalProperties: false },
  ),
  list_activities: Type.Object(
    { type: Type.Optional(StringEnum(['workout', 'mindfulness'] as const)), ...DayRange, limit: Limit(20, 10) },
    { additionalProperties: false },
  ),
  list_meals: Type.Object({ ...DayRange, limit: Limit(20, 10) }, { additionalProperties: false }),
  list_baselines: Type.Object(
    { name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Only this metric, e.g. sleep' })) },
    { additionalProperties: false },
  ),
  list_custom_records: Type.Object(
    {
      type: Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$', description: "The record type's name (GET /config lists the project's types)" }),
      ...DayRange,
      limit: Limit(50, 20),
    },
    { additionalProperties: false, required: ['type'] },
  ),
  log_meal: Type.Object(
    {
      description: Type.String({ minLength: 1, maxLength: 2000, description: 'What was eaten, in the user’s words, with amounts where known' }),
      meal_time: Type.Optional(DateTime({ description: 'When it was eaten (default: now)' })),
      meal_type: Type.Optional(StringEnum(MEAL_TYPES)),
      portion_multiplier: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10 })),
    },
    { additionalProperties: false, required: ['description'] },
  ),
} satisfies Record<ToolName, TObject>

type Args<N extends ToolName> = Static<(typeof TOOL_SCHEMAS)[N]>

interface ToolSpec<N extends ToolName> {
  description: string
  /** The scope the tool's route needs. */
  scope: Scope
  /** Whether it writes (MCP's readOnlyHint and destructiveHint). */
  writes?: boolean
  run(ctx: ToolContext, args: Args<N>): Promise<ToolOutput>
}

// ---- helpers ---------------------------------------------------------------------------------

/** Cuts long arrays and strings inside one item, so a single workout's samples cannot flood a result. */
function compact(v: unknown, depth = 0): unknown {
  if (typeof v === 'string') return v.length > MAX_STRING ? `${v.slice(0, MAX_STRING)}…` : v
  if (Array.isArray(v)) {
    const kept = v.slice(0, MAX_ARRAY).map((x) => compact(x, depth + 1))
    return v.length > MAX_ARRAY ? [...kept, `… ${v.length - MAX_ARRAY} more`] : kept
  }
  if (v && typeof v === 'object') {
    if (depth > 6) return '…'
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, compact(x, depth + 1)]))
  }
  return v
}

/** A list's result: items (compacted), the total, and items left off the end to stay in bounds. */
function listResult(
  items: Record<string, unknown>[],
  total: number,
  sourceOf: (item: Record<string, unknown>) => Source,
  extra: Record<string, unknown> = {},
): ToolOutput {
  const kept = items.map((i) => compact(i) as Record<string, unknown>)
  const sources = kept.map(sourceOf)
  const build = (dropped: number) => ({
    ...extra,
    total,
    returned: kept.length,
    ...(dropped ? { note: `${dropped} more item(s) left off to keep this result small: ask for a shorter period or a lower limit` } : {}),
    items: kept,
    sources,
  })
  // The JSON's size without the items and sources, then each item and its source with a comma.
  const size = (x: unknown) => Buffer.byteLength(JSON.stringify(x)) + 1
  let bytes =
    Buffer.byteLength(JSON.stringify({ ...build(items.length), items: [], sources: [] })) + kept.reduce((n, i, k) => n + size(i) + size(sources[k]), 0)
  let dropped = 0
  while (kept.length && bytes > MAX_RESULT_BYTES) {
    bytes -= size(kept.pop()) + size(sources.pop())
    dropped++
  }
  const result = build(dropped)
  return { result, sources }
}

function pageItems(page: ListPage): Record<string, unknown>[] {
  if (!page.userExists) throw new ToolError('user not found')
  return JSON.parse(page.items.toString('utf8')) as Record<string, unknown>[]
}

function assertRange(a: { start_date?: string | undefined; end_date?: string | undefined }): void {
  if (a.start_date && a.end_date && a.start_date > a.end_date) throw new ToolError('start_date must not be after end_date')
}

/** What a model needs of a summary: its identity, period, numbers and text (not its bookkeeping). */
function summaryItem(s: Record<string, unknown>): Record<string, unknown> {
  const out = s['llm_output'] as { title?: string; text?: string } | undefined
  return {
    id: s['id'],
    name: s['name'],
    ...(s['period'] ? { period: s['period'] } : {}),
    ...(out ? { title: out.title, text: out.text } : {}),
    data: s['data'],
    is_custom: s['is_custom'],
    created_at: s['created_at'],
  }
}

const summarySource = (s: Record<string, unknown>): Source => ({
  type: 'summary',
  id: String(s['id']),
  name: s['name'],
  ...(s['period'] ? { period: s['period'] } : {}),
})

// ---- the tools --------------------------------------------------------------------------------

/** What a model needs of an activity or a daily record: the API's object without its bookkeeping. */
function dataItem(x: Record<string, unknown>): Record<string, unknown> {
  const { project_id: _p, user_id: _u, created_at: _c, updated_at: _up, ...rest } = x
  return rest
}

const TOOLS: { [N in ToolName]: ToolSpec<N> } = {
  get_profile: {
    description:
      "The user's profile: language, time zone offset (tz_offset, seconds east of UTC), units, gender, birthday, height (cm), weight (kg), thresholds.",
    scope: 'users:read',
    async run(ctx) {
      const u = await getUser(ctx.db, ctx.auth.projectId, ctx.userId)
      if (!u) throw new ToolError('user not found')
      const sources: Source[] = [{ type: 'profile', id: u.id }]
      return { result: { profile: compact(u) as Record<string, unknown>, sources }, sources }
    },
  },
  list_summaries: {
    description:
      "The user's AI summaries (healthd's analyses with their numbers and text), newest first: SleepSummary (a night), WorkoutSummary and MindfulsessionSummary (one activity), MealSummary (one meal), DailySummary and DailyNutritionSummary (a day), WeeklySummary, WeeklyActivitySummary (training load), WeeklyNutritionSummary, TrendSummary (4-week trends of scores), ImpactSummary (habits against scores).",
    scope: 'ai_summaries:read',
    async run(ctx, a) {
      assertRange(a)
      const page = await listSummaries(ctx.db, ctx.auth.projectId, ctx.userId, {
        name: a.name,
        startDate: a.start_date,
        endDate: a.end_date,
        limit: a.limit ?? 10,
      })
      const items = pageItems(page)
      return listResult(items.map(summaryItem), page.total, summarySource)
    },
  },
  list_facts: {
    description:
      'Facts healthd derived about the user (e.g. typical sleep score, training frequency), with their certainty and, for a derived fact, its stable key, newest first.',
    scope: 'facts:read',
    async run(ctx, a) {
      const page = await listFacts(ctx.db, ctx.auth.projectId, ctx.userId, { type: a.type, limit: a.limit ?? 20, withKey: true })
      return listResult(pageItems(page), page.total, (f) => ({ type: 'fact', id: String(f['id']) }))
    },
  },
  list_daily_records: {
    description: 'Daily records by local day, newest first: scores (e.g. sleep, readiness: 0–100), zones, logs (habits done that day).',
    scope: 'daily_records:read',
    async run(ctx, a) {
      assertRange(a)
      const page = await listDailyRecords(ctx.db, ctx.auth.projectId, ctx.userId, a, a.limit ?? 31)
      const items = pageItems(page).map((r) => ({ id: `${r['type']}/${r['date']}/${r['name']}`, ...dataItem(r) }))
      return listResult(items, page.total, (r) => ({ type: 'daily_record', id: String(r['id']) }))
    },
  },
  list_activities: {
    description: 'Workouts and mindfulness sessions, newest first, with their measurements (duration, calories, heart rate, TSS where sent).',
    scope: 'activities:read',
    async run(ctx, a) {
      assertRange(a)
      const page = await listActivities(ctx.db, ctx.auth.projectId, ctx.userId, a, a.limit ?? 10)
      return listResult(pageItems(page).map(dataItem), page.total, (x) => ({ type: 'activity', id: String(x['id']), activity_type: x['type'] }))
    },
  },
  list_meals: {
    description: 'Logged meals, newest first, each with its analysis (foods, grams, calories, macronutrients).',
    scope: 'nutrition:read',
    async run(ctx, a) {
      assertRange(a)
      const page = await listMeals(ctx.db, ctx.auth.projectId, ctx.userId, { startDate: a.start_date, endDate: a.end_date, limit: a.limit ?? 10 })
      const items = pageItems(page).map((m) => {
        const s = m['summary'] as Record<string, unknown> | undefined
        const data = (s?.['data'] ?? {}) as Record<string, unknown>
        const out = s?.['llm_output'] as { text?: string } | undefined
        const { summary: _summary, project_id: _p, user_id: _u, ...rest } = m
        return { ...rest, ...(s ? { totals: data['totals'], items: data['items'], summary_text: out?.text } : {}) }
      })
      return listResult(items, page.total, (m) => ({ type: 'meal', id: String(m['id']), summary_id: m['summary_id'] }))
    },
  },
  list_baselines: {
    description: "The user's baselines: the usual mean, median and spread of a metric (e.g. sleep) that days are compared with.",
    scope: 'baselines:read',
    async run(ctx, a) {
      const page = await listBaselines(ctx.db, ctx.auth.projectId, ctx.userId, { name: a.name }, 100)
      const items = pageItems(page).map((b) => ({ name: b['name'], ...(b['data'] as Record<string, unknown>), updated_at: b['updated_at'] }))
      return listResult(items, page.total, (b) => ({ type: 'baseline', id: String(b['name']) }))
    },
  },
  list_custom_records: {
    description: "Records of one of the project's custom record types (e.g. blood pressure, mood), newest first.",
    scope: 'custom_records:read',
    async run(ctx, a) {
      if (!grantsScope(ctx.auth.scopes, 'custom_records:read', { type: a.type }))
        throw new ToolError(`this token may not read custom records of type ${a.type}`)
      assertRange(a)
      const r = await recordsWithType(ctx.db, ctx.auth.projectId, ctx.userId, a.type, { startDate: a.start_date, endDate: a.end_date, limit: a.limit ?? 20 })
      if (!r.userExists) throw new ToolError('user not found')
      if (!r.type) throw new ToolError(`no custom record type named ${a.type}`)
      const items = r.items.map(({ project_id: _p, user_id: _u, ...rest }) => rest)
      return listResult(items, r.total, (c) => ({ type: 'custom_record', id: String(c['id']), record_type: a.type }), {
        record_type: { name: r.type.name, unit: r.type.unit, description: r.type.description },
      })
    },
  },
  log_meal: {
    description:
      'Logs a meal the user says they ate: healthd analyses the description (foods, grams, calories, macronutrients), stores the meal and its summary, and returns them. Only when the user asks to log it.',
    scope: 'nutrition:create',
    writes: true,
    async run(ctx, a) {
      let input: ReturnType<typeof mealInput>
      try {
        input = mealInput('arguments', a)
      } catch (err) {
        throw new ToolError((err as Error).message)
      }
      try {
        // The meal as its routes send it (as list_meals reads them).
        const meal = JSON.parse(
          await ctx.meals.createMeal(ctx.auth.projectId, ctx.userId, { ...input, ...(a.meal_type ? { meal_type: a.meal_type } : {}) }, ctx.log),
        ) as Meal
        const data = (meal.summary?.data ?? {}) as Record<string, unknown>
        const sources: Source[] = [{ type: 'meal', id: meal.id, summary_id: meal.summary_id }]
        const result = {
          meal: compact({
            id: meal.id,
            description: meal.description,
            meal_time: meal.meal_time,
            ...(meal.meal_type ? { meal_type: meal.meal_type } : {}),
            summary_id: meal.summary_id,
            totals: data['totals'],
            items: data['items'],
            unmatched: data['unmatched'],
          }) as Record<string, unknown>,
          sources,
        }
        return { result, sources }
      } catch (err) {
        // A refusal of the write path (the user is gone, the input is out of bounds) is the caller's to read.
        if (err instanceof AppError && err.statusCode < 500) throw new ToolError(err.message)
        throw err
      }
    },
  },
}

// ---- offering and running ----------------------------------------------------------------------

export interface ToolDefinition {
  name: ToolName
  description: string
  /** JSON Schema of the arguments, as plain JSON (no TypeBox symbols); shared, never to be changed. */
  parameters: Readonly<Record<string, unknown>>
  writes: boolean
}

/** Whether a token may use a tool: its route's scope (custom records: any of its record types). */
export function mayUse(auth: Pick<AuthContext, 'scopes'>, name: ToolName): boolean {
  const scope = TOOLS[name].scope
  if (auth.scopes.has(scope)) return true
  if (scope === 'custom_records:read') for (const s of auth.scopes) if (/^custom_records:[a-z][a-z0-9_]*:read$/.test(s)) return true
  return false
}

/** Every tool as callers see it, built once: a chat request or an MCP listing only filters them. */
const DEFINITIONS: readonly ToolDefinition[] = TOOL_NAMES.map((name) => ({
  name,
  description: TOOLS[name].description,
  parameters: JSON.parse(JSON.stringify(TOOL_SCHEMAS[name])) as Record<string, unknown>,
  writes: TOOLS[name].writes ?? false,
}))

/** The tools a token may use, in catalogue order. */
export function toolsFor(auth: Pick<AuthContext, 'scopes'>): ToolDefinition[] {
  return DEFINITIONS.filter((d) => mayUse(auth, d.name))
}

export const isToolName = (s: string): s is ToolName => (TOOL_NAMES as readonly string[]).includes(s)

const ajv = makeAjv(false)
const validators = new Map<ToolName, ValidateFunction>(TOOL_NAMES.map((n) => [n, compileInput(ajv, TOOL_SCHEMAS[n])]))

export type ToolCallOutcome = { ok: true; output: ToolOutput; ms: number } | { ok: false; error: string; ms: number }

/**
 * Why a call cannot run, before any tool-specific argument is read: an unknown tool (named as
 * such, whatever its arguments), a tool the token may not use, or text PostgreSQL cannot store
 * anywhere in the arguments (NUL, a lone surrogate, a number that is not finite), refused with
 * the message the REST routes give. Undefined when the call may go on.
 */
export function refusalOf(auth: Pick<AuthContext, 'scopes'>, name: string, args: unknown): string | undefined {
  if (!isToolName(name)) return `unknown tool ${JSON.stringify(name.slice(0, 64))}`
  if (!mayUse(auth, name)) return `the token lacks the scope ${TOOLS[name].scope} that ${name} needs`
  // The body door's own checks (src/schemas/json-input.ts), which POST /mcp leaves to this call.
  return inputProblem(args, 'arguments')
}

/**
 * Runs one tool call for the token in `ctx`: refused as refusalOf says, or when the arguments do
 * not match the tool's schema (the message names the argument as a REST route names a body
 * field); a ToolError's message, or the message of an input PostgreSQL refused, goes back to the
 * caller; any other failure is logged (never the arguments or the data) and reported as a failure.
 */
export async function runTool(ctx: ToolContext, name: string, args: unknown): Promise<ToolCallOutcome> {
  const started = performance.now()
  const done = (o: { ok: true; output: ToolOutput } | { ok: false; error: string }): ToolCallOutcome => ({ ...o, ms: performance.now() - started })
  const refused = refusalOf(ctx.auth, name, args)
  if (refused !== undefined || !isToolName(name)) return done({ ok: false, error: refused ?? 'unknown tool' })
  const a = args === undefined || args === null ? {} : structuredClone(args)
  const validate = validators.get(name)!
  if (!validate(a)) {
    // The REST routes' wording, with `arguments` where a route names the body (the formatter only writes it into the text).
    const message = formatValidationError(validate.errors as FastifySchemaValidationError[], 'arguments' as SchemaErrorDataVar).message
    return done({ ok: false, error: message })
  }
  try {
    const output = await (TOOLS[name] as ToolSpec<ToolName>).run(ctx, a as never)
    return done({ ok: true, output })
  } catch (err) {
    if (err instanceof ToolError) return done({ ok: false, error: err.message })
    const refusal = mapDatabaseError(err)
    if (refusal && refusal.statusCode < 500) return done({ ok: false, error: refusal.message })
    ctx.log.error({ err: { message: (err as Error).message, code: (err as { code?: string }).code }, tool: name }, 'data tool failed')
    return done({ ok: false, error: 'the tool failed; try again later' })
  }
}
