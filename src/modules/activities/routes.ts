// Activities: PUT creates or replaces a workout or a mindfulness session; GET reads one back.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { assertIdentity, errors } from '../../errors.js'
import { authOf } from '../../http/auth.js'
import { ErrorSchema, errorResponses, UserParamsSchema } from '../../schemas/common.js'
import { ActivityListSchema, ActivityParamsSchema, ActivityRequestSchema, ActivitySchema, ListActivitiesQuerySchema } from './schemas.js'
import { ACTIVITIES } from './repository.js'
import { sendJson, sendUserItem } from '../../http/reply.js'
import { getUserResource, userResourceListRoute } from '../user-resource.js'
import { Type } from '@sinclair/typebox'

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
    async (req, reply) => {
      const { projectId } = authOf(req)
      const { user_id, activity_id } = req.params
      const body = req.body as Record<string, unknown> & typeof req.body
      assertIdentity(body, { id: activity_id, user_id, project_id: projectId })
      if (Date.parse(req.body.end_datetime) < Date.parse(req.body.start_datetime)) {
        throw errors.badRequest('body/end_datetime must not be before body/start_datetime')
      }
      // The text its GET, list and export will send (ACTIVITY in the repository), not re-serialised.
      return sendJson(reply, await app.services.activities.put({ projectId, userId: user_id, activityId: activity_id, body: req.body }))
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
    async (req, reply) => sendUserItem(reply, await getUserResource(app.db, ACTIVITIES, authOf(req).projectId, req.params), 'activity'),
  )

  app.get(
    '/activities',
    {
      config: { scope: 'activities:read' },
      schema: {
        operationId: 'listActivities',
        tags: ['activities'],
        summary: 'List activities, newest start first',
        description:
          'Filter by local days of `start_datetime` (`start_date`, `end_date`, inclusive, by the user’s tz_offset), `type`, `selected` and `group_id`.',
        params: UserParamsSchema,
        querystring: ListActivitiesQuerySchema,
        response: { 200: ActivityListSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => app.pageKeys.send(reply, userResourceListRoute(app.db, ACTIVITIES, authOf(req).projectId, req.params, req.query, app.listCache)),
  )

  app.delete(
    '/activities/:activity_id',
    {
      config: { scope: 'activities:delete' },
      schema: {
        operationId: 'deleteActivity',
        tags: ['activities'],
        summary: 'Delete an activity',
        description: 'Removes the activity and its summary; its local day and week are computed again; `activities:deleted` is emitted.',
        params: ActivityParamsSchema,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      await app.services.activities.delete(authOf(req).projectId, req.params)
      reply.code(204)
      return null
    },
  )
}

export default activitiesRoutes
