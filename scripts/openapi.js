#!/usr/bin/env node
// Writes the OpenAPI document the server serves at /openapi.json, generated from the routes, to
// the file named (default: stdout). The app is built on a throwaway embedded database, so no
// PostgreSQL is needed; PUBLIC_URL, when set, names the server in the document.
//
// --artifact writes the committed openapi.json (`npm run openapi`): the same document without
// what depends on where healthd runs (no `servers`; the token URL relative), so it is the same
// on every machine and CI can fail when the committed file is stale.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../dist/app/index.js'
import { loadConfig } from '../dist/config.js'

const args = process.argv.slice(2)
const artifact = args.includes('--artifact')
const out = args.find((a) => !a.startsWith('--'))
const dir = mkdtempSync(path.join(tmpdir(), 'healthd-openapi-'))
const env = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'error' }
delete env.DATABASE_URL
const app = await buildApp(loadConfig(env))
try {
  await app.ready()
  const doc = structuredClone(app.swagger())
  if (artifact) {
    delete doc.servers
    for (const scheme of Object.values(doc.components?.securitySchemes ?? {})) {
      for (const flow of Object.values(scheme.flows ?? {})) if (flow.tokenUrl) flow.tokenUrl = new URL(flow.tokenUrl).pathname
    }
  }
  const json = `${JSON.stringify(doc, null, 2)}\n`
  if (out) writeFileSync(out, json)
  else process.stdout.write(json)
} finally {
  await app.close()
  rmSync(dir, { recursive: true, force: true })
}
