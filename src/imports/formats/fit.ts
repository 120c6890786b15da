// FIT activity files (Garmin, Wahoo, Coros, Polar, Suunto) through fit-file-parser: each session is one
// workout, with the record messages in its span as points and the device's own NP/TSS/IF kept.
import { open } from 'node:fs/promises'
import FitParser, { getFitGarminProductDisplayName } from 'fit-file-parser'
import { fitSport } from './sport.js'
import { ImportFormatError, type DeviceFigures, type ImportRecord, type StreamPoint, type WorkoutRecord } from './types.js'

/**
 * The largest FIT file read. fit-file-parser decodes a whole buffer into objects (a few hundred bytes a
 * record), so 16 MiB (about 400,000 one-second records, four and a half days) stays near 150 MB of heap.
 */
export const FIT_MAX_BYTES = 16 * 1024 * 1024

type Msg = Record<string, unknown>

const number = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
const time = (v: unknown): number | undefined => (v instanceof Date && Number.isFinite(v.getTime()) ? v.getTime() : undefined)
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined)

const MANUFACTURERS: Record<string, string> = {
  garmin: 'Garmin',
  wahoo_fitness: 'Wahoo',
  coros: 'COROS',
  polar_electro: 'Polar',
  polar: 'Polar',
  suunto: 'Suunto',
  hammerhead: 'Hammerhead',
  bryton: 'Bryton',
  stages_cycling: 'Stages',
  zwift: 'Zwift',
  strava: 'Strava',
  apple: 'Apple',
  stryd: 'Stryd',
  sigmasport: 'Sigma',
  lezyne: 'Lezyne',
  development: 'FIT device',
}

function manufacturerName(m: unknown): string | undefined {
  const s = text(m)
  if (!s) return undefined
  return MANUFACTURERS[s] ?? s.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())
}

/**
 * "Garmin Forerunner 265" when the file says which product, else the manufacturer: from file_id, or the
 * creator's device_info when file_id names no product.
 */
export function fitSource(fileId: Msg | undefined, creator: Msg | undefined): string {
  const maker = manufacturerName(fileId?.manufacturer) ?? manufacturerName(creator?.manufacturer)
  let product = text(fileId?.product_name) ?? text(creator?.product_name)
  if (!product && maker === 'Garmin') {
    const id = number(fileId?.product) ?? number(fileId?.garmin_product) ?? number(creator?.product)
    // The profile tells case sizes apart ("Forerunner 265 Large"); the watch is the same one.
    product = id === undefined ? undefined : getFitGarminProductDisplayName(id)?.replace(/ (Large|Small)$/, '')
  }
  if (!product) return maker ?? 'FIT'
  if (!maker || product.toLowerCase().startsWith(maker.toLowerCase())) return product
  return `${maker} ${product}`
}

function point(r: Msg): StreamPoint | null {
  const t = time(r.timestamp)
  if (t === undefined) return null
  const p: StreamPoint = { t }
  const set = (key: Exclude<keyof StreamPoint, 't'>, v: unknown) => {
    const n = number(v)
    if (n !== undefined) p[key] = n
  }
  set('hr', r.heart_rate)
  set('power', r.power)
  set('cadence', r.cadence)
  set('speed', r.enhanced_speed ?? r.speed)
  set('distance', r.distance)
  set('altitude', r.enhanced_altitude ?? r.altitude)
  const lat = number(r.position_lat)
  const lon = number(r.position_long)
  if (lat !== undefined && lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180) {
    p.lat = lat
    p.lon = lon
  }
  return p
}

function deviceFigures(s: Msg): DeviceFigures | undefined {
  const d: DeviceFigures = {}
  for (const key of ['normalized_power', 'training_stress_score', 'intensity_factor', 'threshold_power'] as const) {
    const v = number(s[key])
    if (v !== undefined) d[key] = v
  }
  return Object.keys(d).length > 0 ? d : undefined
}

function sessionWorkout(s: Msg, points: StreamPoint[], source: string): WorkoutRecord | null {
  const start = time(s.start_time) ?? points[0]?.t
  if (start === undefined) return null
  const elapsed = number(s.total_elapsed_time)
  const end = elapsed !== undefined ? start + elapsed * 1000 : (time(s.timestamp) ?? points[points.length - 1]?.t ?? start)
  const w: WorkoutRecord = { kind: 'workout', source, sport: fitSport(s.sport, s.sub_sport), start, end, points }
  const duration = number(s.total_timer_time) ?? elapsed
  if (duration !== undefined) w.duration_seconds = duration
  const fields: [keyof WorkoutRecord, unknown][] = [
    ['calories', s.total_calories],
    ['distance_m', s.total_distance],
    ['average_hr', s.avg_heart_rate],
    ['max_hr', s.max_heart_rate],
    ['average_power', s.avg_power],
  ]
  for (const [key, v] of fields) {
    const n = number(v)
    if (n !== undefined) (w as unknown as Record<string, number>)[key] = n
  }
  const device = deviceFigures(s)
  if (device) w.device = device
  return w
}

/** A FIT file's bytes as workouts; a FIT file that is not an activity yields one SkippedRecord. */
export async function parseFitBuffer(bytes: Buffer, name = 'FIT file'): Promise<ImportRecord[]> {
  if (bytes.length > FIT_MAX_BYTES) throw new ImportFormatError(`${name} is ${bytes.length} bytes, over the ${FIT_MAX_BYTES}-byte limit for a FIT file`)
  if (bytes.length < 12 || bytes.toString('latin1', 8, 12) !== '.FIT') throw new ImportFormatError(`${name} is not a FIT file (no ".FIT" in its header)`)
  let data: Record<string, unknown>
  try {
    // force: false checks the header and file CRCs, so a corrupt or truncated file fails here.
    data = (await new FitParser({ force: false, mode: 'list' }).parseAsync(bytes as Buffer<ArrayBuffer>)) as unknown as Record<string, unknown>
  } catch (e) {
    throw new ImportFormatError(`${name} is not a readable FIT file: ${e instanceof Error ? e.message : String(e)}`)
  }
  const list = (key: string) => (Array.isArray(data[key]) ? (data[key] as Msg[]) : [])
  const fileId = list('file_ids')[0]
  const creator = list('device_infos').find((d) => d.device_index === 'creator' || d.device_index === 0)
  const source = fitSource(fileId, creator)
  const points = list('records')
    .map(point)
    .filter((p): p is StreamPoint => p !== null)
    .sort((a, b) => a.t - b.t)
  const sessions = list('sessions')
  if (sessions.length === 0) {
    // Some recorders write records without a session message: the records alone make the workout.
    if (points.length > 0) return [sessionWorkout({}, points, source)!]
    return [{ kind: 'skipped', at: name, error: `FIT file of type ${text(fileId?.type) ?? 'unknown'} holds no activity` }]
  }
  const out: ImportRecord[] = []
  const ordered = sessions.map((s) => ({ s, start: time(s.start_time) })).sort((a, b) => (a.start ?? 0) - (b.start ?? 0))
  for (const [i, { s, start }] of ordered.entries()) {
    // One session: every record is its own. Several (a triathlon): the records in each one's span.
    let own = points
    if (ordered.length > 1 && start !== undefined) {
      const next = ordered[i + 1]?.start ?? Number.POSITIVE_INFINITY
      const elapsed = number(s.total_elapsed_time)
      const until = elapsed !== undefined ? Math.min(next, start + elapsed * 1000 + 1) : next
      own = points.filter((p) => p.t >= start && p.t < until)
    }
    const w = sessionWorkout(s, own, source)
    out.push(w ?? { kind: 'skipped', at: `${name} session ${i + 1}`, error: 'session has no start time' })
  }
  return out
}

/** Reads a FIT file from disk (refusing one over FIT_MAX_BYTES before reading it) and parses it. */
export async function parseFitFile(path: string, name = 'FIT file'): Promise<ImportRecord[]> {
  const handle = await open(path)
  try {
    const { size } = await handle.stat()
    if (size > FIT_MAX_BYTES) throw new ImportFormatError(`${name} is ${size} bytes, over the ${FIT_MAX_BYTES}-byte limit for a FIT file`)
    return await parseFitBuffer(await handle.readFile(), name)
  } finally {
    await handle.close()
  }
}

/** Collects a stream (a zip member, a gunzipped file) into a buffer, failing once it passes FIT_MAX_BYTES. */
export async function collectFit(input: AsyncIterable<Buffer>, name: string): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of input) {
    size += chunk.length
    if (size > FIT_MAX_BYTES) throw new ImportFormatError(`${name} is over the ${FIT_MAX_BYTES}-byte limit for a FIT file`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}
