// Meal description → MealSummary fields: the analysis (local, milliseconds), the text (built-in,
// or the configured LLM with the built-in text as fall-back), and what it was computed from.
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.js'
import { analyzeMeal, mealText, MODEL_NAME, PROMPT_VERSION, type FoodIndex } from '../../analysis/index.js'
import { LLM_PROMPT_VERSION, llmText } from '../../llm/openai.js'
import type { NewSummary } from '../summaries/repository.js'

export interface MealInputFields {
  description: string
  meal_time: string
  portion_multiplier: number
  comment?: string
}

export async function mealSummary(
  index: FoodIndex,
  input: MealInputFields,
  ctx: { language: string | null; llm: Config['llm']; log: FastifyBaseLogger; isCustom: boolean },
): Promise<NewSummary> {
  const analysis = analyzeMeal({ description: input.description, portion_multiplier: input.portion_multiplier }, index)
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
    is_custom: ctx.isCustom,
  }
}
