// One activity per workout (CONTRACT "One activity per workout: grouping and source priority"),
// as a pure rule: which activities of a user are one workout seen by several sources, and which of
// each group counts. The database keeps the groups itself, in the write's statement (migration
// 0020, healthd_regroup_activities); this is the same rule in TypeScript, what the tests hold the
// database to and what code outside SQL can reason with.
import { sourceRank } from './priority.js'

export interface GroupableActivity {
  id: string
  type: 'workout' | 'mindfulness'
  /** Instants in epoch milliseconds. */
  start: number
  end: number
  /** The sport (`type_name`). */
  sport: string
  /** `data_source`: what source priority ranks. */
  source: string
  /** The workout's other fields (power and heart rate rank it). */
  fields: Readonly<Record<string, unknown>>
  durationSeconds: number
  /** When it was created (epoch milliseconds). */
  createdAt: number
}

const sportOf = (s: string) => s.toLowerCase()

/**
 * Whether two workouts are one seen twice: the same sport (case-insensitive; `other` matches any),
 * and time ranges overlapping by at least half of the shorter one. A workout of no length overlaps
 * nothing; mindfulness sessions are never grouped.
 */
export function sameWorkout(a: GroupableActivity, b: GroupableActivity): boolean {
  if (a.type !== 'workout' || b.type !== 'workout' || a.id === b.id) return false
  const overlap = Math.min(a.end, b.end) - Math.max(a.start, b.start)
  if (overlap <= 0) return false
  if (2 * overlap < Math.min(a.end - a.start, b.end - b.start)) return false
  const [x, y] = [sportOf(a.sport), sportOf(b.sport)]
  return x === y || x === 'other' || y === 'other'
}

const positive = (v: unknown) => typeof v === 'number' && v > 0

/** A workout with power: a positive average or normalized power. */
export const hasPower = (fields: Readonly<Record<string, unknown>>) => positive(fields['average_power']) || positive(fields['normalized_power'])

/** A workout with heart rate: a positive average, or a series holding a number. */
export const hasHeartRate = (fields: Readonly<Record<string, unknown>>) =>
  positive(fields['average_hr']) || (typeof fields['hr_series'] === 'string' && /[0-9]/.test(fields['hr_series']))

/**
 * The order that picks a group's selected activity (first is selected): source priority, then
 * with power, then with heart rate, then the longest, then the earliest created, then the smaller
 * id (so the choice is stable). Ids compare as PostgreSQL's "C" collation does: by code point.
 */
export function selectionOrder(list: readonly string[] | null | undefined): (a: GroupableActivity, b: GroupableActivity) => number {
  return (a, b) =>
    sourceRank(a.source, list) - sourceRank(b.source, list) ||
    Number(hasPower(b.fields)) - Number(hasPower(a.fields)) ||
    Number(hasHeartRate(b.fields)) - Number(hasHeartRate(a.fields)) ||
    b.durationSeconds - a.durationSeconds ||
    a.createdAt - b.createdAt ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

export interface Grouping {
  /** The groups: each the ids of one workout's activities (a mindfulness session alone), the selected one first. */
  groups: string[][]
  /** The selected activity of each group. */
  selected: Set<string>
}

/**
 * A user's activities grouped: the connected components of sameWorkout (overlap is transitive: A
 * and C are one group when each is one workout with B, though A and C need not overlap), each with
 * its selected activity by selectionOrder under the `activities` priority list.
 */
export function groupActivities(acts: readonly GroupableActivity[], list: readonly string[] | null | undefined): Grouping {
  // Union-find over the pairs that are one workout (sorted by start: a pair overlaps only if the
  // later one starts before the earlier one ends).
  const parent = acts.map((_, i) => i)
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!
      i = parent[i]!
    }
    return i
  }
  const order = acts.map((_, i) => i).sort((i, j) => acts[i]!.start - acts[j]!.start)
  for (let x = 0; x < order.length; x++) {
    const a = acts[order[x]!]!
    for (let y = x + 1; y < order.length && acts[order[y]!]!.start < a.end; y++) {
      if (sameWorkout(a, acts[order[y]!]!)) parent[find(order[x]!)] = find(order[y]!)
    }
  }
  const byRoot = new Map<number, GroupableActivity[]>()
  acts.forEach((a, i) => {
    const r = find(i)
    byRoot.set(r, [...(byRoot.get(r) ?? []), a])
  })
  const cmp = selectionOrder(list)
  const groups = [...byRoot.values()].map((g) => g.sort(cmp).map((a) => a.id))
  return { groups, selected: new Set(groups.map((g) => g[0]!)) }
}
