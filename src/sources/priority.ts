// Source priority (CONTRACT "One activity per workout: grouping and source priority"): which of several
// sources answers for a measure. Pure: the lists come from the project's and the user's settings (the
// source-priority area stores them); the import pipeline, activity grouping and the day measures rank with this.

/** The measures a priority list can name; `default` applies to any measure without its own list. */
export const PRIORITY_MEASURES = ['activities', 'steps', 'active_energy', 'sleep', 'resting_heart_rate', 'hrv_sdnn', 'weight'] as const
export type PriorityMeasure = (typeof PRIORITY_MEASURES)[number]

/** A project's or a user's setting: each list holds source names, highest first. */
export type PriorityLists = { default?: string[] } & { [M in PriorityMeasure]?: string[] }

/**
 * The list that ranks `measure`: the user's list for it, else the project's list for it, else the user's
 * `default`, else the project's `default`; null when none is set (the built-in order decides).
 * "A user's list overrides the project's for the measures it names."
 */
export function effectiveList(project: PriorityLists | null | undefined, user: PriorityLists | null | undefined, measure: PriorityMeasure): string[] | null {
  return user?.[measure] ?? project?.[measure] ?? user?.default ?? project?.default ?? null
}

// The built-in order when no list names a source: a dedicated device (watch, ring, bike computer, chest
// strap) before a phone, before manual entries. Words are matched in the lower-cased source name.
// Migration 0020 (healthd_builtin_source_class) holds the same words; test/sources/grouping.test.ts
// compares the two.
export const DEVICE_WORDS = [
  'watch',
  'ring',
  'band',
  'strap',
  'garmin',
  'forerunner',
  'fenix',
  'edge',
  'venu',
  'vivoactive',
  'epix',
  'enduro',
  'instinct',
  'polar',
  'wahoo',
  'elemnt',
  'coros',
  'suunto',
  'oura',
  'whoop',
  'fitbit',
  'amazfit',
  'zepp',
  'bryton',
  'hammerhead',
  'karoo',
  'sigma',
  'lezyne',
  'stages',
  'withings',
  'scale',
  'bike computer',
  'head unit',
  'h10',
  'tickr',
]
export const PHONE_WORDS = ['iphone', 'phone', 'android', 'pixel', 'galaxy s', 'samsung health', 'health connect', 'google fit']
export const MANUAL_WORDS = ['manual', 'manually', 'user entered', 'entered by user']

/** 0 dedicated device, 1 a phone or an app, 2 a manual entry (lower is better). */
export function builtInClass(source: string): 0 | 1 | 2 {
  const s = source.toLowerCase()
  if (MANUAL_WORDS.some((w) => s.includes(w))) return 2
  if (PHONE_WORDS.some((w) => s.includes(w))) return 1
  if (DEVICE_WORDS.some((w) => wordIn(s, w))) return 0
  return 1
}

/** `word` as a whole word (or words) of `s`: "ring" matches "Oura Ring", not "String Theory App". */
function wordIn(s: string, word: string): boolean {
  let at = s.indexOf(word)
  while (at >= 0) {
    const before = at === 0 ? '' : s[at - 1]!
    const after = s[at + word.length] ?? ''
    if (!/[a-z0-9]/.test(before) && !/[a-z]/.test(after)) return true
    at = s.indexOf(word, at + 1)
  }
  return false
}

/**
 * A sortable rank for `source` under `list` (lower is better): the index of the first list entry that is a
 * case-insensitive substring of the source name ("garmin" matches "Garmin Forerunner 265"); sources the list
 * does not name come after every named one, in the built-in order.
 */
export function sourceRank(source: string, list: readonly string[] | null | undefined): number {
  const s = source.toLowerCase()
  if (list) {
    for (let i = 0; i < list.length; i++) {
      const entry = list[i]!.trim().toLowerCase()
      if (entry !== '' && s.includes(entry)) return i
    }
  }
  return (list?.length ?? 0) + builtInClass(source)
}

/** The highest-priority source among `sources` (ties: the name that sorts first, so the answer is stable). */
export function bestSource(sources: Iterable<string>, list: readonly string[] | null | undefined): string | null {
  let best: string | null = null
  let bestRank = Number.POSITIVE_INFINITY
  for (const s of sources) {
    const r = sourceRank(s, list)
    if (r < bestRank || (r === bestRank && best !== null && s < best)) {
      best = s
      bestRank = r
    }
  }
  return best
}
