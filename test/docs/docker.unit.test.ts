// The Dockerfile, docker-compose.yml and the Docker guide agree: one port everywhere (the image's
// PORT, read again by both health checks at check time), commands that return, and the owner a
// bind-mounted /data needs. Docker itself is not needed: the files are read as text.
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')
const compose = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')
const guide = readFileSync(path.join(ROOT, 'docs', 'operations.md'), 'utf8')

/** The lines of a top-level service's block in docker-compose.yml (two-space indentation). */
function serviceBlock(name: string): string[] {
  const lines = compose.split('\n')
  const start = lines.indexOf(`  ${name}:`)
  expect(start, `service ${name} in docker-compose.yml`).toBeGreaterThan(-1)
  const out: string[] = []
  for (const line of lines.slice(start + 1)) {
    if (line.trim() !== '' && !line.startsWith('   ')) break
    out.push(line)
  }
  return out
}

/** The value of the first `key:` line of a block, comments dropped. */
function firstValue(block: string[], key: string): string {
  const line = block.find((l) => l.trimStart().startsWith(`${key}:`) && !l.trimStart().startsWith('#'))
  expect(line, `${key}: in the block`).toBeDefined()
  return line!.slice(line!.indexOf(':') + 1).trim()
}

const imagePort = /^ENV\b[\s\S]*?\bPORT=(\d+)/m.exec(dockerfile)?.[1]

describe('Dockerfile and docker-compose.yml', () => {
  it('the image listens on its PORT, exposes it, and checks its health on it', () => {
    expect(imagePort).toMatch(/^\d+$/)
    expect(dockerfile).toMatch(new RegExp(`^EXPOSE ${imagePort}$`, 'm'))
    const check = /^HEALTHCHECK[\s\S]*?CMD (\[.*\])$/m.exec(dockerfile)?.[1]
    expect(check).toBeDefined()
    const command = (JSON.parse(check!) as string[]).join(' ')
    expect(command).toContain(`(process.env.PORT || ${imagePort})`)
    expect(command).toContain('/healthz')
  })

  it("compose checks readiness on the container's PORT, read at check time, with nothing for compose to interpolate", () => {
    const block = serviceBlock('healthd')
    const test = firstValue(block.slice(block.findIndex((l) => l.trim() === 'healthcheck:')), 'test')
    // Compose replaces `$NAME` and `${…}` in the file with the host's variables; only `$$` is left
    // for the container. The port must be the container's, so no single `$` at all.
    expect(test.replace(/\$\$/g, '')).not.toContain('$')
    const command = (JSON.parse(test) as string[]).join(' ')
    expect(command).toContain(`(process.env.PORT || ${imagePort})`)
    expect(command).toContain('/readyz')
    expect(command).not.toMatch(/127\.0\.0\.1:\d/)
  })

  it("compose gives healthd one PORT, publishes that port, and builds PUBLIC_URL's default from it", () => {
    const block = serviceBlock('healthd')
    const port = `\${PORT:-${imagePort}}`
    expect(firstValue(block, 'PORT')).toBe(port)
    const ports = block[block.findIndex((l) => l.trim() === 'ports:') + 1]!.trim()
    expect(ports).toBe(`- "${port}:${port}"`)
    expect(firstValue(block, 'PUBLIC_URL')).toBe(`\${PUBLIC_URL:-http://localhost:${port}}`)
  })
})

describe('the food index snapshot in the image', () => {
  it('is written in the build stage after the compiled analysis, and copied with dist/', () => {
    const stages = dockerfile.split(/^FROM /m)
    const build = stages[1] ?? ''
    const tsc = build.indexOf('RUN npx tsc')
    const snapshot = build.indexOf('RUN node scripts/food-index-snapshot.js')
    expect(tsc).toBeGreaterThan(-1)
    expect(snapshot).toBeGreaterThan(tsc)
    // (it reads the food tables and the script: both are in the build stage before it runs)
    expect(build.indexOf('COPY data ./data')).toBeGreaterThan(-1)
    expect(build.indexOf('COPY data ./data')).toBeLessThan(snapshot)
    expect(build.indexOf('COPY scripts/food-index-snapshot.js')).toBeLessThan(snapshot)
    expect(stages[2]).toMatch(/^COPY --from=build \/app\/dist \.\/dist$/m)
  })
})

describe('the Docker guide (docs/operations.md)', () => {
  const commands = [...guide.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) => m[1]!.split('\n'))

  it('starts compose in the background, so the commands after it run, and shows how to read the logs', () => {
    const up = commands.filter((c) => /^docker compose up\b/.test(c))
    expect(up.length).toBeGreaterThan(0)
    for (const c of up) expect(c).toMatch(/ (-d|--detach)\b/)
    expect(commands.some((c) => /^docker compose logs -f\b/.test(c))).toBe(true)
    for (const c of commands.filter((c) => /^docker run\b/.test(c))) expect(c).toMatch(/ (-d|--detach)\b/)
  })

  it("says to give a bind-mounted /data to the image's user, uid and gid 1000", () => {
    // The image runs as the node images' `node` user, which is uid 1000 and gid 1000.
    expect(dockerfile).toMatch(/^FROM node:\S+$/m)
    expect(dockerfile).toMatch(/^USER node$/m)
    expect(dockerfile).toContain('chown node:node /data')
    expect(guide).toContain('uid 1000 and gid 1000')
    expect(commands.some((c) => /\bchown 1000:1000 \S+/.test(c))).toBe(true)
  })
})
