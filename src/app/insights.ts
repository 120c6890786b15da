// Runs the insights worker in this process: started when the app is ready, stopped (running jobs
// finished, or left to their lease) before the database closes.
import fp from 'fastify-plugin'
import { INSIGHTS_STOP_GRACE_MS } from '../timing.js'
import type { FastifyInstance } from 'fastify'
import { InsightsWorker, RequestLoad } from '../insights/index.js'
import { releaseAllLeases } from '../queue/insight-jobs.js'

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
  app.addHook('onReady', async () => {
    if (app.embedded) {
      // DATA_DIR's lock makes this the only process: jobs leased at start belong to a dead run.
      const n = await releaseAllLeases(app.db)
      if (n) app.log.info({ jobs: n }, 'insight jobs of a previous run taken back')
    }
    worker.start()
  })
  app.addHook('preClose', async () => worker.stop(INSIGHTS_STOP_GRACE_MS))
}

export default fp(insightsPlugin, { name: 'insights', dependencies: ['db'] })
