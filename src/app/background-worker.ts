// How the app runs each of its background workers (insights, imports, source priority, workout
// analytics): started when the app is ready, stopped (with a grace for the job in hand) before the
// database closes. On an embedded start, DATA_DIR's lock makes this the only process, so the leases
// held at start belong to a dead run: they are freed first, and the count logged.
import type { FastifyInstance } from 'fastify'
import type { Queryable } from '../db/pool.js'

export interface BackgroundWorker {
  start(): void
  stop(graceMs: number): Promise<void>
}

export function runBackgroundWorker(
  app: FastifyInstance,
  worker: BackgroundWorker,
  o: {
    graceMs: number
    /** Frees the leases a dead run held; answers how many. */
    releaseLeases(db: Queryable): Promise<number>
    /** The log line's field and message: e.g. `jobs`, 'insight jobs of a previous run taken back'. */
    counted: string
    released: string
  },
): void {
  app.addHook('onReady', async () => {
    if (app.embedded) {
      const n = await o.releaseLeases(app.db)
      if (n) app.log.info({ [o.counted]: n }, o.released)
    }
    worker.start()
  })
  app.addHook('preClose', async () => worker.stop(o.graceMs))
}
