// Project administration: the project a token belongs to.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { errors } from '../../errors.js'
import { DateTime, ProjectParamsSchema, errorResponses } from '../../schemas/common.js'
import { getProject } from './repository.js'

export const ProjectSchema = Type.Object({ project_id: Type.String(), name: Type.String(), created_at: DateTime() }, { additionalProperties: false })

const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/projects/:project_id',
    {
      config: { scope: 'admin.projects:read' },
      schema: {
        operationId: 'getProject',
        tags: ['admin'],
        summary: 'The project',
        params: ProjectParamsSchema,
        response: { 200: ProjectSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req) => {
      const p = await getProject(app.db, req.params.project_id)
      if (!p) throw errors.notFound('project')
      return { project_id: p.project_id, name: p.name, created_at: p.created_at.toISOString() }
    },
  )
}

export default projectRoutes
