// Real device files written by the tests themselves: a FIT encoder (header, definition and data
// messages, CRC-16, written here from the FIT protocol, not with the parser's own encoder), GPX with
// Garmin's TrackPointExtension, TCX with heart rate and Watts, Apple Health export.xml (with the iOS 16
// defects on request), and zips (stored or deflated members) for export.zip and bulk exports.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32, deflateRawSync, gzipSync } from 'node:zlib'
import type { StreamPoint } from '../../src/imports/formats/types.js'

// ---------------------------------------------------------------- FIT

const FIT_EPOCH_S = 631_065_600 // 1989-12-31T00:00:00Z
const CRC_TABLE = [0x0000, 0xcc01, 0xd801, 0x1400, 0xf001, 0x3c00, 0x2800, 0xe401, 0xa001, 0x6c00, 0x7800, 0xb401, 0x5000, 0x9c01, 0x8801, 0x4400]

/** FIT's CRC-16 (the protocol's nibble-table form). */
export function fitCrc(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0
  for (let i = start; i < end; i++) {
    const byte = bytes[i]!
    let tmp = CRC_TABLE[crc & 0xf]!
    crc = (crc >> 4) & 0x0fff
    crc = crc ^ tmp ^ CRC_TABLE[byte & 0xf]!
    tmp = CRC_TABLE[crc & 0xf]!
    crc = (crc >> 4) & 0x0fff
    crc = crc ^ tmp ^ CRC_TABLE[(byte >> 4) & 0xf]!
  }
  return crc
}

type BaseType = 'enum' | 'uint8' | 'uint16' | 'sint32' | 'uint32' | 'uint32z' | 'string'
const BASE: Record<BaseType, { id: number; size: number }> = {
  enum: { id: 0x00, size: 1 },
  uint8: { id: 0x02, size: 1 },
  uint16: { id: 0x84, size: 2 },
  sint32: { id: 0x85, size: 4 },
  uint32: { id: 0x86, size: 4 },
  uint32z: { id: 0x8c, size: 4 },
  string: { id: 0x07, size: 0 },
}
type Field = [number: number, type: BaseType, value: number | string | undefined]

const fitTime = (ms: number) => Math.round(ms / 1000) - FIT_EPOCH_S
const semicircles = (deg: number) => Math.round((deg * 2 ** 31) / 180)

class FitWriter {
  private readonly parts: Buffer[] = []
  private readonly defs = new Map<number, string>()

  message(global: number, local: number, fields: Field[]): void {
    const present = fields
      .filter(([, , v]) => v !== undefined)
      .map(([n, t, v]) => ({ n, t, v: v!, size: t === 'string' ? Buffer.byteLength(String(v)) + 1 : BASE[t].size }))
    const signature = `${global}:${present.map((f) => `${f.n}/${f.t}/${f.size}`).join(',')}`
    if (this.defs.get(local) !== signature) {
      const def = Buffer.alloc(6 + present.length * 3)
      def[0] = 0x40 | local
      def[2] = 0 // little endian
      def.writeUInt16LE(global, 3)
      def[5] = present.length
      present.forEach((f, i) => {
        def[6 + i * 3] = f.n
        def[7 + i * 3] = f.size
        def[8 + i * 3] = BASE[f.t].id
      })
      this.parts.push(def)
      this.defs.set(local, signature)
    }
    const data = Buffer.alloc(1 + present.reduce((s, f) => s + f.size, 0))
    data[0] = local
    let at = 1
    for (const f of present) {
      if (f.t === 'string') data.write(String(f.v), at, 'utf8')
      else if (f.t === 'enum' || f.t === 'uint8') data.writeUInt8(Number(f.v), at)
      else if (f.t === 'uint16') data.writeUInt16LE(Number(f.v), at)
      else if (f.t === 'sint32') data.writeInt32LE(Number(f.v), at)
      else data.writeUInt32LE(Number(f.v), at)
      at += f.size
    }
    this.parts.push(data)
  }

  close(): Buffer {
    const body = Buffer.concat(this.parts)
    const header = Buffer.alloc(14)
    header[0] = 14
    header[1] = 0x20 // protocol 2.0
    header.writeUInt16LE(2132, 2)
    header.writeUInt32LE(body.length, 4)
    header.write('.FIT', 8, 'latin1')
    header.writeUInt16LE(fitCrc(header, 0, 12), 12)
    const file = Buffer.concat([header, body, Buffer.alloc(2)])
    file.writeUInt16LE(fitCrc(file, 0, file.length - 2), file.length - 2)
    return file
  }
}

/** A point the encoder writes as a FIT record message: the parsers' own point shape. */
export type FitPoint = StreamPoint

export interface FitSession {
  /** FIT sport enum: 1 running, 2 cycling, 4 fitness_equipment, 10 training, 11 walking, 17 hiking */
  sport: number
  /** FIT sub_sport enum: 6 indoor_cycling, 14 indoor_rowing, 20 strength_training, 43 yoga */
  subSport?: number
  start: number
  elapsedSeconds: number
  timerSeconds?: number
  calories?: number
  distance?: number
  avgHr?: number
  maxHr?: number
  avgPower?: number
  normalizedPower?: number
  tss?: number
  intensityFactor?: number
  thresholdPower?: number
}

export interface FitFile {
  /** FIT manufacturer: 1 garmin, 32 wahoo_fitness */
  manufacturer: number
  product: number
  productName?: string
  /** file_id type: 4 activity, 9 weight */
  fileType?: number
  sessions: FitSession[]
  points: FitPoint[]
}

/** A FIT activity file: file_id, the creator's device_info, record messages, then the sessions. */
export function encodeFit(spec: FitFile): Buffer {
  const w = new FitWriter()
  const created = spec.sessions[0]?.start ?? spec.points[0]?.t ?? Date.UTC(2024, 0, 1)
  w.message(0, 0, [
    [0, 'enum', spec.fileType ?? 4],
    [1, 'uint16', spec.manufacturer],
    [2, 'uint16', spec.product],
    [3, 'uint32z', 123456789],
    [4, 'uint32', fitTime(created)],
    [8, 'string', spec.productName],
  ])
  w.message(23, 1, [
    [253, 'uint32', fitTime(created)],
    [0, 'uint8', 0],
    [2, 'uint16', spec.manufacturer],
    [4, 'uint16', spec.product],
    [27, 'string', spec.productName],
  ])
  for (const p of spec.points) {
    w.message(20, 2, [
      [253, 'uint32', fitTime(p.t)],
      [0, 'sint32', p.lat === undefined ? undefined : semicircles(p.lat)],
      [1, 'sint32', p.lon === undefined ? undefined : semicircles(p.lon)],
      [2, 'uint16', p.altitude === undefined ? undefined : Math.round((p.altitude + 500) * 5)],
      [3, 'uint8', p.hr],
      [4, 'uint8', p.cadence],
      [5, 'uint32', p.distance === undefined ? undefined : Math.round(p.distance * 100)],
      [6, 'uint16', p.speed === undefined ? undefined : Math.round(p.speed * 1000)],
      [7, 'uint16', p.power],
    ])
  }
  for (const s of spec.sessions) {
    w.message(18, 3, [
      [253, 'uint32', fitTime(s.start + s.elapsedSeconds * 1000)],
      [2, 'uint32', fitTime(s.start)],
      [5, 'enum', s.sport],
      [6, 'enum', s.subSport ?? 0],
      [7, 'uint32', Math.round(s.elapsedSeconds * 1000)],
      [8, 'uint32', Math.round((s.timerSeconds ?? s.elapsedSeconds) * 1000)],
      [9, 'uint32', s.distance === undefined ? undefined : Math.round(s.distance * 100)],
      [11, 'uint16', s.calories],
      [16, 'uint8', s.avgHr],
      [17, 'uint8', s.maxHr],
      [20, 'uint16', s.avgPower],
      [34, 'uint16', s.normalizedPower],
      [35, 'uint16', s.tss === undefined ? undefined : Math.round(s.tss * 10)],
      [36, 'uint16', s.intensityFactor === undefined ? undefined : Math.round(s.intensityFactor * 1000)],
      [45, 'uint16', s.thresholdPower],
    ])
  }
  return w.close()
}

/** A ride of `seconds` one-second points from `start`, with heart rate, power, cadence, speed and a path. */
export function ridePoints(start: number, seconds: number, opts: { hr?: boolean; power?: boolean; gps?: boolean } = {}): FitPoint[] {
  const { hr = true, power = true, gps = true } = opts
  const points: FitPoint[] = []
  for (let i = 0; i < seconds; i++) {
    points.push({
      t: start + i * 1000,
      ...(hr ? { hr: 120 + (i % 30) } : {}),
      ...(power ? { power: 200 + (i % 50) } : {}),
      cadence: 85,
      speed: 8.5,
      distance: i * 8.5,
      ...(gps ? { lat: 47.6 + i * 0.0001, lon: -52.8 + i * 0.0001, altitude: 100 + (i % 10) } : {}),
    })
  }
  return points
}

// ---------------------------------------------------------------- GPX and TCX

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

export interface TrackPoint {
  t?: number
  lat: number
  lon: number
  ele?: number
  hr?: number
  cad?: number
  power?: number
  /** written instead of the ISO time (a bad point) */
  rawTime?: string
}

export function gpx(opts: { creator?: string; tracks: { name?: string; type?: string; points: TrackPoint[] }[] }): string {
  const trk = opts.tracks.map((t) => {
    const pts = t.points.map((p) => {
      const ext =
        p.hr !== undefined || p.cad !== undefined || p.power !== undefined
          ? `<extensions>${p.power !== undefined ? `<power>${p.power}</power>` : ''}<gpxtpx:TrackPointExtension>${p.hr !== undefined ? `<gpxtpx:hr>${p.hr}</gpxtpx:hr>` : ''}${p.cad !== undefined ? `<gpxtpx:cad>${p.cad}</gpxtpx:cad>` : ''}</gpxtpx:TrackPointExtension></extensions>`
          : ''
      const time = p.rawTime ?? (p.t === undefined ? undefined : iso(p.t))
      return `   <trkpt lat="${p.lat}" lon="${p.lon}">${p.ele !== undefined ? `<ele>${p.ele}</ele>` : ''}${time !== undefined ? `<time>${time}</time>` : ''}${ext}</trkpt>`
    })
    return ` <trk>${t.name ? `<name>${esc(t.name)}</name>` : ''}${t.type ? `<type>${esc(t.type)}</type>` : ''}\n  <trkseg>\n${pts.join('\n')}\n  </trkseg>\n </trk>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx creator="${esc(opts.creator ?? 'Garmin Connect')}" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
 <metadata><time>${iso(opts.tracks[0]?.points[0]?.t ?? 0)}</time></metadata>
${trk.join('\n')}
</gpx>
`
}

export interface TcxLap {
  start: number
  seconds: number
  distance?: number
  calories?: number
  avgHr?: number
  maxHr?: number
  points: TrackPoint[]
}

export function tcx(opts: { sport: string; creator?: string; author?: string; laps: TcxLap[] }): string {
  const laps = opts.laps.map((l) => {
    const pts = l.points.map(
      (p) =>
        `     <Trackpoint><Time>${p.rawTime ?? iso(p.t!)}</Time><Position><LatitudeDegrees>${p.lat}</LatitudeDegrees><LongitudeDegrees>${p.lon}</LongitudeDegrees></Position>` +
        `${p.ele !== undefined ? `<AltitudeMeters>${p.ele}</AltitudeMeters>` : ''}${p.hr !== undefined ? `<HeartRateBpm><Value>${p.hr}</Value></HeartRateBpm>` : ''}` +
        `${p.cad !== undefined ? `<Cadence>${p.cad}</Cadence>` : ''}<Extensions><ns3:TPX><ns3:Speed>3.1</ns3:Speed>${p.power !== undefined ? `<ns3:Watts>${p.power}</ns3:Watts>` : ''}</ns3:TPX></Extensions></Trackpoint>`,
    )
    return `   <Lap StartTime="${iso(l.start)}">
    <TotalTimeSeconds>${l.seconds}</TotalTimeSeconds>${l.distance !== undefined ? `<DistanceMeters>${l.distance}</DistanceMeters>` : ''}${l.calories !== undefined ? `<Calories>${l.calories}</Calories>` : ''}
    ${l.avgHr !== undefined ? `<AverageHeartRateBpm><Value>${l.avgHr}</Value></AverageHeartRateBpm>` : ''}${l.maxHr !== undefined ? `<MaximumHeartRateBpm><Value>${l.maxHr}</Value></MaximumHeartRateBpm>` : ''}
    <Intensity>Active</Intensity><TriggerMethod>Manual</TriggerMethod>
    <Track>
${pts.join('\n')}
    </Track>
   </Lap>`
  })
  const creator = opts.creator
    ? `   <Creator xsi:type="Device_t"><Name>${esc(opts.creator)}</Name><UnitId>3999999999</UnitId><ProductID>4257</ProductID></Creator>\n`
    : ''
  const author = opts.author ? ` <Author xsi:type="Application_t"><Name>${esc(opts.author)}</Name></Author>\n` : ''
  return `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
 <Activities>
  <Activity Sport="${opts.sport}">
   <Id>${iso(opts.laps[0]?.start ?? 0)}</Id>
${laps.join('\n')}
${creator}  </Activity>
 </Activities>
${author}</TrainingCenterDatabase>
`
}

// ---------------------------------------------------------------- Apple Health

/** Apple's date form, "2023-01-02 07:00:00 +0100", at the given UTC offset in minutes. */
export function appleTime(ms: number, offsetMinutes = 60): string {
  const d = new Date(ms + offsetMinutes * 60_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  const sign = offsetMinutes < 0 ? '-' : '+'
  const off = Math.abs(offsetMinutes)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${sign}${pad(Math.floor(off / 60))}${pad(off % 60)}`
}

const attrs = (a: Record<string, string | number | undefined>) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(String(v))}"`)
    .join('')

const DEVICE = {
  iPhone: '&lt;&lt;HKDevice: 0x283a1c0a0&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5, software:16.1&gt;',
  watch: '&lt;&lt;HKDevice: 0x283a1c1e0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:9.1&gt;',
}

export function appleRecord(
  type: string,
  source: string,
  start: number,
  end: number,
  value: string | number | undefined,
  unit?: string,
  children = '',
): string {
  const device = /watch/i.test(source) ? DEVICE.watch : DEVICE.iPhone
  const open = `<Record${attrs({ type, sourceName: source, sourceVersion: '16.1', unit })} device="${device}"${attrs({ creationDate: appleTime(end), startDate: appleTime(start), endDate: appleTime(end), value })}`
  return children ? `${open}>\n${children}\n </Record>` : `${open}/>`
}

export interface AppleWorkout {
  type: string
  source: string
  start: number
  end: number
  /** iOS 16+ form: totals as WorkoutStatistics children; else as Workout attributes */
  statistics?: boolean
  kcal?: number
  km?: number
  avgHr?: number
  maxHr?: number
}

export function appleWorkout(w: AppleWorkout): string {
  const minutes = (w.end - w.start) / 60_000
  const head = `<Workout${attrs({
    workoutActivityType: w.type,
    duration: minutes,
    durationUnit: 'min',
    totalDistance: w.statistics ? undefined : w.km,
    totalDistanceUnit: w.statistics || w.km === undefined ? undefined : 'km',
    totalEnergyBurned: w.statistics ? undefined : w.kcal,
    totalEnergyBurnedUnit: w.statistics || w.kcal === undefined ? undefined : 'kcal',
    sourceName: w.source,
    sourceVersion: '9.1',
  })} device="${DEVICE.watch}"${attrs({ creationDate: appleTime(w.end), startDate: appleTime(w.start), endDate: appleTime(w.end) })}>`
  const span = attrs({ startDate: appleTime(w.start), endDate: appleTime(w.end) })
  const stats = w.statistics
    ? [
        w.kcal !== undefined ? `  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned"${span} sum="${w.kcal}" unit="kcal"/>` : '',
        w.avgHr !== undefined
          ? `  <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate"${span} average="${w.avgHr}" minimum="90" maximum="${w.maxHr ?? w.avgHr}" unit="count/min"/>`
          : '',
        w.km !== undefined ? `  <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning"${span} sum="${w.km}" unit="km"/>` : '',
      ]
        .filter(Boolean)
        .join('\n')
    : ''
  return `${head}
  <MetadataEntry key="HKIndoorWorkout" value="0"/>
  <WorkoutEvent type="HKWorkoutEventTypeSegment" date="${appleTime(w.start)}" duration="5" durationUnit="min"/>
${stats}
  <WorkoutRoute sourceName="${esc(w.source)}" sourceVersion="9.1"${span}>
   <FileReference path="/workout-routes/route_${w.start}.gpx"/>
  </WorkoutRoute>
 </Workout>`
}

/**
 * The iOS 16 export's prolog: an internal DTD whose ATTLIST for VisionPrescription is never closed and
 * whose Record attributes are declared twice; strict parsers stop at it ("syntax error: line 156").
 */
const IOS16_DTD = `<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 12 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!ATTLIST Record
  type          CDATA #REQUIRED
  device        CDATA #IMPLIED
>
<!ELEMENT VisionPrescription ((RightEye|LeftEye|Attachment|MetadataEntry)*)>
<!ATTLIST VisionPrescription
  type             CDATA #REQUIRED
  dateIssued       CDATA #REQUIRED
  expirationDate   CDATA #REQUIRED
  brand            CDATA #IMPLIED

<!ELEMENT RightEye EMPTY>
<!ATTLIST RightEye
  sphere          CDATA #IMPLIED
>
]>`

const PLAIN_DTD = `<!DOCTYPE HealthData [
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
]>`

/** A whole export.xml around `body` (Records, Workouts, ...), with the iOS 16 DTD by default. */
export function appleExport(body: string, opts: { ios16?: boolean } = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
${opts.ios16 === false ? PLAIN_DTD : IOS16_DTD}
<HealthData locale="en_US">
 <ExportDate value="2023-01-10 12:00:00 +0100"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-01-01" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>
${body}
</HealthData>
`
}

// ---------------------------------------------------------------- zip and gzip

export interface ZipMember {
  name: string
  data: Buffer | string
  /** stored (method 0) instead of deflated */
  store?: boolean
}

/** A zip file (no zip64): local headers, data, central directory, end record. */
export function zip(members: ZipMember[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const m of members) {
    const data = typeof m.data === 'string' ? Buffer.from(m.data) : m.data
    const packed = m.store ? data : deflateRawSync(data)
    const name = Buffer.from(m.name)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6)
    local.writeUInt16LE(m.store ? 0 : 8, 8)
    local.writeUInt16LE(0x6000, 10)
    local.writeUInt16LE(0x5621, 12)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(m.store ? 0 : 8, 10)
    central.writeUInt16LE(0x6000, 12)
    central.writeUInt16LE(0x5621, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, packed)
    centrals.push(central, name)
    offset += 30 + name.length + packed.length
  }
  const dir = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(members.length, 8)
  end.writeUInt16LE(members.length, 10)
  end.writeUInt32LE(dir.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, dir, end])
}

export const gzip = (data: Buffer | string): Buffer => gzipSync(typeof data === 'string' ? Buffer.from(data) : data)

// ---------------------------------------------------------------- files on disk

/** A temporary folder for one test file's uploads; `remove()` in afterAll. */
export function tempFiles(): { write(name: string, data: Buffer | string): string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'healthd-formats-'))
  return {
    write(name, data) {
      const file = path.join(dir, name)
      writeFileSync(file, data)
      return file
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = []
  for await (const item of items) out.push(item)
  return out
}
