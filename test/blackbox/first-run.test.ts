// Black box: `npm start` on an empty DATA_DIR (embedded PGlite, no DATABASE_URL, in both modes
// of the suite) prints a development project, client, secret and a working curl once; a restart
// prints nothing; no JSON log line ever carries the secret or an access token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedStorage, killAll, logLines, outputLines, removeAllDirs, startServer, waitFor, type RunningServer } from '../helpers/process.js'

const storage = embeddedStorage({ fresh: true })
const runs: RunningServer[] = []
const tokens: string[] = []

interface Printed {
  projectId: string
  clientId: string
  clientSecret: string
  curl: { user: string; url: string; data: string[] }
}
let printed: Printed

/** The credentials and the first `curl` (the "Get a token" command) from the first-run text. */
function parseFirstRun(stdout: string): Printed {
  const field = (name: string) => {
    const m = new RegExp(`^\\s*${name}\\s+(\\S+)\\s*$`, 'm').exec(stdout)
    if (!m) throw new Error(`no ${name} line in:\n${stdout}`)
    return m[1]!
  }
  // curl -s -u 'ID:SECRET' URL \
  //   -d grant_type=client_credentials -d resource=urn:...
  const m = /curl -s -u '([^']+)' (\S+)\s*\\\n\s*((?:-d \S+\s*)+)/.exec(stdout)
  if (!m) throw new Error(`no token curl in:\n${stdout}`)
  const data = [...m[3]!.matchAll(/-d (\S+)/g)].map((d) => d[1]!)
  return {
    projectId: field('project_id'),
    clientId: field('client_id'),
    clientSecret: field('client_secret'),
    curl: { user: m[1]!, url: m[2]!, data },
  }
}

/** What `curl -s -u USER URL -d a=b -d c=d` sends: Basic auth and a form body. */
async function runCurlEquivalent(c: Printed['curl']) {
  const res = await fetch(c.url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(c.user).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: c.data.join('&'),
  })
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  const first = await startServer(storage.env)
  runs.push(first)
  // The first-run text and the listening line are written independently: wait for both.
  await waitFor(() => /Get a token and make a first request/.test(first.stdout()), 10_000)
  printed = parseFirstRun(first.stdout())
})

afterAll(async () => {
  for (const r of runs) await r.stop().catch(() => undefined)
  await killAll()
  removeAllDirs()
})

describe('first start on an empty DATA_DIR', () => {
  it('prints the development project, client, secret and a curl that gets a token', async () => {
    const first = runs[0]!
    const out = first.stdout()
    expect(out).toMatch(/development project/i)
    expect(printed.projectId).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
    expect(printed.clientId).toMatch(/^[A-Za-z0-9_.~-]{3,128}$/)
    expect(printed.clientSecret.length).toBeGreaterThanOrEqual(16)
    // The curl uses the printed credentials, the real listening address and the project resource.
    expect(printed.curl.user).toBe(`${printed.clientId}:${printed.clientSecret}`)
    expect(printed.curl.url).toBe(`${first.url}/oauth/token`)
    expect(printed.curl.data).toEqual(['grant_type=client_credentials', `resource=urn:healthd:project:${printed.projectId}`])

    const res = await runCurlEquivalent(printed.curl)
    expect(res.status).toBe(200)
    expect(res.body['token_type']).toBe('Bearer')
    expect(res.body['expires_in']).toBe(3600)
    expect(res.headers.get('cache-control')).toMatch(/no-store/)
    const token = String(res.body['access_token'])
    tokens.push(token)
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
    expect(claims['project_id']).toBe(printed.projectId)
    expect(claims['client_id']).toBe(printed.clientId)

    // The token works: the printed "first request" creates a user.
    const patch = await fetch(`${first.url}/users/user-1`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ firstname: 'Ada', tz_offset: 3600 }),
    })
    expect(patch.status).toBe(200)
    expect(((await patch.json()) as Record<string, unknown>)['id']).toBe('user-1')
  })

  it("reads the food index from the build's snapshot, not from the tables", async () => {
    const first = runs[0]!
    const line = await waitFor(() => logLines(first.stdout()).find((l) => /^food index /.test(String(l['msg']))), 30_000)
    expect(line, JSON.stringify(line)).toMatchObject({ msg: 'food index read from its snapshot', foods: expect.any(Number) })
    expect(line['foods']).toBeGreaterThan(7000)
  })

  it('prints nothing on a restart on the same DATA_DIR, and the printed client still works', async () => {
    const first = runs[0]!
    expect((await first.stop()).code).toBe(0)
    const second = await startServer(storage.env)
    runs.push(second)

    const res = await fetch(`${second.url}/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${printed.clientId}:${printed.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `grant_type=client_credentials&resource=urn:healthd:project:${printed.projectId}`,
    })
    expect(res.status).toBe(200)
    const token = String(((await res.json()) as Record<string, unknown>)['access_token'])
    tokens.push(token)
    const get = await fetch(`${second.url}/users/user-1`, { headers: { authorization: `Bearer ${token}` } })
    expect(get.status).toBe(200)
    expect(((await get.json()) as Record<string, unknown>)['firstname']).toBe('Ada')

    // Give any late first-run text the time to show up before asserting it did not.
    await new Promise((r) => setTimeout(r, 300))
    const out = second.stdout() + second.stderr()
    expect(out).not.toMatch(/development project/i)
    expect(out).not.toMatch(/client_secret|curl/)
    expect(out).not.toContain(printed.clientSecret)
    for (const { json, line } of outputLines(second.stdout())) expect(json, `non-JSON stdout line: ${line}`).toBeDefined()
  })

  it('never writes the secret or an access token to a log line', async () => {
    expect(tokens.length).toBe(2)
    const first = runs[0]!
    const second = runs[1]!
    await second.stop()
    const streams = [
      { name: 'first stdout', text: first.stdout() },
      { name: 'first stderr', text: first.stderr() },
      { name: 'second stdout', text: second.stdout() },
      { name: 'second stderr', text: second.stderr() },
    ]
    let jsonLines = 0
    const secretLines: string[] = []
    for (const { name, text } of streams) {
      for (const { line, json } of outputLines(text)) {
        if (json) jsonLines++
        for (const token of tokens) expect(line, `${name} carries an access token`).not.toContain(token)
        // Pieces of a token (its signature) never appear either.
        for (const token of tokens) expect(line).not.toContain(token.split('.')[2]!)
        if (line.includes(printed.clientSecret)) {
          expect(json, `${name} JSON log line carries the secret: ${line}`).toBeUndefined()
          expect(name).toBe('first stdout')
          secretLines.push(line)
        }
      }
    }
    // Requests were logged (so the check above looked at real request logs)...
    expect(jsonLines).toBeGreaterThan(6)
    // ...and the secret appears only in the first-run text (its table row, and the curls).
    expect(secretLines.length).toBeGreaterThanOrEqual(1)
    expect(secretLines.some((l) => /^\s*client_secret\s+/.test(l))).toBe(true)
    for (const l of secretLines) expect(l).toMatch(/^\s*client_secret\s+|curl /)
  })
})
