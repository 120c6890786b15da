// Detection from the first bytes, export.zip, bulk zips (gzipped members, a bad member, a zip inside)
// and parseImport's dispatch, on files written to disk as the pipeline stores uploads.
import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import {
  detectFormat,
  detectZipFormat,
  ImportFormatError,
  parseImport,
  readHead,
  zipFormat,
  type ImportRecord,
  type WorkoutRecord,
} from '../../../src/imports/formats/index.js'
import { appleExport, appleRecord, appleWorkout, collect, encodeFit, gpx, gzip, ridePoints, tcx, tempFiles, zip } from '../../helpers/device-files.js'

const files = tempFiles()
afterAll(() => files.remove())

const start = Date.UTC(2024, 6, 1, 6)
const FIT = encodeFit({
  manufacturer: 1,
  product: 4257,
  sessions: [{ sport: 1, start, elapsedSeconds: 30, avgHr: 150 }],
  points: ridePoints(start, 30, { power: false }),
})
const GPX = gpx({ tracks: [{ type: 'running', points: [0, 1, 2].map((i) => ({ t: start + 86_400_000 + i * 1000, lat: 1, lon: 1 + i / 1000, hr: 120 })) }] })
const TCX = tcx({
  sport: 'Biking',
  creator: 'Edge 530',
  laps: [{ start: start + 2 * 86_400_000, seconds: 60, points: [{ t: start + 2 * 86_400_000, lat: 1, lon: 1, power: 200 }] }],
})
const XML = appleExport(
  [
    appleRecord('HKQuantityTypeIdentifierStepCount', 'iPhone', start, start + 60_000, 50, 'count'),
    appleWorkout({ type: 'HKWorkoutActivityTypeWalking', source: 'Apple Watch', start, end: start + 600_000, statistics: true, kcal: 40 }),
  ].join('\n'),
)
const APPLE_ZIP = zip([
  { name: 'apple_health_export/', data: '', store: true },
  { name: 'apple_health_export/export_cda.xml', data: '<ClinicalDocument/>' },
  { name: 'apple_health_export/workout-routes/route_1.gpx', data: GPX },
  { name: 'apple_health_export/export.xml', data: XML },
])

const summary = (records: ImportRecord[]) =>
  records.map((r) =>
    r.kind === 'workout' ? `workout ${r.sport} ${r.source} ${r.points.length}` : r.kind === 'skipped' ? `skipped ${r.at}: ${r.error}` : r.kind,
  )

describe('detectFormat', () => {
  it('tells each format from its first bytes', () => {
    expect(detectFormat(FIT)).toBe('fit')
    expect(detectFormat(Buffer.from(GPX))).toBe('gpx')
    expect(detectFormat(Buffer.from(TCX))).toBe('tcx')
    expect(detectFormat(Buffer.from(XML))).toBe('apple_health')
    expect(detectFormat(APPLE_ZIP)).toBe('zip')
    expect(detectFormat(gzip(FIT))).toBe('fit')
    expect(detectFormat(gzip(GPX))).toBe('gpx')
    expect(detectFormat(gzip(XML))).toBe('apple_health')
  })

  it('decides from a prefix: Apple’s DTD longer than the prefix still names HealthData', () => {
    expect(detectFormat(Buffer.from(XML).subarray(0, 200))).toBe('apple_health')
    expect(detectFormat(gzip(XML + ' '.repeat(1_000_000)).subarray(0, 300))).toBe('apple_health')
    expect(detectFormat(FIT.subarray(0, 12))).toBe('fit')
  })

  it('recognises nothing else', () => {
    for (const other of [
      Buffer.alloc(0),
      Buffer.from('hello'),
      Buffer.from('<html><body/></html>'),
      Buffer.from('{"json": true}'),
      gzip('plain text'),
      gzip(gzip(GPX)),
      Buffer.from([0x1f, 0x8b, 1, 2]),
    ]) {
      expect(detectFormat(other)).toBeNull()
    }
  })

  it('a zip is Apple Health by its export.xml, else a bulk export', async () => {
    expect(zipFormat(['apple_health_export/', 'apple_health_export/export.xml'])).toBe('apple_health')
    expect(zipFormat(['export.xml'])).toBe('apple_health')
    expect(zipFormat(['activities/1.fit', 'activities.csv', 'apple_health_export/export_cda.xml'])).toBe('zip')
    expect(await detectZipFormat(files.write('export.zip', APPLE_ZIP))).toBe('apple_health')
    expect(await detectZipFormat(files.write('bulk.zip', zip([{ name: 'a.fit', data: FIT }])))).toBe('zip')
  })
})

describe('parseImport', () => {
  it('auto: every format, plain and gzipped, with the format it detected', async () => {
    const cases: [string, Buffer | string, string, string[]][] = [
      ['a.fit', FIT, 'fit', ['workout running Garmin Forerunner 265 30']],
      ['a.fit.gz', gzip(FIT), 'fit', ['workout running Garmin Forerunner 265 30']],
      ['a.gpx', GPX, 'gpx', ['workout running Garmin Connect 3']],
      ['a.tcx.gz', gzip(TCX), 'tcx', ['workout cycling Edge 530 1']],
      ['export.xml', XML, 'apple_health', ['sample', 'workout walking Apple Watch 0']],
      ['export.xml.gz', gzip(XML), 'apple_health', ['sample', 'workout walking Apple Watch 0']],
      ['export.zip', APPLE_ZIP, 'apple_health', ['sample', 'workout walking Apple Watch 0']],
    ]
    for (const [name, data, format, expected] of cases) {
      const parsed = await parseImport(files.write(name, data), 'auto')
      expect([name, parsed.format, summary(await collect(parsed.records))]).toEqual([name, format, expected])
    }
  })

  it('a bulk zip: every FIT, GPX and TCX member, gzipped or not, a zip inside, a bad member skipped by name', async () => {
    const inner = zip([{ name: 'UploadedFiles/9.fit', data: FIT }])
    const bulk = zip([
      { name: 'activities.csv', data: 'Activity ID,Activity Date\n1,2024\n' },
      { name: 'activities/1.fit.gz', data: gzip(FIT) },
      { name: 'activities/', data: '', store: true },
      { name: 'activities/2.gpx', data: GPX },
      { name: 'activities/3.tcx.gz', data: gzip(TCX) },
      { name: 'activities/4.fit', data: FIT.subarray(0, FIT.length - 50) },
      { name: 'activities/5.gpx.gz', data: 'not gzip at all' },
      { name: 'activities/6.tcx', data: TCX.slice(0, 300) },
      { name: '__MACOSX/activities/._2.gpx', data: 'resource fork' },
      { name: 'DI_CONNECT/UploadedFiles_0-_Part1.zip', data: inner, store: true },
      { name: 'activities/7.gpx', data: GPX, store: true },
    ])
    const parsed = await parseImport(files.write('strava.zip', bulk), 'auto')
    expect(parsed.format).toBe('zip')
    expect(summary(await collect(parsed.records))).toEqual([
      'workout running Garmin Forerunner 265 30',
      'workout running Garmin Connect 3',
      'workout cycling Edge 530 1',
      'skipped activities/4.fit: activities/4.fit is not a readable FIT file: File data exceeds input length',
      'skipped activities/5.gpx.gz: activities/5.gpx.gz is not a readable gzip: incorrect header check',
      expect.stringMatching(/^skipped activities\/6\.tcx: not a readable TCX file \(line \d+\): unclosed tag/),
      'workout running Garmin Forerunner 265 30',
      'workout running Garmin Connect 3',
    ])
  })

  it('a bare .gz of one file works as a zip of one', async () => {
    const parsed = await parseImport(files.write('one.gpx.gz', gzip(GPX)), 'zip')
    expect(summary(await collect(parsed.records))).toEqual(['workout running Garmin Connect 3'])
  })

  it('an explicit format is taken at its word, and the parser refuses a file that is something else', async () => {
    const gpxFile = files.write('really-gpx.fit', GPX)
    const asFit = await parseImport(gpxFile, 'fit')
    expect(asFit.format).toBe('fit')
    await expect(collect(asFit.records)).rejects.toThrow(/not a FIT file/)
    await expect(collect((await parseImport(gpxFile, 'tcx')).records)).rejects.toThrow('its root element is <gpx>, not <TrainingCenterDatabase>')
    await expect(collect((await parseImport(files.write('z.zip', APPLE_ZIP), 'zip')).records)).rejects.toThrow(/Apple Health export, not a bulk export/)
    await expect(collect((await parseImport(gpxFile, 'zip')).records)).rejects.toThrow(/not a zip/)
  })

  it('auto refuses what it does not recognise, at once', async () => {
    await expect(parseImport(files.write('empty', ''), 'auto')).rejects.toThrow('the file is empty')
    await expect(parseImport(files.write('notes.txt', 'dear diary'), 'auto')).rejects.toThrow(ImportFormatError)
    await expect(parseImport(files.write('x.gz', gzip('dear diary')), 'auto')).rejects.toThrow(/a gzip of something/)
  })

  it('broken archives fail with ImportFormatError: a zip cut short, a corrupt member, a gzip cut short', async () => {
    const cut = files.write('cut.zip', APPLE_ZIP.subarray(0, APPLE_ZIP.length - 60))
    await expect(parseImport(cut, 'auto')).rejects.toThrow(ImportFormatError)
    await expect(collect((await parseImport(cut, 'apple_health')).records)).rejects.toThrow(ImportFormatError)
    // Flip a byte inside the deflated export.xml: zlib or the CRC-32 check catches it.
    const corrupt = Buffer.from(APPLE_ZIP)
    const at = corrupt.indexOf(Buffer.from('apple_health_export/export.xml')) + 40
    corrupt[at] = corrupt[at]! ^ 0x55
    await expect(collect((await parseImport(files.write('corrupt.zip', corrupt), 'auto')).records)).rejects.toThrow(ImportFormatError)
    const gz = gzip(XML)
    await expect(collect((await parseImport(files.write('cut.xml.gz', gz.subarray(0, gz.length - 30)), 'auto')).records)).rejects.toThrow(
      /not a readable gzip|unclosed tag|not a readable Apple Health/,
    )
  })

  it('a stored (not deflated) member with a wrong CRC-32 is caught by the CRC check', async () => {
    const stored = zip([{ name: 'apple_health_export/export.xml', data: XML, store: true }])
    // 50 steps become 58: still well-formed XML, only the CRC-32 tells.
    const at = stored.indexOf(Buffer.from('value="50"')) + 8
    stored[at] = '8'.charCodeAt(0)
    await expect(collect((await parseImport(files.write('crc.zip', stored), 'apple_health')).records)).rejects.toThrow(
      'zip member apple_health_export/export.xml is corrupt (CRC-32 mismatch)',
    )
  })

  it('reads the head it detects from', async () => {
    const file = files.write('head.fit', FIT)
    expect((await readHead(file)).equals(FIT)).toBe(true)
    expect(await readHead(file, 4)).toEqual(FIT.subarray(0, 4))
    const real = readFileSync(new URL('../../fixtures/fit/garmin-fenix-5-run.fit', import.meta.url))
    const parsed = await parseImport(files.write('real.fit', real), 'auto')
    expect(workouts(await collect(parsed.records))[0]).toMatchObject({ source: 'Garmin Fenix 5', sport: 'running' })
  })
})

const workouts = (records: ImportRecord[]) => records.filter((r): r is WorkoutRecord => r.kind === 'workout')
