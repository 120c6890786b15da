// The food index the analysis uses: the curated table and the FNDDS foods built into healthd,
// plus the imported foods. Made once at start (onReady: read from the build's snapshot in about
// 0.4 s when nothing is imported, else built in about 1 s) and again only when an import changes
// the foods table (checked at most every 30 s).
import type { FastifyBaseLogger } from 'fastify'
import type { Queryable } from '../../db/pool.js'
import { defaultFoodIndexWithOrigin, type FoodIndex } from '../../analysis/index.js'
import { CURATED_FOODS } from '../../analysis/index.js'
import { importedFoodsVersion, loadImportedFoods } from './repository.js'

const CHECK_EVERY_MS = 30_000

export class FoodCatalogue {
  private index: FoodIndex | undefined
  private version = ''
  private checkedAt = 0
  private loading: Promise<void> | undefined

  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Loads the imported foods now (at start, so no request waits for it). */
  async refresh(): Promise<void> {
    this.checkedAt = Date.now()
    const version = await importedFoodsVersion(this.db)
    if (version === this.version && this.index) return
    const imported = await loadImportedFoods(this.db)
    const started = Date.now()
    const { index, origin } = defaultFoodIndexWithOrigin(imported)
    this.index = index
    this.version = version
    const fields = { foods: index.size, curated: CURATED_FOODS.length, imported: imported.length, ms: Date.now() - started }
    if (origin.from === 'snapshot') this.log.info(fields, 'food index read from its snapshot')
    else this.log.info({ ...fields, snapshot_unused: origin.why }, 'food index built from the tables')
  }

  async get(): Promise<FoodIndex> {
    if (!this.index || Date.now() - this.checkedAt > CHECK_EVERY_MS) {
      this.loading ??= this.refresh().finally(() => (this.loading = undefined))
      await this.loading
    }
    return this.index!
  }
}
