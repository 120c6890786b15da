// The areas' service modules, built once over the pool: every write of a route goes through one
// of them (the transaction or statement, its events, its insight jobs, the workers' wake-ups).
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { WriteContext } from '../modules/write-context.js'
import { UsersService } from '../modules/users/service.js'
import { ActivitiesService } from '../modules/activities/service.js'
import { DailyRecordsService } from '../modules/daily-records/service.js'
import { BaselinesService } from '../modules/baselines/service.js'
import { MealsService } from '../modules/meals/service.js'
import { SummariesService } from '../modules/summaries/service.js'
import { FactsService } from '../modules/facts/service.js'

export interface Services {
  users: UsersService
  activities: ActivitiesService
  dailyRecords: DailyRecordsService
  baselines: BaselinesService
  meals: MealsService
  summaries: SummariesService
  facts: FactsService
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
  app.decorate('services', {
    users: new UsersService(ctx),
    activities: new ActivitiesService(ctx),
    dailyRecords: new DailyRecordsService(ctx),
    baselines: new BaselinesService(ctx),
    meals: new MealsService({ ...ctx, foods: app.foods, llm: app.config.llm }),
    summaries: new SummariesService(ctx),
    facts: new FactsService(ctx),
  } satisfies Services)
}

export default fp(servicesPlugin, { name: 'services', dependencies: ['db', 'foods', 'webhooks', 'insights'] })
