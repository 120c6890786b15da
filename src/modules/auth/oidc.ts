// Verifies OIDC ID tokens of a project's identity providers with jose: the provider's JWKS is
// cached and refetched on an unknown kid (with a cooldown), fetches time out, algorithms are
// allow-listed, and iss, aud, exp, nbf and iat are checked with 60 s of leeway.
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JWTPayload, type ProtectedHeaderParameters } from 'jose'
import type { IdentityProvider } from './idp-repository.js'

const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA']
const LEEWAY_S = 60
const FETCH_TIMEOUT_MS = 5_000
const DISCOVERY_TTL_MS = 60 * 60_000

export class IdTokenError extends Error {}

/** What an unverified token claims: enough to pick the provider, nothing to trust. */
export function peekIssuer(token: string): string {
  let header: ProtectedHeaderParameters
  let payload: JWTPayload
  try {
    header = decodeProtectedHeader(token)
    payload = decodeJwt(token)
  } catch {
    throw new IdTokenError('not a JWT')
  }
  // An access token (ours or anyone's) is not an identity token.
  if (typeof header.typ === 'string' && /at\+jwt/i.test(header.typ)) throw new IdTokenError('an access token is not an ID token')
  if (typeof payload.iss !== 'string') throw new IdTokenError('no issuer')
  return payload.iss
}

export class OidcVerifier {
  private jwks = new Map<string, ReturnType<typeof createRemoteJWKSet>>()
  private discovered = new Map<string, { jwksUri: string; at: number }>()

  private async jwksUri(idp: IdentityProvider): Promise<string> {
    if (idp.jwks_uri) return idp.jwks_uri
    const hit = this.discovered.get(idp.issuer)
    if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.jwksUri
    const url = `${idp.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
    let doc: { issuer?: unknown; jwks_uri?: unknown }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' })
      if (!res.ok) throw new Error(`status ${res.status}`)
      doc = (await res.json()) as typeof doc
    } catch (err) {
      throw new IdTokenError(`discovery failed: ${(err as Error).message}`)
    }
    if (doc.issuer !== idp.issuer || typeof doc.jwks_uri !== 'string') throw new IdTokenError('discovery document does not match the issuer')
    this.discovered.set(idp.issuer, { jwksUri: doc.jwks_uri, at: Date.now() })
    return doc.jwks_uri
  }

  private keySet(uri: string) {
    let set = this.jwks.get(uri)
    if (!set) {
      set = createRemoteJWKSet(new URL(uri), { timeoutDuration: FETCH_TIMEOUT_MS, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 })
      if (this.jwks.size > 1000) this.jwks.clear()
      this.jwks.set(uri, set)
    }
    return set
  }

  /** The verified claims, or IdTokenError saying why not (for the log, never the client). */
  async verify(idp: IdentityProvider, token: string): Promise<JWTPayload & { sub: string }> {
    let payload: JWTPayload
    try {
      ;({ payload } = await jwtVerify(token, this.keySet(await this.jwksUri(idp)), {
        issuer: idp.issuer,
        audience: idp.audience,
        algorithms: ALGORITHMS,
        clockTolerance: LEEWAY_S,
        requiredClaims: ['iss', 'aud', 'exp', 'iat', 'sub'],
      }))
    } catch (err) {
      if (err instanceof IdTokenError) throw err
      throw new IdTokenError((err as { code?: string }).code ?? (err as Error).message)
    }
    if (typeof payload.iat !== 'number' || payload.iat > Date.now() / 1000 + LEEWAY_S) throw new IdTokenError('iat is in the future')
    if (typeof payload.sub !== 'string' || !payload.sub) throw new IdTokenError('no subject')
    return payload as JWTPayload & { sub: string }
  }
}
