// Small helpers the language files share: capitals, lists joined with a language's "and", and the
// tables of weekday and month names a question is read by.
import type { CountUnit } from './types.js'

export const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s)
/** A stored name ("sleep_score") as words. */
export const label = (name: string) => name.replace(/_/g, ' ')
export const joinWith = (and: string) => (parts: string[]) => (parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`)
/** Grammatical gender of a counted unit's noun in French, Spanish and Portuguese (week is feminine). */
export const genderOf = (unit: CountUnit): 'm' | 'f' => (unit === 'week' ? 'f' : 'm')

/** "a b c": each word's index. */
export const indexed = (words: string) => Object.fromEntries(words.split(' ').map((w, i) => [w, i]))
/** "a|b c|d": index of each alternative group, so names sharing a day or a month get its index. */
export const indexedAlternatives = (groups: string) => Object.fromEntries(groups.split(' ').flatMap((g, i) => g.split('|').map((w) => [w, i])))
