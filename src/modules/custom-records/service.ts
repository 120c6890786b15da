// Custom records: the one write path of record types (create, change, delete, each change checked
// against the stored records) and of records (validated against their type in the transaction
// that holds it, written with their event and the DailySummary's job).
import { recordAudit, type Actor } from '../audit/index.js'
import { withTransaction } from '../../db/pool.js'
import { errors } from '../../errors.js'
import { notFoundUnder } from '../users/index.js'
import type { WriteContext } from '../../db/write-context.js'
import { checkDataSchema, dataError, ValidatorCache } from './data-schema.js'
import {
  countTypesLocked,
  deleteRecord,
  deleteType,
  firstOutOfRange,
  getType,
  hasRecords,
  insertType,
  recordDataBatch,
  toType,
  updateType,
  upsertRecord,
  type TypeFields,
  type TypeRow,
} from './repository.js'
import { sameJson } from '../../merge-patch.js'
import {
  MAX_TYPES_PER_PROJECT,
  type CustomRecordRequest,
  type CustomRecordType,
  type CustomRecordTypePatch,
  type CustomRecordTypeRequest,
  type ValueRange,
} from './schemas.js'

/** Records read per statement when a new data_schema is checked against a type's records. */
const CHECK_BATCH = 500

export type CustomRecordsContext = Pick<WriteContext, 'db' | 'wake'>

export interface RecordPut {
  projectId: string
  userId: string
  type: string
  recordId: string
  body: CustomRecordRequest
}

function checkRange(range: ValueRange | null | undefined, at: string): void {
  if (range && range.minimum !== undefined && range.maximum !== undefined && range.minimum > range.maximum) {
    throw errors.badRequest(`${at}/minimum must not be greater than ${at}/maximum`)
  }
}

/** Where a value lies outside a range: the message, else undefined. */
function rangeError(range: ValueRange | null, value: number, at: string): string | undefined {
  if (range?.minimum !== undefined && value < range.minimum) return `${at} must be >= ${range.minimum}`
  if (range?.maximum !== undefined && value > range.maximum) return `${at} must be <= ${range.maximum}`
  return undefined
}

const builtIn = (name: string, what: string) => errors.conflict(`custom record type ${name} is built in: it cannot be ${what}`)

const recordName = (r: { user_id: string; record_id: string }) => `custom record ${r.record_id} of user ${r.user_id}`

export class CustomRecordsService {
  readonly validators = new ValidatorCache()

  constructor(private readonly ctx: CustomRecordsContext) {}

  private validatorOf(projectId: string, t: TypeRow) {
    return t.data_schema === null ? undefined : this.validators.get(projectId, t.name, t.updated_at, t.schema_digest ?? '', t.data_schema)
  }

  // ---- types (admin) ---------------------------------------------------------------------

  async createType(projectId: string, body: CustomRecordTypeRequest, actor: Actor): Promise<CustomRecordType> {
    checkRange(body.value, 'body/value')
    if (body.data_schema !== undefined) checkDataSchema(body.data_schema)
    const fields: TypeFields = {
      description: body.description ?? null,
      granularity: body.granularity,
      unit: body.unit ?? null,
      value: body.value ?? null,
      data_schema: body.data_schema ?? null,
    }
    const row = await withTransaction(this.ctx.db, async (tx) => {
      if ((await countTypesLocked(tx, projectId)) >= MAX_TYPES_PER_PROJECT) {
        throw errors.conflict(`a project has at most ${MAX_TYPES_PER_PROJECT} custom record types`)
      }
      const created = await insertType(tx, projectId, body.name, fields)
      if (created)
        await recordAudit(tx, {
          projectId,
          actor,
          action: 'custom_record_type.created',
          target: { type: 'custom_record_type', id: body.name },
          details: { granularity: body.granularity },
        })
      return created
    })
    if (!row) throw errors.conflict(`custom record type ${body.name} exists`)
    return toType(row)
  }

  /**
   * Replaces the fields the patch names. With the type locked against record writes, a new
   * value range is checked in SQL and a new data_schema against every record, in batches; the
   * first record either fails is named in the 409.
   */
  async patchType(projectId: string, name: string, patch: CustomRecordTypePatch, actor: Actor): Promise<CustomRecordType> {
    if (patch.name !== undefined && patch.name !== name) throw errors.badRequest('body/name does not match the path (a type cannot be renamed)')
    checkRange(patch.value, 'body/value')
    const validate = patch.data_schema ? checkDataSchema(patch.data_schema) : undefined
    const row = await withTransaction(this.ctx.db, async (tx) => {
      const cur = await getType(tx, projectId, name, 'update')
      if (!cur) throw errors.notFound('custom record type')
      if (cur.built_in) throw builtIn(name, 'changed')
      const next: TypeFields = {
        description: patch.description !== undefined ? patch.description : cur.description,
        granularity: patch.granularity ?? cur.granularity,
        unit: patch.unit !== undefined ? patch.unit : cur.unit,
        value: patch.value !== undefined ? patch.value : cur.value,
        data_schema: patch.data_schema !== undefined ? patch.data_schema : cur.data_schema,
      }
      const named = Object.keys(patch).filter((k) => k !== 'name')
      if (!named.length) return cur
      if (next.granularity !== cur.granularity && (await hasRecords(tx, projectId, name))) {
        throw errors.conflict(`the granularity of ${name} cannot change: it has records`)
      }
      if (next.value && !sameJson(next.value, cur.value)) {
        const bad = await firstOutOfRange(tx, projectId, name, next.value)
        if (bad) throw errors.conflict(`the new value range does not hold for ${recordName(bad)}: ${rangeError(next.value, bad.value, 'value')}`)
      }
      if (validate && !sameJson(next.data_schema, cur.data_schema)) {
        let after: { userId: string; recordId: string } | undefined
        for (;;) {
          const batch = await recordDataBatch(tx, projectId, name, after, CHECK_BATCH)
          for (const r of batch) {
            const message = dataError(validate, r.data, 'data')
            if (message) throw errors.conflict(`the new data_schema does not hold for ${recordName(r)}: ${message}`)
          }
          if (batch.length < CHECK_BATCH) break
          const last = batch[batch.length - 1]!
          after = { userId: last.user_id, recordId: last.record_id }
        }
      }
      const updated = await updateType(tx, projectId, name, next)
      await recordAudit(tx, {
        projectId,
        actor,
        action: 'custom_record_type.updated',
        target: { type: 'custom_record_type', id: name },
        details: { fields: named },
      })
      return updated
    })
    return toType(row)
  }

  async deleteType(projectId: string, name: string, actor: Actor): Promise<void> {
    let outcome: Awaited<ReturnType<typeof deleteType>>
    try {
      outcome = await withTransaction(this.ctx.db, async (tx) => {
        const o = await deleteType(tx, projectId, name)
        if (o === 'deleted') await recordAudit(tx, { projectId, actor, action: 'custom_record_type.deleted', target: { type: 'custom_record_type', id: name } })
        return o
      })
    } catch (err) {
      // A record written while the type was being deleted: its foreign key kept the type.
      if ((err as { code?: string }).code === '23503') outcome = 'in_use' as const
      else throw err
    }
    if (outcome === 'missing') throw errors.notFound('custom record type')
    if (outcome === 'built_in') throw builtIn(name, 'deleted')
    if (outcome === 'in_use') throw errors.conflict(`custom record type ${name} has records: delete them first`)
  }

  // ---- records ---------------------------------------------------------------------------

  /**
   * Creates or replaces a record: checked against its type (held until commit, so a concurrent
   * change of the type waits for it or is seen by it), written with its event. Answers its JSON
   * text as its routes send it.
   */
  async putRecord(w: RecordPut): Promise<string> {
    const b = w.body
    const { json, granularity } = await withTransaction(this.ctx.db, async (tx) => {
      const t = await getType(tx, w.projectId, w.type, 'share')
      if (!t) throw await notFoundUnder(tx, w.projectId, w.userId, 'custom record type')
      if (t.granularity === 'day') {
        if (b.recorded_at !== undefined) throw errors.badRequest(`body/recorded_at is not allowed: ${t.name} is a day type, send date`)
        if (b.date === undefined) throw errors.badRequest(`body/date is required: ${t.name} is a day type`)
      } else {
        if (b.date !== undefined) throw errors.badRequest(`body/date is not allowed: ${t.name} is an instant type, send recorded_at`)
        if (b.recorded_at === undefined) throw errors.badRequest(`body/recorded_at is required: ${t.name} is an instant type`)
      }
      const outside = b.value !== undefined ? rangeError(t.value, b.value, 'body/value') : undefined
      if (outside) throw errors.badRequest(outside)
      const validate = this.validatorOf(w.projectId, t)
      const invalid = validate && dataError(validate, b.data, 'body/data')
      if (invalid) throw errors.badRequest(invalid)
      const written = await upsertRecord(tx, {
        projectId: w.projectId,
        userId: w.userId,
        type: t.name,
        recordId: w.recordId,
        date: b.date ?? null,
        recordedAt: b.recorded_at ?? null,
        value: b.value ?? null,
        data: b.data ?? null,
        providers: b.providers ?? [],
        ref: b.ref ?? null,
      })
      if (!written) throw errors.userNotFound()
      return { json: written.json, granularity: t.granularity }
    })
    this.ctx.wake.webhooks()
    if (granularity === 'day') this.ctx.wake.insights(w.projectId, w.userId)
    return json
  }

  /** Deletes a record with its event; 404 for an unknown type or record. */
  async deleteRecord(projectId: string, userId: string, type: string, recordId: string): Promise<void> {
    const t = await getType(this.ctx.db, projectId, type)
    if (!t) throw await notFoundUnder(this.ctx.db, projectId, userId, 'custom record type')
    if (!(await deleteRecord(this.ctx.db, projectId, userId, type, recordId))) throw await notFoundUnder(this.ctx.db, projectId, userId, 'custom record')
    this.ctx.wake.webhooks()
    if (t.granularity === 'day') this.ctx.wake.insights(projectId, userId)
  }
}
