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
      const after = app.pageKeys.after(scope, req.query.page, UUID_RE)
      const res = await listFacts(app.db, projectId, user_id, { type: req.query.type, limit, after: after && { createdAt: after.at, id: after.id } })
      if (!res.userExists) throw errors.userNotFound()
      const next = res.more && res.last ? { at: res.last.createdAt, id: res.last.id } : undefined
      return { facts: res.facts, pagination: app.pageKeys.envelope(scope, limit, res.total, req.query.page, next) }
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
