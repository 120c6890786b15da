// User request and response schemas (the specification's User, validated field by field).
import { Type, type Static } from '@sinclair/typebox'
import { DateOnly, DateTime, ExternalId, Nullable, PaginationSchema, PageQuery, StringEnum } from '../../schemas/common.js'
import { DataSyncSchema } from '../data-syncs/index.js'

const Thresholds = Type.Object(
  {
    ftp: Type.Optional(Type.Number({ minimum: 0, maximum: 2000, description: 'Functional threshold power, W' })),
    lthr: Type.Optional(Type.Number({ minimum: 0, maximum: 260, description: 'Lactate threshold heart rate, bpm' })),
    mhr: Type.Optional(Type.Number({ minimum: 0, maximum: 260, description: 'Maximum heart rate, bpm' })),
  },
  { additionalProperties: false },
)
const Location = Type.Object(
  { lat: Type.Number({ minimum: -90, maximum: 90 }), lon: Type.Number({ minimum: -180, maximum: 180 }) },
  { additionalProperties: false },
)
const CoachConfig = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false })
const MeasurementUnit = StringEnum(['metric', 'imperial'])
const Gender = StringEnum(['male', 'female', 'other'])
const Language = Type.String({
  pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$',
  maxLength: 35,
  description: 'BCP 47 language tag, e.g. en or pt-BR',
})
const TzOffset = Type.Integer({ minimum: -50400, maximum: 50400, description: 'Offset from UTC in seconds' })
const Height = Type.Number({ exclusiveMinimum: 0, maximum: 300, description: 'Centimetres' })
const Weight = Type.Number({ exclusiveMinimum: 0, maximum: 700, description: 'Kilograms' })
const Name = Type.String({ maxLength: 200 })

/** One entry per (provider, data_type): see src/modules/data-syncs. */
export { DataSyncSchema }

export const UserSchema = Type.Object(
  {
    id: Type.String(),
    created_at: DateTime(),
    updated_at: DateTime(),
    language: Type.Optional(Type.String()),
    tz_offset: Type.Optional(Type.Integer()),
    firstname: Type.Optional(Type.String()),
    lastname: Type.Optional(Type.String()),
    measurement_unit: Type.Optional(MeasurementUnit),
    gender: Type.Optional(Gender),
    birthday: Type.Optional(DateOnly()),
    height: Type.Optional(Type.Number()),
    weight: Type.Optional(Type.Number()),
    thresholds: Type.Optional(Thresholds),
    location: Type.Optional(Location),
    coach_config: Type.Optional(CoachConfig),
    data_syncs: Type.Array(DataSyncSchema),
  },
  { additionalProperties: false },
)
export type User = Static<typeof UserSchema>

/** Any subset of the writable fields; null clears a field. */
export const UserPatchSchema = Type.Object(
  {
    id: Type.Optional(ExternalId({ description: 'Must equal the path user_id when given' })),
    language: Type.Optional(Nullable(Language)),
    tz_offset: Type.Optional(Nullable(TzOffset)),
    firstname: Type.Optional(Nullable(Name)),
    lastname: Type.Optional(Nullable(Name)),
    measurement_unit: Type.Optional(Nullable(MeasurementUnit)),
    gender: Type.Optional(Nullable(Gender)),
    birthday: Type.Optional(Nullable(DateOnly())),
    height: Type.Optional(Nullable(Height)),
    weight: Type.Optional(Nullable(Weight)),
    thresholds: Type.Optional(Nullable(Thresholds)),
    location: Type.Optional(Nullable(Location)),
    coach_config: Type.Optional(Nullable(CoachConfig)),
  },
  { additionalProperties: false },
)
export type UserPatch = Static<typeof UserPatchSchema>

export const ListUsersQuerySchema = Type.Object(PageQuery, { additionalProperties: false })
export const UserListSchema = Type.Object({ users: Type.Array(UserSchema), pagination: PaginationSchema }, { additionalProperties: false })
