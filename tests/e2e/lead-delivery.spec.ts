import { spawnSync } from 'node:child_process'
import { expect, test } from './fixtures'
import { freshEnquiry, sendEnquiry, serversWithMailbox, Visitor } from './ops-support'
import { signInWithTwoFactor } from './support'

/*
 * Leads on a server of their own, set up as an institute runs it: SMTP_URL pointing at a real SMTP
 * server (started here), a counsellor with the staff role made by `npm run user:create`, and the
 * per-IP form limits at their strict values.
 */
const PORT = 4362
const SMTP_PORT = 4363
const DATA_DIR = `.tmp/e2e-lead-delivery-${PORT}`
const origin = `http://localhost:${PORT}`
const FORM_LIMIT = 3
const COUNSELLOR = { email: 'harpreet.counsellor@welsh.test', password: 'Desk-Phone-Jalandhar-26', name: 'Harpreet Counsellor' }
const STAFF_MAILBOX = 'counsellors@welsh.test'


test.describe.configure({ mode: 'serial' })

const suite = serversWithMailbox({
	smtpPort: SMTP_PORT,
	servers: [{ PORT: String(PORT), DATA_DIR, STAFF_NOTIFY_EMAIL: STAFF_MAILBOX, PUBLIC_URL: origin, RATE_LIMIT_FORM_POSTS_PER_10_MINUTES: String(FORM_LIMIT) }],
	// The staff account is made the way the README says, before the server holds the data folder.
	prepare() {
		const created = spawnSync(
			process.execPath,
			['scripts/user-create.js', '--email', COUNSELLOR.email, '--password', COUNSELLOR.password, '--name', COUNSELLOR.name, '--role', 'staff'],
			{ env: { ...process.env, DATA_DIR, LOG_LEVEL: 'warn', NODE_ENV: 'production' }, encoding: 'utf8' },
		)
		expect(created.status, created.stderr).toBe(0)
	},
})

const mailFor = (text: string) => suite.mail((m) => m.raw.includes(text), `mentioning ${text}`)

test('each new lead is emailed to the staff address by the server’s outbox worker', async () => {
	const enquiry = { ...freshEnquiry('mailed'), course: 'languages-german' }
	const sent = await sendEnquiry(origin, enquiry)
	expect(sent.ok, sent.text).toBe(true)
	const mail = await mailFor(`Subject: New enquiry: ${enquiry.name}`)
	expect(mail.to).toEqual([STAFF_MAILBOX])
	expect(mail.raw).toContain(`Subject: New enquiry: ${enquiry.name}`)
	expect(mail.raw).toContain('Course: Languages: German')
	expect(mail.raw).toContain(`${origin}/admin/leads/${sent.id}`)

	// A retry of the same form is neither stored nor mailed twice.
	const again = await sendEnquiry(origin, enquiry)
	expect(again.id).toBe(sent.id)
	await new Promise((r) => setTimeout(r, 3_000))
	// One mail to the staff, and one acknowledgement to the visitor (issue 16, item 6).
	expect(suite.received().filter((m) => m.raw.includes(enquiry.email)).map((m) => m.to)).toEqual(expect.arrayContaining([[STAFF_MAILBOX], [enquiry.email]]))
	expect(suite.received().filter((m) => m.raw.includes(enquiry.email))).toHaveLength(2)
})

test('a counsellor with the staff role (made by user:create) signs in and works the lead', async ({ page }) => {
	const enquiry = freshEnquiry('staffrole')
	const sent = await sendEnquiry(origin, enquiry)
	expect(sent.ok).toBe(true)

	// Password, then the authenticator app's code (set up on this first sign-in, as staff must).
	await signInWithTwoFactor(page, COUNSELLOR, { origin })
	await page.goto(`${origin}/admin?q=${encodeURIComponent(enquiry.email)}`)
	await expect(page.getByRole('heading', { name: 'Leads inbox', level: 1 })).toBeVisible()
	await page.getByRole('link', { name: enquiry.name }).click()
	await expect(page.getByRole('heading', { name: enquiry.name, level: 1 })).toBeVisible()
	await page.getByRole('button', { name: 'Assign to me' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Assignment saved.' })).toBeVisible()
	await expect(page.getByRole('region', { name: 'Details' })).toContainText(COUNSELLOR.name)
})

test.describe('per-IP limits on the public forms', () => {
	// Every request here comes from 127.0.0.1, and the two tests above sent two enquiries from it
	// (their retries did not count): one more enquiry is allowed.
	test('only valid, new enquiries count; over the limit a clear 429 with Retry-After; a retry is still answered', async () => {
		for (let i = 0; i < FORM_LIMIT + 2; i++) {
			const typo = await sendEnquiry(origin, { ...freshEnquiry('typo'), email: 'not-an-email' })
			expect(typo.status).toBe(400)
		}
		const last = freshEnquiry('limit')
		const accepted = await sendEnquiry(origin, last)
		expect(accepted.status, accepted.text).toBe(200)

		const over = await fetch(`${origin}/api/enquiries`, { method: 'POST', body: new URLSearchParams(freshEnquiry('over')) })
		expect(over.status).toBe(429)
		expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
		expect((await over.json()).error['']).toEqual([expect.stringMatching(/^Too many submissions from your network\. Please wait \d+ minutes? and try again\.$/)])

		// The visitor whose answer was lost retries: answered with the stored lead, not refused.
		const retried = await sendEnquiry(origin, last)
		expect(retried.status).toBe(200)
		expect(retried.id).toBe(accepted.id)
	})

	test('the contact form and the newsletter box have their own limits, with the same answer', async () => {
		const contact = new Visitor()
		for (let i = 0; i < FORM_LIMIT; i++) {
			const res = await contact.post(`${origin}/contact`, { name: 'Asha', email: `asha${i}@example.com`, subject: 'Fees', message: `Question ${i}` })
			expect(res.status).toBe(200)
		}
		const contactOver = await contact.post(`${origin}/contact`, { name: 'Asha', email: 'asha-over@example.com', subject: 'Fees', message: 'One more' })
		expect(contactOver.status).toBe(429)
		expect(contactOver.headers.get('retry-after')).toMatch(/^\d+$/)
		expect(await contactOver.text()).toContain('Too many submissions from your network.')

		const reader = new Visitor()
		for (let i = 0; i < FORM_LIMIT; i++) {
			const res = await reader.post(`${origin}/newsletter`, { email: `reader${i}@example.com` })
			expect(res.status).toBe(200)
			// Without JavaScript the answer is a page of its own that says what happened.
			expect(await res.text()).toContain('Thank you! You are subscribed.')
		}
		const newsletterOver = await reader.post(`${origin}/newsletter`, { email: 'reader-over@example.com' })
		expect(newsletterOver.status).toBe(429)
		expect(newsletterOver.headers.get('retry-after')).toMatch(/^\d+$/)
	})
})
