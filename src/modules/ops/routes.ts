// Operations and discovery: liveness, readiness, JWKS and OAuth server metadata. No token needed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { appliedVersion, latestVersion } from '../../db/migrate.js'
import { errors } from '../../errors.js'
import { ALL_SCOPES } from '../../auth/scopes.js'
import { errorResponses } from '../../schemas/common.js'

const StatusSchema = Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false })

const opsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const expected = latestVersion()
  const pub = { public: true, rateLimit: false } as const

  app.get(
    '/healthz',
    {
      config: pub,
      schema: { operationId: 'getHealth', tags: ['operations'], summary: 'The process is alive', response: { 200: StatusSchema, ...errorResponses(503) } },
    },
    async () => ({
      status: 'ok' as const,
    }),
  )

  app.get(
    '/readyz',
    {
      config: pub,
      schema: {
        operationId: 'getReadiness',
        tags: ['operations'],
        summary: 'The database is reachable and migrated',
        response: { 200: StatusSchema, ...errorResponses(503) },
      },
    },
    async () => {
      let version: number
      const mark = app.dbHealth.mark()
      try {
        version = await appliedVersion(app.db)
      } catch (err) {
        app.dbHealth.failed(err)
        throw errors.unavailable('database unreachable')
      }
      app.dbHealth.answered(mark)
      if (version < expected) throw errors.unavailable(`database schema at version ${version}, expected ${expected}`)
      return { status: 'ok' as const }
    },
  )

  app.get(
    '/.well-known/jwks.json',
    {
      config: pub,
      schema: {
        operationId: 'getJwks',
        tags: ['auth'],
        summary: 'Public keys that verify access tokens',
        response: {
          200: Type.Object(
            { keys: Type.Array(Type.Object({}, { additionalProperties: true, description: 'A public JWK' })) },
            { description: 'A JSON Web Key Set (RFC 7517)' },
          ),
          ...errorResponses(503),
        },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return { keys: [app.signingKey.publicJwk] }
    },
  )

  app.get(
    '/.well-known/oauth-authorization-server',
    {
      config: pub,
      schema: {
        operationId: 'getAuthorizationServerMetadata',
        tags: ['auth'],
        summary: 'OAuth 2.0 authorization server metadata (RFC 8414)',
        response: { 200: Type.Object({}, { additionalProperties: true, description: 'Authorization server metadata (RFC 8414)' }), ...errorResponses(503) },
      },
    },
    async (_req, reply) => {
      const base = app.config.publicUrl
      reply.header('cache-control', 'public, max-age=300')
      return {
        issuer: base,
        token_endpoint: `${base}/oauth/token`,
        jwks_uri: `${base}/.well-known/jwks.json`,
        grant_types_supported: ['client_credentials'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
        scopes_supported: ALL_SCOPES,
        response_types_supported: [],
        service_documentation: `${base}/docs`,
      }
    },
  )
}

export default opsRoutes
