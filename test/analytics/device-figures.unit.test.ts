// healthd's normalized power and TSS against the figures head units computed themselves and wrote
// in their FIT files' session messages (test/fixtures/fit/README.md says where each file is from).
// The target (issue 29): NP within 1 %, TSS within 3 %, where the device counts as the contract does;
// where it counts otherwise, the test checks the difference docs/analytics.md states.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import FitParser from 'fit-file-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { analyzeWorkout, type AnalyticsPoint, type MovingStreams, resample, type WorkoutFields } from '../../src/analytics/index.js'

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/fit')

interface Session {
  normalized_power: number
  training_stress_score: number
  intensity_factor: number
  threshold_power: number
}

interface Decoded {
  device: Session
  points: AnalyticsPoint[]
  streams: MovingStreams
  fields: WorkoutFields
}

async function decode(file: string): Promise<Decoded> {
  const data = (await new FitParser({ force: true, mode: 'list' }).parseAsync(readFileSync(path.join(DIR, file)) as Buffer<ArrayBuffer>)) as unknown as {
    sessions: Session[]
    records: { timestamp?: Date | string; heart_rate?: number; power?: number }[]
  }
  const device = data.sessions[0]!
  const points = data.records.filter((r) => r.timestamp !== undefined).map((r) => ({ t: new Date(r.timestamp!).getTime(), hr: r.heart_rate, power: r.power }))
  // The device's own FTP, so IF and TSS weigh the same NP against the same threshold.
  const { fields } = analyzeWorkout({ points }, { thresholds: { ftp: device.threshold_power } })
  return { device, points, streams: resample(points), fields }
}

const off = (ours: number, theirs: number) => Math.abs(ours / theirs - 1)

/** NP with the 30 s window restarted after each pause instead of running across it. */
function npRestartedAtPauses(s: MovingStreams): number {
  const power = s.power!
  let total = 0
  let windows = 0
  for (let g = 0; g < s.segments.length; g++) {
    const seg = Array.from(power.subarray(s.segments[g]!, s.segments[g + 1] ?? s.seconds)).filter((v) => !Number.isNaN(v))
    let sum = 0
    for (let i = 0; i < seg.length; i++) {
      sum += seg[i]! - (i >= 30 ? seg[i - 30]! : 0)
      if (i >= 29) {
        total += (sum / 30) ** 4
        windows++
      }
    }
  }
  return (total / windows) ** 0.25
}

/** Files whose devices count NP as the contract does: NP within 1 %, TSS within 3 %. */
const SAME_NP = [
  'Edge810-Vector-2013-08-16-15-35-10.fit',
  'sample-activity-indoor-trainer.fit',
  'garmin-edge-510-example.fit',
  'garmin-edge-530-bpg.fit',
  'elemnt-bolt-no-application-id-inside-developer-data-id.fit',
]
const ELEMNT = '2019-02-17-062644-ELEMNT-297E-195-0.fit'
const decoded = new Map<string, Decoded>()

beforeAll(async () => {
  for (const f of [...SAME_NP, ELEMNT]) decoded.set(f, await decode(f))
})

describe('against the figures head units computed (FIT session messages)', () => {
  it.each(SAME_NP)('%s: normalized power within 1 % of the device', (file) => {
    const d = decoded.get(file)!
    expect(d.points.length).toBeGreaterThan(100)
    expect(off(d.fields.normalized_power!, d.device.normalized_power)).toBeLessThan(0.01)
    expect(off(d.fields.intensity_factor!, d.device.intensity_factor)).toBeLessThan(0.01)
  })

  it.each(SAME_NP.filter((f) => !f.startsWith('elemnt-bolt')))('%s: TSS within 3 % of the device', (file) => {
    const d = decoded.get(file)!
    expect(off(d.fields.tss, d.device.training_stress_score)).toBeLessThan(0.03)
  })

  it('the ELEMNT BOLT counts TSS over its NP windows only: 1.5 over 103 s where healthd counts 132 s (2.0)', () => {
    // A 2-minute ride shows the difference by definition: the device's TSS is its IF over the
    // seconds of its full 30 s windows, 132 - 29 = 103: 0.735² × 103 / 3600 × 100 = 1.55 → 1.5.
    // The contract counts moving time: 0.738² × 132 / 3600 × 100 = 2.0.
    const d = decoded.get('elemnt-bolt-no-application-id-inside-developer-data-id.fit')!
    expect(d.fields.duration_seconds).toBe(132)
    expect(d.fields.tss).toBe(2)
    const deviceWay = (d.device.intensity_factor ** 2 * (d.fields.duration_seconds - 29)) / 36
    expect(Math.round(deviceWay * 10) / 10).toBe(d.device.training_stress_score)
  })

  it('the Wahoo ELEMNT (2019) restarts the 30 s window after each of its 45 pauses: 2.2 % under its NP by the contract, within 0.5 % its way', () => {
    const d = decoded.get(ELEMNT)!
    expect(d.streams.segments.length).toBe(46)
    const ours = d.fields.normalized_power!
    expect(ours / d.device.normalized_power - 1).toBeCloseTo(-0.022, 3)
    expect(off(npRestartedAtPauses(d.streams), d.device.normalized_power)).toBeLessThan(0.005)
    // The Garmin Edge 530 ride (29 pauses) runs the window across pauses, as the contract does:
    // restarting it there would move NP 1 % away from that device's figure.
    const edge = decoded.get('garmin-edge-530-bpg.fit')!
    expect(off(npRestartedAtPauses(edge.streams), edge.device.normalized_power)).toBeGreaterThan(
      off(edge.fields.normalized_power!, edge.device.normalized_power),
    )
  })
})
