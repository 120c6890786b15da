// Which format a file is, from its first bytes (and, for a zip, its member names): `format=auto`.
import { constants, gunzipSync } from 'node:zlib'
import type { ImportFormat } from './types.js'

/** How many first bytes detection wants: enough for Apple's prolog, whose DTD runs to about 10 KB. */
export const DETECT_BYTES = 64 * 1024

export const isZip = (b: Buffer): boolean => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && ((b[2] === 3 && b[3] === 4) || (b[2] === 5 && b[3] === 6))
export const isGzip = (b: Buffer): boolean => b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b
export const isFit = (b: Buffer): boolean => b.length >= 12 && (b[0] === 12 || b[0] === 14) && b.toString('latin1', 8, 12) === '.FIT'

const XML_ROOTS: Record<string, ImportFormat> = { HealthData: 'apple_health', gpx: 'gpx', TrainingCenterDatabase: 'tcx' }

/** The root element's local name of an XML prefix (after declaration, comments, DOCTYPE), or null. */
export function xmlRootName(text: string): string | null {
  let s = text.replace(/^\uFEFF/, '')
  for (;;) {
    s = s.trimStart()
    if (s.startsWith('<?')) {
      const end = s.indexOf('?>')
      if (end < 0) return null
      s = s.slice(end + 2)
    } else if (s.startsWith('<!--')) {
      const end = s.indexOf('-->')
      if (end < 0) return null
      s = s.slice(end + 3)
    } else if (s.startsWith('<!DOCTYPE')) {
      // The DOCTYPE names the root; trust it when the internal subset runs past the prefix.
      const name = /^<!DOCTYPE\s+([\w.:-]+)/.exec(s)?.[1]
      const bracket = s.indexOf('[')
      const gt = s.indexOf('>')
      let end = -1
      if (gt >= 0 && (bracket < 0 || gt < bracket)) end = gt + 1
      else if (bracket >= 0) {
        const close = /\]\s*>/.exec(s.slice(bracket))
        if (close) end = bracket + close.index + close[0].length
      }
      if (end < 0) return name ? (name.split(':').pop() ?? null) : null
      s = s.slice(end)
    } else {
      const m = /^<([A-Za-z_][\w.:-]*)/.exec(s)
      return m ? m[1]!.split(':').pop()! : null
    }
  }
}

/**
 * The format of a file from its first bytes (pass DETECT_BYTES of them, or the whole file if shorter):
 * a FIT header, an XML root (HealthData, gpx, TrainingCenterDatabase), a gzip of one of those (by what
 * it starts with once inflated), or `zip`: a zip is Apple Health or a bulk export by its members, which
 * `zipFormat` (names) or `detectZipFormat` (a file's central directory) decide. Null: none of these.
 */
export function detectFormat(firstBytes: Buffer): ImportFormat | null {
  if (isZip(firstBytes)) return 'zip'
  if (isFit(firstBytes)) return 'fit'
  if (isGzip(firstBytes)) {
    let inner: Buffer
    try {
      // A prefix inflates as far as it goes; 16 KiB of it is plenty, and the bound stops a gzip bomb.
      inner = gunzipSync(firstBytes.subarray(0, 16 * 1024), { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: 4 * 1024 * 1024 })
    } catch {
      return null
    }
    if (isGzip(inner) || isZip(inner)) return null
    return detectFormat(inner)
  }
  const root = xmlRootName(firstBytes.toString('utf8'))
  return root ? (XML_ROOTS[root] ?? null) : null
}

/** An Apple Health export.zip holds `apple_health_export/export.xml`; any other zip is a bulk export. */
export function zipFormat(memberNames: Iterable<string>): ImportFormat {
  for (const name of memberNames) if (/^(?:[^/]+\/)?export\.xml$/i.test(name)) return 'apple_health'
  return 'zip'
}
