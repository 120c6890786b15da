// Where uploaded files wait until the worker has read them: DATA_DIR/imports/. An upload is
// streamed to a file of its own while it is hashed and counted (never held whole in memory); an
// upload over the limit, or one the client abandons, leaves nothing behind. The directory's id
// (kept in it) names the store in the imports table, so a process runs only the imports whose
// files it can read: processes that share a DATA_DIR share the store.
import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

/** The first bytes of an upload, kept to tell its format. */
const HEAD_BYTES = 64 * 1024
const ID_FILE = '.store-id'
const UPLOAD_PREFIX = '.upload-'

export class UploadTooLarge extends Error {
  override name = 'UploadTooLarge'
}
export class UploadAborted extends Error {
  override name = 'UploadAborted'
}

export interface Received {
  /** The temporary file holding the bytes (adopt() gives it its name). */
  tmp: string
  bytes: number
  /** Hex SHA-256 of the bytes. */
  sha256: string
  /** The first bytes (up to 64 KiB). */
  head: Buffer
}

export class FileStore {
  readonly id: string

  /** Opens (creating it when absent) the store in `dataDir`/imports. */
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    const idFile = path.join(dir, ID_FILE)
    let id: string
    try {
      id = readFileSync(idFile, 'utf8').trim()
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
      id = randomUUID()
      try {
        writeFileSync(idFile, `${id}\n`, { flag: 'wx', mode: 0o600 })
      } catch (e) {
        // Another process of the same DATA_DIR made it first: its id is the store's.
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
        id = readFileSync(idFile, 'utf8').trim()
      }
    }
    this.id = id
  }

  static inDataDir(dataDir: string): FileStore {
    return new FileStore(path.join(dataDir, 'imports'))
  }

  path(name: string): string {
    return path.join(this.dir, name)
  }

  /**
   * Streams `body` to a temporary file, hashing and counting it. Rejects with UploadTooLarge past
   * `maxBytes` (the rest of the body is left unread, for the answer to go out first) and with
   * UploadAborted when the client goes away; either way the file is removed. The body stream is
   * never destroyed here: that would cut the connection before the answer.
   */
  receive(body: Readable, maxBytes: number): Promise<Received> {
    const tmp = path.join(this.dir, `${UPLOAD_PREFIX}${randomUUID()}`)
    const hash = createHash('sha256')
    const head: Buffer[] = []
    let headBytes = 0
    let bytes = 0
    const out = createWriteStream(tmp, { flags: 'wx', mode: 0o600, flush: true })
    return new Promise<Received>((resolve, reject) => {
      let settled = false
      const detach = () => {
        body.off('data', onData)
        body.off('end', onEnd)
        body.off('error', onError)
        body.off('close', onClose)
      }
      const fail = (err: Error) => {
        if (settled) return
        settled = true
        detach()
        // Unread, the rest of the body is discarded as it arrives (the answer closes the connection).
        body.resume()
        out.destroy()
        rm(tmp, { force: true }).then(
          () => reject(err),
          () => reject(err),
        )
      }
      const onData = (chunk: Buffer) => {
        bytes += chunk.length
        if (bytes > maxBytes) return fail(new UploadTooLarge(`the file is larger than ${maxBytes} bytes`))
        hash.update(chunk)
        if (headBytes < HEAD_BYTES) {
          head.push(chunk.subarray(0, HEAD_BYTES - headBytes))
          headBytes += Math.min(chunk.length, HEAD_BYTES - headBytes)
        }
        if (!out.write(chunk)) {
          body.pause()
          out.once('drain', () => body.resume())
        }
      }
      const onEnd = () => {
        if (settled) return
        settled = true
        detach()
        out.end(() => resolve({ tmp, bytes, sha256: hash.digest('hex'), head: Buffer.concat(head) }))
      }
      const onError = () => fail(new UploadAborted('the upload was cut off'))
      const onClose = () => {
        if (!body.readableEnded) fail(new UploadAborted('the upload was cut off'))
      }
      out.on('error', (err) => fail(err))
      body.on('data', onData)
      body.on('end', onEnd)
      body.on('error', onError)
      body.on('close', onClose)
    })
  }

  /** Gives a received file its name in the store. */
  async adopt(tmp: string, name: string): Promise<void> {
    await rename(tmp, this.path(name))
  }

  async remove(name: string): Promise<void> {
    await rm(this.path(name), { force: true })
  }

  /**
   * Removes what no import waits for: files of imports that finished or whose user was erased, and
   * uploads cut off by a crash. Files younger than `graceMs` are left (an upload being received,
   * or one whose import row is being committed).
   */
  async sweep(waiting: ReadonlySet<string>, graceMs: number): Promise<number> {
    let removed = 0
    const now = Date.now()
    for (const name of await readdir(this.dir)) {
      if (name === ID_FILE || waiting.has(name)) continue
      const file = this.path(name)
      const s = await stat(file).catch(() => undefined)
      if (!s?.isFile() || now - s.mtimeMs < (name.startsWith(UPLOAD_PREFIX) ? Math.max(graceMs, 24 * 3_600_000) : graceMs)) continue
      await rm(file, { force: true })
      removed++
    }
    return removed
  }
}
