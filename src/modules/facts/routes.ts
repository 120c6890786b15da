// Facts: list a user's facts (type filter, pages) and delete one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { errors } from '../../errors.js'
import { authOf } from '../../plugins/auth.js'
import { UserParamsSchema } from '../../schemas/common.js'
import { UUID_RE } from '../summaries/repository.js'
import { FactListSchema, FactParamsSchema, ListFactsQuerySchema } from './schemas.js'
import { deleteFact, listFacts } from './repository.js'

const factsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/:user_id/facts',
    {
      config: { scope: 'facts:read' },
      schema: {
        tags: ['facts'],
        summary: 'List facts about a user, newest first',
        params: UserParamsSchema,
        querystring: ListFactsQuerySchema,
        response: { 200: FactListSchema },
      },
    },
    async (req) => {
      const { projectId } = authOf(req)
      const { user_id } = req.params
      const limit = req.query.limit ?? 50
      const scope = `facts:${projectId}:${user_id}:${req.query.type ?? ''}`
      const pos = app.pageKeys.decode(scope, req.query.page)
      const after = pos && typeof pos[0] === 'string' && typeof pos[1] === 'string' && UUID_RE.test(pos[1]) ? { createdAt: pos[0], id: pos[1] } : undefined
      if (pos && !after) throw errors.badRequest('page is not a page key issued for this list')
      const res = await listFacts(app.db, projectId, user_id, { type: req.query.type, limit, after })
      if (!res.userExists) throw errors.userNotFound()
      return {
        facts: res.facts,
        pagination: {
          limit,
          total: res.total,
          page: req.query.page ?? '',
          next_page: res.more && res.last ? app.pageKeys.encode(scope, [res.last.createdAt, res.last.id]) : '',
        },
      }
    },
  )

  app.delete(
    '/users/:user_id/facts/:fact_id',
    {
      config: { scope: 'facts:delete' },
      schema: { tags: ['facts'], summary: 'Delete a fact', params: FactParamsSchema, response: { 204: Type.Null() } },
    },
    async (req, reply) => {
      if (!(await deleteFact(app.db, authOf(req).projectId, req.params.user_id, req.params.fact_id))) throw errors.notFound('fact')
      reply.code(204)
      return null
    },
  )
}

export default factsRoutes
