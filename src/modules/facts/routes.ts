// Facts: list a user's facts (type filter, pages) and delete one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { authOf } from '../../http/auth.js'
import { UserParamsSchema, errorResponses } from '../../schemas/common.js'
import { UUID_RE } from '../../db/uuid.js'
import { notFoundUnder } from '../users/index.js'
import { FactListSchema, FactParamsSchema, ListFactsQuerySchema } from './schemas.js'
import { listFacts } from './repository.js'

const factsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/facts',
    {
      config: { scope: 'facts:read' },
      schema: {
        operationId: 'listFacts',
        tags: ['facts'],
        summary: 'List facts about a user, newest first',
        params: UserParamsSchema,
        querystring: ListFactsQuerySchema,
        response: { 200: FactListSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const { projectId } = authOf(req)
      const { user_id } = req.params
      const q = req.query
      return app.pageKeys.send(reply, {
        items: 'facts',
        scope: `facts:${projectId}:${user_id}:${q.type ?? ''}`,
        idPattern: UUID_RE,
        query: q,
        fetch: (page) => listFacts(app.db, projectId, user_id, { type: q.type, ...page }),
      })
    },
  )

  app.delete(
    '/facts/:fact_id',
    {
      config: { scope: 'facts:delete' },
      schema: {
        operationId: 'deleteFact',
        tags: ['facts'],
        summary: 'Delete a fact',
        params: FactParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const { projectId } = authOf(req)
      if (!(await app.services.facts.delete(projectId, req.params.user_id, req.params.fact_id)))
        throw await notFoundUnder(app.db, projectId, req.params.user_id, 'fact')
      reply.code(204)
      return null
    },
  )
}

export default factsRoutes
