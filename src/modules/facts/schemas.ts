// Fact schemas: what the service knows about a user, with its certainty.
import { Type, type Static } from '@sinclair/typebox'
import { DateTime, ExternalId, PageQuery, PaginationSchema, StringEnum } from '../../schemas/common.js'

export const FACT_TYPES = ['mind', 'body', 'activity', 'nutrition', 'sleep', 'recovery', 'goal'] as const
export type FactType = (typeof FACT_TYPES)[number]

export const FactSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    user_id: Type.String(),
    text: Type.String(),
    type: StringEnum(FACT_TYPES),
    source: Type.String({ description: '`system` for facts derived by healthd' }),
    created_at: DateTime(),
    updated_at: DateTime(),
    certainty_on_creation: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    certainty_on_update: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  },
  { additionalProperties: false, title: 'Fact' },
)
export type Fact = Static<typeof FactSchema>

export const ListFactsQuerySchema = Type.Object({ type: Type.Optional(StringEnum(FACT_TYPES)), ...PageQuery }, { additionalProperties: false })
export const FactListSchema = Type.Object({ facts: Type.Array(FactSchema), pagination: PaginationSchema }, { additionalProperties: false })
export const FactParamsSchema = Type.Object({ user_id: ExternalId(), fact_id: Type.String({ maxLength: 100 }) })
