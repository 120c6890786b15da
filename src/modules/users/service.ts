// Users: the one write path (PATCH creates or updates), group-committed.
import { GroupCommitter } from '../../db/group-commit.js'
import type { WriteContext } from '../write-context.js'
import { upsertUsers, userKey, type UserWrite } from './repository.js'
import type { User } from './schemas.js'

export class UsersService {
  private readonly patches: GroupCommitter<UserWrite, User>

  constructor(ctx: WriteContext) {
    this.patches = new GroupCommitter(ctx.db, { write: upsertUsers, key: userKey }, ctx.groupCommit)
  }

  /** Creates the user when absent, else sets the given fields; answers once it is committed. */
  patch(w: UserWrite): Promise<User> {
    return this.patches.submit(w)
  }
}
