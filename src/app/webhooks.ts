// Runs the webhook dispatcher in this process: started when the app is ready, stopped (in-flight
// sends finished or released) before the database closes.
import fp from 'fastify-plugin'
import { WEBHOOKS_STOP_GRACE_MS } from '../timing.js'
import type { FastifyInstance } from 'fastify'
import { WebhookDispatcher } from '../modules/webhooks/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookDispatcher
  }
}

async function webhooksPlugin(app: FastifyInstance) {
  const dispatcher = new WebhookDispatcher(app.db, app.config, app.log, app.embedded, app.dbHealth)
  app.decorate('webhooks', dispatcher)
  app.addHook('onReady', async () => dispatcher.start())
  app.addHook('preClose', async () => dispatcher.stop(WEBHOOKS_STOP_GRACE_MS))
}

export default fp(webhooksPlugin, { name: 'webhooks', dependencies: ['db'] })
