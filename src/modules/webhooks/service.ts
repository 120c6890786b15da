// Webhook endpoints' writes: each change of an endpoint in one transaction with its audit entry,
// and a delivery queued again with the dispatcher woken. The dispatcher settles deliveries itself.
import type { WriteContext } from '../../db/write-context.js'
import { withTransaction } from '../../db/pool.js'
import { recordAudit, type Actor } from '../audit/index.js'
import { createEndpoint, deleteEndpoint, retryDelivery, rotateSecret, type Endpoint } from './repository.js'

export interface NewEndpoint {
  url: string
  events: string[]
  description?: string | undefined
  payload: 'thin' | 'full'
}

export class WebhooksService {
  constructor(private readonly ctx: Pick<WriteContext, 'db' | 'wake'>) {}

  /** The new endpoint, with its secret. */
  createEndpoint(projectId: string, actor: Actor, e: NewEndpoint): Promise<Endpoint> {
    return withTransaction(this.ctx.db, async (tx) => {
      const made = await createEndpoint(tx, { projectId, url: e.url, events: e.events, description: e.description, payload: e.payload })
      await recordAudit(tx, {
        projectId,
        actor,
        action: 'webhook.created',
        target: { type: 'webhook', id: made.endpoint_id },
        details: { url: e.url, events: e.events, payload: e.payload },
      })
      return made
    })
  }

  /** false: the project has no such endpoint. */
  deleteEndpoint(projectId: string, actor: Actor, id: string): Promise<boolean> {
    return withTransaction(this.ctx.db, async (tx) => {
      const gone = await deleteEndpoint(tx, projectId, id)
      if (gone) await recordAudit(tx, { projectId, actor, action: 'webhook.deleted', target: { type: 'webhook', id } })
      return gone
    })
  }

  /** The endpoint with its new secret (the old one keeps signing for 24 h); undefined when there is none such. */
  rotateSecret(projectId: string, actor: Actor, id: string): Promise<Endpoint | undefined> {
    return withTransaction(this.ctx.db, async (tx) => {
      const rotated = await rotateSecret(tx, projectId, id)
      if (rotated) await recordAudit(tx, { projectId, actor, action: 'webhook.secret_rotated', target: { type: 'webhook', id } })
      return rotated
    })
  }

  /** Queues a delivery again now and wakes the dispatcher; 'sending' while a sender holds it, 'missing' when there is none. */
  async retryDelivery(projectId: string, endpointId: string, deliveryId: string): Promise<'queued' | 'sending' | 'missing'> {
    const outcome = await retryDelivery(this.ctx.db, projectId, endpointId, deliveryId)
    if (outcome === 'queued') this.ctx.wake.webhooks()
    return outcome
  }
}
