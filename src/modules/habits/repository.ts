// The habit catalogue: installation-wide reference data (no project_id), read by every project.
import type pg from 'pg'
import type { Queryable } from '../../db/pool.js'
import type { Habit, HabitCategory, PotentialImpacts } from './schemas.js'

interface HabitRow {
  habit_id: string
  name: string
  title: string
  description: string
  category: HabitCategory
  url: string
  public_url: string
  cover: string
  created_time: Date
  last_edited_time: Date
  archived: boolean
  in_trash: boolean
  play_unexpected_impact: boolean
  play_impact: boolean
  potential_impacts: PotentialImpacts
}

const COLUMNS = `habit_id, name, title, description, category, url, public_url, cover, created_time, last_edited_time,
  archived, in_trash, play_unexpected_impact, play_impact, potential_impacts`

/** A row as stored: `cover` may be a path of healthd's own (see absoluteCover). */
export function toHabit(r: HabitRow): Habit {
  return {
    id: r.habit_id,
    name: r.name,
    title: r.title,
    description: r.description,
    category: r.category,
    url: r.url,
    public_url: r.public_url,
    cover: r.cover,
    created_time: r.created_time.toISOString(),
    last_edited_time: r.last_edited_time.toISOString(),
    archived: r.archived,
    in_trash: r.in_trash,
    playUnexpectedImpact: r.play_unexpected_impact,
    playImpact: r.play_impact,
    potentialImpacts: r.potential_impacts,
  }
}

/** The whole catalogue, archived and trashed habits included, by name then id. */
export async function listHabits(db: Queryable): Promise<Habit[]> {
  const r = await db.query<HabitRow>(`SELECT ${COLUMNS} FROM habits ORDER BY name, habit_id`)
  return r.rows.map(toHabit)
}

/**
 * Makes the catalogue exactly `habits`: inserts or updates each by id and deletes every other
 * habit. Run it inside a transaction (withTransaction): concurrent replacements wait for each
 * other, readers never wait.
 */
export async function replaceHabits(client: pg.PoolClient, habits: Habit[]): Promise<{ imported: number; removed: number }> {
  await client.query('LOCK TABLE habits IN SHARE ROW EXCLUSIVE MODE')
  const rows = habits.map((h) => ({
    habit_id: h.id,
    name: h.name,
    title: h.title,
    description: h.description,
    category: h.category,
    url: h.url,
    public_url: h.public_url,
    cover: h.cover,
    created_time: h.created_time,
    last_edited_time: h.last_edited_time,
    archived: h.archived,
    in_trash: h.in_trash,
    play_unexpected_impact: h.playUnexpectedImpact,
    play_impact: h.playImpact,
    potential_impacts: h.potentialImpacts,
  }))
  // One statement for any number of habits: the rows travel as one JSON parameter.
  await client.query(
    `INSERT INTO habits (${COLUMNS})
     SELECT ${COLUMNS}
     FROM jsonb_to_recordset($1::jsonb) AS h(habit_id uuid, name text, title text, description text, category text,
       url text, public_url text, cover text, created_time timestamptz, last_edited_time timestamptz, archived boolean,
       in_trash boolean, play_unexpected_impact boolean, play_impact boolean, potential_impacts jsonb)
     ON CONFLICT (habit_id) DO UPDATE SET
       name = EXCLUDED.name, title = EXCLUDED.title, description = EXCLUDED.description, category = EXCLUDED.category,
       url = EXCLUDED.url, public_url = EXCLUDED.public_url, cover = EXCLUDED.cover, created_time = EXCLUDED.created_time,
       last_edited_time = EXCLUDED.last_edited_time, archived = EXCLUDED.archived, in_trash = EXCLUDED.in_trash,
       play_unexpected_impact = EXCLUDED.play_unexpected_impact, play_impact = EXCLUDED.play_impact,
       potential_impacts = EXCLUDED.potential_impacts`,
    [JSON.stringify(rows)],
  )
  const removed = await client.query('DELETE FROM habits WHERE habit_id <> ALL($1::uuid[])', [habits.map((h) => h.id)])
  return { imported: habits.length, removed: removed.rowCount ?? 0 }
}
