// Schemas shared by every area: ids, dates, pagination and the error body.
import { Type, type TSchema } from '@sinclair/typebox'
import { OAUTH_ERROR_CODES } from '../errors.js'

export const ErrorSchema = Type.Object({ error: Type.String({ minLength: 1 }) }, { additionalProperties: false, description: 'Every non-2xx response' })

/** What each error status a route declares means, in its OpenAPI response description. */
const ERROR_DESCRIPTIONS = {
  400: 'Bad request: a path parameter, the query or the body is not valid',
  401: 'Unauthorized: the bearer token is missing, invalid, expired or revoked (WWW-Authenticate says which)',
  403: "Forbidden: the token lacks the scope, or a user token asks for another user's data",
  404: 'Not found: no such resource or user in the project',
  409: 'Conflict: the request contradicts what is stored, or its Idempotency-Key is in use',
  413: 'Payload too large: the body is larger than 1 MiB',
  415: 'Unsupported media type: send application/json',
  429: 'Too many requests: the rate limit is reached (RateLimit and Retry-After headers)',
  502: 'Bad gateway: the language model failed to answer',
  503: 'Service unavailable: the database is unreachable or busy, or the server is shutting down; retry later',
} as const
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS

/**
 * The error statuses a route answers, each the `{error}` body with its description: spread into
 * the route's response map (`response: { 200: X, ...errorResponses(400, 401, 403, 404) }`).
 */
export function errorResponses<const S extends readonly ErrorStatus[]>(...statuses: S): { [K in S[number]]: typeof ErrorSchema } {
  return Object.fromEntries(statuses.map((s) => [s, { ...ErrorSchema, description: ERROR_DESCRIPTIONS[s] }])) as { [K in S[number]]: typeof ErrorSchema }
}

/** A token endpoint's error body (RFC 6749 section 5.2): `error` is one of the registered codes, and nothing else is sent. */
export const OAuthErrorSchema = Type.Object(
  { error: Type.Unsafe<(typeof OAUTH_ERROR_CODES)[number]>({ type: 'string', enum: OAUTH_ERROR_CODES }) },
  { additionalProperties: false, description: 'An RFC 6749 error' },
)

const OAUTH_ERROR_DESCRIPTIONS = {
  400: 'Refused: invalid_request, invalid_grant, unsupported_grant_type, invalid_scope or invalid_target (RFC 6749)',
  401: 'invalid_client: client authentication failed (RFC 6749)',
  413: 'invalid_request: the body is too large',
  415: 'invalid_request: the body is not of the media type the endpoint takes',
  429: 'temporarily_unavailable: the rate limit is reached (Retry-After)',
  503: 'temporarily_unavailable: the database is unreachable or the server is shutting down',
} as const

/** The error statuses of a token endpoint: the RFC 6749 body, whatever went wrong (src/plugins/errors.ts). */
export function oauthErrorResponses<const S extends readonly (keyof typeof OAUTH_ERROR_DESCRIPTIONS)[]>(
  ...statuses: S
): { [K in S[number]]: typeof OAuthErrorSchema } {
  return Object.fromEntries(statuses.map((s) => [s, { ...OAuthErrorSchema, description: OAUTH_ERROR_DESCRIPTIONS[s] }])) as {
    [K in S[number]]: typeof OAuthErrorSchema
  }
}

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
