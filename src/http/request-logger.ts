// Each request's logger (request.log), made only when something is logged. Fastify gives every
// request a pino child bound to its request id; making it costs ~4 µs (the bindings are
// serialised through the redaction paths), a measurable share of a write's time on the server's
// thread, and at the default level almost no request logs anything. This logger answers the
// levels that are off at once and makes the pino child on the first line that is written.
import type { FastifyBaseLogger } from 'fastify'
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js'

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'

interface PinoLevels {
  levels?: { values: Record<string, number> }
  isLevelEnabled?(level: string): boolean
}

export class RequestLogger implements FastifyBaseLogger {
  private made?: FastifyBaseLogger

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindingsOf: Bindings,
    private readonly opts: ChildLoggerOptions,
  ) {}

  /** The pino child, made on first use. */
  private get real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindingsOf, this.opts)
    return this.made
  }

  get level(): string {
    return this.made ? this.made.level : (this.opts.level ?? this.parent.level)
  }

  set level(level: string) {
    this.real.level = level
  }

  /** Whether a line at `level` would be written (what pino's isLevelEnabled answers). */
  isLevelEnabled(level: string): boolean {
    const made = this.made as (FastifyBaseLogger & PinoLevels) | undefined
    if (made?.isLevelEnabled) return made.isLevelEnabled(level)
    const values = (this.parent as FastifyBaseLogger & PinoLevels).levels?.values
    // Not pino: nothing to compare with, so every line goes to the real child.
    if (!values) return true
    const at = values[this.level]
    return at === undefined || (values[level] ?? Infinity) >= at
  }

  private log(level: Level, args: unknown[]): void {
    if (this.isLevelEnabled(level)) (this.real[level] as (...a: unknown[]) => void)(...args)
  }

  fatal(...args: unknown[]): void {
    this.log('fatal', args)
  }
  error(...args: unknown[]): void {
    this.log('error', args)
  }
  warn(...args: unknown[]): void {
    this.log('warn', args)
  }
  info(...args: unknown[]): void {
    this.log('info', args)
  }
  debug(...args: unknown[]): void {
    this.log('debug', args)
  }
  trace(...args: unknown[]): void {
    this.log('trace', args)
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options)
  }
}

/** Fastify's childLoggerFactory: a RequestLogger in place of an eager pino child. */
export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, opts: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, opts)
}
