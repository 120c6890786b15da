// The hostile values the fuzzer plants: each has a family (the failure class it reports under),
// whether the contract says the server must refuse it (400), and, where it is text a server could
// echo, the run's marker inside it.
import { Raw, nested } from './json-bytes.js'
import type { Schema } from './schema.js'

export interface Hostile {
  /** The family a failure is reported under ("non-finite number", "lone surrogate", …). */
  family: string
  value: unknown
  /** The contract decides this input is refused (CONTRACT.md: numbers, text, nesting, date-times). */
  refuse?: boolean
  /** The value carries the marker: an error body that holds it echoes the input. */
  marked?: boolean
}

const num = (family: string, text: string, refuse = false): Hostile => ({ family, value: Raw.text(text, JSON.parse(text)), refuse })

/** Raw number text for a numeric field; boundaries come from the field's own schema. */
export function hostileNumbers(s: Schema | undefined): Hostile[] {
  const out: Hostile[] = [
    // JSON.parse reads these as ±Infinity: not finite doubles, refused by the contract.
    { family: 'non-finite number', value: Raw.text('1e309', Infinity), refuse: true },
    { family: 'non-finite number', value: Raw.text('-1e309', -Infinity), refuse: true },
    { family: 'non-finite number', value: Raw.text('1E400', Infinity), refuse: true },
    num('-0', '-0'),
    num('-0', '-0.0e0'),
    num('underflow to 0', '1e-400'),
    num('extreme finite number', '1.7976931348623157e308'),
    num('extreme finite number', '-1.7976931348623157e308'),
    num('extreme finite number', '5e-324'),
    num('beyond 2^53', '9007199254740993'),
    num('beyond int32', '2147483648'),
    num('beyond int32', '-2147483649'),
    num('fraction', '0.1'),
    num('fraction', '1.5'),
    num('integer written with a fraction', '1.0'),
    // 401 digits: past the largest double, so JSON.parse reads Infinity.
    { family: 'non-finite number', value: Raw.text(`1${'0'.repeat(400)}`, Infinity), refuse: true },
    num('long number text', `0.${'3'.repeat(400)}`),
    num('long number text', `1${'0'.repeat(300)}`),
  ]
  const bounds = [s?.minimum, s?.maximum, s?.exclusiveMinimum].filter((b): b is number => b !== undefined)
  for (const b of bounds) {
    for (const v of [b, b - 1, b + 1, b - 1e-9, b + 1e-9]) out.push(num('schema boundary', String(v)))
  }
  return out
}

/** Hostile text for a string field; `M` is the run's marker. */
export function hostileStrings(M: string, s: Schema | undefined): Hostile[] {
  const t = (family: string, value: string, refuse = false): Hostile => ({ family, value, refuse, marked: value.includes(M) })
  const out: Hostile[] = [
    t('markup', `<script>alert('${M}')</script>`),
    t('markup', `"><img src=x onerror=alert(1)>${M}`),
    t('injection text', `'; DROP TABLE users; --${M}`),
    t('injection text', `\${jndi:ldap://x/${M}} {{7*7}} %00%ff ../../etc/passwd`),
    t('right-to-left text', `${M}\u202egnp.exe\u202c שלום مرحبا`),
    t('emoji', `${M}👩‍👩‍👧‍👦🏳️‍🌈🇺🇳`),
    t('combining marks', `${M}e\u0301\u0327\u0308 Z\u0351\u0361\u036d`),
    t('invisible characters', `${M}\u200b\u200d\ufeff\u2060`),
    t('line separators', `${M}\u0085\u2028\u2029\r\nX-Injected: 1`),
    t('noncharacters', `${M}\ufffe\uffff\u{1fffe}\u{10ffff}`),
    t('very long string', M + 'a'.repeat(100_000)),
    t('empty string', ''),
    t('whitespace only', ' \t\n '),
    // The contract: a lone surrogate anywhere, and NUL in any string, → 400.
    t('lone surrogate', `${M}\ud800`),
    t('lone surrogate', `\udc00${M}`),
    t('lone surrogate', `\udbff\ud800${M}`),
    t('NUL', `${M}\u0000`),
    t('NUL', '\u0000'),
  ]
  for (const o of out) if (o.family === 'lone surrogate' || o.family === 'NUL') o.refuse = true
  if (s?.maxLength !== undefined && s.maxLength < 100_000) out.push(t('one over maxLength', (M + 'x'.repeat(s.maxLength)).slice(0, s.maxLength + 1)))
  return out
}

/** Invalid UTF-8 inside a JSON string: raw bytes, which no \u escape can write. */
export function invalidUtf8(M: string): Hostile[] {
  const seqs = [[0xed, 0xa0, 0x80], [0xff], [0xc0, 0xaf], [0xe2, 0x82], [0x80], [0xf5, 0x80, 0x80, 0x80], [0xe0, 0x80, 0xaf]]
  return seqs.map((bytes) => ({
    family: 'invalid UTF-8 bytes',
    value: new Raw(Buffer.concat([Buffer.from(`"${M}`), Buffer.from(bytes), Buffer.from('"')]), undefined, false),
    refuse: true,
    marked: true,
  }))
}

/** Date-times at the edges of RFC 3339 and of the contract's decisions. */
export function hostileDateTimes(M: string): Hostile[] {
  const d = (family: string, value: string, refuse = false): Hostile => ({ family, value, refuse, marked: value.includes(M) })
  return [
    d('leap second', '2026-12-31T23:59:60Z'),
    d('leap second', '2026-06-30T23:59:60.5Z'),
    d('leap second', '2027-01-01T00:59:60+01:00'),
    d('offset ±23:59', '2026-03-10T12:00:00+23:59'),
    d('offset ±23:59', '2026-03-10T12:00:00-23:59'),
    d('offset ±23:59', '1000-01-01T00:00:00+23:59'),
    d('offset ±23:59', '9899-12-30T23:59:59-23:59'),
    d('offset without minutes (+01)', '2026-03-10T12:00:00+01', true),
    d('offset without minutes (+01)', '2026-03-10T12:00:00-05', true),
    d('offset without colon (+0100)', '2026-03-10T12:00:00+0100'),
    d('year 0000', '0000-01-01T00:00:00Z', true),
    d('year 9999', '9999-12-31T23:59:59Z', true),
    d('February 30', '2026-02-30T00:00:00Z', true),
    d('February 29 of a common year', '2026-02-29T12:00:00Z', true),
    d('February 29 of a leap year', '2024-02-29T12:00:00Z'),
    d('hour 24', '2026-03-10T24:00:00Z', true),
    d('lower-case t and z', '2026-03-10t12:00:00z'),
    d('space for T', '2026-03-10 12:00:00Z'),
    d('nanoseconds', '2026-03-10T12:00:00.123456789Z'),
    d('not a date-time', `yesterday ${M}`, true),
  ]
}

export function hostileDates(M: string): Hostile[] {
  const d = (family: string, value: string, refuse = false): Hostile => ({ family, value, refuse, marked: value.includes(M) })
  return [
    d('February 30', '2026-02-30', true),
    d('February 29 of a common year', '2026-02-29', true),
    d('February 29 of a leap year', '2024-02-29'),
    d('year 0000', '0000-01-01', true),
    d('year 9999', '9999-12-31', true),
    d('month 13', '2026-13-01', true),
    d('date without padding', '2026-3-1', true),
    d('date-time for a date', '2026-03-10T00:00:00Z', true),
    d('not a date', `2026-03-10${M}`, true),
  ]
}

/** A value of another JSON type than the field's. */
export function wrongTypes(M: string): Hostile[] {
  return [0, 1.5, -1, `text ${M}`, '', true, false, null, [], [1, 'a'], {}, { k: M }].map((value) => ({
    family: 'wrong type',
    value,
    marked: JSON.stringify(value).includes(M),
  }))
}

/** Names of properties no schema has. */
export function unknownNames(M: string): Hostile[] {
  const n = (family: string, name: string | Raw, value: unknown = 1, refuse = false): Hostile => ({ family, value: { name, value }, refuse, marked: true })
  const long = `${M}<x>"'&%${'y'.repeat(100)}`.slice(0, 100)
  return [
    n('unknown property', long),
    n('unknown property', `${M.toLowerCase()}_${'z'.repeat(100)}`.slice(0, 100)),
    n('unknown property', `${M}ñame🙂`),
    n('property __proto__', '__proto__', { polluted: M }),
    n('property constructor', 'constructor', { prototype: { polluted: M } }),
    n('NUL', `${M}\u0000`, 1, true),
    n('lone surrogate', `${M}\ud800`, 1, true),
    n('invalid UTF-8 bytes', new Raw(Buffer.concat([Buffer.from(`"${M}`), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"')]), undefined, false), 1, true),
  ]
}

/** Whole bodies in place of the JSON document: what a confused or hostile client sends. */
export function hostileBodies(M: string): Hostile[] {
  const b = (family: string, text: string | Buffer, refuse = true): Hostile => ({
    family,
    value: typeof text === 'string' ? Buffer.from(text) : text,
    refuse,
    marked: String(text).includes(M),
  })
  return [
    b('not JSON', '{"a":'),
    b('not JSON', `{'${M}': 1}`),
    b('not JSON', `{${M}: 1}`),
    b('not JSON', '[1,2,]'),
    b('not JSON', 'NaN'),
    b('not JSON', '{"a":1} {"b":2}'),
    b('not JSON', `{"a": 1}${M}`),
    b('not JSON', '/*c*/{}'),
    b('not an object', '[]'),
    b('not an object', 'null'),
    b('not an object', '0'),
    b('not an object', `"<script>${M}</script>"`),
    b('not an object', 'true'),
    b('empty body', ''),
    b('whitespace body', ' \r\n\t '),
    b('byte order mark', '\ufeff{}', false),
    b('body over 1 MiB', `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`),
    b('invalid UTF-8 bytes', Buffer.concat([Buffer.from(`{"${M}`), Buffer.from([0xff, 0xfe]), Buffer.from('":1}')])),
    b('UTF-16 body', Buffer.from(`{"a":"${M}"}`, 'utf16le')),
    ...[65, 5_000, 100_000].flatMap((depth) =>
      (['array', 'object'] as const).map((shape) => ({
        family: `nesting depth ${depth}`,
        value: nested(depth, shape).bytes,
        refuse: true,
      })),
    ),
  ]
}

/** Depths over the contract's 64, as a field's value. */
export function deepValues(): Hostile[] {
  return [65, 5_000, 100_000].flatMap((depth) =>
    (['array', 'object'] as const).map((shape) => ({ family: `nesting depth ${depth}`, value: nested(depth, shape), refuse: true })),
  )
}

/** Content-Type headers in place of application/json (`refuse`: a media type the route does not take). */
export function contentTypes(M: string, form: boolean): Hostile[] {
  const c = (family: string, value: string | undefined, refuse: boolean): Hostile => ({ family, value, refuse, marked: value?.includes(M) ?? false })
  return [
    c('wrong content type', 'text/plain', true),
    c('wrong content type', 'application/xml', true),
    c('wrong content type', 'multipart/form-data; boundary=x', true),
    c('wrong content type', form ? 'application/json' : 'application/x-www-form-urlencoded', true),
    c('wrong content type', `application/${M}`, true),
    c('wrong content type', 'application/merge-patch+json', false),
    c('odd content type', form ? 'APPLICATION/X-WWW-FORM-URLENCODED' : 'APPLICATION/JSON; charset=UTF-8', false),
    c('odd content type', form ? 'application/x-www-form-urlencoded; charset=latin1' : 'application/json; charset=utf-16', false),
    c('odd content type', 'application/json, text/plain', false),
    c('odd content type', '', false),
    c('no content type', undefined, false),
  ]
}

/** Path segments as written on the wire (already encoded, or raw on purpose). */
export function hostileSegments(M: string): Hostile[] {
  const p = (family: string, value: string): Hostile => ({ family: `path: ${family}`, value, marked: value.includes(M) })
  return [
    p('script tag in path', `%3Cscript%3Ealert(${M})%3C%2Fscript%3E`),
    p('script tag in path', `<script>${M}<%2Fscript>`),
    p('5,000-character path parameter', M + 'a'.repeat(5000)),
    p('256-character id', (M + 'b'.repeat(256)).slice(0, 256)),
    p('dot segment', '..'),
    p('dot segment', '.'),
    p('dot segment', `%2E%2E`),
    p('dot segment', `..%2F..%2F${M}`),
    p('encoded slash', `a%2F${M}`),
    p('bad percent-encoding', `%ZZ${M}`),
    p('bad percent-encoding', `${M}%E0%A4%A`),
    p('bad percent-encoding', `${M}%`),
    p('percent-encoded invalid UTF-8', `${M}%FF%FE`),
    p('percent-encoded invalid UTF-8', `${M}%ED%A0%80`),
    p('percent-encoded invalid UTF-8', `%C0%AF${M}`),
    p('percent-encoded NUL', `${M}%00`),
    p('raw non-ASCII bytes in path', `${M}\u00ff\u00e9`),
    p('non-UUID id', `not-a-uuid-${M}`),
    p('non-UUID id', '00000000-0000-0000-0000-00000000000g'),
    p('non-UUID id', '{6f9619ff-8b86-d011-b42d-00c04fc964ff}'),
    p('non-UUID id', '6F9619FF8B86D011B42D00C04FC964FF'),
    p('unicode in path', `${M}%F0%9F%98%80%E2%80%AE`),
    p('encoded query characters', `a%3Fb%23c${M}`),
    p('empty path segment', ''),
    p('marker', M),
  ]
}

/** Query values as written on the wire, by the parameter's schema. */
export function hostileQueryValues(M: string, s: Schema | undefined): Hostile[] {
  const q = (family: string, value: string, refuse = false): Hostile => ({ family, value, refuse, marked: value.includes(M) })
  const out: Hostile[] = [
    q('query: marker', M, s?.type === 'integer' || s?.format !== undefined || s?.enum !== undefined),
    q('query: percent-encoded invalid UTF-8', `${M}%FF%ED%A0%80`, true),
    q('query: percent-encoded NUL', `${M}%00`, true),
    q('query: bad percent-encoding', `%ZZ${M}`),
    q('query: empty value', ''),
    q('query: 5,000 characters', M + 'q'.repeat(5000), true),
  ]
  if (s?.type === 'integer') {
    for (const v of ['0', '-1', '1001', '1e309', '1.5', 'NaN', '99999999999999999999']) {
      const n = Number(v)
      const inRange = Number.isInteger(n) && (s.minimum === undefined || n >= s.minimum) && (s.maximum === undefined || n <= s.maximum)
      out.push(q('query: number out of range or not an integer', v, !inRange))
    }
  }
  if (s?.format === 'date') for (const h of hostileDates(M)) out.push(q(`query: ${h.family}`, encodeURIComponent(h.value as string), h.refuse))
  // A page key that was never issued → 400 (CONTRACT.md, Pagination).
  if (s?.maxLength === 1024) out.push(q('query: page key never issued', `${M}abc`, true), q('query: page key never issued', 'eyJ4IjoxfQ', true))
  return out
}
