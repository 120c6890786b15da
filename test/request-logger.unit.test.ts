// The per-request logger: lines of enabled levels carry the request's bindings, exactly as a pino
// child writes them; the pino child is made only when a line is written.
import { describe, expect, it, vi } from 'vitest'
import { Writable } from 'node:stream'
import pino from 'pino'
import { RequestLogger } from '../src/http/request-logger.js'

function capture(level: string) {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>)
      cb()
    },
  })
  const parent = pino({ level, redact: { paths: ['*.token'], censor: '[redacted]' } }, stream)
  return { parent, lines, flush: () => new Promise((r) => setImmediate(r)) }
}

describe('RequestLogger', () => {
  it('writes nothing and makes no child for levels that are off', async () => {
    const { parent, lines, flush } = capture('warn')
    const child = vi.spyOn(parent, 'child')
    const log = new RequestLogger(parent, { reqId: 'r-1' }, {})
    log.info({ a: 1 }, 'incoming request')
    log.debug('x')
    log.trace('y')
    await flush()
    expect(lines).toEqual([])
    expect(child).not.toHaveBeenCalled()
    expect(log.level).toBe('warn')
    expect(log.isLevelEnabled('info')).toBe(false)
    expect(log.isLevelEnabled('warn')).toBe(true)
    expect(log.isLevelEnabled('error')).toBe(true)
  })

  it('writes enabled levels with the bindings, as the pino child would', async () => {
    const { parent, lines, flush } = capture('info')
    const child = vi.spyOn(parent, 'child')
    const log = new RequestLogger(parent, { reqId: 'r-2' }, {})
    log.info({ status: 400, auth: { token: 'secret' } }, 'request refused')
    log.error({ err: { message: 'boom' } }, 'request failed')
    log.debug('not written')
    await flush()
    expect(child).toHaveBeenCalledTimes(1)
    expect(lines.map((l) => [l['level'], l['reqId'], l['msg']])).toEqual([
      [30, 'r-2', 'request refused'],
      [50, 'r-2', 'request failed'],
    ])
    // The parent's redaction still applies to what the child writes.
    expect(lines[0]!['auth']).toEqual({ token: '[redacted]' })
  })

  it('follows a level given for the request, and a level set on it', async () => {
    const { parent, lines, flush } = capture('warn')
    const log = new RequestLogger(parent, { reqId: 'r-3' }, { level: 'debug' })
    expect(log.level).toBe('debug')
    log.debug('written')
    log.trace('not written')
    log.level = 'error'
    log.warn('not written either')
    log.error('written too')
    await flush()
    expect(lines.map((l) => l['msg'])).toEqual(['written', 'written too'])
    expect(log.child({ k: 1 }).level).toBe('error')
  })
})
