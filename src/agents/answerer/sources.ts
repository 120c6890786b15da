// Reading through the data tools: the summaries and facts a plan asks for, each distinct query one
// database round trip and all of them at once, with the token's scopes, bounded results and source
// ids the tools give. What was read comes back as items, keyed by the query that read them.
import type { FactType } from '../../modules/facts/index.js'
import type { SummaryName } from '../../modules/summaries/index.js'
import { runTool, type Source, type ToolContext } from '../tools.js'

/** A summary or fact as read: its source, period, text and data. */
export interface Item {
  source: Source
  name: string
  /** A derived fact's stable key ("habit_consistency:daily_meditation"); empty for summaries and a user's own facts. */
  key: string
  periodType: string
  periodId: string
  /** The period's start and end instants (a fact: its creation). */
  start: string
  end: string
  title: string
  text: string
  data: Record<string, unknown>
}

export interface SummaryQuery {
  tool: 'list_summaries'
  args: { name?: SummaryName; start_date?: string; end_date?: string; limit: number }
}
export interface FactQuery {
  tool: 'list_facts'
  args: { type?: FactType; limit: number }
}
export type Query = SummaryQuery | FactQuery

export type Read = { ok: true; items: Item[]; total: number } | { ok: false; error: string }
export type Reads = Map<string, Read>

export const keyOf = (q: Query) => `${q.tool}:${JSON.stringify(q.args)}`
export const str = (v: unknown) => (typeof v === 'string' ? v : '')

export const summaries = (name: SummaryName | undefined, limit: number, start?: string, end?: string): SummaryQuery => ({
  tool: 'list_summaries',
  args: { ...(name ? { name } : {}), ...(start ? { start_date: start } : {}), ...(end ? { end_date: end } : {}), limit },
})

/** Facts of one type; every type when the facts wanted are told apart by their keys (a habit's, of any type). */
export const facts = (type: FactType | undefined): FactQuery =>
  type ? { tool: 'list_facts', args: { type, limit: 20 } } : { tool: 'list_facts', args: { limit: 50 } }

function itemsOf(result: Record<string, unknown> & { sources: Source[] }): Item[] {
  const raw = (result['items'] ?? []) as Record<string, unknown>[]
  return raw.map((x, i) => {
    const period = (x['period'] ?? {}) as Record<string, unknown>
    return {
      source: result.sources[i]!,
      name: str(x['name']),
      key: str(x['key']),
      periodType: str(period['type']),
      periodId: str(period['id']),
      start: str(period['start']) || str(x['created_at']),
      end: str(period['end']) || str(period['start']) || str(x['created_at']),
      title: str(x['title']),
      text: str(x['text']),
      data: (x['data'] ?? {}) as Record<string, unknown>,
    }
  })
}

/** Runs every distinct query at once: each is one database round trip, and none waits for another. */
export async function readAll(ctx: ToolContext, queries: Query[]): Promise<Reads> {
  const distinct = [...new Map(queries.map((q) => [keyOf(q), q])).values()]
  const outcomes = await Promise.all(distinct.map((q) => runTool(ctx, q.tool, q.args)))
  return new Map(
    distinct.map((q, i) => {
      const o = outcomes[i]!
      const read: Read = o.ok ? { ok: true, items: itemsOf(o.output.result), total: Number(o.output.result['total'] ?? 0) } : { ok: false, error: o.error }
      return [keyOf(q), read]
    }),
  )
}

export const itemsFor = (reads: Reads, q: Query): Item[] => {
  const r = reads.get(keyOf(q))
  return r?.ok ? r.items : []
}
export const moreThanRead = (reads: Reads, q: Query): boolean => {
  const r = reads.get(keyOf(q))
  return Boolean(r?.ok && r.total > r.items.length)
}
