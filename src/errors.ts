// The error catalogue: every error a route can answer, with its status and stable message.
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

const bearer = (code: string, description?: string) =>
  `Bearer realm="healthd", error="${code}"` + (description ? `, error_description="${description}"` : '')

export const errors = {
  badRequest: (message: string) => new AppError(400, message),
  notFound: (what: string) => new AppError(404, `${what} not found`),
  userNotFound: () => new AppError(404, 'user not found'),
  conflict: (message: string) => new AppError(409, message),
  invalidToken: (description: string) =>
    new AppError(401, 'invalid_token', { 'www-authenticate': bearer('invalid_token', description) }),
  insufficientScope: (scope: string) =>
    new AppError(403, 'insufficient_scope', {
      'www-authenticate': `Bearer realm="healthd", error="insufficient_scope", scope="${scope}"`,
    }),
  forbidden: (message: string) => new AppError(403, message),
  // Text PostgreSQL cannot store: the same message on every route and in every data tool.
  nulInText: () => new AppError(400, 'text must not contain NUL (\\u0000) characters'),
  loneSurrogate: (at: string) => new AppError(400, `${at} must be valid Unicode text (it holds a lone surrogate)`),
  unavailable: (message = 'service unavailable') => new AppError(503, message),
  // RFC 6749 section 5.2 token endpoint errors: the code is the whole message.
  oauth: (
    code:
      | 'invalid_request'
      | 'invalid_client'
      | 'invalid_grant'
      | 'unauthorized_client'
      | 'unsupported_grant_type'
      | 'invalid_scope'
      | 'invalid_target',
  ) =>
    code === 'invalid_client'
      ? new AppError(401, code, { 'www-authenticate': 'Basic realm="healthd"' })
      : new AppError(400, code),
}

/** Identity fields in a body must agree with the path (and the token's project). */
export function assertIdentity(body: Record<string, unknown>, expected: Record<string, string>): void {
  for (const [field, value] of Object.entries(expected)) {
    if (body[field] !== undefined && body[field] !== value) {
      throw errors.badRequest(`body/${field} does not match ${field === 'project_id' ? "the token's project" : 'the path'}`)
    }
  }
}

/**
 * Whether a value (strings, property names, arrays and objects, however nested) holds NUL. A walk
 * with its own stack: a deeply nested value cannot exhaust the call stack.
 */
export function holdsNul(v: unknown): boolean {
  const stack: unknown[] = [v]
  while (stack.length) {
    const x = stack.pop()
    if (typeof x === 'string') {
      if (x.includes('\u0000')) return true
    } else if (Array.isArray(x)) {
      for (const y of x) stack.push(y)
    } else if (x && typeof x === 'object') {
      for (const [k, y] of Object.entries(x)) {
        if (k.includes('\u0000')) return true
        stack.push(y)
      }
    }
  }
  return false
}

export const iso = (d: Date) => d.toISOString()
