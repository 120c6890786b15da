// Black box: `healthd habits import FILE` replaces the catalogue (on a DATA_DIR no server holds, or
// on a private PostgreSQL database: the run's database is shared, and so is its catalogue); a
// server started on it serves exactly the imported habits; bad files exit 1 and change nothing;
// an import while the server runs is visible at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import {
  killAll,
  removeAllDirs,
  ROOT,
  runCli,
  runDatabaseUrl,
  startServer,
  seededDataDir,
  tempDir,
  tokenRequest,
  uniqueSuffix,
  type Env,
  type RunningServer,
} from '../helpers/process.js'

const FIXTURE = path.join(ROOT, 'test', 'fixtures', 'habits', 'notion-pages.json')
const fixture = () => JSON.parse(readFileSync(FIXTURE, 'utf8')) as { object: 'list'; results: Record<string, unknown>[] }
const BOOTSTRAP = {
  BOOTSTRAP_PROJECT_ID: 'habits_bb',
  BOOTSTRAP_CLIENT_ID: 'habits-bb-backend',
  BOOTSTRAP_CLIENT_SECRET: `secret-${uniqueSuffix(12)}`,
}

let env: Env
let dropDatabase: (() => Promise<void>) | undefined
let server: RunningServer | undefined
let files: string

beforeAll(async () => {
  files = tempDir()
  const url = runDatabaseUrl()
  if (!url) {
    env = { DATA_DIR: seededDataDir() }
    return
  }
  const name = `habits_${uniqueSuffix(6)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const own = new URL(url)
  own.pathname = `/${name}`
  env = { DATABASE_URL: own.toString(), DATA_DIR: tempDir() }
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: url })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await c.end()
  }
})

afterAll(async () => {
  await server?.stop().catch(() => undefined)
  await killAll()
  removeAllDirs()
  await dropDatabase?.()
})

function writeFile(name: string, content: unknown): string {
  const file = path.join(files, name)
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
  return file
}

async function importJson(file: string): Promise<{ code: number | null; out: Record<string, unknown>; stderr: string }> {
  const r = await runCli(['habits', 'import', file, '--json'], env)
  const lines = r.stdout.trim().split('\n')
  expect(lines.length, `--json prints one line, got:\n${r.stdout}\n${r.stderr}`).toBe(1)
  return { code: r.code, out: JSON.parse(lines[0]!) as Record<string, unknown>, stderr: r.stderr }
}

async function getHabits(): Promise<{ status: number; body: unknown }> {
  const t = await tokenRequest(server!.url, BOOTSTRAP.BOOTSTRAP_CLIENT_ID, BOOTSTRAP.BOOTSTRAP_CLIENT_SECRET, { scope: 'habits:read' })
  expect(t.status, JSON.stringify(t.body)).toBe(200)
  const res = await fetch(`${server!.url}/habits`, { headers: { authorization: `Bearer ${String(t.body['access_token'])}` } })
  return { status: res.status, body: await res.json() }
}

const MORNING_SUNLIGHT = {
  id: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b',
  name: 'morning_sunlight',
  title: 'Get morning sunlight',
  description: 'Step outside within an hour of waking. Ten minutes is enough.',
  category: 'sleep',
  url: 'https://www.notion.so/Get-morning-sunlight-1f2e3d4c5b6a47988a7b6c5d4e3f2a1b',
  public_url: 'https://acme.notion.site/Get-morning-sunlight-1f2e3d4c5b6a47988a7b6c5d4e3f2a1b',
  cover: 'https://images.example.com/covers/sunrise.jpg',
  created_time: '2025-01-10T08:00:00.000Z',
  last_edited_time: '2025-06-02T17:45:00.000Z',
  archived: false,
  in_trash: false,
  playUnexpectedImpact: false,
  playImpact: true,
  potentialImpacts: { sleep_score: 'positive', mood: 'positive' },
}
const NO_LATE_SNACKS = {
  id: '3b4c5d6e-7f80-4192-9384-b5c6d7e8f9a0',
  name: 'no_snacks_after_9_pm',
  title: 'No snacks after 9 pm',
  description: '',
  category: 'nutrition',
  url: 'https://www.notion.so/No-snacks-after-9-pm-3b4c5d6e7f8041929384b5c6d7e8f9a0',
  public_url: '',
  cover: 'https://prod-files-secure.s3.us-west-2.amazonaws.com/abc/late-snack.png?X-Amz-Expires=3600',
  created_time: '2024-08-20T07:00:00.000Z',
  last_edited_time: '2025-04-01T08:15:30.250Z',
  archived: false,
  in_trash: true,
  playUnexpectedImpact: false,
  playImpact: false,
  potentialImpacts: {},
}
const COLD_SHOWER = {
  id: '2a3b4c5d-6e7f-4081-9283-a4b5c6d7e8f9',
  name: 'take_a_cold_shower',
  title: 'Take a cold shower',
  description: 'Finish your shower with 30 seconds of cold water.',
  category: 'recovery',
  url: 'https://www.notion.so/Take-a-cold-shower-2a3b4c5d6e7f40819283a4b5c6d7e8f9',
  public_url: '',
  cover: '',
  created_time: '2024-11-03T09:30:00.000Z',
  last_edited_time: '2025-02-14T12:00:00.000Z',
  archived: true,
  in_trash: false,
  playUnexpectedImpact: true,
  playImpact: false,
  potentialImpacts: { hrv: 'positive', resting_hr: 'negative' },
}
const WALK_AFTER_MEALS = {
  id: '4c5d6e7f-8091-4a2b-b3c4-d5e6f7a8b9c0',
  name: 'walk_after_meals',
  title: 'Walk after meals',
  description: 'A ten-minute walk after eating.',
  category: 'movement',
  url: 'https://www.notion.so/Walk-after-meals-4c5d6e7f80914a2bb3c4d5e6f7a8b9c0',
  public_url: 'https://acme.notion.site/Walk-after-meals-4c5d6e7f80914a2bb3c4d5e6f7a8b9c0',
  cover: 'https://images.example.com/covers/walk.jpg',
  created_time: '2025-03-04T08:15:00.000Z',
  last_edited_time: '2025-03-04T08:15:00.000Z',
  archived: false,
  in_trash: false,
  playUnexpectedImpact: false,
  playImpact: true,
  potentialImpacts: { activity_score: 'positive', energy: 'positive' },
}

describe('healthd habits import', () => {
  it('replaces the built-in catalogue of a fresh database with the file; again, it removes nothing', async () => {
    const first = await importJson(FIXTURE)
    expect(first.code, first.stderr).toBe(0)
    expect(Object.keys(first.out).sort()).toEqual(['imported', 'removed'])
    expect(first.out['imported']).toBe(4)
    // The migration's built-in habits, none of which is in the file.
    expect(first.out['removed']).toBeGreaterThanOrEqual(25)

    expect((await importJson(FIXTURE)).out).toEqual({ imported: 4, removed: 0 })
  }, 120_000)

  it('exits 1 with a clear message for a missing file, bad JSON or an invalid page, and changes nothing', async () => {
    const invalid = fixture()
    ;(invalid.results[2]!['properties'] as Record<string, Record<string, unknown>>)['CATEGORY'] = {
      type: 'rich_text',
      rich_text: [{ type: 'text', text: { content: 'Diet' }, plain_text: 'Diet' }],
    }
    // Valid pages before and after the bad one: nothing of the file may land.
    invalid.results[0]!['archived'] = true
    const cases: [string, RegExp][] = [
      [path.join(files, 'missing.json'), /^cannot read .*missing\.json: no such file$/],
      [files, /^cannot read .*: it is a directory$/],
      [writeFile('broken.json', '{"object": "list", "results": ['), /broken\.json is not valid JSON/],
      [writeFile('empty.json', { object: 'list', results: [] }), /holds no pages/],
      [writeFile('object.json', { pages: [] }), /expected an array of Notion pages or a Notion list response/],
      [
        writeFile('invalid.json', invalid),
        /invalid\.json: page results\[2\] \(id 3B4C5D6E7F8041929384B5C6D7E8F9A0\): category must be one of: sleep, movement, nutrition, stress, recovery, got "Diet"; nothing was imported$/,
      ],
    ]
    // None of these reaches the database: they can run side by side.
    const results = await Promise.all(cases.map(([file]) => importJson(file)))
    results.forEach((r, i) => {
      const [file, message] = cases[i]!
      expect(r.code, file).toBe(1)
      expect(Object.keys(r.out), file).toEqual(['error'])
      expect(String(r.out['error']), file).toMatch(message)
    })

    // Without --json the message goes to stderr.
    const plain = await runCli(['habits', 'import', path.join(files, 'invalid.json')], env)
    expect(plain.code).toBe(1)
    expect(plain.stdout).toBe('')
    expect(plain.stderr).toMatch(/^healthd: .*got "Diet"; nothing was imported\n$/)

    // No FILE, or two: a usage error.
    const usageArgs = [
      ['habits', 'import'],
      ['habits', 'import', FIXTURE, FIXTURE],
    ]
    const usages = await Promise.all(usageArgs.map((args) => runCli(args, env)))
    usages.forEach((usage, i) => {
      expect(usage.code, usageArgs[i]!.join(' ')).toBe(2)
      expect(usage.stderr).toMatch(/habits import takes one FILE/)
      expect(usage.stderr).toMatch(/usage: healthd <command>/)
    })
  }, 60_000)

  it('a server started on the database serves exactly the imported habits, flags and fields as in the file', async () => {
    // Also proves the failed imports above changed nothing (the invalid file archived results[0]).
    server = await startServer({ ...env, ...BOOTSTRAP })
    const res = await getHabits()
    expect(res.status).toBe(200)
    expect(res.body).toEqual([MORNING_SUNLIGHT, NO_LATE_SNACKS, COLD_SHOWER, WALK_AFTER_MEALS])
  }, 60_000)

  it('an import while the server runs replaces what it serves', async () => {
    expect(server).toBeDefined()
    const doc = fixture()
    doc.results = [doc.results[3]!, doc.results[0]!]
    ;(doc.results[1]!['properties'] as Record<string, unknown>)['playUnexpectedImpact'] = { type: 'checkbox', checkbox: true }
    const r = await importJson(writeFile('subset.json', doc.results))
    expect(r.code, r.stderr).toBe(0)
    expect(r.out).toEqual({ imported: 2, removed: 2 })
    const res = await getHabits()
    expect(res.body).toEqual([{ ...MORNING_SUNLIGHT, playUnexpectedImpact: true }, WALK_AFTER_MEALS])
  }, 60_000)
})
