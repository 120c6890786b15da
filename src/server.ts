// Entry point of `npm start`: config → buildApp → bootstrap → listen; graceful shutdown.
import closeWithGrace from 'close-with-grace'
import { fileURLToPath } from 'node:url'
import { realpathSync } from 'node:fs'
import { ConfigError, loadConfig, type Config } from './config.js'
import { buildApp } from './app.js'
import { firstRunText, runBootstrap } from './bootstrap.js'

export const SHUTDOWN_DEADLINE_MS = 10_000

export async function startServer(config: Config): Promise<void> {
  const app = await buildApp(config)
  // Installed before anything is announced, so a SIGTERM right after "listening" is graceful:
  // stop accepting, let in-flight requests finish (new ones get 503), close the database; exit
  // non-zero if that takes longer than the deadline.
  closeWithGrace({ delay: SHUTDOWN_DEADLINE_MS - 500 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'fatal error, shutting down')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })
  let firstRun
  try {
    firstRun = await runBootstrap(config, app.db, app.log)
    await app.listen({ host: config.host, port: config.port })
  } catch (err) {
    await app.close().catch(() => {})
    throw err
  }
  if (firstRun) {
    const host = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host
    const addr = app.server.address()
    const port = addr && typeof addr === 'object' ? addr.port : config.port
    process.stdout.write(firstRunText(config, firstRun, `http://${host}:${port}`))
  }
}

export function exitOnStartError(err: unknown): never {
  const message = err instanceof Error ? err.message : String(err)
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
