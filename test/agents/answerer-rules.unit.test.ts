// The built-in answerer's tables of rules, each rule carrying its own examples: every example of a
// period rule is read by that rule (no earlier one takes it) and yields its days; every example of
// a focus rule is answered with its topics by that rule.
import { describe, expect, it } from 'vitest'
import { EXAMPLE_TODAY, PERIOD_RULES, periodOf, resolveAll } from '../../src/agents/answerer/periods.js'
import { FOCUS_RULES, readConversation, readMessage } from '../../src/agents/answerer/question.js'
import { foldQuestion } from '../../src/agents/answerer/words.js'

describe('period rules', () => {
  for (const rule of PERIOD_RULES) {
    it(`${rule.name}: its examples`, () => {
      expect(rule.examples.length).toBeGreaterThan(0)
      for (const { q, days } of rule.examples) {
        expect(periodOf(foldQuestion(q).folded)?.rule, q).toBe(rule.name)
        // As the answerer reads it: the whole question, "last night" the sleep that ended today when sleep is asked about.
        const r = readConversation([{ role: 'user', content: q }])
        const p = resolveAll(r.periods, EXAMPLE_TODAY, r.topics.includes('sleep'))
        expect(p && [p.start, p.end], q).toEqual(days)
      }
    })
  }

  it('names no period where a question names none', () => {
    for (const q of ['How did I sleep?', 'Does meditation help my sleep?', 'What may help my sleep?', 'I march on'])
      expect(periodOf(foldQuestion(q).folded), q).toBeUndefined()
  })
})

describe('focus rules', () => {
  for (const rule of FOCUS_RULES) {
    it(`${rule.name}: its examples`, () => {
      expect(rule.examples.length).toBeGreaterThan(0)
      for (const { q, topics } of rule.examples) {
        const m = readMessage(q)
        expect(m.focus, q).toBe(rule.name)
        expect(m.topics, q).toEqual(topics)
      }
    })
  }

  it('gives no topic to a greeting or a request for help alone', () => {
    for (const q of ['Hello there', 'Can you help me?', 'Bonjour']) expect(readMessage(q).topics, q).toEqual([])
  })
})
