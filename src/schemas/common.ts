// Schemas shared by every area: ids, dates, pagination and the error body.
import { Type, type TSchema } from '@sinclair/typebox'

export const ErrorSchema = Type.Object({ error: Type.String({ minLength: 1 }) }, { additionalProperties: false, description: 'Every non-2xx response' })

/** Years 1000 to 9899: PostgreSQL rejects year 0, and an instant past 9999 (after a negative
 * offset) would come back in JavaScript's extended-year form. */
export const YEAR_PATTERN = '^(?:1[0-9]|[2-8][0-9]|9[0-8])[0-9]{2}-'
export const DateTime = (o: object = {}) => Type.String({ format: 'date-time', pattern: YEAR_PATTERN, ...o })
export const DateOnly = (o: object = {}) => Type.String({ format: 'date', pattern: YEAR_PATTERN, ...o })
/** A string enumeration as one `enum` keyword: clearer errors and OpenAPI than anyOf of consts. */
export const StringEnum = <const T extends readonly string[]>(values: T, o: object = {}) => Type.Unsafe<T[number]>({ type: 'string', enum: values, ...o })
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()])

/** Customer-chosen identifiers in paths: anything but whitespace, control characters and '/'. */
export const ExternalId = (o: object = {}) => Type.String({ minLength: 1, maxLength: 255, pattern: '^[^\\s/\\u0000-\\u001f\\u007f]+$', ...o })
export const ProjectId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })

export const UserParamsSchema = Type.Object({ user_id: ExternalId({ description: 'Your identifier of the user' }) })
export const ProjectParamsSchema = Type.Object({ project_id: ProjectId })

export const PageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 50, description: 'Page size' })),
  page: Type.Optional(Type.String({ maxLength: 1024, description: 'next_page of the previous page; empty for the first' })),
}

export const PaginationSchema = Type.Object(
  {
    limit: Type.Integer(),
    total: Type.Integer(),
    page: Type.String(),
    next_page: Type.String(),
  },
  { additionalProperties: false },
)

/** The five provider values of the specification (opaque, upper-case vendor names). */
export const PROVIDERS = ['PROVIDER_A', 'PROVIDER_B', 'PROVIDER_C', 'PROVIDER_D', 'PROVIDER_E'] as const
export const ProvidersSchema = Type.Array(StringEnum(PROVIDERS), { uniqueItems: true, maxItems: PROVIDERS.length })

/** Identity fields a client may echo in a body: allowed only when they agree with the path. */
export const IdentityFields = {
  user_id: Type.Optional(Type.String({ description: 'Must equal the path user_id when given' })),
  project_id: Type.Optional(Type.String({ description: "Must equal the token's project when given" })),
}
