// Whether the database answers, as this process last saw it: one log line when it stops
// answering (with the cause) and one when it answers again, however many queries fail between.
import { describeDbError, isConnectionError } from './pg-errors.js'

export interface HealthLog {
  info(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export class DatabaseHealth {
  private downSince: number | undefined
  /** Outages seen so far. */
  private outages = 0

  constructor(private readonly log: HealthLog) {}

  get reachable(): boolean {
    return this.downSince === undefined
  }

  /**
   * A query or a connection failed. True when the failure says the database is unreachable (the
   * caller need not log it: the first such failure is logged here); false for any other failure.
   */
  failed(err: unknown): boolean {
    if (!isConnectionError(err)) return false
    if (this.downSince === undefined) {
      this.downSince = Date.now()
      this.outages++
      this.log.error(describeDbError(err), 'database unreachable')
    }
    return true
  }

  /** Taken before a query, and given to answered() when it succeeds. */
  mark(): number {
    return this.outages
  }

  /**
   * A query succeeded. One sent before the outage began says nothing of the database now (a
   * backend that outlived its crashed server can still answer it), so it does not end the outage.
   */
  answered(mark: number): void {
    if (this.downSince === undefined || mark !== this.outages) return
    const downMs = Date.now() - this.downSince
    this.downSince = undefined
    this.log.info({ down_ms: downMs }, 'database reachable again')
  }
}
