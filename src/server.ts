// Entry point of `npm start`: config → buildApp → bootstrap → listen; graceful shutdown.
import closeWithGrace from 'close-with-grace'
import { fileURLToPath } from 'node:url'
import { realpathSync } from 'node:fs'
import { ConfigError, listenUrl, loadConfig, type Config } from './config.js'
import type { FirstRunCredentials } from './bootstrap.js'
import { SHUTDOWN_DEADLINE_MS, SHUTDOWN_PLAN } from './timing.js'

export { SHUTDOWN_DEADLINE_MS }

export async function startServer(config: Config): Promise<void> {
  // The app and its tables are loaded once the configuration is read: a bad one exits at once
  // (about 0.1 s, not the 1.2 s of loading everything first, 11 s on a loaded machine).
  const { buildApp } = await import('./app/index.js')
  const { firstRunText, runBootstrap } = await import('./bootstrap.js')
  const app = await buildApp(config)
  // Installed before anything is announced, so a SIGTERM right after "listening" is graceful:
  // stop accepting, let in-flight requests finish (new ones get 503), close the database; exit
  // non-zero if that takes longer than the deadline.
  closeWithGrace({ delay: SHUTDOWN_PLAN.forcedExitAt }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'fatal error, shutting down')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })
  // Without PUBLIC_URL, healthd's public URL is where it listens, and with PORT=0 the port is
  // known only once it listens. Node emits 'listening' before it accepts the first connection,
  // so no request is answered (and no token issued) with another URL.
  app.server.once('listening', () => {
    if (config.publicUrlExplicit) return
    const addr = app.server.address()
    if (addr && typeof addr === 'object') config.publicUrl = listenUrl(config.host, addr.port)
  })
  let firstRun: FirstRunCredentials | undefined
  try {
    firstRun = await runBootstrap(config, app.db, app.log)
    await app.listen({ host: config.host, port: config.port })
  } catch (err) {
    await app.close().catch(() => {})
    throw err
  }
  if (firstRun) {
    const addr = app.server.address()
    const port = addr && typeof addr === 'object' ? addr.port : config.port
    process.stdout.write(firstRunText(firstRun, listenUrl(config.host, port)))
  }
}

export function exitOnStartError(err: unknown): never {
  // Not every library throws an Error (PGlite throws its file system's ErrnoError objects).
  const message = err instanceof Error ? err.message : err && typeof err === 'object' ? JSON.stringify(err) : String(err)
  process.stderr.write(`healthd: ${err instanceof ConfigError ? 'invalid configuration: ' : ''}${message}\n`)
  process.exit(1)
}

const isMain = (() => {
  try {
    return realpathSync(process.argv[1] ?? '') === realpathSync(fileURLToPath(import.meta.url))
  } catch {
    return false
  }
})()

if (isMain) {
  try {
    await startServer(loadConfig())
  } catch (err) {
    exitOnStartError(err)
  }
}
