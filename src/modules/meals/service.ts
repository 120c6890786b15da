// Meals: a description → MealSummary fields (the analysis, local, milliseconds; the text, built-in
// or by the configured LLM with the built-in text as fall-back; what it was computed from), and
// the one write path that stores them, changes them (a patch, a corrected item) and deletes them.
import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.js'
import {
  analyzeMeal,
  correctItem,
  keepCorrections,
  mealText,
  MODEL_NAME,
  PROMPT_VERSION,
  storedAnalysis,
  type FoodIndex,
  type MealAnalysis,
} from '../../analysis/index.js'
import { LLM_PROMPT_VERSION, llmText } from '../../llm/openai.js'
import { GroupCommitter } from '../../db/group-commit.js'
import { withTransaction } from '../../db/pool.js'
import { errors } from '../../errors.js'
import type { NewSummary } from '../summaries/index.js'
import { notFoundUnder } from '../users/index.js'
import type { WriteContext } from '../../db/write-context.js'
import { deleteMealOrSummary, getMealJson, lockUnchanged, mealState, updateMeal, type MealState, type MealUpdate } from './changes-repository.js'
import { insertMeals, userProfile, type MealWrite, type MealWritten } from './repository.js'
import type { MealItemCorrection, MealPatch } from './schemas.js'
import { sameJson } from '../../merge-patch.js'

/** How often a change computed from a meal that changed meanwhile is computed again before a 409. */
const CHANGE_ATTEMPTS = 3

/** Fields of a meal the server keeps: a patch may repeat their current value, nothing else. */
const READ_ONLY = ['summary_id', 'created_at', 'updated_at', 'summary'] as const

/** The read-only field of `patch` that differs from the meal's current value, if one does. */
function changedReadOnly(patch: MealPatch, cur: MealState): (typeof READ_ONLY)[number] | undefined {
  return READ_ONLY.find((f) => {
    const sent = patch[f]
    if (sent === undefined) return false
    if (f === 'summary') return cur.meal.summary === undefined || !sameJson(sent, cur.meal.summary)
    if (f === 'created_at' || f === 'updated_at') return Date.parse(String(sent)) !== Date.parse(cur.meal[f])
    return sent !== cur.meal[f]
  })
}

export interface MealInputFields {
  description: string
  meal_time: string
  portion_multiplier: number
  comment?: string
}

/** Checks and normalises what a meal and a meal summary share. */
export function mealInput(at: string, b: { description: string; meal_time?: string; portion_multiplier?: number; comment?: string }): MealInputFields {
  if (!b.description.trim()) throw errors.badRequest(`${at}/description must not be blank`)
  return {
    // Kept as the user wrote it (the API stores what it was sent); the analysis reads it trimmed.
    description: b.description,
    meal_time: new Date(b.meal_time ?? Date.now()).toISOString(),
    portion_multiplier: b.portion_multiplier ?? 1,
    ...(b.comment !== undefined ? { comment: b.comment } : {}),
  }
}

export async function mealSummary(
  index: FoodIndex,
  input: MealInputFields,
  ctx: { language: string | null; llm: Config['llm']; log: FastifyBaseLogger },
): Promise<NewSummary> {
  // The user's language is read first; a meal told in another is still read in its own.
  const analysis = analyzeMeal({ description: input.description.trim(), portion_multiplier: input.portion_multiplier, language: ctx.language }, index)
  return summaryOf(analysis, input, ctx)
}

/** The MealSummary of an analysis: its text (built-in, or by the configured LLM) and what it was computed from. */
export async function summaryOf(
  analysis: MealAnalysis,
  input: MealInputFields,
  ctx: { language: string | null; llm: Config['llm']; log: FastifyBaseLogger },
): Promise<NewSummary> {
  const builtin = mealText(analysis, { language: ctx.language, meal_time: input.meal_time, comment: input.comment ?? null })
  const written = await llmText(ctx.llm, { language: ctx.language ?? builtin.language, analysis }, ctx.log)
  return {
    name: 'MealSummary',
    period: { type: 'meal', start: input.meal_time, end: input.meal_time, duration_seconds: 0 },
    data: {
      description: input.description,
      meal_time: input.meal_time,
      portion_multiplier: input.portion_multiplier,
      comment: input.comment ?? null,
      items: analysis.items,
      totals: analysis.totals,
      unmatched: analysis.unmatched,
      confidence: analysis.confidence,
    },
    llm_output: written ? { language: ctx.language ?? builtin.language, ...written } : builtin,
    llm_debug: written ? { model: ctx.llm.model!, prompt_id: LLM_PROMPT_VERSION } : { model: MODEL_NAME, prompt_id: PROMPT_VERSION },
    // The customer asked for it, whichever route: a MealSummary is always custom.
    is_custom: true,
  }
}

/** The one write path of meals: analysed, then group-committed with their events and insight jobs. */
export class MealsService {
  private readonly inserts: GroupCommitter<MealWrite, MealWritten>

  constructor(private readonly ctx: WriteContext & { foods: { get(): Promise<FoodIndex> }; llm: Config['llm'] }) {
    // Meals take numbers from their project's event sequence, whose row each statement holds until
    // it commits: statements of one project run one after the other anyway, so one at a time,
    // each with every meal that arrived meanwhile.
    this.inserts = new GroupCommitter(ctx.db, { write: insertMeals }, { ...ctx.groupCommit, maxInFlight: 1 })
  }

  private async analyse(projectId: string, userId: string, input: MealInputFields, log: FastifyBaseLogger): Promise<NewSummary> {
    const [profile, index] = await Promise.all([userProfile(this.ctx.db, projectId, userId), this.ctx.foods.get()])
    if (!profile) throw errors.userNotFound()
    return mealSummary(index, input, { language: profile.language, llm: this.ctx.llm, log })
  }

  /**
   * POST …/ai/summaries (type meal): the summary alone, no event; counts in the day's nutrition.
   * Answers the summary's JSON text (what its routes send).
   */
  async createMealSummary(projectId: string, userId: string, input: MealInputFields, log: FastifyBaseLogger): Promise<string> {
    const summary = await this.analyse(projectId, userId, input, log)
    const written = await this.inserts.submit({ projectId, userId, summary, mealTime: input.meal_time })
    this.ctx.wake.insights(projectId, userId)
    return written.summaryJson
  }

  /** POST …/nutrition/meals: the meal, its summary, and meals:created; the meal's JSON text (what its list sends). */
  async createMeal(projectId: string, userId: string, input: MealInputFields & { meal_type?: string }, log: FastifyBaseLogger): Promise<string> {
    const summary = await this.analyse(projectId, userId, input, log)
    const written = await this.inserts.submit({
      projectId,
      userId,
      summary,
      mealTime: input.meal_time,
      meal: {
        description: input.description,
        mealTime: input.meal_time,
        mealType: input.meal_type,
        portionMultiplier: input.portion_multiplier,
        comment: input.comment,
      },
    })
    this.ctx.wake.webhooks()
    this.ctx.wake.insights(projectId, userId)
    return written.mealJson!
  }

  // ---- changes -------------------------------------------------------------------------------

  /**
   * Computes a change from the meal as it is (`compute`: the new fields and summary, or undefined
   * for no change) and writes it if the meal and its summary are still as they were read; else
   * computes it again from the new state. The analysis and an LLM's text run outside the
   * transaction. Answers the meal as its list sends it.
   */
  private async change(
    projectId: string,
    userId: string,
    mealId: string,
    compute: (cur: MealState, index: FoodIndex) => Promise<Pick<MealUpdate, 'meal' | 'summary'> | undefined>,
  ): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      const [cur, index] = await Promise.all([mealState(this.ctx.db, projectId, userId, mealId), this.ctx.foods.get()])
      if (!cur) throw await notFoundUnder(this.ctx.db, projectId, userId, 'meal')
      const w = await compute(cur, index)
      if (!w) {
        const now = await getMealJson(this.ctx.db, projectId, userId, mealId)
        if (now.json !== undefined) return now.json
        continue
      }
      const json = await withTransaction(this.ctx.db, async (tx) => {
        const versions = { meal: cur.mealVersion, summary: cur.summary?.version }
        // A meal without a summary id has '' (as its JSON writes it).
        if (!(await lockUnchanged(tx, projectId, userId, mealId, cur.meal.summary_id || undefined, versions))) return undefined
        return updateMeal(tx, { projectId, userId, mealId, ...w })
      })
      if (json !== undefined) {
        this.ctx.wake.webhooks()
        this.ctx.wake.insights(projectId, userId)
        return json
      }
      if (attempt >= CHANGE_ATTEMPTS) throw errors.conflict('the meal changed while this change was made: send it again')
    }
  }

  private summaryContext(cur: MealState, log: FastifyBaseLogger) {
    return { language: cur.language, llm: this.ctx.llm, log }
  }

  /**
   * PATCH …/nutrition/meals/{meal_id}: a merge patch of description, meal_time,
   * portion_multiplier, comment and meal_type (null removes the last two). A new description or
   * multiplier analyses the meal again, keeping the corrections of items whose text is unchanged;
   * a new time or comment moves the summary along. The summary keeps its id; meals:updated.
   */
  async patch(projectId: string, userId: string, mealId: string, patch: MealPatch, log: FastifyBaseLogger): Promise<string> {
    if (patch.description !== undefined && !patch.description.trim()) throw errors.badRequest('body/description must not be blank')
    return this.change(projectId, userId, mealId, async (cur, index) => {
      const readOnly = changedReadOnly(patch, cur)
      if (readOnly) throw errors.badRequest(`body/${readOnly} is kept by the server: send its current value or leave it out`)
      const m = cur.meal
      const next = {
        description: patch.description ?? m.description,
        mealTime: patch.meal_time !== undefined ? new Date(patch.meal_time).toISOString() : m.meal_time,
        portionMultiplier: patch.portion_multiplier ?? m.portion_multiplier,
        comment: patch.comment !== undefined ? patch.comment : (m.comment ?? null),
        mealType: patch.meal_type !== undefined ? patch.meal_type : (m.meal_type ?? null),
        summaryId: m.summary_id || randomUUID(),
      }
      const before = cur.summary && storedAnalysis(cur.summary.data)
      const analyse = !before || next.description !== m.description || next.portionMultiplier !== m.portion_multiplier
      const moved = analyse || next.mealTime !== m.meal_time || next.comment !== (m.comment ?? null)
      if (!moved && next.mealType === (m.meal_type ?? null)) return undefined
      const input = {
        description: next.description,
        meal_time: next.mealTime,
        portion_multiplier: next.portionMultiplier,
        ...(next.comment !== null ? { comment: next.comment } : {}),
      }
      if (analyse) {
        let analysis = analyzeMeal({ description: next.description.trim(), portion_multiplier: next.portionMultiplier, language: cur.language }, index)
        if (before) analysis = keepCorrections({ items: before.items, multiplier: m.portion_multiplier }, analysis, next.portionMultiplier, index)
        return { meal: next, summary: await summaryOf(analysis, input, this.summaryContext(cur, log)) }
      }
      if (!moved) return { meal: next }
      const s = cur.summary!
      return {
        meal: next,
        summary: {
          period: { ...(s.period ?? { type: 'meal', duration_seconds: 0 }), start: next.mealTime, end: next.mealTime },
          data: { ...s.data, meal_time: next.mealTime, comment: next.comment },
          llm_output: s.llm_output,
          llm_debug: s.llm_debug,
        },
      }
    })
  }

  /**
   * PUT …/nutrition/meals/{meal_id}/items/{index}: the item's food (and weight) as the user says;
   * totals, confidence and the summary's text follow; meals:updated.
   */
  async correctItem(projectId: string, userId: string, mealId: string, at: number, body: MealItemCorrection, log: FastifyBaseLogger): Promise<string> {
    return this.change(projectId, userId, mealId, async (cur, index) => {
      const food = index.get(body.food_id)
      if (!food) throw errors.badRequest('body/food_id names no food of the table (GET /foods finds them)')
      const before = cur.summary && storedAnalysis(cur.summary.data)
      if (!before || at >= before.items.length) throw errors.notFound('meal item')
      const m = cur.meal
      const analysis = correctItem(before, at, { food, ...(body.grams !== undefined ? { grams: body.grams } : {}) }, m.portion_multiplier, index)
      // The same correction again changes nothing: nothing is written, no event (PUT is idempotent).
      if (sameJson(analysis, before)) return undefined
      const input = {
        description: m.description,
        meal_time: m.meal_time,
        portion_multiplier: m.portion_multiplier,
        ...(m.comment !== undefined ? { comment: m.comment } : {}),
      }
      return {
        meal: {
          description: m.description,
          mealTime: m.meal_time,
          portionMultiplier: m.portion_multiplier,
          comment: m.comment ?? null,
          mealType: m.meal_type ?? null,
          summaryId: m.summary_id,
        },
        summary: await summaryOf(analysis, input, this.summaryContext(cur, log)),
      }
    })
  }

  /** DELETE …/nutrition/meals/{meal_id}: the meal and its summary, meals:deleted. false: no such meal. */
  async deleteMeal(projectId: string, userId: string, mealId: string): Promise<boolean> {
    const r = await deleteMealOrSummary(this.ctx.db, 'meal', projectId, userId, mealId)
    if (r.deleted) {
      this.ctx.wake.webhooks()
      this.ctx.wake.insights(projectId, userId)
    }
    return r.deleted
  }

  /**
   * DELETE …/ai/summaries/{summary_id}: any summary; a meal's summary with its meal (one record of
   * one meal: meals:deleted), a meal summary with its day's insight jobs. false: no such summary.
   */
  async deleteSummary(projectId: string, userId: string, summaryId: string): Promise<boolean> {
    const r = await deleteMealOrSummary(this.ctx.db, 'summary', projectId, userId, summaryId)
    if (r.meal) this.ctx.wake.webhooks()
    if (r.deleted) this.ctx.wake.insights(projectId, userId)
    return r.deleted
  }
}
