// The OpenAPI 3.1 document, generated from the route schemas, and its browsable reference.
import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { ALL_SCOPES, SCOPE_DESCRIPTIONS } from '../auth/scopes.js'

async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'healthd',
        version: '1.0.0',
        description: 'Self-hostable health data service. Every route but the token endpoints and operations needs a bearer token.',
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: {
          basicAuth: { type: 'http', scheme: 'basic', description: 'client_id and client_secret of a confidential client' },
          oauth2: {
            type: 'oauth2',
            description: 'ES256 JWT access tokens (RFC 9068) scoped to one project',
            flows: {
              clientCredentials: {
                tokenUrl: `${app.config.publicUrl}/oauth/token`,
                scopes: Object.fromEntries(ALL_SCOPES.map((s) => [s, SCOPE_DESCRIPTIONS[s]!])),
              },
            },
          },
        },
      },
    },
  })
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
  app.get(
    '/openapi.json',
    { config: { public: true, rateLimit: false }, schema: { hide: true } },
    async () => app.swagger(),
  )
}

export default fp(openapiPlugin, { name: 'openapi', dependencies: ['auth'] })
