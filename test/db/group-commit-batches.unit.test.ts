// The batching rules of GroupCommitter, seen from the writer: which items share a statement.
// (test/modules/group-commit.test.ts covers the same committer on the database.)
import { describe, expect, it } from 'vitest'
import { GroupCommitter, type Outcome } from '../../src/db/group-commit.js'
import type { Queryable } from '../../src/db/pool.js'

interface Item {
  key: string
  n: number
  bad?: boolean
}

function recorder(opts: { maxBatch: number; maxInFlight: number }) {
  const batches: Item[][] = []
  const committer = new GroupCommitter<Item, number>(
    {} as Queryable,
    {
      key: (i) => i.key,
      async write(_db, items): Promise<Outcome<number>[]> {
        batches.push(items)
        await new Promise((r) => setTimeout(r, 2))
        // Like a multi-row statement: one bad row fails the whole batch.
        if (items.some((i) => i.bad)) throw new Error('bad row')
        return items.map((i) => ({ ok: i.n }))
      },
    },
    { enabled: true, ...opts },
  )
  return { batches, committer }
}

describe('GroupCommitter batches', () => {
  it('never puts two writes of one key in one batch, and answers every write', async () => {
    const { batches, committer } = recorder({ maxBatch: 64, maxInFlight: 4 })
    const items = Array.from({ length: 40 }, (_, n) => ({ key: `k${n % 3}`, n }))
    const answers = await Promise.all(items.map((i) => committer.submit(i)))
    expect(answers).toEqual(items.map((i) => i.n))
    for (const b of batches) expect(new Set(b.map((i) => i.key)).size, JSON.stringify(b)).toBe(b.length)
    expect(batches.some((b) => b.length > 1)).toBe(true)
  })

  it('keeps to maxBatch, and a bad row fails only its own write', async () => {
    const { batches, committer } = recorder({ maxBatch: 5, maxInFlight: 2 })
    const items = Array.from({ length: 12 }, (_, n) => ({ key: `k${n}`, n, bad: n === 7 }))
    const settled = await Promise.allSettled(items.map((i) => committer.submit(i)))
    expect(settled.map((s) => s.status)).toEqual(items.map((i) => (i.bad ? 'rejected' : 'fulfilled')))
    for (const b of batches) expect(b.length).toBeLessThanOrEqual(5)
  })
})
