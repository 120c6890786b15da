// Zips from disk through yauzl, one member streamed at a time: Apple Health's export.zip and the bulk
// exports of Strava and Garmin (FIT, GPX, TCX, gzipped or not, Garmin's zips inside the zip).
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { crc32, createGunzip } from 'node:zlib'
import yauzl from 'yauzl'
import { parseAppleHealthXml, type AppleHealthOptions } from './apple-health.js'
import { zipFormat } from './detect.js'
import { collectFit, parseFitBuffer } from './fit.js'
import { parseGpx } from './gpx.js'
import { parseTcx } from './tcx.js'
import { ImportFormatError, type ImportFormat, type ImportRecord } from './types.js'

/** A system error (ENOENT, EIO) stays what it is; anything else yauzl or zlib says is about the bytes. */
export function asFormatError(e: unknown, what: string): Error {
  if (e instanceof ImportFormatError) return e
  const err = e instanceof Error ? e : new Error(String(e))
  const code = (err as NodeJS.ErrnoException).code
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code) && code !== 'ERR_OUT_OF_RANGE') return err
  return new ImportFormatError(`${what}: ${err.message}`)
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true }, (err, zip) => {
      if (err) reject(asFormatError(err, 'not a readable zip'))
      else resolve(zip)
    })
  })
}

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const done = () => {
      zip.off('entry', onEntry)
      zip.off('end', onEnd)
      zip.off('error', onError)
    }
    const onEntry = (e: yauzl.Entry) => {
      done()
      resolve(e)
    }
    const onEnd = () => {
      done()
      resolve(null)
    }
    const onError = (err: Error) => {
      done()
      reject(asFormatError(err, 'not a readable zip'))
    }
    zip.on('entry', onEntry)
    zip.on('end', onEnd)
    zip.on('error', onError)
    zip.readEntry()
  })
}

/** Every entry of a zip, in central-directory order; the zip is closed when the iteration ends. */
async function* entries(file: string): AsyncGenerator<{ zip: yauzl.ZipFile; entry: yauzl.Entry }> {
  const zip = await openZip(file)
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) yield { zip, entry }
  } finally {
    zip.close()
  }
}

/**
 * One member's bytes, inflated as they are read and checked against the CRC-32 the zip states (yauzl
 * checks sizes, not CRCs); zlib's and yauzl's errors become ImportFormatError.
 */
async function* memberBytes(zip: yauzl.ZipFile, entry: yauzl.Entry): AsyncGenerator<Buffer> {
  const what = `zip member ${entry.fileName}`
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (err, s) => (err ? reject(asFormatError(err, what)) : resolve(s))),
  )
  let crc = 0
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      crc = crc32(chunk, crc)
      yield chunk
    }
  } catch (e) {
    throw asFormatError(e, what)
  } finally {
    ;(stream as NodeJS.ReadableStream & { destroy(): void }).destroy()
  }
  if (crc >>> 0 !== entry.crc32 >>> 0) throw new ImportFormatError(`${what} is corrupt (CRC-32 mismatch)`)
}

/** A byte stream through gunzip, its zlib errors (truncated, not gzip) as ImportFormatError. */
export async function* gunzipped(input: AsyncIterable<Buffer>, what: string): AsyncGenerator<Buffer> {
  const gunzip = createGunzip()
  const feeding = pipeline(input, gunzip).catch((e: unknown) => {
    gunzip.destroy(e instanceof Error ? e : new Error(String(e)))
  })
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) yield chunk
  } catch (e) {
    throw asFormatError(e, `${what} is not a readable gzip`)
  } finally {
    gunzip.destroy()
    await feeding
  }
}

/** The member names in a zip's central directory (no member is inflated). */
export async function zipMemberNames(file: string): Promise<string[]> {
  const names: string[] = []
  for await (const { entry } of entries(file)) names.push(entry.fileName)
  return names
}

/** `apple_health` or `zip` for a zip on disk, from its central directory. */
export async function detectZipFormat(file: string): Promise<ImportFormat> {
  return zipFormat(await zipMemberNames(file))
}

/** Apple Health export.zip: its export.xml streamed out of the zip into the Apple Health parser. */
export async function* parseAppleHealthZip(file: string, options: AppleHealthOptions = {}): AsyncGenerator<ImportRecord> {
  for await (const { zip, entry } of entries(file)) {
    if (!/^(?:[^/]+\/)?export\.xml$/i.test(entry.fileName)) continue
    yield* parseAppleHealthXml(memberBytes(zip, entry), { at: `${entry.fileName} `, ...options })
    return
  }
  throw new ImportFormatError('not an Apple Health export: the zip holds no apple_health_export/export.xml')
}

type MemberKind = 'fit' | 'gpx' | 'tcx' | 'zip'

/** What a bulk-export member is by its name (`.fit`, `.gpx.gz`, `.tcx`, a zip inside the zip), or null. */
export function memberKind(name: string): { kind: MemberKind; gzip: boolean } | null {
  const base = name.split('/').pop() ?? ''
  if (!base || base.startsWith('._') || name.startsWith('__MACOSX/')) return null
  const m = /\.(fit|gpx|tcx|zip)(\.gz)?$/i.exec(base)
  return m ? { kind: m[1]!.toLowerCase() as MemberKind, gzip: m[2] !== undefined } : null
}

/** One member's records, read whole before any is yielded, so a bad member yields only its SkippedRecord. */
async function memberRecords(kind: 'fit' | 'gpx' | 'tcx', bytes: AsyncIterable<Buffer>, name: string): Promise<ImportRecord[]> {
  if (kind === 'fit') return parseFitBuffer(await collectFit(bytes, name), name)
  const out: ImportRecord[] = []
  for await (const r of kind === 'gpx' ? parseGpx(bytes, `${name} `) : parseTcx(bytes, `${name} `)) out.push(r)
  return out
}

/** How deep zips inside the bulk zip are opened (Garmin's export puts its FIT files in zips inside). */
const MAX_NESTING = 2

/**
 * A bulk export: every FIT, GPX and TCX member (and their .gz), each parsed in turn; a member that is
 * not what its name says → one SkippedRecord naming it, and the rest goes on. Zips inside are copied
 * to a temporary file (yauzl needs random access) and read the same way.
 */
export async function* parseBulkZip(file: string, prefix = '', depth = 0): AsyncGenerator<ImportRecord> {
  // Apple's export.zip holds GPX files too (its workout routes): read as a bulk export it would give
  // workouts without their data, so it is refused from its central directory before any member is read.
  if (depth === 0 && (await detectZipFormat(file)) === 'apple_health') {
    throw new ImportFormatError('this zip is an Apple Health export, not a bulk export: import it with format apple_health (or auto)')
  }
  let found = 0
  for await (const { zip, entry } of entries(file)) {
    const name = `${prefix}${entry.fileName}`
    const member = memberKind(entry.fileName)
    if (!member || entry.fileName.endsWith('/')) continue
    found++
    let bytes: AsyncIterable<Buffer> = memberBytes(zip, entry)
    if (member.gzip) bytes = gunzipped(bytes, name)
    if (member.kind === 'zip') {
      if (depth + 1 >= MAX_NESTING) {
        yield { kind: 'skipped', at: name, error: 'zip nested too deep' }
        continue
      }
      yield* nestedZip(bytes, name, depth + 1)
      continue
    }
    let records: ImportRecord[]
    try {
      records = await memberRecords(member.kind, bytes, name)
    } catch (e) {
      if (!(e instanceof ImportFormatError)) throw e
      records = [{ kind: 'skipped', at: name, error: e.message }]
    }
    yield* records
  }
  if (found === 0 && depth === 0) throw new ImportFormatError('not a bulk export: the zip holds no FIT, GPX or TCX file')
}

async function* nestedZip(bytes: AsyncIterable<Buffer>, name: string, depth: number): AsyncGenerator<ImportRecord> {
  const dir = await mkdtemp(path.join(tmpdir(), 'healthd-zip-'))
  try {
    const copy = path.join(dir, 'member.zip')
    try {
      await pipeline(bytes, createWriteStream(copy))
    } catch (e) {
      if (!(e instanceof ImportFormatError)) throw e
      yield { kind: 'skipped', at: name, error: e.message }
      return
    }
    try {
      yield* parseBulkZip(copy, `${name}/`, depth)
    } catch (e) {
      if (!(e instanceof ImportFormatError)) throw e
      yield { kind: 'skipped', at: name, error: e.message }
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
