// The declared shape's TypeScript writing of an object agrees with its SQL writing: members in
// jsonObject's order, jsonb values in jsonb's member order.
import { describe, expect, it } from 'vitest'
import { inJsonbOrder, type Shape, shapeColumns, shapeJson, shapeObject, shapeSelect } from '../../src/db/shape.js'

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
})
