import { describe, expect, test } from 'vitest'
import { countrySeeds } from '../seed'
import { guideTranslations } from '../seed/translations'
import { factKeysIn } from './fact-text'
import { factSeeds } from './fact-seeds'

/*
 * Issue 15: every figure a student acts on is a fact, stored once with its as-of date and official
 * source, and the guide's text names it by a token ({fact:key}) instead of writing the number.
 */

/** Every text of a guide with where it is ("faqs[1].answer"); links are addresses, not text. */
function texts(value: unknown, path = ''): { path: string; text: string }[] {
	if (typeof value === 'string') return /^https:\/\//.test(value) ? [] : [{ path, text: value }]
	if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${path}[${i}]`))
	if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key))
	return []
}

/** An amount of money written out: £1,529, A$29,710, SEK 5,000, 964 euros, ₹2,500. */
const BARE_AMOUNT =
	/(?:£|€|₹|US\$|A\$|AU\$|CA\$|C\$|NZ\$|\$|\b(?:AED|AUD|CAD|NZD|USD|EUR|GBP|SEK|DKK|PLN|INR|Rs\.?)\s?)\s?\d|\d[\d,.]*\s?(?:SEK|DKK|PLN|AED|EUR|kr\b|zł|kronor|kroner|euros?\b|dirhams?)/g

const bareAmounts = (guide: unknown) => texts(guide).flatMap(({ path, text }) => [...text.matchAll(BARE_AMOUNT)].map(() => path))

/** Hours of work written out: 20 hours a week, 48 hours a fortnight, 140 full days; 20 ਘੰਟੇ, 20 घंटे. */
const BARE_HOURS = /\b\d[\d,]*\s?(?:(?:hours?|full days|half days)\b|ਘੰਟ|घंट)/g

/** Hours that are not a work limit: a language course's lessons, a university job scheme's own cap. */
const hoursNotWorkLimits = new Set(['de visa.types[2].description', 'italy workOpportunities.options[1].description'])

const bareHours = (id: string, guide: unknown) =>
	texts(guide).flatMap(({ path, text }) => (hoursNotWorkLimits.has(`${id} ${path}`) ? [] : [...text.matchAll(BARE_HOURS)].map(() => path)))

/** A length of time written out: 3 years, two years, 18 months, a five-year visa. */
const DURATION = /\b(?:\d+(?:\.\d+)?|one|two|three|four|five|six|nine|ten|twelve|eighteen|twenty-four)(?:[- ](?:or|to)[- ]\w+)?[- ](?:years?|months?)\b/i

/** A sentence about staying on after study: post-study work, job search, graduate routes and what follows them. */
const POST_STUDY =
	/after (?:your |the )?(?:degree|study|studies|graduat\w*|master’s|programme)|post-study|post-graduation|graduate (?:visa|route|permission|permit)|job-search|look(?:ing)? for (?:work|a job)|orientation year|work permit|stay (?:on|to work|and work)|to work|PGWP|Stamp 1G|graduating|residence visa|settlement permit|permanent residen/i

/** Lengths in such sentences that are not a post-study right: the J-1 home-residence rule. */
const lengthsNotPostStudy = new Set(['usa visa.types[2].description'])

/** Sentences that write a post-study length or deadline out instead of naming its fact. */
const barePostStudy = (id: string, guide: unknown) =>
	texts(guide).flatMap(({ path, text }) =>
		lengthsNotPostStudy.has(`${id} ${path}`)
			? []
			: text
					.split(/(?<=[.;!?])\s+/)
					.filter((sentence) => DURATION.test(sentence.replace(/\{fact:[^}]+\}/g, '')) && POST_STUDY.test(sentence))
					.map(() => path),
	)

const factsOf = (id: string) => factSeeds.find((seed) => seed.countryId === id)?.facts ?? []

// With its Punjabi and Hindi, which name the same facts.
describe.each(countrySeeds.map((guide) => [guide.id, { ...guide, translations: guideTranslations[guide.id] }] as const))('the %s guide', (id, guide) => {
	test('has its facts, each with an as-of date, an https official source and the date it was checked', () => {
		const facts = factsOf(id)
		expect(facts.length).toBeGreaterThan(0)
		for (const fact of facts) {
			expect(fact.asOf, fact.key).toMatch(/^\d{4}-\d{2}-\d{2}$/)
			expect(fact.checkedOn, fact.key).toMatch(/^\d{4}-\d{2}-\d{2}$/)
			expect(new URL(fact.source.url).protocol, fact.key).toBe('https:')
			if (fact.status === 'confirmed') expect(fact.value, fact.key).not.toBeNull()
		}
		expect(new Set(facts.map((fact) => fact.key)).size, 'keys are unique').toBe(facts.length)
	})

	test('names only facts it has', () => {
		const keys = new Set(factsOf(id).map((fact) => fact.key))
		for (const { path, text } of texts(guide)) for (const key of factKeysIn(text)) expect(keys.has(key), `${path} names {fact:${key}}`).toBe(true)
	})

	test('writes no amount of money and no work-hour limit outside its facts', () => {
		expect(bareAmounts(guide), 'amounts written out').toEqual([])
		expect(bareHours(id, guide), 'work hours written out').toEqual([])
	})

	test('writes no post-study work length or deadline outside its facts', () => {
		expect(barePostStudy(id, guide), 'post-study lengths written out').toEqual([])
	})
})

test('the bare-amount check finds written-out amounts and passes tokens', () => {
	expect(bareAmounts({ a: 'At least £1,529 a month', b: 'SEK 5,000', c: '964 euros', d: 'About ₹2,500', e: 'A$29,710' })).toHaveLength(5)
	expect(bareAmounts({ a: 'At least {fact:funds-london-monthly} a month', b: '20 hours a week', c: 'QS 2027: #4' })).toHaveLength(0)
	expect(bareHours('x', { a: 'Up to 20 hours a week', b: '48 hours a fortnight', c: '140 full days or 280 half days', d: 'ਹਫ਼ਤੇ ਵਿੱਚ 20 ਘੰਟੇ', e: 'हफ़्ते में 20 घंटे' })).toHaveLength(6)
	expect(bareHours('x', { a: 'Up to {fact:work-hours}.', b: 'Three hours from Delhi by air is no limit', c: 'QS 2027: #4' })).toHaveLength(0)
})

test('the post-study check finds written-out lengths and passes tokens and other durations', () => {
	const found = (text: string) => barePostStudy('x', { text }).length
	expect(found('Graduates can work for up to three years after study.')).toBe(1)
	expect(found('An open work permit for up to 3 years, matching your programme length.')).toBe(1)
	expect(found('Within 3 years of graduating you qualify at the reduced salary criterion.')).toBe(1)
	expect(found('After 2 years of qualified work you can apply for a settlement permit.')).toBe(1)
	expect(found('Graduates can get an open work permit after study ({fact:pgwp-length}).')).toBe(0)
	expect(found('Most master’s degrees take just one year. Apply 8 to 12 months ahead.')).toBe(0)
})

test('the UK funds figure is written once, as a fact, in the requirements, the FAQ and the cost tab', () => {
	const uk = countrySeeds.find((guide) => guide.id === 'united-kingdom')!
	const places = texts(uk).filter(({ text }) => factKeysIn(text).includes('funds-london-monthly')).map(({ path }) => path)
	expect(places).toEqual(expect.arrayContaining(['admissionRequirements[6]', 'costOfLiving.expances[2].range', 'faqs[1].answer']))
	expect(JSON.stringify(uk)).not.toContain('1,529')
	expect(factsOf('united-kingdom').find((fact) => fact.key === 'funds-london-monthly')).toMatchObject({ value: 1529, currency: 'GBP', asOf: '2025-11-11', status: 'confirmed' })
})

test('the Australian tuition rows show the tuition fact, not a range of their own', () => {
	const au = countrySeeds.find((guide) => guide.id === 'au')!
	for (const row of au.costOfLiving.expances.slice(0, 2)) expect(factKeysIn(row.range)).toEqual(['tuition-ranges'])
	expect(factsOf('au').find((fact) => fact.key === 'tuition-ranges')?.value).toEqual({ min: 20000, max: 50000 })
})
