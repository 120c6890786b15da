// Runs the source-priority worker in this process: started when the app is ready, stopped before
// the database closes. It re-selects through the activities area's service (built later, by the
// services plugin, which wakes this worker after a change).
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { SOURCE_PRIORITY_STOP_GRACE_MS } from '../timing.js'
import { SourcePriorityWorker } from '../modules/source-priority/index.js'
import { recomputeDayMeasures } from '../modules/imports/index.js'
import { releaseAllSourcePriorityLeases } from '../queue/source-priority-jobs.js'
import { runBackgroundWorker } from './background-worker.js'

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
  runBackgroundWorker(app, worker, {
    graceMs: SOURCE_PRIORITY_STOP_GRACE_MS,
    releaseLeases: releaseAllSourcePriorityLeases,
    counted: 'jobs',
    released: 'source priority jobs of a previous run taken back',
  })
}

export default fp(sourcePriorityPlugin, { name: 'source-priority', dependencies: ['db'] })
