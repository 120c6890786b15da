#!/usr/bin/env node
// Writes the parts of docs/ that restate code, from the code: the route table from openapi.json
// (itself generated from the route schemas), the configuration table from the environment
// schema's descriptions and defaults (src/config.ts), and the CLI usage from the text
// `healthd --help` prints (src/cli-usage.ts). Each lives between `<!-- generated:NAME -->` and
// `<!-- /generated:NAME -->` in its page. With --check, changes nothing and exits 1 when a page
// is not what the code generates (CI). Run after `npm run build`.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { EnvSchema, ENV_GROUPS } from '../dist/config.js'
import { USAGE } from '../dist/cli-usage.js'
import { ADMIN_SCOPES, DATA_SCOPES } from '../dist/auth/scopes.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const check = process.argv.includes('--check')

const cell = (s) => String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ')

function configurationTable() {
  const rows = ['| variable | default | meaning |', '|---|---|---|']
  const done = new Set()
  for (const group of ENV_GROUPS) {
    const [first] = group
    const schema = EnvSchema.properties[first]
    if (!schema) throw new Error(`ENV_GROUPS names ${first}, which the schema lacks`)
    if (!schema.description) throw new Error(`${first} has no description in src/config.ts`)
    const shown = schema.docDefault ?? (schema.default === undefined ? 'unset' : `\`${schema.default}\``)
    rows.push(`| ${group.map((v) => `\`${v}\``).join(', ')} | ${cell(shown)} | ${cell(schema.description)} |`)
    for (const v of group) done.add(v)
  }
  const missing = Object.keys(EnvSchema.properties).filter((v) => !done.has(v))
  if (missing.length) throw new Error(`ENV_GROUPS lacks ${missing.join(', ')}`)
  return rows.join('\n')
}

/** Who may call an operation, from its `security`. */
function needs(security) {
  if (!security?.length) return 'nothing'
  const parts = security.map((req) => {
    const [scheme, scopes] = Object.entries(req)[0] ?? []
    if (scheme === undefined) return 'nothing'
    if (scheme === 'basicAuth') return 'client credentials (HTTP Basic)'
    return scopes.length ? scopes.map((x) => `\`${x}\``).join(', ') : 'a bearer token'
  })
  return parts.join(' or ')
}

function routeTable() {
  const doc = JSON.parse(readFileSync(path.join(ROOT, 'openapi.json'), 'utf8'))
  const rows = ['| method | path | needs | does |', '|---|---|---|---|']
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op.operationId) continue
      rows.push(`| ${method.toUpperCase()} | \`${cell(p)}\` | ${cell(needs(op.security))} | ${cell(op.summary ?? '')} |`)
    }
  }
  return rows.join('\n')
}

/** The scope catalogue by resource, with its counts. */
function scopeTable() {
  const byResource = new Map()
  for (const s of [...DATA_SCOPES, ...ADMIN_SCOPES]) {
    const resource = s.slice(0, s.indexOf(':'))
    byResource.set(resource, [...(byResource.get(resource) ?? []), s])
  }
  const rows = [
    `${DATA_SCOPES.length} data scopes and ${ADMIN_SCOPES.length} admin scopes:`,
    '',
    '| resource | scopes |',
    '|---|---|',
    ...[...byResource].map(([resource, scopes]) => `| ${resource} | ${scopes.map((x) => `\`${x}\``).join(', ')} |`),
  ]
  return rows.join('\n')
}

const cliUsage = () => ['```text', USAGE, '```'].join('\n')

const PAGES = [
  { file: 'docs/api.md', name: 'routes', text: routeTable },
  { file: 'docs/api.md', name: 'scopes', text: scopeTable },
  { file: 'docs/configuration.md', name: 'configuration', text: configurationTable },
  { file: 'docs/cli.md', name: 'cli', text: cliUsage },
]

let stale = 0
for (const page of PAGES) {
  const file = path.join(ROOT, page.file)
  const before = readFileSync(file, 'utf8')
  const re = new RegExp(`(<!-- generated:${page.name} -->\\n)[\\s\\S]*?(<!-- /generated:${page.name} -->)`)
  if (!re.test(before)) throw new Error(`${page.file} has no <!-- generated:${page.name} --> block`)
  const after = before.replace(re, (_m, open, close) => `${open}${page.text()}\n${close}`)
  if (after === before) continue
  if (check) {
    console.error(`${page.file} is stale: run \`npm run docs\` and commit the result`)
    stale++
  } else {
    writeFileSync(file, after)
    console.log(`wrote ${page.file}`)
  }
}
process.exit(stale ? 1 : 0)
