// Facts: the write path customers have (DELETE, which keeps a tombstone so a derived fact is not
// recreated from the same evidence). Derived facts are written by the insights engine, with this
// area's upsertDerivedFacts.
import type { WriteContext } from '../../db/write-context.js'
import { deleteFact } from './repository.js'

export class FactsService {
  constructor(private readonly ctx: WriteContext) {}

  /** false: no such live fact. */
  delete(projectId: string, userId: string, factId: string): Promise<boolean> {
    return deleteFact(this.ctx.db, projectId, userId, factId)
  }
}
