// Prometheus metrics: requests and latencies by route, database pool usage, the list page cache.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

async function metricsPlugin(app: FastifyInstance) {
  const register = new Registry()
  collectDefaultMetrics({ register })
  const labelNames = ['method', 'route', 'status_code'] as const
  const requests = new Counter({ name: 'healthd_http_requests_total', help: 'HTTP requests', labelNames, registers: [register] })
  const duration = new Histogram({
    name: 'healthd_http_request_duration_seconds',
    help: 'HTTP request latency',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [register],
  })
  const pool = app.db
  new Gauge({
    name: 'healthd_db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      this.set({ state: 'total' }, pool.totalCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'waiting' }, pool.waitingCount)
    },
  })

  const lists = app.listCache
  if (lists) {
    new Gauge({
      name: 'healthd_list_cache_pages',
      help: 'List pages answered again from memory (hit) or read from the database (miss), since start; pages and bytes kept now',
      labelNames: ['state'] as const,
      registers: [register],
      collect() {
        this.set({ state: 'hit' }, lists.hits)
        this.set({ state: 'miss' }, lists.misses)
        this.set({ state: 'kept' }, lists.size)
        this.set({ state: 'kept_bytes' }, lists.usedBytes)
      },
    })
  }

  app.addHook('onResponse', (req, reply, done) => {
    const labels = {
      method: req.method,
      route: req.is404 ? 'not_found' : (req.routeOptions.url ?? 'unknown'),
      status_code: String(reply.statusCode),
    }
    requests.inc(labels)
    duration.observe(labels, reply.elapsedTime / 1000)
    done()
  })

  app.get(
    '/metrics',
    { config: { public: true, rateLimit: false }, schema: { tags: ['operations'], summary: 'Prometheus metrics', hide: true } },
    async (_req, reply) => {
      reply.type(register.contentType)
      return register.metrics()
    },
  )
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['db'] })
