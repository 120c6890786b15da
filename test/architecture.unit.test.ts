// The shape of src/, enforced over its import graph: areas with borders, layers that are only
// climbed down, no cycle between areas, and no file too long to read. A new import that crosses a
// border or runs back up a layer fails here, the way the erasure test fails on a table it does
// not know. docs/architecture.md draws the same picture.
import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SRC = path.join(ROOT, 'src')

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? sourceFiles(p) : e.name.endsWith('.ts') ? [path.relative(ROOT, p).split(path.sep).join('/')] : []
  })

/**
 * An area: a folder whose files belong together and which the rest of src/ reaches only through
 * its index.ts. Every folder under src/modules/ is one; so are the insights engine, the agents,
 * the meal analysis and the workout analytics.
 */
function areaOf(file: string): string | undefined {
  const p = file.split('/')
  if (p[1] === 'modules' && p.length > 3) return `src/modules/${p[2]}`
  if (['agents', 'insights', 'analysis', 'analytics'].includes(p[1]!) && p.length > 2) return `src/${p[1]}`
  return undefined
}

/**
 * The layers, lowest first. A file may import its own layer and the ones below, never one above.
 * - base: the error type, configuration, timing constants, schemas, the calendar;
 * - infrastructure: the database, the LLM client, keys and scopes, the pure meal analysis, the
 *   device-file parsers and what an import computes from their records, the pure workout analytics,
 *   the pure source ranking and grouping rules;
 * - http and queue: what every route shares (the auth guard and `authOf`, error replies, pages,
 *   the body parser) and the job tables' SQL;
 * - areas: the resources (src/modules/*), the insights engine and the agents;
 * - app: the wiring (src/app/) and the process entry points.
 */
const LAYERS: [name: string, test: (file: string) => boolean][] = [
  ['base', (f) => (/^src\/[^/]+\.ts$/.test(f) && !ENTRY_POINTS.has(f)) || /^src\/(schemas|time)\//.test(f)],
  ['infrastructure', (f) => /^src\/(db|llm|auth|analysis|analytics|imports|sources)\//.test(f)],
  ['http', (f) => /^src\/(http|queue)\//.test(f)],
  ['areas', (f) => /^src\/(modules|insights|agents)\//.test(f)],
  ['app', (f) => f.startsWith('src/app/') || ENTRY_POINTS.has(f)],
]
const ENTRY_POINTS = new Set(['src/server.ts', 'src/cli.ts', 'src/bootstrap.ts'])

function layerOf(file: string): number {
  const i = LAYERS.findIndex(([, test]) => test(file))
  if (i < 0) throw new Error(`${file} is in no layer: add its folder to LAYERS`)
  return i
}

const IMPORT_RE = /^(?:import|export)\b[^'"]*?from '(\.{1,2}\/[^']+)'|^import '(\.{1,2}\/[^']+)'/gm

/** Every relative import of src/: [importer, imported], both as repository paths of .ts files. */
function importGraph(): [string, string][] {
  return sourceFiles(SRC).flatMap((f) =>
    [...readFileSync(path.join(ROOT, f), 'utf8').matchAll(IMPORT_RE)].map((m): [string, string] => [
      f,
      path.posix.normalize(path.posix.join(path.posix.dirname(f), (m[1] ?? m[2])!)).replace(/\.js$/, '.ts'),
    ]),
  )
}

/** The imports that break a rule, as `importer → imported: why`. */
function violations(edges: [string, string][]): string[] {
  const out: string[] = []
  const areaEdges = new Map<string, Set<string>>()
  for (const [from, to] of edges) {
    const [a, b] = [areaOf(from), areaOf(to)]
    if (b && a !== b) {
      if (to !== `${b}/index.ts`) out.push(`${from} → ${to}: crosses the border of ${b}; import ${b}/index.ts`)
      if (a) areaEdges.set(a, (areaEdges.get(a) ?? new Set()).add(b))
    }
    if (layerOf(to) > layerOf(from)) out.push(`${from} → ${to}: climbs from ${LAYERS[layerOf(from)]![0]} up to ${LAYERS[layerOf(to)]![0]}`)
  }
  // Areas depend on each other in one direction only: a cycle is two areas that are one.
  const state = new Map<string, 'open' | 'done'>()
  const visit = (a: string, trail: string[]) => {
    if (state.get(a) === 'done') return
    if (state.get(a) === 'open') {
      out.push(`areas in a cycle: ${[...trail.slice(trail.indexOf(a)), a].join(' → ')}`)
      return
    }
    state.set(a, 'open')
    for (const b of areaEdges.get(a) ?? []) visit(b, [...trail, a])
    state.set(a, 'done')
  }
  for (const a of [...areaEdges.keys()].sort()) visit(a, [])
  return out
}

describe('the import graph of src/', () => {
  const edges = importGraph()

  it('reads the imports (the graph is not empty and resolves to files)', () => {
    const files = new Set(sourceFiles(SRC))
    expect(edges.length).toBeGreaterThan(300)
    expect(edges.filter(([, to]) => !files.has(to))).toEqual([])
  })

  it('crosses no area border, climbs no layer, and has no cycle between areas', () => {
    expect(violations(edges)).toEqual([])
  })

  it('would name each kind of break', () => {
    expect(
      violations([
        ['src/modules/meals/service.ts', 'src/modules/summaries/repository.ts'],
        ['src/db/list.ts', 'src/http/pagination.ts'],
        ['src/modules/a/x.ts', 'src/modules/b/index.ts'],
        ['src/modules/b/y.ts', 'src/modules/a/index.ts'],
      ]),
    ).toEqual([
      'src/modules/meals/service.ts → src/modules/summaries/repository.ts: crosses the border of src/modules/summaries; import src/modules/summaries/index.ts',
      'src/db/list.ts → src/http/pagination.ts: climbs from infrastructure up to http',
      'areas in a cycle: src/modules/a → src/modules/b → src/modules/a',
    ])
  })
})

/**
 * The device-file parsers (src/imports/formats) read files and nothing else: no HTTP, no SQL, nothing
 * of src/ outside their folder, and of packages only the three they are built on. The import pipeline
 * calls them; they never call it.
 */
const PARSER_DIR = 'src/imports/formats'
const PARSER_PACKAGES = new Set(['saxes', 'yauzl', 'fit-file-parser'])
const NETWORK_MODULES = /^node:(http|https|http2|net|tls|dgram|dns|child_process)$/
const HTTP_OR_SQL = [/\bfetch\(/, /\bSELECT\s/, /\bINSERT\s+INTO\s/, /\bUPDATE\s+[a-z_]+\s+SET\s/, /\bDELETE\s+FROM\s/, /\.query\s*[<(]/]
const ANY_IMPORT_RE = /^(?:import|export)\b[^'"]*?from '([^']+)'|^import '([^']+)'/gm

function parserViolations(file: string, text: string): string[] {
  const out: string[] = []
  for (const m of text.matchAll(ANY_IMPORT_RE)) {
    const spec = (m[1] ?? m[2])!
    if (spec.startsWith('.')) {
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))
      if (!to.startsWith(`${PARSER_DIR}/`)) out.push(`${file} → ${spec}: outside ${PARSER_DIR}`)
    } else if (spec.startsWith('node:')) {
      if (NETWORK_MODULES.test(spec)) out.push(`${file} → ${spec}: network`)
    } else if (!PARSER_PACKAGES.has(spec)) {
      out.push(`${file} → ${spec}: not a parser package`)
    }
  }
  for (const re of HTTP_OR_SQL) if (re.test(text)) out.push(`${file}: ${re}`)
  return out
}

describe('the device-file parsers', () => {
  it('read files only: no HTTP, no SQL, nothing of src/ outside their folder', () => {
    const files = sourceFiles(path.join(SRC, 'imports/formats'))
    expect(files.length).toBeGreaterThan(8)
    expect(files.flatMap((f) => parserViolations(f, readFileSync(path.join(ROOT, f), 'utf8')))).toEqual([])
  })

  it('would name each kind of break', () => {
    const f = `${PARSER_DIR}/x.ts`
    const text = [
      "import { withTransaction } from '../../db/pool.js'",
      "import { request } from 'node:https'",
      "import Fastify from 'fastify'",
      "import { readFile } from 'node:fs/promises'",
      "import { streamXml } from './xml.js'",
      "const r = await fetch('https://example.org'); await db.query('SELECT 1')",
    ].join('\n')
    expect(parserViolations(f, text)).toEqual([
      `${f} → ../../db/pool.js: outside ${PARSER_DIR}`,
      `${f} → node:https: network`,
      `${f} → fastify: not a parser package`,
      `${f}: ${HTTP_OR_SQL[0]}`,
      `${f}: ${HTTP_OR_SQL[1]}`,
      `${f}: ${HTTP_OR_SQL[5]}`,
    ])
  })
})

/**
 * The workout analytics (src/analytics) is pure: streams in, fields out. No HTTP, no SQL, no
 * package and no Node module at all, and nothing of src/ outside its folder (src/modules least of
 * all): the import pipeline and the activities area call it, never the other way round.
 */
const ANALYTICS_DIR = 'src/analytics'
const ANALYTICS_IMPURE = [
  /\bfetch\(/,
  /\bSELECT\s/,
  /\bINSERT\s+INTO\s/,
  /\bUPDATE\s+[a-z_]+\s+SET\s/,
  /\bDELETE\s+FROM\s/,
  /\.query\s*[<(]/,
  /\bprocess\.env\b/,
]
const ANALYTICS_IMPORT_RE = /^(?:import|export)\b[^'"]*?from '([^']+)'|^import '([^']+)'|\bimport\(\s*'([^']+)'/gm

function analyticsViolations(file: string, text: string): string[] {
  const out: string[] = []
  for (const m of text.matchAll(ANALYTICS_IMPORT_RE)) {
    const spec = (m[1] ?? m[2] ?? m[3])!
    if (!spec.startsWith('.')) out.push(`${file} → ${spec}: a package or Node module`)
    else {
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))
      if (to.startsWith('src/modules/')) out.push(`${file} → ${spec}: src/modules`)
      else if (!to.startsWith(`${ANALYTICS_DIR}/`)) out.push(`${file} → ${spec}: outside ${ANALYTICS_DIR}`)
    }
  }
  for (const re of ANALYTICS_IMPURE) if (re.test(text)) out.push(`${file}: ${re}`)
  return out
}

describe('the workout analytics', () => {
  it('is pure: no HTTP, no SQL, no package, nothing of src/ outside its folder', () => {
    const files = sourceFiles(path.join(SRC, 'analytics'))
    expect(files.length).toBeGreaterThan(4)
    expect(files.flatMap((f) => analyticsViolations(f, readFileSync(path.join(ROOT, f), 'utf8')))).toEqual([])
  })

  it('would name each kind of break', () => {
    const f = `${ANALYTICS_DIR}/x.ts`
    const text = [
      "import { withTransaction } from '../db/pool.js'",
      "import type { Activity } from '../modules/activities/index.js'",
      "import Fastify from 'fastify'",
      "import { readFile } from 'node:fs/promises'",
      "import { resample } from './resample.js'",
      "const r = await fetch('https://example.org'); await db.query('SELECT 1')",
    ].join('\n')
    expect(analyticsViolations(f, text)).toEqual([
      `${f} → ../db/pool.js: outside ${ANALYTICS_DIR}`,
      `${f} → ../modules/activities/index.js: src/modules`,
      `${f} → fastify: a package or Node module`,
      `${f} → node:fs/promises: a package or Node module`,
      `${f}: ${ANALYTICS_IMPURE[0]}`,
      `${f}: ${ANALYTICS_IMPURE[1]}`,
      `${f}: ${ANALYTICS_IMPURE[5]}`,
    ])
  })
})

describe('file length', () => {
  // Generated code and data tables are exempt; everything a person reads stays under 800 lines,
  // the tests included.
  const EXEMPT = [/^src\/analysis\/foods\//]
  it('no source or test file is over 800 lines', () => {
    const long = [...sourceFiles(SRC), ...sourceFiles(path.join(ROOT, 'test'))]
      .filter((f) => !EXEMPT.some((re) => re.test(f)))
      .map((f) => [f, readFileSync(path.join(ROOT, f), 'utf8').split('\n').length] as const)
      .filter(([, n]) => n > 800)
    expect(long).toEqual([])
  })
})
