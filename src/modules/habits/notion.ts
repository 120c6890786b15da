// Maps an export of the content workspace (Notion page objects) to habits. Pure: no I/O.
import { HABIT_CATEGORIES, IMPACT_DIRECTIONS, SNAKE_CASE_RE, type Habit, type HabitCategory, type PotentialImpacts } from './schemas.js'

/** The import file is unusable; the message names every page at fault (index, id, problem). */
export class HabitImportError extends Error {
  override name = 'HabitImportError'
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 5)
    const more = problems.length - shown.length
    super(shown.join('; ') + (more > 0 ? `; and ${more} more invalid page${more === 1 ? '' : 's'}` : ''))
  }
}

/** One page's problem; located by habitsFromNotion. */
class PageError extends Error {}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const MAX_PROBLEM_VALUE = 60
const show = (v: unknown) => {
  if (v === undefined) return 'nothing'
  const s = JSON.stringify(v) ?? String(v)
  return s.length > MAX_PROBLEM_VALUE ? `${s.slice(0, MAX_PROBLEM_VALUE)}…` : s
}

/** Notion ids come dashed or as 32 hex digits; both become the lower-case dashed UUID form. */
export function normalizeNotionId(id: string): string | undefined {
  const hex = id.trim().toLowerCase()
  const m = /^([0-9a-f]{8})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{12})$/.exec(hex)
  if (!m) return undefined
  // Either every dash or none: "0123-4567..." with dashes in odd places is not an id.
  const dashes = (hex.match(/-/g) ?? []).length
  if (dashes !== 0 && dashes !== 4) return undefined
  return m.slice(1).join('-')
}

/** "Keep a consistent bedtime!" → "keep_a_consistent_bedtime"; "sleepScore" → "sleep_score". */
export function toSnakeCase(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
}

/** Property names match ignoring case, spaces, underscores and dashes ("Potential impacts" = potentialImpacts). */
const propKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '')

function findProperty(props: Json, ...names: string[]): { name: string; value: Json } | undefined {
  const wanted = new Set(names.map(propKey))
  const hits = Object.entries(props).filter(([k]) => wanted.has(propKey(k)))
  if (hits.length > 1) throw new PageError(`properties ${hits.map(([k]) => show(k)).join(' and ')} mean the same field`)
  const hit = hits[0]
  if (!hit) return undefined
  if (!isObject(hit[1]) || typeof hit[1]['type'] !== 'string') throw new PageError(`property ${show(hit[0])} is not a property value`)
  return { name: hit[0], value: hit[1] }
}

/** Plain text of a rich-text array (title and rich_text properties). */
function richText(items: unknown, where: string): string {
  if (!Array.isArray(items)) throw new PageError(`property ${show(where)} has no rich text array`)
  return items
    .map((item) => {
      if (!isObject(item)) return ''
      if (typeof item['plain_text'] === 'string') return item['plain_text']
      const text = item['text']
      return isObject(text) && typeof text['content'] === 'string' ? text['content'] : ''
    })
    .join('')
}

/** The text of a title, rich_text, select, multi_select (first option), url or string formula property. */
function propertyText(p: { name: string; value: Json }): string {
  const v = p.value
  switch (v['type']) {
    case 'title':
    case 'rich_text':
      return richText(v[v['type']], p.name)
    case 'select':
      return isObject(v['select']) && typeof v['select']['name'] === 'string' ? v['select']['name'] : ''
    case 'multi_select': {
      const first = Array.isArray(v['multi_select']) ? v['multi_select'][0] : undefined
      return isObject(first) && typeof first['name'] === 'string' ? first['name'] : ''
    }
    case 'url':
      return typeof v['url'] === 'string' ? v['url'] : ''
    case 'formula':
      return isObject(v['formula']) && typeof v['formula']['string'] === 'string' ? v['formula']['string'] : ''
    default:
      throw new PageError(`property ${show(p.name)} is a ${show(v['type'])} property, not text`)
  }
}

function checkbox(props: Json, name: string): boolean {
  const p = findProperty(props, name)
  if (!p) return false
  if (p.value['type'] !== 'checkbox' || typeof p.value['checkbox'] !== 'boolean') {
    throw new PageError(`property ${show(p.name)} must be a checkbox, got ${show(p.value['type'])}`)
  }
  return p.value['checkbox']
}

function addImpact(out: PotentialImpacts, metric: string, direction: unknown, where: string): void {
  const key = toSnakeCase(metric)
  if (!key) throw new PageError(`${where}: ${show(metric)} names no metric`)
  const dir = typeof direction === 'string' ? direction.trim().toLowerCase() : direction
  if (dir !== 'positive' && dir !== 'negative') {
    throw new PageError(`${where}: the impact on ${key} must be one of: ${IMPACT_DIRECTIONS.join(', ')}, got ${show(direction)}`)
  }
  if (out[key] !== undefined && out[key] !== dir) throw new PageError(`${where}: ${key} is both positive and negative`)
  out[key] = dir
}

/** rich_text holding a JSON object, or multi_select options such as `sleep_score:positive`. */
function potentialImpacts(props: Json): PotentialImpacts {
  const p = findProperty(props, 'potentialImpacts')
  const out: PotentialImpacts = {}
  if (!p) return out
  const where = `property ${show(p.name)}`
  if (p.value['type'] === 'multi_select') {
    const items = p.value['multi_select']
    if (!Array.isArray(items)) throw new PageError(`${where} has no options array`)
    for (const item of items) {
      const label = isObject(item) && typeof item['name'] === 'string' ? item['name'] : undefined
      const i = label?.lastIndexOf(':') ?? -1
      if (label === undefined || i < 0) throw new PageError(`${where}: option ${show(label ?? item)} is not metric:positive or metric:negative`)
      addImpact(out, label.slice(0, i), label.slice(i + 1), where)
    }
    return out
  }
  if (p.value['type'] !== 'rich_text') {
    throw new PageError(`${where} must be rich_text (a JSON object) or multi_select (metric:direction), got ${show(p.value['type'])}`)
  }
  const text = richText(p.value['rich_text'], p.name).trim()
  if (text === '') return out
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new PageError(`${where} is not a JSON object: ${show(text)}`)
  }
  if (!isObject(parsed)) throw new PageError(`${where} is not a JSON object: ${show(text)}`)
  for (const [metric, direction] of Object.entries(parsed)) addImpact(out, metric, direction, where)
  return out
}

const RFC3339_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i

/** An RFC 3339 timestamp (a real calendar day), returned as `YYYY-MM-DDTHH:mm:ss.sssZ`. */
function timestamp(page: Json, field: string): string {
  const v = page[field]
  if (v === undefined || v === null) throw new PageError(`${field} is missing`)
  const m = typeof v === 'string' ? RFC3339_RE.exec(v) : null
  if (!m) throw new PageError(`${field} must be an RFC 3339 date-time, got ${show(v)}`)
  // Date.parse rolls 2025-02-30 over to March: the day must exist in its month.
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const d = new Date(Date.UTC(year, month - 1, day))
  const ms = Date.parse(m[0])
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day || Number.isNaN(ms)) {
    throw new PageError(`${field} is not a valid date-time: ${show(v)}`)
  }
  return new Date(ms).toISOString()
}

function flag(page: Json, field: string): boolean {
  const v = page[field]
  if (v === undefined || v === null) return false
  if (typeof v !== 'boolean') throw new PageError(`${field} must be a boolean, got ${show(v)}`)
  return v
}

function httpUrl(v: unknown, field: string): string {
  if (v === undefined || v === null || v === '') return ''
  if (typeof v !== 'string') throw new PageError(`${field} must be a string, got ${show(v)}`)
  let u: URL
  try {
    u = new URL(v)
  } catch {
    throw new PageError(`${field} is not an absolute URL: ${show(v)}`)
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new PageError(`${field} must be an http(s) URL: ${show(v)}`)
  return v
}

function cover(v: unknown): string {
  if (v === undefined || v === null) return ''
  if (!isObject(v)) throw new PageError(`cover must be an object or null, got ${show(v)}`)
  const type = v['type']
  if (type !== 'external' && type !== 'file') throw new PageError(`cover of type ${show(type)} is not supported (external or file)`)
  const inner = v[type]
  if (!isObject(inner) || typeof inner['url'] !== 'string' || inner['url'] === '') throw new PageError(`cover has no ${type}.url`)
  return httpUrl(inner['url'], `cover.${type}.url`)
}

/** One page as a habit; throws PageError (without the page's location) when it cannot be one. */
function habitFromPage(page: unknown): Habit {
  if (!isObject(page)) throw new PageError('is not an object')
  if (page['object'] !== undefined && page['object'] !== 'page') throw new PageError(`is a ${show(page['object'])}, not a page`)
  const id = typeof page['id'] === 'string' ? normalizeNotionId(page['id']) : undefined
  if (!id) throw new PageError(`id must be a UUID (dashed or 32 hex digits), got ${show(page['id'])}`)
  const props = page['properties']
  if (!isObject(props)) throw new PageError('has no properties object')

  const titleProp = Object.entries(props).find(([, v]) => isObject(v) && v['type'] === 'title')
  if (!titleProp) throw new PageError('has no title property')
  const title = richText((titleProp[1] as Json)['title'], titleProp[0]).trim()
  if (!title) throw new PageError(`title property ${show(titleProp[0])} is empty`)

  // A Key property, else a Name property that is not the title, else the title in snake_case.
  const nameProp = findProperty(props, 'key') ?? findProperty(props, 'name')
  const nameSource = nameProp && nameProp.value['type'] !== 'title' ? propertyText(nameProp) : title
  const name = toSnakeCase(nameSource)
  if (!SNAKE_CASE_RE.test(name)) throw new PageError(`has no usable name: ${show(nameSource)}`)

  const descProp = findProperty(props, 'description')
  const description = descProp ? propertyText(descProp).trim() : ''

  const catProp = findProperty(props, 'category')
  if (!catProp) throw new PageError('has no Category property')
  const catText = propertyText(catProp).trim()
  const category = catText.toLowerCase() as HabitCategory
  if (!HABIT_CATEGORIES.includes(category)) {
    throw new PageError(`category must be one of: ${HABIT_CATEGORIES.join(', ')}, got ${show(catText)}`)
  }

  return {
    id,
    name,
    title,
    description,
    category,
    url: httpUrl(page['url'], 'url'),
    public_url: httpUrl(page['public_url'], 'public_url'),
    cover: cover(page['cover']),
    created_time: timestamp(page, 'created_time'),
    last_edited_time: timestamp(page, 'last_edited_time'),
    archived: flag(page, 'archived'),
    in_trash: flag(page, 'in_trash'),
    playUnexpectedImpact: checkbox(props, 'playUnexpectedImpact'),
    playImpact: checkbox(props, 'playImpact'),
    potentialImpacts: potentialImpacts(props),
  }
}

/**
 * The habits of an export: an array of page objects, or a Notion list response
 * (`{object: "list", results: [...]}`). Every page must make a valid habit, ids must be unique,
 * and there must be at least one page; otherwise HabitImportError names each page at fault.
 */
export function habitsFromNotion(doc: unknown): Habit[] {
  let pages: unknown[]
  let path: string
  if (Array.isArray(doc)) {
    pages = doc
    path = ''
  } else if (isObject(doc) && Array.isArray(doc['results']) && (doc['object'] === undefined || doc['object'] === 'list')) {
    pages = doc['results']
    path = 'results'
  } else {
    throw new HabitImportError(['expected an array of Notion pages or a Notion list response {"object": "list", "results": [...]}'])
  }
  if (pages.length === 0) throw new HabitImportError(['the file holds no pages: importing it would empty the catalogue'])

  const problems: string[] = []
  const habits: Habit[] = []
  const seen = new Map<string, number>()
  pages.forEach((page, i) => {
    const rawId = isObject(page) ? page['id'] : undefined
    const at = `page ${path}[${i}] (${typeof rawId === 'string' ? `id ${rawId}` : rawId == null ? 'no id' : `id ${show(rawId)}`})`
    try {
      const habit = habitFromPage(page)
      const first = seen.get(habit.id)
      if (first !== undefined) throw new PageError(`has the same id as ${path}[${first}]`)
      seen.set(habit.id, i)
      habits.push(habit)
    } catch (err) {
      if (!(err instanceof PageError)) throw err
      problems.push(`${at}: ${err.message}`)
    }
  })
  if (problems.length) throw new HabitImportError(problems)
  return habits
}
