// Runs the import worker in this process: started when the app is ready, told to stop before the
// database closes (an import cut short continues from its last committed batch).
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { IMPORTS_STOP_GRACE_MS } from '../timing.js'
import { ImportsWorker, releaseStoreLeases } from '../modules/imports/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    importsWorker: ImportsWorker
  }
}

async function importsPlugin(app: FastifyInstance) {
  const service = app.services.imports
  const worker = new ImportsWorker({
    db: app.db,
    store: service.store,
    reader: service.reader,
    log: app.log,
    health: app.dbHealth,
    wrote: (projectId, userId) => {
      app.insights.wrote(projectId, userId)
      app.webhooks.wake()
    },
  })
  service.whenQueued(() => worker.wake())
  app.decorate('importsWorker', worker)
  app.addHook('onReady', async () => {
    if (app.embedded) {
      // DATA_DIR's lock makes this the only process of its store: running imports belong to a dead run.
      const n = await releaseStoreLeases(app.db, service.store.id)
      if (n) app.log.info({ imports: n }, 'imports of a previous run taken back')
    }
    worker.start()
  })
  app.addHook('preClose', async () => worker.stop(IMPORTS_STOP_GRACE_MS))
}

export default fp(importsPlugin, { name: 'imports', dependencies: ['services', 'insights', 'webhooks'] })
