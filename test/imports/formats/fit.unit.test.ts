// FIT files through fit-file-parser: files our own encoder writes (every field the parser maps, several
// sessions, broken bytes) and real files from Garmin and Wahoo devices (test/fixtures/fit).
import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { FIT_MAX_BYTES, fitSource, ImportFormatError, parseFitBuffer, parseFitFile, type WorkoutRecord } from '../../../src/imports/formats/index.js'
import { encodeFit, fitCrc, ridePoints, tempFiles } from '../../helpers/device-files.js'

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/fit/${name}`, import.meta.url))
const files = tempFiles()
afterAll(() => files.remove())

const start = Date.UTC(2024, 4, 1, 6, 30)
const workouts = (records: Awaited<ReturnType<typeof parseFitBuffer>>) => records.filter((r): r is WorkoutRecord => r.kind === 'workout')

describe('FIT files written by our encoder', () => {
  const ride = encodeFit({
    manufacturer: 1,
    product: 4257,
    sessions: [
      {
        sport: 2,
        subSport: 6,
        start,
        elapsedSeconds: 120,
        timerSeconds: 110,
        calories: 45,
        distance: 1020,
        avgHr: 134,
        maxHr: 149,
        avgPower: 224,
        normalizedPower: 231,
        tss: 2.4,
        intensityFactor: 0.77,
        thresholdPower: 300,
      },
    ],
    points: ridePoints(start, 120),
  })

  it('the encoder writes what the FIT protocol checks: ".FIT" at 8, header and file CRC', () => {
    expect(ride.toString('latin1', 8, 12)).toBe('.FIT')
    expect(ride.readUInt16LE(12)).toBe(fitCrc(ride, 0, 12))
    expect(fitCrc(ride)).toBe(0) // a FIT file's CRC over itself including its CRC is zero
  })

  it('a session becomes one workout with its totals, the device figures and every record as a point', async () => {
    const [w, ...rest] = workouts(await parseFitBuffer(ride))
    expect(rest).toEqual([])
    expect(w).toMatchObject({
      kind: 'workout',
      source: 'Garmin Forerunner 265',
      sport: 'cycling',
      start,
      end: start + 120_000,
      duration_seconds: 110,
      calories: 45,
      distance_m: 1020,
      average_hr: 134,
      max_hr: 149,
      average_power: 224,
      device: { normalized_power: 231, training_stress_score: 2.4, intensity_factor: 0.77, threshold_power: 300 },
    })
    expect(w!.points).toHaveLength(120)
    const p = w!.points[10]!
    expect(p).toMatchObject({ t: start + 10_000, hr: 130, power: 210, cadence: 85, speed: 8.5, distance: 85, altitude: 100 })
    // Semicircles back to degrees, within a semicircle's precision.
    expect(p.lat).toBeCloseTo(47.601, 6)
    expect(p.lon).toBeCloseTo(-52.799, 6)
  })

  it('a triathlon-like file: each session its own workout with the records of its own span', async () => {
    const second = start + 3_600_000
    const bytes = encodeFit({
      manufacturer: 32,
      product: 31,
      productName: 'ELEMNT BOLT',
      sessions: [
        { sport: 1, start, elapsedSeconds: 30 },
        { sport: 10, subSport: 20, start: second, elapsedSeconds: 20 },
      ],
      points: [...ridePoints(start, 30, { power: false }), ...ridePoints(second, 20, { gps: false, power: false })],
    })
    const [run, strength] = workouts(await parseFitBuffer(bytes))
    expect(run).toMatchObject({ sport: 'running', source: 'Wahoo ELEMNT BOLT', start, end: start + 30_000 })
    expect(run!.points).toHaveLength(30)
    expect(strength).toMatchObject({ sport: 'strength_training', start: second })
    expect(strength!.points.map((x) => x.t)).toEqual(Array.from({ length: 20 }, (_, i) => second + i * 1000))
  })

  it('maps sport and sub-sport the way healthd names them', async () => {
    const cases: [number, number, string][] = [
      [1, 0, 'running'],
      [1, 1, 'running'],
      [2, 0, 'cycling'],
      [11, 0, 'walking'],
      [17, 0, 'hiking'],
      [5, 17, 'swimming'],
      [15, 0, 'rowing'],
      [4, 14, 'rowing'],
      [10, 20, 'strength_training'],
      [10, 43, 'yoga'],
      [6, 0, 'other'],
    ]
    for (const [sport, subSport, expected] of cases) {
      const [w] = workouts(
        await parseFitBuffer(encodeFit({ manufacturer: 1, product: 2697, sessions: [{ sport, subSport, start, elapsedSeconds: 5 }], points: [] })),
      )
      expect([sport, subSport, w!.sport]).toEqual([sport, subSport, expected])
    }
  })

  it('a FIT file without an activity (a weight scale file) is one skipped record, not a failure', async () => {
    const records = await parseFitBuffer(encodeFit({ manufacturer: 1, product: 2697, fileType: 9, sessions: [], points: [] }), 'scale.fit')
    expect(records).toEqual([{ kind: 'skipped', at: 'scale.fit', error: 'FIT file of type weight holds no activity' }])
  })

  it('a corrupt or truncated file fails with ImportFormatError: bad CRC, cut short, not FIT at all', async () => {
    const flipped = Buffer.from(ride)
    flipped[200] = flipped[200]! ^ 0xff
    await expect(parseFitBuffer(flipped)).rejects.toThrow(/File CRC mismatch/)
    await expect(parseFitBuffer(ride.subarray(0, ride.length - 300))).rejects.toThrow(ImportFormatError)
    await expect(parseFitBuffer(ride.subarray(0, 10))).rejects.toThrow(/not a FIT file/)
    await expect(parseFitBuffer(Buffer.from('<gpx></gpx>'))).rejects.toThrow(ImportFormatError)
  })

  it('refuses a file over FIT_MAX_BYTES before reading it', async () => {
    const big = Buffer.alloc(FIT_MAX_BYTES + 1)
    ride.copy(big)
    await expect(parseFitFile(files.write('big.fit', big))).rejects.toThrow(`over the ${FIT_MAX_BYTES}-byte limit`)
    await expect(parseFitBuffer(big)).rejects.toThrow(ImportFormatError)
  })
})

describe('real FIT files (test/fixtures/fit)', () => {
  it('Garmin Fenix 5 run', async () => {
    const [w] = workouts(await parseFitBuffer(fixture('garmin-fenix-5-run.fit')))
    expect(w).toMatchObject({ source: 'Garmin Fenix 5', sport: 'running', start: Date.parse('2017-06-11T14:34:09Z'), average_hr: 90, max_hr: 112, calories: 5 })
    expect(w!.duration_seconds).toBeCloseTo(56.887, 3)
    expect(w!.points.length).toBe(21)
    expect(w!.points.every((p) => p.hr !== undefined && p.lat! > 38 && p.lat! < 38.3)).toBe(true)
    expect(w!.device).toBeUndefined()
  })

  it('Wahoo ELEMNT BOLT ride with the device NP/TSS/IF/FTP', async () => {
    const [w] = workouts(await parseFitBuffer(fixture('elemnt-bolt-no-application-id-inside-developer-data-id.fit')))
    expect(w).toMatchObject({
      source: 'Wahoo ELEMNT BOLT',
      sport: 'cycling',
      average_power: 182,
      device: { normalized_power: 243, training_stress_score: 1.5, intensity_factor: 0.735, threshold_power: 330 },
    })
  })

  it('Garmin Edge 810 with Vector power: 4,700 one-second points with power behind NP 301', async () => {
    const [w] = workouts(await parseFitBuffer(fixture('Edge810-Vector-2013-08-16-15-35-10.fit')))
    expect(w).toMatchObject({ source: 'Garmin Edge 810', sport: 'cycling', average_power: 276, average_hr: 154, max_hr: 176, calories: 1293 })
    expect(w!.device).toEqual({ normalized_power: 301, training_stress_score: 118.7, intensity_factor: 0.956, threshold_power: 315 })
    expect(w!.points.length).toBe(4700)
    expect(w!.points.filter((p) => p.power !== undefined).length).toBeGreaterThan(4500)
  })

  it('the real file cut short fails', async () => {
    const bytes = fixture('garmin-fenix-5-run.fit')
    await expect(parseFitBuffer(bytes.subarray(0, bytes.length - 100))).rejects.toThrow(ImportFormatError)
  })
})

describe('the source name', () => {
  it('manufacturer and product, the product alone when it names its maker, the maker alone without a product', () => {
    expect(fitSource({ manufacturer: 'garmin', product: 4257 }, undefined)).toBe('Garmin Forerunner 265')
    expect(fitSource({ manufacturer: 'suunto', product_name: 'Suunto Vertical 2' }, undefined)).toBe('Suunto Vertical 2')
    expect(fitSource({ manufacturer: 'wahoo_fitness' }, { product_name: 'ELEMNT BOLT' })).toBe('Wahoo ELEMNT BOLT')
    expect(fitSource({ manufacturer: 'polar_electro' }, undefined)).toBe('Polar')
    expect(fitSource({ manufacturer: 'some_new_brand' }, undefined)).toBe('Some New Brand')
    expect(fitSource(undefined, undefined)).toBe('FIT')
  })
})
