#!/usr/bin/env node
// Generates src/schema.ts from healthd's OpenAPI document with openapi-typescript.
//
//   node scripts/generate.js [INPUT]          write src/schema.ts
//   node scripts/generate.js [INPUT] --check  exit 1 when src/schema.ts differs from what INPUT generates
//
// INPUT is a file or an http(s) URL (e.g. a running server's /openapi.json); default: the
// repository's committed openapi.json.
//
// One thing is adjusted before generation: openapi-typescript does not translate JSON Schema's
// conditional `if`/`then`/`else` (it would type such a schema as an object with no properties),
// so a schema holding one becomes `anyOf: [then, else]`, which says what the conditional accepts.
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const target = path.join(pkgDir, 'src', 'schema.ts')
const args = process.argv.slice(2)
const check = args.includes('--check')
const given = args.find((a) => !a.startsWith('--'))
const input = given === undefined ? path.resolve(pkgDir, '..', '..', 'openapi.json') : /^https?:\/\//.test(given) ? given : path.resolve(given)

async function load(source) {
  if (!/^https?:\/\//.test(source)) return JSON.parse(readFileSync(source, 'utf8'))
  const res = await fetch(source, { headers: { accept: 'application/json' } })
  if (!res.ok) throw new Error(`GET ${source}: ${res.status}`)
  return res.json()
}

/** Replaces every `{ if, then, else }` schema by `{ anyOf: [then, else] }` (keeping its description). */
function conditionalsToAnyOf(node) {
  if (Array.isArray(node)) return node.map(conditionalsToAnyOf)
  if (!node || typeof node !== 'object') return node
  const out = {}
  for (const [k, v] of Object.entries(node)) out[k] = conditionalsToAnyOf(v)
  if ('if' in out && 'then' in out && 'else' in out && typeof out.if === 'object') {
    const { if: _if, then, else: otherwise, type: _type, properties: _p, required: _r, additionalProperties: _a, ...rest } = out
    return { ...rest, anyOf: [then, otherwise] }
  }
  return out
}

async function generate() {
  const doc = conditionalsToAnyOf(await load(input))
  const ast = await openapiTS(doc, { silent: true })
  return COMMENT_HEADER + astToString(ast)
}

try {
  const fresh = await generate()
  if (!check) {
    writeFileSync(target, fresh)
    console.log(`clients/typescript/src/schema.ts generated from ${input}`)
  } else {
    let have = ''
    try {
      have = readFileSync(target, 'utf8')
    } catch {
      // missing: reported as stale below
    }
    if (have !== fresh) {
      const a = have.split('\n')
      const b = fresh.split('\n')
      let i = 0
      while (i < a.length && i < b.length && a[i] === b[i]) i++
      console.error(`error: clients/typescript/src/schema.ts is stale (first difference at line ${i + 1}):`)
      console.error(`  committed: ${a[i] ?? '<end of file>'}`)
      console.error(`  generated: ${b[i] ?? '<end of file>'}`)
      console.error('run `npm run client:generate` and commit the result')
      process.exitCode = 1
    } else {
      console.log(`clients/typescript/src/schema.ts is up to date with ${input}`)
    }
  }
} catch (e) {
  console.error(`error: could not generate the client from ${input}: ${e instanceof Error ? e.message : String(e)}`)
  process.exitCode = 1
}
