// Users: PATCH creates or updates (the way a backend creates users), GET one, GET a page.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errors } from '../../errors.js'
import { authOf } from '../../plugins/auth.js'
import { UserParamsSchema } from '../../schemas/common.js'
import { ListUsersQuerySchema, UserListSchema, UserPatchSchema, UserSchema } from './schemas.js'
import { getUser, listUsers } from './repository.js'

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/users/:user_id',
    {
      config: { scope: 'users:update' },
      schema: {
        tags: ['users'],
        summary: 'Update a user, creating it when absent',
        description: 'Partial update: fields left out keep their value; `null` clears a field.',
        params: UserParamsSchema,
        body: UserPatchSchema,
        response: { 200: UserSchema },
      },
    },
    async (req) => {
      const { projectId } = authOf(req)
      const body = req.body
      if (body.id !== undefined && body.id !== req.params.user_id) throw errors.badRequest('body/id does not match the path user_id')
      if (body.birthday && body.birthday > new Date().toISOString().slice(0, 10)) {
        throw errors.badRequest('body/birthday must not be in the future')
      }
      return app.services.users.patch({ projectId, userId: req.params.user_id, patch: body })
    },
  )

  app.get(
    '/users/:user_id',
    {
      config: { scope: 'users:read' },
      schema: { tags: ['users'], summary: 'Get a user', params: UserParamsSchema, response: { 200: UserSchema } },
    },
    async (req) => {
      const user = await getUser(app.db, authOf(req).projectId, req.params.user_id)
      if (!user) throw errors.userNotFound()
      return user
    },
  )

  app.get(
    '/users',
    {
      config: { scope: 'users:read' },
      schema: {
        tags: ['users'],
        summary: 'List users, newest first',
        querystring: ListUsersQuerySchema,
        response: { 200: UserListSchema },
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
