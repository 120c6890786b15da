// A private PostgreSQL 15 cluster for black-box tests that crash the database: its own data
// directory, port and socket directory, trust authentication, killed and restarted at will.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from './process.js'

export const PG_BIN = '/usr/lib/postgresql/15/bin'

const isRoot = process.getuid?.() === 0

function uidOf(user: string): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim())
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined
  } catch {
    return undefined
  }
}

/**
 * Why a private cluster cannot be made on this machine, or undefined when it can. initdb and
 * postgres refuse to run as root, so as root they run as the `postgres` OS user the server
 * packages create.
 */
export function privateClusterUnavailable(): string | undefined {
  if (process.platform !== 'linux') return 'needs Linux (it reads /proc to kill the whole cluster)'
  if (!existsSync(path.join(PG_BIN, 'initdb')) || !existsSync(path.join(PG_BIN, 'postgres'))) {
    return `needs the PostgreSQL 15 server binaries in ${PG_BIN} (Debian/Ubuntu: apt-get install postgresql-15)`
  }
  if (isRoot && !uidOf('postgres')) return 'needs the `postgres` OS user when run as root (initdb and postgres refuse to run as root)'
  return undefined
}

/** The command line that runs `file args` as the cluster's owner (setpriv execs: the pid stays the same). */
function asOwner(file: string, args: string[]): [string, string[]] {
  if (!isRoot) return [file, args]
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', file, ...args]]
}

/** Pids whose parent is `ppid` (from /proc). */
function childrenOf(ppid: number): number[] {
  const out: number[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so split after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[1]) === ppid) out.push(Number(name))
    } catch {
      // gone meanwhile
    }
  }
  return out
}

/** Alive and not a zombie. */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const live = new Set<ChildProcess>()
// Should the test worker go away without its afterAll, no cluster outlives it.
process.once('exit', () => {
  for (const p of live) {
    if (!p.pid) continue
    for (const pid of [p.pid, ...childrenOf(p.pid)]) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // gone
      }
    }
  }
})

export class PostgresCluster {
  readonly dir: string
  readonly dataDir: string
  port = 0
  private proc: ChildProcess | undefined
  private exited: Promise<void> | undefined
  private log = ''

  constructor() {
    this.dir = mkdtempSync(path.join(tmpdir(), 'hdpg-'))
    this.dataDir = path.join(this.dir, 'data')
  }

  /** Connection string for a client of this cluster (TCP on loopback). */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`
  }

  /** The last lines PostgreSQL wrote, for failure messages. */
  output(): string {
    return this.log.slice(-4000)
  }

  async init(): Promise<void> {
    if (isRoot) {
      const owner = uidOf('postgres')!
      chownSync(this.dir, owner.uid, owner.gid)
    }
    const [file, args] = asOwner(path.join(PG_BIN, 'initdb'), [
      '-D',
      this.dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      // Skips only initdb's own flush of the new files; the running server keeps fsync on.
      '--no-sync',
    ])
    execFileSync(file, args, { cwd: this.dir, stdio: 'pipe', timeout: 60_000 })
    this.port = await freePort()
  }

  /** Starts postgres (crash recovery first, after a kill) and resolves once it accepts connections. */
  async start(timeoutMs = 30_000): Promise<void> {
    const [file, args] = asOwner(path.join(PG_BIN, 'postgres'), [
      '-D',
      this.dataDir,
      '-p',
      String(this.port),
      '-k',
      this.dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=60',
    ])
    const proc = spawn(file, args, { cwd: this.dir, stdio: ['ignore', 'pipe', 'pipe'] })
    this.proc = proc
    live.add(proc)
    const keep = (d: Buffer) => (this.log = (this.log + d.toString('utf8')).slice(-20_000))
    proc.stdout!.on('data', keep)
    proc.stderr!.on('data', keep)
    this.exited = new Promise((resolve) =>
      proc.once('exit', () => {
        live.delete(proc)
        resolve()
      }),
    )
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`postgres exited at start:\n${this.output()}`)
      const c = new pg.Client({ connectionString: this.url(), connectionTimeoutMillis: 1_000 })
      try {
        await c.connect()
        await c.query('SELECT 1')
        await c.end()
        return
      } catch {
        await c.end().catch(() => undefined)
      }
      if (Date.now() > deadline) throw new Error(`postgres did not accept connections within ${timeoutMs} ms:\n${this.output()}`)
      await sleep(50)
    }
  }

  /** The postmaster's pid, as its postmaster.pid file names it. */
  postmasterPid(): number {
    return Number(readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
  }

  /**
   * A crash: SIGKILL to the postmaster and every process it started, at once, so no backend
   * finishes what it was doing (killing the postmaster alone lets each backend end its statement
   * first). The postmaster is stopped first so that it starts no backend meanwhile. Resolves once
   * none of them runs any more, so a restart finds no previous server.
   */
  async crash(): Promise<void> {
    const pm = this.postmasterPid()
    if (pm !== this.proc?.pid) throw new Error(`postmaster.pid names ${pm}, but the cluster's process is ${this.proc?.pid}`)
    const signal = (pids: number[], sig: NodeJS.Signals) => {
      for (const pid of pids) {
        try {
          process.kill(pid, sig)
        } catch {
          // already gone
        }
      }
    }
    signal([pm], 'SIGSTOP')
    const pids = [pm, ...childrenOf(pm)]
    signal(pids, 'SIGSTOP')
    signal(pids, 'SIGKILL')
    await this.exited
    const deadline = Date.now() + 10_000
    while (pids.some(running)) {
      if (Date.now() > deadline) throw new Error(`postgres processes ${pids.filter(running).join(', ')} still run after SIGKILL`)
      await sleep(20)
    }
  }

  /** Immediate shutdown (then SIGKILL), and the cluster's directory removed. Never throws. */
  async destroy(): Promise<void> {
    const proc = this.proc
    if (proc && proc.exitCode === null && proc.signalCode === null) {
      const children = proc.pid ? childrenOf(proc.pid) : []
      proc.kill('SIGQUIT')
      const killed = await Promise.race([this.exited!.then(() => true), sleep(5_000).then(() => false)])
      if (!killed) {
        for (const pid of [proc.pid!, ...children]) {
          try {
            process.kill(pid, 'SIGKILL')
          } catch {
            // gone
          }
        }
        await Promise.race([this.exited, sleep(5_000)])
      }
    }
    rmSync(this.dir, { recursive: true, force: true })
  }
}
