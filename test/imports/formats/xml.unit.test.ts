// The repair in front of saxes (src/imports/formats/xml.ts): the DOCTYPE and its internal subset go,
// forbidden characters go, everything else passes unchanged, however the text arrives in chunks.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ImportFormatError, parseTcx } from '../../../src/imports/formats/index.js'
import { XmlRepair } from '../../../src/imports/formats/xml.js'
import { appleExport, appleRecord, collect, tcx } from '../../helpers/device-files.js'

function repair(text: string, cuts: number[] = []): string {
  const r = new XmlRepair()
  let out = ''
  let at = 0
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    out += r.push(text.slice(at, cut))
    at = cut
  }
  return out + r.push(text.slice(at)) + r.end()
}

const EXPORT = appleExport(appleRecord('HKQuantityTypeIdentifierStepCount', 'Ana\u000B’s iPhone\u001A', 0, 60_000, 12, 'count'))

describe('XmlRepair', () => {
  it('drops the iOS 16 DOCTYPE (an ATTLIST left open inside) but keeps its lines, and the control characters', () => {
    const out = repair(EXPORT)
    expect(out).not.toContain('DOCTYPE')
    expect(out).not.toContain('ATTLIST')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: no control character may be left
    expect(out).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/)
    expect(out).toContain('sourceName="Ana’s iPhone"')
    expect(out.split('\n').length).toBe(EXPORT.split('\n').length)
    expect(out.startsWith('\n\n')).toBe(true)
  })

  it('passes the rest of a prolog through unchanged: comments, processing instructions, whitespace', () => {
    const doc = '\uFEFF<?xml version="1.0"?>\n<!-- a <comment> -->\n<?xml-stylesheet href="a.xsl"?><gpx creator="x"><trk/></gpx>\n'
    expect(repair(doc)).toBe(doc.replace('<?xml version="1.0"?>', ''))
    expect(repair('<!DOCTYPE gpx SYSTEM "gpx.dtd"><gpx/>')).toBe('<gpx/>')
  })

  it('a declaration after whitespace (Strava’s TCX files) no longer stops the parse', async () => {
    const strava = `          \n${tcx({ sport: 'Running', creator: 'Strava', laps: [{ start: 0, seconds: 1, points: [{ t: 0, lat: 1, lon: 1 }] }] })}`
    const { SaxesParser } = await import('saxes')
    expect(() => new SaxesParser().write(strava)).toThrow(/XML declaration/)
    const records = await collect(parseTcx([Buffer.from(strava)] as unknown as AsyncIterable<Buffer>))
    expect(records.map((r) => r.kind)).toEqual(['workout'])
  })

  it('cuts anywhere give the same text', () => {
    const whole = repair(EXPORT)
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: EXPORT.length }), { maxLength: 40 }), (cuts) => {
        expect(repair(EXPORT, cuts)).toBe(whole)
      }),
      { numRuns: 200 },
    )
  })

  it('gives up on a prolog that never reaches a root element', () => {
    const r = new XmlRepair()
    r.push('<!DOCTYPE x [')
    expect(() => r.push('<!ENTITY a "b">'.repeat(300_000))).toThrow(ImportFormatError)
  })
})
