// Activities: the one write path (PUT), group-committed with the insight jobs it needs.
import { GroupCommitter } from '../../db/group-commit.js'
import type { WriteContext } from '../../db/write-context.js'
import { activityKey, upsertActivities, type ActivityWrite } from './repository.js'
import type { Activity } from './schemas.js'

export class ActivitiesService {
  private readonly puts: GroupCommitter<ActivityWrite, Activity>

  constructor(private readonly ctx: WriteContext) {
    this.puts = new GroupCommitter(ctx.db, { write: upsertActivities, key: activityKey }, ctx.groupCommit)
  }

  /** Creates or replaces an activity; answers once it is committed. */
  async put(w: ActivityWrite): Promise<Activity> {
    const activity = await this.puts.submit(w)
    this.ctx.wake.insights(w.projectId, w.userId)
    return activity
  }
}
