// Summaries: the write paths customers have (PATCH, DELETE). Meal summaries are created by the
// meals service; system summaries by the insights engine.
import type { WriteContext } from '../../db/write-context.js'
import { withTransaction } from '../../db/pool.js'
import { mergePatch } from '../../merge-patch.js'
import { READ_ONLY, getSummaryForUpdate, updateSummary, type PatchResult, type SummaryWritable } from './repository.js'
import { LlmOutputSchema, PeriodSchema, type Summary, type SummaryPatch } from './schemas.js'

/** Fields whose stored value is an object: a patch merges into them (RFC 7396). */
const MERGED = ['period', 'data', 'llm_output', 'llm_debug'] as const
/** Fields a patch replaces whole (arrays and scalars), or removes with null. */
const REPLACED = ['knowledge_urls', 'providers', 'ref', 'user_comment', 'user_rating'] as const

/** What deleting a summary needs of the meals area: a meal's summary goes with its meal. */
export interface SummaryDeleter {
  deleteSummary(projectId: string, userId: string, summaryId: string): Promise<boolean>
}

export class SummariesService {
  constructor(
    private readonly ctx: WriteContext,
    private readonly meals: SummaryDeleter,
  ) {}

  /**
   * A JSON Merge Patch (RFC 7396) of the writable fields, in one transaction with the row locked:
   * nested objects merge, null removes. The type (`name`) and the server-kept fields may only be
   * repeated with their current values.
   */
  async patch(projectId: string, userId: string, summaryId: string, patch: SummaryPatch): Promise<PatchResult> {
    // A refusal writes nothing, so the transaction may simply end.
    return withTransaction(this.ctx.db, async (tx): Promise<PatchResult> => {
      const current = await getSummaryForUpdate(tx, projectId, userId, summaryId)
      if (!current) return { notFound: true }
      const differs = READ_ONLY.find((c) => patch[c] !== undefined && !sameValue(c, patch[c], current[c]))
      if (differs) return { readOnly: differs }
      const fields: SummaryWritable = {}
      const w = fields as Record<string, unknown>
      for (const c of MERGED) {
        const v = patch[c]
        if (v === undefined) continue
        w[c] = v === null ? null : mergePatch(current[c] ?? {}, v)
      }
      // A merged object must still be whole: "llm_output/language is required".
      for (const [c, schema] of [
        ['period', PeriodSchema],
        ['llm_output', LlmOutputSchema],
      ] as const) {
        const merged = w[c] as Record<string, unknown> | null | undefined
        if (merged == null) continue
        const missing = (schema.required ?? []).find((k) => merged[k] === undefined)
        if (missing !== undefined) return { incomplete: `${c}/${missing}` }
      }
      for (const c of REPLACED) {
        const v = patch[c]
        if (v !== undefined) w[c] = v
      }
      return updateSummary(tx, projectId, userId, summaryId, fields)
    })
  }

  /**
   * false: no such summary. The meals service deletes it: a MealSummary that a meal links goes with
   * its meal (one record of one meal, meals:deleted), and a meal summary's day is computed again.
   */
  delete(projectId: string, userId: string, summaryId: string): Promise<boolean> {
    return this.meals.deleteSummary(projectId, userId, summaryId)
  }
}

function sameValue(field: (typeof READ_ONLY)[number], sent: unknown, current: Summary[(typeof READ_ONLY)[number]]): boolean {
  if (field === 'created_at' || field === 'updated_at') return Date.parse(String(sent)) === Date.parse(String(current))
  return sent === current
}
