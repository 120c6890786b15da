// Black-box helpers: run the BUILT server (`node dist/server.js`) and CLI (`node dist/cli.js`)
// as real child processes, with their own environment and storage, and clean up after them.
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, existsSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const SERVER_JS = path.join(ROOT, 'dist', 'server.js')
export const CLI_JS = path.join(ROOT, 'dist', 'cli.js')

/**
 * The run's PostgreSQL database (the same value test/helpers/app.ts `databaseUrl()` returns),
 * or undefined when the suite runs on embedded PGlite. Read through `inject` directly so the
 * black-box tests do not load the service's source.
 */
export const runDatabaseUrl = (): string | undefined => inject('databaseUrl')

export type Env = Record<string, string>

/** Variables the service reads: never inherited from the test runner's environment. */
const SERVICE_VARS = [
  'HOST',
  'PORT',
  'PUBLIC_URL',
  'DATABASE_URL',
  'DATA_DIR',
  'LOG_LEVEL',
  'JWT_PRIVATE_KEY',
  'ACCESS_TOKEN_TTL',
  'MIGRATE_ON_START',
  'BOOTSTRAP_PROJECT_ID',
  'BOOTSTRAP_CLIENT_ID',
  'BOOTSTRAP_CLIENT_SECRET',
  'WEBHOOK_ALLOW_PRIVATE_TARGETS',
  'WEBHOOK_RETRY_SCHEDULE',
  'LLM_PROVIDER',
  'LLM_BASE_URL',
  'LLM_API_KEY',
  'LLM_MODEL',
  'RATE_LIMIT_PER_MINUTE',
  'RATE_LIMIT_CLIENT_PER_MINUTE',
  'RATE_LIMIT_USER_PER_MINUTE',
  'TOKEN_RATE_LIMIT_PER_MINUTE',
  'DB_POOL_MAX',
  'GROUP_COMMIT',
  'IMPORT_MAX_BYTES',
  'TEST_DATABASE_URL',
  'NODE_OPTIONS',
]

function childEnv(env: Env): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env }
  for (const k of SERVICE_VARS) delete base[k]
  // Vitest's own variables could change how a child behaves; the child is a plain node process.
  for (const k of Object.keys(base)) if (k.startsWith('VITEST') || k === 'NODE_ENV') delete base[k]
  return { ...base, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env }
}

const tempDirs = new Set<string>()

/** A fresh, short temporary directory (DATA_DIR holds a unix socket: its path must stay short). */
export function tempDir(prefix = 'hdbb-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  tempDirs.add(dir)
  return dir
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true })
  tempDirs.delete(dir)
}

/**
 * A DATA_DIR holding a copy of the run's migrated embedded template (see global-setup): a server
 * or command on it skips PGlite's initdb (about 6 s) but is otherwise a normal embedded start.
 */
export function seededDataDir(prefix?: string): string {
  const dir = tempDir(prefix)
  const template = inject('embeddedTemplate')
  if (template) cpSync(template, path.join(dir, 'pg'), { recursive: true })
  return dir
}

/** Storage for an embedded server: its own DATA_DIR, never a DATABASE_URL; `fresh` for a true first start. */
export function embeddedStorage(opts: { fresh?: boolean } = {}): { env: Env; dataDir: string } {
  const dataDir = opts.fresh ? tempDir() : seededDataDir()
  return { env: { DATA_DIR: dataDir }, dataDir }
}

/**
 * Storage for a server of this run: the run's database when there is one (plus a private
 * DATA_DIR so nothing lands in the repository), else its own embedded DATA_DIR.
 */
export function runStorage(): { env: Env; dataDir: string; embedded: boolean } {
  const url = runDatabaseUrl()
  const dataDir = url ? tempDir() : seededDataDir()
  return url ? { env: { DATABASE_URL: url, DATA_DIR: dataDir }, dataDir, embedded: false } : { env: { DATA_DIR: dataDir }, dataDir, embedded: true }
}

/** A port that was free a moment ago (for servers whose PUBLIC_URL must name their own port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      const port = typeof addr === 'object' && addr ? addr.port : 0
      srv.close(() => resolve(port))
    })
  })
}

export const uniqueSuffix = (bytes = 5) => randomBytes(bytes).toString('hex')

export interface ExitResult {
  code: number | null
  signal: NodeJS.Signals | null
  /** Milliseconds from the stop signal (or from spawn, for processes that exited on their own). */
  ms: number
}

export interface RunningServer {
  url: string
  port: number
  proc: ChildProcess
  stdout(): string
  stderr(): string
  /** Sends the signal (default SIGTERM) and resolves when the process has exited (SIGKILL after killAfterMs). */
  stop(signal?: NodeJS.Signals, killAfterMs?: number): Promise<ExitResult>
  /** Resolves when the process exits, however that happens. */
  exited: Promise<ExitResult>
}

const live = new Set<ChildProcess>()
// Should the test worker go away without its afterAll (a crash, a timeout), take the children along.
process.once('exit', () => {
  for (const p of live) p.kill('SIGKILL')
})

function describeOutput(out: string, err: string): string {
  const clip = (s: string) => (s.length > 6000 ? `…${s.slice(-6000)}` : s)
  return `\n--- stdout ---\n${clip(out)}\n--- stderr ---\n${clip(err)}`
}

const LISTENING_RE = /^Server listening at (http:\/\/[^\s]+)$/

/**
 * Starts `node dist/server.js` with env (on top of HOST=127.0.0.1, PORT=0, LOG_LEVEL=info) and
 * resolves once its JSON log says where it listens. Rejects with the captured output when the
 * process exits first or the timeout passes (and then kills it).
 */
export function startServer(env: Env, opts: { timeoutMs?: number; script?: string; nodeArgs?: string[] } = {}): Promise<RunningServer> {
  if (!existsSync(SERVER_JS)) throw new Error(`${SERVER_JS} is missing: run \`npx tsc -p .\` first`)
  const timeoutMs = opts.timeoutMs ?? 45_000
  const started = Date.now()
  const proc = spawn(process.execPath, [...(opts.nodeArgs ?? []), opts.script ?? SERVER_JS], {
    cwd: ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  live.add(proc)
  let out = ''
  let err = ''
  let lineBuf = ''
  let stopAt: number | undefined
  proc.stdout!.setEncoding('utf8')
  proc.stderr!.setEncoding('utf8')
  proc.stderr!.on('data', (d: string) => (err += d))

  let exitResult: ExitResult | undefined
  const exited = new Promise<ExitResult>((resolve) => {
    proc.once('exit', (code, signal) => {
      live.delete(proc)
      exitResult = { code, signal, ms: Date.now() - (stopAt ?? started) }
      resolve(exitResult)
    })
  })

  return new Promise<RunningServer>((resolve, reject) => {
    let settled = false
    const fail = (why: string) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      if (exitResult === undefined) proc.kill('SIGKILL')
      reject(new Error(`server ${why}${describeOutput(out, err)}`))
    }
    const timer = setTimeout(() => fail(`did not log "Server listening at" within ${timeoutMs} ms`), timeoutMs)
    proc.once('error', (e) => fail(`could not be spawned: ${e.message}`))
    void exited.then((r) => fail(`exited before listening (code ${r.code}, signal ${r.signal})`))

    proc.stdout!.on('data', (d: string) => {
      out += d
      if (settled) return
      lineBuf += d
      const lines = lineBuf.split('\n')
      lineBuf = lines.pop() ?? ''
      for (const line of lines) {
        const msg = parseJsonLine(line)?.['msg']
        const m = typeof msg === 'string' ? LISTENING_RE.exec(msg) : null
        if (!m) continue
        settled = true
        clearTimeout(timer)
        const url = m[1]!.replace(/\/+$/, '')
        const server: RunningServer = {
          url,
          port: Number(new URL(url).port),
          proc,
          stdout: () => out,
          stderr: () => err,
          exited,
          async stop(signal: NodeJS.Signals = 'SIGTERM', killAfterMs = 15_000) {
            if (exitResult) return exitResult
            stopAt = Date.now()
            proc.kill(signal)
            const killer = setTimeout(() => proc.kill('SIGKILL'), killAfterMs)
            try {
              return await exited
            } finally {
              clearTimeout(killer)
            }
          },
        }
        resolve(server)
        return
      }
    })
  })
}

/** Kills every process these helpers started that is still alive (a safety net for afterAll). */
export async function killAll(): Promise<void> {
  const procs = [...live]
  await Promise.all(
    procs.map(
      (p) =>
        new Promise<void>((resolve) => {
          if (p.exitCode !== null || p.signalCode !== null) return resolve()
          p.once('exit', () => resolve())
          p.kill('SIGKILL')
        }),
    ),
  )
}

/** Removes every temporary directory these helpers made and that is still there. */
export function removeAllDirs(): void {
  for (const d of [...tempDirs]) removeDir(d)
}

export interface RunResult {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  ms: number
}

/** Runs `node [...nodeArgs] <script> ...args` to completion (killed after timeoutMs) and returns its output. */
export function runNode(script: string, args: string[], env: Env, opts: { timeoutMs?: number; nodeArgs?: string[] } = {}): Promise<RunResult> {
  const timeoutMs = opts.timeoutMs ?? 45_000
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...(opts.nodeArgs ?? []), script, ...args], { cwd: ROOT, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] })
    live.add(proc)
    let stdout = ''
    let stderr = ''
    proc.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d))
    proc.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d))
    const timer = setTimeout(() => {
      proc.kill('SIGKILL')
      reject(new Error(`node ${path.basename(script)} ${args.join(' ')} did not exit within ${timeoutMs} ms${describeOutput(stdout, stderr)}`))
    }, timeoutMs)
    proc.once('error', (e) => {
      clearTimeout(timer)
      live.delete(proc)
      reject(e)
    })
    proc.once('close', (code, signal) => {
      clearTimeout(timer)
      live.delete(proc)
      resolve({ code, signal, stdout, stderr, ms: Date.now() - started })
    })
  })
}

/** Runs `node dist/cli.js ...args` with env (on top of the defaults startServer uses). */
export async function runCli(args: string[], env: Env, opts: { timeoutMs?: number } = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  if (!existsSync(CLI_JS)) throw new Error(`${CLI_JS} is missing: run \`npx tsc -p .\` first`)
  const r = await runNode(CLI_JS, args, env, opts)
  return { code: r.code, stdout: r.stdout, stderr: r.stderr }
}

export function parseJsonLine(line: string): Record<string, unknown> | undefined {
  const t = line.trim()
  if (!t.startsWith('{')) return undefined
  try {
    const v: unknown = JSON.parse(t)
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** The output's lines, each with its parsed JSON object when it is a JSON log line. */
export function outputLines(text: string): { line: string; json: Record<string, unknown> | undefined }[] {
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((line) => ({ line, json: parseJsonLine(line) }))
}

/** The JSON log lines of the output. */
export function logLines(text: string): Record<string, unknown>[] {
  return outputLines(text).flatMap((l) => (l.json ? [l.json] : []))
}

/** Polls until check() returns a truthy value (or throws after timeoutMs with the last error). */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 10_000, everyMs = 100): Promise<NonNullable<Awaited<T>>> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      const v = await check()
      if (v) return v as NonNullable<Awaited<T>>
    } catch (e) {
      last = e
    }
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`)
    await new Promise((r) => setTimeout(r, everyMs))
  }
}

export const basicAuth = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`

/** POST /oauth/token with the client_credentials grant, as the printed curl does. */
export async function tokenRequest(
  baseUrl: string,
  clientId: string,
  secret: string,
  params: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const res = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { authorization: basicAuth(clientId, secret), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...params }).toString(),
  })
  const text = await res.text()
  let body: Record<string, unknown>
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    body = { raw: text }
  }
  return { status: res.status, body, headers: res.headers }
}

/** What serverSuite sets up for a suite. */
export interface ServerSuite {
  server: RunningServer
  env: Env
  token: string
}

/**
 * Before all of a suite's tests: the built server on the run's storage (runStorage) with a
 * bootstrapped project `<prefix>_<random>` and its client, and a token for that project, handed to
 * `ready`. After all: the server killed, every process this run started and every folder removed.
 */
export function serverSuite(prefix: string, ready: (s: ServerSuite) => void): void {
  let server: RunningServer | undefined
  beforeAll(async () => {
    const s = uniqueSuffix()
    const env: Env = {
      ...runStorage().env,
      BOOTSTRAP_PROJECT_ID: `${prefix}_${s}`,
      BOOTSTRAP_CLIENT_ID: `${prefix}-${s}`,
      BOOTSTRAP_CLIENT_SECRET: `secret-${uniqueSuffix(12)}`,
    }
    server = await startServer(env)
    const t = await tokenRequest(server.url, env['BOOTSTRAP_CLIENT_ID']!, env['BOOTSTRAP_CLIENT_SECRET']!, {
      resource: `urn:healthd:project:${env['BOOTSTRAP_PROJECT_ID']}`,
    })
    expect(t.status, JSON.stringify(t.body)).toBe(200)
    ready({ server, env, token: String(t.body['access_token']) })
  }, 60_000)
  afterAll(async () => {
    await server?.stop('SIGKILL').catch(() => undefined)
    await killAll()
    removeAllDirs()
  })
}
