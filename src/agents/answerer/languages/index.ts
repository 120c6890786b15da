// The built-in answerer's languages, one file each: what it writes (ANSWER_TEXT) and the words it
// reads questions by (QUESTION_WORDS). Every language's words are looked for in every question.
import { german } from './de.js'
import { english } from './en.js'
import { spanish } from './es.js'
import { french } from './fr.js'
import { portuguese } from './pt.js'
import type { AnswerLanguage, AnswerText, Language, QuestionWords } from './types.js'

export const LANGUAGES: Record<AnswerLanguage, Language> = { en: english, de: german, fr: french, es: spanish, pt: portuguese }

const each = <T>(pick: (l: Language) => T) => Object.fromEntries(Object.entries(LANGUAGES).map(([code, l]) => [code, pick(l)])) as Record<AnswerLanguage, T>
export const ANSWER_TEXT: Record<AnswerLanguage, AnswerText> = each((l) => l.text)
export const QUESTION_WORDS: Record<AnswerLanguage, QuestionWords> = each((l) => l.words)

export { METRIC_WORDS, STOP_WORDS, SUFFIXES, TOPIC_WORDS, UNSUPPORTED_LANGUAGE_NOTE, WEAK_SLEEP_WORDS } from './en.js'
export type * from './types.js'
