// The built-in answerer in Portuguese: the sentences it writes around what it quotes, and the words and
// phrases it reads questions by (on folded text: lower case, no diacritics; see ../words.ts).
import { cap, label, joinWith, genderOf, indexed, indexedAlternatives, periodPhrases } from './shared.js'
import type { AnswerText, CountUnit, DayRef, Language, PeriodLabel, QuestionWords, YearRef } from './types.js'

const PT_WEEKDAYS = ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo']
const PT_MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro']
const PT_SMALL = 'zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezasseis dezassete dezoito dezanove'.split(' ')
const PT_TENS = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa']
const PT_HUNDREDS = ['', 'cento', 'duzentos', 'trezentos', 'quatrocentos', 'quinhentos', 'seiscentos', 'setecentos', 'oitocentos', 'novecentos']

const ptBelow100 = (n: number) => (n < 20 ? PT_SMALL[n]! : PT_TENS[Math.floor(n / 10)]! + (n % 10 ? ` e ${PT_SMALL[n % 10]}` : ''))
function ptCount(n: number, g: 'm' | 'f' = 'm'): string {
  let s: string
  if (n < 100) s = ptBelow100(n)
  else if (n < 1000) s = n === 100 ? 'cem' : `${PT_HUNDREDS[Math.floor(n / 100)]}${n % 100 ? ` e ${ptBelow100(n % 100)}` : ''}`
  else if (n < 1_000_000) {
    const t = Math.floor(n / 1000)
    const r = n % 1000
    s = `${t === 1 ? 'mil' : `${ptCount(t)} mil`}${r ? `${r < 100 || r % 100 === 0 ? ' e' : ''} ${ptCount(r)}` : ''}`
  } else return g === 'f' ? 'muitas' : 'muitos'
  return g === 'f'
    ? s
        .replace(/\bum\b/g, 'uma')
        .replace(/\bdois\b/g, 'duas')
        .replace(/entos\b/g, 'entas')
    : s
}
const ptYear = (y: YearRef) =>
  y.k === 'this'
    ? ''
    : y.k === 'last'
      ? ' do ano passado'
      : y.k === 'next'
        ? ' do próximo ano'
        : y.k === 'ago'
          ? ` de há ${ptCount(y.n)} anos`
          : ' de um ano posterior'
const ptDay = (d: DayRef) => `${PT_WEEKDAYS[d.dow]}, ${d.date === 1 ? 'primeiro' : ptCount(d.date)} de ${PT_MONTHS[d.month]}${ptYear(d.year)}`
/** Monday to Friday are feminine ("na segunda-feira"), Saturday and Sunday masculine ("no sábado"). */
const ptOn = (dow: number) => (dow < 5 ? 'na' : 'no')
const PT_UNIT: Record<CountUnit, [string, string, string]> = {
  day: ['os', 'últimos', 'dias'],
  week: ['as', 'últimas', 'semanas'],
  month: ['os', 'últimos', 'meses'],
}

function ptLabel(p: PeriodLabel, form: 'when' | 'what'): string {
  const w = form === 'when'
  switch (p.k) {
    case 'today':
      return 'hoje'
    case 'yesterday':
      return 'ontem'
    case 'dayBeforeYesterday':
      return 'anteontem'
    case 'lastNight':
      return w ? 'ontem à noite' : 'a noite passada'
    case 'day':
      return w ? `${ptOn(p.day.dow)} ${ptDay(p.day)}` : ptDay(p.day)
    case 'weekday': {
      const name = PT_WEEKDAYS[p.dow]!
      const fem = p.dow < 5
      if (p.last) return `${w ? (fem ? 'na' : 'no') : fem ? 'a' : 'o'} ${name} ${fem ? 'passada' : 'passado'}`
      return w ? `${ptOn(p.dow)} ${name}` : name
    }
    case 'thisWeek':
      return 'esta semana'
    case 'lastWeek':
      return w ? 'na semana passada' : 'a semana passada'
    case 'weekBeforeLast':
      return w ? 'na semana anterior à passada' : 'a semana anterior à passada'
    case 'weeksAgo':
      return w ? `há ${ptCount(p.n, 'f')} semanas` : `a semana de há ${ptCount(p.n, 'f')} semanas`
    case 'weekOf':
      return `${w ? 'na' : 'a'} semana de ${ptDay(p.day)}`
    case 'thisMonth':
      return 'este mês'
    case 'lastMonth':
      return w ? 'no mês passado' : 'o mês passado'
    case 'month':
      return `${w ? 'em ' : ''}${PT_MONTHS[p.month]}${ptYear(p.year)}`
    case 'thisYear':
      return 'este ano'
    case 'lastYear':
      return w ? 'no ano passado' : 'o ano passado'
    case 'year': {
      const y = p.year
      if (y.k === 'ago') return w ? `há ${ptCount(y.n)} anos` : `o ano de há ${ptCount(y.n)} anos`
      if (y.k === 'next') return w ? 'no próximo ano' : 'o próximo ano'
      if (y.k === 'later') return w ? 'num ano posterior' : 'um ano posterior'
      return ptLabel({ k: y.k === 'this' ? 'thisYear' : 'lastYear' }, form)
    }
    case 'past':
      return w
        ? { day: 'no último dia', week: 'na última semana', month: 'no último mês' }[p.unit]
        : { day: 'o último dia', week: 'a última semana', month: 'o último mês' }[p.unit]
    case 'lastN': {
      const [art, last, noun] = PT_UNIT[p.unit]
      return `${w ? `n${art}` : art} ${last} ${ptCount(p.n, genderOf(p.unit))} ${noun}`
    }
    case 'thisWeekend':
      return 'este fim de semana'
    case 'lastWeekend':
      return w ? 'no fim de semana passado' : 'o fim de semana passado'
    case 'range':
      return `${w ? '' : 'o período '}de ${ptDay(p.from)} a ${ptDay(p.to)}`
    case 'daysBefore':
      return `${w ? 'nos' : 'os'} ${ptCount(p.n)} dias anteriores`
  }
}

const PT_METRICS: Record<string, string> = {
  sleep_score: 'pontuação de sono',
  readiness_score: 'pontuação de prontidão',
  activity_score: 'pontuação de atividade',
  recovery_score: 'pontuação de recuperação',
}
const ptAnd = joinWith('e')

const pt: AnswerText = {
  weekdays: PT_WEEKDAYS.map(cap),
  ...periodPhrases(ptLabel, (d) => cap(ptDay(d))),
  quote: (s) => `“${s}”`,
  week: 'Semana',
  nouns: {
    sleep: 'o seu sono',
    workouts: 'os seus treinos',
    meals: 'o que comeu',
    mindfulness: 'as suas sessões de atenção plena',
    habits: 'os seus hábitos',
    load: 'a sua carga de treino',
  },
  lead: (noun, p) => (p ? `Eis o que dizem os seus resumos sobre ${noun} ${pt.when(p)}.` : `Eis o que dizem os seus resumos mais recentes sobre ${noun}.`),
  headers: {
    nightByNight: 'Noite a noite:',
    recentNights: 'As suas noites mais recentes:',
    workoutByWorkout: 'Treino a treino:',
    recentWorkouts: 'Os seus treinos mais recentes:',
    mealByMeal: 'Refeição a refeição:',
    dayByDay: 'Dia a dia:',
    recentMeals: 'As suas refeições mais recentes:',
    sessionBySession: 'Sessão a sessão:',
    recentSessions: 'As suas sessões mais recentes:',
    recentDays: 'Os seus dias mais recentes:',
  },
  none: {
    sleep: { none: 'Não tenho resumos de sono', hint: 'Os resumos de sono são escritos assim que as pontuações de sono são sincronizadas.' },
    workouts: {
      none: 'Não tenho resumos de treinos',
      hint: 'Os resumos de treinos são escritos quando os treinos são sincronizados, e um resumo semanal de treino quando termina uma semana com treinos.',
    },
    meals: { none: 'Não tenho resumos de refeições', hint: 'Os resumos de refeições são escritos quando as refeições são registadas.' },
    mindfulness: {
      none: 'Não tenho resumos de atenção plena',
      hint: 'Os resumos de atenção plena são escritos quando as sessões de atenção plena são sincronizadas.',
    },
    habits: {
      none: 'Não tenho resumos dos seus hábitos',
      hint: 'Os hábitos aparecem nos resumos diários e semanais assim que os registos de hábitos (registos diários do tipo logs) são sincronizados.',
    },
    overview: { none: 'Não tenho resumos diários nem semanais', hint: 'São escritos quando termina um dia ou uma semana com dados sincronizados.' },
    load: {
      none: 'Não tenho resumos de carga de treino',
      hint: 'Os resumos de treinos são escritos quando são sincronizados treinos com uma pontuação de stress de treino (TSS); a relação de carga precisa de cerca de três semanas de histórico de treino.',
    },
    trends: {
      none: 'Não tenho resumos de tendências',
      hint: 'É escrito um resumo de tendências no fim de cada semana com pontuações, e uma tendência precisa de pelo menos duas dessas semanas.',
    },
    impact: {
      none: 'Não tenho resumos do efeito dos seus hábitos',
      hint: 'Um resumo destes é escrito no fim de cada semana com registos de hábitos; uma comparação precisa de pelo menos uma semana de dias com o hábito e uma semana de dias sem ele.',
    },
    impactPair: {
      none: 'Não tenho um resumo do efeito desse hábito nessa pontuação',
      hint: 'Um hábito e uma pontuação são comparados quando ambos foram registados durante algumas semanas.',
    },
  },
  nothing: (none, p, hint) => `${none} ${p ? `para ${pt.what(p)}` : 'ainda'}, por isso não lhe posso dizer nada sobre isso. ${hint}`,
  recentWeeksOnly: 'Essas são as semanas mais recentes desse período.',
  facts: 'O que o healthd concluiu sobre si a partir das últimas semanas:',
  moreInPeriod: '- … e mais nesse período, não listados aqui.',
  moreEarlier: '- … e outros anteriores, não listados aqui.',
  overviewLead: (p, latest) =>
    p
      ? `Eis o que dizem os seus resumos sobre ${pt.what(p)}.`
      : latest === 'day'
        ? 'Eis o que diz o seu resumo diário mais recente.'
        : latest === 'weeks'
          ? 'Eis o que dizem os seus resumos semanais mais recentes.'
          : 'Eis o que diz o seu resumo semanal mais recente.',
  loadVerdict: (band, past) => {
    const [e, esta] = past ? ['era', 'estava'] : ['é', 'está']
    const v = {
      low: `${e} baixa: abaixo do que está habituado, por isso não ${e} demasiado alta`,
      optimal: `${esta} na zona ótima: em linha com o que está habituado, por isso não ${e} demasiado alta`,
      high: `${e} alta: acima da zona ótima, por isso tem aumentado depressa; atenção à sua recuperação`,
      'very high': `${e} muito alta: bem acima do que está habituado, o que aumenta o risco de sobrecarga; alguns dias mais leves fariam com que baixasse`,
    }[band]
    return `Segundo a relação entre carga aguda e crónica, a sua carga de treino ${v}.`
  },
  loadUnjudged: 'Os seus resumos ainda não avaliam a relação de carga: são precisas cerca de três semanas de histórico de treino.',
  lastWorkout: (inPeriod, title) => `${inPeriod ? 'O último treino desse período' : 'O seu treino mais recente'}: ${title}.`,
  metric: (name) => PT_METRICS[name] ?? `métrica ${pt.quote(label(name))}`,
  trendLead: (metrics, p) => {
    const what = metrics.length ? ptAnd(metrics.map((m) => `a sua ${m}`)) : 'as suas pontuações'
    return p ? `Eis o que diz o seu resumo de tendências sobre ${what} ${pt.when(p)}.` : `Eis o que diz o seu resumo de tendências mais recente sobre ${what}.`
  },
  trendNoMatch: 'Não tem uma tendência exatamente sobre isso; eis o que encontrou para as suas pontuações diárias.',
  impactLead: (habits, metrics, p) => {
    const what = `${habits.length ? ptAnd(habits) : 'os seus hábitos'} e ${metrics.length ? ptAnd(metrics.map((m) => `a sua ${m}`)) : 'as suas pontuações'}`
    return p
      ? `Eis o que diz o seu resumo do efeito dos hábitos sobre ${what} ${pt.when(p)}.`
      : `Eis o que diz o seu resumo do efeito dos hábitos mais recente sobre ${what}.`
  },
  impactNoMatch:
    'Compara os dias com e sem cada hábito que regista; nenhum dos seus hábitos registados corresponde ao que perguntou, por isso eis o que encontrou para eles.',
  impactVerdict: (finding, m, h) =>
    ({
      'higher on habit days': `Sim, segundo os seus próprios dados: a sua ${m} tem sido claramente mais alta nos dias com ${pt.quote(h)} do que nos dias sem`,
      'lower on habit days': `Não segundo os seus próprios dados: a sua ${m} tem sido claramente mais baixa nos dias com ${pt.quote(h)} do que nos dias sem`,
      'no clear difference': `Não claramente: os seus dados não mostram uma diferença clara na sua ${m} entre os dias com e sem ${pt.quote(h)}`,
    })[finding],
  notProof: 'É uma associação entre dias, não uma prova de que uma coisa cause a outra.',
  notEnoughData:
    'Ainda não há dados suficientes para o dizer: a comparação precisa de pelo menos uma semana de dias com o hábito e uma semana de dias sem ele.',
  help:
    'Respondo a partir dos resumos e factos que o healthd guardou sobre si. Pergunte pelo seu sono, treinos e carga de treino, refeições, atenção ' +
    'plena, hábitos ou tendências, ou se um hábito anda a par de melhores pontuações, para um dia, uma semana ou um mês: por exemplo “Como dormi ' +
    'na semana passada?”, “O que comi ontem?”, “A minha carga de treino está alta demais?” ou “A meditação ajuda o meu sono?”.',
  scopeNote: (what, scope) =>
    `Este token não pode ler ${{ summaries: 'os seus resumos', profile: 'o seu perfil', facts: 'os factos' }[what]} (falta-lhe o scope ${scope}).`,
  noSummariesScope: 'Só respondo a partir deles, por isso não posso responder a isto; um token com esse scope pode.',
  utcNoScope: 'Os dias são contados em UTC.',
  profileUnread: 'Não consegui ler o seu perfil agora, por isso os dias são contados em UTC.',
  noFactsScope: 'Por isso, nenhum é incluído.',
  noUser: 'Não há dados guardados para este utilizador.',
  summariesUnread: 'Não consegui ler os seus resumos agora; tente novamente daqui a pouco.',
}

// ---- how a question is asked in Portuguese ------------------------------------------------------

const PT_WORDS: QuestionWords = {
  gloss: {
    sleep: 'dorm* sono soneca*',
    night: 'noite noites',
    tired: 'cansad* exaust*',
    eat: 'comi comer comeu comido alimentacao aliment*',
    meal: 'refei* comida*',
    calories: 'caloria*',
    protein: 'proteina* carboidrato* gordura* fibra*',
    breakfast: 'pequeno-almoco cafe da manha',
    lunch: 'almoc*',
    dinner: 'jant*',
    training: 'trein*',
    workout: 'exercicio* esporte* desporto*',
    run: 'correr corri corrida*',
    cycling: 'bicicleta* ciclismo pedal*',
    swim: 'nadar nadei natacao',
    gym: 'academia ginasio*',
    meditation: 'medit*',
    mindfulness: 'atencao plena',
    breathing: 'respir*',
    relax: 'relaxa*',
    stress: 'estresse estressad* stressad*',
    habit: 'habito*',
    routine: 'rotina*',
    streak: 'sequencia*',
    readiness: 'prontidao',
    recovery: 'recuperacao',
    score: 'pontuac*',
    activity: 'atividade* actividade*',
    journal: 'diario',
    write: 'escrever',
    worry: 'preocupac*',
    read: 'ler leitura',
    walk: 'caminhada* caminhar passeio*',
    alcohol: 'alcool',
    coffee: 'cafe cafeina',
  },
  impact: [
    String.raw`\b(?:ajuda|ajudam|ajudou|ajudar|afeta|afetam|afecta|afectam|influencia\w*|influi|efeito|efeitos|impacto|relacao|relacionad[oa]s?)\b`,
    String.raw`\b(?:melhora|melhoram|piora|pioram) (?:o|a|os|as|meu|minha|meus|minhas|seu|sua)\b`,
  ],
  helpRequest: [
    String.raw`\b(?:pode|podes|poderia|podia) (?:me )?ajudar\b|\bajuda-me\b|\bajude-me\b|\bajudar-me\b|\bme ajud[ae] (?:a )?(?:entender|perceber|ver|saber|com)\b`,
  ],
  trend: [
    String.raw`\b(?:tendencia\w*|evolucao|evoluir|evoluiu|progresso\w*|melhorando|a melhorar|piorando|a piorar|melhorou|piorou|ao longo do tempo|a longo prazo|melhor|pior)\b`,
  ],
  load: [String.raw`\b(?:agud[oa]|cronic[oa]|treino demais|treinei demais|demasiado|demais|sobretreino|overtraining)\b`],
  loadAlone: [String.raw`\bcarga de treino\b|\bcarga de treinamento\b|\b(?:minha|a|sua) carga\b|\bsobretrein\w*`],
  overview: [
    String.raw`\bcomo (?:foi|esta|tem sido|correu|vai) (?:a minha|o meu|minha|meu|a|o|esta|este)? ?(?<unit>semana|dia|mes|ano|fim de semana)\b`,
    String.raw`\b(?:minha|meu) (?<unit>semana|dia|mes|ano|fim de semana)\b`,
    String.raw`\b(?:resumo|visao geral|panorama|em geral|como estou|como vao as coisas)\b`,
  ],
  followUp: [String.raw`^(?:e|e quanto|que tal|o mesmo para|tambem|entao)\b`],
  dayBeforeYesterday: [String.raw`\banteontem\b|\bantes de ontem\b`],
  beforeLast: [
    String.raw`\b(?<unit>semana|mes|ano) retrasad[oa]\b`,
    String.raw`\b(?<unit>semana|mes|ano) anterior a passad[oa]\b`,
    String.raw`\b(?<unit>semana|mes|ano) antes d[ao] passad[oa]\b`,
  ],
  previous: [String.raw`\b(?<unit>dia|semana|mes|ano) anterior\b`],
  before: [String.raw`\b(?<unit>dia|semana|mes|ano|fim de semana) (?:de )?antes\b|\bantes disso\b`],
  lastN: [String.raw`\b(?:ultimos|ultimas|passados|passadas)\s+(?<n>\d{1,3}|[a-z]+(?: e [a-z]+)?)\s+(?<unit>dias|semanas|meses)\b`],
  ago: [
    String.raw`\bha\s+(?<n>\d{1,3}|[a-z]+(?: e [a-z]+)?)\s+(?<unit>dia|dias|semana|semanas|mes|meses)\b`,
    String.raw`\b(?<n>\d{1,3}|[a-z]+)\s+(?<unit>dias|semanas|meses)\s+atras\b`,
  ],
  lastNight: [String.raw`\bontem a noite\b|\bontem de noite\b|\ba noite passada\b|\besta noite\b`],
  today: [String.raw`\bhoje\b|\besta (?:manha|tarde)\b`],
  yesterday: [String.raw`\bontem\b`],
  thisPeriod: [String.raw`\b(?:esta|este|nesta|neste|essa|esse|nessa|nesse) (?<unit>semana|mes|ano|fim de semana)\b`],
  lastPeriod: [String.raw`\b(?<unit>semana|mes|ano|fim de semana) passad[oa]\b`, String.raw`\b(?:ultimo|ultima) (?<unit>semana|mes|ano|fim de semana)\b`],
  weekday: [
    String.raw`\b(?:(?<strict>ultim[oa])\s+|(?:n[oa]|nest[ea]|est[ea])\s+)?(?<dow>segunda-feira|terca-feira|quarta-feira|quinta-feira|sexta-feira|sabado|domingo)(?:\s+(?<strict2>passad[oa]))?\b`,
    String.raw`\b(?:(?<strict>ultima)|na|nesta|esta)\s+(?<dow>segunda|terca|quarta|quinta|sexta)\b(?:\s+(?<strict2>passada)\b)?`,
  ],
  month: [
    String.raw`\b(?:(?<prep>em|durante|desde|de)\s+)?(?<month>janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)(?:\s+(?:de\s+)?(?<year>\d{4}))?\b`,
  ],
  units: {
    dia: 'day',
    dias: 'day',
    semana: 'week',
    semanas: 'week',
    mes: 'month',
    meses: 'month',
    ano: 'year',
    anos: 'year',
    'fim de semana': 'weekend',
  },
  counts: {
    ...Object.fromEntries(
      'zero um dois tres quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezasseis dezassete dezoito dezanove'
        .split(' ')
        .map((w, i) => [w, i]),
    ),
    ...Object.fromEntries('vinte trinta quarenta cinquenta sessenta setenta oitenta noventa'.split(' ').map((w, i) => [w, (i + 2) * 10])),
    uma: 1,
    duas: 2,
    quatorze: 14,
    dezesseis: 16,
    dezessete: 17,
    dezenove: 19,
    cem: 100,
    alguns: 3,
    algumas: 3,
  },
  weekdays: indexedAlternatives('segunda-feira|segunda terca-feira|terca quarta-feira|quarta quinta-feira|quinta sexta-feira|sexta sabado domingo'),
  months: indexed('janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro'),
  ambiguousMonths: ['marco'],
}

export const portuguese: Language = { text: pt, words: PT_WORDS }
