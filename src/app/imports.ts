// Runs the import worker in this process: started when the app is ready, told to stop before the
// database closes (an import cut short continues from its last committed batch).
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { IMPORTS_STOP_GRACE_MS } from '../timing.js'
import { ImportsWorker, releaseStoreLeases } from '../modules/imports/index.js'
import { runBackgroundWorker } from './background-worker.js'

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
  runBackgroundWorker(app, worker, {
    graceMs: IMPORTS_STOP_GRACE_MS,
    releaseLeases: (db) => releaseStoreLeases(db, service.store.id),
    counted: 'imports',
    released: 'imports of a previous run taken back',
  })
}

export default fp(importsPlugin, { name: 'imports', dependencies: ['services', 'insights', 'webhooks'] })
