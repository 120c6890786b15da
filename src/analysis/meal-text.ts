// The built-in, deterministic meal summary text: written from the numbers of an analysis, in
// English, German, French, Spanish, Portuguese or Italian. No model, no I/O.

import type { MealAnalysis } from './analyze.js'

/** Version of the templates below; goes into llm_debug so a summary can be reproduced. */
export const PROMPT_VERSION = 'meal-text-v2'
/** What wrote the text, for llm_debug.model. */
export const MODEL_NAME = 'healthd-builtin'

export type MealTextLanguage = 'en' | 'de' | 'fr' | 'es' | 'pt' | 'it'
export const MEAL_TEXT_LANGUAGES: readonly MealTextLanguage[] = ['en', 'de', 'fr', 'es', 'pt', 'it']

export interface MealTextOptions {
  /** BCP 47 tag: "de", "pt-BR", "en_GB"; unknown languages fall back to English. */
  language?: string | null
  meal_time?: string | null
  comment?: string | null
}

export interface MealText {
  language: MealTextLanguage
  title: string
  text: string
  followup_questions: string[]
}

/** Thresholds for remarks. */
const HIGH_FIBER_G = 8
const LOW_FIBER_G = 3
const LOW_FIBER_MIN_KCAL = 400
const HIGH_SODIUM_MG = 1000
const SODIUM_LIMIT_MG = 2300
const LOW_CONFIDENCE = 0.6

interface Strings {
  locale: string
  and: string
  title: (kcal: string) => string
  titleEmpty: string
  energy: (kcal: string, p: string, c: string, f: string, pp: string, cp: string, fp: string) => string
  energyNoMacros: (kcal: string) => string
  contributors: (list: string) => string
  single: (item: string) => string
  itemKcal: (text: string, kcal: string) => string
  highFiber: (g: string) => string
  lowFiber: (g: string) => string
  highSodium: (mg: string, limit: string) => string
  unmatched: (list: string) => string
  rough: string
  empty: string
  emptyHint: string
  qHowMuch: (item: string) => string
  qWhatWas: (text: string) => string
  qAdded: string
  qDrink: string
  qPrepared: (item: string) => string
  qEmptyWhat: string
  qEmptyList: string
}

const STRINGS: Record<MealTextLanguage, Strings> = {
  en: {
    locale: 'en-US',
    and: 'and',
    title: (kcal) => `Meal of about ${kcal} kcal`,
    titleEmpty: 'Meal not recognised',
    energy: (kcal, p, c, f, pp, cp, fp) =>
      `This meal provides about ${kcal} kcal, with ${p} g of protein, ${c} g of carbohydrate and ${f} g of fat (${pp}%, ${cp}% and ${fp}% of the energy).`,
    energyNoMacros: (kcal) => `This meal provides about ${kcal} kcal.`,
    contributors: (list) => `Most of the energy comes from ${list}.`,
    single: (item) => `All of it comes from ${item}.`,
    itemKcal: (text, kcal) => `${text} (${kcal} kcal)`,
    highFiber: (g) => `With ${g} g of fibre it is a good source of fibre.`,
    lowFiber: (g) => `It contains little fibre (${g} g).`,
    highSodium: (mg, limit) => `Sodium is high at ${mg} mg, against a daily limit of about ${limit} mg.`,
    unmatched: (list) => `Not recognised and not counted: ${list}.`,
    rough: 'Some portion sizes were assumed, so treat the figures as a rough estimate.',
    empty: 'No food in this description could be recognised, so no nutrients were counted.',
    emptyHint: 'Try listing the foods with amounts, for example “2 eggs and a slice of toast”.',
    qHowMuch: (item) => `How much was ${item}, in grams or household measures?`,
    qWhatWas: (text) => `What was ${text}, and how much of it did you have?`,
    qAdded: 'Was anything added that is not listed, such as oil, butter, a sauce or sugar?',
    qDrink: 'Did you have anything to drink with this meal?',
    qPrepared: (item) => `How was ${item} prepared: raw, boiled, fried, grilled or baked?`,
    qEmptyWhat: 'What did you eat, and how much of each food?',
    qEmptyList: 'Could you list the foods separated by commas, with an amount for each?',
  },
  de: {
    locale: 'de-DE',
    and: 'und',
    title: (kcal) => `Mahlzeit mit etwa ${kcal} kcal`,
    titleEmpty: 'Mahlzeit nicht erkannt',
    energy: (kcal, p, c, f, pp, cp, fp) =>
      `Diese Mahlzeit liefert etwa ${kcal} kcal, mit ${p} g Eiweiß, ${c} g Kohlenhydraten und ${f} g Fett (${pp} %, ${cp} % und ${fp} % der Energie).`,
    energyNoMacros: (kcal) => `Diese Mahlzeit liefert etwa ${kcal} kcal.`,
    contributors: (list) => `Die meiste Energie stammt aus ${list}.`,
    single: (item) => `Sie stammt vollständig aus ${item}.`,
    itemKcal: (text, kcal) => `${text} (${kcal} kcal)`,
    highFiber: (g) => `Mit ${g} g Ballaststoffen ist sie eine gute Ballaststoffquelle.`,
    lowFiber: (g) => `Sie enthält wenig Ballaststoffe (${g} g).`,
    highSodium: (mg, limit) => `Der Natriumgehalt ist mit ${mg} mg hoch, bei einer Tagesgrenze von etwa ${limit} mg.`,
    unmatched: (list) => `Nicht erkannt und nicht mitgezählt: ${list}.`,
    rough: 'Einige Portionsgrößen wurden angenommen, die Werte sind daher eine grobe Schätzung.',
    empty: 'In dieser Beschreibung wurde kein Lebensmittel erkannt, daher wurden keine Nährwerte berechnet.',
    emptyHint: 'Nennen Sie die Lebensmittel mit Mengen, zum Beispiel „2 Eier und eine Scheibe Toast“.',
    qHowMuch: (item) => `Wie viel war ${item}, in Gramm oder Haushaltsmaßen?`,
    qWhatWas: (text) => `Was war ${text}, und wie viel davon hatten Sie?`,
    qAdded: 'Kam noch etwas hinzu, das nicht aufgeführt ist, etwa Öl, Butter, eine Soße oder Zucker?',
    qDrink: 'Haben Sie zu dieser Mahlzeit etwas getrunken?',
    qPrepared: (item) => `Wie wurde ${item} zubereitet: roh, gekocht, gebraten, gegrillt oder gebacken?`,
    qEmptyWhat: 'Was haben Sie gegessen, und wie viel von jedem Lebensmittel?',
    qEmptyList: 'Können Sie die Lebensmittel durch Kommas getrennt auflisten, jeweils mit Menge?',
  },
  fr: {
    locale: 'fr-FR',
    and: 'et',
    title: (kcal) => `Repas d’environ ${kcal} kcal`,
    titleEmpty: 'Repas non reconnu',
    energy: (kcal, p, c, f, pp, cp, fp) =>
      `Ce repas apporte environ ${kcal} kcal, avec ${p} g de protéines, ${c} g de glucides et ${f} g de lipides (${pp} %, ${cp} % et ${fp} % de l’énergie).`,
    energyNoMacros: (kcal) => `Ce repas apporte environ ${kcal} kcal.`,
    contributors: (list) => `L’essentiel de l’énergie vient de ${list}.`,
    single: (item) => `Toute l’énergie vient de ${item}.`,
    itemKcal: (text, kcal) => `${text} (${kcal} kcal)`,
    highFiber: (g) => `Avec ${g} g de fibres, c’est une bonne source de fibres.`,
    lowFiber: (g) => `Il contient peu de fibres (${g} g).`,
    highSodium: (mg, limit) => `Le sodium est élevé, ${mg} mg, pour une limite quotidienne d’environ ${limit} mg.`,
    unmatched: (list) => `Non reconnu et non compté : ${list}.`,
    rough: 'Certaines portions ont été estimées : considérez ces chiffres comme une approximation.',
    empty: 'Aucun aliment n’a été reconnu dans cette description, aucun nutriment n’a donc été calculé.',
    emptyHint: 'Indiquez les aliments avec leurs quantités, par exemple « 2 œufs et une tranche de pain grillé ».',
    qHowMuch: (item) => `Quelle quantité de ${item}, en grammes ou en mesures ménagères ?`,
    qWhatWas: (text) => `Qu’était ${text}, et en quelle quantité ?`,
    qAdded: 'Avez-vous ajouté quelque chose qui n’est pas listé, comme de l’huile, du beurre, une sauce ou du sucre ?',
    qDrink: 'Avez-vous bu quelque chose avec ce repas ?',
    qPrepared: (item) => `Comment ${item} a-t-il été préparé : cru, bouilli, frit, grillé ou cuit au four ?`,
    qEmptyWhat: 'Qu’avez-vous mangé, et en quelle quantité pour chaque aliment ?',
    qEmptyList: 'Pouvez-vous lister les aliments séparés par des virgules, avec une quantité pour chacun ?',
  },
  es: {
    locale: 'es-ES',
    and: 'y',
    title: (kcal) => `Comida de unas ${kcal} kcal`,
    titleEmpty: 'Comida no reconocida',
    energy: (kcal, p, c, f, pp, cp, fp) =>
      `Esta comida aporta unas ${kcal} kcal, con ${p} g de proteínas, ${c} g de hidratos de carbono y ${f} g de grasa (${pp} %, ${cp} % y ${fp} % de la energía).`,
    energyNoMacros: (kcal) => `Esta comida aporta unas ${kcal} kcal.`,
    contributors: (list) => `La mayor parte de la energía procede de ${list}.`,
    single: (item) => `Toda la energía procede de ${item}.`,
    itemKcal: (text, kcal) => `${text} (${kcal} kcal)`,
    highFiber: (g) => `Con ${g} g de fibra, es una buena fuente de fibra.`,
    lowFiber: (g) => `Contiene poca fibra (${g} g).`,
    highSodium: (mg, limit) => `El sodio es alto, ${mg} mg, frente a un límite diario de unos ${limit} mg.`,
    unmatched: (list) => `No reconocido y no contabilizado: ${list}.`,
    rough: 'Algunas raciones se han supuesto, así que las cifras son una estimación aproximada.',
    empty: 'No se ha reconocido ningún alimento en esta descripción, así que no se han calculado nutrientes.',
    emptyHint: 'Indique los alimentos con cantidades, por ejemplo «2 huevos y una rebanada de pan tostado».',
    qHowMuch: (item) => `¿Cuánto había de ${item}, en gramos o medidas caseras?`,
    qWhatWas: (text) => `¿Qué era ${text} y cuánto tomó?`,
    qAdded: '¿Se añadió algo que no aparece, como aceite, mantequilla, una salsa o azúcar?',
    qDrink: '¿Bebió algo con esta comida?',
    qPrepared: (item) => `¿Cómo se preparó ${item}: crudo, hervido, frito, a la plancha o al horno?`,
    qEmptyWhat: '¿Qué comió y cuánto de cada alimento?',
    qEmptyList: '¿Puede enumerar los alimentos separados por comas, con una cantidad para cada uno?',
  },
  pt: {
    locale: 'pt-PT',
    and: 'e',
    title: (kcal) => `Refeição de cerca de ${kcal} kcal`,
    titleEmpty: 'Refeição não reconhecida',
    energy: (kcal, p, c, f, pp, cp, fp) =>
      `Esta refeição fornece cerca de ${kcal} kcal, com ${p} g de proteína, ${c} g de hidratos de carbono e ${f} g de gordura (${pp}%, ${cp}% e ${fp}% da energia).`,
    energyNoMacros: (kcal) => `Esta refeição fornece cerca de ${kcal} kcal.`,
    contributors: (list) => `A maior parte da energia vem de ${list}.`,
    single: (item) => `Toda a energia vem de ${item}.`,
    itemKcal: (text, kcal) => `${text} (${kcal} kcal)`,
    highFiber: (g) => `Com ${g} g de fibra, é uma boa fonte de fibra.`,
    lowFiber: (g) => `Contém pouca fibra (${g} g).`,
    highSodium: (mg, limit) => `O sódio é elevado, ${mg} mg, face a um limite diário de cerca de ${limit} mg.`,
    unmatched: (list) => `Não reconhecido e não contabilizado: ${list}.`,
    rough: 'Algumas porções foram estimadas, por isso os valores são uma estimativa aproximada.',
    empty: 'Nenhum alimento foi reconhecido nesta descrição, por isso não foram calculados nutrientes.',
    emptyHint: 'Indique os alimentos com as quantidades, por exemplo “2 ovos e uma fatia de torrada”.',
    qHowMuch: (item) => `Quanto havia de ${item}, em gramas ou medidas caseiras?`,
    qWhatWas: (text) => `O que era ${text}, e quanto comeu?`,
    qAdded: 'Foi acrescentado algo que não está na lista, como óleo, manteiga, um molho ou açúcar?',
    qDrink: 'Bebeu alguma coisa com esta refeição?',
    qPrepared: (item) => `Como foi preparado ${item}: cru, cozido, frito, grelhado ou assado?`,
    qEmptyWhat: 'O que comeu, e quanto de cada alimento?',
    qEmptyList: 'Pode listar os alimentos separados por vírgulas, com uma quantidade para cada um?',
  },
  it: {
    locale: 'it-IT',
    and: 'e',
    title: (kcal) => `Pasto di circa ${kcal} kcal`,
    titleEmpty: 'Pasto non riconosciuto',
    energy: (kcal, p, c, f, pp, cp, fp) =>
      `Questo pasto fornisce circa ${kcal} kcal, con ${p} g di proteine, ${c} g di carboidrati e ${f} g di grassi (${pp}%, ${cp}% e ${fp}% dell’energia).`,
    energyNoMacros: (kcal) => `Questo pasto fornisce circa ${kcal} kcal.`,
    contributors: (list) => `La maggior parte dell’energia viene da ${list}.`,
    single: (item) => `Tutta l’energia viene da ${item}.`,
    itemKcal: (text, kcal) => `${text} (${kcal} kcal)`,
    highFiber: (g) => `Con ${g} g di fibre è una buona fonte di fibre.`,
    lowFiber: (g) => `Contiene poche fibre (${g} g).`,
    highSodium: (mg, limit) => `Il sodio è alto, ${mg} mg, rispetto a un limite giornaliero di circa ${limit} mg.`,
    unmatched: (list) => `Non riconosciuto e non conteggiato: ${list}.`,
    rough: 'Alcune porzioni sono state stimate, quindi i valori sono una stima approssimativa.',
    empty: 'In questa descrizione non è stato riconosciuto alcun alimento, quindi non sono stati calcolati nutrienti.',
    emptyHint: 'Indichi gli alimenti con le quantità, per esempio «2 uova e una fetta di pane tostato».',
    qHowMuch: (item) => `Quanto era ${item}, in grammi o in misure casalinghe?`,
    qWhatWas: (text) => `Che cos’era ${text}, e quanto ne ha mangiato?`,
    qAdded: 'È stato aggiunto qualcosa che non è nell’elenco, come olio, burro, una salsa o zucchero?',
    qDrink: 'Ha bevuto qualcosa con questo pasto?',
    qPrepared: (item) => `Come è stato preparato ${item}: crudo, bollito, fritto, alla griglia o al forno?`,
    qEmptyWhat: 'Che cosa ha mangiato, e quanto di ciascun alimento?',
    qEmptyList: 'Può elencare gli alimenti separati da virgole, con una quantità per ciascuno?',
  },
}

const TAG_SEPARATOR = /[-_]/

/** "pt-BR" → "pt", "EN_gb" → "en", anything unsupported → "en". */
export function resolveLanguage(tag: string | null | undefined): MealTextLanguage {
  if (typeof tag !== 'string') return 'en'
  const primary = tag.trim().toLowerCase().split(TAG_SEPARATOR)[0] ?? ''
  return (MEAL_TEXT_LANGUAGES as readonly string[]).includes(primary) ? (primary as MealTextLanguage) : 'en'
}

const formatters = new Map<string, { int: Intl.NumberFormat; dec: Intl.NumberFormat }>()
function fmt(locale: string) {
  let f = formatters.get(locale)
  if (!f) {
    f = {
      int: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      dec: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
    }
    formatters.set(locale, f)
  }
  return f
}

function joinList(parts: string[], and: string): string {
  if (parts.length <= 1) return parts[0] ?? ''
  return `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`
}

/** Shares of energy from protein, carbohydrate and fat (4/4/9 kcal per g), summing to 100. */
export function macroEnergyShares(t: { protein_g: number; carbohydrate_g: number; fat_g: number }): [number, number, number] | null {
  const p = t.protein_g * 4
  const c = t.carbohydrate_g * 4
  const f = t.fat_g * 9
  const sum = p + c + f
  if (!(sum > 0)) return null
  const pp = Math.round((p / sum) * 100)
  const fp = Math.round((f / sum) * 100)
  return [pp, Math.max(0, 100 - pp - fp), fp]
}

/**
 * A title, a 2–4 sentence text and 2–3 follow-up questions for a meal analysis, in the
 * requested language (primary subtag; unknown languages get English and say so in `language`).
 * Item texts are the user's own words and go in as written, without quotation marks.
 */
export function mealText(analysis: MealAnalysis, options: MealTextOptions = {}): MealText {
  const language = resolveLanguage(options.language)
  const s = STRINGS[language]
  const { int, dec } = fmt(s.locale)
  const items = analysis.items
  const unmatched = analysis.unmatched
  const unmatchedSentence = unmatched.length > 0 ? s.unmatched(joinList(unmatched.slice(0, 3), s.and)) : undefined

  if (items.length === 0) {
    const sentences = [s.empty, unmatchedSentence ?? s.emptyHint]
    const questions = unmatched.length > 0 ? [s.qWhatWas(unmatched[0]!), s.qEmptyList] : [s.qEmptyWhat, s.qEmptyList]
    return { language, title: s.titleEmpty, text: sentences.join(' '), followup_questions: questions }
  }

  const t = analysis.totals
  const kcal = int.format(t.calories)
  const shares = macroEnergyShares(t)
  const sentences: string[] = []
  sentences.push(
    shares
      ? s.energy(
          kcal,
          dec.format(t.protein_g),
          dec.format(t.carbohydrate_g),
          dec.format(t.fat_g),
          int.format(shares[0]),
          int.format(shares[1]),
          int.format(shares[2]),
        )
      : s.energyNoMacros(kcal),
  )
  const byEnergy = [...items].sort((a, b) => b.calories - a.calories)
  const top = byEnergy.filter((it) => it.calories > 0).slice(0, items.length > 3 ? 3 : 2)
  if (items.length === 1 && top.length === 1) sentences.push(s.single(top[0]!.text))
  else if (top.length > 0)
    sentences.push(
      s.contributors(
        joinList(
          top.map((it) => s.itemKcal(it.text, int.format(it.calories))),
          s.and,
        ),
      ),
    )

  const remarks: string[] = []
  if (t.sodium_mg >= HIGH_SODIUM_MG) remarks.push(s.highSodium(int.format(t.sodium_mg), int.format(SODIUM_LIMIT_MG)))
  if (t.fiber_g >= HIGH_FIBER_G) remarks.push(s.highFiber(dec.format(t.fiber_g)))
  else if (t.calories >= LOW_FIBER_MIN_KCAL && t.fiber_g < LOW_FIBER_G) remarks.push(s.lowFiber(dec.format(t.fiber_g)))
  if (unmatchedSentence) remarks.unshift(unmatchedSentence)
  else if (analysis.confidence < LOW_CONFIDENCE) remarks.push(s.rough)
  sentences.push(...remarks.slice(0, 2))

  // Follow-up questions: the least certain item, what was not recognised, what may be missing.
  const questions: string[] = []
  if (unmatched.length > 0) questions.push(s.qWhatWas(unmatched[0]!))
  const leastCertain = [...items].sort((a, b) => a.confidence - b.confidence || b.calories - a.calories)[0]!
  if (leastCertain.confidence < 0.75) questions.push(s.qHowMuch(leastCertain.text))
  else questions.push(s.qPrepared(byEnergy[0]!.text))
  questions.push(s.qAdded)
  if (questions.length < 3) questions.push(s.qDrink)
  return { language, title: s.title(kcal), text: sentences.join(' '), followup_questions: questions.slice(0, 3) }
}
