// 1 Hz moving streams kept compactly (what an import stores so a workout's fields can be computed
// again without its file): each stream one little-endian uint16 per moving second, in tenths of a
// unit (bpm, W), NO_VALUE where the stream has none. Two bytes a second: a 4-hour ride's heart
// rate and power are 115 KB. Devices record whole bpm and watts, so they come back exactly; a
// fractional sample is kept to 0.1. An import analyses the streams as they come back from this
// form, so a re-computation reproduces its figures exactly.
import type { MovingStreams } from './types.js'

/** The stored value of a second without a value. */
export const NO_VALUE = 0xffff
/** Stored units per unit of the stream. */
const SCALE = 10
/** The highest value kept (6553.4 W, 6553.4 bpm); above it a value is kept as this. */
const MAX_STORED = NO_VALUE - 1

export interface CompactStreams {
  /** moving seconds */
  seconds: number
  /** the first second of each stretch between pauses */
  segments: number[]
  /** `seconds` uint16 little-endian each; null when the workout has no such stream */
  hr: Uint8Array | null
  power: Uint8Array | null
}

function pack(values: Float64Array | null): Uint8Array | null {
  if (!values) return null
  const out = new Uint8Array(values.length * 2)
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!
    const q = Number.isNaN(v) ? NO_VALUE : Math.min(MAX_STORED, Math.max(0, Math.round(v * SCALE)))
    out[2 * i] = q & 0xff
    out[2 * i + 1] = q >> 8
  }
  return out
}

function unpack(bytes: Uint8Array | null, seconds: number): Float64Array | null {
  if (!bytes) return null
  if (bytes.length !== seconds * 2) throw new Error(`a stream of ${bytes.length} bytes for ${seconds} seconds`)
  const out = new Float64Array(seconds)
  for (let i = 0; i < seconds; i++) {
    const q = bytes[2 * i]! | (bytes[2 * i + 1]! << 8)
    out[i] = q === NO_VALUE ? Number.NaN : q / SCALE
  }
  return out
}

/** Moving streams to their stored form. */
export function compactStreams(ms: MovingStreams): CompactStreams {
  return { seconds: ms.seconds, segments: [...ms.segments], hr: pack(ms.hr), power: pack(ms.power) }
}

/**
 * Stored streams back to moving streams starting at `start` (ms; the activity's start, which
 * history and training load are keyed by). `end` is left unknown: the activity keeps its own.
 */
export function expandStreams(c: CompactStreams | null | undefined, start: number): MovingStreams {
  if (!c) return { start, end: null, seconds: 0, segments: new Uint32Array(0), hr: null, power: null }
  return { start, end: null, seconds: c.seconds, segments: Uint32Array.from(c.segments), hr: unpack(c.hr, c.seconds), power: unpack(c.power, c.seconds) }
}
