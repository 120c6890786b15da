// Page keys: opaque, bound to their list by an HMAC, refused when forged or reused elsewhere.
import { describe, expect, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import { PageKeys } from '../src/http/pagination.js'
import { AppError } from '../src/errors.js'

const keys = new PageKeys(randomBytes(32))

describe('PageKeys', () => {
  it('round-trips a position', () => {
    const k = keys.encode('users:p1', ['2026-01-01T00:00:00.000Z', 'u-1'])
    expect(k).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    expect(keys.decode('users:p1', k)).toEqual(['2026-01-01T00:00:00.000Z', 'u-1'])
    expect(keys.decode('users:p1', '')).toBeUndefined()
    expect(keys.decode('users:p1', undefined)).toBeUndefined()
  })

  it('refuses keys of another list, tampered keys, and keys of another server', () => {
    const k = keys.encode('users:p1', ['a', 'b'])
    const [payload, sig] = k.split('.')
    const other = new PageKeys(randomBytes(32)).encode('users:p1', ['a', 'b'])
    const tampered = `${Buffer.from(JSON.stringify(['a', 'c'])).toString('base64url')}.${sig}`
    for (const bad of [tampered, `${payload}`, `${payload}.`, `${payload}.${sig}.x`, 'x.y', other, '....']) {
      expect(() => keys.decode('users:p1', bad), bad).toThrow(AppError)
    }
    expect(() => keys.decode('users:p2', k)).toThrow(/not a page key issued for this list/)
  })
})
