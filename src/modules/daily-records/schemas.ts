// Daily record schemas: scores (value 0–100), zones and habit logs (value and a bounded data object).
import { Type, type Static } from '@sinclair/typebox'
import { DateOnly, DateTime, ExternalId, IdentityFields, PageQuery, PaginationSchema, ProvidersSchema, StringEnum } from '../../schemas/common.js'

export const DAILY_RECORD_TYPES = ['scores', 'zones', 'logs'] as const
export type DailyRecordType = (typeof DAILY_RECORD_TYPES)[number]
export const DATA_LIMIT_BYTES = 64 * 1024

const shared = {
  ...IdentityFields,
  date: Type.Optional(DateOnly({ description: 'Must equal the path day when given' })),
  name: Type.Optional(Type.String({ description: 'Must equal the path name when given' })),
  providers: Type.Optional(ProvidersSchema),
  ref: Type.Optional(Type.String({ maxLength: 1000, description: 'Reference to the source data' })),
  created_at: Type.Optional(DateTime({ description: 'Default: kept from the first write, else now' })),
  updated_at: Type.Optional(DateTime({ description: 'Default: now' })),
}
const typeField = (t: DailyRecordType) => ({ type: Type.Optional(Type.Literal(t, { description: 'Must equal the path type when given' })) })

export const ScoreRequestSchema = Type.Object(
  { ...shared, ...typeField('scores'), value: Type.Number({ minimum: 0, maximum: 100 }) },
  { additionalProperties: false, title: 'DailyRecordScoreRequest' },
)
const freeform = (t: DailyRecordType, title: string) =>
  Type.Object(
    {
      ...shared,
      ...typeField(t),
      value: Type.Optional(Type.Number()),
      data: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'At most 64 KiB as JSON' })),
    },
    { additionalProperties: false, title },
  )
export const ZoneRequestSchema = freeform('zones', 'DailyRecordZoneRequest')
export const HabitLogRequestSchema = freeform('logs', 'DailyRecordHabitLogRequest')
export type DailyRecordRequest = Static<typeof ZoneRequestSchema> | Static<typeof ScoreRequestSchema>

export const DailyRecordSchema = Type.Object(
  {
    user_id: Type.String(),
    project_id: Type.String(),
    date: DateOnly(),
    name: Type.String(),
    type: StringEnum(DAILY_RECORD_TYPES),
    value: Type.Optional(Type.Number()),
    data: Type.Optional(Type.Object({}, { additionalProperties: true })),
    providers: ProvidersSchema,
    ref: Type.Optional(Type.String()),
    created_at: DateTime(),
    updated_at: DateTime(),
  },
  { additionalProperties: false, title: 'DailyRecord' },
)
export type DailyRecord = Static<typeof DailyRecordSchema>

export const DailyRecordParamsSchema = Type.Object({
  user_id: ExternalId(),
  type: StringEnum(DAILY_RECORD_TYPES, { description: 'scores, zones or logs' }),
  day: DateOnly({ description: 'YYYY-MM-DD' }),
  name: ExternalId({ description: 'Record name, e.g. sleep_score' }),
})

export const DailyRecordListParamsSchema = Type.Object({ user_id: ExternalId(), type: DailyRecordParamsSchema.properties.type })
export const ListDailyRecordsQuerySchema = Type.Object(
  {
    start_date: Type.Optional(DateOnly({ description: 'First day, inclusive' })),
    end_date: Type.Optional(DateOnly({ description: 'Last day, inclusive' })),
    name: Type.Optional(ExternalId({ description: 'Only records of this name, e.g. sleep_score' })),
    ...PageQuery,
  },
  { additionalProperties: false },
)
export const DailyRecordListSchema = Type.Object(
  { daily_records: Type.Array(DailyRecordSchema), pagination: PaginationSchema },
  { additionalProperties: false },
)
