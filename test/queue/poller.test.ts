// The queues' shared loop: wakes from a stream of writes that queue nothing due make one claim per
// gap, not one after another, and a job that becomes due in a gap is still claimed by its end.
import { afterEach, describe, expect, it } from 'vitest'
import { LeasedPoller, WAKE_GAP_MS } from '../../src/queue/poller.js'

const log = { info: () => {}, warn: () => {}, error: () => {} }

/** A queue in memory: claim takes what is due, after `claimMs` (a query's round trip). */
class MemoryPoller extends LeasedPoller<string> {
  due: string[] = []
  ran: { job: string; at: number }[] = []
  made = 0
  empty = 0
  constructor(private readonly claimMs = 2) {
    super(log, { pollMs: 60_000, concurrency: 4, name: 'test' })
  }
  start() {
    this.startPolling()
  }
  protected async claim(limit: number): Promise<string[]> {
    await new Promise((r) => setTimeout(r, this.claimMs))
    this.made++
    const jobs = this.due.splice(0, limit)
    if (!jobs.length) this.empty++
    return jobs
  }
  protected async release(): Promise<void> {}
  protected async run(job: string): Promise<void> {
    this.ran.push({ job, at: Date.now() })
  }
  protected idOf(job: string): string {
    return job
  }
  stop() {
    return this.stopPolling()
  }
}

let poller: MemoryPoller | undefined
afterEach(async () => {
  await poller?.stop()
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('wakes', () => {
  it('from writes that queue nothing due make one claim per gap', async () => {
    poller = new MemoryPoller()
    poller.start()
    await sleep(20)
    const before = poller.made
    const emptyBefore = poller.empty
    // A write every millisecond or so for 200 ms, none of them queuing anything due.
    const end = Date.now() + 200
    while (Date.now() < end) {
      poller.wake()
      await sleep(1)
    }
    await sleep(WAKE_GAP_MS + 10)
    const claims = poller.made - before
    expect(claims).toBeGreaterThanOrEqual(2)
    // One claim per gap (200 ms / 25 ms), and the one at the end: far from one per wake.
    expect(claims).toBeLessThanOrEqual(Math.ceil(200 / WAKE_GAP_MS) + 3)
    expect(poller.empty - emptyBefore).toBe(claims)
    // The poller's own counters say the same.
    expect(poller.claims).toBe(poller.made)
    expect(poller.emptyClaims).toBe(poller.empty)
  })

  it('still lead to a job that became due in the gap, by the gap’s end', async () => {
    poller = new MemoryPoller()
    poller.start()
    await sleep(20)
    // The first poll found nothing: the gap runs. A write commits a due job and wakes the queue.
    poller.wake()
    await sleep(5)
    const committed = Date.now()
    poller.due.push('job-1')
    poller.wake()
    for (let i = 0; i < 100 && !poller.ran.length; i++) await sleep(5)
    expect(poller.ran.map((r) => r.job)).toEqual(['job-1'])
    expect(poller.ran[0]!.at - committed).toBeLessThanOrEqual(WAKE_GAP_MS + 30)
  })

  it('claim again at once while claims find work', async () => {
    poller = new MemoryPoller()
    poller.start()
    await sleep(20)
    poller.due.push('a', 'b', 'c', 'd', 'e', 'f')
    const woke = Date.now()
    poller.wake()
    for (let i = 0; i < 100 && poller.ran.length < 6; i++) await sleep(2)
    expect(poller.ran.map((r) => r.job).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
    // The second claim (room opened as jobs finished) did not wait for a gap.
    expect(poller.ran.at(-1)!.at - woke).toBeLessThan(WAKE_GAP_MS)
  })
})
