// The timing constants keep their stated relations: shutdown's waits fit inside its deadline,
// and every call to a language model has the one configured timeout.
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import {
  CLOSE_BUDGET_MS,
  IMPORT_HEARTBEAT_MS,
  IMPORT_LEASE_MS,
  IMPORTS_STOP_GRACE_MS,
  INSIGHTS_STOP_GRACE_MS,
  SHUTDOWN_DEADLINE_MS,
  SHUTDOWN_FORCE_MARGIN_MS,
  SHUTDOWN_PLAN,
  SOURCE_PRIORITY_STOP_GRACE_MS,
  WEBHOOKS_STOP_GRACE_MS,
  WORKOUT_ANALYTICS_STOP_GRACE_MS,
} from '../src/timing.js'

describe('timing', () => {
  it('the workers stop and the server closes before close-with-grace forces the exit, which comes before the deadline', () => {
    expect(SHUTDOWN_PLAN.longestClose).toBe(
      WEBHOOKS_STOP_GRACE_MS +
        INSIGHTS_STOP_GRACE_MS +
        SOURCE_PRIORITY_STOP_GRACE_MS +
        WORKOUT_ANALYTICS_STOP_GRACE_MS +
        IMPORTS_STOP_GRACE_MS +
        CLOSE_BUDGET_MS,
    )
    expect(SHUTDOWN_PLAN.longestClose).toBeLessThanOrEqual(SHUTDOWN_PLAN.forcedExitAt)
    expect(SHUTDOWN_PLAN.forcedExitAt).toBe(SHUTDOWN_DEADLINE_MS - SHUTDOWN_FORCE_MARGIN_MS)
    expect(SHUTDOWN_FORCE_MARGIN_MS).toBeGreaterThan(0)
  })

  it('an import’s lease is renewed several times before it can run out', () => {
    expect(IMPORT_HEARTBEAT_MS * 5).toBeLessThanOrEqual(IMPORT_LEASE_MS)
  })

  it('no module keeps a timing constant of its own for shutdown or for the model', () => {
    const files = [
      'src/server.ts',
      'src/app/insights.ts',
      'src/app/webhooks.ts',
      'src/app/source-priority.ts',
      'src/app/workout-analytics.ts',
      'src/app/imports.ts',
      'src/llm/openai.ts',
      'src/agents/llm-chat.ts',
    ]
    for (const f of files) {
      const text = readFileSync(f, 'utf8')
      expect(text, f).not.toMatch(/(?:GRACE|TIMEOUT|DEADLINE)_MS\s*=\s*\d/)
      expect(text, f).not.toMatch(/AbortSignal\.timeout\(\d/)
    }
    expect(readFileSync('src/llm/openai.ts', 'utf8')).toContain('AbortSignal.timeout(config.timeoutMs)')
  })
})
