// Request ids, security headers, and 503 for requests that arrive while the server closes.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { errors } from '../errors.js'

async function lifecyclePlugin(app: FastifyInstance) {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id)
    if (closing) {
      reply.header('connection', 'close')
      throw errors.unavailable('server is shutting down')
    }
  })
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff')
  })
}

export default fp(lifecyclePlugin, { name: 'lifecycle' })
