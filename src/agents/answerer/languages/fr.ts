// The built-in answerer in French: the sentences it writes around what it quotes, and the words and
// phrases it reads questions by (on folded text: lower case, no diacritics; see ../words.ts).
import { cap, label, joinWith, genderOf, indexed, periodPhrases } from './shared.js'
import type { AnswerText, CountUnit, DayRef, Language, PeriodLabel, QuestionWords, YearRef } from './types.js'

const FR_WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']
const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']
const FR_SMALL = 'zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf'.split(' ')
const FR_TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante']

function frBelow100(n: number): string {
  if (n < 20) return FR_SMALL[n]!
  if (n < 70) return FR_TENS[Math.floor(n / 10)]! + (n % 10 === 0 ? '' : n % 10 === 1 ? ' et un' : `-${FR_SMALL[n % 10]}`)
  if (n < 80) return n === 71 ? 'soixante et onze' : `soixante-${FR_SMALL[n - 60]}`
  return n === 80 ? 'quatre-vingts' : `quatre-vingt-${FR_SMALL[n - 80]}`
}
function frCount(n: number, g: 'm' | 'f' = 'm'): string {
  let s: string
  if (n < 100) s = frBelow100(n)
  else if (n < 1000) {
    const h = Math.floor(n / 100)
    const r = n % 100
    s = `${h === 1 ? 'cent' : `${FR_SMALL[h]} cent${r ? '' : 's'}`}${r ? ` ${frBelow100(r)}` : ''}`
  } else if (n < 1_000_000) {
    const t = Math.floor(n / 1000)
    s = `${t === 1 ? 'mille' : `${frCount(t).replace(/s$/, '')} mille`}${n % 1000 ? ` ${frCount(n % 1000)}` : ''}`
  } else return g === 'f' ? 'de nombreuses' : 'de nombreux'
  return g === 'f' ? s.replace(/\bun$/, 'une') : s
}
const frYear = (y: YearRef) =>
  y.k === 'this'
    ? ''
    : y.k === 'last'
      ? ' de l’année dernière'
      : y.k === 'next'
        ? ' de l’année prochaine'
        : y.k === 'ago'
          ? ` d’il y a ${frCount(y.n)} ans`
          : ' d’une année ultérieure'
const frDay = (d: DayRef) => `${FR_WEEKDAYS[d.dow]} ${d.date === 1 ? 'premier' : frCount(d.date)} ${FR_MONTHS[d.month]}${frYear(d.year)}`
const FR_UNIT: Record<CountUnit, [string, string]> = { day: ['derniers', 'jours'], week: ['dernières', 'semaines'], month: ['derniers', 'mois'] }

function frLabel(p: PeriodLabel, form: 'when' | 'what'): string {
  const w = form === 'when'
  switch (p.k) {
    case 'today':
      return 'aujourd’hui'
    case 'yesterday':
      return 'hier'
    case 'dayBeforeYesterday':
      return 'avant-hier'
    case 'lastNight':
      return 'la nuit dernière'
    case 'day':
      return `le ${frDay(p.day)}`
    case 'weekday':
      return `${FR_WEEKDAYS[p.dow]}${p.last ? ' dernier' : ''}`
    case 'thisWeek':
      return 'cette semaine'
    case 'lastWeek':
      return 'la semaine dernière'
    case 'weekBeforeLast':
      return 'l’avant-dernière semaine'
    case 'weeksAgo':
      return w ? `il y a ${frCount(p.n, 'f')} semaines` : `la semaine d’il y a ${frCount(p.n, 'f')} semaines`
    case 'weekOf':
      return `la semaine du ${frDay(p.day)}`
    case 'thisMonth':
      return 'ce mois-ci'
    case 'lastMonth':
      return 'le mois dernier'
    case 'month':
      return `${w ? 'en ' : ''}${FR_MONTHS[p.month]}${frYear(p.year)}`
    case 'thisYear':
      return 'cette année'
    case 'lastYear':
      return 'l’année dernière'
    case 'year': {
      const y = p.year
      if (y.k === 'ago') return w ? `il y a ${frCount(y.n)} ans` : `l’année d’il y a ${frCount(y.n)} ans`
      if (y.k === 'next') return 'l’année prochaine'
      if (y.k === 'later') return w ? 'dans une année ultérieure' : 'une année ultérieure'
      return frLabel({ k: y.k === 'this' ? 'thisYear' : 'lastYear' }, form)
    }
    case 'past':
      return w
        ? { day: 'au cours du dernier jour', week: 'au cours de la dernière semaine', month: 'au cours du dernier mois' }[p.unit]
        : { day: 'le dernier jour', week: 'la dernière semaine', month: 'le dernier mois' }[p.unit]
    case 'lastN': {
      const [last, noun] = FR_UNIT[p.unit]
      return `${w ? 'au cours des' : 'les'} ${frCount(p.n, genderOf(p.unit))} ${last} ${noun}`
    }
    case 'thisWeekend':
      return 'ce week-end'
    case 'lastWeekend':
      return 'le week-end dernier'
    case 'range':
      return `${w ? '' : 'la période '}du ${frDay(p.from)} au ${frDay(p.to)}`
    case 'daysBefore':
      return `${w ? 'dans les' : 'les'} ${frCount(p.n)} jours précédents`
  }
}

const FR_METRICS: Record<string, string> = {
  sleep_score: 'score de sommeil',
  readiness_score: 'score de forme',
  activity_score: 'score d’activité',
  recovery_score: 'score de récupération',
}
const frAnd = joinWith('et')

const fr: AnswerText = {
  weekdays: FR_WEEKDAYS.map(cap),
  ...periodPhrases(frLabel, (d) => cap(frDay(d))),
  quote: (s) => `« ${s} »`,
  week: 'Semaine',
  nouns: {
    sleep: 'votre sommeil',
    workouts: 'vos entraînements',
    meals: 'ce que vous avez mangé',
    mindfulness: 'vos séances de pleine conscience',
    habits: 'vos habitudes',
    load: 'votre charge d’entraînement',
  },
  lead: (noun, p) => (p ? `Voici ce que disent vos résumés sur ${noun} ${fr.when(p)}.` : `Voici ce que disent vos résumés les plus récents sur ${noun}.`),
  headers: {
    nightByNight: 'Nuit par nuit :',
    recentNights: 'Vos dernières nuits :',
    workoutByWorkout: 'Entraînement par entraînement :',
    recentWorkouts: 'Vos derniers entraînements :',
    mealByMeal: 'Repas par repas :',
    dayByDay: 'Jour par jour :',
    recentMeals: 'Vos derniers repas :',
    sessionBySession: 'Séance par séance :',
    recentSessions: 'Vos dernières séances :',
    recentDays: 'Vos derniers jours :',
  },
  none: {
    sleep: { none: 'Je n’ai aucun résumé de sommeil', hint: 'Les résumés de sommeil sont rédigés dès que les scores de sommeil sont synchronisés.' },
    workouts: {
      none: 'Je n’ai aucun résumé d’entraînement',
      hint: 'Les résumés d’entraînement sont rédigés quand des entraînements sont synchronisés, et un résumé hebdomadaire d’entraînement quand une semaine avec des entraînements est terminée.',
    },
    meals: { none: 'Je n’ai aucun résumé de repas', hint: 'Les résumés de repas sont rédigés quand des repas sont enregistrés.' },
    mindfulness: {
      none: 'Je n’ai aucun résumé de pleine conscience',
      hint: 'Les résumés de pleine conscience sont rédigés quand des séances de pleine conscience sont synchronisées.',
    },
    habits: {
      none: 'Je n’ai aucun résumé de vos habitudes',
      hint: 'Les habitudes apparaissent dans les résumés quotidiens et hebdomadaires dès que les journaux d’habitudes (relevés quotidiens de type logs) sont synchronisés.',
    },
    overview: {
      none: 'Je n’ai aucun résumé quotidien ou hebdomadaire',
      hint: 'Ils sont rédigés quand un jour ou une semaine avec des données synchronisées est terminé.',
    },
    load: {
      none: 'Je n’ai aucun résumé de charge d’entraînement',
      hint: 'Les résumés d’entraînement sont rédigés quand des entraînements avec un score de stress d’entraînement (TSS) sont synchronisés ; le rapport de charge demande environ trois semaines d’historique d’entraînement.',
    },
    trends: {
      none: 'Je n’ai aucun résumé de tendances',
      hint: 'Un résumé de tendances est rédigé à la fin de chaque semaine avec des scores, et une tendance demande au moins deux de ces semaines.',
    },
    impact: {
      none: 'Je n’ai aucun résumé de l’effet de vos habitudes',
      hint: 'Un tel résumé est rédigé à la fin de chaque semaine avec des journaux d’habitudes ; une comparaison demande au moins une semaine de jours avec l’habitude et une semaine de jours sans.',
    },
    impactPair: {
      none: 'Je n’ai aucun résumé de l’effet de cette habitude sur ce score',
      hint: 'Une habitude et un score sont comparés dès que les deux ont été enregistrés pendant quelques semaines.',
    },
  },
  nothing: (none, p, hint) => `${none} ${p ? `pour ${fr.what(p)}` : 'pour l’instant'}, je ne peux donc rien vous dire à ce sujet. ${hint}`,
  recentWeeksOnly: 'Ce sont les semaines les plus récentes de cette période.',
  facts: 'Ce que healthd a déduit à votre sujet des dernières semaines :',
  moreInPeriod: '- … et d’autres dans cette période, non listés ici.',
  moreEarlier: '- … et d’autres plus anciens, non listés ici.',
  overviewLead: (p, latest) =>
    p
      ? `Voici ce que disent vos résumés sur ${fr.what(p)}.`
      : latest === 'day'
        ? 'Voici ce que dit votre résumé quotidien le plus récent.'
        : latest === 'weeks'
          ? 'Voici ce que disent vos résumés hebdomadaires les plus récents.'
          : 'Voici ce que dit votre résumé hebdomadaire le plus récent.',
  loadVerdict: (band, past) => {
    const [est, nest] = past ? ['était', 'n’était'] : ['est', 'n’est']
    const v = {
      low: `${est} faible : en dessous de ce à quoi vous êtes habitué, elle ${nest} donc pas trop élevée`,
      optimal: `${est} dans la zone optimale : conforme à ce à quoi vous êtes habitué, elle ${nest} donc pas trop élevée`,
      high: `${est} élevée : au-dessus de la zone optimale, vous avez donc augmenté rapidement ; surveillez votre récupération`,
      'very high': `${est} très élevée : bien au-dessus de ce à quoi vous êtes habitué, ce qui augmente le risque de surmenage ; quelques jours plus faciles la feraient redescendre`,
    }[band]
    return `D’après le rapport entre charge aiguë et charge chronique, votre charge d’entraînement ${v}.`
  },
  loadUnjudged: 'Vos résumés ne jugent pas encore le rapport de charge : il faut pour cela environ trois semaines d’historique d’entraînement.',
  lastWorkout: (inPeriod, title) => `${inPeriod ? 'Le dernier entraînement de cette période' : 'Votre entraînement le plus récent'} : ${title}.`,
  metric: (name) => FR_METRICS[name] ?? `indicateur ${fr.quote(label(name))}`,
  trendLead: (metrics, p) => {
    const what = metrics.length ? frAnd(metrics.map((m) => `votre ${m}`)) : 'vos scores'
    return p ? `Voici ce que dit votre résumé de tendances sur ${what} ${fr.when(p)}.` : `Voici ce que dit votre dernier résumé de tendances sur ${what}.`
  },
  trendNoMatch: 'Il ne contient pas de tendance sur ce point précis ; voici ce qu’il a trouvé pour vos scores quotidiens.',
  impactLead: (habits, metrics, p) => {
    const what = `${habits.length ? frAnd(habits) : 'vos habitudes'} et ${metrics.length ? frAnd(metrics.map((m) => `votre ${m}`)) : 'vos scores'}`
    return p
      ? `Voici ce que dit votre résumé de l’effet des habitudes sur ${what} ${fr.when(p)}.`
      : `Voici ce que dit votre dernier résumé de l’effet des habitudes sur ${what}.`
  },
  impactNoMatch:
    'Il compare les jours avec et sans chaque habitude que vous enregistrez ; aucune de vos habitudes enregistrées ne correspond à votre question, voici donc ce qu’il a trouvé pour elles.',
  impactVerdict: (finding, m, h) =>
    ({
      'higher on habit days': `Oui, d’après vos propres données : votre ${m} a été nettement plus élevé les jours avec ${fr.quote(h)} que les jours sans`,
      'lower on habit days': `Pas d’après vos propres données : votre ${m} a été nettement plus bas les jours avec ${fr.quote(h)} que les jours sans`,
      'no clear difference': `Pas clairement : vos données ne montrent pas de différence nette de votre ${m} entre les jours avec et sans ${fr.quote(h)}`,
    })[finding],
  notProof: 'C’est une association entre des jours, pas la preuve que l’un cause l’autre.',
  notEnoughData:
    'Il n’y a pas encore assez de données pour le dire : la comparaison demande au moins une semaine de jours avec l’habitude et une semaine de jours sans.',
  help:
    'Je réponds à partir des résumés et des faits que healthd a enregistrés sur vous. Posez vos questions sur votre sommeil, vos entraînements et ' +
    'votre charge d’entraînement, vos repas, la pleine conscience, vos habitudes ou vos tendances, ou demandez si une habitude va de pair avec de ' +
    'meilleurs scores, pour un jour, une semaine ou un mois : par exemple « Comment ai-je dormi la semaine dernière ? », « Qu’est-ce que j’ai mangé ' +
    'hier ? », « Ma charge d’entraînement est-elle trop élevée ? » ou « La méditation aide-t-elle mon sommeil ? ».',
  scopeNote: (what, scope) =>
    `Ce jeton ne peut pas lire ${{ summaries: 'vos résumés', profile: 'votre profil', facts: 'les faits' }[what]} (il lui manque le scope ${scope}).`,
  noSummariesScope: 'Je réponds uniquement à partir d’eux, je ne peux donc pas répondre à cela ; un jeton avec ce scope le peut.',
  utcNoScope: 'Les jours sont comptés en UTC.',
  profileUnread: 'Je n’ai pas pu lire votre profil à l’instant, les jours sont donc comptés en UTC.',
  noFactsScope: 'Aucun n’est donc inclus.',
  noUser: 'Aucune donnée n’est enregistrée pour cet utilisateur.',
  summariesUnread: 'Je n’ai pas pu lire vos résumés à l’instant ; veuillez réessayer dans un moment.',
}

// ---- how a question is asked in French ----------------------------------------------------------

const FR_WORDS: QuestionWords = {
  gloss: {
    sleep: 'dorm* dors sommeil* endorm* sieste*',
    night: 'nuit nuits',
    tired: 'fatigue* epuise*',
    eat: 'mang* nourriture alimentation aliment*',
    meal: 'repas',
    calories: 'calorie*',
    protein: 'proteine* glucide* lipide* fibre*',
    breakfast: 'petit-dejeuner',
    lunch: 'dejeuner dejeune',
    dinner: 'diner dine',
    training: 'entrain*',
    workout: 'exercice* sportive*',
    run: 'courir couru footing jogging',
    cycling: 'velo velos cyclisme',
    swim: 'nage* natation',
    gym: 'musculation muscu',
    meditation: 'medit*',
    mindfulness: 'pleine conscience',
    breathing: 'respir*',
    relax: 'detente',
    stress: 'stresse*',
    habit: 'habitude*',
    routine: 'routine*',
    streak: 'serie',
    readiness: 'forme',
    recovery: 'recuperation recuperer',
    score: 'score*',
    activity: 'activite*',
    journal: 'journal',
    write: 'ecrire ecrit*',
    worry: 'souci* inquietude*',
    read: 'lire lecture',
    walk: 'marche* promenade*',
    alcohol: 'alcool*',
    coffee: 'cafe cafeine',
  },
  impact: [
    String.raw`\b(?:aide|aident|aider|effet|effets|impact|impacte\w*|influence\w*|influe\w*|affecte\w*|lien|favorise\w*|nuisent)\b`,
    // "La méditation améliore-t-elle mon sommeil ?", but not "mon sommeil s'améliore-t-il ?" (a trend).
    String.raw`\b(?<!s')(?:ameliore|ameliorent|augmente|diminue|perturbe)-t-(?:il|elle)\b`,
  ],
  helpRequest: [String.raw`\b(?:peux-tu|pouvez-vous|pourriez-vous|pourrais-tu|tu peux|vous pouvez) m'aider\b|\baide-moi\b|\baidez-moi\b|\bm'aider a\b`],
  trend: [
    String.raw`\b(?:tendance\w*|evolu\w*|progres\w*|s'ameliore\w*|s'est ameliore\w*|se degrade\w*|s'est degrade\w*|empire|mieux|moins bien|de mieux en mieux|de pire en pire|au fil du temps|a long terme)\b`,
  ],
  load: [String.raw`\b(?:aigue?|chronique|trop d'entrainement|trop entraine\w*|trop dur|trop|surentrain\w*|surmenage)\b`],
  loadAlone: [String.raw`\bcharge d'entrainement\b|\b(?:ma|la|votre|ta) charge\b|\bsurentrain\w*`],
  overview: [
    String.raw`\bcomment (?:s'est passee?|s'est deroulee?|etait|a ete|va|se passe) (?:ma|mon|la|le|cette|ce)? ?(?<unit>semaine|journee|jour|mois|annee|week-end)\b`,
    String.raw`\b(?:ma|mon) (?<unit>semaine|journee|mois|annee|week-end)\b`,
    String.raw`\b(?:bilan|apercu|vue d'ensemble|recapitulatif|en general|globalement|comment je vais|comment ca va)\b`,
  ],
  followUp: [String.raw`^(?:et|qu'en est-il|quid de|pareil pour|meme chose pour|aussi|ensuite|puis)\b`],
  dayBeforeYesterday: [String.raw`\bavant-hier\b|\bavant hier\b`],
  beforeLast: [String.raw`\b(?:l'|la |le )?avant-derniere?s? (?<unit>semaine|mois|annee)\b`, String.raw`\b(?<unit>semaine|mois|annee) avant-derniere?\b`],
  previous: [String.raw`\b(?<unit>jour|semaine|mois|annee) precedente?\b`, String.raw`\b(?<unit>veille)\b`],
  before: [
    String.raw`\b(?<unit>jour|semaine|mois|annee|week-end) d'avant\b|\b(?<unit2>semaine|mois|jour) (?:juste )?avant\b|\bavant (?:ca|cela)\b|\bauparavant\b`,
  ],
  lastN: [String.raw`\b(?<n>\d{1,3}|[a-z]+(?:-[a-z]+)*)\s+(?:derniers|dernieres)\s+(?<unit>jours|semaines|mois)\b`],
  ago: [String.raw`\bil y a\s+(?<n>\d{1,3}|[a-z]+(?:-[a-z]+)*)\s+(?<unit>jour|jours|semaine|semaines|mois)\b`],
  lastNight: [String.raw`\bla nuit (?:derniere|passee)\b|\bcette nuit\b|\bhier soir\b`],
  today: [String.raw`\baujourd'hui\b|\bce (?:matin|soir)\b|\bcet apres-midi\b`],
  yesterday: [String.raw`\bhier\b`],
  thisPeriod: [String.raw`\b(?:cette|ce|cet) (?<unit>semaine|mois|annee|week-end|weekend)\b`],
  lastPeriod: [
    String.raw`\b(?<unit>semaine|mois|annee|an|week-end|weekend) (?:dernier|derniere|passe|passee)\b`,
    String.raw`\b(?:la |le |l')?(?:dernier|derniere) (?<unit>semaine|mois|annee|week-end)\b`,
  ],
  weekday: [String.raw`\b(?<dow>lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?(?:\s+(?<strict>dernier|passe))?\b`],
  month: [
    String.raw`\b(?:(?<prep>en|pendant|depuis|durant|de|d')\s*)?(?<month>janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)(?:\s+(?<year>\d{4}))?\b`,
  ],
  units: {
    jour: 'day',
    jours: 'day',
    journee: 'day',
    veille: 'day',
    semaine: 'week',
    semaines: 'week',
    mois: 'month',
    an: 'year',
    ans: 'year',
    annee: 'year',
    'week-end': 'weekend',
  },
  counts: {
    ...Object.fromEntries(
      'zero un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf'
        .split(' ')
        .map((w, i) => [w, i]),
    ),
    vingt: 20,
    trente: 30,
    quarante: 40,
    cinquante: 50,
    soixante: 60,
    'soixante-dix': 70,
    'quatre-vingt': 80,
    'quatre-vingts': 80,
    'quatre-vingt-dix': 90,
    une: 1,
    quelques: 3,
  },
  weekdays: indexed('lundi mardi mercredi jeudi vendredi samedi dimanche'),
  months: indexed('janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre'),
  ambiguousMonths: [],
}

export const french: Language = { text: fr, words: FR_WORDS }
