// Black box: a real server, a synthetic user's weeks written over HTTP, then
// `healthd insights run` (through the server's socket when embedded, else DATABASE_URL) run
// twice: the first writes every closed period's summaries, the second changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { killAll, removeAllDirs, runCli, runStorage, startServer, tokenRequest, uniqueSuffix, type RunningServer } from '../helpers/process.js'
import { addDays, localToday, mondayOf, syntheticUser, writeUser, type Write } from '../helpers/synthetic.js'

const suffix = uniqueSuffix()
const storage = runStorage()
const projectId = `insights_${suffix}`
const clientId = `insights-client-${suffix}`
const clientSecret = `insights-secret-${suffix}-0123456789`
const env = { ...storage.env, BOOTSTRAP_PROJECT_ID: projectId, BOOTSTRAP_CLIENT_ID: clientId, BOOTSTRAP_CLIENT_SECRET: clientSecret }
const tz = -18_000 // UTC−5
const userId = `bb-user-${suffix}`
let server: RunningServer
let token: string

afterAll(async () => {
  await server?.stop().catch(() => undefined)
  await killAll()
  removeAllDirs()
})

beforeAll(async () => {
  server = await startServer(env)
  const t = await tokenRequest(server.url, clientId, clientSecret, { resource: `urn:healthd:project:${projectId}` })
  expect(t.status).toBe(200)
  token = String(t.body['access_token'])
}, 60_000)

async function summaries(): Promise<{ id: string; name: string; period: { id: string }; updated_at: string }[]> {
  const res = await fetch(`${server.url}/users/${userId}/ai/summaries?limit=1000`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status).toBe(200)
  return ((await res.json()) as { summaries: never[] }).summaries
}

describe('healthd insights run', () => {
  const from = mondayOf(addDays(localToday(tz), -21))
  const to = addDays(localToday(tz), -1)
  const user = syntheticUser({ seed: 3, tz, from, to, meals: false })

  it('backfills every closed period once, and a second run changes nothing', async () => {
    const send = async (w: Write) =>
      (
        await fetch(`${server.url}/users/${userId}${w.path}`, {
          method: w.method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(w.body),
        })
      ).status
    await writeUser(user, send)

    const args = ['insights', 'run', '--project', projectId, '--user', userId, '--from', from, '--to', to, '--json']
    const first = await runCli(args, env, { timeoutMs: 60_000 })
    expect(first.code, first.stderr).toBe(0)
    const r1 = JSON.parse(first.stdout) as {
      users: number
      summaries: Record<string, { created: number; updated: number; unchanged: number }>
      open_days_skipped: number
    }
    expect(r1.users).toBe(1)
    expect(r1.open_days_skipped).toBe(0)

    const list = await summaries()
    const per = (name: string) => list.filter((s) => s.name === name).map((s) => s.period.id)
    let weeks = 0
    for (let m = from; addDays(m, 6) <= to; m = addDays(m, 7)) weeks++
    expect(new Set(per('DailySummary')).size).toBe(user.days.length)
    expect(per('DailySummary').length).toBe(user.days.length)
    expect(per('WorkoutSummary').sort()).toEqual(user.workouts.map((w) => w.id).sort())
    for (const name of ['WeeklySummary', 'WeeklyActivitySummary', 'TrendSummary', 'ImpactSummary']) expect(per(name).length, name).toBe(weeks)
    expect(per('WeeklyNutritionSummary').length).toBe(0)

    const second = await runCli(args, env, { timeoutMs: 60_000 })
    expect(second.code, second.stderr).toBe(0)
    const r2 = JSON.parse(second.stdout) as { created: number; updated: number; unchanged: number }
    expect({ created: r2.created, updated: r2.updated }).toEqual({ created: 0, updated: 0 })
    expect(r2.unchanged).toBe(list.length)
    const again = await summaries()
    expect(again.map((s) => `${s.id} ${s.updated_at}`).sort()).toEqual(list.map((s) => `${s.id} ${s.updated_at}`).sort())
  }, 120_000)

  it('rejects bad arguments with usage (exit 2) and an unknown project (exit 1)', async () => {
    const noTo = await runCli(['insights', 'run', '--project', projectId, '--from', from], env)
    expect(noTo.code).toBe(2)
    expect(noTo.stderr).toMatch(/--to is required/)
    const badDate = await runCli(['insights', 'run', '--project', projectId, '--from', '2026-02-30', '--to', to], env)
    expect(badDate.code).toBe(2)
    const unknown = await runCli(['insights', 'run', '--project', `nope_${suffix}`, '--from', from, '--to', to], env)
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toMatch(/not found/)
  }, 60_000)
})
