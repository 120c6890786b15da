// `healthd habits import FILE`: reads and checks the whole file before the database is touched.
import { readFile } from 'node:fs/promises'
import type pg from 'pg'
import { withTransaction } from '../../db/pool.js'
import { habitsFromNotion, HabitImportError } from './notion.js'
import { replaceHabits } from './repository.js'
import type { Habit } from './schemas.js'

/** The habits of an export file; throws an Error whose message says what is wrong with the file. */
export async function readHabitsFile(file: string): Promise<Habit[]> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (err) {
    const e = err as NodeJS.ErrnoException
    const why = e.code === 'ENOENT' ? 'no such file' : e.code === 'EISDIR' ? 'it is a directory' : (e.code ?? e.message)
    throw new Error(`cannot read ${file}: ${why}`)
  }
  let doc: unknown
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (err) {
    throw new Error(`${file} is not valid JSON: ${(err as Error).message}`)
  }
  try {
    return habitsFromNotion(doc)
  } catch (err) {
    if (err instanceof HabitImportError) throw new Error(`${file}: ${err.message}; nothing was imported`)
    throw err
  }
}

/** Replaces the catalogue with the file's habits in one transaction. */
export async function importHabits(pool: pg.Pool, habits: Habit[]): Promise<{ imported: number; removed: number }> {
  return withTransaction(pool, (client) => replaceHabits(client, habits))
}
