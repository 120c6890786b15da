// The built-in answerer in Spanish: the sentences it writes around what it quotes, and the words and
// phrases it reads questions by (on folded text: lower case, no diacritics; see ../words.ts).
import { cap, label, joinWith, genderOf, indexed, indexedAlternatives, periodPhrases } from './shared.js'
import type { AnswerText, CountUnit, DayRef, Language, PeriodLabel, QuestionWords, YearRef } from './types.js'

const ES_WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']
const ES_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre']
const ES_SMALL = (
  'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve ' +
  'veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve'
).split(' ')
const ES_TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa']
const ES_HUNDREDS = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos']

const esBelow100 = (n: number) => (n < 30 ? ES_SMALL[n]! : ES_TENS[Math.floor(n / 10)]! + (n % 10 ? ` y ${ES_SMALL[n % 10]}` : ''))
/** A count before a noun of gender `g` ("veintiún días", "veintiuna semanas"), or alone ('n'). */
function esCount(n: number, g: 'm' | 'f' | 'n' = 'n'): string {
  let s: string
  if (n < 100) s = esBelow100(n)
  else if (n < 1000) s = n === 100 ? 'cien' : `${ES_HUNDREDS[Math.floor(n / 100)]}${n % 100 ? ` ${esBelow100(n % 100)}` : ''}`
  else if (n < 1_000_000) {
    const t = Math.floor(n / 1000)
    s = `${t === 1 ? 'mil' : `${esCount(t, g === 'f' ? 'f' : 'm')} mil`}${n % 1000 ? ` ${esCount(n % 1000)}` : ''}`
  } else return g === 'f' ? 'muchas' : 'muchos'
  if (g === 'm') return s.replace(/veintiuno$/, 'veintiún').replace(/\buno$/, 'un')
  if (g === 'f') return s.replace(/uno$/, 'una').replace(/ientos\b/g, 'ientas')
  return s
}
const esYear = (y: YearRef) =>
  y.k === 'this'
    ? ''
    : y.k === 'last'
      ? ' del año pasado'
      : y.k === 'next'
        ? ' del año que viene'
        : y.k === 'ago'
          ? ` de hace ${esCount(y.n, 'm')} años`
          : ' de un año posterior'
const esDay = (d: DayRef) => `${ES_WEEKDAYS[d.dow]} ${d.date === 1 ? 'primero' : esCount(d.date)} de ${ES_MONTHS[d.month]}${esYear(d.year)}`
const ES_UNIT: Record<CountUnit, [string, string, string]> = {
  day: ['los', 'últimos', 'días'],
  week: ['las', 'últimas', 'semanas'],
  month: ['los', 'últimos', 'meses'],
}

function esLabel(p: PeriodLabel, form: 'when' | 'what'): string {
  const w = form === 'when'
  switch (p.k) {
    case 'today':
      return 'hoy'
    case 'yesterday':
      return 'ayer'
    case 'dayBeforeYesterday':
      return 'anteayer'
    case 'lastNight':
      return 'anoche'
    case 'day':
      return `el ${esDay(p.day)}`
    case 'weekday':
      return `el ${ES_WEEKDAYS[p.dow]}${p.last ? ' pasado' : ''}`
    case 'thisWeek':
      return 'esta semana'
    case 'lastWeek':
      return 'la semana pasada'
    case 'weekBeforeLast':
      return 'la semana antepasada'
    case 'weeksAgo':
      return w ? `hace ${esCount(p.n, 'f')} semanas` : `la semana de hace ${esCount(p.n, 'f')} semanas`
    case 'weekOf':
      return `la semana del ${esDay(p.day)}`
    case 'thisMonth':
      return 'este mes'
    case 'lastMonth':
      return 'el mes pasado'
    case 'month':
      return `${w ? 'en ' : ''}${ES_MONTHS[p.month]}${esYear(p.year)}`
    case 'thisYear':
      return 'este año'
    case 'lastYear':
      return 'el año pasado'
    case 'year': {
      const y = p.year
      if (y.k === 'ago') return w ? `hace ${esCount(y.n, 'm')} años` : `el año de hace ${esCount(y.n, 'm')} años`
      if (y.k === 'next') return 'el año que viene'
      if (y.k === 'later') return w ? 'en un año posterior' : 'un año posterior'
      return esLabel({ k: y.k === 'this' ? 'thisYear' : 'lastYear' }, form)
    }
    case 'past':
      return `${w ? 'en ' : ''}${{ day: 'el último día', week: 'la última semana', month: 'el último mes' }[p.unit]}`
    case 'lastN': {
      const [art, last, noun] = ES_UNIT[p.unit]
      return `${w ? 'en ' : ''}${art} ${last} ${esCount(p.n, genderOf(p.unit))} ${noun}`
    }
    case 'thisWeekend':
      return 'este fin de semana'
    case 'lastWeekend':
      return 'el fin de semana pasado'
    case 'range':
      return `${w ? '' : 'el periodo '}del ${esDay(p.from)} al ${esDay(p.to)}`
    case 'daysBefore':
      return `${w ? 'en ' : ''}los ${esCount(p.n, 'm')} días anteriores`
  }
}

const ES_METRICS: Record<string, string> = {
  sleep_score: 'puntuación de sueño',
  readiness_score: 'puntuación de preparación',
  activity_score: 'puntuación de actividad',
  recovery_score: 'puntuación de recuperación',
}
const esAnd = joinWith('y')

const es: AnswerText = {
  weekdays: ES_WEEKDAYS.map(cap),
  ...periodPhrases(esLabel, (d) => cap(esDay(d))),
  quote: (s) => `«${s}»`,
  week: 'Semana',
  nouns: {
    sleep: 'su sueño',
    workouts: 'sus entrenamientos',
    meals: 'lo que comió',
    mindfulness: 'sus sesiones de atención plena',
    habits: 'sus hábitos',
    load: 'su carga de entrenamiento',
  },
  lead: (noun, p) =>
    p ? `Esto es lo que dicen sus resúmenes sobre ${noun} ${es.when(p)}.` : `Esto es lo que dicen sus resúmenes más recientes sobre ${noun}.`,
  headers: {
    nightByNight: 'Noche a noche:',
    recentNights: 'Sus últimas noches:',
    workoutByWorkout: 'Entrenamiento a entrenamiento:',
    recentWorkouts: 'Sus últimos entrenamientos:',
    mealByMeal: 'Comida a comida:',
    dayByDay: 'Día a día:',
    recentMeals: 'Sus últimas comidas:',
    sessionBySession: 'Sesión a sesión:',
    recentSessions: 'Sus últimas sesiones:',
    recentDays: 'Sus últimos días:',
  },
  none: {
    sleep: { none: 'No tengo resúmenes de sueño', hint: 'Los resúmenes de sueño se escriben en cuanto se sincronizan las puntuaciones de sueño.' },
    workouts: {
      none: 'No tengo resúmenes de entrenamientos',
      hint: 'Los resúmenes de entrenamientos se escriben cuando se sincronizan entrenamientos, y un resumen semanal de entrenamiento cuando termina una semana con entrenamientos.',
    },
    meals: { none: 'No tengo resúmenes de comidas', hint: 'Los resúmenes de comidas se escriben cuando se registran comidas.' },
    mindfulness: {
      none: 'No tengo resúmenes de atención plena',
      hint: 'Los resúmenes de atención plena se escriben cuando se sincronizan sesiones de atención plena.',
    },
    habits: {
      none: 'No tengo resúmenes de sus hábitos',
      hint: 'Los hábitos aparecen en los resúmenes diarios y semanales en cuanto se sincronizan los registros de hábitos (registros diarios de tipo logs).',
    },
    overview: { none: 'No tengo resúmenes diarios ni semanales', hint: 'Se escriben cuando termina un día o una semana con datos sincronizados.' },
    load: {
      none: 'No tengo resúmenes de carga de entrenamiento',
      hint: 'Los resúmenes de entrenamientos se escriben cuando se sincronizan entrenamientos con una puntuación de estrés de entrenamiento (TSS); la relación de carga necesita unas tres semanas de historial de entrenamiento.',
    },
    trends: {
      none: 'No tengo resúmenes de tendencias',
      hint: 'Se escribe un resumen de tendencias al final de cada semana con puntuaciones, y una tendencia necesita al menos dos de esas semanas.',
    },
    impact: {
      none: 'No tengo resúmenes del efecto de sus hábitos',
      hint: 'Un resumen así se escribe al final de cada semana con registros de hábitos; una comparación necesita al menos una semana de días con el hábito y una semana de días sin él.',
    },
    impactPair: {
      none: 'No tengo un resumen del efecto de ese hábito sobre esa puntuación',
      hint: 'Un hábito y una puntuación se comparan cuando ambos se han registrado durante unas semanas.',
    },
  },
  nothing: (none, p, hint) => `${none} ${p ? `para ${es.what(p)}` : 'todavía'}, así que no puedo decirle nada sobre eso. ${hint}`,
  recentWeeksOnly: 'Esas son las semanas más recientes de ese periodo.',
  facts: 'Lo que healthd ha deducido sobre usted a partir de las últimas semanas:',
  moreInPeriod: '- … y más en ese periodo, no enumerados aquí.',
  moreEarlier: '- … y otros anteriores, no enumerados aquí.',
  overviewLead: (p, latest) =>
    p
      ? `Esto es lo que dicen sus resúmenes sobre ${es.what(p)}.`
      : latest === 'day'
        ? 'Esto es lo que dice su resumen diario más reciente.'
        : latest === 'weeks'
          ? 'Esto es lo que dicen sus resúmenes semanales más recientes.'
          : 'Esto es lo que dice su resumen semanal más reciente.',
  loadVerdict: (band, past) => {
    const [es_, esta] = past ? ['era', 'estaba'] : ['es', 'está']
    const v = {
      low: `${es_} baja: por debajo de lo habitual para usted, así que no ${es_} demasiado alta`,
      optimal: `${esta} en la zona óptima: en línea con lo habitual para usted, así que no ${es_} demasiado alta`,
      high: `${es_} alta: por encima de la zona óptima, así que ha aumentado rápidamente; vigile cómo se recupera`,
      'very high': `${es_} muy alta: muy por encima de lo habitual para usted, lo que aumenta el riesgo de sobrecarga; unos días más suaves la harían bajar`,
    }[band]
    return `Según la relación entre carga aguda y crónica, su carga de entrenamiento ${v}.`
  },
  loadUnjudged: 'Sus resúmenes aún no valoran la relación de carga: hacen falta unas tres semanas de historial de entrenamiento.',
  lastWorkout: (inPeriod, title) => `${inPeriod ? 'El último entrenamiento de ese periodo' : 'Su entrenamiento más reciente'}: ${title}.`,
  metric: (name) => ES_METRICS[name] ?? `métrica ${es.quote(label(name))}`,
  trendLead: (metrics, p) => {
    const what = metrics.length ? esAnd(metrics.map((m) => `su ${m}`)) : 'sus puntuaciones'
    return p
      ? `Esto es lo que dice su resumen de tendencias sobre ${what} ${es.when(p)}.`
      : `Esto es lo que dice su último resumen de tendencias sobre ${what}.`
  },
  trendNoMatch: 'No contiene una tendencia exactamente sobre eso; esto es lo que encontró para sus puntuaciones diarias.',
  impactLead: (habits, metrics, p) => {
    const what = `${habits.length ? esAnd(habits) : 'sus hábitos'} y ${metrics.length ? esAnd(metrics.map((m) => `su ${m}`)) : 'sus puntuaciones'}`
    return p
      ? `Esto es lo que dice su resumen del efecto de los hábitos sobre ${what} ${es.when(p)}.`
      : `Esto es lo que dice su último resumen del efecto de los hábitos sobre ${what}.`
  },
  impactNoMatch:
    'Compara los días con y sin cada hábito que registra; ninguno de sus hábitos registrados coincide con lo que preguntó, así que esto es lo que encontró para ellos.',
  impactVerdict: (finding, m, h) =>
    ({
      'higher on habit days': `Sí, según sus propios datos: su ${m} ha sido claramente más alta los días con ${es.quote(h)} que los días sin ello`,
      'lower on habit days': `No según sus propios datos: su ${m} ha sido claramente más baja los días con ${es.quote(h)} que los días sin ello`,
      'no clear difference': `No claramente: sus datos no muestran una diferencia clara en su ${m} entre los días con y sin ${es.quote(h)}`,
    })[finding],
  notProof: 'Es una asociación entre días, no una prueba de que una cosa cause la otra.',
  notEnoughData:
    'Todavía no hay datos suficientes para saberlo: la comparación necesita al menos una semana de días con el hábito y una semana de días sin él.',
  help:
    'Respondo a partir de los resúmenes y datos que healthd ha guardado sobre usted. Pregunte por su sueño, sus entrenamientos y su carga de ' +
    'entrenamiento, sus comidas, la atención plena, sus hábitos o tendencias, o si un hábito va unido a mejores puntuaciones, para un día, una ' +
    'semana o un mes: por ejemplo «¿Cómo dormí la semana pasada?», «¿Qué comí ayer?», «¿Mi carga de entrenamiento es demasiado alta?» o ' +
    '«¿La meditación ayuda a mi sueño?».',
  scopeNote: (what, scope) =>
    `Este token no puede leer ${{ summaries: 'sus resúmenes', profile: 'su perfil', facts: 'los hechos' }[what]} (le falta el scope ${scope}).`,
  noSummariesScope: 'Solo respondo a partir de ellos, así que no puedo responder a esto; un token con ese scope sí puede.',
  utcNoScope: 'Los días se cuentan en UTC.',
  profileUnread: 'No he podido leer su perfil ahora mismo, así que los días se cuentan en UTC.',
  noFactsScope: 'Así que no se incluye ninguno.',
  noUser: 'No hay datos guardados para este usuario.',
  summariesUnread: 'No he podido leer sus resúmenes ahora mismo; vuelva a intentarlo en un momento.',
}

// ---- how a question is asked in Spanish ---------------------------------------------------------

const ES_WORDS: QuestionWords = {
  gloss: {
    sleep: 'dorm* durm* duerm* sueno siesta*',
    night: 'noche noches',
    tired: 'cansad* agotad*',
    eat: 'comi comer comido comiste comimos aliment*',
    meal: 'comida*',
    calories: 'caloria*',
    protein: 'proteina* carbohidrato* grasa* fibra*',
    breakfast: 'desayun*',
    lunch: 'almuerz* almorc*',
    dinner: 'cena cene cenar cenaste',
    training: 'entren*',
    workout: 'ejercicio* deporte*',
    run: 'correr corri corrido',
    cycling: 'bici* ciclismo',
    swim: 'nadar nade natacion',
    gym: 'gimnasio*',
    meditation: 'medit*',
    mindfulness: 'atencion plena',
    breathing: 'respir*',
    relax: 'relaj*',
    stress: 'estres estresad*',
    habit: 'habito*',
    routine: 'rutina*',
    streak: 'racha*',
    readiness: 'preparacion',
    recovery: 'recuperacion',
    score: 'puntuacion* puntaje*',
    activity: 'actividad*',
    journal: 'diario',
    write: 'escribir',
    worry: 'preocupacion*',
    read: 'leer lectura',
    walk: 'caminar camine paseo* pasear',
    alcohol: 'alcohol',
    coffee: 'cafe cafeina',
  },
  impact: [
    String.raw`\b(?:ayuda|ayudan|ayudo|ayudar|afecta|afectan|afecto|influye|influyen|influencia|efecto|efectos|impacto|relacion|relacionad[oa]s?|sirve)\b`,
    String.raw`\b(?:mejora|mejoran|empeora|empeoran) (?:mi|mis|el|la|los|las|su|sus)\b`,
  ],
  helpRequest: [String.raw`\b(?:puedes|podrias|puede|podria) ayudarme\b|\bayudame\b|\bayudeme\b|\bme (?:puedes|puede) ayudar\b`],
  trend: [
    String.raw`\b(?:tendencia\w*|evolucion\w*|evoluciona\w*|progreso\w*|mejorando|empeorando|mejora|empeora|ha mejorado|ha empeorado|con el tiempo|a largo plazo|mejor|peor)\b`,
  ],
  load: [String.raw`\b(?:agud[oa]|cronic[oa]|demasiado entrenamiento|entreno demasiado|demasiado duro|demasiado|sobreentren\w*)\b`],
  loadAlone: [String.raw`\bcarga de entrenamiento\b|\b(?:mi|la|su|tu) carga\b|\bsobreentren\w*`],
  overview: [
    String.raw`\bcomo (?:fue|ha ido|estuvo|ha sido|va|me fue|me ha ido) (?:mi|la|el|esta|este)? ?(?<unit>semana|dia|mes|ano|fin de semana)\b`,
    String.raw`\bmi (?<unit>semana|dia|mes|ano|fin de semana)\b`,
    String.raw`\b(?:resumen|panorama|en general|como estoy|como me va|como van las cosas)\b`,
  ],
  followUp: [String.raw`^(?:y|que tal|que hay de|lo mismo para|tambien|entonces)\b`],
  dayBeforeYesterday: [String.raw`\banteayer\b|\bantes de ayer\b|\bantier\b`],
  beforeLast: [String.raw`\b(?<unit>semana|mes|ano) antepasad[oa]\b`, String.raw`\b(?<unit>semana|mes|ano) anterior a(?:l| la)? pasad[oa]\b`],
  previous: [String.raw`\b(?<unit>dia|semana|mes|ano) anterior\b`],
  before: [String.raw`\b(?<unit>dia|semana|mes|ano|fin de semana) (?:de )?antes\b|\bantes de eso\b|\bantes de esto\b`],
  lastN: [String.raw`\b(?:ultimos|ultimas|pasados|pasadas)\s+(?<n>\d{1,3}|[a-z]+(?: y [a-z]+)?)\s+(?<unit>dias|semanas|meses)\b`],
  ago: [String.raw`\bhace\s+(?<n>\d{1,3}|[a-z]+(?: y [a-z]+)?)\s+(?<unit>dia|dias|semana|semanas|mes|meses)\b`],
  lastNight: [String.raw`\banoche\b|\bla noche pasada\b|\bayer por la noche\b`],
  today: [String.raw`\bhoy\b|\besta (?:manana|tarde|noche)\b`],
  yesterday: [String.raw`\bayer\b`],
  thisPeriod: [String.raw`\b(?:esta|este) (?<unit>semana|mes|ano|fin de semana)\b`],
  lastPeriod: [String.raw`\b(?<unit>semana|mes|ano|fin de semana) pasad[oa]\b`, String.raw`\b(?:ultimo|ultima) (?<unit>semana|mes|ano|fin de semana)\b`],
  weekday: [String.raw`\b(?:(?:el|este)\s+)?(?:(?<strict>pasado)\s+)?(?<dow>lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?:\s+(?<strict2>pasado))?\b`],
  month: [
    String.raw`\b(?:(?<prep>en|durante|desde|de)\s+)?(?<month>enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)(?:\s+(?:del?\s+)?(?<year>\d{4}))?\b`,
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
    'fin de semana': 'weekend',
  },
  counts: {
    ...Object.fromEntries(
      (
        'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve ' +
        'veinte veintiuno veintidos veintitres veinticuatro veinticinco veintiseis veintisiete veintiocho veintinueve'
      )
        .split(' ')
        .map((w, i) => [w, i]),
    ),
    ...Object.fromEntries('treinta cuarenta cincuenta sesenta setenta ochenta noventa'.split(' ').map((w, i) => [w, (i + 3) * 10])),
    un: 1,
    una: 1,
    veintiun: 21,
    veintiuna: 21,
    cien: 100,
    unos: 3,
    unas: 3,
    algunos: 3,
    algunas: 3,
  },
  weekdays: indexed('lunes martes miercoles jueves viernes sabado domingo'),
  months: indexedAlternatives('enero febrero marzo abril mayo junio julio agosto septiembre|setiembre octubre noviembre diciembre'),
  ambiguousMonths: [],
}

export const spanish: Language = { text: es, words: ES_WORDS }
