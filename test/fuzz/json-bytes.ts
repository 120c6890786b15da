// Request bodies as bytes: a JSON tree that may hold raw text JSON.stringify cannot write (1e309,
// -0, invalid UTF-8, duplicate keys, 100,000 levels of nesting), its serialisation, and what a
// standard JSON parser would read from it.

/** Text written verbatim into the body; `parsed` is what JSON.parse reads from it (undefined: not parseable as sent). */
export class Raw {
  constructor(
    readonly bytes: Buffer,
    readonly parsed: unknown,
    readonly parseable = true,
  ) {}
  static text(text: string, parsed: unknown, parseable = true) {
    return new Raw(Buffer.from(text, 'utf8'), parsed, parseable)
  }
}

/** An object written as these entries, in order: duplicate keys and raw keys allowed. */
export class Entries {
  constructor(readonly entries: [string | Raw, unknown][]) {}
}

export class NotParseable extends Error {}

/** Lone surrogates JSON.stringify writes as \\uXXXX escapes, as a hostile client would. */
export function serialize(v: unknown): Buffer {
  const parts: Buffer[] = []
  const write = (x: unknown): void => {
    if (x instanceof Raw) parts.push(x.bytes)
    else if (x instanceof Entries) {
      parts.push(Buffer.from('{'))
      x.entries.forEach(([k, val], i) => {
        if (i) parts.push(Buffer.from(','))
        if (k instanceof Raw) parts.push(k.bytes)
        else parts.push(Buffer.from(JSON.stringify(k)))
        parts.push(Buffer.from(':'))
        write(val)
      })
      parts.push(Buffer.from('}'))
    } else if (Array.isArray(x)) {
      parts.push(Buffer.from('['))
      x.forEach((e, i) => {
        if (i) parts.push(Buffer.from(','))
        write(e)
      })
      parts.push(Buffer.from(']'))
    } else if (x !== null && typeof x === 'object') {
      write(new Entries(Object.entries(x)))
    } else parts.push(Buffer.from(JSON.stringify(x) ?? 'null'))
  }
  write(v)
  return Buffer.concat(parts)
}

/** What JSON.parse reads from the serialised tree (the last of duplicate keys wins); throws NotParseable. */
export function parsedOf(v: unknown): unknown {
  if (v instanceof Raw) {
    if (!v.parseable) throw new NotParseable()
    return v.parsed
  }
  if (v instanceof Entries) {
    const out: Record<string, unknown> = {}
    for (const [k, val] of v.entries) {
      const key = k instanceof Raw ? parsedOf(k) : k
      if (typeof key !== 'string') throw new NotParseable()
      Object.defineProperty(out, key, { value: parsedOf(val), enumerable: true, configurable: true, writable: true })
    }
    return out
  }
  if (Array.isArray(v)) return v.map(parsedOf)
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, val] of Object.entries(v)) out[k] = parsedOf(val)
    return out
  }
  return v
}

/** Whether the tree holds a Raw or Entries anywhere (a value JSON.stringify could not write as such). */
export function hasRaw(v: unknown): boolean {
  if (v instanceof Raw || v instanceof Entries) return true
  if (Array.isArray(v)) return v.some(hasRaw)
  if (v !== null && typeof v === 'object') return Object.values(v).some(hasRaw)
  return false
}

export type PathKey = string | number

export function getAt(root: unknown, path: readonly PathKey[]): unknown {
  let cur = root
  for (const k of path) {
    if (cur === null || typeof cur !== 'object' || cur instanceof Raw || cur instanceof Entries) return undefined
    cur = (cur as Record<PathKey, unknown>)[k]
  }
  return cur
}

/** A copy of root with the value at path replaced (or deleted when value is DELETE). */
export const DELETE = Symbol('delete')
export function setAt(root: unknown, path: readonly PathKey[], value: unknown): unknown {
  if (path.length === 0) return value
  const [k, ...rest] = path
  if (Array.isArray(root)) {
    const copy = root.slice()
    if (value === DELETE && rest.length === 0) copy.splice(k as number, 1)
    else copy[k as number] = setAt(copy[k as number], rest, value)
    return copy
  }
  const copy: Record<string, unknown> = { ...(root as Record<string, unknown>) }
  if (value === DELETE && rest.length === 0) delete copy[k as string]
  else copy[k as string] = setAt(copy[k as string], rest, value)
  return copy
}

/** `depth` levels of [[[…]]] or {"a":{"a":…}} around `inner`, built without recursion. */
export function nested(depth: number, shape: 'array' | 'object', inner = '1'): Raw {
  const open = shape === 'array' ? '[' : '{"a":'
  const close = shape === 'array' ? ']' : '}'
  return new Raw(Buffer.from(open.repeat(depth) + inner + close.repeat(depth)), undefined, false)
}

/** Long repetitions (deep nesting, 100,000-character strings) as "unit×N", in one pass. */
function compressRuns(t: string): string {
  let out = ''
  let i = 0
  while (i < t.length) {
    let count = 0
    let size = 0
    for (let u = 1; u <= 5 && i + u <= t.length; u++) {
      const unit = t.slice(i, i + u)
      let n = 1
      while (t.startsWith(unit, i + n * u)) n++
      if (n >= 20 && n * u > count * size) [count, size] = [n, u]
    }
    if (count) {
      out += `${t.slice(i, i + size)}×${count}`
      i += count * size
    } else out += t[i++]
  }
  return out
}

/** Shows body bytes for a report: UTF-8 text with invalid bytes as \xNN, long runs elided. */
export function showBytes(b: Buffer, max = 600): string {
  let text = ''
  let i = 0
  while (i < b.length) {
    const c = b[i]!
    const len = c < 0x80 ? 1 : c >= 0xc2 && c < 0xe0 ? 2 : c >= 0xe0 && c < 0xf0 ? 3 : c >= 0xf0 && c < 0xf5 ? 4 : 0
    const chunk = len ? b.subarray(i, i + len) : undefined
    const decoded = chunk && chunk.length === len ? chunk.toString('utf8') : undefined
    // A sequence Node decodes to U+FFFD (or a surrogate) was not valid UTF-8: show its bytes.
    const ok = decoded !== undefined && !decoded.includes('\ufffd') && Buffer.from(decoded, 'utf8').equals(chunk!)
    if (ok && len === 1 && (c < 0x20 || c === 0x7f)) text += `\\x${c.toString(16).padStart(2, '0')}`
    else if (ok) text += decoded
    else text += `\\x${c.toString(16).padStart(2, '0').toUpperCase()}`
    i += ok ? len : 1
  }
  text = compressRuns(text)
  if (text.length > max) text = `${text.slice(0, max / 2)}…(${text.length - max} characters)…${text.slice(-max / 2)}`
  return text
}
