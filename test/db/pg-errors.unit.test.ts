// Failures as log fields: a connect to a host with several addresses fails with an AggregateError
// whose own message is empty; the line must still say what happened and carry the code.
import { describe, expect, it } from 'vitest'
import net from 'node:net'
import { describeDbError, isConnectionError, mapDatabaseError } from '../../src/db/pg-errors.js'

/** A port nothing listens on (it did a moment ago). */
async function closedPort(): Promise<number> {
  const srv = net.createServer()
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r))
  const port = (srv.address() as net.AddressInfo).port
  await new Promise<void>((r) => srv.close(() => r()))
  return port
}

/** What Node gives a client connecting to `host` when the name resolves to 127.0.0.1 and ::1 and both refuse. */
async function refusedOnTwoAddresses(port: number): Promise<Error> {
  return new Promise((resolve) => {
    net
      .connect({
        host: 'db.test',
        port,
        autoSelectFamily: true,
        lookup: (_host, _opts, cb) =>
          (cb as (err: null, addresses: { address: string; family: number }[]) => void)(null, [
            { address: '127.0.0.1', family: 4 },
            { address: '::1', family: 6 },
          ]),
      })
      .once('error', resolve)
  })
}

describe('describeDbError', () => {
  it('gives an AggregateError of a connect the messages of its addresses, and its code', async () => {
    const port = await closedPort()
    const err = await refusedOnTwoAddresses(port)
    expect(err).toBeInstanceOf(AggregateError)
    // What pino showed of it before: no message at all.
    expect(err.message).toBe('')
    const d = describeDbError(err)
    expect(d.code).toBe('ECONNREFUSED')
    expect(d.error).toContain(`connect ECONNREFUSED 127.0.0.1:${port}`)
    expect(d.error).toMatch(/ECONNREFUSED ::1:\d+|EADDRNOTAVAIL|ENETUNREACH|EAFNOSUPPORT/)
    expect(isConnectionError(err)).toBe(true)
    expect(mapDatabaseError(err)?.statusCode).toBe(503)
  })

  it('never gives an empty message', () => {
    expect(describeDbError(new AggregateError([]))).toEqual({ error: 'AggregateError' })
    expect(describeDbError(Object.assign(new Error(''), { code: 'ECONNRESET' }))).toEqual({ error: 'Error', code: 'ECONNRESET' })
    // A PostgreSQL error (pg's DatabaseError): its message and SQLSTATE as they are.
    expect(describeDbError(Object.assign(new Error('the database system is starting up'), { code: '57P03', severity: 'FATAL' }))).toEqual({
      error: 'the database system is starting up',
      code: '57P03',
    })
    expect(describeDbError('refused')).toEqual({ error: 'refused' })
  })
})
