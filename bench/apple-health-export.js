// A generated Apple Health export.xml of a given size, written streaming (a 1 GB file never sits in
// memory), from the seeded generator (bench/random.js), so every machine writes the same bytes. Shaped
// like a real export: the iOS 16 prolog (its malformed DTD), the Me element, then Records grouped by
// type in date order (an iPhone and an Apple Watch both counting steps; heart rate every few minutes
// and every 10 s in workouts; active and basal energy; distance; resting heart rate; HRV with its
// beat list; weight; sleep stages; mindful sessions), then Workouts with WorkoutStatistics, then
// ActivitySummaries. Used by bench/import-parse.js and by the import bench through the API.
//
//   node bench/apple-health-export.js --mb 100 --out /tmp/export.xml [--seed 1] [--control-chars] [--zip]
//
// --zip            also write export.zip beside it, as the Health app shares it
//                  (apple_health_export/export.xml, deflated, streamed: no zip64, so under 4 GiB)
// --control-chars  put the iOS 16 export's stray control characters (\x0B, \x1A) in some attribute
//                  values: healthd strips them; a plain XML parser stops at the first one.
import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { crc32, createDeflateRaw } from 'node:zlib'
import { seeded } from './random.js'

const DAY = 86_400_000
const FIRST_DAY = Date.UTC(2016, 0, 1)
const PHONE = 'Ana’s iPhone'
const WATCH = 'Ana’s Apple Watch'
const PHONE_DEVICE = '&lt;&lt;HKDevice: 0x283a1c0a0&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5, software:16.1&gt;'
const WATCH_DEVICE = '&lt;&lt;HKDevice: 0x283a1c1e0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:9.1&gt;'

const pad = (n) => String(n).padStart(2, '0')
/** Apple's "2023-01-02 07:00:00 +0100" (every date at +0100 here). */
function appleTime(ms) {
  const d = new Date(ms + 3_600_000)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0100`
}

const PROLOG = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
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
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!ATTLIST Record
  type          CDATA #REQUIRED
>
<!ELEMENT VisionPrescription ((RightEye|LeftEye|Attachment|MetadataEntry)*)>
<!ATTLIST VisionPrescription
  type             CDATA #REQUIRED
  dateIssued       CDATA #REQUIRED
  expirationDate   CDATA #REQUIRED
  brand            CDATA #IMPLIED

]>
<HealthData locale="en_US">
 <ExportDate value="2023-09-01 12:00:00 +0100"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-04-01" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>
`

function record(type, watch, unit, start, end, value, children = '', mark = '') {
  const [source, version, device] = watch ? [WATCH, '9.1', WATCH_DEVICE] : [PHONE, '16.1', PHONE_DEVICE]
  const open = ` <Record type="${type}" sourceName="${source}${mark}" sourceVersion="${version}" device="${device}"${unit ? ` unit="${unit}"` : ''} creationDate="${appleTime(end + 30_000)}" startDate="${appleTime(start)}" endDate="${appleTime(end)}" value="${value}"`
  return children ? `${open}>\n${children}\n </Record>\n` : `${open}/>\n`
}

/** The day's workout (most days have one), the same for every type's pass: its own seeded generator. */
function workoutOf(day, seed) {
  const rnd = seeded(seed * 7919 + day)
  if (rnd() < 0.3) return null
  const start = FIRST_DAY + day * DAY + (6 + Math.floor(rnd() * 12)) * 3_600_000 + Math.floor(rnd() * 60) * 60_000
  const minutes = 25 + Math.floor(rnd() * 50)
  const kinds = ['Running', 'Cycling', 'Walking', 'TraditionalStrengthTraining', 'Yoga', 'Swimming', 'Hiking']
  return { start, end: start + minutes * 60_000, type: kinds[Math.floor(rnd() * kinds.length)], kcal: Math.round(minutes * (6 + rnd() * 6)) }
}

/** Each type's pass writes that type's records for one day; counts go to `counts`. */
const PASSES = [
  [
    'HKQuantityTypeIdentifierStepCount',
    (day, rnd, out, w) => {
      // The phone and the watch both count the same walking: overlapping samples of two sources.
      for (let i = 0; i < 70; i++) {
        const s = day + (7 * 60 + i * 13 + Math.floor(rnd() * 8)) * 60_000
        out.push(record('HKQuantityTypeIdentifierStepCount', false, 'count', s, s + 600_000, 20 + Math.floor(rnd() * 900)))
        out.push(record('HKQuantityTypeIdentifierStepCount', true, 'count', s + 30_000, s + 540_000, 15 + Math.floor(rnd() * 850), '', w))
      }
      return 140
    },
  ],
  [
    'HKQuantityTypeIdentifierDistanceWalkingRunning',
    (day, rnd, out) => {
      for (let i = 0; i < 70; i++) {
        const s = day + (7 * 60 + i * 13) * 60_000
        out.push(record('HKQuantityTypeIdentifierDistanceWalkingRunning', false, 'km', s, s + 600_000, (rnd() * 0.6).toFixed(5)))
      }
      return 70
    },
  ],
  [
    'HKQuantityTypeIdentifierActiveEnergyBurned',
    (day, rnd, out) => {
      for (let i = 0; i < 240; i++) {
        const s = day + (6 * 60 + i * 4) * 60_000
        out.push(record('HKQuantityTypeIdentifierActiveEnergyBurned', true, 'Cal', s, s + 60_000, (rnd() * 3).toFixed(3)))
      }
      return 240
    },
  ],
  [
    'HKQuantityTypeIdentifierBasalEnergyBurned',
    (day, rnd, out) => {
      for (let i = 0; i < 240; i++) {
        const s = day + i * 6 * 60_000
        out.push(record('HKQuantityTypeIdentifierBasalEnergyBurned', true, 'Cal', s, s + 360_000, (5 + rnd()).toFixed(3)))
      }
      return 240
    },
  ],
  [
    'HKQuantityTypeIdentifierHeartRate',
    (day, rnd, out, _mark, workout) => {
      let n = 0
      for (let m = 0; m < 24 * 60; m += 5) {
        const t = day + m * 60_000 + Math.floor(rnd() * 60_000)
        if (workout && t >= workout.start && t <= workout.end) continue
        out.push(
          record(
            'HKQuantityTypeIdentifierHeartRate',
            true,
            'count/min',
            t,
            t,
            55 + Math.floor(rnd() * 40),
            ' <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>',
          ),
        )
        n++
      }
      if (workout) {
        for (let t = workout.start; t <= workout.end; t += 10_000) {
          out.push(record('HKQuantityTypeIdentifierHeartRate', true, 'count/min', t, t, 120 + Math.floor(rnd() * 50)))
          n++
        }
      }
      return n
    },
  ],
  [
    'HKQuantityTypeIdentifierRestingHeartRate',
    (day, rnd, out) => {
      out.push(record('HKQuantityTypeIdentifierRestingHeartRate', true, 'count/min', day, day + DAY - 1000, 48 + Math.floor(rnd() * 10)))
      return 1
    },
  ],
  [
    'HKQuantityTypeIdentifierHeartRateVariabilitySDNN',
    (day, rnd, out) => {
      for (let i = 0; i < 4; i++) {
        const s = day + (2 + i * 5) * 3_600_000
        const beats = Array.from(
          { length: 8 },
          (_, k) => `   <InstantaneousBeatsPerMinute bpm="${60 + Math.floor(rnd() * 10)}" time="${2 + i * 5}:0${k}:0${k}.51 AM"/>`,
        ).join('\n')
        out.push(
          record(
            'HKQuantityTypeIdentifierHeartRateVariabilitySDNN',
            true,
            'ms',
            s,
            s + 60_000,
            (20 + rnd() * 60).toFixed(3),
            `  <HeartRateVariabilityMetadataList>\n${beats}\n  </HeartRateVariabilityMetadataList>`,
          ),
        )
      }
      return 4
    },
  ],
  [
    'HKQuantityTypeIdentifierBodyMass',
    (day, rnd, out, w) => {
      if ((day / DAY) % 7 !== 0) return 0
      out.push(record('HKQuantityTypeIdentifierBodyMass', false, 'lb', day + 7 * 3_600_000, day + 7 * 3_600_000, (140 + rnd() * 10).toFixed(1), '', w))
      return 1
    },
  ],
  [
    'HKCategoryTypeIdentifierSleepAnalysis',
    (day, rnd, out) => {
      const bed = day - 2 * 3_600_000 + Math.floor(rnd() * 90) * 60_000
      out.push(record('HKCategoryTypeIdentifierSleepAnalysis', false, '', bed, bed + 8 * 3_600_000, 'HKCategoryValueSleepAnalysisInBed'))
      let t = bed + 15 * 60_000
      let n = 1
      const stages = ['AsleepCore', 'AsleepDeep', 'AsleepCore', 'AsleepREM', 'Awake']
      while (t < bed + 7.5 * 3_600_000) {
        const len = (5 + Math.floor(rnd() * 40)) * 60_000
        out.push(record('HKCategoryTypeIdentifierSleepAnalysis', true, '', t, t + len, `HKCategoryValueSleepAnalysis${stages[n % stages.length]}`))
        t += len
        n++
      }
      return n
    },
  ],
  [
    'HKCategoryTypeIdentifierMindfulSession',
    (day, rnd, out) => {
      if (rnd() < 0.7) return 0
      const s = day + 12 * 3_600_000
      out.push(record('HKCategoryTypeIdentifierMindfulSession', true, '', s, s + 300_000, ''))
      return 1
    },
  ],
]

function workoutXml(w) {
  const span = `startDate="${appleTime(w.start)}" endDate="${appleTime(w.end)}"`
  return ` <Workout workoutActivityType="HKWorkoutActivityType${w.type}" duration="${(w.end - w.start) / 60_000}" durationUnit="min" sourceName="${WATCH}" sourceVersion="9.1" device="${WATCH_DEVICE}" creationDate="${appleTime(w.end)}" ${span}>
  <MetadataEntry key="HKIndoorWorkout" value="0"/>
  <WorkoutEvent type="HKWorkoutEventTypeSegment" date="${appleTime(w.start)}" duration="10" durationUnit="min"/>
  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" ${span} sum="${w.kcal}" unit="kcal"/>
  <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" ${span} average="145" minimum="110" maximum="171" unit="count/min"/>
  <WorkoutRoute sourceName="${WATCH}" sourceVersion="9.1" ${span}>
   <FileReference path="/workout-routes/route_${new Date(w.start).toISOString().slice(0, 10)}.gpx"/>
  </WorkoutRoute>
 </Workout>
`
}

/** Roughly what one day of all the passes weighs, to choose the number of days for a target size. */
function bytesPerDay(seed) {
  let bytes = 0
  const sample = 14
  for (let d = 0; d < sample; d++) {
    for (const [, pass] of PASSES) {
      const out = []
      pass(FIRST_DAY + d * DAY, seeded(seed + d), out, '', workoutOf(d, seed))
      bytes += out.reduce((s, x) => s + Buffer.byteLength(x), 0)
    }
    bytes += workoutOf(d, seed) ? 1400 : 0
  }
  return bytes / sample + 330 // + the day's ActivitySummary
}

/**
 * Writes the export to `file`; resolves to what it holds (for a bench to check against):
 * { bytes, days, records: { type: count }, workouts, elements } (elements: Record + Workout).
 */
export async function writeAppleHealthExport(file, { megabytes = 100, seed = 1, controlChars = false } = {}) {
  const days = Math.max(1, Math.round((megabytes * 1024 * 1024) / bytesPerDay(seed)))
  const stream = createWriteStream(file)
  let bytes = 0
  let pending = []
  let pendingBytes = 0
  const write = async (text) => {
    pending.push(text)
    pendingBytes += text.length
    if (pendingBytes < 1 << 20) return
    const chunk = Buffer.from(pending.join(''))
    pending = []
    pendingBytes = 0
    bytes += chunk.length
    if (!stream.write(chunk)) await once(stream, 'drain')
  }
  await write(PROLOG)
  const records = {}
  for (const [type, pass] of PASSES) {
    const rnd = seeded(seed * 31 + type.length)
    let n = 0
    for (let d = 0; d < days; d++) {
      const out = []
      // Every 997th record-day gets a stray control character in its source name (iOS 16).
      const mark = controlChars && d % 997 === 3 ? '\u000B' : ''
      n += pass(FIRST_DAY + d * DAY, rnd, out, mark, workoutOf(d, seed))
      for (const x of out) await write(x)
    }
    records[type] = n
  }
  let workouts = 0
  for (let d = 0; d < days; d++) {
    const w = workoutOf(d, seed)
    if (!w) continue
    await write(workoutXml(w))
    workouts++
  }
  for (let d = 0; d < days; d++) {
    const date = new Date(FIRST_DAY + d * DAY).toISOString().slice(0, 10)
    await write(
      ` <ActivitySummary dateComponents="${date}" activeEnergyBurned="512.3" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="Cal" appleMoveTime="0" appleMoveTimeGoal="0" appleExerciseTime="32" appleExerciseTimeGoal="30" appleStandHours="11" appleStandHoursGoal="12"/>\n`,
    )
  }
  await write('</HealthData>\n')
  const last = Buffer.from(pending.join(''))
  bytes += last.length
  stream.end(last)
  await once(stream, 'finish')
  const elements = Object.values(records).reduce((s, n) => s + n, 0) + workouts
  return { bytes, days, records, workouts, elements }
}

/**
 * Zips `xmlFile` as Apple's export.zip (apple_health_export/export.xml), streaming: the local header
 * defers sizes and CRC to a data descriptor, the central directory has them.
 */
export async function zipExport(xmlFile, zipFile) {
  const out = createWriteStream(zipFile)
  const name = Buffer.from('apple_health_export/export.xml')
  const put = async (buf) => {
    if (!out.write(buf)) await once(out, 'drain')
  }
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt16LE(0x0808, 6) // data descriptor, UTF-8 names
  local.writeUInt16LE(8, 8)
  local.writeUInt16LE(name.length, 26)
  await put(Buffer.concat([local, name]))
  let crc = 0
  let size = 0
  let packed = 0
  const deflate = createDeflateRaw({ level: 6 })
  const reading = (async () => {
    for await (const chunk of createReadStream(xmlFile, { highWaterMark: 1 << 20 })) {
      crc = crc32(chunk, crc)
      size += chunk.length
      if (!deflate.write(chunk)) await once(deflate, 'drain')
    }
    deflate.end()
  })()
  for await (const chunk of deflate) {
    packed += chunk.length
    await put(chunk)
  }
  await reading
  const descriptor = Buffer.alloc(16)
  descriptor.writeUInt32LE(0x08074b50, 0)
  descriptor.writeUInt32LE(crc >>> 0, 4)
  descriptor.writeUInt32LE(packed, 8)
  descriptor.writeUInt32LE(size, 12)
  await put(descriptor)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 4)
  central.writeUInt16LE(20, 6)
  central.writeUInt16LE(0x0808, 8)
  central.writeUInt16LE(8, 10)
  central.writeUInt32LE(crc >>> 0, 16)
  central.writeUInt32LE(packed, 20)
  central.writeUInt32LE(size, 24)
  central.writeUInt16LE(name.length, 28)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(46 + name.length, 12)
  end.writeUInt32LE(30 + name.length + packed + 16, 16)
  out.end(Buffer.concat([central, name, end]))
  await once(out, 'finish')
  return { bytes: 30 + name.length + packed + 16 + 46 + name.length + 22 }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2)
  const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
  const out = opt('--out', '/tmp/export.xml')
  const started = performance.now()
  const info = await writeAppleHealthExport(out, {
    megabytes: Number(opt('--mb', '100')),
    seed: Number(opt('--seed', '1')),
    controlChars: args.includes('--control-chars'),
  })
  console.log(
    `${out}: ${(info.bytes / 1024 / 1024).toFixed(1)} MB, ${info.days} days, ${info.elements.toLocaleString('en')} records and workouts, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  if (args.includes('--zip')) {
    const zipFile = `${out.replace(/\.xml$/, '')}.zip`
    const { bytes } = await zipExport(out, zipFile)
    console.log(`${zipFile}: ${(bytes / 1024 / 1024).toFixed(1)} MB`)
  }
}
