// Meals: a description → MealSummary fields (the analysis, local, milliseconds; the text, built-in
// or by the configured LLM with the built-in text as fall-back; what it was computed from), and
// the one write path that stores them.
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.js'
import { analyzeMeal, mealText, MODEL_NAME, PROMPT_VERSION, type FoodIndex } from '../../analysis/index.js'
import { LLM_PROMPT_VERSION, llmText } from '../../llm/openai.js'
import { GroupCommitter } from '../../db/group-commit.js'
import { errors } from '../../errors.js'
import type { NewSummary, Summary } from '../summaries/index.js'
import type { WriteContext } from '../../db/write-context.js'
import { insertMeals, userProfile, type MealWrite, type MealWritten } from './repository.js'
import type { Meal } from './schemas.js'

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
  const analysis = analyzeMeal({ description: input.description.trim(), portion_multiplier: input.portion_multiplier }, index)
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
   * Answers the summary and its JSON text (what its routes send).
   */
  async createMealSummary(projectId: string, userId: string, input: MealInputFields, log: FastifyBaseLogger): Promise<{ summary: Summary; json: string }> {
    const summary = await this.analyse(projectId, userId, input, log)
    const written = await this.inserts.submit({ projectId, userId, summary, mealTime: input.meal_time })
    this.ctx.wake.insights(projectId, userId)
    return { summary: written.summary, json: written.summaryJson }
  }

  /** POST …/nutrition/meals: the meal, its summary, and meals:created; the meal and its JSON text (what its list sends). */
  async createMeal(
    projectId: string,
    userId: string,
    input: MealInputFields & { meal_type?: string },
    log: FastifyBaseLogger,
  ): Promise<{ meal: Meal; json: string }> {
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
    return { meal: written.meal!, json: written.mealJson! }
  }
}
