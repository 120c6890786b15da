// Source priority's writes: the project's lists (with their audit entry, in one transaction) and a
// user's. A change that changes the lists queues the re-selection in its own statement; the
// worker is woken to run it now.
import type { WriteContext } from '../../db/write-context.js'
import { withTransaction } from '../../db/pool.js'
import { recordAudit, type Actor } from '../audit/index.js'
import { deleteUserPriority, normalizeLists, putProjectPriority, putUserPriority } from './repository.js'
import type { SourcePriority } from './schemas.js'

export class SourcePriorityService {
  constructor(
    private readonly ctx: Pick<WriteContext, 'db'>,
    /** Re-selection was queued: the worker looks now. */
    private readonly wake: () => void,
  ) {}

  /** Replaces the project's lists; answers them as stored. */
  async putProject(projectId: string, actor: Actor, lists: SourcePriority): Promise<SourcePriority> {
    const stored = await withTransaction(this.ctx.db, async (tx) => {
      const put = await putProjectPriority(tx, projectId, normalizeLists(lists))
      await recordAudit(tx, { projectId, actor, action: 'source_priority.updated', target: { type: 'project', id: projectId }, details: put.lists })
      return put
    })
    if (stored.changed) this.wake()
    return stored.lists
  }

  /** Replaces the user's lists; undefined when there is no such user. */
  async putUser(projectId: string, userId: string, lists: SourcePriority): Promise<SourcePriority | undefined> {
    const stored = await putUserPriority(this.ctx.db, projectId, userId, normalizeLists(lists))
    if (stored) this.wake()
    return stored
  }

  /** Removes the user's lists; false when there is no such user. */
  async deleteUser(projectId: string, userId: string): Promise<boolean> {
    const exists = await deleteUserPriority(this.ctx.db, projectId, userId)
    if (exists) this.wake()
    return exists
  }
}
