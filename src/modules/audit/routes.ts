// GET /v1/projects/{project_id}/audit_log: who administered the project and erased its users.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { authOf } from '../../http/auth.js'
import { DateTime, Nullable, PageQuery, PaginationSchema, ProjectParamsSchema, errorResponses } from '../../schemas/common.js'
import { listAudit } from './repository.js'
import { UUID_RE } from '../../db/uuid.js'

const EntrySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    at: DateTime(),
    actor: Type.Object({
      type: Type.Union([Type.Literal('client'), Type.Literal('user'), Type.Literal('cli')], {
        description: 'A client token, a user token, or the healthd command',
      }),
      id: Type.String({ description: 'The client id, the user id, or `healthd`' }),
    }),
    action: Type.String({ description: 'e.g. `oauth_client.created`, `webhook.deleted`, `user.erased`' }),
    target: Nullable(Type.Object({ type: Type.String(), id: Type.String() })),
    details: Type.Object({}, { additionalProperties: true, description: 'What changed (names, urls, scopes); never a secret' }),
  },
  { additionalProperties: false, title: 'AuditEntry' },
)

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/projects/:project_id/audit_log',
    {
      config: { scope: 'admin.projects:read' },
      schema: {
        tags: ['admin'],
        operationId: 'listAuditLog',
        summary: 'The project’s audit log, newest first',
        description:
          'Project administration (OAuth clients, identity providers, webhooks, custom record types, through the API or the `healthd` command) and erasures of users: who, what, when. Never a secret.',
        params: ProjectParamsSchema,
        querystring: Type.Object(PageQuery, { additionalProperties: false }),
        response: {
          200: Type.Object({ entries: Type.Array(EntrySchema), pagination: PaginationSchema }, { additionalProperties: false }),
          ...errorResponses(400, 401, 403, 404, 429, 503),
        },
      },
    },
    async (req, reply) => {
      const { projectId } = authOf(req)
      return app.pageKeys.send(reply, {
        items: 'entries',
        scope: `audit:${projectId}`,
        idPattern: UUID_RE,
        query: req.query,
        fetch: (page) => listAudit(app.db, projectId, page),
      })
    },
  )
}

export default auditRoutes
