// When the insights worker gives way: only while requests come in fast *and* queue up.
import { describe, expect, it } from 'vitest'
import { RequestLoad } from '../../src/insights/worker.js'

describe('RequestLoad', () => {
  it('is busy only with at least 100 requests a second of late and 4 in flight', () => {
    const l = new RequestLoad()
    const t0 = 1_000_000
    // 30 requests in 100 ms, all still in flight: saturated.
    for (let i = 0; i < 30; i++) l.began(t0 + i * 3)
    expect(l.busy(t0 + 95)).toBe(true)
    // Answered down to 3 in flight: requests no longer wait for each other.
    for (let i = 0; i < 27; i++) l.ended()
    expect(l.inFlight).toBe(3)
    expect(l.busy(t0 + 96)).toBe(false)
    l.began(t0 + 97)
    expect(l.busy(t0 + 98)).toBe(true)
    // The sync ended: within 200 ms the process is no longer busy, whatever is in flight.
    expect(l.busy(t0 + 350)).toBe(false)
  })

  it('is never busy for a client polling now and then, however slow its requests', () => {
    const l = new RequestLoad()
    const t0 = 2_000_000
    // Ten slow requests (say, chats waiting on a model), one every 50 ms: 20 a second.
    for (let i = 0; i < 10; i++) {
      l.began(t0 + i * 50)
      expect(l.busy(t0 + i * 50 + 1)).toBe(false)
    }
    expect(l.inFlight).toBe(10)
  })

  it('counts the previous 100 ms with the current ones', () => {
    const l = new RequestLoad()
    const t0 = 3_000_000
    for (let i = 0; i < 12; i++) l.began(t0 + i * 8) // 12 in the first bucket
    expect(l.busy(t0 + 99)).toBe(false) // 12 < 20
    for (let i = 0; i < 8; i++) l.began(t0 + 100 + i) // 8 more in the next: 20 over the two
    expect(l.busy(t0 + 110)).toBe(true)
  })
})
