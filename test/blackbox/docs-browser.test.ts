// Black box: the docs page works wherever healthd runs. A server on a port the OS picks (PORT=0,
// no PUBLIC_URL) serves /docs; headless Chromium (Debian's `chromium`, driven by puppeteer-core)
// loads it, and the page's own "Try it out" → "Execute" on GET /healthz reaches this server and
// shows its answer. Where the machine has no Chromium the test is skipped with a message saying
// how to run it (`npm test` needs nothing the repo does not install); CI installs it and runs it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type HTTPResponse, type Page } from 'puppeteer-core'
import { killAll, removeAllDirs, runStorage, startServer, type RunningServer } from '../helpers/process.js'

/** The browser binary: CHROMIUM_PATH (.ci/run exports it), else Debian's package's. */
const CHROMIUM = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium'

/** .ci/run installs Chromium and sets REQUIRE_CHROMIUM=1: there a missing browser fails, never skips. */
const HAS_CHROMIUM = existsSync(CHROMIUM) || process.env['REQUIRE_CHROMIUM'] === '1'
const HOW = `install Debian's chromium (apt-get install -y --no-install-recommends chromium) or set CHROMIUM_PATH, then run npx vitest run test/blackbox/docs-browser.test.ts`
if (!HAS_CHROMIUM) console.warn(`docs-browser.test.ts skipped: no Chromium at ${CHROMIUM}; to run it, ${HOW}`)

const storage = runStorage()
let server: RunningServer
let browser: Browser | undefined

beforeAll(async () => {
  if (HAS_CHROMIUM) server = await startServer({ ...storage.env })
})

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await server?.stop().catch(() => undefined)
  await killAll()
  removeAllDirs()
})

/** Headless Chromium (the test that needs it is skipped where it is absent). */
async function launch(): Promise<Browser> {
  browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  return browser
}

/** The trimmed text of the first element matching selector, once there is one. */
async function textOf(page: Page, selector: string): Promise<string> {
  const el = await page.waitForSelector(selector, { timeout: 20_000 })
  return ((await el!.evaluate((e) => e.textContent)) ?? '').trim()
}

describe(`the docs page (${storage.embedded ? 'embedded' : 'PostgreSQL'})`, () => {
  it.skipIf(!HAS_CHROMIUM)(
    'names the listening server and calls GET /healthz on it with "Try it out"',
    async () => {
      const base = server.url
      expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const page = await (await launch()).newPage()
      const problems: string[] = []
      page.on('pageerror', (err) => problems.push(`page error: ${String(err)}`))
      page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} ${req.failure()?.errorText ?? ''}`))
      try {
        // The deep link (tag "operations", operationId getHealth) opens the operation.
        const loaded = await page.goto(`${base}/docs/#/operations/getHealth`, { waitUntil: 'load', timeout: 30_000 })
        expect(loaded?.status()).toBe(200)

        // The servers list names where healthd listens, not a fixed default.
        const servers = await page.waitForSelector('.servers select', { timeout: 20_000 })
        const options = await servers!.evaluate((s) =>
          Array.from(s.querySelectorAll('option'), (o) => (o as { getAttribute(name: string): string | null }).getAttribute('value')),
        )
        expect(options).toEqual([base])

        const op = '#operations-operations-getHealth'
        await page.waitForSelector(`${op} .try-out__btn`, { visible: true, timeout: 20_000 })
        await page.click(`${op} .try-out__btn`)
        await page.waitForSelector(`${op} .btn.execute`, { visible: true, timeout: 10_000 })
        const call = page.waitForResponse((r: HTTPResponse) => r.url() === `${base}/healthz` && r.request().method() === 'GET', { timeout: 20_000 })
        await page.click(`${op} .btn.execute`)
        const res = await call
        expect(res.status()).toBe(200)

        // What the page shows: the URL it called, the status and the body healthd answered.
        expect(await textOf(page, `${op} .request-url pre`)).toBe(`${base}/healthz`)
        expect(await textOf(page, `${op} .live-responses-table tr.response .response-col_status`)).toBe('200')
        const body = await textOf(page, `${op} .live-responses-table tr.response .response-col_description .highlight-code pre`)
        expect(JSON.parse(body)).toEqual({ status: 'ok' })
        expect(problems).toEqual([])
      } finally {
        await page.close()
      }
    },
    90_000,
  )
})
