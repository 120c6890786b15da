// Apple Health export.xml: the six day measures, sleep stages, mindful sessions and workouts, from an
// export with overlapping iPhone and Apple Watch samples and the iOS 16 defects (malformed DTD, stray
// control characters), fed in chunks of any size; bad records skipped, broken files refused.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { appleDate, ImportFormatError, parseAppleHealthXml, type ImportRecord } from '../../../src/imports/formats/index.js'
import { appleExport, appleRecord, appleTime, appleWorkout, collect } from '../../helpers/device-files.js'

/** The text as a byte stream cut every `size` bytes (cutting through multi-byte characters too). */
async function* chunks(text: string, size = 64 * 1024): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text)
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size)
}
const parse = (xml: string, size?: number, options = {}) => collect(parseAppleHealthXml(chunks(xml, size), options))

const H = 3_600_000
const day = Date.UTC(2023, 0, 2) // Monday 2 January 2023, UTC
const PHONE = 'Ana’s iPhone' // Apple's curly apostrophe: three bytes in UTF-8
const WATCH = 'Ana’s Apple Watch'
const STEPS = 'HKQuantityTypeIdentifierStepCount'
const SLEEP = 'HKCategoryTypeIdentifierSleepAnalysis'
const HR = 'HKQuantityTypeIdentifierHeartRate'

const sleep = (value: string, from: number, to: number) => appleRecord(SLEEP, WATCH, from, to, `HKCategoryValueSleepAnalysis${value}`)
const night = day - 2 * H // 22:00 UTC the evening before
const hrv = `  <HeartRateVariabilityMetadataList>
   <InstantaneousBeatsPerMinute bpm="61" time="7:01:02.51 AM"/>
  </HeartRateVariabilityMetadataList>`

const body = [
  // Overlapping steps: the phone and the watch count the same walk.
  appleRecord(STEPS, PHONE, day + 7 * H, day + 7 * H + 600_000, 120, 'count'),
  appleRecord(STEPS, WATCH, day + 7 * H + 60_000, day + 7 * H + 540_000, 100, 'count'),
  appleRecord('HKQuantityTypeIdentifierActiveEnergyBurned', WATCH, day + 7 * H, day + 7 * H + 60_000, 4.5, 'Cal'),
  appleRecord('HKQuantityTypeIdentifierActiveEnergyBurned', 'MyFitnessApp', day + 8 * H, day + 8 * H + 60_000, 41.84, 'kJ'),
  appleRecord('HKQuantityTypeIdentifierRestingHeartRate', WATCH, day, day + 24 * H - 1000, 52, 'count/min'),
  appleRecord('HKQuantityTypeIdentifierHeartRateVariabilitySDNN', WATCH, day + 7 * H, day + 7 * H + 60_000, 48.5, 'ms', hrv),
  // A stray vertical tab inside the source name and a SUB inside a metadata value (iOS 16).
  appleRecord('HKQuantityTypeIdentifierBodyMass', 'Withings\u000B', day + 6 * H, day + 6 * H, 150, 'lb', '  <MetadataEntry key="Note" value="scale\u001A"/>'),
  appleRecord('HKQuantityTypeIdentifierBodyMass', PHONE, day + 20 * H, day + 20 * H, 68.2, 'kg'),
  // A night: in bed, then core, deep, REM, awake; older watches wrote "Asleep".
  sleep('InBed', night, night + 8 * H),
  sleep('AsleepCore', night + 0.25 * H, night + 2 * H),
  sleep('AsleepDeep', night + 2 * H, night + 3 * H),
  sleep('AsleepREM', night + 3 * H, night + 4 * H),
  sleep('Awake', night + 4 * H, night + 4.25 * H),
  sleep('AsleepUnspecified', night + 4.25 * H, night + 7 * H),
  appleRecord(SLEEP, PHONE, night, night + 7 * H, 'HKCategoryValueSleepAnalysisAsleep'),
  appleRecord('HKCategoryTypeIdentifierMindfulSession', WATCH, day + 12 * H, day + 12 * H + 300_000, undefined),
  // Records of types healthd does not import are passed over.
  appleRecord('HKQuantityTypeIdentifierFlightsClimbed', PHONE, day + 9 * H, day + 9 * H + 60_000, 3, 'count'),
  // Heart rate during the run below: its points.
  ...[0, 5, 10, 15].map((m, i) => appleRecord(HR, WATCH, day + 7.5 * H + m * 60_000, day + 7.5 * H + m * 60_000, 140 + i * 5, 'count/min')),
  appleRecord(HR, WATCH, day + 3 * H, day + 3 * H, 55, 'count/min'),
  // A Correlation's Records repeat top-level ones: not read twice.
  ` <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="${PHONE}" startDate="${appleTime(day + 9 * H)}" endDate="${appleTime(day + 9 * H)}">
${appleRecord(STEPS, PHONE, day + 9 * H, day + 9 * H, 999, 'count')}
 </Correlation>`,
  appleWorkout({
    type: 'HKWorkoutActivityTypeRunning',
    source: WATCH,
    start: day + 7.5 * H,
    end: day + 8 * H,
    statistics: true,
    kcal: 320,
    km: 5.2,
    avgHr: 151,
    maxHr: 172,
  }),
  appleWorkout({ type: 'HKWorkoutActivityTypeTraditionalStrengthTraining', source: PHONE, start: day + 18 * H, end: day + 18.5 * H, kcal: 150 }),
].join('\n')

const EXPORT = appleExport(body)

describe('Apple Health export.xml', () => {
  it('reads every measure with its source, in healthd units, and the workouts with their heart rate', async () => {
    const records = await parse(EXPORT)
    const of = <K extends ImportRecord['kind']>(kind: K) => records.filter((r): r is Extract<ImportRecord, { kind: K }> => r.kind === kind)
    expect(of('skipped')).toEqual([])
    expect(of('sample')).toEqual([
      { kind: 'sample', measure: 'steps', source: PHONE, start: day + 7 * H, end: day + 7 * H + 600_000, value: 120 },
      { kind: 'sample', measure: 'steps', source: WATCH, start: day + 7 * H + 60_000, end: day + 7 * H + 540_000, value: 100 },
      { kind: 'sample', measure: 'active_energy', source: WATCH, start: day + 7 * H, end: day + 7 * H + 60_000, value: 4.5 },
      { kind: 'sample', measure: 'active_energy', source: 'MyFitnessApp', start: day + 8 * H, end: day + 8 * H + 60_000, value: expect.closeTo(10, 9) },
      { kind: 'sample', measure: 'resting_heart_rate', source: WATCH, start: day, end: day + 24 * H - 1000, value: 52 },
      { kind: 'sample', measure: 'hrv_sdnn', source: WATCH, start: day + 7 * H, end: day + 7 * H + 60_000, value: 48.5 },
      { kind: 'sample', measure: 'weight', source: 'Withings', start: day + 6 * H, end: day + 6 * H, value: expect.closeTo(68.0388555, 6) },
      { kind: 'sample', measure: 'weight', source: PHONE, start: day + 20 * H, end: day + 20 * H, value: 68.2 },
    ])
    expect(of('sleep').map((s) => [s.source, s.stage, (s.start - night) / H, (s.end - night) / H])).toEqual([
      [WATCH, 'in_bed', 0, 8],
      [WATCH, 'core', 0.25, 2],
      [WATCH, 'deep', 2, 3],
      [WATCH, 'rem', 3, 4],
      [WATCH, 'awake', 4, 4.25],
      [WATCH, 'asleep', 4.25, 7],
      [PHONE, 'asleep', 0, 7],
    ])
    expect(of('mindful')).toEqual([{ kind: 'mindful', source: WATCH, start: day + 12 * H, end: day + 12 * H + 300_000 }])
    const [run, strength, ...more] = of('workout')
    expect(more).toEqual([])
    expect(run).toEqual({
      kind: 'workout',
      source: WATCH,
      sport: 'running',
      start: day + 7.5 * H,
      end: day + 8 * H,
      duration_seconds: 1800,
      calories: 320,
      distance_m: 5200,
      average_hr: 151,
      max_hr: 172,
      points: [0, 5, 10, 15].map((m, i) => ({ t: day + 7.5 * H + m * 60_000, hr: 140 + i * 5 })),
    })
    // Pre-iOS 16 totals as attributes; no heart rate in its span, so none made up.
    expect(strength).toEqual({
      kind: 'workout',
      source: PHONE,
      sport: 'strength_training',
      start: day + 18 * H,
      end: day + 18.5 * H,
      duration_seconds: 1800,
      calories: 150,
      points: [],
    })
  })

  it('gives the same records however the bytes are cut (through the DTD, tags and multi-byte characters)', async () => {
    const whole = await parse(EXPORT)
    for (const size of [1, 3, 7, 100, 4093]) expect(await parse(EXPORT, size)).toEqual(whole)
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 5000 }), async (size) => {
        expect(await parse(EXPORT, size)).toEqual(whole)
      }),
      { numRuns: 15 },
    )
  })

  it('needs the repair: saxes alone refuses the stray control characters iOS 16 writes', async () => {
    // (saxes skips a DTD without reading it, so the malformed one would pass; the repair drops it anyway,
    // see xml.unit.test.ts, so that nothing depends on how a parser treats it.)
    const { SaxesParser } = await import('saxes')
    const raw = new SaxesParser()
    expect(() => {
      raw.write(appleExport(appleRecord(STEPS, 'a\u000Bb', day, day, 1, 'count'), { ios16: false }))
      raw.close()
    }).toThrow(/disallowed character/)
  })

  it('a bad record is skipped with its line and the rest is read', async () => {
    const xml = appleExport(
      [
        appleRecord(STEPS, PHONE, day, day + 60_000, 10, 'count'),
        `<Record type="${STEPS}" sourceName="x" unit="count" startDate="yesterday" endDate="${appleTime(day)}" value="5"/>`,
        appleRecord(STEPS, PHONE, day + 60_000, day + 120_000, 'lots', 'count'),
        appleRecord(STEPS, PHONE, day + 60_000, day + 120_000, -4, 'count'),
        appleRecord('HKQuantityTypeIdentifierBodyMass', PHONE, day, day, 60, 'furlong'),
        appleRecord(SLEEP, WATCH, day, day + H, 'HKCategoryValueSleepAnalysisDreaming'),
        `<Workout workoutActivityType="HKWorkoutActivityTypeRunning" sourceName="w" startDate="2023-13-40 25:00:00 +0100" endDate="${appleTime(day)}"></Workout>`,
        appleRecord(STEPS, PHONE, day + 120_000, day + 180_000, 30, 'count'),
      ].join('\n'),
    )
    const records = await parse(xml)
    expect(records.filter((r) => r.kind === 'sample').map((r) => r.kind === 'sample' && r.value)).toEqual([10, 30])
    const skipped = records.filter((r) => r.kind === 'skipped')
    expect(skipped.map((s) => s.kind === 'skipped' && s.error)).toEqual([
      `${STEPS}: unreadable date (yesterday to ${appleTime(day)})`,
      `${STEPS}: value "lots" is not a non-negative number`,
      `${STEPS}: value "-4" is not a non-negative number`,
      'HKQuantityTypeIdentifierBodyMass: unknown unit "furlong"',
      `${SLEEP}: unknown sleep value "HKCategoryValueSleepAnalysisDreaming"`,
      `Workout: unreadable date (2023-13-40 25:00:00 +0100 to ${appleTime(day)})`,
    ])
    const lines = xml.split('\n')
    for (const s of skipped) {
      const line = Number((s.kind === 'skipped' && s.at.replace('line ', '')) || 0)
      expect(lines[line - 1]).toMatch(/<Record|<Workout/)
    }
  })

  it('a truncated, non-XML or other XML file fails with ImportFormatError', async () => {
    await expect(parse(EXPORT.slice(0, EXPORT.length - 200))).rejects.toThrow(ImportFormatError)
    await expect(parse(EXPORT.slice(0, EXPORT.length - 200))).rejects.toThrow(/unclosed tag|truncated/)
    await expect(parse('this is not xml at all')).rejects.toThrow(ImportFormatError)
    await expect(parse('')).rejects.toThrow(/no XML root element/)
    await expect(parse(EXPORT.slice(0, 300))).rejects.toThrow(/no XML root element/)
    await expect(parse('<?xml version="1.0"?><gpx creator="x"></gpx>')).rejects.toThrow(
      'not a Apple Health export file: its root element is <gpx>, not <HealthData>',
    )
    await expect(parse(EXPORT.replace('<Me ', '<Me <'))).rejects.toThrow(ImportFormatError)
  })

  it('source names with Apple’s no-break space inside "Apple Watch" come out with a plain space', async () => {
    const nbsp = 'Ana’s Apple\u00a0Watch'
    const xml = appleExport(
      [
        appleRecord(STEPS, nbsp, day + 7 * H, day + 7 * H + 60_000, 80, 'count'),
        appleRecord(STEPS, ` ${PHONE}\u00a0`, day + 7 * H, day + 7 * H + 60_000, 90, 'count'),
        appleWorkout({ type: 'HKWorkoutActivityTypeWalking', source: nbsp, start: day + 8 * H, end: day + 9 * H }),
      ].join('\n'),
    )
    expect((await parse(xml)).map((r) => 'source' in r && r.source)).toEqual([WATCH, PHONE, WATCH])
  })

  it('keeps heart rate for workouts up to its cap and says how many it dropped', async () => {
    const records = await parse(EXPORT, undefined, { maxHeartRateSamples: 2 })
    const run = records.find((r) => r.kind === 'workout' && r.sport === 'running')
    expect(run?.kind === 'workout' && run.points.map((p) => p.hr)).toEqual([140, 145])
    expect(records.filter((r) => r.kind === 'skipped')).toEqual([
      { kind: 'skipped', at: 'HeartRate', error: '3 heart-rate samples past the first 2 were not attached to workouts' },
    ])
    const off = await parse(EXPORT, undefined, { workoutHeartRate: false })
    expect(off.filter((r) => r.kind === 'workout').map((r) => r.kind === 'workout' && r.points.length)).toEqual([0, 0])
  })
})

describe('appleDate', () => {
  it('reads Apple’s form with its offset, ISO 8601, and refuses what is not a date', () => {
    expect(appleDate('2023-01-02 07:00:00 +0100')).toBe(Date.UTC(2023, 0, 2, 6))
    expect(appleDate('2023-01-02 07:00:00 -0530')).toBe(Date.UTC(2023, 0, 2, 12, 30))
    expect(appleDate('2023-01-02T07:00:00Z')).toBe(Date.UTC(2023, 0, 2, 7))
    expect(appleDate('2023-01-02T07:00:00.500+01:00')).toBe(Date.UTC(2023, 0, 2, 6))
    for (const bad of [undefined, '', 'yesterday', '2023-13-02 07:00:00 +0100', '2023-01-02 24:00:00 +0100', '2023-01-02']) expect(appleDate(bad)).toBeNull()
  })

  it('round-trips the test helper’s dates at any offset', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), fc.integer({ min: -12 * 60, max: 14 * 60 }), (s, off) => {
        expect(appleDate(appleTime(s * 1000, off))).toBe(s * 1000)
      }),
    )
  })
})
