// Baselines: PUT creates or replaces a user's baseline; GET reads one back or lists them; DELETE removes one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { assertIdentity } from '../../errors.js'
import { authOf } from '../../http/auth.js'
import { Type } from '@sinclair/typebox'
import { errorResponses, UserParamsSchema } from '../../schemas/common.js'
import { BaselineListSchema, BaselineParamsSchema, BaselineRequestSchema, BaselineSchema, ListBaselinesQuerySchema } from './schemas.js'
import { BASELINES } from './repository.js'
import { getUserResource, userResourceListRoute } from '../user-resource.js'
import { sendJson, sendUserItem } from '../../http/reply.js'

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
    async (req, reply) => {
      const { projectId } = authOf(req)
      const { user_id, baseline_id } = req.params
      assertIdentity(req.body, { user_id, project_id: projectId, name: baseline_id })
      // The text its GET, list and export will send (BASELINE in the repository), not re-serialised.
      return sendJson(reply, await app.services.baselines.put({ projectId, userId: user_id, name: baseline_id, body: req.body }))
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
    async (req, reply) => sendUserItem(reply, await getUserResource(app.db, BASELINES, authOf(req).projectId, req.params), 'baseline'),
  )

  app.get(
    '/baselines',
    {
      config: { scope: 'baselines:read' },
      schema: {
        operationId: 'listBaselines',
        tags: ['baselines'],
        summary: 'List baselines, newest first',
        params: UserParamsSchema,
        querystring: ListBaselinesQuerySchema,
        response: { 200: BaselineListSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => app.pageKeys.send(reply, userResourceListRoute(app.db, BASELINES, authOf(req).projectId, req.params, req.query, app.listCache)),
  )

  app.delete(
    '/baselines/:baseline_id',
    {
      config: { scope: 'baselines:delete' },
      schema: {
        operationId: 'deleteBaseline',
        tags: ['baselines'],
        summary: 'Delete a baseline',
        description: 'Removes the baseline; `baselines:deleted` is emitted.',
        params: BaselineParamsSchema,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      await app.services.baselines.delete(authOf(req).projectId, req.params)
      reply.code(204)
      return null
    },
  )
}

export default baselinesRoutes
