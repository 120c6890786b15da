// Project administration's writes: OAuth clients and identity providers, each in one transaction
// with its audit entry (so neither exists without the other). The admin routes and the CLI call it.
import type { WriteContext } from '../../db/write-context.js'
import { withTransaction } from '../../db/pool.js'
import { recordAudit, type Actor } from '../audit/index.js'
import { createClient, revokeClient, type OAuthClient, createIdentityProvider, deleteIdentityProvider, type IdentityProvider } from '../auth/index.js'

export interface NewClient {
  name: string
  type: 'confidential' | 'public'
  scopes: string[]
}

export interface NewIdentityProvider {
  issuer: string
  audience: string
  jwksUri?: string | undefined
  userClaim?: string | undefined
}

export class AdminService {
  constructor(private readonly ctx: Pick<WriteContext, 'db'>) {}

  /** The client, and its secret when it is confidential (shown once, stored hashed). */
  createClient(projectId: string, actor: Actor, c: NewClient): Promise<{ client: OAuthClient; secret?: string }> {
    return withTransaction(this.ctx.db, async (tx) => {
      const made = await createClient(tx, { projectId, name: c.name, type: c.type, scopes: c.scopes })
      await recordAudit(tx, {
        projectId,
        actor,
        action: 'oauth_client.created',
        target: { type: 'oauth_client', id: made.client.client_id },
        details: { name: c.name, type: c.type, scopes: c.scopes },
      })
      return made
    })
  }

  /** The revoked client; undefined when the project has no such client. */
  revokeClient(projectId: string, actor: Actor, clientId: string): Promise<OAuthClient | undefined> {
    return withTransaction(this.ctx.db, async (tx) => {
      const revoked = await revokeClient(tx, projectId, clientId)
      if (revoked) await recordAudit(tx, { projectId, actor, action: 'oauth_client.revoked', target: { type: 'oauth_client', id: clientId } })
      return revoked
    })
  }

  /** The new identity provider; undefined when one with this issuer and audience exists. */
  createIdentityProvider(projectId: string, actor: Actor, i: NewIdentityProvider): Promise<IdentityProvider | undefined> {
    return withTransaction(this.ctx.db, async (tx) => {
      const made = await createIdentityProvider(tx, { projectId, issuer: i.issuer, audience: i.audience, jwksUri: i.jwksUri, userClaim: i.userClaim })
      if (made)
        await recordAudit(tx, {
          projectId,
          actor,
          action: 'identity_provider.created',
          target: { type: 'identity_provider', id: made.idp_id },
          details: { issuer: i.issuer, audience: i.audience },
        })
      return made
    })
  }

  /** false: the project has no such identity provider. */
  deleteIdentityProvider(projectId: string, actor: Actor, id: string): Promise<boolean> {
    return withTransaction(this.ctx.db, async (tx) => {
      const gone = await deleteIdentityProvider(tx, projectId, id)
      if (gone) await recordAudit(tx, { projectId, actor, action: 'identity_provider.deleted', target: { type: 'identity_provider', id } })
      return gone
    })
  }
}
