// Client authentication and scope grants for the token endpoints (no HTTP here).
import { errors } from '../../errors.js'
import type { Queryable } from '../../db/pool.js'
import { dummyHash, verifySecret } from '../../auth/secrets.js'
import { isKnownScope, mayRequestScope, parseScopeParam } from '../../auth/scopes.js'
import { findClient, type OAuthClient } from './clients-repository.js'

/** RFC 6749 2.3.1: Basic credentials are form-urlencoded before base64. */
export function formDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '))
  } catch {
    return s
  }
}

/** A wrong secret, an unknown client, a public or revoked client: all the same invalid_client. */
export async function authenticateClient(db: Queryable, clientId: string, secret: string): Promise<OAuthClient> {
  const client = clientId.length <= 128 && secret.length <= 512 ? await findClient(db, clientId) : undefined
  const ok = await verifySecret(secret, client?.secret_hash ?? (await dummyHash()))
  if (!client || !ok || client.type !== 'confidential' || client.revoked_at) throw errors.oauth('invalid_client')
  return client
}

/**
 * The requested scopes must be a subset of the client's; none requested means all of them. A
 * scope the client was allowed that the catalogue no longer has is never granted.
 */
export function grantScopes(allowed: readonly string[], requested: string | undefined): string[] {
  if (requested === undefined) return allowed.filter(isKnownScope)
  const want = parseScopeParam(requested)
  if (want.length === 0 || want.some((s) => !mayRequestScope(allowed, s))) throw errors.oauth('invalid_scope')
  return want
}
