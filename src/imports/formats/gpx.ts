// GPX (1.0 and 1.1), streamed: each <trk> is one workout, its <trkpt>s the points, with Garmin's
// TrackPointExtension (gpxtpx:hr, gpxtpx:cad) and the power extensions Strava and others write.
import { textSport } from './sport.js'
import { isoTime, num, sourceText, trackWorkout } from './track.js'
import type { ImportRecord, StreamPoint } from './types.js'
import { streamXml, type XmlContext, type XmlHandler } from './xml.js'

/** Extension elements (local names) and the point field each fills. */
const EXTENSIONS: Record<string, 'hr' | 'cadence' | 'power' | 'speed'> = {
  hr: 'hr',
  heartrate: 'hr',
  cad: 'cadence',
  cadence: 'cadence',
  power: 'power',
  PowerInWatts: 'power',
  watts: 'power',
  Watts: 'power',
  speed: 'speed',
}

class GpxHandler implements XmlHandler {
  private source = 'GPX'
  private readonly stack: string[] = []
  private chars = ''
  private track: { type?: string; points: StreamPoint[]; untimed: number; at: string } | null = null
  private point: { p: Partial<StreamPoint>; time?: string } | null = null

  constructor(
    private readonly ctx: XmlContext<ImportRecord>,
    private readonly at: string,
  ) {}

  open(name: string, a: Record<string, string>): void {
    this.stack.push(name)
    this.chars = ''
    if (name === 'gpx') {
      this.source = sourceText(a.creator) ?? this.source
    } else if (name === 'trk') {
      this.track = { points: [], untimed: 0, at: `${this.at}line ${this.ctx.line()}` }
    } else if (name === 'trkpt' && this.track) {
      const p: Partial<StreamPoint> = {}
      const lat = num(a.lat)
      const lon = num(a.lon)
      if (lat !== undefined && lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180) {
        p.lat = lat
        p.lon = lon
      }
      this.point = { p }
    }
  }

  text(t: string): void {
    this.chars += t
  }

  close(name: string): void {
    this.stack.pop()
    const parent = this.stack[this.stack.length - 1]
    const value = this.chars
    this.chars = ''
    if (this.point) {
      if (name === 'trkpt') this.closePoint()
      else if (name === 'time' && parent === 'trkpt') this.point.time = value
      else if (name === 'ele' && parent === 'trkpt') this.set('altitude', value)
      else if (name === 'speed' && parent === 'trkpt') this.set('speed', value)
      else if (EXTENSIONS[name] && this.stack.includes('extensions')) this.set(EXTENSIONS[name], value)
      return
    }
    if (!this.track) return
    if (name === 'type' && parent === 'trk') this.track.type = value
    else if (name === 'trk') this.closeTrack()
  }

  private set(key: 'altitude' | 'speed' | 'hr' | 'cadence' | 'power', value: string): void {
    const v = num(value)
    if (v !== undefined && this.point) this.point.p[key] = v
  }

  private closePoint(): void {
    const { p, time } = this.point!
    this.point = null
    const t = isoTime(time)
    if (t === undefined) {
      this.track!.untimed++
      return
    }
    this.track!.points.push({ ...p, t })
  }

  private closeTrack(): void {
    const { type, points, untimed, at } = this.track!
    this.track = null
    if (untimed > 0) this.ctx.emit({ kind: 'skipped', at, error: `${untimed} track point(s) without a readable <time> left out` })
    const workout = trackWorkout(this.source, textSport(type), points, {})
    if (!workout) this.ctx.emit({ kind: 'skipped', at, error: 'track has no timed point' })
    else this.ctx.emit(workout)
  }
}

/** A GPX file as workouts, one per track. `at` prefixes SkippedRecord.at (a zip member's name). */
export function parseGpx(input: AsyncIterable<Buffer | string>, at = ''): AsyncGenerator<ImportRecord> {
  return streamXml<ImportRecord>(input, 'GPX', ['gpx'], (ctx) => new GpxHandler(ctx, at))
}
