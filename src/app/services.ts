// The areas' service modules, built once over the pool: every write of a route goes through one
// of them (the transaction or statement, its events, its insight jobs, the workers' wake-ups).
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { WriteContext } from '../db/write-context.js'
import { GroupCommitter } from '../db/group-commit.js'
import { UsersService } from '../modules/users/index.js'
import { ActivitiesService } from '../modules/activities/index.js'
import { DailyRecordsService } from '../modules/daily-records/index.js'
import { BaselinesService } from '../modules/baselines/index.js'
import { MealsService } from '../modules/meals/index.js'
import { SummariesService } from '../modules/summaries/index.js'
import { FactsService } from '../modules/facts/index.js'
import { CustomRecordsService } from '../modules/custom-records/index.js'
import { DataSyncsService } from '../modules/data-syncs/index.js'
import { AdminService } from '../modules/admin/index.js'
import { WebhooksService } from '../modules/webhooks/index.js'
import { SourcePriorityService } from '../modules/source-priority/index.js'
import { DEVICE_FILES, FileStore, ImportsService } from '../modules/imports/index.js'

export interface Services {
  users: UsersService
  activities: ActivitiesService
  dailyRecords: DailyRecordsService
  baselines: BaselinesService
  meals: MealsService
  summaries: SummariesService
  facts: FactsService
  customRecords: CustomRecordsService
  dataSyncs: DataSyncsService
  admin: AdminService
  webhooks: WebhooksService
  sourcePriority: SourcePriorityService
  imports: ImportsService
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services
  }
}

// At most this many rows in one statement, and this many batches of one kind committing at once:
// a write that arrives while they are busy goes out with the next batch.
const MAX_BATCH = 64
const MAX_IN_FLIGHT = 4

async function servicesPlugin(app: FastifyInstance) {
  const ctx: WriteContext = {
    db: app.db,
    groupCommit: { enabled: app.config.groupCommit, maxBatch: MAX_BATCH, maxInFlight: MAX_IN_FLIGHT },
    wake: { insights: (projectId, userId) => app.insights.wrote(projectId, userId), webhooks: () => app.webhooks.wake() },
  }
  const meals = new MealsService({ ...ctx, foods: app.foods, llm: app.config.llm })
  const services: Services = {
    users: new UsersService(ctx),
    activities: new ActivitiesService(ctx),
    dailyRecords: new DailyRecordsService(ctx),
    baselines: new BaselinesService(ctx),
    meals,
    summaries: new SummariesService(ctx, meals),
    facts: new FactsService(ctx),
    customRecords: new CustomRecordsService(ctx),
    dataSyncs: new DataSyncsService(ctx),
    admin: new AdminService(ctx),
    webhooks: new WebhooksService(ctx),
    sourcePriority: new SourcePriorityService(ctx, () => app.sourcePriority.wake()),
    imports: new ImportsService(ctx, FileStore.inDataDir(app.config.dataDir), DEVICE_FILES, app.config.importMaxBytes),
  }
  app.decorate('services', services)
  if (app.embedded) {
    const stop = keepStatistics(app, services)
    app.addHook('preClose', async () => stop())
  }
}

const ANALYZE_EVERY_MS = 30_000
const ANALYZE_AFTER_WRITES = 2_000

/**
 * PGlite runs PostgreSQL in single-user mode, without the autovacuum daemon that keeps the
 * planner's statistics current: after a sync, plans were still made for the tables' first rows
 * (a list of 50 summaries fell from 0.61 to 0.29 of the raw select once writes had grown the
 * table). So the embedded server runs ANALYZE itself, at most every 30 s, once 2,000 rows or
 * insight jobs have been written since the last one.
 */
export function keepStatistics(
  app: FastifyInstance,
  services: Services,
  o: { everyMs: number; afterWrites: number } = { everyMs: ANALYZE_EVERY_MS, afterWrites: ANALYZE_AFTER_WRITES },
): () => void {
  const written = () =>
    Object.values(services).reduce((n, svc) => {
      for (const v of Object.values(svc as object)) if (v instanceof GroupCommitter) n += v.rows
      return n
    }, app.insights.completed)
  let last = written()
  let running = false
  const timer = setInterval(() => {
    const now = written()
    if (running || now - last < o.afterWrites) return
    last = now
    running = true
    const started = Date.now()
    app.db
      .query('ANALYZE')
      .then(() => app.log.debug({ ms: Date.now() - started }, 'embedded database statistics updated'))
      .catch((err: Error) => app.log.warn({ err: { message: err.message } }, 'ANALYZE failed'))
      .finally(() => (running = false))
  }, o.everyMs)
  timer.unref()
  return () => clearInterval(timer)
}

export default fp(servicesPlugin, { name: 'services', dependencies: ['db', 'foods', 'webhooks', 'insights', 'source-priority'] })
