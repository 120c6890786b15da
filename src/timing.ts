// How long shutdown and outside calls may take, in one place, with the relations between them
// stated here and checked by test/timing.unit.test.ts (so no module's wait outlives another's deadline).

/** A SIGTERM'd server must be gone by then; the process manager's own grace is longer (Docker: 10 s). */
export const SHUTDOWN_DEADLINE_MS = 10_000
/** close-with-grace forces the exit this much before the deadline, so a stuck close still ends in time. */
export const SHUTDOWN_FORCE_MARGIN_MS = 500
/** The webhook dispatcher's in-flight sends may finish for this long, then are aborted and released. */
export const WEBHOOKS_STOP_GRACE_MS = 5_000
/** The insights worker's running jobs may finish for this long; a job cut short is retried after its lease. */
export const INSIGHTS_STOP_GRACE_MS = 3_650
/**
 * The source-priority worker's running jobs may finish for this long (a user's re-selection takes
 * milliseconds); a job cut short is taken again after its lease, from the page it recorded.
 */
export const SOURCE_PRIORITY_STOP_GRACE_MS = 100
/**
 * The workout analytics worker's running jobs may finish for this long (a page of workouts takes
 * milliseconds); a job cut short is taken again after its lease, from the page it recorded.
 */
export const WORKOUT_ANALYTICS_STOP_GRACE_MS = 100
/**
 * The import worker is told to stop at once and may take this long to notice (between two records
 * or batches); an import cut short continues from its last committed batch, here or elsewhere.
 */
export const IMPORTS_STOP_GRACE_MS = 250
/** What closing the HTTP server and the database may take once the workers have stopped. */
export const CLOSE_BUDGET_MS = 400

/**
 * The relations, as the test checks them: the workers stop one after the other (Fastify runs
 * preClose hooks in turn), then the server and database close, all before the forced exit.
 */
export const SHUTDOWN_PLAN = {
  forcedExitAt: SHUTDOWN_DEADLINE_MS - SHUTDOWN_FORCE_MARGIN_MS,
  longestClose:
    WEBHOOKS_STOP_GRACE_MS + INSIGHTS_STOP_GRACE_MS + SOURCE_PRIORITY_STOP_GRACE_MS + WORKOUT_ANALYTICS_STOP_GRACE_MS + IMPORTS_STOP_GRACE_MS + CLOSE_BUDGET_MS,
} as const

/**
 * An import being run is leased for this long and the lease renewed every IMPORT_HEARTBEAT_MS (with
 * its progress): a process that dies leaves it to another (or to itself, restarted) within the lease.
 */
export const IMPORT_LEASE_MS = 30_000
export const IMPORT_HEARTBEAT_MS = 2_000
