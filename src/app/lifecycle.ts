// Request ids, security headers, and 503 for requests that arrive while the server closes.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { errors } from '../errors.js'

async function lifecyclePlugin(app: FastifyInstance) {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  // These run on every request and never wait: written with `done`, not async (an async hook
  // costs each request a promise and a microtask).
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id)
    if (closing) {
      reply.header('connection', 'close')
      return done(errors.unavailable('server is shutting down'))
    }
    done()
  })
  app.addHook('onSend', (_req, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff')
    done(null, payload)
  })
  // A keep-alive connection that was busy when closing began becomes idle only afterwards; left
  // open, it would hold the shutdown until the deadline. Requests still queued on it are answered
  // first (503), since a connection with work is not idle.
  app.addHook('onResponse', (_req, _reply, done) => {
    if (closing) setImmediate(() => app.server.closeIdleConnections())
    done()
  })
}

export default fp(lifecyclePlugin, { name: 'lifecycle' })
