// The docs link to each other and to the repository's files: every relative link must name a
// file that exists and, with a #fragment, a heading in it (GitHub's anchor form).
import { describe, expect, it } from 'vitest'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const docs = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
]

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-')

function anchorsOf(file: string): Set<string> {
  const out = new Set<string>()
  let code = false
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) code = !code
    const m = /^#+ (.*)$/.exec(line)
    if (m && !code) out.add(anchor(m[1]!))
  }
  return out
}

/** Relative links outside code blocks: [text](target). */
function linksOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((t) => !/^(https?:|mailto:)/.test(t))
}

describe('documentation links', () => {
  it('lists the guides', () => {
    expect(docs.length).toBeGreaterThan(8)
  })
  for (const doc of docs) {
    it(`${doc}: every relative link resolves`, () => {
      const from = path.join(ROOT, doc)
      const broken: string[] = []
      for (const link of linksOf(from)) {
        const [target, fragment] = link.split('#') as [string, string | undefined]
        const file = target ? path.resolve(path.dirname(from), target) : from
        if (!existsSync(file)) broken.push(`${link}: no such file`)
        else if (fragment && statSync(file).isFile() && file.endsWith('.md') && !anchorsOf(file).has(fragment)) broken.push(`${link}: no such heading`)
      }
      expect(broken).toEqual([])
    })
  }
})
