// The rules of the meal analysis: each decision a pass makes, as a named entry with the pass that
// applies it, what it says in one line, and its own example as its test. A pass applies a rule
// through its name (`state.rules.on('not-eaten')`), so every rule can be switched off:
// analyzeMeal(input, index, { without: ['not-eaten'] }), an option for the rules' own tests that is
// no part of the HTTP API. test/analysis/rules.unit.test.ts runs every example twice: its
// expectation must hold with the rule and fail without it, so no rule's test passes vacuously.
//
// The word lists and bounds the rules read are data (data/analysis/en.json, knowledge.ts); the
// matching of words to foods (food-index.ts) is the index's, not a rule's.
import { ALL_RULES, type Rules } from '../passes/state.js'
import { MATCHING_RULES } from './matching.js'
import { READING_RULES } from './reading.js'
import type { Rule } from './types.js'
import { WEIGHING_RULES } from './weighing.js'

export type { Expectation, PassName, Rule } from './types.js'

/** Every rule, in the order of the passes that apply them. */
export const RULES = [...READING_RULES, ...MATCHING_RULES, ...WEIGHING_RULES] as const satisfies readonly Rule[]

export type RuleName = (typeof RULES)[number]['name']

const NAMES: ReadonlySet<string> = new Set(RULES.map((r) => r.name))

/** The rules that apply when `without` are switched off; a name that is no rule is refused. */
export function switchedOff(without?: readonly string[]): Rules {
  if (!without || without.length === 0) return ALL_RULES
  for (const name of without) if (!NAMES.has(name)) throw new RangeError(`no rule "${name}"`)
  const off = new Set<string>(without)
  return { on: (name) => !off.has(name) }
}
