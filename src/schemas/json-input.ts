// What the contract refuses in any JSON a client sends, decided once where a body enters (the
// JSON body parser) and by the MCP tools for their arguments. Nothing here recurses: a body
// nested 100,000 levels deep is measured and refused without growing the stack.
import { isUtf8 } from 'node:buffer'

export const MAX_DEPTH = 64

export const INPUT_MESSAGES = {
  utf8: 'request body is not valid UTF-8',
  depth: `request body is nested deeper than ${MAX_DEPTH} levels`,
  json: 'request body is not valid JSON',
  empty: 'request body is empty but Content-Type is application/json',
  nul: 'text must not contain NUL (\\u0000) characters',
} as const

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d

/**
 * Whether JSON text opens more than `max` arrays and objects inside one another. Reads bytes, so
 * it runs before any decoding: every byte that matters here is ASCII, and no byte of a multi-byte
 * UTF-8 sequence is below 0x80. Malformed text is measured as far as it goes; the parser refuses it.
 */
export function nestedDeeperThan(bytes: Uint8Array, max = MAX_DEPTH): boolean {
  // Most bodies open only a few arrays and objects in all: counted natively, no scan is needed.
  const buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let opened = 0
  for (const b of [OPEN_ARRAY, OPEN_OBJECT]) {
    for (let i = buf.indexOf(b); i !== -1 && opened <= max; i = buf.indexOf(b, i + 1)) opened++
  }
  if (opened <= max) return false
  let depth = 0
  let inString = false
  for (let i = 0; i < buf.length; i++) {
    const b = buf[i]!
    if (inString) {
      if (b === BACKSLASH) i++
      else if (b === QUOTE) inString = false
    } else if (b === QUOTE) inString = true
    else if (b === OPEN_ARRAY || b === OPEN_OBJECT) {
      if (++depth > max) return true
    } else if (b === CLOSE_ARRAY || b === CLOSE_OBJECT) depth--
  }
  return false
}

export const isValidUtf8 = (bytes: Uint8Array): boolean => bytes.length === 0 || isUtf8(bytes)

const wellFormed = (s: string): boolean => (s as string & { isWellFormed(): boolean }).isWellFormed()

/** Why a string (a value, or with `name` a property name) cannot be stored, or undefined. */
function textProblem(s: string, at: Place, name = false): string | undefined {
  if (s.includes('\u0000')) return INPUT_MESSAGES.nul
  if (!wellFormed(s)) return `${name ? `${pathOf(at.parent!)} (a property name)` : pathOf(at)} must be valid Unicode text (it holds a lone surrogate)`
  return undefined
}

/** A property name in a message: cut short, so a hostile name is never quoted back whole. */
export const shownName = (key: string): string => (key.length > 40 ? `${key.slice(0, 40)}…` : key)

/** Finite numbers, booleans and null need no look of their own. */
const needsLook = (x: unknown): boolean => x !== null && typeof x !== 'boolean' && !(typeof x === 'number' && Number.isFinite(x))

/** Where a value sits: its container's place and its key, joined into a path only for a message. */
interface Place {
  parent: Place | undefined
  key: string
}
const pathOf = (p: Place): string => {
  const keys: string[] = []
  for (let q: Place | undefined = p; q; q = q.parent) keys.push(q.key)
  return keys.reverse().join('/')
}

/** Whether a parsed value holds anything `inputProblem` names: one quick walk with no paths. */
function anyProblem(value: unknown): boolean {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const v = stack.pop()
    if (typeof v === 'string') {
      if (v.includes('\u0000') || !wellFormed(v)) return true
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) return true
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const x = v[i]
        if (Object.is(x, -0)) v[i] = 0
        else if (needsLook(x)) stack.push(x)
      }
    } else if (v !== null && typeof v === 'object') {
      for (const k in v) {
        if (k.includes('\u0000') || !wellFormed(k) || k === '__proto__' || k === 'constructor') return true
        const x = (v as Record<string, unknown>)[k]
        if (Object.is(x, -0)) (v as Record<string, unknown>)[k] = 0
        else if (needsLook(x)) stack.push(x)
      }
    }
  }
  return false
}

/**
 * The first thing in a parsed JSON value the contract refuses, as the 400 message naming where it
 * is, or undefined: a number that is not finite (`1e309` parses as Infinity), NUL in any string,
 * a lone surrogate, or a property that could reach a prototype. Walks with its own stack; `-0`
 * becomes 0 on the way (it is stored as 0). Most bodies hold nothing of the kind: a quick walk
 * says so, and only a body that fails it is walked again keeping paths for the message.
 */
export function inputProblem(value: unknown, root = 'body'): string | undefined {
  if (!anyProblem(value)) return undefined
  const values: unknown[] = [value]
  const places: Place[] = [{ parent: undefined, key: root }]
  while (values.length > 0) {
    const v = values.pop()
    const at = places.pop()!
    if (typeof v === 'string') {
      const p = textProblem(v, at)
      if (p) return p
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) return `${pathOf(at)} must be a finite number`
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) {
        if (needsLook(v[i])) {
          values.push(v[i])
          places.push({ parent: at, key: String(i) })
        }
      }
    } else if (v !== null && typeof v === 'object') {
      const o = v as Record<string, unknown>
      const keys = Object.keys(o)
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i]!
        const p = textProblem(k, { parent: at, key: '' }, true)
        if (p) return p
        if (k === '__proto__' || (k === 'constructor' && o[k] !== null && typeof o[k] === 'object' && Object.hasOwn(o[k] as object, 'prototype'))) {
          return `${pathOf(at)}/${k} is not an accepted property name`
        }
        if (needsLook(o[k])) {
          values.push(o[k])
          places.push({ parent: at, key: shownName(k) })
        }
      }
    }
  }
  // A `constructor` property that holds no prototype: allowed.
  return undefined
}
