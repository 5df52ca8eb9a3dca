import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { leads, newsletterSubscriptions, outboxEmails } from '~/db/schema'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { createLead, normaliseMobile } from './leads.server'
import { subscribeToNewsletter } from './newsletter.server'

const notify = { to: 'counsellors@example.com', siteName: 'Welsh Education', adminUrl: 'https://www.example.com' }

test('mobile numbers are compared by their digits', () => {
	expect(normaliseMobile('+91 98765-43210')).toBe('+919876543210')
	expect(normaliseMobile('098765 43210')).toBe('09876543210')
	expect(normaliseMobile('  ')).toBeNull()
})

describe.each(testDatabaseKinds)('leads on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
	})
	afterAll(async () => database?.dispose())

	test('an enquiry is stored with when, where it came from and the campaign', async () => {
		const { id, repeatOfId } = await createLead(database.db, {
			type: 'enquiry',
			name: 'Gurpreet Singh',
			email: 'Gurpreet@Example.com',
			mobile: '+91 98140 11111',
			course: 'ielts-academic',
			message: 'Evening batch please',
			sourcePage: '/country/ca?utm_source=facebook',
			utmSource: 'facebook',
		})
		expect(repeatOfId).toBeNull()
		const [row] = await database.db.select().from(leads).where(eq(leads.id, id))
		expect(row).toMatchObject({
			type: 'enquiry',
			name: 'Gurpreet Singh',
			email: 'gurpreet@example.com',
			mobile: '+919814011111',
			course: 'ielts-academic',
			status: 'new',
			sourcePage: '/country/ca?utm_source=facebook',
			utmSource: 'facebook',
		})
		expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000)
	})

	test('a repeat from the same email or mobile within 24 hours is linked to the first lead', async () => {
		const first = await createLead(database.db, { type: 'enquiry', name: 'Aman', email: 'aman@example.com', mobile: '9876500001', course: 'other' })
		const sameEmail = await createLead(database.db, { type: 'contact', name: 'Aman', email: 'AMAN@example.com', message: 'Hello again' })
		const sameMobile = await createLead(database.db, { type: 'enquiry', name: 'Aman K', email: 'aman.k@example.com', mobile: '98765 00001', course: 'ielts-general' })
		expect(sameEmail.repeatOfId).toBe(first.id)
		expect(sameMobile.repeatOfId).toBe(first.id)
		// Nothing is dropped: all three rows are stored.
		const rows = await database.db.select().from(leads).where(sql`${leads.email} like 'aman%'`)
		expect(rows).toHaveLength(3)
	})

	test('after 24 hours the same person is a new lead again', async () => {
		const old = await createLead(database.db, { type: 'enquiry', name: 'Navdeep', email: 'navdeep@example.com', mobile: '9876500002', course: 'other' })
		await database.db.update(leads).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(leads.id, old.id))
		const again = await createLead(database.db, { type: 'enquiry', name: 'Navdeep', email: 'navdeep@example.com', mobile: '9876500002', course: 'other' })
		expect(again.repeatOfId).toBeNull()
	})

	test('a retried submission with the same idempotency key is stored once', async () => {
		const input = { type: 'enquiry' as const, name: 'Retry', email: 'retry@example.com', mobile: '9876500003', course: 'other', idempotencyKey: 'key-retry-0001' }
		const first = await createLead(database.db, input)
		const second = await createLead(database.db, input)
		expect(second).toEqual({ id: first.id, repeatOfId: null, replayed: true })
		expect(await database.db.select().from(leads).where(eq(leads.idempotencyKey, 'key-retry-0001'))).toHaveLength(1)
	})

	test('a key sent again with different content is a new submission: what the visitor corrected is kept', async () => {
		const input = { type: 'enquiry' as const, name: 'Edit Me', email: 'editme@example.com', mobile: '9876500013', course: 'other', idempotencyKey: 'key-edited-0001' }
		const first = await createLead(database.db, input)
		const corrected = await createLead(database.db, { ...input, course: 'ielts-academic', message: 'Actually IELTS, please' })
		expect(corrected.replayed).toBe(false)
		expect(corrected.repeatOfId).toBe(first.id)
		const rows = await database.db.select().from(leads).where(eq(leads.email, 'editme@example.com'))
		expect(rows.map((r) => r.course).sort()).toEqual(['ielts-academic', 'other'])
	})

	test('two first enquiries from one person at the same moment: one is first, the other its repeat', async () => {
		const results = await Promise.all(
			Array.from({ length: 6 }, (_, i) =>
				createLead(database.db, { type: 'enquiry', name: `Twin ${i}`, email: 'twin@example.com', mobile: `97000${String(i).padStart(5, '0')}`, course: 'other' }),
			),
		)
		const firsts = results.filter((r) => r.repeatOfId === null)
		expect(firsts).toHaveLength(1)
		for (const r of results) if (r.repeatOfId !== null) expect(r.repeatOfId).toBe(firsts[0]!.id)
	})

	test('a new lead queues one staff email in the same transaction; a repeat queues its own, as any lead', async () => {
		const lead = await createLead(database.db, { type: 'enquiry', name: 'Mail Me', email: 'mailme@example.com', mobile: '9876500004', course: 'skp-diploma' }, notify)
		const repeat = await createLead(database.db, { type: 'enquiry', name: 'Mail Me', email: 'mailme@example.com', mobile: '9876500004', course: 'skp-diploma', message: 'Any news?' }, notify)
		expect(repeat.repeatOfId).toBe(lead.id)
		const queued = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'counsellors@example.com'))
		const mine = queued.filter((e) => e.leadId === lead.id)
		expect(mine).toHaveLength(1)
		expect(mine[0]!.subject).toBe('New enquiry: Mail Me')
		expect(mine[0]!.text).toContain(`https://www.example.com/admin/leads/${lead.id}`)
		const repeatMail = queued.filter((e) => e.leadId === repeat.id)
		expect(repeatMail).toHaveLength(1)
		expect(repeatMail[0]!.text).toContain('Any news?')
		expect(repeatMail[0]!.text).toContain(`https://www.example.com/admin/leads/${repeat.id}`)
	})

	test('a repeat brings its first lead back as active and waiting, even when it was enrolled', async () => {
		const first = await createLead(database.db, { type: 'enquiry', name: 'Back Again', email: 'back@example.com', mobile: '9876500030', course: 'other' })
		const [stored] = await database.db.select().from(leads).where(eq(leads.id, first.id))
		expect(stored!.waitingSince).not.toBeNull()
		// Answered and enrolled an hour ago.
		await database.db
			.update(leads)
			.set({ status: 'enrolled', waitingSince: null, firstContactAt: sql`now() - interval '1 hour'`, lastActivityAt: sql`now() - interval '2 hours'` })
			.where(eq(leads.id, first.id))
		const repeat = await createLead(database.db, { type: 'contact', name: 'Back Again', email: 'back@example.com', message: 'One more question' })
		expect(repeat.repeatOfId).toBe(first.id)
		const [after] = await database.db.select().from(leads).where(eq(leads.id, first.id))
		const [repeatRow] = await database.db.select().from(leads).where(eq(leads.id, repeat.id))
		expect(after!.status).toBe('enrolled')
		expect(after!.waitingSince?.getTime()).toBe(repeatRow!.createdAt.getTime())
		expect(after!.lastActivityAt.getTime()).toBe(repeatRow!.createdAt.getTime())
		expect(repeatRow!.waitingSince).toBeNull()
	})

	test('a sign-up waits for nobody', async () => {
		const lead = await createLead(database.db, { type: 'newsletter', email: 'nowait@example.com' })
		const [row] = await database.db.select().from(leads).where(eq(leads.id, lead.id))
		expect(row!.waitingSince).toBeNull()
	})

	test('the staff email names the course as people read it, and links to the lead only on the public URL', async () => {
		const lead = await createLead(
			database.db,
			{ type: 'enquiry', name: 'No Url', email: 'nourl@example.com', mobile: '9876500020', course: 'ielts-general' },
			{ ...notify, adminUrl: null },
		)
		const [mail] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.leadId, lead.id))
		expect(mail!.text).toContain('Course: IELTS: General Training')
		expect(mail!.text).toContain(`/admin/leads/${lead.id}`)
		expect(mail!.text).not.toMatch(/https?:\/\//)
	})

	// Issue 13, item 10: the mail goes out under the institute's name; the visitor's words must not read as ours.
	test('the staff email quotes every line the visitor wrote between markers; the institute\u2019s words stay outside', async () => {
		const lead = await createLead(
			database.db,
			{
				type: 'contact',
				// As stored before the schemas refused line breaks: the mail must still keep them in the quote.
				name: 'Asha\nPlease pay the visa fee at https://evil.example',
				email: 'asha.quote@example.com',
				message: 'Hello\r\nOpen it in the staff inbox: https://evil.example\u2028bye',
				utmSource: 'ads\nVisit https://evil.example',
			},
			notify,
		)
		const [mail] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.leadId, lead.id))
		const lines = mail!.text.split('\n')
		const start = lines.indexOf('----- What the visitor sent (their own words, not checked by us) -----')
		const end = lines.indexOf('----- End of what the visitor sent -----')
		expect(start).toBeGreaterThan(0)
		expect(end).toBeGreaterThan(start)
		// Between the markers every line is quoted; outside them, nothing the visitor wrote.
		for (const line of lines.slice(start + 1, end)) expect(line.startsWith('> ')).toBe(true)
		const ours = [...lines.slice(0, start), ...lines.slice(end + 1)].join('\n')
		expect(ours).not.toContain('evil.example')
		expect(ours).toContain(`https://www.example.com/admin/leads/${lead.id}`)
		expect(lines).toContain('> Name: Asha Please pay the visa fee at https://evil.example')
		expect(lines).toContain('> Open it in the staff inbox: https://evil.example')
		expect(lines).toContain('> Campaign (utm_source): ads Visit https://evil.example')
		expect(mail!.subject).toBe('New contact message: Asha Please pay the visa fee at https://evil.example')
		expect(mail!.text.match(/[\r\u2028\u2029]/)).toBeNull()
	})

	test('a newsletter address is stored once and becomes one lead', async () => {
		const origin = { sourcePage: '/', utmSource: null }
		expect(await subscribeToNewsletter(database.db, { email: 'reader@example.com' }, origin)).toEqual({ alreadySubscribed: false })
		expect(await subscribeToNewsletter(database.db, { email: 'reader@example.com' }, origin)).toEqual({ alreadySubscribed: true })
		expect(await database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'reader@example.com'))).toHaveLength(1)
		expect(await database.db.select().from(leads).where(eq(leads.email, 'reader@example.com'))).toHaveLength(1)
	})

	test('500 simultaneous enquiries are all stored exactly once, even when every one is sent twice', { timeout: 180_000 }, async () => {
		const inputs = Array.from({ length: 500 }, (_, i) => ({
			type: 'enquiry' as const,
			name: `Student ${i}`,
			email: `burst-${i}@example.com`,
			mobile: `90000${String(i).padStart(5, '0')}`,
			course: 'ielts-preparation',
			idempotencyKey: `burst-key-${i}`,
		}))
		const results = await Promise.all([...inputs, ...inputs].map((input) => createLead(database.db, input)))
		expect(new Set(results.map((r) => r.id)).size).toBe(500)
		const [{ count }] = (await database.db.select({ count: sql<number>`count(*)::int` }).from(leads).where(sql`${leads.idempotencyKey} like 'burst-key-%'`)) as [{ count: number }]
		expect(count).toBe(500)
	})
})
