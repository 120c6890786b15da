// A full garbage collection on request, for the import worker's phase boundaries. A 1 GB export's
// write phase promotes about 10 MB a second of short-lived batch data to V8's old generation, and V8
// collects it only when that generation reaches a limit it sets from the heap's size: the server's
// peak RSS then depended on where that limit fell (+144 to +229 MB over its level before the upload
// in bench:import runs of the same file). Collecting when the reading ends (its garbage all dead)
// and every few write batches bounds it. Node exposes no collection without --expose-gc, so the
// flag is set at run time (v8.setFlagsFromString) and the function taken from a new context; where
// that is refused, nothing happens and V8 collects on its own schedule.
import v8 from 'node:v8'
import vm from 'node:vm'

let gc: (() => void) | null | undefined

/** Runs a full collection (tens of ms on the server's heap); false where none is available. */
export function collectGarbage(): boolean {
  if (gc === undefined) {
    try {
      const exposed = (globalThis as { gc?: () => void }).gc
      if (exposed) gc = exposed
      else {
        v8.setFlagsFromString('--expose-gc')
        gc = vm.runInNewContext('gc') as () => void
      }
    } catch {
      gc = null
    }
  }
  if (!gc) return false
  gc()
  return true
}
