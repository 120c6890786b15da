// Activities: the write paths: PUT, group-committed with the insight jobs it needs (a workout
// carrying hr_series analysed first, in its batch's transaction), DELETE, and the regrouping of a
// user's activities after a source-priority change.
import { GroupCommitter } from '../../db/group-commit.js'
import { withTransaction } from '../../db/pool.js'
import type { WriteContext } from '../../db/write-context.js'
import { analysed, upsertAnalysed } from './analytics.js'
import { ACTIVITIES, activityKey, regroupUserActivities, upsertActivities, type ActivityWrite } from './repository.js'
import { deleteUserResource } from '../user-resource.js'

export class ActivitiesService {
  private readonly puts: GroupCommitter<ActivityWrite, string>
  /** PUTs of workouts with hr_series: each batch one transaction that reads history and writes (analytics.ts). */
  private readonly analysedPuts: GroupCommitter<ActivityWrite, string>

  constructor(private readonly ctx: WriteContext) {
    this.puts = new GroupCommitter(ctx.db, { write: upsertActivities, key: activityKey }, ctx.groupCommit)
    this.analysedPuts = new GroupCommitter(
      ctx.db,
      { write: (_db, writes) => withTransaction(ctx.db, (tx) => upsertAnalysed(tx, writes)), key: activityKey },
      ctx.groupCommit,
    )
  }

  /** Creates or replaces an activity; answers its JSON text once it is committed. */
  async put(w: ActivityWrite): Promise<string> {
    const activity = await (analysed(w) ? this.analysedPuts : this.puts).submit(w)
    this.ctx.wake.insights(w.projectId, w.userId)
    return activity
  }

  /** Deletes an activity with its effects (ACTIVITIES.deleted, its group's regrouping); 404 when it does not exist. */
  delete(projectId: string, key: { user_id: string; activity_id: string }): Promise<void> {
    // (It wakes the insights worker: the day's jobs, and the 'changed' job of another of its group selected now.)
    return deleteUserResource(this.ctx, ACTIVITIES, projectId, key)
  }

  /** Groups and selects the user's activities again (a source priority changed); answers how many changed selection. */
  async regroupUser(projectId: string, userId: string): Promise<number> {
    const flipped = await regroupUserActivities(this.ctx.db, projectId, userId)
    if (flipped) this.ctx.wake.insights(projectId, userId)
    return flipped
  }
}
