// The import worker's full collection between its phases: it really collects (without --expose-gc
// on the command line), and says so.
import { describe, expect, it } from 'vitest'
import { collectGarbage } from '../../src/modules/imports/collect-garbage.js'

describe('collectGarbage', () => {
  it('collects what nothing holds any more', async () => {
    let held: object | undefined = { big: new Array(1000).fill('x') }
    const ref = new WeakRef(held)
    held = undefined
    // A WeakRef's target lives at least until the current job ends.
    await new Promise((r) => setImmediate(r))
    expect(collectGarbage()).toBe(true)
    expect(ref.deref()).toBeUndefined()
    expect(held).toBeUndefined()
  })
})
