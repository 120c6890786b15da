// Black box: a DATA_DIR the server's user cannot write (a bind mount owned by root, a database
// directory left by a run as root) stops start with one line that names it, the user's uid and
// gid, and the chown that fixes it; never a bare errno or "[object Object]".
import { afterAll, describe, expect, it } from 'vitest'
import { chmodSync, chownSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { removeAllDirs, runNode, SERVER_JS, tempDir, type Env } from '../helpers/process.js'

const UNPRIVILEGED = fileURLToPath(new URL('./fixtures/unprivileged.mjs', import.meta.url))
const isRoot = process.getuid?.() === 0
// As root the server runs as `nobody`; otherwise as the test's own user, kept out by the mode.
const uid = isRoot ? 65534 : process.getuid!()
const gid = isRoot ? 65534 : process.getgid!()
const readOnly: string[] = []

afterAll(() => {
  for (const d of readOnly) chmodSync(d, 0o755)
  removeAllDirs()
})

/** A directory the server's user may read and enter but not write. */
function notWritable(dir: string): string {
  chmodSync(dir, isRoot ? 0o755 : 0o555)
  readOnly.push(dir)
  return dir
}

/** A directory the server's user owns. */
function owned(): string {
  const dir = tempDir('hddd-')
  if (isRoot) chownSync(dir, uid, gid)
  return dir
}

async function start(dataDir: string) {
  const env: Env = { DATA_DIR: dataDir, ...(isRoot ? { BB_UNPRIVILEGED_UID: String(uid) } : {}) }
  const r = await runNode(SERVER_JS, [], env, { timeoutMs: 30_000, nodeArgs: isRoot ? ['--import', UNPRIVILEGED] : [] })
  const lines = r.stderr.split('\n').filter((l) => l.trim() !== '')
  expect(r.code, `stdout:\n${r.stdout}\nstderr:\n${r.stderr}`).toBe(1)
  expect(lines, r.stderr).toHaveLength(1)
  expect(r.stdout).not.toMatch(/Server listening/)
  return lines[0]!
}

function expectAdvice(line: string, dataDir: string, denied: string) {
  expect(line).toContain(`healthd: DATA_DIR ${dataDir} is not writable by this process (uid ${uid}, gid ${gid}): EACCES: permission denied`)
  expect(line).toContain(`'${denied}'`)
  expect(line).toContain(`chown -R ${uid}:${gid} ${dataDir}`)
  expect(line).toContain(`with Docker, chown the host directory mounted at ${dataDir}`)
  expect(line).not.toContain('[object Object]')
}

describe('an unwritable DATA_DIR stops start with one line that says what to do', () => {
  it('DATA_DIR itself (a bind mount owned by root)', async () => {
    const dataDir = notWritable(tempDir('hddd-'))
    expectAdvice(await start(dataDir), dataDir, dataDir)
  })

  it('a DATA_DIR that does not exist yet, in a directory the user cannot write', async () => {
    const parent = notWritable(tempDir('hddd-'))
    const dataDir = path.join(parent, 'data')
    expectAdvice(await start(dataDir), dataDir, dataDir)
  })

  it('the database directory inside a writable DATA_DIR (left by a run as root)', async () => {
    const dataDir = owned()
    const pg = path.join(dataDir, 'pg')
    mkdirSync(pg)
    if (isRoot) chownSync(pg, 0, 0)
    notWritable(pg)
    expectAdvice(await start(dataDir), dataDir, pg)
  })
})
