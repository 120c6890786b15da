// TCX (Garmin Training Center), streamed: each <Activity> is one workout, totals from its Laps, points
// from its Trackpoints (heart rate, cadence, and the ActivityExtension's Watts and Speed).
import { textSport } from './sport.js'
import { isoTime, num, sourceText, trackWorkout } from './track.js'
import type { ImportRecord, StreamPoint, WorkoutRecord } from './types.js'
import { streamXml, type XmlContext, type XmlHandler } from './xml.js'

interface ActivityDraft {
  sport?: string
  id?: number
  at: string
  start?: number
  seconds: number
  calories?: number
  distance?: number
  /** heart rate and power averages weighted by lap time */
  hrWeighted: number
  hrSeconds: number
  maxHr?: number
  wattsWeighted: number
  wattsSeconds: number
  creator?: string
  points: StreamPoint[]
  untimed: number
}

interface LapDraft {
  seconds?: number
  avgHr?: number
  avgWatts?: number
}

class TcxHandler implements XmlHandler {
  private readonly stack: string[] = []
  private chars = ''
  private activity: ActivityDraft | null = null
  private lap: LapDraft | null = null
  private point: { p: Partial<StreamPoint>; time?: string } | null = null
  /** Activities whose file names no device: they wait for the file's Author. */
  private readonly waiting: WorkoutRecord[] = []
  private author?: string

  constructor(
    private readonly ctx: XmlContext<ImportRecord>,
    private readonly at: string,
  ) {}

  open(name: string, a: Record<string, string>): void {
    this.stack.push(name)
    this.chars = ''
    if (name === 'Activity' && this.stack.includes('Activities')) {
      this.activity = {
        sport: a.Sport,
        at: `${this.at}line ${this.ctx.line()}`,
        seconds: 0,
        hrWeighted: 0,
        hrSeconds: 0,
        wattsWeighted: 0,
        wattsSeconds: 0,
        points: [],
        untimed: 0,
      }
    } else if (!this.activity) {
      return
    } else if (name === 'Lap') {
      this.lap = {}
      const start = isoTime(a.StartTime)
      if (start !== undefined && (this.activity.start === undefined || start < this.activity.start)) this.activity.start = start
    } else if (name === 'Trackpoint') {
      this.point = { p: {} }
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
    if (name === 'Name' && parent === 'Author') this.author = sourceText(value)
    const act = this.activity
    if (!act) return
    if (this.point) {
      const p = this.point.p
      const v = num(value)
      if (name === 'Trackpoint') this.closePoint(act)
      else if (name === 'Time' && parent === 'Trackpoint') this.point.time = value
      else if (v === undefined) return
      else if (name === 'LatitudeDegrees' && Math.abs(v) <= 90) p.lat = v
      else if (name === 'LongitudeDegrees' && Math.abs(v) <= 180) p.lon = v
      else if (name === 'AltitudeMeters') p.altitude = v
      else if (name === 'DistanceMeters') p.distance = v
      else if (name === 'Value' && parent === 'HeartRateBpm') p.hr = v
      else if (name === 'Cadence' || name === 'RunCadence') p.cadence = v
      else if (name === 'Watts') p.power = v
      else if (name === 'Speed') p.speed = v
      return
    }
    const v = num(value)
    if (this.lap && parent === 'Lap') {
      if (name === 'TotalTimeSeconds' && v !== undefined) this.lap.seconds = v
      else if (name === 'Calories' && v !== undefined) act.calories = (act.calories ?? 0) + v
      else if (name === 'DistanceMeters' && v !== undefined) act.distance = (act.distance ?? 0) + v
    } else if (this.lap && name === 'Value' && v !== undefined) {
      if (parent === 'AverageHeartRateBpm') this.lap.avgHr = v
      else if (parent === 'MaximumHeartRateBpm') act.maxHr = Math.max(act.maxHr ?? 0, v)
    } else if (this.lap && name === 'AvgWatts' && v !== undefined) {
      this.lap.avgWatts = v
    } else if (name === 'Lap' && this.lap) {
      this.closeLap(act, this.lap)
    } else if (name === 'Id' && parent === 'Activity') {
      act.id = isoTime(value)
    } else if (name === 'Name' && parent === 'Creator') {
      act.creator = sourceText(value)
    } else if (name === 'Activity') {
      this.closeActivity(act)
    }
  }

  private closePoint(act: ActivityDraft): void {
    const { p, time } = this.point!
    this.point = null
    const t = isoTime(time)
    if (t === undefined) act.untimed++
    else act.points.push({ ...p, t })
  }

  private closeLap(act: ActivityDraft, lap: LapDraft): void {
    this.lap = null
    const s = lap.seconds ?? 0
    act.seconds += s
    if (lap.avgHr !== undefined && s > 0) {
      act.hrWeighted += lap.avgHr * s
      act.hrSeconds += s
    }
    if (lap.avgWatts !== undefined && s > 0) {
      act.wattsWeighted += lap.avgWatts * s
      act.wattsSeconds += s
    }
  }

  private closeActivity(act: ActivityDraft): void {
    this.activity = null
    if (act.untimed > 0) this.ctx.emit({ kind: 'skipped', at: act.at, error: `${act.untimed} trackpoint(s) without a readable <Time> left out` })
    const w = trackWorkout(act.creator ?? 'TCX', textSport(act.sport), act.points, {
      start: act.start ?? act.id,
      duration_seconds: act.seconds > 0 ? act.seconds : undefined,
      calories: act.calories,
      distance_m: act.distance,
      average_hr: act.hrSeconds > 0 ? act.hrWeighted / act.hrSeconds : undefined,
      max_hr: act.maxHr,
      average_power: act.wattsSeconds > 0 ? act.wattsWeighted / act.wattsSeconds : undefined,
    })
    if (!w) this.ctx.emit({ kind: 'skipped', at: act.at, error: 'activity has no start time' })
    else if (act.creator) this.ctx.emit(w)
    else this.waiting.push(w)
  }

  end(): void {
    for (const w of this.waiting) this.ctx.emit({ ...w, source: this.author ?? 'TCX' })
  }
}

/** A TCX file as workouts, one per Activity. `at` prefixes SkippedRecord.at (a zip member's name). */
export function parseTcx(input: AsyncIterable<Buffer | string>, at = ''): AsyncGenerator<ImportRecord> {
  return streamXml<ImportRecord>(input, 'TCX', ['TrainingCenterDatabase'], (ctx) => new TcxHandler(ctx, at))
}
