import { expect, test } from '@playwright/test'
import pg from 'pg'
import { E2E_PORT } from '../../playwright.config'
import { createScratchDatabase, serversWithMailbox } from './ops-support'

/*
 * Issue 17: reminders run from the jobs table, so two server processes on one PostgreSQL database
 * send each reminder exactly once. Sessions are booked through both; their reminders are made due
 * at once, and both processes' workers race for them.
 */
// Ports of this suite's own: E2E_PORT+32 to +34 (booking.spec.ts takes +30 and +31).
const PORT_A = E2E_PORT + 32
const PORT_B = E2E_PORT + 33
const SMTP_PORT = E2E_PORT + 34

test.describe('booking reminders with two processes on one PostgreSQL database', () => {
	test.describe.configure({ mode: 'serial' })
	test.skip(!process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)')

	let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined
	const suite = serversWithMailbox({
		smtpPort: SMTP_PORT,
		timeoutMs: 120_000,
		async servers() {
			database = await createScratchDatabase('reminders')
			const env = { DATABASE_URL: database.url, PUBLIC_URL: `http://localhost:${PORT_A}`, RATE_LIMIT_FORM_POSTS_PER_10_MINUTES: '100' }
			return [
				{ ...env, PORT: String(PORT_A) },
				{ ...env, PORT: String(PORT_B) },
			]
		},
		cleanup: async () => database?.drop(),
	})

	test('each reminder is sent once', async () => {
		test.setTimeout(90_000)
		// A day a few days ahead (both reminders still to come), read from the page as a visitor does. Each
		// session takes the first time still free on it: sessions can outlast the step between times, and
		// on a day with one counsellor consecutive times overlap.
		const page = await (await fetch(`http://127.0.0.1:${PORT_A}/book?mode=video`)).text()
		const days = [...page.matchAll(/<option value="(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]!)
		const emails = [0, 1, 2, 3].map((i) => `reminder-${i}-${Date.now().toString(36)}@example.com`)
		for (const [i, email] of emails.entries()) {
			const port = i % 2 === 0 ? PORT_A : PORT_B
			const day = await (await fetch(`http://127.0.0.1:${port}/book?mode=video&date=${days[3]}`)).text()
			const startsAt = /name="startsAt" value="([^"]+)"/.exec(day)?.[1]
			expect(startsAt, `a free time on ${days[3]}`).toBeDefined()
			const res = await fetch(`http://127.0.0.1:${port}/book?mode=video`, {
				method: 'POST',
				redirect: 'manual',
				body: new URLSearchParams({ mode: 'video', topic: 'general', startsAt: startsAt!, name: `Reminder ${i}`, email, mobile: '9876500001' }),
			})
			expect(res.status, await res.text()).toBe(302)
		}

		const client = new pg.Client({ connectionString: database!.url })
		await client.connect()
		try {
			const queued = await client.query(`update jobs set run_at = now() where kind = 'booking-reminder' returning id`)
			expect(queued.rowCount).toBe(8)
			// Done when every reminder job has run and every email it queued has been sent.
			await expect
				.poll(
					async () => {
						const jobs = await client.query(`select count(*)::int as n from jobs where kind = 'booking-reminder' and done_at is null`)
						const mail = await client.query(`select count(*)::int as n from outbox_emails where subject like 'Reminder:%' and sent_at is null`)
						return jobs.rows[0].n + mail.rows[0].n
					},
					{ timeout: 60_000 },
				)
				.toBe(0)
			const rows = await client.query(`select count(*)::int as n from outbox_emails where subject like 'Reminder:%'`)
			expect(rows.rows[0].n).toBe(8)
		} finally {
			await client.end()
		}
		for (const email of emails) {
			const reminders = suite.received().filter((m) => m.to.includes(email) && /Subject: Reminder:/.test(m.raw))
			expect(reminders.map((m) => /Subject: Reminder: your counselling session is (tomorrow|in 2 hours)/.exec(m.raw)?.[1]).sort()).toEqual(['in 2 hours', 'tomorrow'])
		}
	})
})
