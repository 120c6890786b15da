// Schemas shared by every area: ids, dates, pagination and the error body.
import { Type, type TSchema } from '@sinclair/typebox'

export const ErrorSchema = Type.Object(
  { error: Type.String({ minLength: 1 }) },
  { additionalProperties: false, description: 'Every non-2xx response' },
)

export const DateTime = (o: object = {}) => Type.String({ format: 'date-time', ...o })
export const DateOnly = (o: object = {}) => Type.String({ format: 'date', ...o })
/** A string enumeration as one `enum` keyword: clearer errors and OpenAPI than anyOf of consts. */
export const StringEnum = <const T extends readonly string[]>(values: T, o: object = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: values, ...o })
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()])

/** Customer-chosen identifiers in paths: anything but whitespace, control characters and '/'. */
export const ExternalId = (o: object = {}) =>
  Type.String({ minLength: 1, maxLength: 255, pattern: '^[^\\s/\\u0000-\\u001f\\u007f]+$', ...o })
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
