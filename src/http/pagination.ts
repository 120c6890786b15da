// Opaque keyset page keys: the sort position of the last row, bound to the list it came from
// by an HMAC, so a key that was not issued (or belongs to another list) is a 400, never a 500.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import { errors } from '../errors.js'
import type { KeysetPosition, ListPage } from '../db/list.js'

export type { KeysetPosition }

export type Position = (string | number)[]

export class PageKeys {
  constructor(private readonly secret: Buffer) {}

  private mac(scope: string, payload: string): Buffer {
    return createHmac('sha256', this.secret).update(scope).update('\0').update(payload).digest().subarray(0, 16)
  }

  /** scope names the list and its filters, e.g. `users:${projectId}`. */
  encode(scope: string, position: Position): string {
    const payload = Buffer.from(JSON.stringify(position)).toString('base64url')
    return `${payload}.${this.mac(scope, payload).toString('base64url')}`
  }

  decode(scope: string, key: string | undefined): Position | undefined {
    if (!key) return undefined
    const [payload, sig, extra] = key.split('.')
    const given = sig ? Buffer.from(sig, 'base64url') : Buffer.alloc(0)
    const want = payload ? this.mac(scope, payload) : Buffer.alloc(16)
    if (!payload || extra !== undefined || given.length !== want.length || !timingSafeEqual(given, want)) {
      throw errors.badRequest(NOT_ISSUED)
    }
    return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Position
  }
}

export interface Pagination {
  limit: number
  total: number
  page: string
  next_page: string
}

const NOT_ISSUED = 'page is not a page key issued for this list'

export const DEFAULT_LIMIT = 50

/** What a list route states besides its SQL (src/db/list.ts). */
export interface ListRoute {
  /** The property of the body holding the items, e.g. `summaries`. */
  items: string
  /** The list and its filters, e.g. `facts:${projectId}:${userId}:${type}`: a page key is valid only here. */
  scope: string
  /** The form of the ids in page keys (default: any text). */
  idPattern?: RegExp
  query: { limit?: number | undefined; page?: string | undefined }
  /** Runs the list's SQL for the page (listPage). */
  fetch(page: { limit: number; after: KeysetPosition | undefined }): Promise<ListPage>
}

export class KeysetPages extends PageKeys {
  /** The position a page starts after, from `page`; `idPattern` checks the id's form. */
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the default id pattern refuses NUL, which PostgreSQL text cannot hold
  after(scope: string, key: string | undefined, idPattern: RegExp = /^[^\u0000]+$/): KeysetPosition | undefined {
    const pos = this.decode(scope, key)
    if (!pos) return undefined
    const [at, id] = pos
    if (pos.length !== 2 || typeof at !== 'string' || typeof id !== 'string' || !idPattern.test(id)) throw errors.badRequest(NOT_ISSUED)
    return { at, id }
  }

  /** The envelope of a page: `next` is the last row when there are more. */
  envelope(scope: string, limit: number, total: number, page: string | undefined, next: KeysetPosition | undefined): Pagination {
    return { limit, total, page: page ?? '', next_page: next ? this.encode(scope, [next.at, next.id]) : '' }
  }

  /**
   * Answers a list route: the limit (default 50), the page key, 404 for an unknown user, and
   * the body `{<items>: [...], pagination: {limit, total, page, next_page}}`. The items are the
   * JSON text PostgreSQL wrote, sent as is: the route's response schema documents the body but
   * does not serialise it, so the list's SQL writes exactly what the object mappers return.
   */
  async send(reply: FastifyReply, r: ListRoute): Promise<FastifyReply> {
    const limit = r.query.limit ?? DEFAULT_LIMIT
    const after = this.after(r.scope, r.query.page, r.idPattern)
    const res = await r.fetch({ limit, after })
    if (!res.userExists) throw errors.userNotFound()
    const page = r.query.page ?? ''
    // A page a ListCache kept is the same page of the same list (its key names the list, its
    // filters and limit): the body sent for the same page key is sent again.
    if (res.sent?.page === page) return reply.type('application/json; charset=utf-8').send(res.sent.body)
    const pagination = JSON.stringify(this.envelope(r.scope, limit, res.total, r.query.page, res.next))
    const body = Buffer.concat([Buffer.from(`{${JSON.stringify(r.items)}:`), res.items, Buffer.from(`,"pagination":${pagination}}`)])
    res.sent = { page, body }
    return reply.type('application/json; charset=utf-8').send(body)
  }
}

export interface Page<T> {
  items: T[]
  pagination: { limit: number; total: number; page: string; next_page: string }
}
