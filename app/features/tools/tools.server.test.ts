import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seedDatabase } from '~/db/seed.server'
import { getLead } from '~/features/leads/admin/inbox.server'
import { createLead } from '~/features/leads/leads.server'
import { getEntry, listRevisions, publishEntry, saveDraft, unpublishEntry } from '~/features/studio/content-store.server'
import type { EligibilityRuleDocument } from '~/features/studio/studio-schema'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { comparisonInWords, loadComparison } from './compare/compare.server'
import { type EligibilityInput, evaluateEligibility } from './eligibility/eligibility'
import { eligibilityRuleSeeds } from './eligibility/eligibility-rule-seeds'
import { eligibilityInWords, eligibilityResults, listEligibilityRules } from './eligibility/eligibility.server'

const editor = { id: null as unknown as string, name: 'Harleen Editor' }

const student: EligibilityInput = {
	qualification: 'bachelors',
	year: 2025,
	scoreKind: 'percentage',
	score: 68,
	cgpaScale: 100,
	stream: 'commerce',
	englishTest: 'ielts',
	englishScore: 6,
	gapYears: 1,
	budgetLakhs: 25,
	countries: ['sweden'],
	rates: {},
	fees: {},
}

describe.each(testDatabaseKinds)('the tools on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedDatabase(database.db)
	})
	afterAll(async () => database?.dispose())

	test('the eligibility rules are studio content: seeded, drafted, published with a revision, unpublished', async () => {
		const seeded = await listEligibilityRules(database.db, 'en')
		expect(seeded.map((rule) => rule.key).sort()).toEqual(eligibilityRuleSeeds.map((seed) => seed.key).sort())
		expect(evaluateEligibility(student, seeded)[0]!.verdict).toBe('unlikely')

		const entry = (await getEntry(database.db, 'eligibility-rule', 'sweden-english-6-ielts'))!
		const lowered: EligibilityRuleDocument = {
			...(entry.published as EligibilityRuleDocument),
			possible: 6,
			rule: { en: 'Master’s programmes ask for English 6 (IELTS 6.5); 6.0 with a summer English course.', pa: null, hi: null },
		}
		// A draft changes nothing on the site.
		expect((await saveDraft(database.db, 'eligibility-rule', entry.key, entry.version, lowered, editor)).ok).toBe(true)
		expect(evaluateEligibility(student, await listEligibilityRules(database.db, 'en'))[0]!.verdict).toBe('unlikely')
		// Published, the family's result follows the edited rule, and the old text is kept as a revision.
		expect((await publishEntry(database.db, 'eligibility-rule', entry.key, entry.version + 1, editor)).ok).toBe(true)
		const [sweden] = evaluateEligibility(student, await listEligibilityRules(database.db, 'en'))
		expect(sweden!.verdict).toBe('possible')
		expect(sweden!.reasons.find((reason) => reason.rule.key === 'sweden-english-6-ielts')).toMatchObject({ verdict: 'possible', rule: { rule: expect.stringContaining('summer English course') } })
		expect((await listRevisions(database.db, 'eligibility-rule', entry.id)).length).toBeGreaterThan(0)
		// Unpublished, the rule no longer counts: the toefl rule alone remains for Sweden, and it names another test.
		expect((await unpublishEntry(database.db, 'eligibility-rule', entry.key, entry.version + 2, editor)).ok).toBe(true)
		expect(evaluateEligibility(student, await listEligibilityRules(database.db, 'en'))[0]).toMatchObject({ verdict: null, unweighed: { test: 'ielts' } })
	})

	test('a tool’s lead stores the comparison and the eligibility result in words, with the page that shows them', async () => {
		const comparison = comparisonInWords(await loadComparison(database.db, ['united-kingdom', 'ca']), 'https://example.test')
		expect(comparison).toMatch(/^Compared: UK, Canada/)
		expect(comparison).toMatch(/- UK: Work allowed in term time: 20 hours a week.*\(as of .*\)/)
		expect(comparison).toContain('- Canada: The guide has no checked figure for this yet. (https://example.test/country/ca?tab=admissions)')
		const stored = await createLead(database.db, {
			type: 'enquiry',
			name: 'Compare Family',
			email: 'compare@example.com',
			mobile: '9876543210',
			course: 'other',
			message: comparison,
			sourcePage: '/compare?country=united-kingdom&country=ca',
		})
		expect(await getLead(database.db, stored.id)).toMatchObject({ message: comparison, sourcePage: '/compare?country=united-kingdom&country=ca' })

		const words = eligibilityInWords(student, evaluateEligibility(student, await listEligibilityRules(database.db, 'en')))
		expect(words).toContain('Highest qualification: Bachelor’s degree (2025), 68%, Commerce')
		expect(words).toContain('English: IELTS 6')
	})

	test('every country of the menu is assessed; the budget is weighed against the guide’s facts, or sends the family to check the current amount', async () => {
		const canadaAndUk = { ...student, countries: ['united-kingdom', 'ca'] as EligibilityInput['countries'] }
		const [uk, canada] = await eligibilityResults(database.db, canadaAndUk, 'en')
		expect(canada).toMatchObject({ verdict: 'possible', reasons: expect.arrayContaining([expect.objectContaining({ rule: expect.objectContaining({ measure: 'set-by-university' }) })]) })
		// The shipped exchange rates carry no rate until an editor enters one: the budget decides nothing and names where to check.
		const budget = uk!.reasons.find((reason) => reason.rule.measure === 'budget-first-year')!
		expect(budget).toMatchObject({ verdict: null, yours: 25, firstYear: { parts: [], gaps: [{ line: 'funds' }, { line: 'tuition' }] } })
		expect(uk!.verdict).toBe('likely')
		const words = eligibilityInWords(canadaAndUk, [uk!, canada!])
		expect(words).toMatch(/- Undecided, a figure is missing: The first year needs at least/)
		expect(words).toMatch(/Proof of funds the visa asks for: £10,539, no rupee rate for GBP entered/)
		expect(words).toMatch(/- Note: Marks and gap years: we found no official minimum/)
		expect(words).toMatch(/- Possible: The study permit asks for/)
	})

	test('with the family’s rate and offer-letter tuition the budget is weighed, and the lead says whose rate it was', async () => {
		const family = { ...student, budgetLakhs: 30, countries: ['united-kingdom'] as EligibilityInput['countries'], rates: { GBP: 107.5 }, fees: { 'united-kingdom': 18_500 } }
		const [uk] = await eligibilityResults(database.db, family, 'en')
		// (£18,500 + 9 × £1,171) × ₹107.5 = ₹31.22 lakh: a budget of ₹30 lakh falls short.
		const budget = uk!.reasons.find((reason) => reason.rule.measure === 'budget-first-year')!
		expect(budget).toMatchObject({ verdict: 'unlikely', firstYear: { gaps: [], knownLakhs: 31.22 } })
		expect(uk!.verdict).toBe('unlikely')
		const words = eligibilityInWords(family, [uk!])
		expect(words).toContain("Yearly tuition the family entered (offer letter or expected): £18,500, about ₹19.9 lakh at the family's rate of ₹107.5 per GBP")
		expect(words).toContain('Exchange rates the family entered (not official figures): ₹107.5 per GBP')
	})
})
