// One HTTP exchange with exact bytes: node:http sends the path and body as given (fetch would
// normalise the URL and re-encode the body), and the answer comes back as bytes.
import http from 'node:http'

export interface Exchange {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

export class TransportError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message)
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })

export function send(base: URL, req: { method: string; path: string; headers: Record<string, string>; body?: Buffer }, timeoutMs = 30_000): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...req.headers }
    if (req.body !== undefined) headers['content-length'] = String(req.body.length)
    let r: http.ClientRequest
    try {
      r = http.request({ host: base.hostname, port: base.port, method: req.method, path: req.path, headers, agent })
    } catch (e) {
      // Node refuses to send some paths or header values at all: nothing reached the server.
      reject(new TransportError(`not sent: ${(e as Error).message}`, 'NOT_SENT'))
      return
    }
    const timer = setTimeout(() => r.destroy(new TransportError(`no answer within ${timeoutMs} ms`, 'TIMEOUT')), timeoutMs)
    r.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        clearTimeout(timer)
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })
      })
      res.on('error', (e) => {
        clearTimeout(timer)
        reject(new TransportError(`response broken: ${e.message}`, (e as NodeJS.ErrnoException).code))
      })
    })
    r.on('error', (e) => {
      clearTimeout(timer)
      reject(e instanceof TransportError ? e : new TransportError(e.message, (e as NodeJS.ErrnoException).code))
    })
    r.end(req.body)
  })
}

export function closeAgent(): void {
  agent.destroy()
}
