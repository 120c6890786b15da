// AI summary schemas: the summary resource (every type, system and custom), list query, patch body.
import { Type, type Static } from '@sinclair/typebox'
import { DateOnly, DateTime, ExternalId, IdentityFields, Nullable, PageQuery, PaginationSchema, ProvidersSchema, StringEnum } from '../../schemas/common.js'

export const SUMMARY_NAMES = [
  'WorkoutSummary',
  'MindfulsessionSummary',
  'MealSummary',
  'SleepSummary',
  'DailySummary',
  'WeeklySummary',
  'TrendSummary',
  'ImpactSummary',
  'WeeklyActivitySummary',
  'DailyNutritionSummary',
  'WeeklyNutritionSummary',
] as const
export type SummaryName = (typeof SUMMARY_NAMES)[number]
export const SummaryNameSchema = StringEnum(SUMMARY_NAMES)

export const PeriodSchema = Type.Object(
  {
    type: Type.String({ maxLength: 50, description: 'e.g. meal, workout, day, week' }),
    id: Type.Optional(Type.String({ maxLength: 255 })),
    start: DateTime(),
    end: DateTime(),
    duration_seconds: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
)
export const LlmOutputSchema = Type.Object(
  {
    language: Type.String({ maxLength: 35 }),
    title: Type.String({ maxLength: 500 }),
    text: Type.String({ maxLength: 20_000 }),
    followup_questions: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 20 }),
  },
  { additionalProperties: false },
)
export const LlmDebugSchema = Type.Object(
  {
    model: Type.Optional(Type.String({ maxLength: 200 })),
    prompt_id: Type.Optional(Type.String({ maxLength: 200 })),
    org_prompt_id: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
)
export const KnowledgeUrlSchema = Type.Object(
  { title: Type.String({ maxLength: 500 }), url: Type.String({ format: 'uri', maxLength: 2000 }) },
  { additionalProperties: false },
)
const Rating = Type.Unsafe<-1 | 0 | 1>({ type: 'integer', enum: [-1, 0, 1], description: '-1 bad, 0 no rating, 1 good' })
const DataObject = Type.Object({}, { additionalProperties: true, description: 'Metrics specific to the summary type' })

export const SummarySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: SummaryNameSchema,
    user_id: Type.String(),
    project_id: Type.String(),
    created_at: DateTime(),
    updated_at: DateTime(),
    period: Type.Optional(PeriodSchema),
    data: DataObject,
    llm_output: Type.Optional(LlmOutputSchema),
    providers: ProvidersSchema,
    is_custom: Type.Boolean(),
    ref: Type.Optional(Type.String()),
    knowledge_urls: Type.Array(KnowledgeUrlSchema),
    user_comment: Type.Optional(Type.String()),
    user_rating: Rating,
    llm_debug: Type.Optional(LlmDebugSchema),
  },
  { additionalProperties: false, title: 'AISummary' },
)
export type Summary = Static<typeof SummarySchema>

/** Any subset of the summary's fields. Server-kept fields (id, user_id, project_id, is_custom,
 * created_at, updated_at) may be echoed only with their current values. */
export const SummaryPatchSchema = Type.Object(
  {
    id: Type.Optional(Type.String()),
    ...IdentityFields,
    name: Type.Optional(SummaryNameSchema),
    created_at: Type.Optional(DateTime()),
    updated_at: Type.Optional(DateTime()),
    is_custom: Type.Optional(Type.Boolean()),
    period: Type.Optional(Type.Partial(PeriodSchema, { description: 'Merged into the current period (JSON Merge Patch)' })),
    data: Type.Optional(DataObject),
    llm_output: Type.Optional(Nullable(Type.Partial(LlmOutputSchema, { description: 'Merged into the current text; null removes it' }))),
    providers: Type.Optional(ProvidersSchema),
    ref: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    knowledge_urls: Type.Optional(Type.Array(KnowledgeUrlSchema, { maxItems: 50 })),
    user_comment: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
    user_rating: Type.Optional(Rating),
    llm_debug: Type.Optional(Nullable(LlmDebugSchema)),
  },
  { additionalProperties: false, title: 'AISummaryPatch' },
)
export type SummaryPatch = Static<typeof SummaryPatchSchema>

export const ListSummariesQuerySchema = Type.Object(
  {
    start_date: Type.Optional(DateOnly({ description: 'First local day (by the user’s tz_offset), inclusive' })),
    end_date: Type.Optional(DateOnly({ description: 'Last local day, inclusive' })),
    name: Type.Optional(SummaryNameSchema),
    ...PageQuery,
  },
  { additionalProperties: false },
)
export const SummaryListSchema = Type.Object({ summaries: Type.Array(SummarySchema), pagination: PaginationSchema }, { additionalProperties: false })
export const SummaryParamsSchema = Type.Object({ user_id: ExternalId(), summary_id: Type.String({ maxLength: 100 }) })
