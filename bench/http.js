// A minimal HTTP/1.1 load client for the bench: one keep-alive TCP socket per concurrent caller,
// requests written as one string, responses read by Content-Length (or chunked). node:http
// spends several times the CPU per request (fetch more still), which on a 2-core machine the
// load generator would take from the server it measures, as wrk's C client would not. A
// response with another status than expected rejects with its body.
import net from 'node:net'

export function httpClient(base, concurrency) {
  const { hostname, port } = new URL(base)
  const idle = []
  const waiting = []
  const all = new Set()

  function connect() {
    const socket = net.connect({ host: hostname, port: Number(port), noDelay: true })
    const conn = { socket, pending: undefined, buf: Buffer.alloc(0) }
    socket.on('data', (chunk) => {
      conn.buf = conn.buf.length ? Buffer.concat([conn.buf, chunk]) : chunk
      const res = parse(conn.buf)
      if (!res) return
      conn.buf = conn.buf.subarray(res.end)
      const p = conn.pending
      conn.pending = undefined
      release(conn)
      p?.done(res)
    })
    const fail = (err) => {
      all.delete(conn)
      const i = idle.indexOf(conn)
      if (i >= 0) idle.splice(i, 1)
      conn.pending?.fail(err ?? new Error('connection closed'))
      conn.pending = undefined
    }
    socket.on('error', fail)
    socket.on('close', () => fail())
    all.add(conn)
    return conn
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

  async function request(method, path, { headers = {}, body, expect = 200 } = {}) {
    const conn = await acquire()
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n`
    for (const [k, v] of Object.entries(headers)) head += `${k}: ${v}\r\n`
    if (body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`
    const res = await new Promise((done, fail) => {
      conn.pending = { done, fail }
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
