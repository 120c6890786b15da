// Rate limits: per token holder on the API, with a limit that fits the principal: a client token
// is a backend syncing many users (default high enough for it to write at the database's speed),
// a user token is one app install. Per client and address on token endpoints (see auth routes).
// Announced with the RateLimit-* headers; 429 carries Retry-After.
import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../errors.js'

async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    max: (req) => (req.auth?.principalType === 'client' ? app.config.rateLimitPerMinute.client : app.config.rateLimitPerMinute.user),
    timeWindow: 60_000,
    enableDraftSpec: true,
    keyGenerator: (req) => (req.auth ? `t:${req.auth.projectId}:${req.auth.subject}` : `a:${req.ip}`),
    errorResponseBuilder: (_req, ctx) => new AppError(429, `rate limit exceeded: retry in ${Math.ceil(ctx.ttl / 1000)} s`),
  })
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['auth'] })
