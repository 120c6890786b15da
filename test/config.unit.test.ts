// Configuration: defaults, coercion, and one clear line naming a bad variable.
import { describe, expect, it } from 'vitest'
import { ConfigError, listenUrl, loadConfig } from '../src/config.js'

describe('loadConfig', () => {
  it('applies the contract’s defaults', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      publicUrl: 'http://127.0.0.1:3000',
      publicUrlExplicit: false,
      databaseUrl: undefined,
      logLevel: 'info',
      accessTokenTtl: 3600,
      migrateOnStart: true,
      bootstrap: undefined,
      webhooks: { allowPrivateTargets: false, retrySchedule: [5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400] },
      llm: { provider: 'none' },
    })
    expect(c.dataDir).toMatch(/\.data$/)
  })

  it('coerces and trims values; empty strings count as unset', () => {
    const c = loadConfig({ PORT: ' 8080 ', MIGRATE_ON_START: 'false', DATABASE_URL: '', PUBLIC_URL: 'https://h.example/' })
    expect(c.port).toBe(8080)
    expect(c.migrateOnStart).toBe(false)
    expect(c.databaseUrl).toBeUndefined()
    expect(c.publicUrl).toBe('https://h.example')
    expect(c.publicUrlExplicit).toBe(true)
  })

  it('derives PUBLIC_URL from the listen address when it is unset', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080')
    expect(loadConfig({ HOST: '::', PORT: '8080' }).publicUrl).toBe('http://localhost:8080')
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).publicUrl).toBe('http://[::1]:8080')
    expect(loadConfig({ HOST: 'health.lan', PORT: '80' }).publicUrl).toBe('http://health.lan:80')
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080', PUBLIC_URL: 'https://h.example' }).publicUrl).toBe('https://h.example')
    expect(listenUrl('127.0.0.1', 41234)).toBe('http://127.0.0.1:41234')
  })

  it.each([
    [{ PORT: 'abc' }, /^PORT must be integer \(got "abc"\)$/],
    [{ PORT: '70000' }, /^PORT must be <= 65535/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of: fatal, error, warn, info, debug, trace, silent \(got "loud"\)$/],
    [{ ACCESS_TOKEN_TTL: '5' }, /^ACCESS_TOKEN_TTL must be >= 60/],
    [{ LIST_CACHE_MB: '-1' }, /^LIST_CACHE_MB must be >= 0 \(got "-1"\)$/],
    [{ LIST_CACHE_MB: 'lots' }, /^LIST_CACHE_MB must be number \(got "lots"\)$/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must match/],
    [{ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'maybe' }, /^WEBHOOK_ALLOW_PRIVATE_TARGETS must be boolean/],
    [{ WEBHOOK_RETRY_SCHEDULE: '5,x' }, /^WEBHOOK_RETRY_SCHEDULE /],
    [{ LLM_PROVIDER: 'claude' }, /^LLM_PROVIDER must be one of: none, openai/],
    [{ LLM_PROVIDER: 'openai' }, /LLM_BASE_URL and LLM_MODEL/],
    [{ BOOTSTRAP_PROJECT_ID: 'p' }, /must be set together/],
    [{ PUBLIC_URL: 'ftp://x' }, /^PUBLIC_URL /],
    [{ JWT_PRIVATE_KEY: 'not a pem' }, /^JWT_PRIVATE_KEY /],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })

  it('never echoes a secret value', () => {
    let msg = ''
    try {
      loadConfig({ BOOTSTRAP_PROJECT_ID: 'p', BOOTSTRAP_CLIENT_ID: 'cid', BOOTSTRAP_CLIENT_SECRET: 'short' })
    } catch (e) {
      msg = (e as Error).message
    }
    expect(msg).toMatch(/^BOOTSTRAP_CLIENT_SECRET /)
    expect(msg).not.toContain('short')
    expect(msg.split('\n')).toHaveLength(1)
  })
})
