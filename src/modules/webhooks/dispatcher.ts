// Delivers webhook events from the outbox: claims due deliveries (SKIP LOCKED, leased), sends
// them, and settles each as succeeded, retried later with backoff and jitter, or failed. Runs in
// every server process; a committed event is picked up within one poll (250 ms), at once when
// this process committed it.
import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'
import type { Config } from '../../config.js'
import { getSummary } from '../summaries/repository.js'
import { claimDue, disableEndpoint, recordAttempt, release, settle, type DeliveryJob } from './repository.js'
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
      const r = await this.db.query(
        `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(), updated_at = now() WHERE status = 'delivering'`,
      )
      if (r.rowCount) this.log.info({ deliveries: r.rowCount }, 'webhook deliveries of a previous run taken back')
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

  private async body(job: DeliveryJob): Promise<string> {
    const data: Record<string, unknown> = { ...job.data }
    if (job.payload === 'full' && typeof data['meal_id'] !== 'string' && typeof data['summary_id'] === 'string') {
      // A system summary's event: the summary as it is now.
      const summary = await getSummary(this.db, job.project_id, String(data['user_id']), data['summary_id'])
      if (summary) data['summary'] = summary
    }
    if (job.payload === 'full' && typeof data['meal_id'] === 'string') {
      const meal = await this.db.query(
        `SELECT meal_id::text AS id, description, meal_time, meal_type, portion_multiplier, comment, summary_id::text AS summary_id, created_at
         FROM meals WHERE project_id = $1 AND user_id = $2 AND meal_id = $3`,
        [job.project_id, data['user_id'], data['meal_id']],
      )
      if (meal.rows[0]) data['meal'] = meal.rows[0]
      const summary = await getSummary(this.db, job.project_id, String(data['user_id']), String(data['summary_id']))
      if (summary) data['summary'] = summary
    }
    return JSON.stringify({ type: job.type, timestamp: job.event_created_at.toISOString(), data })
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
    const r = await send(job.url, { id: job.event_id, body: await this.body(job), secrets: job.secrets }, { allowPrivate: this.config.webhooks.allowPrivateTargets, signal })
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
