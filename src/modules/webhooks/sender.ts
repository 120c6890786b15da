// Sends one webhook: Standard Webhooks headers and signature over the exact bytes sent, a 10 s
// timeout, no redirects, the address checked when the connection is made.
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { guardedLookup, isBlockedAddress, TargetError } from './ssrf.js'

export const SEND_TIMEOUT_MS = 10_000
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 8 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 8 }),
}

export interface SendResult {
  statusCode?: number
  error?: string
  retryAfterSeconds?: number
  durationMs: number
}

/** `v1,<sig>` for each live secret, space-separated (rotation: both sign for 24 h). */
export function signatures(secrets: string[], msgId: string, at: Date, body: string): string {
  return secrets.map((s) => new Webhook(s).sign(msgId, at, body)).join(' ')
}

function retryAfter(value: string | undefined): number | undefined {
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds
  const at = Date.parse(value)
  return Number.isFinite(at) ? Math.max(0, (at - Date.now()) / 1000) : undefined
}

export function send(
  url: string,
  msg: { id: string; body: string; secrets: string[] },
  opts: { allowPrivate: boolean; signal?: AbortSignal },
): Promise<SendResult> {
  const started = Date.now()
  const at = new Date()
  return new Promise((resolve) => {
    const done = (r: Omit<SendResult, 'durationMs'>) => resolve({ ...r, durationMs: Date.now() - started })
    let target: URL
    try {
      target = new URL(url)
    } catch {
      return done({ error: 'invalid url' })
    }
    const host = target.hostname.replace(/^\[|\]$/g, '')
    if (!opts.allowPrivate && isIP(host) && isBlockedAddress(host)) return done({ error: 'blocked address' })
    const client = target.protocol === 'https:' ? https : http
    const req = client.request(
      target,
      {
        method: 'POST',
        agent: target.protocol === 'https:' ? agents.https : agents.http,
        lookup: guardedLookup(opts.allowPrivate) as never,
        timeout: SEND_TIMEOUT_MS,
        signal: opts.signal,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(msg.body),
          'user-agent': 'healthd-webhooks/1',
          'webhook-id': msg.id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signatures(msg.secrets, msg.id, at, msg.body),
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => done({ statusCode: res.statusCode, retryAfterSeconds: retryAfter(res.headers['retry-after']) }))
        res.on('error', (err) => done({ statusCode: res.statusCode, error: err.message }))
      },
    )
    const overall = setTimeout(() => req.destroy(new Error('timed out after 10 s')), SEND_TIMEOUT_MS)
    req.on('timeout', () => req.destroy(new Error('timed out after 10 s')))
    req.on('error', (err) => done({ error: err instanceof TargetError ? err.message : ((err as NodeJS.ErrnoException).code ?? err.message) }))
    req.on('close', () => clearTimeout(overall))
    req.end(msg.body)
  })
}
