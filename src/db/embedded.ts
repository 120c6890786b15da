// The embedded default: PGlite on DATA_DIR, served on a unix socket inside it so the server's
// pool and the CLI (even while the server runs) speak to it with the same pg driver.
import { PGlite } from '@electric-sql/pglite'
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { PgliteServer } from './pglite-server.js'

export const SOCKET_PORT = 5432

export function socketPath(dataDir: string): string {
  return path.join(dataDir, `.s.PGSQL.${SOCKET_PORT}`)
}

function lockPath(dataDir: string): string {
  return path.join(dataDir, 'healthd.lock')
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Returns the pid of another live process holding DATA_DIR, or takes the lock and returns null. */
function tryLock(dataDir: string): number | null {
  const file = lockPath(dataDir)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 })
      return null
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const pid = Number(readFileSync(file, 'utf8').trim())
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) return pid
      rmSync(file, { force: true })
    }
  }
  throw new Error(`could not lock ${file}`)
}

const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS'])

/**
 * Runs fn, which writes in DATA_DIR; a permission error becomes one that says what to do. (A
 * bind-mounted directory keeps its host owner, often root, while the image runs as another user.)
 */
function writing<T>(dataDir: string, fn: () => T): T {
  try {
    return fn()
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (!code || !NOT_WRITABLE.has(code)) throw err
    const uid = process.getuid?.()
    const gid = process.getgid?.()
    const who = uid === undefined ? '' : ` (uid ${uid}, gid ${gid})`
    const chown = uid === undefined ? 'make it its owner' : `chown -R ${uid}:${gid} ${dataDir}`
    throw new Error(
      `DATA_DIR ${dataDir} is not writable by this process${who}: ${(err as Error).message}. ` +
        `Let this user write it (${chown}; with Docker, chown the host directory mounted at ${dataDir}) or set DATA_DIR to a directory it can write`,
    )
  }
}

/**
 * DATA_DIR and the database directories in it can be written: checked before PGlite, which
 * reports a file it cannot open as a bare errno.
 */
function checkWritable(dataDir: string): void {
  const pg = path.join(dataDir, 'pg')
  for (const dir of [dataDir, pg, path.join(pg, 'base'), path.join(pg, 'global'), path.join(pg, 'pg_wal')]) {
    if (dir !== dataDir && !existsSync(dir)) continue
    writing(dataDir, () => accessSync(dir, constants.W_OK | constants.X_OK))
  }
}

/** True when a process is accepting PostgreSQL connections on DATA_DIR's socket. */
export function socketAnswers(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(socketPath(dataDir))
    s.once('connect', () => {
      s.destroy()
      resolve(true)
    })
    s.once('error', () => resolve(false))
  })
}

export interface EmbeddedHandle {
  /** Directory to give pg as `host`. */
  socketDir: string
  /** False when another healthd process owns DATA_DIR and we only connect to it. */
  owner: boolean
  close(): Promise<void>
}

export async function openEmbedded(
  dataDir: string,
  opts: { waitForOwnerMs: number; mustOwn: boolean; onError?: (err: unknown) => void },
): Promise<EmbeddedHandle> {
  writing(dataDir, () => mkdirSync(dataDir, { recursive: true, mode: 0o700 }))
  checkWritable(dataDir)
  const sock = socketPath(dataDir)
  if (Buffer.byteLength(sock) > 103) {
    throw new Error(`DATA_DIR path is too long for a unix socket (${sock}); choose a shorter DATA_DIR`)
  }
  const deadline = Date.now() + opts.waitForOwnerMs
  for (;;) {
    const holder = writing(dataDir, () => tryLock(dataDir))
    if (holder === null) break
    if (!opts.mustOwn && (await socketAnswers(dataDir))) {
      return { socketDir: dataDir, owner: false, close: async () => {} }
    }
    if (Date.now() > deadline) {
      throw new Error(`DATA_DIR ${dataDir} is in use by another healthd process (pid ${holder})`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  let db: PGlite | undefined
  let server: PgliteServer | undefined
  try {
    db = await PGlite.create(path.join(dataDir, 'pg'))
    server = new PgliteServer({ db, path: sock, onError: opts.onError })
    await server.start()
  } catch (err) {
    await db?.close().catch(() => {})
    rmSync(lockPath(dataDir), { force: true })
    throw err
  }
  const s = server
  const d = db
  return {
    socketDir: dataDir,
    owner: true,
    close: async () => {
      await s.stop()
      await d.close()
      rmSync(lockPath(dataDir), { force: true })
    },
  }
}
