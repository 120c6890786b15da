// The OpenAPI 3.1 document, generated from the route schemas, and its browsable reference.
import fp from 'fastify-plugin'
import swagger, { type SwaggerTransform } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { ALL_SCOPES, SCOPE_DESCRIPTIONS } from '../auth/scopes.js'

/** Every documented operation's operationId (a route may also name its own in its schema). */
const OPERATION_IDS: Readonly<Record<string, string>> = {
  'GET /healthz': 'getHealth',
  'GET /readyz': 'getReadiness',
  'GET /.well-known/jwks.json': 'getJwks',
  'GET /.well-known/oauth-authorization-server': 'getAuthorizationServerMetadata',
  'POST /v1/projects/{project_id}/auth/server': 'createServerToken',
  'POST /v1/projects/{project_id}/auth/sdk': 'createSdkToken',
  'POST /oauth/token': 'createOAuthToken',
  'GET /v1/projects/{project_id}': 'getProject',
  'POST /v1/projects/{project_id}/oauth_clients': 'createOAuthClient',
  'GET /v1/projects/{project_id}/oauth_clients': 'listOAuthClients',
  'POST /v1/projects/{project_id}/oauth_clients/{client_id}/revoke': 'revokeOAuthClient',
  'POST /v1/projects/{project_id}/identity_providers': 'createIdentityProvider',
  'GET /v1/projects/{project_id}/identity_providers': 'listIdentityProviders',
  'DELETE /v1/projects/{project_id}/identity_providers/{id}': 'deleteIdentityProvider',
  'PATCH /users/{user_id}': 'updateUser',
  'GET /users/{user_id}': 'getUser',
  'DELETE /users/{user_id}': 'deleteUser',
  'GET /users': 'listUsers',
  'GET /habits': 'listHabits',
  'GET /habits/covers/{category}.svg': 'getHabitCover',
  'PUT /users/{user_id}/activities/{activity_id}': 'putActivity',
  'GET /users/{user_id}/activities/{activity_id}': 'getActivity',
  'PUT /users/{user_id}/daily_records/{type}/{day}/{name}': 'putDailyRecord',
  'GET /users/{user_id}/daily_records/{type}/{day}/{name}': 'getDailyRecord',
  'PUT /users/{user_id}/baselines/{baseline_id}': 'putBaseline',
  'GET /users/{user_id}/baselines/{baseline_id}': 'getBaseline',
  'GET /users/{user_id}/ai/summaries': 'listSummaries',
  'POST /users/{user_id}/ai/summaries': 'createSummary',
  'GET /users/{user_id}/ai/summaries/{summary_id}': 'getSummary',
  'PATCH /users/{user_id}/ai/summaries/{summary_id}': 'updateSummary',
  'DELETE /users/{user_id}/ai/summaries/{summary_id}': 'deleteSummary',
  'GET /users/{user_id}/facts': 'listFacts',
  'DELETE /users/{user_id}/facts/{fact_id}': 'deleteFact',
  'POST /users/{user_id}/nutrition/meals': 'createMeal',
  'GET /users/{user_id}/nutrition/meals': 'listMeals',
  'POST /v1/projects/{project_id}/webhooks': 'createWebhook',
  'GET /v1/projects/{project_id}/webhooks': 'listWebhooks',
  'DELETE /v1/projects/{project_id}/webhooks/{id}': 'deleteWebhook',
  'POST /v1/projects/{project_id}/webhooks/{id}/rotate-secret': 'rotateWebhookSecret',
  'GET /v1/projects/{project_id}/webhooks/{id}/deliveries': 'listWebhookDeliveries',
  'POST /v1/projects/{project_id}/webhooks/{id}/deliveries/{delivery_id}/retry': 'retryWebhookDelivery',
  'GET /v1/projects/{project_id}/events': 'listEvents',
}

/**
 * Each operation gets its operationId (a documented route without one fails the document, so a
 * new route cannot forget it), and a public one `security: []` (no token), as OpenAPI says it.
 */
export const transformRoute: SwaggerTransform = ({ schema, url, route }) => {
  const s = { ...(schema ?? {}) } as Record<string, unknown>
  if (s['hide']) return { schema: s, url }
  const path = url.replace(/:(\w+)/g, '{$1}')
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m: string) => m !== 'HEAD')
  if (s['operationId'] === undefined) {
    const id = OPERATION_IDS[`${methods[0]} ${path}`]
    if (id === undefined) throw new Error(`route ${methods[0]} ${path} has no operationId: add one to its schema or to OPERATION_IDS`)
    s['operationId'] = id
  }
  const cfg = route.config as { public?: boolean; optionalAuth?: boolean } | undefined
  if (cfg?.public && !cfg.optionalAuth && s['security'] === undefined) s['security'] = []
  return { schema: s, url }
}

async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    transform: transformRoute,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'healthd',
        version: '1.0.0',
        description: 'Self-hostable health data service. Every route but the token endpoints and operations needs a bearer token.',
        license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
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
