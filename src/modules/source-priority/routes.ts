// Source priority (CONTRACT "One activity per workout: grouping and source priority"): the
// project's lists (admin scopes) and a user's (users scopes). A change re-selects in the
// background the activities and day measures they rank.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { errors } from '../../errors.js'
import { authOf } from '../../http/auth.js'
import { ProjectParamsSchema, UserParamsSchema, errorResponses } from '../../schemas/common.js'
import { actorOf } from '../audit/index.js'
import { getProjectPriority, getUserPriority } from './repository.js'
import { SourcePrioritySchema } from './schemas.js'

const RESELECTED = 'A change re-selects in the background, for the users it reaches, the activity of each group that counts and the day measures’ sources.'

/** The project's routes, at /v1/projects/{project_id}/source_priority. */
export const projectSourcePriorityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const url = '/v1/projects/:project_id/source_priority'
  app.get(
    url,
    {
      config: { scope: 'admin.projects:read' },
      schema: {
        operationId: 'getProjectSourcePriority',
        tags: ['admin'],
        summary: 'The project’s source priority',
        description: 'The lists set for the project ({} when none is).',
        params: ProjectParamsSchema,
        response: { 200: SourcePrioritySchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req) => getProjectPriority(app.db, authOf(req).projectId),
  )

  app.put(
    url,
    {
      config: { scope: 'admin.projects:update' },
      schema: {
        operationId: 'putProjectSourcePriority',
        tags: ['admin'],
        summary: 'Replace the project’s source priority',
        description: `Replaces every list of the project (a list left out is removed). ${RESELECTED}`,
        params: ProjectParamsSchema,
        body: SourcePrioritySchema,
        response: { 200: SourcePrioritySchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (req) => {
      const auth = authOf(req)
      return app.services.sourcePriority.putProject(auth.projectId, actorOf(auth), req.body)
    },
  )
}

/** A user's routes, at /users/{user_id}/source_priority (registered under the user prefix). */
export const userSourcePriorityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/source_priority',
    {
      config: { scope: 'users:read' },
      schema: {
        operationId: 'getUserSourcePriority',
        tags: ['users'],
        summary: 'The user’s source priority',
        description: 'The lists set for the user ({} when none is); for the measures they do not name, the project’s apply.',
        params: UserParamsSchema,
        response: { 200: SourcePrioritySchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req) => {
      const lists = await getUserPriority(app.db, authOf(req).projectId, req.params.user_id)
      if (!lists) throw errors.userNotFound()
      return lists
    },
  )

  app.put(
    '/source_priority',
    {
      config: { scope: 'users:update' },
      schema: {
        operationId: 'putUserSourcePriority',
        tags: ['users'],
        summary: 'Replace the user’s source priority',
        description: `Replaces every list of the user (a list left out is removed: the project’s applies). ${RESELECTED}`,
        params: UserParamsSchema,
        body: SourcePrioritySchema,
        response: { 200: SourcePrioritySchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (req) => {
      const lists = await app.services.sourcePriority.putUser(authOf(req).projectId, req.params.user_id, req.body)
      if (!lists) throw errors.userNotFound()
      return lists
    },
  )

  app.delete(
    '/source_priority',
    {
      config: { scope: 'users:update' },
      schema: {
        operationId: 'deleteUserSourcePriority',
        tags: ['users'],
        summary: 'Remove the user’s source priority',
        description: `The project’s lists apply to the user again (204 also when the user had none). ${RESELECTED}`,
        params: UserParamsSchema,
        response: { 204: Type.Null({ description: 'Removed' }), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      if (!(await app.services.sourcePriority.deleteUser(authOf(req).projectId, req.params.user_id))) throw errors.userNotFound()
      reply.code(204)
      return null
    },
  )
}
