// The shape of a rule of the meal analysis (rules/index.ts lists them all).

/** The passes that apply rules (passes/index.ts runs them in this order). */
export type PassName = 'story' | 'segment' | 'amounts' | 'match' | 'link' | 'retold' | 'compose' | 'weigh' | 'check'

/** What a rule's example must show: concrete figures of the analysis of its text. */
export interface Expectation {
  /** the items' foods, in order: each a food id or a food's display name */
  readonly foods?: readonly string[]
  /** the unmatched texts, all of them, in order */
  readonly unmatched?: readonly string[]
  /** an item's grams within a tolerance: [item, grams, ± grams] */
  readonly grams?: readonly [item: number, grams: number, within: number]
  /** the meal's confidence is at most this */
  readonly confidenceAtMost?: number
}

export interface Rule {
  /** what the code asks for (`rules.on('not-eaten')`) and analyzeMeal's `without` names */
  readonly name: string
  readonly pass: PassName
  /** the rule in one line */
  readonly says: string
  /** its own test: the expectation holds with the rule, and fails without it */
  readonly example: { readonly text: string; readonly expect: Expectation }
}
