// Runs the workout analytics worker in this process (re-computations after a threshold or history
// change): started when the app is ready, stopped before the database closes. A page it commits
// queues insight jobs, so it wakes the insights worker.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { WORKOUT_ANALYTICS_STOP_GRACE_MS } from '../timing.js'
import { WorkoutAnalyticsWorker } from '../modules/activities/index.js'
import { releaseAllWorkoutAnalyticsLeases } from '../queue/workout-analytics-jobs.js'

declare module 'fastify' {
  interface FastifyInstance {
    workoutAnalytics: WorkoutAnalyticsWorker
  }
}

async function workoutAnalyticsPlugin(app: FastifyInstance) {
  const worker = new WorkoutAnalyticsWorker({
    db: app.db,
    log: app.log,
    health: app.dbHealth,
    wrote: (projectId, userId) => app.insights.wrote(projectId, userId),
  })
  app.decorate('workoutAnalytics', worker)
  app.addHook('onReady', async () => {
    if (app.embedded) {
      // DATA_DIR's lock makes this the only process: jobs leased at start belong to a dead run.
      const n = await releaseAllWorkoutAnalyticsLeases(app.db)
      if (n) app.log.info({ jobs: n }, 'workout analytics jobs of a previous run taken back')
    }
    worker.start()
  })
  app.addHook('preClose', async () => worker.stop(WORKOUT_ANALYTICS_STOP_GRACE_MS))
}

export default fp(workoutAnalyticsPlugin, { name: 'workout-analytics', dependencies: ['db', 'insights'] })
