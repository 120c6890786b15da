// The built-in answerer in German: the sentences it writes around what it quotes, and the words and
// phrases it reads questions by (on folded text: lower case, no diacritics; see ../words.ts).
import { label, joinWith, indexedAlternatives, periodPhrases } from './shared.js'
import type { AnswerText, CountUnit, DayRef, Language, PeriodLabel, QuestionWords, YearRef } from './types.js'

const DE_WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']
const DE_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember']
const DE_SMALL = 'null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn'.split(' ')
const DE_TENS = 'zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig'.split(' ')

function deCount(n: number): string {
  const lead = (k: number) => (k === 1 ? 'ein' : deCount(k))
  if (n < 20) return DE_SMALL[n]!
  if (n < 100) return `${n % 10 ? `${lead(n % 10)}und` : ''}${DE_TENS[Math.floor(n / 10) - 2]}`
  if (n < 1000) return `${lead(Math.floor(n / 100))}hundert${n % 100 ? deCount(n % 100) : ''}`
  if (n < 1_000_000) return `${lead(Math.floor(n / 1000))}tausend${n % 1000 ? deCount(n % 1000) : ''}`
  return 'viele'
}
/** "zweit", "dritt", "zwanzigst": an ordinal's stem, before its ending. */
const deOrdinal = (n: number) => (n === 1 ? 'erst' : n === 3 ? 'dritt' : n === 7 ? 'siebt' : n === 8 ? 'acht' : n < 20 ? `${deCount(n)}t` : `${deCount(n)}st`)
const deYear = (y: YearRef) =>
  y.k === 'this'
    ? ''
    : y.k === 'last'
      ? ' letzten Jahres'
      : y.k === 'next'
        ? ' nächsten Jahres'
        : y.k === 'ago'
          ? ` vor ${deCount(y.n)} Jahren`
          : ' eines späteren Jahres'
/** "Montag, dem zweiten März" (dative), "den" (accusative), "der zweite" (nominative). */
const deDay = (d: DayRef, kase: 'nom' | 'dat' | 'acc') =>
  `${DE_WEEKDAYS[d.dow]}, ${kase === 'nom' ? 'der' : kase === 'dat' ? 'dem' : 'den'} ${deOrdinal(d.date)}${kase === 'nom' ? 'e' : 'en'} ${DE_MONTHS[d.month]}${deYear(d.year)}`
const DE_PLURAL_DAT: Record<CountUnit, string> = { day: 'Tagen', week: 'Wochen', month: 'Monaten' }
const DE_PLURAL: Record<CountUnit, string> = { day: 'Tage', week: 'Wochen', month: 'Monate' }

function deLabel(p: PeriodLabel, form: 'when' | 'what'): string {
  const w = form === 'when'
  switch (p.k) {
    case 'today':
      return 'heute'
    case 'yesterday':
      return 'gestern'
    case 'dayBeforeYesterday':
      return 'vorgestern'
    case 'lastNight':
      return w ? 'letzte Nacht' : 'die letzte Nacht'
    case 'day':
      return w ? `am ${deDay(p.day, 'dat')}` : deDay(p.day, 'acc')
    case 'weekday':
      return p.last ? `letzten ${DE_WEEKDAYS[p.dow]}` : w ? `am ${DE_WEEKDAYS[p.dow]}` : DE_WEEKDAYS[p.dow]!
    case 'thisWeek':
      return 'diese Woche'
    case 'lastWeek':
      return w ? 'letzte Woche' : 'die letzte Woche'
    case 'weekBeforeLast':
      return w ? 'vorletzte Woche' : 'die vorletzte Woche'
    case 'weeksAgo':
      return w ? `vor ${deCount(p.n)} Wochen` : `die Woche vor ${deCount(p.n)} Wochen`
    case 'weekOf':
      return w ? `in der Woche ab ${deDay(p.day, 'dat')}` : `die Woche ab ${deDay(p.day, 'dat')}`
    case 'thisMonth':
      return 'diesen Monat'
    case 'lastMonth':
      return w ? 'letzten Monat' : 'den letzten Monat'
    case 'month':
      return `${w ? 'im ' : ''}${DE_MONTHS[p.month]}${deYear(p.year)}`
    case 'thisYear':
      return 'dieses Jahr'
    case 'lastYear':
      return w ? 'letztes Jahr' : 'das letzte Jahr'
    case 'year': {
      const y = p.year
      if (y.k === 'ago') return w ? `vor ${deCount(y.n)} Jahren` : `das Jahr vor ${deCount(y.n)} Jahren`
      if (y.k === 'next') return w ? 'nächstes Jahr' : 'das nächste Jahr'
      if (y.k === 'later') return w ? 'in einem späteren Jahr' : 'ein späteres Jahr'
      return deLabel({ k: y.k === 'this' ? 'thisYear' : 'lastYear' }, form)
    }
    case 'past':
      return w
        ? { day: 'am vergangenen Tag', week: 'in der vergangenen Woche', month: 'im vergangenen Monat' }[p.unit]
        : { day: 'den vergangenen Tag', week: 'die vergangene Woche', month: 'den vergangenen Monat' }[p.unit]
    case 'lastN':
      return w ? `in den letzten ${deCount(p.n)} ${DE_PLURAL_DAT[p.unit]}` : `die letzten ${deCount(p.n)} ${DE_PLURAL[p.unit]}`
    case 'thisWeekend':
      return 'dieses Wochenende'
    case 'lastWeekend':
      return w ? 'letztes Wochenende' : 'das letzte Wochenende'
    case 'range':
      return `${w ? '' : 'die Zeit '}von ${deDay(p.from, 'dat')}, bis ${deDay(p.to, 'dat')}`
    case 'daysBefore':
      return w ? `in den ${deCount(p.n)} Tagen davor` : `die ${deCount(p.n)} Tage davor`
  }
}

const DE_METRICS: Record<string, string> = {
  sleep_score: 'Schlafwert',
  readiness_score: 'Bereitschaftswert',
  activity_score: 'Aktivitätswert',
  recovery_score: 'Erholungswert',
}
const deAnd = joinWith('und')

const de: AnswerText = {
  weekdays: DE_WEEKDAYS,
  ...periodPhrases(deLabel, (d) => deDay(d, 'nom')),
  quote: (s) => `„${s}“`,
  week: 'Woche',
  nouns: {
    sleep: 'Ihren Schlaf',
    workouts: 'Ihre Trainingseinheiten',
    meals: 'Ihre Mahlzeiten',
    mindfulness: 'Ihre Achtsamkeitssitzungen',
    habits: 'Ihre Gewohnheiten',
    load: 'Ihre Trainingsbelastung',
  },
  lead: (noun, p) => (p ? `Das sagen Ihre Zusammenfassungen über ${noun} ${de.when(p)}.` : `Das sagen Ihre neuesten Zusammenfassungen über ${noun}.`),
  headers: {
    nightByNight: 'Nacht für Nacht:',
    recentNights: 'Ihre letzten Nächte:',
    workoutByWorkout: 'Training für Training:',
    recentWorkouts: 'Ihre letzten Trainingseinheiten:',
    mealByMeal: 'Mahlzeit für Mahlzeit:',
    dayByDay: 'Tag für Tag:',
    recentMeals: 'Ihre letzten Mahlzeiten:',
    sessionBySession: 'Sitzung für Sitzung:',
    recentSessions: 'Ihre letzten Sitzungen:',
    recentDays: 'Ihre letzten Tage:',
  },
  none: {
    sleep: { none: 'Ich habe keine Schlafzusammenfassungen', hint: 'Schlafzusammenfassungen werden geschrieben, sobald Schlafwerte synchronisiert sind.' },
    workouts: {
      none: 'Ich habe keine Zusammenfassungen Ihrer Trainingseinheiten',
      hint: 'Sie werden geschrieben, wenn Trainingseinheiten synchronisiert werden, und eine wöchentliche Trainingszusammenfassung, wenn eine Woche mit Training zu Ende ist.',
    },
    meals: { none: 'Ich habe keine Mahlzeitenzusammenfassungen', hint: 'Mahlzeitenzusammenfassungen werden geschrieben, wenn Mahlzeiten erfasst werden.' },
    mindfulness: {
      none: 'Ich habe keine Achtsamkeitszusammenfassungen',
      hint: 'Achtsamkeitszusammenfassungen werden geschrieben, wenn Achtsamkeitssitzungen synchronisiert werden.',
    },
    habits: {
      none: 'Ich habe keine Zusammenfassungen Ihrer Gewohnheiten',
      hint: 'Gewohnheiten erscheinen in den Tages- und Wochenzusammenfassungen, sobald Gewohnheitsprotokolle (tägliche Einträge vom Typ logs) synchronisiert sind.',
    },
    overview: {
      none: 'Ich habe keine Tages- oder Wochenzusammenfassungen',
      hint: 'Sie werden geschrieben, wenn ein Tag oder eine Woche mit synchronisierten Daten zu Ende ist.',
    },
    load: {
      none: 'Ich habe keine Trainingszusammenfassungen',
      hint: 'Trainingszusammenfassungen werden geschrieben, wenn Trainingseinheiten mit einem Training Stress Score (TSS) synchronisiert werden; das Belastungsverhältnis braucht etwa drei Wochen Trainingsverlauf.',
    },
    trends: {
      none: 'Ich habe keine Trendzusammenfassungen',
      hint: 'Eine Trendzusammenfassung wird am Ende jeder Woche mit Werten geschrieben, und ein Trend braucht mindestens zwei solcher Wochen.',
    },
    impact: {
      none: 'Ich habe keine Zusammenfassungen zur Wirkung von Gewohnheiten',
      hint: 'Eine solche Zusammenfassung wird am Ende jeder Woche mit Gewohnheitsprotokollen geschrieben; ein Vergleich braucht mindestens eine Woche an Tagen mit der Gewohnheit und eine Woche an Tagen ohne sie.',
    },
    impactPair: {
      none: 'Ich habe keine Zusammenfassung zur Wirkung dieser Gewohnheit auf diesen Wert',
      hint: 'Eine Gewohnheit und ein Wert werden verglichen, sobald beide einige Wochen lang erfasst wurden.',
    },
  },
  nothing: (none, p, hint) => `${none} ${p ? `für ${de.what(p)}` : 'bisher'}, daher kann ich Ihnen dazu nichts sagen. ${hint}`,
  recentWeeksOnly: 'Das sind die letzten Wochen dieses Zeitraums.',
  facts: 'Was healthd aus den letzten Wochen über Sie herausgefunden hat:',
  moreInPeriod: '- … und weitere in diesem Zeitraum, hier nicht aufgeführt.',
  moreEarlier: '- … und frühere, hier nicht aufgeführt.',
  overviewLead: (p, latest) =>
    p
      ? `Das sagen Ihre Zusammenfassungen über ${de.what(p)}.`
      : latest === 'day'
        ? 'Das sagt Ihre neueste Tageszusammenfassung.'
        : latest === 'weeks'
          ? 'Das sagen Ihre neuesten Wochenzusammenfassungen.'
          : 'Das sagt Ihre neueste Wochenzusammenfassung.',
  loadVerdict: (band, past) => {
    const v = {
      low: 'niedrig: unter dem, was Sie gewohnt sind, also nicht zu hoch',
      optimal: 'im optimalen Bereich: im Rahmen dessen, was Sie gewohnt sind, also nicht zu hoch',
      high: 'hoch: über dem optimalen Bereich, Sie haben also schnell gesteigert; achten Sie darauf, wie Sie sich erholen',
      'very high':
        'sehr hoch: deutlich über dem, was Sie gewohnt sind, was das Risiko einer Überlastung erhöht; ein paar leichtere Tage würden sie sinken lassen',
    }[band]
    return `Nach dem Verhältnis von akuter zu chronischer Belastung ${past ? 'war' : 'ist'} Ihre Trainingsbelastung ${v}.`
  },
  loadUnjudged: 'Ihre Zusammenfassungen bewerten das Belastungsverhältnis noch nicht: dafür braucht es etwa drei Wochen Trainingsverlauf.',
  lastWorkout: (inPeriod, title) => `${inPeriod ? 'Das letzte Training dieses Zeitraums' : 'Ihr letztes Training'}: ${title}.`,
  metric: (name) => DE_METRICS[name] ?? `Wert ${de.quote(label(name))}`,
  trendLead: (metrics, p) => {
    const what = metrics.length ? deAnd(metrics.map((m) => `Ihren ${m}`)) : 'Ihre Werte'
    return p ? `Das sagt Ihre Trendzusammenfassung über ${what} ${de.when(p)}.` : `Das sagt Ihre neueste Trendzusammenfassung über ${what}.`
  },
  trendNoMatch: 'Zu genau diesem Punkt enthält sie keinen Trend; das hat sie für Ihre täglichen Werte gefunden.',
  impactLead: (habits, metrics, p) => {
    const what = `${habits.length ? deAnd(habits) : 'Ihre Gewohnheiten'} und ${metrics.length ? deAnd(metrics.map((m) => `Ihren ${m}`)) : 'Ihre Werte'}`
    return p
      ? `Das sagt Ihre Zusammenfassung zur Wirkung von Gewohnheiten über ${what} ${de.when(p)}.`
      : `Das sagt Ihre neueste Zusammenfassung zur Wirkung von Gewohnheiten über ${what}.`
  },
  impactNoMatch:
    'Sie vergleicht Tage mit und ohne jede Gewohnheit, die Sie erfassen; keine Ihrer erfassten Gewohnheiten passt zu Ihrer Frage, daher steht hier, was sie für diese gefunden hat.',
  impactVerdict: (finding, m, h) =>
    ({
      'higher on habit days': `Ja, nach Ihren eigenen Daten: Ihr ${m} war an Tagen mit ${de.quote(h)} deutlich höher als an Tagen ohne`,
      'lower on habit days': `Nicht nach Ihren eigenen Daten: Ihr ${m} war an Tagen mit ${de.quote(h)} deutlich niedriger als an Tagen ohne`,
      'no clear difference': `Nicht eindeutig: Ihre Daten zeigen bei Ihrem ${m} keinen klaren Unterschied zwischen Tagen mit und ohne ${de.quote(h)}`,
    })[finding],
  notProof: 'Das ist ein Zusammenhang zwischen Tagen, kein Beweis, dass das eine das andere verursacht.',
  notEnoughData:
    'Es gibt noch nicht genug Daten, um das zu sagen: Der Vergleich braucht mindestens eine Woche an Tagen mit der Gewohnheit und eine Woche an Tagen ohne sie.',
  help:
    'Ich antworte aus den Zusammenfassungen und Fakten, die healthd über Sie gespeichert hat. Fragen Sie nach Ihrem Schlaf, Ihren Trainingseinheiten ' +
    'und Ihrer Trainingsbelastung, Ihren Mahlzeiten, Achtsamkeit, Gewohnheiten oder Trends, oder ob eine Gewohnheit mit besseren Werten einhergeht, ' +
    'für einen Tag, eine Woche oder einen Monat: zum Beispiel „Wie habe ich letzte Woche geschlafen?“, „Was habe ich gestern gegessen?“, ' +
    '„Ist meine Trainingsbelastung zu hoch?“ oder „Hilft Meditation meinem Schlaf?“.',
  scopeNote: (what, scope) =>
    `Dieses Token darf ${{ summaries: 'Ihre Zusammenfassungen', profile: 'Ihr Profil', facts: 'keine Fakten' }[what]}${what === 'facts' ? '' : ' nicht'} lesen (ihm fehlt der Scope ${scope}).`,
  noSummariesScope: 'Ich antworte nur aus ihnen, daher kann ich dies nicht beantworten; ein Token mit diesem Scope kann es.',
  utcNoScope: 'Tage werden in UTC gezählt.',
  profileUnread: 'Ich konnte Ihr Profil gerade nicht lesen, daher werden Tage in UTC gezählt.',
  noFactsScope: 'Daher sind keine enthalten.',
  noUser: 'Für diesen Nutzer sind keine Daten gespeichert.',
  summariesUnread: 'Ich konnte Ihre Zusammenfassungen gerade nicht lesen; bitte versuchen Sie es gleich noch einmal.',
}

// ---- how a question is asked in German ----------------------------------------------------------

const DE_WORDS: QuestionWords = {
  gloss: {
    sleep: 'schlaf* *schlaf *schlafs geschlafen schlief* ausgeschlafen eingeschlafen',
    night: 'nacht nachte nachts',
    tired: 'mude mudigkeit erschopft*',
    eat: 'essen gegessen isst ernahrung* nahrung* lebensmittel*',
    meal: 'mahlzeit* *mahlzeit *mahlzeiten',
    calories: 'kalorie*',
    protein: 'eiweiss* kohlenhydrat* fett ballaststoff* zucker',
    breakfast: 'fruhstuck*',
    lunch: 'mittagessen',
    dinner: 'abendessen abendbrot',
    training: 'training* trainier* *training',
    workout: 'workout* ubung* sportlich*',
    run: 'laufen gelaufen joggen gejoggt',
    cycling: 'radfahr* radtour* fahrrad* rennrad*',
    swim: 'schwimm* geschwommen',
    gym: 'fitnessstudio* krafttraining',
    meditation: 'meditation* meditier*',
    mindfulness: 'achtsam*',
    breathing: 'atem* atmung*',
    relax: 'entspann*',
    stress: 'gestresst',
    habit: 'gewohnheit*',
    routine: 'routine*',
    streak: 'strahne*',
    readiness: 'bereitschaft*',
    recovery: 'erholung*',
    score: '*wert *werte punktzahl*',
    activity: 'aktivitat*',
    journal: 'tagebuch*',
    write: 'schreiben aufschreiben',
    worry: 'sorgen grubeln',
    read: 'lesen gelesen',
    walk: 'spazier*',
    alcohol: 'alkohol*',
    coffee: 'kaffee* koffein*',
  },
  impact: [
    String.raw`\b(?:hilft|helfen|hilfreich|geholfen|auswirkung\w*|wirkt|einfluss\w*|beeinfluss\w*|zusammenhang\w*|gut fur|schlecht fur|fuhrt zu)\b`,
    String.raw`^(?:verbessert|verschlechtert|steigert|senkt|stort)\b`,
  ],
  helpRequest: [String.raw`\b(?:kannst du|konnen sie|konntest du|konnten sie) mir helfen\b|\bhilf mir\b|\bhelfen sie mir\b`],
  trend: [
    String.raw`\b(?:trend\w*|entwicklung\w*|entwickelt|besser geworden|schlechter geworden|verbessert|verschlechtert|im laufe der zeit|langfristig\w*|fortschritt\w*|wird (?:\p{L}+ )*?(?:besser|schlechter))\b`,
  ],
  load: [String.raw`\b(?:akut\w*|chronisch\w*|zu viel training|zu viel trainiert|zu hart|zu viel|ubertrain\w*|uberlast\w*)\b`],
  loadAlone: [String.raw`belastung|\bubertrain\w*`],
  overview: [
    String.raw`\bwie (?:war|ist|lief|verlief) (?:mein|meine|die|der|das|diese|dieser|dieses|letzte|letzter|letztes)? ?(?<unit>tag|woche|monat|jahr|wochenende)\b`,
    String.raw`\b(?:mein|meine) (?<unit>tag|woche|monat|jahr|wochenende)\b`,
    String.raw`\b(?:uberblick|ubersicht|zusammenfassung|zusammenfassen|insgesamt|im allgemeinen|wie geht es mir|wie geht's mir)\b`,
  ],
  followUp: [String.raw`^(?:und|was ist mit|wie ist es mit|wie sieht es mit|auch|dann|genauso)\b`],
  dayBeforeYesterday: [String.raw`\bvorgestern\b`],
  beforeLast: [String.raw`\bvorletzte[nrsm]?\s+(?<unit>woche|monat|jahr)\b`],
  previous: [String.raw`\b(?:vorherige[nrsm]?|vorangegangene[nrsm]?)\s+(?<unit>tag|woche|monat|jahr)\b`],
  before: [String.raw`\b(?:die |den |das |der )?(?<unit>tag|woche|monat|jahr|wochenende) davor\b|\b(?:davor|zuvor)\b`],
  lastN: [String.raw`\b(?:letzte[nrsm]?|vergangene[nrsm]?)\s+(?<n>\d{1,3}|[a-z]+)\s+(?<unit>tage|tagen|wochen|monate|monaten)\b`],
  ago: [String.raw`\bvor\s+(?<n>\d{1,3}|[a-z]+)\s+(?<unit>tag|tagen|woche|wochen|monat|monaten)\b`],
  lastNight: [String.raw`\b(?:letzte|vergangene|heute) nacht\b`],
  today: [String.raw`\bheute\b`],
  yesterday: [String.raw`\bgestern\b`],
  thisPeriod: [String.raw`\b(?:diese[nrsm]?|aktuelle[nrsm]?|laufende[nrsm]?)\s+(?<unit>woche|monat|jahr|wochenende)\b`],
  lastPeriod: [
    String.raw`\b(?:letzte[nrsm]?|vergangene[nrsm]?|vorige[nrsm]?)\s+(?<unit>woche|monat|jahr|wochenende)\b`,
    String.raw`\b(?<unit>vorwoche|vormonat|vorjahr)\b`,
  ],
  weekday: [
    String.raw`\b(?:(?<strict>letzte[nrsm]?|vergangene[nrsm]?|vorige[nrsm]?)\s+|(?:am|diese[nrsm]?)\s+)?(?<dow>montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag)s?\b`,
  ],
  month: [
    String.raw`\b(?:(?<prep>im|in|seit|wahrend|fur|von|bis|ab)\s+)?(?<month>januar|janner|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember)(?:\s+(?<year>\d{4}))?\b`,
  ],
  units: {
    tag: 'day',
    tage: 'day',
    tagen: 'day',
    woche: 'week',
    wochen: 'week',
    vorwoche: 'week',
    monat: 'month',
    monate: 'month',
    monaten: 'month',
    vormonat: 'month',
    jahr: 'year',
    vorjahr: 'year',
    wochenende: 'weekend',
  },
  counts: {
    ...Object.fromEntries(
      'null eins zwei drei vier funf sechs sieben acht neun zehn elf zwolf dreizehn vierzehn funfzehn sechzehn siebzehn achtzehn neunzehn'
        .split(' ')
        .map((w, i) => [w, i]),
    ),
    ...Object.fromEntries('zwanzig dreissig vierzig funfzig sechzig siebzig achtzig neunzig'.split(' ').map((w, i) => [w, (i + 2) * 10])),
    ein: 1,
    eine: 1,
    einen: 1,
    einer: 1,
    einem: 1,
    paar: 3,
    einige: 3,
    einigen: 3,
  },
  weekdays: indexedAlternatives('montag dienstag mittwoch donnerstag freitag samstag|sonnabend sonntag'),
  months: indexedAlternatives('januar|janner februar marz april mai juni juli august september oktober november dezember'),
  ambiguousMonths: [],
}

export const german: Language = { text: de, words: DE_WORDS }
