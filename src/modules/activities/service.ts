// Activities: the write paths: PUT, group-committed with the insight jobs it needs, and DELETE.
import { GroupCommitter } from '../../db/group-commit.js'
import type { WriteContext } from '../../db/write-context.js'
import { ACTIVITIES, activityKey, upsertActivities, type ActivityWrite } from './repository.js'
import { deleteUserResource } from '../user-resource.js'

export class ActivitiesService {
  private readonly puts: GroupCommitter<ActivityWrite, string>

  constructor(private readonly ctx: WriteContext) {
    this.puts = new GroupCommitter(ctx.db, { write: upsertActivities, key: activityKey }, ctx.groupCommit)
  }

  /** Creates or replaces an activity; answers its JSON text once it is committed. */
  async put(w: ActivityWrite): Promise<string> {
    const activity = await this.puts.submit(w)
    this.ctx.wake.insights(w.projectId, w.userId)
    return activity
  }

  /** Deletes an activity with its effects (ACTIVITIES.deleted); 404 when it does not exist. */
  delete(projectId: string, key: { user_id: string; activity_id: string }): Promise<void> {
    return deleteUserResource(this.ctx, ACTIVITIES, projectId, key)
  }
}
