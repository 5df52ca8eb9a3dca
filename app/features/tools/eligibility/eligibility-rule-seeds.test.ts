import { describe, expect, it } from 'vitest'
import { eligibilityRuleSeeds } from './eligibility-rule-seeds'

type LocalisedText = { en: string; pa: string | null; hi: string | null }

/* Issue 20: every shipped eligibility rule reads in Punjabi and Hindi, not English, on /pa and /hi. */
describe('the shipped eligibility rules in Punjabi and Hindi', () => {
	const texts = eligibilityRuleSeeds.flatMap((seed) =>
		(['rule', 'closeGap'] as const).map((field) => ({ name: `${seed.key} ${field}`, text: seed.document[field] as LocalisedText })),
	)

	it.each(texts)('$name has its Punjabi and Hindi', ({ text }) => {
		if (text.en === '') return expect([text.pa, text.hi]).toEqual(['', ''])
		expect(text.pa).toMatch(/[\u0A00-\u0A7F]/)
		expect(text.hi).toMatch(/[\u0900-\u097F]/)
	})

	it.each(texts)('$name keeps the English figures', ({ text }) => {
		// Word order differs between languages, so the figures are compared as a set.
		const figures = (value: string | null) => [...new Set((value ?? '').match(/\d+(\.\d+)?/g))].sort()
		expect(figures(text.pa)).toEqual(figures(text.en))
		expect(figures(text.hi)).toEqual(figures(text.en))
	})
})
