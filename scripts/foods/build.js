#!/usr/bin/env node
// npm run foods:build [-- --fndds DIR] [--usda-sr DIR]
//
// Derives the food tables healthd ships from public-domain USDA releases:
//   data/foods/fndds.json    foods as eaten (USDA FNDDS 2017-2018): nutrients, portions, other names
//   data/foods/curated.json  the curated table: data/foods/curated.source.json joined with USDA SR
// The source files stay outside the project; only the derived tables are committed.
// Defaults read the releases beside the repository (../shared/data/…), as in CI.

import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { addFnddsAliases, fnddsJson, readFndds } from './fndds.js'
import { CURATED_SOURCE, buildCurated, curatedJson } from './curated.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const DEFAULT_FNDDS_DIR = path.resolve(root, '..', 'shared', 'data', 'fndds-2017-2018')
export const DEFAULT_USDA_SR_DIR = path.resolve(root, '..', 'shared', 'data', 'usda-sr')
export const OUT_DIR = path.join(root, 'data', 'foods')

/** Every derived table as `{ file, text }`, built in memory (the drift tests compare these). */
export function buildTables({ fnddsDir = DEFAULT_FNDDS_DIR, srDir = DEFAULT_USDA_SR_DIR } = {}) {
  const fndds = readFndds(fnddsDir)
  // Names FNDDS does not give its foods (a staple's local names), kept with the curated rows.
  addFnddsAliases(fndds, JSON.parse(fs.readFileSync(CURATED_SOURCE, 'utf8')).fndds_aliases ?? [])
  const curated = buildCurated({ srDir, fndds })
  return [
    { file: 'fndds.json', text: fnddsJson(fndds), count: fndds.length },
    { file: 'curated.json', text: curatedJson(curated), count: curated.length },
  ]
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { fndds: { type: 'string' }, 'usda-sr': { type: 'string' } } })
  const started = Date.now()
  const tables = buildTables({
    fnddsDir: values.fndds ? path.resolve(values.fndds) : undefined,
    srDir: values['usda-sr'] ? path.resolve(values['usda-sr']) : undefined,
  })
  fs.mkdirSync(OUT_DIR, { recursive: true })
  for (const t of tables) {
    fs.writeFileSync(path.join(OUT_DIR, t.file), t.text)
    console.log(`wrote data/foods/${t.file}: ${t.count} foods, ${(t.text.length / 1024).toFixed(0)} KiB`)
  }
  console.log(`done in ${Date.now() - started} ms`)
}
