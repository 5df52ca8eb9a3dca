import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { exchangeRates, leads, outboxEmails } from '~/db/schema'
import { seedFacts } from '~/features/countries/facts/facts.server'
import type { LeadNotification } from '~/features/leads/leads.server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../../tests/support/test-database'
import { planPageData, planSummary, plansFor, storePlanLead } from './plan.server'
import { parsePlanQuery } from './plan-query'

const institute = {
	name: 'Test Institute',
	address: '1 Model Town, Jalandhar',
	phone: '+91 98140 00000',
	email: 'hello@example.com',
	whatsappNumber: '919814000000',
	whatsappGreeting: 'Hello',
	openingHours: 'Mon–Sat 9:00–18:00',
}
const notify: LeadNotification = { to: 'staff@example.com', siteName: 'Test Institute', adminUrl: null, acknowledge: institute }

describe.each(testDatabaseKinds)('the planner on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedFacts(database.db)
	})
	afterAll(async () => {
		await database?.dispose()
	})

	const query = parsePlanQuery(new URLSearchParams('country=united-kingdom&country=ca&level=undergraduate&city=capital&years=3&loan=2000000&rate=10&tenure=84&grace=6'))
	const url = 'https://example.com/plan?country=united-kingdom&country=ca&level=undergraduate&city=capital&years=3&loan=2000000&rate=10&tenure=84&grace=6'

	test("each country's plan reads its guide's facts, and rupees appear once a rate is recorded", async () => {
		const [uk, canada] = (await plansFor(database.db, query)).plans
		expect(uk?.lines.find((line) => line.id === 'living')?.entries[0]).toMatchObject({ perYear: '£18,348', perYearRupees: null, rateMissing: { currency: 'GBP' } })
		expect(canada?.lines.find((line) => line.id === 'funds')?.entries[0]).toMatchObject({ course: 'CA$22,895' })

		await database.db.update(exchangeRates).set({ rate: 110.5, rateDate: '2026-11-20' }).where(eq(exchangeRates.currency, 'GBP'))
		const [ukWithRate] = (await plansFor(database.db, query)).plans
		// 1,529 × 12 × 110.5 = 20,27,454 → ₹20.3 lakh
		expect(ukWithRate?.lines.find((line) => line.id === 'living')?.entries[0]).toMatchObject({ perYearRupees: '₹20.3 lakh', rateMissing: null })
	})

	test('"Email me this plan" stores a lead carrying the plan and queues the plan to the family instead of the usual thank-you', async () => {
		const message = planSummary(query, (await plansFor(database.db, query)).plans, null, url)
		const lead = await storePlanLead(
			database.db,
			{ intent: 'email', name: 'Harpreet Kaur', email: 'harpreet@example.com' },
			{ message, sourcePage: '/plan?country=united-kingdom&country=ca', utmSource: null, idempotencyKey: null, url },
			notify,
		)
		const [row] = await database.db.select().from(leads).where(eq(leads.id, lead.id))
		expect(row).toMatchObject({ type: 'enquiry', name: 'Harpreet Kaur', email: 'harpreet@example.com', sourcePage: '/plan?country=united-kingdom&country=ca' })
		expect(row?.message).toContain('Email me this plan')
		expect(row?.message).toContain('UK: whole course')
		expect(row?.message).toContain(`The plan: ${url}`)
		const mails = await database.db.select().from(outboxEmails).where(eq(outboxEmails.leadId, lead.id))
		expect(mails.map((mail) => mail.to).sort()).toEqual(['harpreet@example.com', 'staff@example.com'])
		const family = mails.find((mail) => mail.to === 'harpreet@example.com')!
		expect(family.subject).toBe('Your study-abroad cost plan: Test Institute')
		expect(family.text).toContain('Open your plan: https://example.com/plan?')
		expect(family.text).toContain('Canada: whole course')
	})

	test('"Email me this plan" from /pa/plan: the family\'s email is in Punjabi, the counsellors\' lead in English (issue 20)', async () => {
		const message = planSummary(query, (await plansFor(database.db, query)).plans, null, url)
		const familyMessage = planSummary(query, (await plansFor(database.db, query, 'pa')).plans, null, url, 'pa')
		const lead = await storePlanLead(
			database.db,
			{ intent: 'email', name: 'ਹਰਪ੍ਰੀਤ ਕੌਰ', email: 'harpreet-pa@example.com' },
			{ message, familyMessage, locale: 'pa', sourcePage: '/pa/plan?country=united-kingdom&country=ca', utmSource: null, idempotencyKey: null, url },
			notify,
		)
		const [row] = await database.db.select().from(leads).where(eq(leads.id, lead.id))
		expect(row?.locale).toBe('pa')
		expect(row?.message).toContain('UK: whole course')
		const [family] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'harpreet-pa@example.com'))
		expect(family!.subject).toBe('ਵਿਦੇਸ਼ ਵਿੱਚ ਪੜ੍ਹਾਈ ਦੇ ਖ਼ਰਚੇ ਦੀ ਤੁਹਾਡੀ ਯੋਜਨਾ: Test Institute')
		const lines = family!.text.split('\n')
		expect(lines[0]).toBe('ਸਤ ਸ੍ਰੀ ਅਕਾਲ ਹਰਪ੍ਰੀਤ ਕੌਰ ਜੀ,')
		expect(lines).toContain('ਖ਼ਰਚਾ ਅਤੇ ਫ਼ੰਡ ਯੋਜਨਾਕਾਰ: ਅੰਡਰਗ੍ਰੈਜੂਏਟ (ਬੈਚਲਰ), 3 ਸਾਲ, ਰਾਜਧਾਨੀ ਜਾਂ ਵੱਡਾ ਸ਼ਹਿਰ।')
		expect(lines.some((line) => line.startsWith('ਯੂ.ਕੇ.: ਪੂਰੇ ਕੋਰਸ ਦਾ ਖ਼ਰਚਾ '))).toBe(true)
		expect(lines.some((line) => line.startsWith('ਕੈਨੇਡਾ: ਪੂਰੇ ਕੋਰਸ ਦਾ ਖ਼ਰਚਾ '))).toBe(true)
		expect(lines).toContain(`ਆਪਣੀ ਯੋਜਨਾ ਖੋਲ੍ਹੋ: ${url}`)
		expect(family!.text).not.toMatch(/whole course|Proof of funds|Not in the total|Open your plan/)
	})

	test('"Talk to a counsellor" stores the lead with a mobile number and no plan email; without mail configured nothing is queued', async () => {
		const message = planSummary(query, (await plansFor(database.db, query)).plans, null, url)
		const lead = await storePlanLead(
			database.db,
			{ intent: 'counsellor', name: 'Gurdeep Singh', mobile: '+91 98765 43210' },
			{ message, sourcePage: '/plan?country=united-kingdom', utmSource: 'whatsapp', idempotencyKey: null, url },
			undefined,
		)
		const [row] = await database.db.select().from(leads).where(eq(leads.id, lead.id))
		expect(row).toMatchObject({ type: 'enquiry', name: 'Gurdeep Singh', utmSource: 'whatsapp' })
		expect(row?.message).toMatch(/^Talk to a counsellor about this plan\n\nCost and funding planner: Undergraduate, 3 years, capital or large city\./)
		expect(await database.db.select().from(outboxEmails).where(eq(outboxEmails.leadId, lead.id))).toEqual([])
	})

	test("the family's rates and fees make the all-in totals in rupees; the URL keeps only what the plan uses; a bad figure comes back to its field", async () => {
		await database.db.update(exchangeRates).set({ rate: 110.5, rateDate: '2026-11-20' }).where(eq(exchangeRates.currency, 'GBP'))
		await database.db.update(exchangeRates).set({ rate: null, rateDate: null }).where(eq(exchangeRates.currency, 'CAD'))
		const asked = new URL(
			'https://example.com/plan?country=united-kingdom&country=ca&level=undergraduate&city=capital&years=3&fee.united-kingdom=18500&fee.ca=30000&fx.GBP=107.5&fx.CAD=61.2&fx.USD=84&fx.AUD=0',
		)
		const page = await planPageData(database.db, asked, 'en')
		// USD is no currency of this plan; AUD=0 is no rate (and no field of this plan either).
		expect(page.search).toBe('?country=united-kingdom&country=ca&level=undergraduate&city=capital&years=3&fee.united-kingdom=18500&fee.ca=30000&fx.CAD=61.2&fx.GBP=107.5')
		const [uk, canada] = page.plans
		// UK: (18,500 + 1,529 × 12 + 776) × 107.5 = 37,624 × 107.5 = 40,44,580 → ₹40.4 lakh a year; × 3 = 1,21,33,740 → ₹1.2 crore
		expect(uk?.total).toMatchObject({ perYearRupees: '₹40.4 lakh', courseRupees: '₹1.2 crore', yourRates: [{ currency: 'GBP', rupees: '₹107.5' }] })
		// Canada: (30,000 + 22,895) × 61.2 = 52,895 × 61.2 = 32,37,174 → ₹32.4 lakh a year; × 3 = 97,11,522 → ₹97.1 lakh
		expect(canada?.total).toMatchObject({ perYear: 'CA$52,895', perYearRupees: '₹32.4 lakh', course: 'CA$158,685', courseRupees: '₹97.1 lakh', yourRates: [{ currency: 'CAD', rupees: '₹61.2' }] })
		expect(canada?.leftOut).toEqual(['visaFees', 'insurance', 'flights'])
		expect(page.rateFields).toEqual([
			{ currency: 'GBP', name: 'fx.GBP', value: '107.5', invalid: false, yours: '₹107.5', studio: { rupees: '₹110.5', dateLabel: '20 Nov 2026' }, reference: { sourceName: 'FBIL reference rates', sourceUrl: 'https://www.fbil.org.in/' } },
			{ currency: 'CAD', name: 'fx.CAD', value: '61.2', invalid: false, yours: '₹61.2', studio: null, reference: { sourceName: 'CBIC customs exchange rates', sourceUrl: 'https://www.cbic.gov.in/' } },
		])
		expect(page.feeFields.map(({ name, currency, value }) => ({ name, currency, value }))).toEqual([
			{ name: 'fee.united-kingdom', currency: 'GBP', value: '18500' },
			{ name: 'fee.ca', currency: 'CAD', value: '30000' },
		])

		const retyped = await planPageData(database.db, new URL('https://example.com/plan?country=ca&fx.CAD=0&fee.ca=12,34,56,78,901'), 'en')
		expect(retyped.rateFields[0]).toMatchObject({ name: 'fx.CAD', value: '0', invalid: true })
		expect(retyped.feeFields[0]).toMatchObject({ name: 'fee.ca', value: '12,34,56,78,901', invalid: true })
		expect(retyped.plans[0]?.total.ratesMissing).toEqual(['CAD'])
		expect(retyped.search).toBe('?country=ca&level=undergraduate&city=capital&years=3')

		// The lead's summary carries the family's figures, named as theirs, and the plan's URL with them.
		const query = parsePlanQuery(new URLSearchParams(page.search))
		const summary = planSummary(query, page.plans, null, `https://example.com/plan${page.search}`)
		expect(summary).toContain("UK: whole course ₹1.2 crore, each year ₹40.4 lakh (at the family's rates: ₹107.5 per GBP).")
		expect(summary).toContain("Canada: whole course ₹97.1 lakh, each year ₹32.4 lakh (at the family's rates: ₹61.2 per CAD).")
		expect(summary).toContain('Tuition the family entered from the offer letter: £18,500 a year.')
		expect(summary).toContain('Exchange rates the family entered (not official figures): ₹61.2 per CAD, ₹107.5 per GBP.')
		expect(summary).toContain('The plan: https://example.com/plan?country=united-kingdom&country=ca&level=undergraduate&city=capital&years=3&fee.united-kingdom=18500&fee.ca=30000&fx.CAD=61.2&fx.GBP=107.5')
	})
})
