// Daily records: the one write path (PUT), group-committed with the insight jobs it needs.
import { GroupCommitter } from '../../db/group-commit.js'
import type { WriteContext } from '../../db/write-context.js'
import { dailyRecordKey, upsertDailyRecords, type DailyRecordWrite } from './repository.js'
import type { DailyRecord } from './schemas.js'

export class DailyRecordsService {
  private readonly puts: GroupCommitter<DailyRecordWrite, DailyRecord>

  constructor(private readonly ctx: WriteContext) {
    this.puts = new GroupCommitter<DailyRecordWrite, DailyRecord>(ctx.db, { write: upsertDailyRecords, key: dailyRecordKey }, ctx.groupCommit)
  }

  /** Creates or replaces a record; answers once it is committed. */
  async put(w: DailyRecordWrite): Promise<DailyRecord> {
    const record = await this.puts.submit(w)
    this.ctx.wake.insights(w.projectId, w.userId)
    return record
  }
}
