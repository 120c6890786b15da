// Runs the insights worker in this process: started when the app is ready, stopped (running jobs
// finished, or left to their lease) before the database closes.
import fp from 'fastify-plugin'
import { INSIGHTS_STOP_GRACE_MS } from '../timing.js'
import type { FastifyInstance } from 'fastify'
import { InsightsWorker, RequestLoad } from '../insights/index.js'
import { releaseAllLeases } from '../queue/insight-jobs.js'
import { runBackgroundWorker } from './background-worker.js'

declare module 'fastify' {
  interface FastifyInstance {
    insights: InsightsWorker
  }
}

async function insightsPlugin(app: FastifyInstance) {
  // While requests saturate the process, the worker gives way to them. Counted on the HTTP
  // server itself: a response's 'close' comes once, answered or abandoned.
  const requests = new RequestLoad()
  app.server.on('request', (_req, res) => {
    requests.began()
    res.once('close', () => requests.ended())
  })
  const worker = new InsightsWorker({
    db: app.db,
    llm: app.config.llm,
    log: app.log,
    activity: requests,
    busyShare: app.config.insightsBusyShare,
    health: app.dbHealth,
  })
  app.decorate('insights', worker)
  runBackgroundWorker(app, worker, {
    graceMs: INSIGHTS_STOP_GRACE_MS,
    releaseLeases: releaseAllLeases,
    counted: 'jobs',
    released: 'insight jobs of a previous run taken back',
  })
}

export default fp(insightsPlugin, { name: 'insights', dependencies: ['db'] })
