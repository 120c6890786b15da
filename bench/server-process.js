// The built server (`node dist/server.js`) as a process of its own, for the benches that measure
// its memory (bench/export.js, bench/import.js): a free port, its resident memory from
// /proc/<pid>/status, JSON requests, and a start that waits for /readyz and signs in with a
// bootstrapped client.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1)

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })
}

/** A process's resident memory in bytes (NaN once it is gone). */
export function rssOf(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) * 1024 : Number.NaN
  } catch {
    return Number.NaN
  }
}

/** A JSON request (or a stream as the body: `stream` with its `content-type`); rejects unless it succeeds (2xx). */
export function request(baseUrl, method, url, { headers = {}, body, stream } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
    const req = http.request(`${baseUrl}${url}`, {
      method,
      headers: {
        ...headers,
        ...(payload !== undefined ? { 'content-type': headers['content-type'] ?? 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
      },
    })
    req.on('response', (res) => {
      const parts = []
      res.on('data', (c) => parts.push(c))
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8')
        if (res.statusCode < 200 || res.statusCode > 299) reject(new Error(`${method} ${url}: ${res.statusCode} ${text.slice(0, 500)}`))
        else resolve(text ? JSON.parse(text) : undefined)
      })
    })
    req.on('error', reject)
    if (stream) {
      stream.on('error', (err) => req.destroy(err))
      stream.pipe(req)
    } else req.end(payload)
  })
}

/**
 * Starts the server on `databaseUrl` (empty: embedded PGlite in `dataDir`), waits until it is
 * ready and takes a server token of a bootstrapped project. `nodeFlags` go before the script;
 * `logs`: its log lines (info and above) go to this process's standard error.
 * Resolves to { baseUrl, pid, project, token, api(method, url, body), stop() }.
 */
export async function startServer({ dataDir, databaseUrl = '', project = 'bench', env = {}, nodeFlags = [], logs = false }) {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const client = `${project}-client`
  const secret = randomBytes(24).toString('hex')
  const inherited = { ...process.env }
  delete inherited.RATE_LIMIT_PER_MINUTE
  const server = spawn(process.execPath, [...nodeFlags, path.join(ROOT, 'dist', 'server.js')], {
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: logs ? 'info' : 'warn',
      MIGRATE_ON_START: 'true',
      BOOTSTRAP_PROJECT_ID: project,
      BOOTSTRAP_CLIENT_ID: client,
      BOOTSTRAP_CLIENT_SECRET: secret,
      RATE_LIMIT_CLIENT_PER_MINUTE: '1000000',
      RATE_LIMIT_USER_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', logs ? process.stderr : 'ignore', 'inherit'],
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return
    server.kill('SIGTERM')
    const timer = setTimeout(() => server.kill('SIGKILL'), 30_000)
    await exited
    clearTimeout(timer)
  }
  try {
    for (let i = 0; ; i++) {
      try {
        await request(baseUrl, 'GET', '/readyz')
        break
      } catch (err) {
        if (server.exitCode !== null || i > 600) throw new Error(`the server did not start: ${err.message}`)
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    const { access_token: token } = await request(baseUrl, 'POST', `/v1/projects/${project}/auth/server`, {
      headers: { authorization: `Basic ${Buffer.from(`${client}:${secret}`).toString('base64')}` },
      body: {},
    })
    const auth = { authorization: `Bearer ${token}` }
    const api = (method, url, body) => request(baseUrl, method, url, { headers: auth, body })
    return { baseUrl, pid: server.pid, project, token, auth, api, stop, kill: () => server.kill('SIGKILL') }
  } catch (err) {
    server.kill('SIGKILL')
    throw err
  }
}
