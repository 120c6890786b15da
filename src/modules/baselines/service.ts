// Baselines: the write paths: PUT, group-committed, and DELETE.
import { GroupCommitter } from '../../db/group-commit.js'
import type { WriteContext } from '../../db/write-context.js'
import { BASELINES, baselineKey, upsertBaselines, type BaselineWrite } from './repository.js'
import { deleteUserResource } from '../user-resource.js'

export class BaselinesService {
  private readonly puts: GroupCommitter<BaselineWrite, string>

  constructor(private readonly ctx: WriteContext) {
    this.puts = new GroupCommitter(ctx.db, { write: upsertBaselines, key: baselineKey }, ctx.groupCommit)
  }

  /** Creates or replaces a baseline; answers its JSON text (its GET's bytes) once it is committed. */
  put(w: BaselineWrite): Promise<string> {
    return this.puts.submit(w)
  }

  /** Deletes a baseline with its event (BASELINES.deleted); 404 when it does not exist. */
  delete(projectId: string, key: { user_id: string; baseline_id: string }): Promise<void> {
    return deleteUserResource(this.ctx, BASELINES, projectId, key)
  }
}
