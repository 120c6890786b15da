// Imported foods (reference data for every project): replaced whole by each import.
import type pg from 'pg'
import type { Queryable } from '../../db/pool.js'
import type { Food } from '../../analysis/index.js'

interface Row {
  food_id: string
  name: string
  aliases: string[]
  category: string
  calories: number
  protein_g: number
  carbohydrate_g: number
  fat_g: number
  fiber_g: number
  sugar_g: number
  sodium_mg: number
  portions: Food['portions']
  default_grams: number
  density: number | null
}

/** Replaces every imported food, in batches, inside the caller's transaction. */
export async function replaceImportedFoods(tx: pg.PoolClient, foods: Food[]): Promise<number> {
  await tx.query(`DELETE FROM foods WHERE food_id LIKE 'usda:%'`)
  for (let i = 0; i < foods.length; i += 1000) {
    const batch = foods.slice(i, i + 1000).map((f) => ({
      food_id: f.id,
      name: f.name,
      aliases: f.aliases,
      category: f.category,
      ...f.per100g,
      portions: f.portions,
      default_grams: f.defaultGrams,
      density: f.density ?? null,
    }))
    await tx.query(
      `INSERT INTO foods (food_id, name, aliases, category, calories, protein_g, carbohydrate_g, fat_g, fiber_g, sugar_g,
                          sodium_mg, portions, default_grams, density)
       SELECT food_id, name, aliases, category, calories, protein_g, carbohydrate_g, fat_g, fiber_g, sugar_g,
              sodium_mg, portions, default_grams, density
       FROM jsonb_to_recordset($1::jsonb) AS x(food_id text, name text, aliases text[], category text,
            calories float8, protein_g float8, carbohydrate_g float8, fat_g float8, fiber_g float8, sugar_g float8,
            sodium_mg float8, portions jsonb, default_grams float8, density float8)`,
      [JSON.stringify(batch)],
    )
  }
  return foods.length
}

/** A value that changes whenever the imported foods do. */
export async function importedFoodsVersion(db: Queryable): Promise<string> {
  const r = await db.query<{ v: string }>(`SELECT count(*) || ':' || coalesce(max(imported_at)::text, '') AS v FROM foods`)
  return r.rows[0]!.v
}

export async function loadImportedFoods(db: Queryable): Promise<Food[]> {
  const r = await db.query<Row>(
    `SELECT food_id, name, aliases, category, calories, protein_g, carbohydrate_g, fat_g, fiber_g, sugar_g, sodium_mg,
            portions, default_grams, density FROM foods`,
  )
  return r.rows.map((x) => ({
    id: x.food_id,
    name: x.name,
    aliases: x.aliases,
    category: x.category,
    per100g: {
      calories: x.calories,
      protein_g: x.protein_g,
      carbohydrate_g: x.carbohydrate_g,
      fat_g: x.fat_g,
      fiber_g: x.fiber_g,
      sugar_g: x.sugar_g,
      sodium_mg: x.sodium_mg,
    },
    portions: x.portions,
    defaultGrams: x.default_grams,
    ...(x.density !== null ? { density: x.density } : {}),
  }))
}
