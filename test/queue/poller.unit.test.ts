// The queues' shared loop: wakes from a stream of writes that queue nothing due make one claim per
// gap, not one after another, and a job that becomes due in a gap is still claimed by its end;
// failed claims back off, and an outage is logged once, not once per claim.
import { afterEach, describe, expect, it } from 'vitest'
import { LeasedPoller, RETRY_FIRST_MS, RETRY_MAX_MS, WAKE_GAP_MS, type PollerLog } from '../../src/queue/poller.js'
import { DatabaseHealth } from '../../src/db/health.js'

const log = { info: () => {}, warn: () => {}, error: () => {} }

/** A queue in memory: claim takes what is due, after `claimMs` (a query's round trip). */
class MemoryPoller extends LeasedPoller<string> {
  due: string[] = []
  ran: { job: string; at: number }[] = []
  made = 0
  empty = 0
  /** While set, every claim fails with it (the database is down). */
  failWith: Error | undefined
  failedClaims = 0
  constructor(
    private readonly claimMs = 2,
    opts: { pollMs?: number; health?: DatabaseHealth; log?: PollerLog } = {},
  ) {
    super(opts.log ?? log, { pollMs: opts.pollMs ?? 60_000, concurrency: 4, name: 'test', health: opts.health })
  }
  start() {
    this.startPolling()
  }
  protected async claim(limit: number): Promise<string[]> {
    await new Promise((r) => setTimeout(r, this.claimMs))
    if (this.failWith) {
      this.failedClaims++
      throw this.failWith
    }
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
    poller.wake()
    for (let i = 0; i < 100 && poller.ran.length < 6; i++) await sleep(2)
    expect(poller.ran.map((r) => r.job).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
    // The second claim (room opened as jobs finished) did not wait for a gap: measured from the
    // first claim's jobs, so a busy machine's delay before the first claim is not counted.
    expect(poller.ran.at(-1)!.at - poller.ran[0]!.at).toBeLessThan(WAKE_GAP_MS)
  })
})

/** A log that keeps its lines. */
function memoryLog() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = []
  const at = (level: string) => (obj: object, msg: string) => {
    lines.push({ level, obj: obj as Record<string, unknown>, msg })
  }
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } }
}

/** What a connect to a closed port fails with (a real one, from the kernel). */
async function refusedConnect(): Promise<Error> {
  const net = await import('node:net')
  const srv = net.createServer()
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r))
  const port = (srv.address() as { port: number }).port
  await new Promise<void>((r) => srv.close(() => r()))
  return new Promise((resolve) => net.connect(port, '127.0.0.1').once('error', resolve))
}

describe('failed claims', () => {
  it('back off, doubling up to the most, while the database is down; one line says it is down, one that it is back', async () => {
    const { lines, log: memLog } = memoryLog()
    const health = new DatabaseHealth(memLog)
    // Polls every 10 ms: without the back-off, 100 claims a second.
    poller = new MemoryPoller(1, { pollMs: 10, health, log: memLog })
    poller.failWith = await refusedConnect()
    const down = Date.now()
    poller.start()
    for (let i = 0; i < 40; i++) {
      poller.wake()
      await sleep(50)
    }
    const elapsed = Date.now() - down
    // 100, 200, 400, 800 ms… between claims: a handful in two seconds, wakes and polls notwithstanding.
    let expected = 0
    for (let t = 0, d = RETRY_FIRST_MS; t <= elapsed; t += d, d = Math.min(2 * d, RETRY_MAX_MS)) expected++
    expect(poller.failedClaims).toBeGreaterThanOrEqual(2)
    expect(poller.failedClaims).toBeLessThanOrEqual(expected + 1)
    expect(lines.map((l) => [l.level, l.msg])).toEqual([['error', 'database unreachable']])
    expect(lines[0]!.obj).toEqual({ error: expect.stringMatching(/^connect ECONNREFUSED 127\.0\.0\.1:\d+$/), code: 'ECONNREFUSED' })

    // Back: the next retry claims, within the most.
    poller.failWith = undefined
    const back = Date.now()
    poller.due.push('after')
    for (let i = 0; i < 200 && !poller.ran.length; i++) await sleep(10)
    expect(poller.ran.map((r) => r.job)).toEqual(['after'])
    expect(poller.ran[0]!.at - back).toBeLessThanOrEqual(2 * RETRY_MAX_MS)
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['error', 'database unreachable'],
      ['info', 'database reachable again'],
    ])
    expect(lines[1]!.obj['down_ms']).toBeGreaterThan(0)
    // And polls at their own pace again.
    const made = poller.made
    await sleep(200)
    expect(poller.made - made).toBeGreaterThan(2)
  })

  it('that are not an outage are logged each time, with their message and code, and back off too', async () => {
    const { lines, log: memLog } = memoryLog()
    poller = new MemoryPoller(1, { pollMs: 10, health: new DatabaseHealth(memLog), log: memLog })
    poller.failWith = Object.assign(new Error('permission denied for table webhook_deliveries'), { code: '42501' })
    poller.start()
    await sleep(350)
    // 0, 100, 300 ms: three claims, three lines.
    expect(poller.failedClaims).toBeGreaterThanOrEqual(2)
    expect(poller.failedClaims).toBeLessThanOrEqual(4)
    expect(lines).toHaveLength(poller.failedClaims)
    expect(lines[0]).toEqual({
      level: 'warn',
      msg: 'test poll failed',
      obj: { error: 'permission denied for table webhook_deliveries', code: '42501', retry_in_ms: RETRY_FIRST_MS },
    })
  })
})
