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
  // A keep-alive connection that was busy when closing began becomes idle only afterwards; left
  // open, it would hold the shutdown until the deadline. Requests still queued on it are answered
  // first (503), since a connection with work is not idle.
  app.addHook('onResponse', async () => {
    if (closing) setImmediate(() => app.server.closeIdleConnections())
  })
}

export default fp(lifecyclePlugin, { name: 'lifecycle' })
