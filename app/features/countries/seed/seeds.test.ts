import { describe, expect, test } from 'vitest'
import { countryDirectory } from '../country-directory'
import { countryDocumentSchema } from '../country-schema'
import { regulationPoints, scholarshipList } from '../country-guide'
import { countrySeeds } from '.'

const seedIds = countrySeeds.map((seed) => seed.id)

test('every destination of the Study Abroad menu has a seed guide, once', () => {
	expect([...seedIds].sort()).toEqual(countryDirectory.map((entry) => entry.id).sort())
})

describe.each(countrySeeds.map((seed) => [seed.id, seed] as const))('seed guide %s', (id, seed) => {
	const country = countryDocumentSchema.parse(seed)

	test('matches the schema, its id and the menu entry', () => {
		const entry = countryDirectory.find((e) => e.id === id)
		expect(country.id).toBe(id)
		expect(country.name).toBe(entry?.name)
		expect(country.flagUrl).toBe(entry?.flag)
		expect(country.heroImage).toBe(`/images/countries/${id}.svg`)
	})

	test('fast facts are complete and the why-study text is long enough for Read more', () => {
		for (const value of Object.values(country.fastFacts)) expect(value.trim()).not.toBe('')
		expect(country.fastFacts.whyStudy.length).toBeGreaterThan(600)
	})

	test('has at least 6 universities, each with city, IELTS and a named ranking', () => {
		expect(country.topUniversities.length).toBeGreaterThanOrEqual(6)
		for (const u of country.topUniversities) {
			expect(u.location).not.toBe('')
			expect(u.ielts).not.toBe('')
			expect(u.ranking).toMatch(/QS|THE|Times Higher|ARWU|Shanghai|Financial Times|national/i)
		}
	})

	test('has at least 6 admission requirements', () => {
		expect(country.admissionRequirements.length).toBeGreaterThanOrEqual(6)
	})

	test('has at least 3 scholarships, each with an https link', () => {
		const scholarships = scholarshipList(country.scholarships)
		expect(scholarships.length).toBeGreaterThanOrEqual(3)
		for (const s of scholarships) expect(new URL(s.link).protocol).toBe('https:')
	})

	test('visa types carry a fee with its currency', () => {
		expect(country.visa.types.length).toBeGreaterThanOrEqual(2)
		for (const v of country.visa.types) expect(v.cost).toMatch(/[£$€₹]|AED|SEK|DKK|PLN|CAD|AUD|NZD|free|no fee|\{fact:/i)
	})

	test('has weather for at least 3 cities', () => {
		expect(country.weather.length).toBeGreaterThanOrEqual(3)
	})

	// A cost no official source publishes (an airfare) may say where to check instead of giving a figure.
	test('cost of living ranges carry a currency and a breakdown', () => {
		for (const e of country.costOfLiving.expances) expect(e.range).toMatch(/[£$€₹]|AED|SEK|DKK|PLN|zł|kr|\{fact:/)
		expect(country.costOfLiving.breakdown.length).toBeGreaterThanOrEqual(1)
		for (const group of country.costOfLiving.breakdown) {
			for (const item of group.items) expect(item.cost).toMatch(/[£$€₹]|AED|SEK|DKK|PLN|zł|kr|free|included|check current|\{fact:/i)
		}
	})

	test('work opportunities cover during and after study', () => {
		const work = country.workOpportunities
		expect(work.options.length).toBeGreaterThanOrEqual(2)
		expect(work.jobs.length).toBeGreaterThanOrEqual(2)
		for (const r of work.regulations) expect(regulationPoints(r.points).length).toBeGreaterThanOrEqual(1)
	})

	test('has at least 6 answered FAQs', () => {
		expect(country.faqs.length).toBeGreaterThanOrEqual(6)
		for (const faq of country.faqs) expect(faq.answer.trim().length).toBeGreaterThan(20)
	})

	// When it was reviewed, and by whom, is guide_reviews' (guide-reviews.server.test.ts).
	test('names its official https sources', () => {
		expect(country.sources.length).toBeGreaterThanOrEqual(2)
		for (const s of country.sources) expect(new URL(s.url).protocol).toBe('https:')
	})
})
