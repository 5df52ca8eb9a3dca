import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { exchangeRates, leads, outboxEmails } from '~/db/schema'
import { seedFacts } from '~/features/countries/facts/facts.server'
import type { LeadNotification } from '~/features/leads/leads.server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../../tests/support/test-database'
import { planSummary, plansFor, storePlanLead } from './plan.server'
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
		const [uk, canada] = await plansFor(database.db, query)
		expect(uk?.lines.find((line) => line.id === 'living')?.entries[0]).toMatchObject({ perYear: '£18,348', perYearRupees: null, rateMissing: { currency: 'GBP' } })
		expect(canada?.lines.find((line) => line.id === 'funds')?.entries[0]).toMatchObject({ course: 'CA$22,895' })

		await database.db.update(exchangeRates).set({ rate: 110.5, rateDate: '2026-11-20' }).where(eq(exchangeRates.currency, 'GBP'))
		const [ukWithRate] = await plansFor(database.db, query)
		// 1,529 × 12 × 110.5 = 20,27,454 → ₹20.3 lakh
		expect(ukWithRate?.lines.find((line) => line.id === 'living')?.entries[0]).toMatchObject({ perYearRupees: '₹20.3 lakh', rateMissing: null })
	})

	test('"Email me this plan" stores a lead carrying the plan and queues the plan to the family instead of the usual thank-you', async () => {
		const message = planSummary(query, await plansFor(database.db, query), null, url)
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

	test('"Talk to a counsellor" stores the lead with a mobile number and no plan email; without mail configured nothing is queued', async () => {
		const message = planSummary(query, await plansFor(database.db, query), null, url)
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
})
