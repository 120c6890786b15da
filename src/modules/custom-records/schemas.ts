// Custom record schemas: a project's record types (admin) and its users' records of them.
import { Type, type Static } from '@sinclair/typebox'
import {
  DateOnly,
  DateTime,
  ExternalId,
  IdentityFields,
  Nullable,
  PageQuery,
  PaginationSchema,
  ProjectId,
  ProvidersSchema,
  StringEnum,
} from '../../schemas/common.js'

export const TYPE_NAME_PATTERN = '^[a-z][a-z0-9_]{0,63}$'
export const GRANULARITIES = ['day', 'instant'] as const
export type Granularity = (typeof GRANULARITIES)[number]
/** At most this many record types a project defines (the list is not paginated). */
export const MAX_TYPES_PER_PROJECT = 200
/**
 * The record types every project has, which imports write and nobody can change or delete
 * (migration 0019 defines them; they do not count against MAX_TYPES_PER_PROJECT).
 */
export const BUILT_IN_TYPES = ['steps', 'active_energy', 'resting_heart_rate', 'hrv_sdnn', 'sleep', 'weight'] as const
export type BuiltInType = (typeof BUILT_IN_TYPES)[number]
/** A record's data, as JSON. */
export const DATA_LIMIT_BYTES = 64 * 1024

const TypeName = (o: object = {}) => Type.String({ pattern: TYPE_NAME_PATTERN, ...o })
const Description = () => Type.String({ maxLength: 1000 })
const Unit = () => Type.String({ minLength: 1, maxLength: 64, description: 'e.g. `kg`, `points`, `ml`' })
export const ValueRangeSchema = Type.Object(
  { minimum: Type.Optional(Type.Number()), maximum: Type.Optional(Type.Number()) },
  { additionalProperties: false, description: 'The range of a record’s value, inclusive' },
)
export type ValueRange = Static<typeof ValueRangeSchema>
const DataSchema = () =>
  Type.Object(
    {},
    {
      additionalProperties: true,
      description: 'A JSON Schema (draft 2020-12, at most 16 KiB, local `$ref`s only) that every record’s `data` satisfies',
    },
  )

export const CustomRecordTypeSchema = Type.Object(
  {
    name: Type.String(),
    description: Type.Optional(Type.String()),
    granularity: StringEnum(GRANULARITIES),
    unit: Type.Optional(Type.String()),
    value: Type.Optional(ValueRangeSchema),
    data_schema: Type.Optional(Type.Object({}, { additionalProperties: true })),
    created_at: DateTime(),
    updated_at: DateTime(),
  },
  { additionalProperties: false, title: 'CustomRecordType' },
)
export type CustomRecordType = Static<typeof CustomRecordTypeSchema>

export const CustomRecordTypeRequestSchema = Type.Object(
  {
    name: TypeName({ description: 'Unique in the project; the {type} of its records’ paths' }),
    description: Type.Optional(Description()),
    granularity: StringEnum(GRANULARITIES, { description: '`day`: records carry a `date`; `instant`: a `recorded_at`' }),
    unit: Type.Optional(Unit()),
    value: Type.Optional(ValueRangeSchema),
    data_schema: Type.Optional(DataSchema()),
  },
  { additionalProperties: false, title: 'CustomRecordTypeRequest' },
)
export type CustomRecordTypeRequest = Static<typeof CustomRecordTypeRequestSchema>

export const CustomRecordTypePatchSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ description: 'Must equal the path name when given (a type cannot be renamed)' })),
    description: Type.Optional(Nullable(Description())),
    granularity: Type.Optional(StringEnum(GRANULARITIES, { description: 'Can change only while the type has no records' })),
    unit: Type.Optional(Nullable(Unit())),
    value: Type.Optional(Nullable(ValueRangeSchema)),
    data_schema: Type.Optional(Nullable(DataSchema())),
  },
  {
    additionalProperties: false,
    title: 'CustomRecordTypePatch',
    description: 'Replaces the fields it names (`null` removes one). A new value range or data_schema must hold for every stored record.',
  },
)
export type CustomRecordTypePatch = Static<typeof CustomRecordTypePatchSchema>

export const CustomRecordTypeListSchema = Type.Object(
  { custom_record_types: Type.Array(CustomRecordTypeSchema, { maxItems: MAX_TYPES_PER_PROJECT + BUILT_IN_TYPES.length }) },
  { additionalProperties: false },
)
export const CustomRecordTypeParamsSchema = Type.Object({ project_id: ProjectId, name: TypeName() })

export const CustomRecordRequestSchema = Type.Object(
  {
    ...IdentityFields,
    id: Type.Optional(Type.String({ description: 'Must equal the path record_id when given' })),
    type: Type.Optional(Type.String({ description: 'Must equal the path type when given' })),
    date: Type.Optional(DateOnly({ description: 'The user’s local day: required for a day type, refused for an instant type' })),
    recorded_at: Type.Optional(DateTime({ description: 'Required for an instant type, refused for a day type' })),
    value: Type.Optional(Type.Number({ description: 'Within the type’s value range, when it has one' })),
    data: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'Satisfies the type’s data_schema; at most 64 KiB as JSON' })),
    providers: Type.Optional(ProvidersSchema),
    ref: Type.Optional(Type.String({ maxLength: 1000, description: 'Reference to the source data' })),
  },
  { additionalProperties: false, title: 'CustomRecordRequest', description: 'The whole record: fields left out are removed.' },
)
export type CustomRecordRequest = Static<typeof CustomRecordRequestSchema>

export const CustomRecordSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.String(),
    user_id: Type.String(),
    project_id: Type.String(),
    date: Type.Optional(DateOnly()),
    recorded_at: Type.Optional(DateTime()),
    value: Type.Optional(Type.Number()),
    data: Type.Optional(Type.Object({}, { additionalProperties: true })),
    providers: ProvidersSchema,
    ref: Type.Optional(Type.String()),
    created_at: DateTime(),
    updated_at: DateTime(),
  },
  { additionalProperties: false, title: 'CustomRecord' },
)
export type CustomRecord = Static<typeof CustomRecordSchema>

export const CustomRecordParamsSchema = Type.Object({
  user_id: ExternalId(),
  type: TypeName({ description: 'The record type’s name' }),
  record_id: ExternalId({ description: 'Your identifier of the record' }),
})
export const CustomRecordListParamsSchema = Type.Object({ user_id: ExternalId(), type: TypeName({ description: 'The record type’s name' }) })
export const ListCustomRecordsQuerySchema = Type.Object(
  {
    start_date: Type.Optional(DateOnly({ description: 'First local day (by the user’s tz_offset), inclusive' })),
    end_date: Type.Optional(DateOnly({ description: 'Last local day, inclusive' })),
    ...PageQuery,
  },
  { additionalProperties: false },
)
export const CustomRecordListSchema = Type.Object(
  { custom_records: Type.Array(CustomRecordSchema), pagination: PaginationSchema },
  { additionalProperties: false },
)
