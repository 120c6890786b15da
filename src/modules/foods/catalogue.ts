// The food index the analysis uses: the curated table and the FNDDS foods built into healthd,
// plus the imported foods. Built once at start (onReady, about 0.6 s) and again only when an
// import changes the foods table (checked at most every 30 s).
import type { FastifyBaseLogger } from 'fastify'
import type { Queryable } from '../../db/pool.js'
import { defaultFoodIndex, fnddsFoods, type FoodIndex } from '../../analysis/index.js'
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
    this.index = defaultFoodIndex(imported)
    this.version = version
    this.log.info({ curated: CURATED_FOODS.length, fndds: fnddsFoods().length, imported: imported.length, ms: Date.now() - started }, 'food index built')
  }

  async get(): Promise<FoodIndex> {
    if (!this.index || Date.now() - this.checkedAt > CHECK_EVERY_MS) {
      this.loading ??= this.refresh().finally(() => (this.loading = undefined))
      await this.loading
    }
    return this.index!
  }
}
