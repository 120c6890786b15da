// Baselines: PUT creates or replaces a user's baseline; GET reads it back.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { assertIdentity } from '../../errors.js'
import { authOf } from '../../http/auth.js'
import { BaselineParamsSchema, BaselineRequestSchema, BaselineSchema } from './schemas.js'
import { getBaselineJson } from './repository.js'
import { sendUserItem } from '../../http/reply.js'
import { errorResponses } from '../../schemas/common.js'

const baselinesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/baselines/:baseline_id',
    {
      config: { scope: 'baselines:create' },
      schema: {
        operationId: 'putBaseline',
        tags: ['baselines'],
        summary: 'Create or replace a baseline',
        params: BaselineParamsSchema,
        body: BaselineRequestSchema,
        response: { 200: BaselineSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (req) => {
      const { projectId } = authOf(req)
      const { user_id, baseline_id } = req.params
      assertIdentity(req.body, { user_id, project_id: projectId, name: baseline_id })
      return app.services.baselines.put({ projectId, userId: user_id, name: baseline_id, body: req.body })
    },
  )

  app.get(
    '/baselines/:baseline_id',
    {
      config: { scope: 'baselines:read' },
      schema: {
        operationId: 'getBaseline',
        tags: ['baselines'],
        summary: 'Get a baseline',
        params: BaselineParamsSchema,
        response: { 200: BaselineSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => sendUserItem(reply, await getBaselineJson(app.db, authOf(req).projectId, req.params.user_id, req.params.baseline_id), 'baseline'),
  )
}

export default baselinesRoutes
