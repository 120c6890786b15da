// The helpers every per-language reading test uses: a meal read in one language (or the language
// detected from the text, when none is given), its foods' names and weights, and the English it was read into.
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'
import { readLanguage } from '../../src/analysis/languages/index.js'

const index = defaultFoodIndex()

export function readerFor(language?: string) {
  const analyse = (text: string) => analyzeMeal({ description: text, language }, index)
  return {
    analyse,
    foods: (text: string) => analyse(text).items.map((i) => i.food),
    /** each item's weight, rounded to the gram */
    grams: (text: string) => analyse(text).items.map((i) => Math.round(i.grams)),
    english: (text: string) => readLanguage(text, language)?.english,
  }
}
