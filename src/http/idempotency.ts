// Idempotency-Key on authenticated POSTs: the same key with the same request within 24 h answers
// the first response again and does nothing new; with a different request, 409. The key is
// reserved before the handler runs, so two concurrent requests with one key never both run. The
// keys' SQL is src/http/idempotency-store.ts.
import fp from 'fastify-plugin'
import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../errors.js'
import type { AuthContext } from './types.js'
import { deleteExpiredKeys, freeKey, keepResponse, keyUse, reserveKey, type IdempotencyKey } from './idempotency-store.js'

const KEY_RE = /^[\x21-\x7e]{1,255}$/

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: IdempotencyKey | null
  }
  interface FastifyInstance {
    /**
     * For a route whose body is streamed (`config.streamedBody`): once the body is in, with its
     * digest, reserves the request's Idempotency-Key, or answers the first response again (true:
     * the reply is sent) or 409 as for any POST. False when there is no key.
     */
    idempotentStream(req: FastifyRequest, reply: FastifyReply, bodyDigest: string): Promise<boolean>
  }
}

/** The request: its method, URL and body (a streamed body by its digest). */
function requestHash(req: FastifyRequest, bodyDigest?: string): Buffer {
  return createHash('sha256')
    .update(req.method)
    .update('\0')
    .update(req.url)
    .update('\0')
    .update(bodyDigest !== undefined ? `sha256:${bodyDigest}` : JSON.stringify(req.body ?? null))
    .digest()
}

async function idempotencyPlugin(app: FastifyInstance) {
  app.decorateRequest('idempotency', null)

  // Both hooks run on every request and almost always have nothing to do: they answer at once
  // (`done`), and only a request with a key pays for a promise.
  app.addHook('preHandler', (req, reply, done) => {
    const header = req.headers['idempotency-key']
    // A streamed body is hashed as it is received: its route reserves the key then (idempotentStream).
    if (req.method !== 'POST' || header === undefined || !req.auth || req.routeOptions.config.streamedBody) return done()
    // A replayed response is sent here: then `done` is not called.
    reserve(req, req.auth, reply, header, requestHash(req)).then((replayed) => replayed || done(), done)
  })

  app.decorate('idempotentStream', (req: FastifyRequest, reply: FastifyReply, bodyDigest: string) => {
    const header = req.headers['idempotency-key']
    if (req.method !== 'POST' || header === undefined || !req.auth) return Promise.resolve(false)
    return reserve(req, req.auth, reply, header, requestHash(req, bodyDigest))
  })

  /** Reserves the key, or sends the first response again (true). */
  async function reserve(req: FastifyRequest, auth: AuthContext, reply: FastifyReply, header: string | string[], hash: Buffer): Promise<boolean> {
    if (typeof header !== 'string' || !KEY_RE.test(header)) throw new AppError(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters')
    const id: IdempotencyKey = { projectId: auth.projectId, principal: `${auth.principalType}:${auth.subject}`, key: header }
    // The path's user: erasing the user removes the response, which may carry their data.
    if (await reserveKey(app.db, id, hash, (req.params as { user_id?: string } | undefined)?.user_id ?? null)) {
      req.idempotency = id
      return false
    }
    const row = await keyUse(app.db, id)
    if (!row?.request_hash.equals(hash)) throw new AppError(409, 'Idempotency-Key was used for a different request')
    if (row.response_status === null) throw new AppError(409, 'a request with this Idempotency-Key is still being handled', { 'retry-after': '1' })
    reply.code(row.response_status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8')
    reply.send(row.response_body)
    return true
  }

  app.addHook('onSend', (req, reply, payload, done) => {
    const id = req.idempotency
    if (!id) return done(null, payload)
    req.idempotency = null
    record(id, reply, payload).then(() => done(null, payload), done)
  })

  /** Keeps the response for the key, or frees the key after a failure that may be retried. */
  function record(id: IdempotencyKey, reply: FastifyReply, payload: unknown): Promise<void> {
    // A failure that may be retried: the key is free again.
    if (reply.statusCode >= 500 || typeof payload !== 'string') return freeKey(app.db, id)
    return keepResponse(app.db, id, reply.statusCode, payload)
  }

  const sweep = setInterval(() => {
    deleteExpiredKeys(app.db).catch(() => {})
  }, 60 * 60_000)
  sweep.unref()
  app.addHook('onClose', async () => clearInterval(sweep))
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['auth'] })
