// The one reading of an RFC 3339 date-time that every route, tool and query shares: validated
// here, then handed on as one canonical UTC text, so nothing downstream (PostgreSQL, `Date`)
// parses the customer's text its own way.

/**
 * RFC 3339's date-time (section 5.6), with the note's space (or `t`) separator allowed: a
 * numeric offset needs its minutes (`+01` is not RFC 3339).
 */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/

const daysIn = (year: number, month: number) =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31

/**
 * The instant a date-time names, as `YYYY-MM-DDTHH:mm:ss[.fraction]Z` in UTC with the fraction's
 * digits as sent (PostgreSQL keeps microseconds; answers are formatted from what it stored), or
 * undefined when the text is not a date-time. Offsets from -23:59 to +23:59 are read (PostgreSQL
 * itself stops at ±15:59). A leap second (second 60) is read as the first instant of the next
 * minute, as PostgreSQL reads it; its fraction, if any, is dropped with it.
 */
export function readDateTime(text: string): string | undefined {
  const m = DATE_TIME.exec(text)
  if (!m) return undefined
  const year = Number(m[1])
  const month = Number(m[2])
  const day = Number(m[3])
  const hour = Number(m[4])
  const minute = Number(m[5])
  const second = Number(m[6])
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined
  if (hour > 23 || minute > 59 || second > 60) return undefined
  const offsetMinutes = m[8] ? (m[8] === '-' ? -1 : 1) * (Number(m[9]) * 60 + Number(m[10])) : 0
  if (m[8] && (Number(m[9]) > 23 || Number(m[10]) > 59)) return undefined
  const leap = second === 60
  // Per request, for every date-time of a body: UTC text that is no leap second needs no date
  // arithmetic, only its separator and zone letter made canonical (most often it already is).
  if (offsetMinutes === 0 && !leap) {
    if (text.charCodeAt(10) === 0x54 && text.charCodeAt(text.length - 1) === 0x5a) return text
    return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${m[7] ? `.${m[7]}` : ''}Z`
  }
  // Date.UTC reads years 0 to 99 as 1900 to 1999: set the year alone afterwards.
  const at = new Date(Date.UTC(2000, month - 1, day, hour, minute, leap ? 0 : second))
  at.setUTCFullYear(year, month - 1, day)
  const ms = at.getTime() + (leap ? 60_000 : 0) - offsetMinutes * 60_000
  const utc = new Date(ms).toISOString()
  if (utc.length !== 24) return undefined // outside years 0 to 9999 after the offset
  const fraction = !leap && m[7] ? `.${m[7]}` : ''
  return `${utc.slice(0, 19)}${fraction}Z`
}

export const isDateTime = (text: string): boolean => readDateTime(text) !== undefined
