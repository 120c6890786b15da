// Delivers webhook events from the outbox: claims due deliveries (SKIP LOCKED, leased), sends
// them, and settles each as succeeded, retried later with backoff and jitter, or failed. Runs in
// every server process; a committed event is picked up within one poll (250 ms), at once when
// this process committed it.
import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'
import type { Config } from '../../config.js'
import { getMealJson } from '../meals/index.js'
import { getSummaryJson } from '../summaries/index.js'
import { isUuid } from '../../db/uuid.js'
import { claimDue, disableEndpoint, recordAttempt, release, releaseAllDeliveries, settle, type DeliveryJob } from './repository.js'
import { send, SEND_TIMEOUT_MS } from './sender.js'
import { LeasedPoller } from '../../queue/poller.js'
import type { DatabaseHealth } from '../../db/health.js'

const POLL_MS = 250
const MAX_IN_FLIGHT = 16
// Twice the send timeout: a live sender always settles first; a dead one's rows return soon.
const LEASE_SECONDS = 2 * Math.ceil(SEND_TIMEOUT_MS / 1000)
const MAX_RETRY_AFTER_S = 86_400

export class WebhookDispatcher extends LeasedPoller<DeliveryJob> {
  private readonly aborts = new Map<string, AbortController>()

  constructor(
    private readonly db: pg.Pool,
    private readonly config: Config,
    log: FastifyBaseLogger,
    /** Embedded: DATA_DIR's lock makes this the only process, so rows leased at start are orphans. */
    private readonly soleProcess = false,
    health?: DatabaseHealth,
  ) {
    super(log, { pollMs: POLL_MS, concurrency: MAX_IN_FLIGHT, name: 'webhook', health })
  }

  async start(): Promise<void> {
    if (this.soleProcess) {
      const n = await releaseAllDeliveries(this.db)
      if (n) this.log.info({ deliveries: n }, 'webhook deliveries of a previous run taken back')
    }
    this.startPolling()
  }

  protected claim(limit: number): Promise<DeliveryJob[]> {
    return claimDue(this.db, limit, LEASE_SECONDS)
  }

  protected release(job: DeliveryJob): Promise<void> {
    return release(this.db, job.project_id, job.delivery_id)
  }

  protected idOf(job: DeliveryJob): string {
    return job.delivery_id
  }

  protected async run(job: DeliveryJob): Promise<void> {
    const abort = new AbortController()
    this.aborts.set(job.delivery_id, abort)
    try {
      await this.deliver(job, abort.signal)
    } finally {
      this.aborts.delete(job.delivery_id)
    }
  }

  /**
   * The signed body: `{type, timestamp, data}`. A `full` endpoint's data also has the meal (with its
   * summary) and the summary as they are now, each the JSON text its own routes send (read from
   * the meals and summaries areas), spliced in as it is.
   */
  private async body(job: DeliveryJob): Promise<string> {
    const data = JSON.stringify(job.data)
    const envelope = (d: string) => `{"type":${JSON.stringify(job.type)},"timestamp":${JSON.stringify(job.event_created_at.toISOString())},"data":${d}}`
    const id = (k: string) => (typeof job.data[k] === 'string' && isUuid(job.data[k]) ? job.data[k] : null)
    const [mealId, summaryId] = [id('meal_id'), id('summary_id')]
    if (job.payload !== 'full' || (mealId === null && summaryId === null)) return envelope(data)
    const userId = String(job.data['user_id'])
    const meal = mealId === null ? undefined : (await getMealJson(this.db, job.project_id, userId, mealId)).json
    const summary = summaryId === null ? undefined : (await getSummaryJson(this.db, job.project_id, userId, summaryId)).json
    const added = [...(meal !== undefined ? [`"meal":${meal}`] : []), ...(summary !== undefined ? [`"summary":${summary}`] : [])]
    if (!added.length) return envelope(data)
    return envelope(data === '{}' ? `{${added.join(',')}}` : `${data.slice(0, -1)},${added.join(',')}}`)
  }

  private retryDelay(attempt: number, retryAfter?: number): number | undefined {
    const schedule = this.config.webhooks.retrySchedule
    const base = schedule[attempt - 1]
    if (base === undefined) return undefined
    const jittered = base * (1 + Math.random() * 0.2)
    return Math.max(jittered, Math.min(retryAfter ?? 0, MAX_RETRY_AFTER_S))
  }

  private async deliver(job: DeliveryJob, signal: AbortSignal): Promise<void> {
    const ids = { projectId: job.project_id, deliveryId: job.delivery_id }
    if (job.endpoint_disabled) {
      await settle(this.db, { ...ids, status: 'failed', error: 'endpoint disabled' })
      return
    }
    const startedAt = new Date()
    const r = await send(
      job.url,
      { id: job.event_id, body: await this.body(job), secrets: job.secrets },
      { allowPrivate: this.config.webhooks.allowPrivateTargets, signal },
    )
    if (signal.aborted) {
      await release(this.db, job.project_id, job.delivery_id)
      return
    }
    await recordAttempt(this.db, { ...ids, attempt: job.attempts, startedAt, durationMs: r.durationMs, statusCode: r.statusCode, error: r.error })
    const ok = r.statusCode !== undefined && r.statusCode >= 200 && r.statusCode < 300
    if (ok) {
      await settle(this.db, { ...ids, status: 'succeeded', statusCode: r.statusCode })
      return
    }
    const error = r.error ?? `HTTP ${r.statusCode}`
    if (r.statusCode === 410) {
      await disableEndpoint(this.db, job.project_id, job.endpoint_id, 'the endpoint answered 410 Gone')
      await settle(this.db, { ...ids, status: 'failed', statusCode: r.statusCode, error })
      this.log.info({ endpoint_id: job.endpoint_id }, 'webhook endpoint disabled: 410 Gone')
      return
    }
    const delay = this.retryDelay(job.attempts, r.retryAfterSeconds)
    if (delay === undefined) {
      await settle(this.db, { ...ids, status: 'failed', statusCode: r.statusCode, error })
      this.log.info({ delivery_id: job.delivery_id, attempts: job.attempts }, 'webhook delivery failed for good')
      return
    }
    await settle(this.db, { ...ids, status: 'pending', retryAt: new Date(Date.now() + delay * 1000), statusCode: r.statusCode, error })
  }

  /** Stops claiming; lets in-flight sends finish for up to `graceMs`, then aborts and releases them. */
  async stop(graceMs: number): Promise<void> {
    const pending = await this.stopPolling()
    if (!pending.length) return
    await Promise.race([Promise.all(pending), new Promise((r) => setTimeout(r, graceMs).unref())])
    for (const a of this.aborts.values()) a.abort()
    await Promise.race([Promise.all([...this.inFlight.values()]), new Promise((r) => setTimeout(r, 1000).unref())])
  }
}
