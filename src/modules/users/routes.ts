// Users: PATCH creates or updates (the way a backend creates users), GET one, GET a page, DELETE
// erases the user and everything of theirs.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { errors } from '../../errors.js'
import { authOf } from '../../http/auth.js'
import { UserParamsSchema, errorResponses } from '../../schemas/common.js'
import { ListUsersQuerySchema, UserListSchema, UserPatchSchema, UserSchema } from './schemas.js'
import { getUserJson, listUsers } from './repository.js'
import { sendJson } from '../../http/reply.js'
import { actorOf } from '../audit/index.js'

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/users/:user_id',
    {
      config: { scope: 'users:update' },
      schema: {
        operationId: 'updateUser',
        tags: ['users'],
        summary: 'Update a user, creating it when absent',
        description: 'Partial update: fields left out keep their value; `null` clears a field.',
        params: UserParamsSchema,
        body: UserPatchSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 413, 415, 429, 503) },
      },
    },
    async (req, reply) => {
      const { projectId } = authOf(req)
      const body = req.body
      if (body.id !== undefined && body.id !== req.params.user_id) throw errors.badRequest('body/id does not match the path user_id')
      if (body.birthday && body.birthday > new Date().toISOString().slice(0, 10)) {
        throw errors.badRequest('body/birthday must not be in the future')
      }
      // The text GET sends (USER in the repository), written by the PATCH's own statement.
      return sendJson(reply, await app.services.users.patch({ projectId, userId: req.params.user_id, patch: body }))
    },
  )

  app.get(
    '/users/:user_id',
    {
      config: { scope: 'users:read' },
      schema: {
        operationId: 'getUser',
        tags: ['users'],
        summary: 'Get a user',
        params: UserParamsSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const json = await getUserJson(app.db, authOf(req).projectId, req.params.user_id)
      if (json === undefined) throw errors.userNotFound()
      return sendJson(reply, json)
    },
  )

  app.delete(
    '/users/:user_id',
    {
      config: { scope: 'users:delete' },
      schema: {
        operationId: 'deleteUser',
        tags: ['users'],
        summary: 'Erase a user and all their data',
        description:
          'In one transaction: the user, their activities, daily records, baselines, summaries, facts, meals, custom records, data syncs, app sign-in identities and refresh tokens, pending insight jobs and cached idempotent responses. Their earlier events keep only ids and timestamps; `users:deleted` (ids only) is emitted. Afterwards every route under the user answers 404 until the same id is created again, empty.',
        params: UserParamsSchema,
        response: { 204: Type.Null({ description: 'Erased' }), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const auth = authOf(req)
      if (!(await app.services.users.erase(auth.projectId, req.params.user_id, actorOf(auth)))) throw errors.userNotFound()
      reply.code(204)
      return null
    },
  )

  app.get(
    '/users',
    {
      config: { scope: 'users:read' },
      schema: {
        operationId: 'listUsers',
        tags: ['users'],
        summary: 'List users, newest first',
        querystring: ListUsersQuerySchema,
        response: { 200: UserListSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (req, reply) => {
      const auth = authOf(req)
      if (auth.principalType === 'user') throw errors.forbidden('a user token cannot list users')
      return app.pageKeys.send(reply, {
        items: 'users',
        scope: `users:${auth.projectId}`,
        query: req.query,
        fetch: (page) => listUsers(app.db, auth.projectId, page.limit, page.after),
      })
    },
  )
}

export default usersRoutes
