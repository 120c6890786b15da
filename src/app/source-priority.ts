// Runs the source-priority worker in this process: started when the app is ready, stopped before
// the database closes. It re-selects through the activities area's service (built later, by the
// services plugin, which wakes this worker after a change).
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { SOURCE_PRIORITY_STOP_GRACE_MS } from '../timing.js'
import { SourcePriorityWorker } from '../modules/source-priority/index.js'
import { recomputeDayMeasures } from '../modules/imports/index.js'
import { releaseAllSourcePriorityLeases } from '../queue/source-priority-jobs.js'

declare module 'fastify' {
  interface FastifyInstance {
    sourcePriority: SourcePriorityWorker
  }
}

async function sourcePriorityPlugin(app: FastifyInstance) {
  const worker = new SourcePriorityWorker({
    db: app.db,
    log: app.log,
    health: app.dbHealth,
    regroupActivities: (projectId, userId) => app.services.activities.regroupUser(projectId, userId),
    // The day measures an import wrote, computed again from their per-source hours and nights.
    recomputeDayMeasures: async (_db, projectId, userId) => {
      await recomputeDayMeasures(app.db, projectId, userId)
    },
  })
  app.decorate('sourcePriority', worker)
  app.addHook('onReady', async () => {
    if (app.embedded) {
      // DATA_DIR's lock makes this the only process: jobs leased at start belong to a dead run.
      const n = await releaseAllSourcePriorityLeases(app.db)
      if (n) app.log.info({ jobs: n }, 'source priority jobs of a previous run taken back')
    }
    worker.start()
  })
  app.addHook('preClose', async () => worker.stop(SOURCE_PRIORITY_STOP_GRACE_MS))
}

export default fp(sourcePriorityPlugin, { name: 'source-priority', dependencies: ['db'] })
