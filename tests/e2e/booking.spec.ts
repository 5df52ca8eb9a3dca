import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { startSmtpServer } from '../support/smtp-server'
import { expect, test } from './fixtures'
import { ADMIN, startServer, type StartedServer, stopServer } from './ops-support'
import { signInWithTwoFactor, waitForHealthy } from './support'

/*
 * Booking a counselling session on a server of its own with a real SMTP server, so the emails
 * (confirmation with its .ics invite, move, cancel) are read as the student gets them.
 */
const PORT = 4391
const SMTP_PORT = 4392
const DATA_DIR = `.tmp/e2e-booking-${PORT}`
const origin = `http://localhost:${PORT}`

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let server: StartedServer | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
	test.setTimeout(180_000)
	smtp = await startSmtpServer(SMTP_PORT)
	fs.rmSync(DATA_DIR, { recursive: true, force: true })
	server = startServer({ PORT: String(PORT), DATA_DIR, SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, STAFF_NOTIFY_EMAIL: 'counsellors@welsh.test', PUBLIC_URL: origin })
	await waitForHealthy(PORT)
})

test.afterAll(async () => {
	await stopServer(server)
	await smtp?.close()
	fs.rmSync(DATA_DIR, { recursive: true, force: true })
})

async function mailTo(address: string, subject: string, timeoutMs = 20_000) {
	const until = Date.now() + timeoutMs
	while (Date.now() < until) {
		const mail = smtp.received.find((m) => m.to.includes(address) && m.raw.includes(subject))
		if (mail) return mail
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	throw new Error(`no email to ${address} with "${subject}"`)
}

/** The .ics attachment of an email, decoded (nodemailer sends it in base64). */
function invite(raw: string) {
	const part = /name=counselling-session\.ics\r?\nContent-Transfer-Encoding: base64\r?\n(?:[^\r\n]*\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)
	if (!part) throw new Error('no .ics attachment')
	return Buffer.from(part[1]!.replace(/\s/g, ''), 'base64').toString('utf8')
}

const unique = (name: string) => `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

/** The booking form (the footer has an email field of its own). */
const bookingForm = (page: Page) => page.getByRole('form', { name: /Choose a time and tell us who you are/ })

async function fillWhoYouAre(page: Page, person: { name: string; email: string }) {
	const form = bookingForm(page)
	await form.getByLabel('Your name').fill(person.name)
	await form.getByLabel('Email address').fill(person.email)
	// A mobile of its own: a booking links to the same person's earlier leads, and the inbox lists it under them.
	await form.getByLabel('Mobile number').fill(`98${String(Date.now()).slice(-8)}`)
}

test('a visitor books a phone session with JavaScript, in their own time zone too, and gets the email with its invite', async ({ browser }) => {
	const context = await browser.newContext({ timezoneId: 'Europe/London' })
	const page = await context.newPage()
	const person = { name: 'Simran Kaur', email: `${unique('js')}@example.com` }
	// The country guide's next step, after its last tab, carries the country.
	await page.goto(`${origin}/country/ca`)
	await page.getByRole('link', { name: 'Book a free counselling session' }).last().click()
	await expect(page).toHaveURL(/\/book\?country=ca/)
	await expect(page.getByRole('heading', { level: 1, name: 'Book a free counselling session' })).toBeVisible()
	await expect(page.getByLabel('What would you like to talk about?')).toHaveValue('country:ca')
	await page.getByRole('radio', { name: 'Phone call' }).check()
	await page.getByRole('button', { name: 'Show free times' }).click()
	await expect(page).toHaveURL(/mode=phone/)
	const times = page.getByRole('radiogroup', { name: /Free times on/ })
	// The visitor in London reads their own time beside India time.
	await expect(times.getByRole('radio').first()).toHaveAccessibleName(/India time \(.+ your time\)/)
	await times.getByRole('radio').first().check()
	// Bad input: the enquiry's message, nothing typed lost.
	const form = bookingForm(page)
	await fillWhoYouAre(page, { ...person, email: 'not-an-email' })
	await page.getByRole('button', { name: 'Book my free session' }).click()
	await expect(form.getByText('Please enter a valid email address').first()).toBeVisible()
	await expect(form.getByLabel('Your name')).toHaveValue(person.name)
	await form.getByLabel('Email address').fill(person.email)
	await form.getByLabel('A parent or guardian will attend').check()
	await page.getByRole('button', { name: 'Book my free session' }).click()
	await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible()
	await expect(page.getByText('Phone call')).toBeVisible()
	await expect(page.getByText('Studying in Canada')).toBeVisible()

	const mail = await mailTo(person.email, 'Your free counselling session is booked')
	expect(mail.raw).toContain('text/calendar')
	expect(invite(mail.raw)).toContain('SUMMARY:Counselling session with')
	expect(mail.raw).toContain('https://wa.me/')
	expect(mail.raw).toContain(`${origin}/book/manage/`)
	// The counsellors hear of it too.
	await mailTo('counsellors@welsh.test', 'New counselling session booked')
	await context.close()
})

test('a visitor without JavaScript books an office visit; the email has the address, the map and the invite', async ({ browser }) => {
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	const person = { name: 'Gurpreet Singh', email: `${unique('nojs')}@example.com` }
	await page.goto(`${origin}/book`)
	await page.getByRole('radio', { name: 'At the institute in Jalandhar' }).check()
	await page.getByRole('button', { name: 'Show free times' }).click()
	await page.getByRole('radiogroup', { name: /Free times on/ }).getByRole('radio').nth(1).check()
	await fillWhoYouAre(page, person)
	await page.getByRole('button', { name: 'Book my free session' }).click()
	await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Open the map' })).toBeVisible()
	const mail = await mailTo(person.email, 'Your free counselling session is booked')
	expect(mail.raw).toContain('SCO 14, Model Town Road')
	expect(mail.raw).toContain('https://www.google.com/maps/search/')
	expect(invite(mail.raw)).toMatch(/BEGIN:VEVENT[\s\S]*LOCATION:SCO 14\\, Model Town Road/)
	await context.close()
})

test('the link in the email moves the session, then cancels it; each change is emailed', async ({ page }) => {
	const person = { name: 'Harleen Kaur', email: `${unique('manage')}@example.com` }
	await page.goto(`${origin}/book?mode=video`)
	await page.getByRole('radiogroup', { name: /Free times on/ }).getByRole('radio').nth(2).check()
	await fillWhoYouAre(page, person)
	await page.getByRole('button', { name: 'Book my free session' }).click()
	await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible()

	const booked = await mailTo(person.email, 'Your free counselling session is booked')
	const link = /http:\/\/localhost:\d+\/book\/manage\/[A-Za-z0-9._-]+/.exec(booked.raw)![0]
	await page.goto(link)
	await expect(page.getByRole('heading', { name: 'Your session', exact: true })).toBeVisible()
	const day = page.getByLabel('Day')
	const [nextDay] = await day.selectOption({ index: 1 })
	await page.getByRole('button', { name: 'Show free times' }).click()
	// The new day's times, not the old day's about to be replaced.
	await expect(page).toHaveURL(new RegExp(`date=${nextDay}`))
	await page.getByRole('radiogroup', { name: /Free times on/ }).getByRole('radio').first().check()
	await page.getByRole('button', { name: 'Move my session' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Your session has moved to' })).toBeVisible()
	await mailTo(person.email, 'Your counselling session has moved')

	await page.getByRole('button', { name: 'Cancel this session' }).click()
	await expect(page.getByRole('heading', { name: 'This session is cancelled' })).toBeVisible()
	const cancelled = await mailTo(person.email, 'Your counselling session is cancelled')
	expect(invite(cancelled.raw)).toContain('METHOD:CANCEL')

	// A forged link finds nothing.
	expect((await page.request.get(`${link.split('.')[0]}.forged`)).status()).toBe(404)
})

test('staff see the week on the calendar, mark a session attended, add a note and cancel one', async ({ page }) => {
	const person = { name: unique('Calendar Student'), email: `${unique('calendar')}@example.com` }
	await page.goto(`${origin}/book?mode=phone`)
	const date = await page.getByLabel('Day').inputValue()
	await page.getByRole('radiogroup', { name: /Free times on/ }).getByRole('radio').last().check()
	await fillWhoYouAre(page, person)
	await page.getByRole('button', { name: 'Book my free session' }).click()
	await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible()

	await signInWithTwoFactor(page, ADMIN, { origin })
	await page.goto(`${origin}/admin/calendar?view=week&date=${date}`)
	await expect(page.getByRole('heading', { level: 1, name: 'Counselling calendar' })).toBeVisible()
	const session = page.getByRole('article', { name: new RegExp(person.name) })
	await expect(session).toContainText('Phone call')
	await session.getByRole('button', { name: 'Mark attended' }).click()
	await expect(session.getByRole('status')).toHaveText('Status saved.')
	await expect(session.getByRole('heading')).toContainText('(Attended)')
	await session.getByLabel('Staff note').fill('Wants a September intake')
	await session.getByRole('button', { name: 'Save note' }).click()
	await expect(session.getByRole('status')).toHaveText('Note saved.')

	// One counsellor's day.
	await page.getByLabel('Show').selectOption('day')
	await page.getByRole('button', { name: 'Show', exact: true }).click()
	await expect(page).toHaveURL(/view=day/)
	await expect(page.getByRole('region', { name: /\d{4}$/ })).toHaveCount(1)

	await session.getByRole('button', { name: 'Cancel session' }).click()
	await expect(session.getByRole('heading')).toContainText('(Cancelled)')
	await mailTo(person.email, 'Your counselling session is cancelled')
	// The booking is a lead in the inbox.
	await page.goto(`${origin}/admin?q=${encodeURIComponent(person.email)}`)
	await expect(page.getByText(person.name).first()).toBeVisible()
})
