// The built-in answerer's other languages as its tests expect them: the tags asked with, what each
// answer must say, the days and months, and the English framing no other language may show
// (test/agents/answerer.unit.test.ts).
import type { AnswerLanguage } from '../../src/agents/answerer/index.js'

export type Lang = Exclude<AnswerLanguage, 'en'>
export const LANGS: Lang[] = ['de', 'fr', 'es', 'pt']
/** The tags asked with: a region subtag picks the same language. */
export const TAG: Record<Lang, string> = { de: 'de', fr: 'fr-CA', es: 'es-419', pt: 'pt-BR' }

export type Common = 'sleep' | 'meals' | 'load' | 'impact'
export const ENGLISH: Record<Common, string> = {
  sleep: 'How did I sleep last week?',
  meals: 'What did I eat yesterday?',
  load: 'Is my training load too high?',
  impact: 'Does meditation help my sleep?',
}
/** The four common questions as a speaker of each language asks them. */
export const COMMON: Record<Lang, Record<Common, string>> = {
  de: {
    sleep: 'Wie habe ich letzte Woche geschlafen?',
    meals: 'Was habe ich gestern gegessen?',
    load: 'Ist meine Trainingsbelastung zu hoch?',
    impact: 'Hilft Meditation meinem Schlaf?',
  },
  fr: {
    sleep: 'Comment ai-je dormi la semaine dernière ?',
    meals: 'Qu’est-ce que j’ai mangé hier ?',
    load: "Ma charge d'entraînement est-elle trop élevée ?",
    impact: 'La méditation aide-t-elle mon sommeil ?',
  },
  es: {
    sleep: '¿Cómo dormí la semana pasada?',
    meals: '¿Qué comí ayer?',
    load: '¿Mi carga de entrenamiento es demasiado alta?',
    impact: '¿La meditación ayuda a mi sueño?',
  },
  pt: {
    sleep: 'Como dormi na semana passada?',
    meals: 'O que comi ontem?',
    load: 'Minha carga de treino está alta demais?',
    impact: 'A meditação ajuda meu sono?',
  },
}

/** What the answers must say in each language, written out here rather than taken from the tables. */
export const SAYS: Record<
  Lang,
  {
    sleepLead: string
    nights: string
    facts: string
    mealsLead: string
    meals: string
    quote: (x: string) => string
    load: Record<string, string>
    impact: string
    nothingMeals: string
  }
> = {
  de: {
    sleepLead: 'Das sagen Ihre Zusammenfassungen über Ihren Schlaf letzte Woche.',
    nights: 'Nacht für Nacht:',
    facts: 'Was healthd aus den letzten Wochen über Sie herausgefunden hat:',
    mealsLead: 'Das sagen Ihre Zusammenfassungen über Ihre Mahlzeiten gestern.',
    meals: 'Mahlzeit für Mahlzeit:',
    quote: (x) => `„${x}“`,
    load: {
      low: 'ist Ihre Trainingsbelastung niedrig:',
      optimal: 'ist Ihre Trainingsbelastung im optimalen Bereich:',
      high: 'ist Ihre Trainingsbelastung hoch:',
      'very high': 'ist Ihre Trainingsbelastung sehr hoch:',
    },
    impact: 'Ja, nach Ihren eigenen Daten: Ihr Schlafwert war an Tagen mit „Meditate for ten minutes“ deutlich höher als an Tagen ohne.',
    nothingMeals: 'Ich habe keine Mahlzeitenzusammenfassungen für gestern, daher kann ich Ihnen dazu nichts sagen.',
  },
  fr: {
    sleepLead: 'Voici ce que disent vos résumés sur votre sommeil la semaine dernière.',
    nights: 'Nuit par nuit :',
    facts: 'Ce que healthd a déduit à votre sujet des dernières semaines :',
    mealsLead: 'Voici ce que disent vos résumés sur ce que vous avez mangé hier.',
    meals: 'Repas par repas :',
    quote: (x) => `« ${x} »`,
    load: {
      low: 'votre charge d’entraînement est faible :',
      optimal: 'votre charge d’entraînement est dans la zone optimale :',
      high: 'votre charge d’entraînement est élevée :',
      'very high': 'votre charge d’entraînement est très élevée :',
    },
    impact:
      'Oui, d’après vos propres données : votre score de sommeil a été nettement plus élevé les jours avec « Meditate for ten minutes » que les jours sans.',
    nothingMeals: 'Je n’ai aucun résumé de repas pour hier, je ne peux donc rien vous dire à ce sujet.',
  },
  es: {
    sleepLead: 'Esto es lo que dicen sus resúmenes sobre su sueño la semana pasada.',
    nights: 'Noche a noche:',
    facts: 'Lo que healthd ha deducido sobre usted a partir de las últimas semanas:',
    mealsLead: 'Esto es lo que dicen sus resúmenes sobre lo que comió ayer.',
    meals: 'Comida a comida:',
    quote: (x) => `«${x}»`,
    load: {
      low: 'su carga de entrenamiento es baja:',
      optimal: 'su carga de entrenamiento está en la zona óptima:',
      high: 'su carga de entrenamiento es alta:',
      'very high': 'su carga de entrenamiento es muy alta:',
    },
    impact: 'Sí, según sus propios datos: su puntuación de sueño ha sido claramente más alta los días con «Meditate for ten minutes» que los días sin ello.',
    nothingMeals: 'No tengo resúmenes de comidas para ayer, así que no puedo decirle nada sobre eso.',
  },
  pt: {
    sleepLead: 'Eis o que dizem os seus resumos sobre o seu sono na semana passada.',
    nights: 'Noite a noite:',
    facts: 'O que o healthd concluiu sobre si a partir das últimas semanas:',
    mealsLead: 'Eis o que dizem os seus resumos sobre o que comeu ontem.',
    meals: 'Refeição a refeição:',
    quote: (x) => `“${x}”`,
    load: {
      low: 'a sua carga de treino é baixa:',
      optimal: 'a sua carga de treino está na zona ótima:',
      high: 'a sua carga de treino é alta:',
      'very high': 'a sua carga de treino é muito alta:',
    },
    impact:
      'Sim, segundo os seus próprios dados: a sua pontuação de sono tem sido claramente mais alta nos dias com “Meditate for ten minutes” do que nos dias sem.',
    nothingMeals: 'Não tenho resumos de refeições para ontem, por isso não lhe posso dizer nada sobre isso.',
  },
}

export const WEEKDAYS_IN: Record<Lang, string[]> = {
  de: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  pt: ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo'],
}
export const MONTHS_IN: Record<Lang, string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
}
const capitalised = (x: string) => x[0]!.toUpperCase() + x.slice(1)
export const weekdayIn = (lang: Lang, day: string) => capitalised(WEEKDAYS_IN[lang][(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!)

/** The English answer's own sentences: none may appear in an answer in another language. */
export const ENGLISH_FRAMING = [
  'Here is what',
  'Night by night',
  'Meal by meal',
  'What healthd has worked out',
  'By the acute to chronic',
  'Your most recent workout',
  'Yes, by your own data',
  'That is an association',
  'I have no',
  'so I cannot tell you',
]
