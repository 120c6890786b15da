// Summaries: the write paths customers have (PATCH, DELETE). Meal summaries are created by the
// meals service; system summaries by the insights engine.
import type { WriteContext } from '../write-context.js'
import { deleteSummary, patchSummary, type PatchResult } from './repository.js'
import type { SummaryPatch } from './schemas.js'

export class SummariesService {
  constructor(private readonly ctx: WriteContext) {}

  patch(projectId: string, userId: string, summaryId: string, patch: SummaryPatch): Promise<PatchResult> {
    return patchSummary(this.ctx.db, projectId, userId, summaryId, patch)
  }

  /** false: no such summary. */
  delete(projectId: string, userId: string, summaryId: string): Promise<boolean> {
    return deleteSummary(this.ctx.db, projectId, userId, summaryId)
  }
}
