// Idempotency-Key on authenticated POSTs: the same key with the same request within 24 h answers
// the first response again and does nothing new; with a different request, 409. The key is
// reserved before the handler runs, so two concurrent requests with one key never both run.
import fp from 'fastify-plugin'
import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../errors.js'
import type { AuthContext } from './types.js'

const KEY_RE = /^[\x21-\x7e]{1,255}$/
const TTL = "interval '24 hours'"

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { projectId: string; principal: string; key: string } | null
  }
}

function requestHash(req: FastifyRequest): Buffer {
  return createHash('sha256')
    .update(req.method)
    .update('\0')
    .update(req.url)
    .update('\0')
    .update(JSON.stringify(req.body ?? null))
    .digest()
}

async function idempotencyPlugin(app: FastifyInstance) {
  app.decorateRequest('idempotency', null)

  // Both hooks run on every request and almost always have nothing to do: they answer at once
  // (`done`), and only a request with a key pays for a promise.
  app.addHook('preHandler', (req, reply, done) => {
    const header = req.headers['idempotency-key']
    if (req.method !== 'POST' || header === undefined || !req.auth) return done()
    // A replayed response is sent here: then `done` is not called.
    reserve(req, req.auth, reply, header).then((replayed) => replayed || done(), done)
  })

  /** Reserves the key, or sends the first response again (true). */
  async function reserve(req: FastifyRequest, auth: AuthContext, reply: FastifyReply, header: string | string[]): Promise<boolean> {
    if (typeof header !== 'string' || !KEY_RE.test(header)) throw new AppError(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters')
    const id = { projectId: auth.projectId, principal: `${auth.principalType}:${auth.subject}`, key: header }
    const hash = requestHash(req)
    // Reserve the key, or take over one older than 24 h.
    const r = await app.db.query<{ request_hash: Buffer; response_status: number | null; response_body: string | null; fresh: boolean }>(
      `INSERT INTO idempotency_keys AS k (project_id, principal, key, request_hash, user_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (project_id, principal, key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, user_id = EXCLUDED.user_id, response_status = NULL, response_body = NULL, created_at = now()
         WHERE k.created_at < now() - ${TTL}
       RETURNING true AS fresh, request_hash, response_status, response_body`,
      // The path's user: erasing the user removes the response, which may carry their data.
      [id.projectId, id.principal, id.key, hash, (req.params as { user_id?: string } | undefined)?.user_id ?? null],
    )
    if (r.rows[0]) {
      req.idempotency = id
      return false
    }
    const prior = await app.db.query<{ request_hash: Buffer; response_status: number | null; response_body: string | null }>(
      'SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE project_id = $1 AND principal = $2 AND key = $3',
      [id.projectId, id.principal, id.key],
    )
    const row = prior.rows[0]
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
  async function record(id: { projectId: string; principal: string; key: string }, reply: FastifyReply, payload: unknown): Promise<void> {
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      // A failure that may be retried: the key is free again.
      await app.db.query('DELETE FROM idempotency_keys WHERE project_id = $1 AND principal = $2 AND key = $3 AND response_status IS NULL', [
        id.projectId,
        id.principal,
        id.key,
      ])
    } else {
      await app.db.query('UPDATE idempotency_keys SET response_status = $4, response_body = $5 WHERE project_id = $1 AND principal = $2 AND key = $3', [
        id.projectId,
        id.principal,
        id.key,
        reply.statusCode,
        payload,
      ])
    }
  }

  const sweep = setInterval(() => {
    app.db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - ${TTL}`).catch(() => {})
  }, 60 * 60_000)
  sweep.unref()
  app.addHook('onClose', async () => clearInterval(sweep))
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['auth'] })
