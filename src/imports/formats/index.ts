// The device-file parsers' entry: detect a stored upload's format and stream its records. Pure reading
// of files (no HTTP, no SQL); the import pipeline applies what comes out.
import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { parseAppleHealthXml, type AppleHealthOptions } from './apple-health.js'
import { DETECT_BYTES, detectFormat, isGzip, isZip } from './detect.js'
import { collectFit, parseFitBuffer, parseFitFile } from './fit.js'
import { parseGpx } from './gpx.js'
import { parseTcx } from './tcx.js'
import { ImportFormatError, type ImportFormat, type ImportRecord } from './types.js'
import { detectZipFormat, gunzipped, parseAppleHealthZip, parseBulkZip } from './zip.js'

export { appleDate, parseAppleHealthXml, type AppleHealthOptions } from './apple-health.js'
export { DETECT_BYTES, detectFormat, xmlRootName, zipFormat } from './detect.js'
export { FIT_MAX_BYTES, fitSource, parseFitBuffer, parseFitFile } from './fit.js'
export { parseGpx } from './gpx.js'
export { appleSport, fitSport, textSport } from './sport.js'
export { parseTcx } from './tcx.js'
export * from './types.js'
export { detectZipFormat, parseAppleHealthZip, parseBulkZip, zipMemberNames } from './zip.js'

/**
 * Bytes read from disk at a time: each chunk's records are in memory at once. 256 KiB chunks were no
 * faster than 64 KiB (200 MB export: 6.0-11.8 s against 5.4-7.0 s, on a loaded machine) and held
 * some 35 MB more RSS.
 */
const CHUNK = 64 * 1024

/** The first DETECT_BYTES of a file (fewer if it is shorter). */
export async function readHead(file: string, bytes = DETECT_BYTES): Promise<Buffer> {
  const handle = await open(file)
  try {
    const buf = Buffer.alloc(bytes)
    const { bytesRead } = await handle.read(buf, 0, bytes, 0)
    return buf.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** A file's format from its bytes (a zip by its central directory); null when it is none healthd reads. */
export async function detectFileFormat(file: string): Promise<ImportFormat | null> {
  const format = detectFormat(await readHead(file))
  return format === 'zip' ? detectZipFormat(file) : format
}

function bytesOf(file: string, gzip: boolean): AsyncIterable<Buffer> {
  const stream = createReadStream(file, { highWaterMark: CHUNK }) as AsyncIterable<Buffer>
  return gzip ? gunzipped(stream, 'the file') : stream
}

export interface ParsedImport {
  /** The format read (never `auto`). */
  format: ImportFormat
  /**
   * The records, streamed: the file is read as they are consumed. Iterating throws ImportFormatError
   * when the file is not what its format says (truncated, corrupt, another format): the import fails
   * and writes nothing. A bad record inside a good file comes as a SkippedRecord instead.
   */
  records: AsyncGenerator<ImportRecord>
}

export interface ParseImportOptions {
  appleHealth?: AppleHealthOptions
}

/**
 * Reads a stored upload as `format`, or detects it (`auto`): FIT, GPX, TCX and Apple Health's
 * export.xml, each also gzipped; Apple Health's export.zip; a bulk zip of FIT/GPX/TCX (a bare .gz of one
 * such file counts as a bulk of one). Throws ImportFormatError at once when `auto` recognises nothing.
 */
export async function parseImport(file: string, format: ImportFormat | 'auto', options: ParseImportOptions = {}): Promise<ParsedImport> {
  const head = await readHead(file)
  let chosen: ImportFormat
  if (format === 'auto') {
    const detected = detectFormat(head)
    if (!detected) throw new ImportFormatError(unknownFormat(head))
    chosen = detected === 'zip' ? await detectZipFormat(file) : detected
  } else {
    chosen = format
  }
  return { format: chosen, records: dispatch(file, chosen, head, options) }
}

function unknownFormat(head: Buffer): string {
  if (head.length === 0) return 'the file is empty'
  if (isGzip(head)) return 'a gzip of something that is not a FIT, GPX, TCX or Apple Health file'
  return 'not a format healthd reads: expected an Apple Health export (zip or export.xml), FIT, GPX, TCX or a zip of them'
}

async function* dispatch(file: string, format: ImportFormat, head: Buffer, options: ParseImportOptions): AsyncGenerator<ImportRecord> {
  const gzip = isGzip(head)
  switch (format) {
    case 'apple_health':
      if (isZip(head)) yield* parseAppleHealthZip(file, options.appleHealth)
      else yield* parseAppleHealthXml(bytesOf(file, gzip), options.appleHealth)
      return
    case 'fit':
      yield* gzip ? await parseFitBuffer(await collectFit(bytesOf(file, true), 'FIT file'), 'FIT file') : await parseFitFile(file)
      return
    case 'gpx':
      yield* parseGpx(bytesOf(file, gzip))
      return
    case 'tcx':
      yield* parseTcx(bytesOf(file, gzip))
      return
    case 'zip': {
      if (isZip(head)) {
        yield* parseBulkZip(file)
        return
      }
      const inner = gzip ? detectFormat(head) : null
      if (!inner || inner === 'zip') throw new ImportFormatError('not a zip (nor a gzip of one FIT, GPX or TCX file)')
      yield* dispatch(file, inner, head, options)
      return
    }
  }
}
