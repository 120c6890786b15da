// A minimal HTTP/1.1 load client for the bench: one keep-alive TCP socket per concurrent caller,
// requests written as one string, responses read by Content-Length (or chunked). node:http
// spends several times the CPU per request (fetch more still), which on a 2-core machine the
// load generator would take from the server it measures, as wrk's C client would not. A
// response with another status than expected rejects with its body.
//
// Each socket reads into one buffer of its own and a response is parsed where it lies: nothing is
// allocated per read or per response but the head's text and, when the caller keeps it, a copy of
// the body. The client before allocated every read and concatenated every response (about 250 KB
// of ArrayBuffers per GET summaries page), and its thread's V8 heap then fell, from run to run, into
// a state with a mark-compact every ~160 responses: 0.05 ms more of the load thread and 0.07 ms more
// of V8's GC threads per request, counted in the process CPU the bench prints for the API and taken
// from the server on 2 cores, whichever commit the server was (docs/benchmarks.md, 26 November).
import net from 'node:net'

const READ_SIZE = 64 * 1024
const NO_BODY = Buffer.alloc(0)

export function httpClient(base, concurrency) {
  const { hostname, port } = new URL(base)
  const idle = []
  const waiting = []
  const all = new Set()

  function connect() {
    const conn = { socket: undefined, pending: undefined, buf: Buffer.allocUnsafe(2 * READ_SIZE), len: 0 }
    conn.socket = net.connect({
      host: hostname,
      port: Number(port),
      noDelay: true,
      onread: { buffer: Buffer.allocUnsafe(READ_SIZE), callback: (n, chunk) => received(conn, chunk, n) },
    })
    const fail = (err) => {
      all.delete(conn)
      const i = idle.indexOf(conn)
      if (i >= 0) idle.splice(i, 1)
      conn.pending?.fail(err ?? new Error('connection closed'))
      conn.pending = undefined
    }
    conn.socket.on('error', fail)
    conn.socket.on('close', () => fail())
    all.add(conn)
    return conn
  }

  /** Appends a read to the connection's buffer; answers its caller once the response is whole. */
  function received(conn, chunk, n) {
    if (conn.len + n > conn.buf.length) {
      const grown = Buffer.allocUnsafe(Math.max(2 * conn.buf.length, conn.len + n))
      conn.buf.copy(grown, 0, 0, conn.len)
      conn.buf = grown
    }
    chunk.copy(conn.buf, conn.len, 0, n)
    conn.len += n
    const res = parse(conn.buf.subarray(0, conn.len))
    if (!res) return
    const p = conn.pending
    // The body is a view of the connection's buffer, which the next response overwrites: copied
    // now when the caller wants it, or when it is an error to report.
    const body = p && (p.keepBody || res.status !== p.expect) ? Buffer.from(res.body) : NO_BODY
    conn.buf.copy(conn.buf, 0, res.end, conn.len)
    conn.len -= res.end
    conn.pending = undefined
    release(conn)
    p?.done({ status: res.status, body })
  }

  function release(conn) {
    const next = waiting.shift()
    if (next) next(conn)
    else idle.push(conn)
  }

  function acquire() {
    const conn = idle.pop()
    if (conn && !conn.socket.destroyed) return Promise.resolve(conn)
    if (all.size < concurrency) return Promise.resolve(connect())
    return new Promise((resolve) => waiting.push(resolve))
  }

  /** The response body, or an empty one with `discard` (the status is checked all the same). */
  async function request(method, path, { headers = {}, body, expect = 200, discard = false } = {}) {
    const conn = await acquire()
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n`
    for (const [k, v] of Object.entries(headers)) head += `${k}: ${v}\r\n`
    if (body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`
    const res = await new Promise((done, fail) => {
      conn.pending = { done, fail, expect, keepBody: !discard }
      conn.socket.write(body === undefined ? `${head}\r\n` : `${head}\r\n${body}`)
    })
    if (res.status !== expect) {
      throw new Error(`${method} ${path}: expected ${expect}, got ${res.status} ${res.body.toString('utf8').slice(0, 2000)}`)
    }
    return res.body
  }

  return {
    request,
    close: () => {
      for (const c of all) c.socket.destroy()
    },
  }
}

/** One complete response at the start of buf, or undefined while more bytes are needed. */
function parse(buf) {
  const headEnd = buf.indexOf('\r\n\r\n')
  if (headEnd < 0) return undefined
  const head = buf.toString('latin1', 0, headEnd)
  const status = Number(head.slice(9, 12))
  const lower = head.toLowerCase()
  const cl = /\r\ncontent-length: *(\d+)/.exec(lower)
  const start = headEnd + 4
  if (cl) {
    const end = start + Number(cl[1])
    return buf.length >= end ? { status, body: buf.subarray(start, end), end } : undefined
  }
  if (/\r\ntransfer-encoding: *chunked/.test(lower)) {
    const parts = []
    let at = start
    for (;;) {
      const lineEnd = buf.indexOf('\r\n', at)
      if (lineEnd < 0) return undefined
      const size = parseInt(buf.toString('latin1', at, lineEnd), 16)
      const dataStart = lineEnd + 2
      if (size === 0) {
        const end = dataStart + 2
        return buf.length >= end ? { status, body: Buffer.concat(parts), end } : undefined
      }
      if (buf.length < dataStart + size + 2) return undefined
      parts.push(buf.subarray(dataStart, dataStart + size))
      at = dataStart + size + 2
    }
  }
  // No body (204, 304).
  return { status, body: Buffer.alloc(0), end: start }
}
