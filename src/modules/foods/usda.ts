// Reads a USDA SR release as USDA distributes it (FOOD_DES, ABBREV, WEIGHT, FD_GROUP: `^`-separated,
// text in `~`, CRLF, Latin-1) into foods the analysis can match.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { aliasesFromUsdaName } from '../../analysis/index.js'
import type { Food, Portion } from '../../analysis/index.js'

async function rows(dir: string, file: string): Promise<string[][]> {
  let text: string
  try {
    text = await readFile(path.join(dir, file), 'latin1')
  } catch (err) {
    throw new Error(`cannot read ${path.join(dir, file)}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`)
  }
  return text
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .map((l) => l.split('^').map((f) => f.replace(/^~|~$/g, '')))
}

const num = (s: string | undefined) => {
  if (s === undefined || s.trim() === '') return 0
  const n = Number(s)
  return Number.isFinite(n) && n >= 0 ? n : 0
}

/** "cup, chopped" → "cup"; "large (2-1/4\" dia)" → "large"; "slice (1 oz)" → "slice". */
export function portionUnit(msre: string): string {
  return msre
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .split(/[,;]/)[0]!
    .trim()
    .replace(/\s+/g, ' ')
}

export interface UsdaRelease {
  foods: Food[]
  skipped: number
}

export async function readUsdaRelease(dir: string): Promise<UsdaRelease> {
  const [des, abbrev, weight, groups] = await Promise.all([
    rows(dir, 'FOOD_DES.txt'),
    rows(dir, 'ABBREV.txt'),
    rows(dir, 'WEIGHT.txt'),
    rows(dir, 'FD_GROUP.txt'),
  ])
  const groupName = new Map(groups.map((g) => [g[0]!, g[1]!.toLowerCase()]))
  const nutrients = new Map(abbrev.map((a) => [a[0]!, a]))
  const portions = new Map<string, Portion[]>()
  for (const w of weight) {
    const amount = num(w[2])
    const grams = num(w[4])
    if (!amount || !grams) continue
    const unit = portionUnit(w[3] ?? '')
    if (!unit) continue
    const list = portions.get(w[0]!) ?? []
    if (!list.some((p) => p.unit === unit)) list.push({ unit, grams: Math.round((grams / amount) * 10) / 10 })
    portions.set(w[0]!, list)
  }
  const foods: Food[] = []
  let skipped = 0
  for (const d of des) {
    const ndb = d[0]!
    const a = nutrients.get(ndb)
    const name = d[2] ?? ''
    if (!a || !name || a[3] === undefined || a[3].trim() === '') {
      skipped++
      continue
    }
    const own = portions.get(ndb) ?? []
    const aliases = new Set(aliasesFromUsdaName(name))
    for (const common of (d[4] ?? '').split(',')) if (common.trim()) aliases.add(common.trim().toLowerCase())
    foods.push({
      id: `usda:${ndb}`,
      name,
      aliases: [...aliases],
      category: groupName.get(d[1] ?? '') ?? 'other',
      per100g: {
        calories: num(a[3]),
        protein_g: num(a[4]),
        fat_g: num(a[5]),
        carbohydrate_g: num(a[7]),
        fiber_g: num(a[8]),
        sugar_g: num(a[9]),
        sodium_mg: num(a[15]),
      },
      portions: own,
      defaultGrams: own[0]?.grams ?? 100,
      ...(d[1] === '1400' ? { density: 1 } : {}),
      usda: ndb,
    })
  }
  return { foods, skipped }
}
