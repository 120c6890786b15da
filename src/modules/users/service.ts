// Users: the one write path (PATCH creates or updates), group-committed; and erasure.
import { GroupCommitter } from '../../db/group-commit.js'
import type { WriteContext } from '../../db/write-context.js'
import { eraseUser, upsertUsers, userKey, type UserWrite } from './repository.js'
import type { Actor } from '../audit/index.js'

export class UsersService {
  private readonly patches: GroupCommitter<UserWrite, string>

  constructor(private readonly ctx: WriteContext) {
    this.patches = new GroupCommitter(ctx.db, { write: upsertUsers, key: userKey }, ctx.groupCommit)
  }

  /** Creates the user when absent, else sets the given fields; answers their JSON text once it is committed. */
  patch(w: UserWrite): Promise<string> {
    return this.patches.submit(w)
  }

  /** Erases the user and everything of theirs (eraseUser); false when there was no such user. */
  async erase(projectId: string, userId: string, actor: Actor): Promise<boolean> {
    const erased = await eraseUser(this.ctx.db, projectId, userId, actor)
    if (erased) this.ctx.wake.webhooks()
    return erased
  }
}
