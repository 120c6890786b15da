// The guard: every route declares a scope or that it is public; every other request needs a
// valid access token (ES256 pinned, typ at+jwt, iss, aud, exp, nbf) with that scope, for the
// project and user the path names. Also issues access tokens. Whether a client is revoked is the
// auth area's to say (its table): the app passes that check in (AuthOptions), so this layer runs
// no SQL.
import fp from 'fastify-plugin'
import fastifyJwt from '@fastify/jwt'
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { errors } from '../errors.js'
import { grantsScope, type Scope } from '../auth/scopes.js'
import { ErrorSchema } from '../schemas/common.js'
import type { AuthContext } from './types.js'

export const audienceFor = (projectId: string) => `urn:healthd:project:${projectId}`
const AUD_PREFIX = 'urn:healthd:project:'
const REVOCATION_TTL_MS = 10_000
const CLOCK_TOLERANCE_MS = 60_000
const TOKEN_CACHE_SIZE = 10_000
/** Routes other plugins register that are public by nature (the documentation UI). */
const PUBLIC_PREFIXES = ['/docs']

export interface AuthOptions {
  /**
   * Whether the project's client is revoked, read from where clients are kept; a client that is not
   * there counts as revoked. Called at most once per client every REVOCATION_TTL_MS.
   */
  clientRevoked(projectId: string, clientId: string): Promise<boolean>
}

export interface TokenRequest {
  projectId: string
  clientId: string
  scopes: string[]
  principalType: 'client' | 'user'
  userId?: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every guarded route (`METHOD url`) and the scope it needs: what the scope catalogue must match. */
    guardedRoutes: ReadonlyMap<string, Scope>
    issueAccessToken(t: TokenRequest): { access_token: string; token_type: 'Bearer'; expires_in: number }
  }
}

const JWT_ERRORS: Record<string, string> = {
  FAST_JWT_EXPIRED: 'the token has expired',
  FAST_JWT_INACTIVE: 'the token is not valid yet',
  FAST_JWT_INVALID_SIGNATURE: 'the token signature is invalid',
  FAST_JWT_INVALID_ALGORITHM: 'the token algorithm is not accepted',
  FAST_JWT_MALFORMED: 'the token is malformed',
  FAST_JWT_INVALID_TYPE: 'the token is not an access token',
  FAST_JWT_INVALID_CLAIM_VALUE: 'the token was not issued for this service',
  FAST_JWT_MISSING_REQUIRED_CLAIM: 'the token lacks a required claim',
}

async function authPlugin(app: FastifyInstance, opts: AuthOptions) {
  const { config, signingKey } = app
  await app.register(fastifyJwt, {
    secret: { private: signingKey.privatePem, public: signingKey.publicPem },
    sign: { algorithm: 'ES256', kid: signingKey.kid, header: { alg: 'ES256', typ: 'at+jwt' } },
    verify: {
      algorithms: ['ES256'],
      // iss is checked in verified(), against the public URL as it is then: without PUBLIC_URL it
      // is known only once the server listens, after this plugin is registered.
      checkTyp: 'at+jwt',
      clockTolerance: CLOCK_TOLERANCE_MS,
      // Verified tokens are cached (fast-jwt re-checks exp and nbf on a hit): ES256 verification
      // costs ~120 µs, a hit ~14 µs. Revocation is checked separately on every request.
      cache: 10_000,
      requiredClaims: ['iss', 'aud', 'exp', 'iat', 'nbf', 'jti', 'sub', 'project_id', 'principal_type', 'scope', 'client_id'],
    },
  })

  app.decorate('issueAccessToken', (t: TokenRequest) => {
    // fast-jwt sets iat from the same clock (and strips a given one); exp and nbf are set here.
    const now = Math.floor(Date.now() / 1000)
    const payload: Record<string, unknown> = {
      iss: config.publicUrl, // read per token: see Config.publicUrl
      aud: audienceFor(t.projectId),
      exp: now + config.accessTokenTtl,
      nbf: now,
      jti: randomUUID(),
      sub: t.principalType === 'user' ? t.userId : t.clientId,
      project_id: t.projectId,
      principal_type: t.principalType,
      scope: t.scopes.join(' '),
      client_id: t.clientId,
    }
    if (t.principalType === 'user') payload['user_id'] = t.userId
    return { access_token: app.jwt.sign(payload), token_type: 'Bearer' as const, expires_in: config.accessTokenTtl }
  })

  // Routes cannot forget the guard: one without a scope or `public` fails at start.
  const guarded = new Map<string, Scope>()
  app.decorate('guardedRoutes', guarded)
  app.addHook('onRoute', (route) => {
    route.config ??= {}
    const cfg = route.config
    if (PUBLIC_PREFIXES.some((p) => route.url === p || route.url.startsWith(`${p}/`))) cfg.public = true
    if (!cfg.public && !cfg.scope) throw new Error(`route ${String(route.method)} ${route.url} declares no scope`)
    if (cfg.scope) for (const m of [route.method].flat()) guarded.set(`${m} ${route.url}`, cfg.scope)
    route.schema ??= {}
    const schema = route.schema as Record<string, unknown>
    schema['response'] = { ...(schema['response'] as object | undefined), '4xx': ErrorSchema, '5xx': ErrorSchema }
    if (cfg.scope) {
      schema['security'] = [{ oauth2: [cfg.scope] }]
      schema['description'] = `${schema['description'] ? `${String(schema['description'])}\n\n` : ''}Requires scope \`${cfg.scope}\`.`
    }
  })

  // By project and client: a client id is unique within its project only (the bootstrap names its own).
  const revoked = new Map<string, { revoked: boolean; at: number }>()
  const clientKey = (projectId: string, clientId: string) => `${projectId}\0${clientId}`
  /** Whether the client is revoked, as last read within REVOCATION_TTL_MS; undefined if not known. */
  function knownRevoked(projectId: string, clientId: string): boolean | undefined {
    const hit = revoked.get(clientKey(projectId, clientId))
    return hit && Date.now() - hit.at < REVOCATION_TTL_MS ? hit.revoked : undefined
  }
  async function isRevoked(projectId: string, clientId: string): Promise<boolean> {
    const known = knownRevoked(projectId, clientId)
    if (known !== undefined) return known
    const value = await opts.clientRevoked(projectId, clientId)
    if (revoked.size > 10_000) revoked.clear()
    revoked.set(clientKey(projectId, clientId), { revoked: value, at: Date.now() })
    return value
  }

  // Tokens already verified, by their text, until they expire (with the verifier's leeway): a
  // backend sends the same token thousands of times, and a Map lookup costs far less than even
  // fast-jwt's cache hit (a SHA-256 of the token each time). Entries are never changed.
  const seen = new Map<string, { auth: AuthContext; until: number; iss: string }>()
  function verified(token: string): AuthContext {
    const hit = seen.get(token)
    if (hit && Date.now() < hit.until && hit.iss === config.publicUrl) return hit.auth
    let claims: Record<string, unknown>
    try {
      claims = app.jwt.verify<Record<string, unknown>>(token)
    } catch (err) {
      throw errors.invalidToken(JWT_ERRORS[(err as { code?: string }).code ?? ''] ?? 'the token is invalid')
    }
    const projectId = claims['project_id']
    const principal = claims['principal_type']
    if (
      claims['iss'] !== config.publicUrl ||
      typeof projectId !== 'string' ||
      claims['aud'] !== AUD_PREFIX + projectId ||
      (principal !== 'client' && principal !== 'user') ||
      typeof claims['scope'] !== 'string' ||
      typeof claims['client_id'] !== 'string' ||
      (principal === 'user' && typeof claims['user_id'] !== 'string')
    ) {
      throw errors.invalidToken('the token was not issued for this service')
    }
    const auth: AuthContext = Object.freeze({
      projectId,
      subject: String(claims['sub']),
      principalType: principal,
      clientId: claims['client_id'],
      userId: principal === 'user' ? (claims['user_id'] as string) : undefined,
      scopes: new Set(claims['scope'].split(' ')),
    })
    if (seen.size >= TOKEN_CACHE_SIZE) seen.clear()
    seen.set(token, { auth, until: Number(claims['exp']) * 1000 + CLOCK_TOLERANCE_MS, iss: config.publicUrl })
    return auth
  }

  app.decorateRequest('auth', null)
  // Written with `done`: a request whose client's revocation state is known (all but one every
  // REVOCATION_TTL_MS) is checked without a promise.
  app.addHook('onRequest', (req, _reply, done) => {
    let waiting: Promise<void> | undefined
    try {
      waiting = guard(req)
    } catch (err) {
      return done(err as Error)
    }
    if (waiting) waiting.then(() => done(), done)
    else done()
  })

  /** Checks the request's token and scope; a promise only when the client must be read. */
  function guard(req: FastifyRequest): Promise<void> | undefined {
    const cfg = req.routeOptions.config
    if (req.is404) return
    // A public route that answers more to a token holder (GET /config): no token is fine, a token
    // must be valid; no scope is needed.
    if (cfg.public && !(cfg.optionalAuth && req.headers.authorization !== undefined)) return
    const header = req.headers.authorization
    if (!header) {
      const q = req.query as Record<string, unknown> | undefined
      throw errors.invalidToken(q && 'access_token' in q ? 'send the token in the Authorization header, not the query string' : 'missing bearer token')
    }
    const m = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(header)
    if (!m) throw errors.invalidToken('the Authorization header is not a bearer token')
    const auth = verified(m[1]!)
    const known = knownRevoked(auth.projectId, auth.clientId)
    if (known === undefined) {
      return isRevoked(auth.projectId, auth.clientId).then((r) => admit(req, cfg, auth, r))
    }
    admit(req, cfg, auth, known)
    return undefined
  }

  function admit(req: FastifyRequest, cfg: FastifyRequest['routeOptions']['config'], auth: AuthContext, isRevoked: boolean): void {
    if (isRevoked) throw errors.invalidToken('the client has been revoked')
    req.auth = auth
    if (cfg.public) return
    const params = req.params as Record<string, string | undefined>
    // A resource of another project does not exist for this token.
    if (params.project_id !== undefined && params.project_id !== auth.projectId) throw errors.notFound('project')
    if (!grantsScope(auth.scopes, cfg.scope!, params)) throw errors.insufficientScope(cfg.scope!)
    if (auth.principalType === 'user' && params.user_id !== undefined && params.user_id !== auth.userId) {
      throw errors.forbidden("a user token reaches only its own user's data")
    }
  }
}

/** The authenticated context of a guarded route (the guard guarantees it is set). */
export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new Error('route reached without authentication')
  return req.auth
}

// 'db': the signing key is read with the database.
export default fp(authPlugin, { name: 'auth', dependencies: ['db'] })
