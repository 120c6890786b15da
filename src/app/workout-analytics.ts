// Runs the workout analytics worker in this process (re-computations after a threshold or history
// change): started when the app is ready, stopped before the database closes. A page it commits
// queues insight jobs, so it wakes the insights worker.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { WORKOUT_ANALYTICS_STOP_GRACE_MS } from '../timing.js'
import { WorkoutAnalyticsWorker } from '../modules/activities/index.js'
import { releaseAllWorkoutAnalyticsLeases } from '../queue/workout-analytics-jobs.js'
import { runBackgroundWorker } from './background-worker.js'

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
  runBackgroundWorker(app, worker, {
    graceMs: WORKOUT_ANALYTICS_STOP_GRACE_MS,
    releaseLeases: releaseAllWorkoutAnalyticsLeases,
    counted: 'jobs',
    released: 'workout analytics jobs of a previous run taken back',
  })
}

export default fp(workoutAnalyticsPlugin, { name: 'workout-analytics', dependencies: ['db', 'insights'] })
