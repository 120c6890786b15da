// What every area's service module gets to write with: the pool, the group-commit settings, and
// the wake-ups of the background workers that a committed write may have given work.
import type pg from 'pg'
import type { GroupCommitOptions } from './group-commit.js'

export interface WriteContext {
  db: pg.Pool
  groupCommit: GroupCommitOptions
  wake: {
    /** Insight jobs of this user were queued (a write of theirs committed). */
    insights(projectId: string, userId: string): void
    /** Events with webhook deliveries were appended. */
    webhooks(): void
  }
}
