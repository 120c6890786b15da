#!/usr/bin/env node
// Writes the default food index's snapshot beside the compiled analysis
// (dist/analysis/food-index.snapshot), which the server reads at start instead of building the
// index from the tables. Run by `npm run build` after tsc; needs dist/ and data/.
import { CURATED_FOODS, defaultFoodIndex } from '../dist/analysis/index.js'
import { SNAPSHOT_FILE, writeIndexSnapshot } from '../dist/analysis/food-index-snapshot.js'
import path from 'node:path'

const started = performance.now()
const index = defaultFoodIndex([], { snapshot: false })
const bytes = writeIndexSnapshot(index, CURATED_FOODS)
console.log(
  `food index snapshot: ${index.size} foods, ${(bytes / 1048576).toFixed(1)} MB → ${path.relative(process.cwd(), SNAPSHOT_FILE)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
)
