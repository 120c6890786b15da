// Black box: a fuzzer driven by openapi.json sends every operation valid and hostile requests, as
// raw bytes over loopback, and fails on any 5xx, any error body other than {"error": "…"}, any
// echo of the input, any 2xx to input the contract refuses or to a foreign token, and any 2xx
// write that stored something other than what was sent. Seeded: FUZZ_SEED and FUZZ_RUNS replay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { SignJWT, decodeJwt, exportPKCS8, generateKeyPair, type CryptoKey } from 'jose'
import { randomUUID } from 'node:crypto'
import { appendFileSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  ROOT,
  freePort,
  killAll,
  removeAllDirs,
  runCli,
  runStorage,
  startServer,
  tokenRequest,
  basicAuth,
  uniqueSuffix,
  type Env,
  type RunningServer,
} from '../helpers/process.js'
import { startIdp, type TestIdp } from '../helpers/idp.js'
import {
  bodyOverrideArbs,
  caseArbitrary,
  mcpSchemaOf,
  operationsOf,
  render,
  sweepCases,
  validForm,
  type CaseSpec,
  type FuzzContext,
  type FuzzRequest,
  type Operation,
} from '../fuzz/cases.js'
import { TransportError, closeAgent, send, type Exchange } from '../fuzz/http.js'
import { checkExchange, compareSent, readBackFor, type Failure } from '../fuzz/oracles.js'
import { showBytes } from '../fuzz/json-bytes.js'
import type { Schema } from '../fuzz/schema.js'

const SEED = Number(process.env['FUZZ_SEED'] ?? 20261126)
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 3000)
/** Requests fast-check may spend shrinking one failure class to a small reproduction. */
const SHRINK_BUDGET = Number(process.env['FUZZ_SHRINK_BUDGET'] ?? 30)
const MAX_SHRUNK_CLASSES = 40
/** FUZZ_LOG=file: every exchange as one JSON line (request, status, answer), for looking into a run. */
const LOG = process.env['FUZZ_LOG']

const suffix = uniqueSuffix()
const storage = runStorage()
const PROJECT = `fz_${suffix}`
const OTHER_PROJECT = `fzo_${suffix}`
const CLIENT = `fz-client-${suffix}`
const SECRET = `fz-secret-${uniqueSuffix(24)}`
/** Planted in hostile text, paths and names: an error body holding it echoes the input. */
const MARKER = `Qz${SEED.toString(36)}Mk`

const USERS = ['fz-u1', 'fz-u2', 'fz-u3']
const APP_USER = 'fz-app-user'
const DISPOSABLE_USERS = ['fz-del-1', 'fz-del-2', 'fz-del-3']

let server: RunningServer
let serverEnv: Env
let base: URL
let idp: TestIdp
let ctx: FuzzContext
let ops: Operation[]

afterAll(async () => {
  closeAgent()
  await server?.stop().catch(() => undefined)
  await idp?.close()
  await killAll()
  removeAllDirs()
})

async function api(method: string, p: string, token: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(new URL(p, base), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      accept: 'application/json, text/event-stream',
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  const text = await res.text()
  return { status: res.status, json: text ? JSON.parse(text) : undefined }
}

async function setupWrite(method: string, p: string, token: string, body?: unknown): Promise<Record<string, unknown>> {
  const r = await api(method, p, token, body)
  if (r.status >= 300) throw new Error(`setup ${method} ${p}: ${r.status} ${JSON.stringify(r.json)}`)
  return r.json as Record<string, unknown>
}

async function clientToken(projectId: string, clientId: string, secret: string): Promise<string> {
  const t = await tokenRequest(base.origin, clientId, secret, { resource: `urn:healthd:project:${projectId}` })
  if (t.status !== 200) throw new Error(`token: ${t.status} ${JSON.stringify(t.body)}`)
  return String(t.body['access_token'])
}

async function cliJson(args: string[]): Promise<Record<string, unknown>> {
  const r = await runCli([...args, '--json'], storage.env, { timeoutMs: 60_000 })
  if (r.code !== 0) throw new Error(`healthd ${args.join(' ')}:\n${r.stdout}\n${r.stderr}`)
  return JSON.parse(r.stdout) as Record<string, unknown>
}

beforeAll(async () => {
  // The server signs with a key we hold, so the fuzzer can mint an expired token that is otherwise right.
  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  const port = await freePort()
  base = new URL(`http://127.0.0.1:${port}`)
  serverEnv = {
    ...storage.env,
    PORT: String(port),
    PUBLIC_URL: base.origin,
    JWT_PRIVATE_KEY: await exportPKCS8(privateKey),
    BOOTSTRAP_PROJECT_ID: PROJECT,
    BOOTSTRAP_CLIENT_ID: CLIENT,
    BOOTSTRAP_CLIENT_SECRET: SECRET,
    // Thousands of requests a minute from one token and one address are the point here.
    RATE_LIMIT_CLIENT_PER_MINUTE: '10000000',
    RATE_LIMIT_USER_PER_MINUTE: '10000000',
    TOKEN_RATE_LIMIT_PER_MINUTE: '10000000',
    // Webhooks the fuzzer registers point at closed loopback ports: one attempt, no retry storm.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_RETRY_SCHEDULE: '86400',
  }
  server = await startServer(serverEnv)
  const full = await clientToken(PROJECT, CLIENT, SECRET)

  // Tokens that must not work: expired, forged under the server's kid, unsigned.
  const kid = ((await (await fetch(new URL('/.well-known/jwks.json', base))).json()) as { keys: { kid: string }[] }).keys[0]!.kid
  const claims = decodeJwt(full)
  const now = Math.floor(Date.now() / 1000)
  const resign = (key: CryptoKey, times: { iat: number; nbf: number; exp: number }) =>
    new SignJWT({ ...claims, ...times, jti: randomUUID() }).setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid }).sign(key)
  const expired = await resign(privateKey, { iat: now - 7200, nbf: now - 7200, exp: now - 3600 })
  const forged = await resign((await generateKeyPair('ES256')).privateKey, { iat: now, nbf: now, exp: now + 3600 })
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  const algNone = `${b64({ alg: 'none', typ: 'at+jwt', kid })}.${b64({ ...claims, iat: now, nbf: now, exp: now + 3600 })}.`

  // Another project with its own client.
  await cliJson(['projects', 'create', '--id', OTHER_PROJECT, '--name', 'fuzz other'])
  const other = await cliJson(['clients', 'create', '--project', OTHER_PROJECT])
  const otherProject = await clientToken(OTHER_PROJECT, String(other['client_id']), String(other['client_secret']))

  // An app's user token, through an identity provider.
  idp = await startIdp()
  await setupWrite('POST', `/v1/projects/${PROJECT}/identity_providers`, full, { issuer: idp.issuer, audience: 'app-client', jwks_uri: idp.jwksUri })
  const app = await setupWrite('POST', `/v1/projects/${PROJECT}/oauth_clients`, full, { name: 'app', type: 'public' })
  const session = await fetch(new URL(`/v1/projects/${PROJECT}/auth/sdk`, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant: 'exchange', token: await idp.sign({ sub: APP_USER }), client_id: app['client_id'] }),
  })
  const user = String(((await session.json()) as Record<string, unknown>)['access_token'])
  const idTokens = await Promise.all(['fz-sdk-1', 'fz-sdk-2'].map((sub) => idp.sign({ sub, exp: now + 7200 })))

  // What the fuzzed paths name: users, record types, summaries, webhooks, clients that exist.
  for (const u of [...USERS, ...DISPOSABLE_USERS]) await setupWrite('PATCH', `/users/${u}`, full, { firstname: 'Fuzz', tz_offset: 3600 })
  const types = { fzday: 'day', fzinstant: 'instant', fzpatch1: 'day', fzpatch2: 'instant', fzdel1: 'day', fzdel2: 'instant' } as const
  for (const [name, granularity] of Object.entries(types)) {
    await setupWrite('POST', `/v1/projects/${PROJECT}/custom_record_types`, full, {
      name,
      granularity,
      ...(name === 'fzday' ? { value: { minimum: -1e6, maximum: 1e6 } } : {}),
    })
  }
  const summary = async () =>
    String((await setupWrite('POST', `/users/${USERS[0]}/ai/summaries`, full, { type: 'meal', data: { description: 'two eggs and toast' } }))['id'])
  const summaries = [await summary(), await summary()]
  const doomedSummaries = [await summary(), await summary()]
  const webhook = async () =>
    String((await setupWrite('POST', `/v1/projects/${PROJECT}/webhooks`, full, { url: 'http://127.0.0.1:9/hook', events: ['meals:*'] }))['id'])
  const webhooks = [await webhook()]
  const doomedWebhooks = [await webhook(), await webhook()]
  const meal = async () => String((await setupWrite('POST', `/users/${USERS[0]}/nutrition/meals`, full, { description: 'an apple and a glass of milk' }))['id'])
  const meals = [await meal(), await meal()]
  const doomedMeals = [await meal(), await meal()]
  const doomedClients = [
    String(
      (await setupWrite('POST', `/v1/projects/${PROJECT}/oauth_clients`, full, { name: 'doomed', type: 'confidential', scopes: ['users:read'] }))['client_id'],
    ),
  ]
  const doomedIdp = String(
    (await setupWrite('POST', `/v1/projects/${PROJECT}/identity_providers`, full, { issuer: 'http://127.0.0.1:9/doomed', audience: 'x' }))['id'],
  )
  const deliveries =
    ((await api('GET', `/v1/projects/${PROJECT}/webhooks/${webhooks[0]}/deliveries`, full)).json as { deliveries?: { id: string }[] }).deliveries ?? []
  const config = (await api('GET', '/config', full)).json as { habit_categories?: (string | { key: string })[] }
  const categories = (config.habit_categories ?? []).map((c) => (typeof c === 'string' ? c : c.key))

  const mcpTools = (
    (await api('POST', '/mcp', full, { jsonrpc: '2.0', id: 1, method: 'tools/list' })).json as { result: { tools: { name: string; inputSchema: Schema }[] } }
  ).result.tools
  const doc = JSON.parse(readFileSync(path.join(ROOT, 'openapi.json'), 'utf8'))
  ops = operationsOf(doc, mcpSchemaOf(mcpTools))

  const allScopes = String(claims['scope'])
  ctx = {
    marker: MARKER,
    projectId: PROJECT,
    otherProjectId: OTHER_PROJECT,
    pools: {
      project_id: [PROJECT, PROJECT, PROJECT, PROJECT, PROJECT, OTHER_PROJECT],
      user_id: [USERS[0]!, USERS[0]!, USERS[1]!, USERS[2]!, APP_USER, 'fz-nobody'],
      // The summaries that exist are fz-u1's.
      'getSummary.user_id': [USERS[0]!, USERS[0]!, USERS[0]!, APP_USER],
      'updateSummary.user_id': [USERS[0]!, USERS[0]!, USERS[0]!, APP_USER],
      'deleteSummary.user_id': [USERS[0]!, USERS[0]!, USERS[0]!, APP_USER],
      'deleteUser.user_id': [...DISPOSABLE_USERS, 'fz-nobody'],
      activity_id: ['act-1', 'act-2', 'act-3'],
      baseline_id: ['sleep', 'hrv'],
      record_id: ['rec-1', 'rec-2'],
      name: ['sleep', 'readiness', 'mood'],
      day: ['2026-03-10', '2026-03-11', '2024-02-29'],
      type: ['fzday', 'fzday', 'fzinstant', 'fznope'],
      'getCustomRecordType.name': ['fzpatch1', 'fzpatch2', 'fzday', 'fznope'],
      'updateCustomRecordType.name': ['fzpatch1', 'fzpatch2'],
      'deleteCustomRecordType.name': ['fzdel1', 'fzdel2', 'fznope'],
      summary_id: [...summaries, randomUUID()],
      'deleteSummary.summary_id': [...doomedSummaries, randomUUID()],
      // The meals that exist are fz-u1's too.
      'getMeal.user_id': [USERS[0]!, USERS[0]!, USERS[0]!, APP_USER],
      'updateMeal.user_id': [USERS[0]!, USERS[0]!, USERS[0]!, APP_USER],
      'correctMealItem.user_id': [USERS[0]!, USERS[0]!, USERS[0]!, APP_USER],
      'deleteMeal.user_id': [USERS[0]!, USERS[0]!, USERS[0]!, APP_USER],
      meal_id: [...meals, randomUUID()],
      'deleteMeal.meal_id': [...doomedMeals, randomUUID()],
      index: ['0', '1', '2'],
      fact_id: [randomUUID()],
      client_id: doomedClients,
      'deleteIdentityProvider.id': [doomedIdp, randomUUID()],
      'deleteWebhook.id': [...doomedWebhooks, randomUUID()],
      id: [...webhooks, randomUUID()],
      delivery_id: [...deliveries.map((d) => d.id), randomUUID()],
      category: categories,
    },
    bodyPools: {
      scope: ['users:read', 'users:read activities:read', allScopes, 'admin.projects:read'],
      scopes: [['users:read'], 'users:read activities:read', ['activities:read', 'activities:create']],
      token: idTokens,
      client_id: [String(app['client_id'])],
      grant_type: ['client_credentials'],
      resource: [`urn:healthd:project:${PROJECT}`],
      data_schema: [{ type: 'object' }, { type: 'object', properties: { n: { type: 'number' } } }, {}],
      food_id: ['banana', 'milk_skim', 'oat_milk', 'fndds:63107010'],
    },
    customTypes: types,
    tokens: { full, otherProject, user, userTokenUser: APP_USER, expired, forged, algNone },
    basic: { good: basicAuth(CLIENT, SECRET), wrongSecret: basicAuth(CLIENT, `${SECRET}x`), unknownClient: basicAuth(`nobody-${suffix}`, SECRET) },
  }
}, 180_000)

// ---------------------------------------------------------------------------------------------

interface Observed {
  failures: Failure[]
  /** A 2xx write whose stored object was read back and compared. */
  verified: boolean
  status?: number
}

/** Restarts a server that died under a request, so the rest of the run still reports. */
async function ensureServer(): Promise<boolean> {
  if (server.proc.exitCode === null && server.proc.signalCode === null) return false
  server = await startServer(serverEnv)
  return true
}

async function runCase(spec: CaseSpec): Promise<Observed> {
  const op = ops.find((o) => o.id === spec.op)!
  const req = render(spec, op, ctx)
  let res: Exchange | TransportError
  const t0 = performance.now()
  try {
    res = await send(base, req)
  } catch (e) {
    res = e instanceof TransportError ? e : new TransportError(String(e), undefined)
  }
  const ms = Math.round(performance.now() - t0)
  const failures = checkExchange(req, res, MARKER)
  if (LOG) {
    const answer = res instanceof TransportError ? res.message : `${res.status} ${res.body.toString('utf8').slice(0, 300)}`
    appendFileSync(
      LOG,
      `${JSON.stringify({ op: op.id, families: req.families, method: req.method, path: req.path, body: req.body && showBytes(req.body, 400), answer, ms })}\n`,
    )
  }
  if (res instanceof TransportError && (await ensureServer())) {
    failures.push({
      key: `server-exited|${req.families[0] ?? 'valid request'}`,
      title: `the server process exited under ${req.families[0] ?? 'a valid request'}`,
      detail: res.message,
      req,
    })
  }
  let verified = false
  if (!(res instanceof TransportError) && res.status >= 200 && res.status < 300 && req.sent !== undefined && req.bearer) {
    const answer = tryJson(res.body)
    const rb = readBackFor(req, answer)
    if (rb) {
      verified = true
      const got = await send(base, { method: 'GET', path: rb.path, headers: { authorization: `Bearer ${req.bearer}` } }).catch((e: Error) => e)
      if (got instanceof Error || got.status !== 200) {
        const what = got instanceof Error ? got.message : `${got.status} ${got.body.toString('utf8').slice(0, 200)}`
        failures.push({ key: `stored|${op.id}|unreadable`, title: `${op.id}: a 2xx write cannot be read back`, detail: `GET ${rb.path} → ${what}`, req })
      } else {
        const stored = rb.pick(tryJson(got.body))
        const sent = rb.expect ? rb.expect(req.sent as Record<string, unknown>) : req.sent
        for (const m of stored === undefined ? [{ at: '/', sent, got: undefined }] : compareSent(sent, stored, op.body?.schema)) {
          const field = m.at.replace(/\/\d+/g, '/[]')
          const mutated = req.mutatedAt && `/${req.mutatedAt.join('/')}`.startsWith(m.at === '/' ? '' : m.at)
          const fam = mutated ? (req.families[0] ?? 'valid request') : 'valid value'
          failures.push({
            key: `stored|${op.id}|${field}|${fam}`,
            title: `${op.id}: ${field} stored other than sent (${fam})`,
            detail: `sent ${clip(show(m.sent))}, stored ${clip(show(m.got))}`,
            req,
          })
        }
      }
    }
  }
  return { failures, verified, status: res instanceof TransportError ? undefined : res.status }
}

const clip = (s: string | undefined, n = 200) => (s === undefined ? 'nothing' : s.length > n ? `${s.slice(0, n)}…` : s)
/** JSON for a report, with what JSON cannot write (Infinity, -0) named. */
const show = (v: unknown) => JSON.stringify(v, (_k, x: unknown) => (typeof x === 'number' && !Number.isFinite(x) ? `«${x}»` : Object.is(x, -0) ? '«-0»' : x))
function tryJson(b: Buffer): unknown {
  try {
    return JSON.parse(b.toString('utf8'))
  } catch {
    return undefined
  }
}

// ---------------------------------------------------------------------------------------------

interface FailureClass {
  key: string
  title: string
  firstIndex: number
  count: number
  ops: Map<string, number>
  smallest: Failure
  shrunk?: Failure
}

const requestSize = (r: FuzzRequest) => r.path.length + (r.body?.length ?? 0) + Object.values(r.headers).join('').length

function showRequest(f: Failure): string {
  const r = f.req
  const headers = Object.entries(r.headers)
    .map(
      ([k, v]) =>
        `    ${k}: ${k === 'authorization' ? v.replace(/^(\S+ )?(.{16}).*$/s, (_m, s: string | undefined, t: string) => `${s ?? ''}${t}…`) : showBytes(Buffer.from(v, 'latin1'), 120)}`,
    )
    .join('\n')
  const body = r.body === undefined ? '' : `\n    body (${r.body.length} bytes): ${showBytes(r.body)}`
  return `    ${r.method} ${showBytes(Buffer.from(r.path, 'latin1'), 300)}\n${headers}${body}\n    → ${f.detail}`
}

function report(classes: FailureClass[], runs: number): string {
  const lines = [
    `${classes.length} failure class(es) in ${runs} fuzzed requests. Replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npx vitest run test/blackbox/fuzz.test.ts`,
  ]
  classes.forEach((c, i) => {
    const where = [...c.ops.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([op, n]) => `${op} ×${n}`)
      .join(', ')
    lines.push('', `${i + 1}. ${c.title}`, `   ${c.count} request(s), first at run ${c.firstIndex} (fast-check path "${c.firstIndex}"); ${where}`)
    lines.push(`   smallest${c.shrunk ? ' (shrunk by fast-check)' : ''}:`, showRequest(c.shrunk ?? c.smallest))
  })
  return lines.join('\n')
}

const verifiedByOp = new Map<string, number>()
const statusesByOp = new Map<string, Map<number | string, number>>()

describe(`fuzzer (${storage.embedded ? 'embedded' : 'PostgreSQL'})`, () => {
  it(`answers every fuzzed request within the contract (seed ${SEED}, ${RUNS} runs)`, async () => {
    // Bodies are where most can go wrong: operations that take one get more of the runs, /mcp
    // (nine tools behind one route) the share of several, and paths no route has a little.
    const weight = (op: Operation) =>
      op.template === '/mcp' ? 8 : op.body ? 4 : ops.some((o) => o.id === op.id.split(':')[0] && o !== op) || op.id.startsWith('noSuchRoute') ? 1 : 2
    const arb = fc.oneof(...ops.map((op) => ({ weight: weight(op), arbitrary: caseArbitrary(op, bodyOverrideArbs()) })))
    // The sweep first (fast-check's examples): the contract's input decisions on every field of
    // every operation that takes a body, each on the smallest valid request of a few the seed makes.
    const examples = ops.flatMap((op) => {
      const bases = fc.sample(caseArbitrary(op, bodyOverrideArbs()), { seed: SEED, numRuns: 20 }).map(validForm)
      const size = (c: CaseSpec) => JSON.stringify(c.body ?? null).length
      const base = bases.sort((a, b) => size(a) - size(b))[0]!
      return op.body ? [base, ...sweepCases(op, base, ctx)] : []
    })
    const params = { seed: SEED, numRuns: examples.length + RUNS, examples: examples.map((e) => [e] as [CaseSpec]) }
    const classes = new Map<string, FailureClass>()
    let index = 0
    const started = Date.now()
    await fc.check(
      fc.asyncProperty(arb, async (spec) => {
        const i = index++
        const o = await runCase(spec)
        const statuses = statusesByOp.get(spec.op) ?? new Map<number | string, number>()
        statuses.set(o.status ?? 'none', (statuses.get(o.status ?? 'none') ?? 0) + 1)
        statusesByOp.set(spec.op, statuses)
        if (o.verified) verifiedByOp.set(spec.op, (verifiedByOp.get(spec.op) ?? 0) + 1)
        for (const f of o.failures) {
          const c = classes.get(f.key)
          if (!c) classes.set(f.key, { key: f.key, title: f.title, firstIndex: i, count: 1, ops: new Map([[spec.op, 1]]), smallest: f })
          else {
            c.count++
            c.ops.set(spec.op, (c.ops.get(spec.op) ?? 0) + 1)
            if (requestSize(f.req) < requestSize(c.smallest.req)) c.smallest = f
          }
        }
        return true
      }),
      params,
    )
    const fuzzMs = Date.now() - started

    // Each class's first failing case, shrunk by fast-check to a smaller request of the same class.
    const list = [...classes.values()].sort((a, b) => b.count - a.count)
    for (const c of list.slice(0, MAX_SHRUNK_CLASSES)) {
      if (c.key.startsWith('server-exited') || c.key.startsWith('transport')) continue
      let calls = 0
      let last: Failure | undefined
      const r = await fc.check(
        fc.asyncProperty(arb, async (spec) => {
          if (++calls > SHRINK_BUDGET) return true
          const f = (await runCase(spec)).failures.find((x) => x.key === c.key)
          if (f) last = f
          return f === undefined
        }),
        { ...params, path: String(c.firstIndex), numRuns: 1 },
      )
      if (r.failed && last && requestSize(last.req) <= requestSize(c.smallest.req)) c.shrunk = last
    }

    const byOp = [...statusesByOp.entries()].map(([op, s]) => `${op}: ${[...s.entries()].map(([k, n]) => `${k}×${n}`).join(' ')}`).join('\n')
    console.log(
      `fuzzer: ${index} runs (${examples.length} of the sweep) in ${(fuzzMs / 1000).toFixed(1)} s (+${((Date.now() - started - fuzzMs) / 1000).toFixed(1)} s shrinking), seed ${SEED}${LOG ? `\n${byOp}` : ''}`,
    )
    expect(list.length, report(list, index)).toBe(0)
  }, 900_000)

  it('reaches the handlers: every create-or-replace route stored and read back at least one fuzzed body', () => {
    const writes = [
      'updateUser',
      'putActivity',
      'putDailyRecord',
      'putBaseline',
      'putCustomRecord',
      'createSummary',
      'updateSummary',
      'createMeal',
      'putDataSync',
      'createCustomRecordType',
      'updateCustomRecordType',
      'createOAuthClient',
      'createIdentityProvider',
      'createWebhook',
    ]
    const missing = writes.filter((op) => !verifiedByOp.get(op))
    const seen = missing.map((op) => `${op}: ${[...(statusesByOp.get(op) ?? new Map()).entries()].map(([k, n]) => `${k}×${n}`).join(' ') || 'never sent'}`)
    expect(missing, `with seed ${SEED} and ${RUNS} runs these routes never stored a fuzzed body, so their storage went unchecked:\n${seen.join('\n')}`).toEqual(
      [],
    )
  })
})
