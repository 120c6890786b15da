// Fastify type augmentations of the HTTP layer: what a route may read on the app and the request.
import type pg from 'pg'
import type { Config } from '../config.js'
import type { SigningKey } from '../auth/keys.js'
import type { KeysetPages } from './pagination.js'
import type { ListCache } from '../db/list.js'
import type { DatabaseHealth } from '../db/health.js'
import type { Scope } from '../auth/scopes.js'

export interface AuthContext {
  projectId: string
  subject: string
  principalType: 'client' | 'user'
  clientId: string
  userId: string | undefined
  scopes: Set<string>
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a token needs for this route, from the catalogue (src/auth/scopes.ts). */
    scope?: Scope
    /** No token needed (token endpoints, operations, documentation). */
    public?: boolean
    /** With `public`: a token may be sent, and must then be valid (req.auth is set); no scope needed. */
    optionalAuth?: boolean
    /** Token endpoint: failures use RFC 6749 codes. */
    oauth?: boolean
    /** JSON-RPC endpoint (POST /mcp): a body that is not JSON is a JSON-RPC parse error; values are checked per tool call. */
    jsonRpc?: boolean
    /**
     * The body is a file streamed to disk by the handler (not parsed): these are the media types it
     * may be sent as (a 415 names them); its Idempotency-Key is reserved once the body is in.
     */
    streamedBody?: readonly string[]
  }
  interface FastifyInstance {
    config: Config
    db: pg.Pool
    /** Whether the database answers: logs when it stops and when it starts again. */
    dbHealth: DatabaseHealth
    embedded: boolean
    signingKey: SigningKey
    pageKeys: KeysetPages
    /** List pages kept for answering again (LIST_CACHE_MB); none when it is 0. */
    listCache: ListCache | undefined
  }
  interface FastifyRequest {
    auth: AuthContext | null
  }
}
