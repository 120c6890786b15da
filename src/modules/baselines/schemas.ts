// Baseline schemas: a named statistic of a user's metric ({mean, median, size, std}).
import { Type, type Static } from '@sinclair/typebox'
import { DateTime, ExternalId, IdentityFields, PageQuery, PaginationSchema } from '../../schemas/common.js'

const Stats = Type.Object(
  {
    mean: Type.Number(),
    median: Type.Number(),
    size: Type.Number({ minimum: 0, description: 'Number of observations' }),
    std: Type.Number({ minimum: 0, description: 'Standard deviation' }),
  },
  { additionalProperties: false },
)

export const BaselineRequestSchema = Type.Object(
  {
    ...IdentityFields,
    name: Type.Optional(Type.String({ description: 'Must equal the path baseline_id when given' })),
    data: Stats,
    created_at: Type.Optional(DateTime({ description: 'Default: kept from the first write, else now' })),
    updated_at: Type.Optional(DateTime({ description: 'Default: now' })),
  },
  { additionalProperties: false, title: 'BaselineRequest' },
)
export type BaselineRequest = Static<typeof BaselineRequestSchema>

export const BaselineSchema = Type.Object(
  { user_id: Type.String(), project_id: Type.String(), name: Type.String(), data: Stats, created_at: DateTime(), updated_at: DateTime() },
  { additionalProperties: false, title: 'Baseline' },
)
export type Baseline = Static<typeof BaselineSchema>

export const BaselineParamsSchema = Type.Object({
  user_id: ExternalId(),
  baseline_id: ExternalId({ description: "The baseline's name, e.g. sleep_score" }),
})

export const ListBaselinesQuerySchema = Type.Object({ ...PageQuery }, { additionalProperties: false })
export const BaselineListSchema = Type.Object({ baselines: Type.Array(BaselineSchema), pagination: PaginationSchema }, { additionalProperties: false })
