// Serves one in-process PGlite to many PostgreSQL wire-protocol clients (the pg pool, the CLI)
// over a unix socket. PGlite has a single backend, so a connection owns it from its first
// message until it is idle again: after a Sync or simple Query with no open transaction.
// (@electric-sql/pglite-socket's multiplexer interleaves extended-protocol messages of
// different connections, which breaks parameterised queries under concurrency.)
//
// Named prepared statements live in the one backend, so each connection's names are given a
// prefix of its own on the way in (Parse, Bind, Describe, Close), and deallocated when it goes:
// two pool connections preparing the same statement never meet.
import { createServer, type Server, type Socket } from 'node:net'
import { rmSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'

const SSL_REQUEST = 80877103
const GSSENC_REQUEST = 80877104
const CANCEL_REQUEST = 80877102

interface Conn {
  id: number
  socket: Socket
  buf: Buffer
  pending: Buffer[]
  started: boolean
  closed: boolean
  idleSince: number
  /** Backend names of the statements this connection prepared. */
  statements: Set<string>
}

const PARSE = 0x50 // P: name, query, …
const BIND = 0x42 // B: portal, statement, …
const DESCRIBE = 0x44 // D: 'S' | 'P', name
const CLOSE = 0x43 // C: 'S' | 'P', name

/** The message with its statement name (at `at`, NUL-terminated) prefixed for connection `id`. */
function renameStatement(msg: Buffer, at: number, id: number, statements: Set<string>, kind: number): Buffer {
  const end = msg.indexOf(0, at)
  if (end <= at) return msg // unnamed: per backend and per sync, nothing to share
  const name = `c${id}_${msg.toString('utf8', at, end)}`
  if (kind === PARSE) statements.add(name)
  if (kind === CLOSE) statements.delete(name)
  const renamed = Buffer.from(name, 'utf8')
  const out = Buffer.alloc(msg.length - (end - at) + renamed.length)
  msg.copy(out, 0, 0, at)
  renamed.copy(out, at)
  msg.copy(out, at + renamed.length, end)
  out.writeInt32BE(out.length - 1, 1)
  return out
}

function withOwnNames(msg: Buffer, conn: Conn): Buffer {
  switch (msg[0]) {
    case PARSE:
      return renameStatement(msg, 5, conn.id, conn.statements, PARSE)
    case BIND: {
      const portalEnd = msg.indexOf(0, 5)
      return renameStatement(msg, portalEnd + 1, conn.id, conn.statements, BIND)
    }
    case DESCRIBE:
    case CLOSE:
      return msg[5] === 0x53 /* S */ ? renameStatement(msg, 6, conn.id, conn.statements, msg[0]) : msg
    default:
      return msg
  }
}

function simpleQuery(sql: string): Uint8Array {
  const body = Buffer.from(`${sql}\0`, 'utf8')
  const msg = Buffer.alloc(5 + body.length)
  msg.write('Q', 0, 'latin1')
  msg.writeInt32BE(4 + body.length, 1)
  body.copy(msg, 5)
  return msg
}
const SYNC = Buffer.from([0x53, 0, 0, 0, 4])

export interface PgliteServerOptions {
  db: PGlite
  path: string
  /** A connection that holds a transaction open but sends nothing for this long is closed. */
  idleInTransactionMs?: number
  onError?: (err: unknown) => void
}

/**
 * Connection ids, unique in the process rather than per server: a server started again on the
 * same PGlite (after a stop that cut its connections before their statements were deallocated)
 * must not hand out a prefix whose statements are still in the backend ("prepared statement
 * c1_… already exists" was a 500 after a restart).
 */
let lastConnectionId = 0

export class PgliteServer {
  private server: Server | null = null
  private conns = new Set<Conn>()
  private owner: Conn | null = null
  private queue: Conn[] = []
  private running = false
  private stopped = false
  /** Statements of closed connections, deallocated when the backend is free. */
  private deallocate: string[] = []
  private timer: NodeJS.Timeout | null = null

  constructor(private readonly opts: PgliteServerOptions) {}

  async start(): Promise<void> {
    rmSync(this.opts.path, { force: true })
    const server = createServer((socket) => this.accept(socket))
    this.server = server
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.opts.path, () => {
        server.off('error', reject)
        resolve()
      })
    })
    const limit = this.opts.idleInTransactionMs ?? 60_000
    this.timer = setInterval(
      () => {
        const o = this.owner
        if (o && o.pending.length === 0 && Date.now() - o.idleSince > limit) o.socket.destroy()
      },
      Math.min(limit, 5_000),
    )
    this.timer.unref()
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    for (const c of this.conns) c.socket.destroy()
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
    while (this.running) await new Promise((r) => setTimeout(r, 5))
    rmSync(this.opts.path, { force: true })
  }

  stats(): { connections: number; waiting: number } {
    return { connections: this.conns.size, waiting: this.queue.length }
  }

  private accept(socket: Socket): void {
    socket.setNoDelay(true)
    const conn: Conn = {
      id: ++lastConnectionId,
      socket,
      buf: Buffer.alloc(0),
      pending: [],
      started: false,
      closed: false,
      idleSince: Date.now(),
      statements: new Set(),
    }
    this.conns.add(conn)
    socket.on('data', (chunk) => this.onData(conn, chunk))
    socket.on('error', () => socket.destroy())
    socket.on('close', () => this.onClose(conn))
  }

  private onData(conn: Conn, chunk: Buffer): void {
    conn.buf = conn.buf.length ? Buffer.concat([conn.buf, chunk]) : chunk
    for (;;) {
      if (!conn.started) {
        if (conn.buf.length < 8) return
        const len = conn.buf.readInt32BE(0)
        if (conn.buf.length < len) return
        const code = conn.buf.readInt32BE(4)
        const msg = conn.buf.subarray(0, len)
        conn.buf = conn.buf.subarray(len)
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          conn.socket.write('N')
          continue
        }
        if (code === CANCEL_REQUEST) {
          conn.socket.end()
          return
        }
        conn.started = true
        conn.pending.push(Buffer.from(msg))
        continue
      }
      if (conn.buf.length < 5) break
      const len = conn.buf.readInt32BE(1) + 1
      if (conn.buf.length < len) break
      const msg = Buffer.from(conn.buf.subarray(0, len))
      conn.buf = conn.buf.subarray(len)
      if (msg[0] === 0x58 /* X: Terminate */) {
        conn.socket.end()
        return
      }
      conn.pending.push(withOwnNames(msg, conn))
    }
    if (conn.pending.length && this.owner !== conn && !this.queue.includes(conn)) this.queue.push(conn)
    void this.pump()
  }

  private onClose(conn: Conn): void {
    conn.closed = true
    conn.pending = []
    for (const name of conn.statements) this.deallocate.push(name)
    this.conns.delete(conn)
    this.queue = this.queue.filter((c) => c !== conn)
    void this.pump()
  }

  private async pump(): Promise<void> {
    if (this.running) return
    this.running = true
    try {
      for (;;) {
        if (this.owner?.closed) await this.reset()
        if (this.stopped) break
        if (!this.owner && this.deallocate.length) await this.dropStatements()
        if (!this.owner) this.owner = this.queue.shift() ?? null
        const conn = this.owner
        if (!conn || conn.pending.length === 0) break
        const batch = Buffer.concat(conn.pending)
        const last = conn.pending[conn.pending.length - 1]!
        conn.pending = []
        try {
          await this.opts.db.runExclusive(() =>
            this.opts.db.execProtocolRawStream(batch, {
              onRawData: (data) => {
                if (!conn.closed && data.length) conn.socket.write(Buffer.from(data))
              },
            }),
          )
        } catch (err) {
          this.opts.onError?.(err)
          conn.socket.destroy()
          continue
        }
        conn.idleSince = Date.now()
        // After a Sync, a simple Query, or the startup message (its first byte is its length's
        // high byte, 0; a message type never is): a client that connects and waits must not hold
        // the backend.
        const atBoundary = last[0] === 0 || last[0] === 0x53 /* S */ || last[0] === 0x51 /* Q */
        if (atBoundary && !this.opts.db.isInTransaction()) this.owner = null
      }
    } finally {
      this.running = false
    }
  }

  private async dropStatements(): Promise<void> {
    const names = this.deallocate.splice(0)
    const sql = names.map((n) => `DEALLOCATE "${n.replace(/"/g, '""')}";`).join(' ')
    try {
      await this.opts.db.exec(sql)
    } catch (err) {
      this.opts.onError?.(err)
    }
  }

  /** The owner went away mid-conversation: end its extended-protocol sequence and transaction. */
  private async reset(): Promise<void> {
    const db = this.opts.db
    try {
      await db.runExclusive(async () => {
        await db.execProtocolRaw(SYNC)
        if (db.isInTransaction()) await db.execProtocolRaw(simpleQuery('ROLLBACK'))
      })
    } catch (err) {
      this.opts.onError?.(err)
    }
    this.owner = null
  }
}
