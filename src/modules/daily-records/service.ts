// Daily records: the write paths: PUT, group-committed with the insight jobs it needs, and DELETE.
import { GroupCommitter } from '../../db/group-commit.js'
import type { WriteContext } from '../../db/write-context.js'
import { DAILY_RECORDS, dailyRecordKey, upsertDailyRecords, type DailyRecordWrite } from './repository.js'
import { deleteUserResource } from '../user-resource.js'

export class DailyRecordsService {
  private readonly puts: GroupCommitter<DailyRecordWrite, string>

  constructor(private readonly ctx: WriteContext) {
    this.puts = new GroupCommitter<DailyRecordWrite, string>(ctx.db, { write: upsertDailyRecords, key: dailyRecordKey }, ctx.groupCommit)
  }

  /** Creates or replaces a record; answers its JSON text (its GET's bytes) once it is committed. */
  async put(w: DailyRecordWrite): Promise<string> {
    const record = await this.puts.submit(w)
    this.ctx.wake.insights(w.projectId, w.userId)
    return record
  }

  /** Deletes a record with its effects (DAILY_RECORDS.deleted); 404 when it does not exist. */
  delete(projectId: string, key: { user_id: string; type: string; day: string; name: string }): Promise<void> {
    return deleteUserResource(this.ctx, DAILY_RECORDS, projectId, key)
  }
}
