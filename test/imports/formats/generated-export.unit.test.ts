// The bench's generated export.xml (bench/apple-health-export.js: the iOS 16 prolog, stray control
// characters, Records grouped by type, Workouts, ActivitySummaries) read back: healthd yields exactly
// what the generator says it wrote, so the bench measures a parse that is right.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseImport } from '../../../src/imports/formats/index.js'
import { tempFiles } from '../../helpers/device-files.js'

type Written = { bytes: number; days: number; records: Record<string, number>; workouts: number; elements: number }
type Generator = {
  writeAppleHealthExport(file: string, opts: { megabytes: number; seed?: number; controlChars?: boolean }): Promise<Written>
  zipExport(xmlFile: string, zipFile: string): Promise<{ bytes: number }>
}

const files = tempFiles()
const expected = (counts: Record<string, number | undefined>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n))
afterAll(() => files.remove())

/** What healthd reads from a file: records per kind (samples per measure), workouts with their own heart rate. */
async function read(file: string) {
  const { format, records } = await parseImport(file, 'auto')
  expect(format).toBe('apple_health')
  const counts: Record<string, number> = {}
  let withHr = 0
  for await (const r of records) {
    const key = r.kind === 'sample' ? r.measure : r.kind
    counts[key] = (counts[key] ?? 0) + 1
    if (r.kind === 'workout' && r.points.length > 100 && r.points.every((p) => p.hr! >= 120)) withHr++
  }
  return { counts, withHr }
}

describe('the generated Apple Health export', () => {
  it('is read whole, from the XML and from its zip: every imported type counted as written, workouts with heart rate, nothing skipped', async () => {
    const generator = (await import(path.resolve('bench/apple-health-export.js') as string)) as Generator
    const file = files.write('export.xml', '')
    const written = await generator.writeAppleHealthExport(file, { megabytes: 6, seed: 7, controlChars: true })
    expect(written.days).toBeGreaterThan(7)
    expect(readFileSync(file, 'latin1')).toContain('\u000B') // the iOS 16 defect is in there
    const zipFile = files.write('export.zip', '')
    await generator.zipExport(file, zipFile)
    const fromXml = await read(file)
    expect(await read(zipFile)).toEqual(fromXml)
    const { counts, withHr } = fromXml
    const w = written.records
    expect(counts).toEqual(
      expected({
        steps: w.HKQuantityTypeIdentifierStepCount,
        active_energy: w.HKQuantityTypeIdentifierActiveEnergyBurned,
        resting_heart_rate: w.HKQuantityTypeIdentifierRestingHeartRate,
        hrv_sdnn: w.HKQuantityTypeIdentifierHeartRateVariabilitySDNN,
        weight: w.HKQuantityTypeIdentifierBodyMass,
        sleep: w.HKCategoryTypeIdentifierSleepAnalysis,
        mindful: w.HKCategoryTypeIdentifierMindfulSession,
        workout: written.workouts,
      }),
    )
    // Each workout's heart rate is the 10-second samples the generator wrote inside it, none from outside.
    expect(withHr).toBe(written.workouts)
  })
})
