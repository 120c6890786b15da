// Imports: the upload's write path. The body is streamed to the file store (hashed and counted,
// never whole in memory), its format told from its bytes, and the import stored queued for the
// worker; the same bytes again for the same user answer the earlier import and keep nothing new.
import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import type { WriteContext } from '../../db/write-context.js'
import { AppError, errors } from '../../errors.js'
import type { ImportFormat } from '../../imports/formats/types.js'
import { getUser } from '../users/index.js'
import { type FileStore, UploadAborted, UploadTooLarge, type Received } from './file-store.js'
import type { ImportReader } from './reader.js'
import { insertImport } from './repository.js'

export interface CreateImport {
  projectId: string
  userId: string
  format: ImportFormat | 'auto'
  provider: string | null
  body: Readable
  /** The Content-Length header, when sent: a body declared too large is refused before it is read. */
  contentLength: number | undefined
  /**
   * Called once the bytes are in, with their digest, before anything is stored: true when the
   * request has been answered already (an Idempotency-Key's earlier response sent again).
   */
  answered?(sha256: string): Promise<boolean>
}

export class ImportsService {
  private onQueued: () => void = () => {}

  constructor(
    private readonly ctx: Pick<WriteContext, 'db'>,
    readonly store: FileStore,
    readonly reader: ImportReader,
    private readonly maxBytes: number,
  ) {}

  /** Called whenever an import was queued (the worker's wake-up). */
  whenQueued(fn: () => void): void {
    this.onQueued = fn
  }

  private tooLarge(): AppError {
    // The rest of the body is not read: the connection closes after the answer.
    return new AppError(413, `the file is larger than IMPORT_MAX_BYTES (${this.maxBytes} bytes)`, { connection: 'close' })
  }

  /**
   * Receives an upload: the import as JSON text, `created` (202) or the earlier import of the same
   * bytes (200); undefined when `answered` answered the request.
   */
  async create(c: CreateImport): Promise<{ json: string; created: boolean } | undefined> {
    if (c.contentLength !== undefined && c.contentLength > this.maxBytes) throw this.tooLarge()
    const user = await getUser(this.ctx.db, c.projectId, c.userId)
    if (!user) throw errors.userNotFound()
    let got: Received
    try {
      got = await this.store.receive(c.body, this.maxBytes)
    } catch (err) {
      if (err instanceof UploadTooLarge) throw this.tooLarge()
      if (err instanceof UploadAborted) throw errors.badRequest('the upload was cut off before its end')
      throw err
    }
    let kept = false
    try {
      if (got.bytes === 0) throw errors.badRequest('the body is empty: send the file itself as the body')
      if (c.answered && (await c.answered(got.sha256))) return undefined
      const format = c.format === 'auto' ? await this.detect(got) : c.format
      const importId = randomUUID()
      await this.store.adopt(got.tmp, importId)
      kept = true
      const r = await insertImport(this.ctx.db, {
        projectId: c.projectId,
        userId: c.userId,
        importId,
        format,
        provider: c.provider,
        tz: user.tz_offset ?? 0,
        bytes: got.bytes,
        sha256: got.sha256,
        store: this.store.id,
        file: importId,
      }).catch(async (err: unknown) => {
        await this.store.remove(importId)
        throw err
      })
      if (r.created) this.onQueued()
      else await this.store.remove(importId)
      return r
    } finally {
      if (!kept) await rm(got.tmp, { force: true })
    }
  }

  /** The format of a received file, from its bytes; 400 when it is none healthd reads. */
  private async detect(got: Received): Promise<ImportFormat> {
    let format: ImportFormat | null
    try {
      format = await this.reader.detect(got.tmp)
    } catch {
      // A zip whose member list cannot be read: it is a zip, and its import fails when it is read.
      format = got.head.subarray(0, 2).toString('latin1') === 'PK' ? 'zip' : null
    }
    if (!format) {
      throw errors.badRequest(
        'the file is in no format healthd reads: send an Apple Health export (export.zip or export.xml), a FIT, GPX or TCX file, or a zip of them (or name its format with ?format=)',
      )
    }
    return format
  }
}
