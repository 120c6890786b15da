// Baselines: the one write path (PUT), group-committed.
import { GroupCommitter } from '../../db/group-commit.js'
import type { WriteContext } from '../../db/write-context.js'
import { baselineKey, upsertBaselines, type BaselineWrite } from './repository.js'
import type { Baseline } from './schemas.js'

export class BaselinesService {
  private readonly puts: GroupCommitter<BaselineWrite, Baseline>

  constructor(ctx: WriteContext) {
    this.puts = new GroupCommitter(ctx.db, { write: upsertBaselines, key: baselineKey }, ctx.groupCommit)
  }

  /** Creates or replaces a baseline; answers once it is committed. */
  put(w: BaselineWrite): Promise<Baseline> {
    return this.puts.submit(w)
  }
}
