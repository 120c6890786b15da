// The declared shape's TypeScript writing of an object agrees with its SQL writing: members in
// jsonObject's order, jsonb values in jsonb's member order. (test/modules/one-json.test.ts holds
// the two writings of real resources to the same bytes on the database.)
import { describe, expect, it } from 'vitest'
import { inJsonbOrder, jsonbNumber, jsonbText, type Shape, shapeColumns, shapeJson, shapeObject, shapeSelect, shapeText } from '../../src/db/shape.js'

const SHAPE: Shape = {
  alias: 't',
  fields: {
    id: { kind: 'value', column: 'thing_id', type: 'text' },
    at: { kind: 'instant', type: 'timestamptz' },
    note: { kind: 'value', type: 'text', optional: true },
    stats: { kind: 'object', fields: { mean: { kind: 'value', type: 'double precision' } } },
    data: { kind: 'json', type: 'jsonb', optional: true },
  },
}

describe('a declared shape', () => {
  it('writes the object in the order its SQL does: required members first, then the optional ones present', () => {
    const o = shapeObject(SHAPE, { thing_id: 'a', at: new Date(Date.UTC(2026, 0, 2)), note: 'n', mean: 1.5, data: { b: 1, a: 2 } })
    expect(JSON.stringify(o)).toBe('{"id":"a","at":"2026-01-02T00:00:00.000Z","stats":{"mean":1.5},"note":"n","data":{"a":2,"b":1}}')
    expect(Object.keys(shapeObject(SHAPE, { thing_id: 'a', at: '2026-01-02T00:00:00.000Z', note: null, mean: 1 }))).toEqual(['id', 'at', 'stats'])
    const sql = shapeJson(SHAPE)
    expect(sql.indexOf('"id":')).toBeLessThan(sql.indexOf('"stats":'))
    expect(sql.indexOf('"stats":')).toBeLessThan(sql.indexOf('"note":'))
    expect(sql).toContain('t.thing_id')
  })

  it('names the columns a write takes, nested ones included', () => {
    expect(shapeColumns(SHAPE)).toEqual({ thing_id: 'text', at: 'timestamptz', note: 'text', mean: 'double precision', data: 'jsonb' })
  })

  it('orders object members as jsonb does: shorter keys first, then by their UTF-8 bytes', () => {
    // PostgreSQL: SELECT '{"é":1,"z":2,"aa":3,"b":{"yy":1,"x":2}}'::jsonb → {"b": {"x": 2, "yy": 1}, "z": 2, "aa": 3, "é": 1}
    expect(JSON.stringify(inJsonbOrder({ é: 1, z: 2, aa: 3, b: { yy: 1, x: 2 } }))).toBe('{"b":{"x":2,"yy":1},"z":2,"aa":3,"é":1}')
    expect(inJsonbOrder([{ bb: 1, a: [{ d: 1, c: 2 }] }])).toEqual([{ a: [{ c: 2, d: 1 }], bb: 1 }])
  })

  it('reads the row it writes an object from by the expressions its JSON is written from, a raw member as its JSON text', () => {
    const s: Shape = {
      alias: 'm',
      fields: {
        id: { kind: 'value', column: 'meal_id' },
        ref: { kind: 'value', sql: `coalesce(m.ref::text, '')` },
        stats: { kind: 'object', fields: { mean: { kind: 'value' } } },
        summary: { kind: 'raw', sql: 's.api_json', optional: true },
      },
    }
    expect(shapeSelect(s)).toBe(`m.meal_id AS meal_id, coalesce(m.ref::text, '') AS ref, m.mean AS mean, s.api_json AS summary`)
    // The SQL splices the text in as it is; the object holds it parsed, and leaves it out when NULL.
    expect(shapeJson(s)).toContain(`coalesce(',"summary":' || (s.api_json), '')`)
    expect(shapeObject(s, { meal_id: 'a', ref: '', mean: 2, summary: '{"id":"x","n":[1,null]}' })).toStrictEqual({
      id: 'a',
      ref: '',
      stats: { mean: 2 },
      summary: { id: 'x', n: [1, null] },
    })
    expect(shapeObject(s, { meal_id: 'a', ref: '', mean: 2, summary: null })).toStrictEqual({ id: 'a', ref: '', stats: { mean: 2 } })
  })

  it('writes the same text in TypeScript as the object it builds', () => {
    const row = { thing_id: 'a "b"', at: new Date(Date.UTC(2026, 0, 2)), note: null, mean: 1.5, data: { b: [1, { d: 1, c: null }], a: 'é' } }
    expect(shapeText(SHAPE, row)).toBe(JSON.stringify(shapeObject(SHAPE, row)))
    expect(shapeText(SHAPE, row)).toBe('{"id":"a \\"b\\"","at":"2026-01-02T00:00:00.000Z","stats":{"mean":1.5},"data":{"a":"é","b":[1,{"c":null,"d":1}]}}')
  })
})

/** An activity-like shape: a jsonb object spread in, two of its members taken out for one type. */
const SPREAD: Shape = {
  alias: 'a',
  fields: {
    id: { kind: 'value', column: 'thing_id', type: 'text' },
    type: { kind: 'value', type: 'text' },
    fields: { kind: 'spread', type: 'jsonb' },
    group_id: { kind: 'value', from: 'fields', when: ['type', 'session'], default: null },
    selected: { kind: 'value', from: 'fields', when: ['type', 'session'], default: true },
    at: { kind: 'instant', type: 'timestamptz' },
    note: { kind: 'value', type: 'text', optional: true },
  },
}

describe('a shape with a spread', () => {
  it('splices the members in its place in jsonb order, and takes out what its own members write', () => {
    const at = '2026-01-02T00:00:00.000Z'
    const workout = { thing_id: 'w', type: 'workout', fields: { zz: 1, a: [2], group_id: 7, selected: false }, at, note: 'n' }
    expect(shapeText(SPREAD, workout)).toBe(
      '{"id":"w","type":"workout","a":[2],"zz":1,"group_id":7,"selected":false,"at":"2026-01-02T00:00:00.000Z","note":"n"}',
    )
    const session = { thing_id: 's', type: 'session', fields: { zz: 1, selected: false, group_id: 4 }, at, note: null }
    expect(shapeText(SPREAD, session)).toBe('{"id":"s","type":"session","zz":1,"group_id":4,"selected":false,"at":"2026-01-02T00:00:00.000Z"}')
    // Absent or null: the defaults.
    const bare = { thing_id: 's', type: 'session', fields: { selected: null }, at }
    expect(shapeText(SPREAD, bare)).toBe('{"id":"s","type":"session","group_id":null,"selected":true,"at":"2026-01-02T00:00:00.000Z"}')
    for (const row of [workout, session, bare]) expect(JSON.stringify(shapeObject(SPREAD, row))).toBe(shapeText(SPREAD, row))
    // The row's own object is not changed by what is taken out of it.
    expect(session.fields).toEqual({ zz: 1, selected: false, group_id: 4 })
  })

  it('writes its SQL in the same order, the spread without what the conditional members take', () => {
    const sql = shapeJson(SPREAD)
    const at = (s: string) => sql.indexOf(s)
    expect(at('"id":')).toBeLessThan(at('"type":'))
    expect(at('"type":')).toBeLessThan(at("a.fields - 'group_id' - 'selected'"))
    expect(at("a.fields - 'group_id' - 'selected'")).toBeLessThan(at('"group_id":'))
    expect(at('"selected":')).toBeLessThan(at('"at":'))
    expect(at('"at":')).toBeLessThan(at('"note":'))
    expect(sql).toContain("CASE WHEN a.type = 'session' THEN a.fields - 'group_id' - 'selected' ELSE a.fields END")
    expect(sql).toContain(`coalesce(nullif((a.fields -> 'selected'), 'null'::jsonb), 'true'::jsonb)::text`)
  })

  it('names the spread as a column, not the members read from it', () => {
    expect(shapeColumns(SPREAD)).toEqual({ thing_id: 'text', type: 'text', fields: 'jsonb', at: 'timestamptz', note: 'text' })
  })

  it('refuses what it cannot write', () => {
    expect(() => shapeJson({ alias: 'a', fields: { f: { kind: 'spread' }, id: { kind: 'value' } } })).toThrow(/required field first/)
    expect(() => shapeJson({ alias: 'a', fields: { id: { kind: 'value' }, x: { kind: 'value', from: 'id' } } })).toThrow(/not a spread/)
    expect(() => shapeJson({ alias: 'a', fields: { id: { kind: 'value' }, x: { kind: 'value', when: ['t; DROP', 'x'] } } })).toThrow(/bad column/)
  })
})

describe('jsonb text', () => {
  it('writes numbers as jsonb does, never with an exponent', () => {
    // PostgreSQL: SELECT '[1e21, 1e-7, 1.5e-7, -2.5e+30, 40.50, 1E2]'::jsonb
    //   → [1000000000000000000000, 0.0000001, 0.00000015, -2500000000000000000000000000000, 40.50, 100]
    expect([1e21, 1e-7, 1.5e-7, -2.5e30, 40.5, 1e2].map(jsonbNumber)).toEqual([
      '1000000000000000000000',
      '0.0000001',
      '0.00000015',
      '-2500000000000000000000000000000',
      '40.5',
      '100',
    ])
    expect([1.2345e25, -1.2345e-10, 0, -0, 123.456].map(jsonbNumber)).toEqual(['12345000000000000000000000', '-0.00000000012345', '0', '0', '123.456'])
  })

  it('orders members as jsonb does, whatever their keys, and escapes as JSON.stringify does', () => {
    // Integer-like keys, which a JavaScript object puts first, and keys that need escaping or are not ASCII.
    const v = { ab: 1, 100: 2, 9: 3, é: 4, 'q"': 5, '\n': 6, z: { y: undefined, x: 'a\u0001"\\' }, u: undefined }
    // PostgreSQL (healthd_json of JSON.stringify(v)) writes the same.
    expect(jsonbText(v)).toBe('{"\\n":6,"9":3,"z":{"x":"a\\u0001\\"\\\\"},"ab":1,"q\\"":5,"é":4,"100":2}')
    expect(jsonbText({ ß: 1, z: 2, zz: 3, '\u007f': 4, '😀': 5, ÿ: 6, '\u2028': 7 })).toBe('{"z":2,"\u007f":4,"zz":3,"ß":1,"ÿ":6,"\u2028":7,"😀":5}')
    expect(jsonbText([1e21, null, 'x', true, [], {}])).toBe('[1000000000000000000000,null,"x",true,[],{}]')
    const long = `${'x'.repeat(100)}"`
    expect(jsonbText(long)).toBe(JSON.stringify(long))
    expect(jsonbText('\ud83d\ude00 \u2028')).toBe(JSON.stringify('\ud83d\ude00 \u2028'))
  })
})
