// App sign-in at /v1/projects/{project_id}/auth/sdk: exchange an identity provider's ID token,
// or a refresh token, for a user-confined access token and a new refresh token.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { JWTPayload } from 'jose'
import { errors } from '../../errors.js'
import { withTransaction } from '../../db/pool.js'
import { DATA_SCOPES } from '../../auth/scopes.js'
import { IdTokenError, type OidcVerifier, peekIssuer } from './oidc.js'
import { findClient, type OAuthClient } from './clients-repository.js'
import { type IdentityProvider, listIdentityProviders, resolveIdentityUser } from './idp-repository.js'
import { issueRefreshToken, spendRefreshToken } from './refresh-repository.js'

// biome-ignore lint/suspicious/noControlCharactersInRegex: a user id may hold no control character (the ExternalId path pattern, as a RegExp)
const USER_ID_RE = /^[^\s/\u0000-\u001f\u007f]{1,255}$/
const USER_SCOPES = new Set<string>(DATA_SCOPES)

export interface SdkTokens {
  access_token: string
  token_type: 'Bearer'
  expires_in: number
  refresh_token: string
  user_id: string
}

export interface SdkRequest {
  grant: 'exchange' | 'refresh'
  token: string
  client_id: string
}

/** A public client of this project that is not revoked, else invalid_client. */
async function publicClient(app: FastifyInstance, projectId: string, clientId: string): Promise<OAuthClient> {
  const c = await findClient(app.db, clientId)
  if (!c || c.project_id !== projectId || c.type !== 'public' || c.revoked_at) throw errors.oauth('invalid_client')
  return c
}

/** User tokens carry the client's data scopes only: never admin scopes. */
const userScopes = (client: OAuthClient, granted: readonly string[] = client.scopes) => granted.filter((s) => USER_SCOPES.has(s) && client.scopes.includes(s))

export async function sdkGrant(app: FastifyInstance, verifier: OidcVerifier, log: FastifyBaseLogger, projectId: string, body: SdkRequest): Promise<SdkTokens> {
  const client = await publicClient(app, projectId, body.client_id)
  const { config } = app
  const refused = (reason: string) => {
    log.info({ grant: body.grant, reason }, 'sdk grant refused')
    return errors.oauth('invalid_grant')
  }

  if (body.grant === 'exchange') {
    let claims: { payload: JWTPayload & { sub: string }; idp: IdentityProvider } | undefined
    let idpIssuer: string
    try {
      idpIssuer = peekIssuer(body.token)
      const idps = await listIdentityProviders(app.db, projectId, idpIssuer)
      if (!idps.length) throw new IdTokenError('no identity provider for this issuer')
      let lastError: unknown
      for (const idp of idps) {
        try {
          claims = { payload: await verifier.verify(idp, body.token), idp }
          break
        } catch (err) {
          lastError = err
        }
      }
      if (!claims) throw lastError
    } catch (err) {
      if (err instanceof IdTokenError) throw refused(err.message)
      throw err
    }
    const userClaim = claims.payload[claims.idp.user_claim]
    if (typeof userClaim !== 'string' || !USER_ID_RE.test(userClaim)) throw refused(`claim ${claims.idp.user_claim} is not a usable user id`)
    const scopes = userScopes(client)
    return withTransaction(app.db, async (tx) => {
      const userId = await resolveIdentityUser(tx, { projectId, issuer: claims.idp.issuer, subject: claims.payload.sub, userId: userClaim })
      if (!userId) throw refused('the user id belongs to another identity')
      const refresh = await issueRefreshToken(tx, {
        projectId,
        clientId: client.client_id,
        userId,
        scopes,
        ttlSeconds: config.refreshTokenTtl,
        idleSeconds: config.refreshTokenIdleTtl,
      })
      return tokens(app, projectId, client, userId, scopes, refresh)
    })
  }

  // A refused refresh is answered after the commit: the family revocation of a reuse must stick.
  const outcome = await withTransaction(app.db, async (tx) => {
    const spent = await spendRefreshToken(tx, { projectId, clientId: client.client_id, token: body.token })
    if (spent === 'reused' || spent === 'invalid') return spent
    const scopes = userScopes(client, spent.scopes)
    const refresh = await issueRefreshToken(tx, {
      projectId,
      clientId: client.client_id,
      userId: spent.user_id,
      scopes,
      ttlSeconds: config.refreshTokenTtl,
      idleSeconds: config.refreshTokenIdleTtl,
      familyId: spent.family_id,
      familyExpiresAt: spent.family_expires_at,
    })
    return tokens(app, projectId, client, spent.user_id, scopes, refresh)
  })
  if (outcome === 'reused') throw refused('refresh token reused: its family is revoked')
  if (outcome === 'invalid') throw refused('unknown, expired or revoked refresh token')
  return outcome
}

function tokens(app: FastifyInstance, projectId: string, client: OAuthClient, userId: string, scopes: string[], refresh: string): SdkTokens {
  const access = app.issueAccessToken({ projectId, clientId: client.client_id, scopes, principalType: 'user', userId })
  return { ...access, refresh_token: refresh, user_id: userId }
}
