// The meal analysis as named passes over one state (state.ts), in the order they run. Each pass's
// module says in its header what it reads and what it writes.
//
//   story → segment → amounts → match → link → retold → compose → weigh → check → total
//
// The rules each pass applies are named entries in rules.ts.

import type { FoodIndex } from '../food-index.js'
import type { MealAnalysis } from '../analyze.js'
import { story } from './story.js'
import { segment } from './segment.js'
import { amounts } from './amounts.js'
import { match } from './match.js'
import { link } from './link.js'
import { retold } from './retold.js'
import { compose } from './compose.js'
import { weigh } from './weigh.js'
import { check } from './check.js'
import { total } from './total.js'
import type { Pass, Rules, State } from './state.js'

export const PASSES: readonly Pass[] = [story, segment, amounts, match, link, retold, compose, weigh, check, total]

/** Runs every pass over a new state for `description`; the answer is the last pass's. */
export function runPasses(description: string, multiplier: number, index: FoodIndex, rules: Rules): MealAnalysis {
  const state: State = {
    index,
    rules,
    description,
    multiplier,
    text: '',
    tokens: [],
    fragments: [],
    sentenceStarts: [],
    sentenceEnds: [],
    mentions: [],
    entries: [],
    unmatched: [],
    matchedChars: 0,
    unmatchedChars: 0,
    weighed: [],
    confidenceCap: Number.POSITIVE_INFINITY,
    result: null,
  }
  for (const pass of PASSES) pass.run(state)
  return state.result!
}
