// The error catalogue: every error a route can answer, with its status and stable message.
import { INPUT_MESSAGES } from './schemas/json-input.js'

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'AppError'
  }
}

/** A body that could not be read as JSON at all (bytes, depth, syntax): JSON-RPC calls it a parse error. */
export class BodyError extends AppError {
  constructor(message: string) {
    super(400, message)
  }
}

/** The only codes a token endpoint answers with (RFC 6749 sections 4.1.2.1 and 5.2, RFC 8707). */
export const OAUTH_ERROR_CODES = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'invalid_target',
  'temporarily_unavailable',
  'server_error',
] as const

const bearer = (code: string, description?: string) => `Bearer realm="healthd", error="${code}"${description ? `, error_description="${description}"` : ''}`

export const errors = {
  badRequest: (message: string) => new AppError(400, message),
  notFound: (what: string) => new AppError(404, `${what} not found`),
  userNotFound: () => new AppError(404, 'user not found'),
  conflict: (message: string) => new AppError(409, message),
  invalidToken: (description: string) => new AppError(401, 'invalid_token', { 'www-authenticate': bearer('invalid_token', description) }),
  insufficientScope: (scope: string) =>
    new AppError(403, 'insufficient_scope', {
      'www-authenticate': `Bearer realm="healthd", error="insufficient_scope", scope="${scope}"`,
    }),
  forbidden: (message: string) => new AppError(403, message),
  // Text PostgreSQL cannot store: the same message on every route and in every data tool.
  nulInText: () => new AppError(400, INPUT_MESSAGES.nul),
  unavailable: (message = 'service unavailable') => new AppError(503, message),
  // RFC 6749 section 5.2 token endpoint errors: the code is the whole message.
  oauth: (
    code: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unauthorized_client' | 'unsupported_grant_type' | 'invalid_scope' | 'invalid_target',
  ) => (code === 'invalid_client' ? new AppError(401, code, { 'www-authenticate': 'Basic realm="healthd"' }) : new AppError(400, code)),
}

/** Identity fields in a body must agree with the path (and the token's project). */
export function assertIdentity(body: Record<string, unknown>, expected: Record<string, string>): void {
  for (const [field, value] of Object.entries(expected)) {
    if (body[field] !== undefined && body[field] !== value) {
      throw errors.badRequest(`body/${field} does not match ${field === 'project_id' ? "the token's project" : 'the path'}`)
    }
  }
}

export const iso = (d: Date) => d.toISOString()
