#!/usr/bin/env node
// Writes the OpenAPI document the server serves at /openapi.json, generated from the routes, to
// the file named (default: stdout). The app is built on a throwaway embedded database, so no
// PostgreSQL is needed; PUBLIC_URL, when set, names the server in the document.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../dist/app.js'
import { loadConfig } from '../dist/config.js'

const out = process.argv[2]
const dir = mkdtempSync(path.join(tmpdir(), 'healthd-openapi-'))
const env = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'error' }
delete env.DATABASE_URL
const app = await buildApp(loadConfig(env))
try {
  await app.ready()
  const json = JSON.stringify(app.swagger(), null, 2) + '\n'
  if (out) writeFileSync(out, json)
  else process.stdout.write(json)
} finally {
  await app.close()
  rmSync(dir, { recursive: true, force: true })
}
