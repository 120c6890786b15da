// Small helpers the language files share: capitals, lists joined with a language's "and", and the
// tables of weekday and month names a question is read by.
import type { AnswerText, CountUnit, DayRef, PeriodLabel } from './types.js'

export const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s)
/** A stored name ("sleep_score") as words. */
export const label = (name: string) => name.replace(/_/g, ' ')
export const joinWith = (and: string) => (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`
/** Grammatical gender of a counted unit's noun in French, Spanish and Portuguese (week is feminine). */
export const genderOf = (unit: CountUnit): 'm' | 'f' => (unit === 'week' ? 'f' : 'm')

/** "a b c": each word's index. */
export const indexed = (words: string) => Object.fromEntries(words.split(' ').map((w, i) => [w, i]))
/** "a|b c|d": index of each alternative group, so names sharing a day or a month get its index. */
export const indexedAlternatives = (groups: string) => Object.fromEntries(groups.split(' ').flatMap((g, i) => g.split('|').map((w) => [w, i])))

/**
 * A period in words as an adverbial (`when`), a noun phrase (`what`) and a list line's day (`day`),
 * from a language's one function naming a period in either form and how a line names a date.
 */
export const periodPhrases = (
  named: (p: PeriodLabel, form: 'when' | 'what') => string,
  dateLine: (d: DayRef) => string,
): Pick<AnswerText, 'when' | 'what' | 'day'> => ({
  when: (p) => named(p, 'when'),
  what: (p) => named(p, 'what'),
  day: (p) => (p.k === 'day' ? dateLine(p.day) : cap(named(p, 'what'))),
})
