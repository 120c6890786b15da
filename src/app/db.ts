// Opens the database for the app (migrating when configured), and closes it with the app.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { openDatabase, type Database } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { loadSigningKey } from '../auth/keys.js'
import { KeysetPages } from '../http/pagination.js'
import { ListCache } from '../db/list.js'
import { DatabaseHealth } from '../db/health.js'

async function dbPlugin(app: FastifyInstance) {
  const config = app.config
  const database: Database = await openDatabase(config, 'server', (err) => app.log.error({ err }, 'embedded database connection failed'))
  app.addHook('onClose', async () => {
    await database.close()
  })
  app.decorate('db', database.pool)
  // Told by the queues, readiness and requests. Not by the pool's idle connections: one cut by a
  // proxy or a timeout says nothing of the database, and the next query opens another.
  app.decorate('dbHealth', new DatabaseHealth(app.log))
  app.decorate('embedded', database.embedded)
  if (config.migrateOnStart) {
    const { from, to } = await migrate(database.pool)
    if (from !== to) app.log.info({ from, to }, 'database migrated')
  }
  const key = await loadSigningKey({ configuredPem: config.jwtPrivateKey, dataDir: config.dataDir, embedded: database.embedded }, database.pool)
  app.decorate('signingKey', key)
  app.decorate('pageKeys', new KeysetPages(key.hmacSecret))
  app.decorate('listCache', config.listCacheBytes > 0 ? new ListCache(config.listCacheBytes) : undefined)
}

export default fp(dbPlugin, { name: 'db' })
