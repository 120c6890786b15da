// Projects: the tenant every other row belongs to.
import type { Queryable } from '../../db/pool.js'

export interface Project {
  project_id: string
  name: string
  created_at: Date
}

export async function createProject(db: Queryable, p: { projectId: string; name: string }): Promise<Project> {
  const r = await db.query<Project>('INSERT INTO projects (project_id, name) VALUES ($1, $2) RETURNING project_id, name, created_at', [p.projectId, p.name])
  return r.rows[0]!
}

/** Creates the project when absent; returns whether it was created. */
export async function ensureProject(db: Queryable, p: { projectId: string; name: string }): Promise<boolean> {
  const r = await db.query('INSERT INTO projects (project_id, name) VALUES ($1, $2) ON CONFLICT (project_id) DO NOTHING', [p.projectId, p.name])
  return r.rowCount === 1
}

export async function getProject(db: Queryable, projectId: string): Promise<Project | undefined> {
  const r = await db.query<Project>('SELECT project_id, name, created_at FROM projects WHERE project_id = $1', [projectId])
  return r.rows[0]
}

export async function countProjects(db: Queryable): Promise<number> {
  const r = await db.query<{ n: number }>('SELECT count(*) AS n FROM projects')
  return r.rows[0]!.n
}
