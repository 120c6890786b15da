// The docs' request examples, followed literally against the server: each `curl` of a block runs
// in order (as the page shows it, variables filled in) and must succeed, and an answer the page
// shows must be the server's (`"..."` stands for what the page leaves out).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTestApp, createTestProject, type TestApp, type TestProject } from '../helpers/app.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** The code blocks of a page's section (from its heading to the next of the same level), in order, with their language. */
function blocks(doc: string, heading: string): { lang: string; text: string }[] {
  const page = readFileSync(path.join(ROOT, doc), 'utf8')
  const start = `\n${page}`.indexOf(`\n${heading}\n`)
  if (start < 0) throw new Error(`${doc} has no heading ${heading}`)
  const level = heading.split(' ')[0]!
  const lines = page.slice(start + heading.length + 1).split('\n')
  // The section ends at the next heading of its level, outside code blocks (a shell comment is no heading).
  let code = false
  const end = lines.findIndex((l) => {
    if (l.startsWith('```')) code = !code
    return !code && l.startsWith(`${level} `)
  })
  const section = (end < 0 ? lines : lines.slice(0, end)).join('\n')
  return [...section.matchAll(/```(\w*)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1]!, text: m[2]! }))
}

/** Shell words of one command line (single and double quotes; $VARS filled in, not in single quotes). */
function words(line: string, vars: Record<string, string>): string[] {
  const out: string[] = []
  const re = /'([^']*)'|"([^"]*)"|(\S+)/g
  const fill = (s: string) =>
    s.replace(
      /\$([A-Z_]+)/g,
      (_m, v: string) =>
        vars[v] ??
        (() => {
          throw new Error(`no value for $${v}`)
        })(),
    )
  for (const m of line.matchAll(re)) out.push(m[1] !== undefined ? m[1] : fill(m[2] ?? m[3]!))
  return out
}

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  headers: Record<string, string>
  payload?: string
}

/** The curl commands of a shell block, as requests (comments and other commands left out). */
function curls(sh: string, vars: Record<string, string>): Request[] {
  const lines = sh
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('curl '))
  return lines.map((line) => {
    const w = words(line, vars)
    const r: Request = { method: 'GET', url: '', headers: {} }
    for (let i = 1; i < w.length; i++) {
      const x = w[i]!
      if (x === '-s') continue
      else if (x === '-X') r.method = w[++i] as Request['method']
      else if (x === '-H') {
        const [k, ...v] = w[++i]!.split(':')
        r.headers[k!.trim().toLowerCase()] = v.join(':').trim()
      } else if (x === '-d') {
        r.payload = w[++i]!
        if (!line.includes(' -X ')) r.method = 'POST'
      } else r.url = x.replace(/^https?:\/\/[^/]+/, '')
    }
    return r
  })
}

/** Whether `actual` is what the page shows: every member the page names, equal; `"..."` stands for anything. */
function shown(page: unknown, actual: unknown, at = ''): string[] {
  if (page === '...') return []
  if (Array.isArray(page)) {
    if (!Array.isArray(actual)) return [`${at}: not an array`]
    const open = page[page.length - 1] === '...'
    const items = open ? page.slice(0, -1) : page
    if (open ? actual.length < items.length : actual.length !== items.length) return [`${at}: ${actual.length} elements`]
    return items.flatMap((x, i) => shown(x, actual[i], `${at}/${i}`))
  }
  if (page && typeof page === 'object') {
    if (!actual || typeof actual !== 'object') return [`${at}: not an object`]
    return Object.entries(page).flatMap(([k, v]) => (k in actual ? shown(v, (actual as Record<string, unknown>)[k], `${at}/${k}`) : [`${at}/${k}: missing`]))
  }
  return page === actual ? [] : [`${at}: the page shows ${JSON.stringify(page)}, the server answers ${JSON.stringify(actual)}`]
}

let t: TestApp
let p: TestProject
let vars: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  p = await createTestProject(t.app)
  const token = await p.token()
  vars = { BASE: '', PROJECT: p.projectId, TOKEN: token, ADMIN: token }
})
afterAll(() => t.close())

/** Runs a block's requests in order; each must succeed. Their answers, in order. */
async function run(sh: string): Promise<{ status: number; body: string }[]> {
  const out: { status: number; body: string }[] = []
  for (const r of curls(sh, vars)) {
    const res = await t.app.inject({ method: r.method, url: r.url, headers: r.headers, ...(r.payload !== undefined ? { payload: r.payload } : {}) })
    expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBeLessThan(300)
    out.push({ status: res.statusCode, body: res.body })
  }
  expect(out.length).toBeGreaterThan(0)
  return out
}

describe('docs examples, followed literally', () => {
  it('docs/api.md: making requests', async () => {
    const [sh] = blocks('docs/api.md', '## Making requests').filter((b) => b.lang === 'sh')
    const answers = await run(sh!.text)
    expect(JSON.parse(answers[1]!.body)).toMatchObject({ id: 'user-1', language: 'en', height: 172.5, birthday: '1990-12-10' })
  })

  it('docs/data.md: a custom record type and a record of it', async () => {
    const [sh] = blocks('docs/data.md', '## Custom records').filter((b) => b.lang === 'sh')
    const answers = await run(sh!.text)
    expect(JSON.parse(answers[answers.length - 1]!.body)).toMatchObject({ id: '2026-03-01', type: 'mood', user_id: 'u1', date: '2026-03-01', value: 7 })
  })

  it('docs/meals.md: the meal example answers what the page shows', async () => {
    const all = blocks('docs/meals.md', '# Meals and nutrition analysis')
    const i = all.findIndex((b) => b.lang === 'sh' && b.text.includes('/nutrition/meals'))
    expect(i).toBeGreaterThanOrEqual(0)
    const answers = await run(all[i]!.text)
    const last = answers[answers.length - 1]!
    expect(last.status).toBe(201)
    const meal = JSON.parse(last.body)
    for (const k of [
      'id',
      'user_id',
      'project_id',
      'description',
      'meal_time',
      'meal_type',
      'portion_multiplier',
      'summary_id',
      'created_at',
      'updated_at',
      'summary',
    ]) {
      expect(meal, k).toHaveProperty(k)
    }
    const data = all[i + 1]!
    expect(data.lang).toBe('json')
    expect(shown(JSON.parse(data.text), meal.summary.data)).toEqual([])
  })
})
