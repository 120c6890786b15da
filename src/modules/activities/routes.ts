// Activities: PUT creates or replaces a workout or a mindfulness session; GET reads one back.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { assertIdentity, errors } from '../../errors.js'
import { authOf } from '../../http/auth.js'
import { ErrorSchema, errorResponses } from '../../schemas/common.js'
import { ActivityParamsSchema, ActivityRequestSchema, ActivitySchema } from './schemas.js'
import { getActivityJson } from './repository.js'
import { sendUserItem } from '../../http/reply.js'

const activitiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/activities/:activity_id',
    {
      config: { scope: 'activities:create' },
      // A body with a type other than "workout" would be read as a mindfulness session and told
      // about a missing mindfulness field: it is told that its type is wrong.
      preValidation: (req, _reply, done) => {
        const b = req.body as Record<string, unknown> | null
        if (b && typeof b === 'object' && !Array.isArray(b) && 'type' in b && b['type'] !== 'workout') {
          return done(errors.badRequest('body/type must be "workout" for a workout; a mindfulness session is sent without type'))
        }
        done()
      },
      schema: {
        operationId: 'putActivity',
        tags: ['activities'],
        summary: 'Create or replace an activity',
        params: ActivityParamsSchema,
        body: ActivityRequestSchema,
        // The specification names these three answers of this operation.
        response: {
          ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503),
          200: ActivitySchema,
          400: { ...ErrorSchema, description: 'Bad request: the body or path is not valid' },
          404: { ...ErrorSchema, description: 'Resource not found: no such user' },
          500: { ...ErrorSchema, description: 'Internal error' },
        },
      },
    },
    async (req) => {
      const { projectId } = authOf(req)
      const { user_id, activity_id } = req.params
      const body = req.body as Record<string, unknown> & typeof req.body
      assertIdentity(body, { id: activity_id, user_id, project_id: projectId })
      if (Date.parse(req.body.end_datetime) < Date.parse(req.body.start_datetime)) {
        throw errors.badRequest('body/end_datetime must not be before body/start_datetime')
      }
      return app.services.activities.put({ projectId, userId: user_id, activityId: activity_id, body: req.body })
    },
  )

  app.get(
    '/activities/:activity_id',
    {
      config: { scope: 'activities:read' },
      schema: {
        operationId: 'getActivity',
        tags: ['activities'],
        summary: 'Get an activity',
        params: ActivityParamsSchema,
        response: { 200: ActivitySchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => sendUserItem(reply, await getActivityJson(app.db, authOf(req).projectId, req.params.user_id, req.params.activity_id), 'activity'),
  )
}

export default activitiesRoutes
