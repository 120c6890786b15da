// Data syncs: the write path customers have (a reported sync replaces its entry). Push entries are
// written by the activity, daily record and custom record writes themselves (pushSyncsSql).
import type { WriteContext } from '../../db/write-context.js'
import { putDataSync } from './repository.js'
import type { DataSync, DataSyncReport, DataSyncType } from './schemas.js'

export class DataSyncsService {
  constructor(private readonly ctx: Pick<WriteContext, 'db'>) {}

  /** The entry as stored; undefined when the user does not exist. */
  put(k: { projectId: string; userId: string; provider: DataSync['provider']; dataType: DataSyncType }, report: DataSyncReport): Promise<DataSync | undefined> {
    return putDataSync(this.ctx.db, k, report)
  }
}
