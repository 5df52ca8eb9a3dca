import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { ADMIN, serversWithMailbox } from './ops-support'
import { E2E_PORT } from '../../playwright.config'
import { signInWithTwoFactor } from './support'

/*
 * Booking a counselling session on a server of its own with a real SMTP server, so the emails
 * (confirmation with its .ics invite, move, cancel) are read as the student gets them.
 */
// Ports of this suite's own: E2E_PORT+30 and +31 (booking-reminders.spec.ts takes +32 to +34; 4222, NATS's port, is kept clear).
const PORT = E2E_PORT + 30
const SMTP_PORT = E2E_PORT + 31
const DATA_DIR = `.tmp/e2e-booking-${PORT}`
const origin = `http://localhost:${PORT}`

test.describe.configure({ mode: 'serial' })

const suite = serversWithMailbox({
	smtpPort: SMTP_PORT,
	servers: [{ PORT: String(PORT), DATA_DIR, STAFF_NOTIFY_EMAIL: 'counsellors@welsh.test', PUBLIC_URL: origin }],
})

const mailTo = (address: string, subject: string) => suite.mail((m) => m.to.includes(address) && m.raw.includes(subject), `to ${address} with "${subject}"`)

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
	// The legend says once that the times are India time; the visitor in London also reads their own.
	await expect(times).toHaveAccessibleName(/\(India time\)$/)
	await expect(times.getByRole('radio').first()).toHaveAccessibleName(/^\d{1,2}:\d{2} [ap]m \(.+ your time\)$/i)
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
	// The second day listed: the first may be today, with fewer than two times left in the afternoon.
	await page.getByLabel('Day').selectOption({ index: 1 })
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
	// The email's link cancels it without JavaScript too.
	await page.goto(/http:\/\/localhost:\d+\/book\/manage\/[A-Za-z0-9._-]+/.exec(mail.raw)![0])
	await page.getByRole('button', { name: 'Cancel this session' }).click()
	await expect(page.getByRole('heading', { name: 'This session is cancelled' })).toBeVisible()
	await context.close()
})

test('the link in the email moves the session, then cancels it; each change is emailed', async ({ page }) => {
	const person = { name: 'Harleen Kaur', email: `${unique('manage')}@example.com` }
	await page.goto(`${origin}/book?mode=video`)
	// The second day listed: the first may be today, with fewer than three times left in the afternoon.
	const [secondDay] = await page.getByLabel('Day').selectOption({ index: 1 })
	await page.getByRole('button', { name: 'Show free times' }).click()
	await expect(page).toHaveURL(new RegExp(`date=${secondDay}`))
	await page.getByRole('radiogroup', { name: /Free times on/ }).getByRole('radio').nth(2).check()
	await fillWhoYouAre(page, person)
	await page.getByRole('button', { name: 'Book my free session' }).click()
	await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible()

	const booked = await mailTo(person.email, 'Your free counselling session is booked')
	const link = /http:\/\/localhost:\d+\/book\/manage\/[A-Za-z0-9._-]+/.exec(booked.raw)![0]
	await page.goto(link)
	await expect(page.getByRole('heading', { name: 'Your session', exact: true })).toBeVisible()
	const day = page.getByLabel('Day')
	// Another day than the session's.
	const nextDay = (await day.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).find((d) => d && d !== secondDay)!
	await day.selectOption(nextDay)
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

test('visitors racing for one time: one gets it, the last hears "That time was just taken" with the next free times, nothing typed lost', async ({ page }) => {
	// Three visitors open the same day and choose its last time before anyone books; two counsellors at most are free then.
	const pages = [page, await page.context().newPage(), await page.context().newPage()]
	let chosen = ''
	for (const visitor of pages) {
		await visitor.goto(`${origin}/book?mode=video`)
		// The second and third visitors' pages are not the fixture's: their goto does not wait for it.
		await waitForHydration(visitor)
		const last = visitor.getByRole('radiogroup', { name: /Free times on/ }).getByRole('radio').last()
		chosen ||= (await last.getAttribute('value'))!
		await visitor.locator(`input[name="startsAt"][value="${chosen}"]`).check()
	}
	let booked = 0
	for (const [n, visitor] of pages.entries()) {
		const person = { name: `Racer ${n} ${unique('r')}`, email: `${unique('race')}@example.com` }
		await fillWhoYouAre(visitor, person)
		await visitor.getByRole('button', { name: 'Book my free session' }).click()
		const taken = visitor.getByText(/^That time was just taken\. The next free times are listed first: /)
		await expect(visitor.getByRole('heading', { name: 'Your session is booked' }).or(taken)).toBeVisible()
		if (await taken.isVisible()) {
			const form = bookingForm(visitor)
			await expect(form.getByLabel('Your name')).toHaveValue(person.name)
			await expect(form.getByLabel('Email address')).toHaveValue(person.email)
			// The next free times are offered to choose from, the lost one no longer among them.
			await expect(form.locator(`input[name="startsAt"][value="${chosen}"]`)).toHaveCount(0)
			await expect(form.getByRole('radiogroup', { name: /Free times/ }).getByRole('radio').first()).toBeVisible()
			break
		}
		booked++
	}
	expect(booked).toBeGreaterThanOrEqual(1)
	expect(booked).toBeLessThanOrEqual(2)
})

/** The India day and time (HH:MM) of a free time's start, as the staff forms ask for them. */
function indiaDayAndTime(iso: string) {
	const india = new Date(Date.parse(iso) + 330 * 60_000).toISOString()
	return { date: india.slice(0, 10), time: india.slice(11, 16) }
}

/** The free times /book offers now for a way to meet (and a day), as ISO instants. */
async function freeTimes(page: Page, mode: string, date?: string) {
	const html = await (await page.request.get(`${origin}/book?${new URLSearchParams({ mode, ...(date ? { date } : {}) })}`)).text()
	return [...html.matchAll(/name="startsAt"[^>]*value="([^"]+)"/g)].map((m) => m[1]!)
}

async function signInAsAdmin(page: Page) {
	await signInWithTwoFactor(page, ADMIN, { origin })
}

test('staff see the week on the calendar, mark a session attended, add a note, move it and cancel it', async ({ page }) => {
	const person = { name: unique('Calendar Student'), email: `${unique('calendar')}@example.com` }
	await page.goto(`${origin}/book?mode=phone`)
	const date = await page.getByLabel('Day').inputValue()
	await page.getByRole('radiogroup', { name: /Free times on/ }).getByRole('radio').last().check()
	await fillWhoYouAre(page, person)
	await page.getByRole('button', { name: 'Book my free session' }).click()
	await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible()

	await signInAsAdmin(page)
	await page.goto(`${origin}/admin/calendar?view=week&date=${date}`)
	await expect(page.getByRole('heading', { level: 1, name: 'Counselling calendar' })).toBeVisible()
	const session = page.getByRole('article', { name: new RegExp(person.name) })
	await expect(session).toContainText('Phone call')
	await session.getByRole('button', { name: 'Mark attended' }).click()
	await expect(session.getByRole('status').filter({ hasText: 'Status saved.' })).toBeVisible()
	await expect(session.getByRole('heading')).toContainText('(Attended)')
	await session.getByLabel('Staff note').fill('Wants a September intake')
	await session.getByRole('button', { name: 'Save note' }).click()
	await expect(session.getByRole('status').filter({ hasText: 'Note saved.' })).toBeVisible()
	await expect(session.getByLabel('Staff note')).toHaveValue('Wants a September intake')

	// A time nobody works: the message stands under the time, and the day typed stays.
	const move = session.getByRole('form', { name: /^Move / })
	await move.getByLabel('New day').fill(date)
	await move.getByLabel('New time (India)').fill('03:00')
	await move.getByRole('button', { name: 'Move' }).click()
	await expect(move.getByLabel('New time (India)')).toHaveAccessibleDescription(/^That time is not free\. Next free times: /)
	await expect(move.getByLabel('New day')).toHaveValue(date)
	const [later] = (await freeTimes(page, 'phone')).slice(-1)
	const to = indiaDayAndTime(later!)
	await move.getByLabel('New day').fill(to.date)
	await move.getByLabel('New time (India)').fill(to.time)
	await move.getByRole('button', { name: 'Move' }).click()
	await expect(page.getByRole('status').filter({ hasText: /^Moved to .+; the student has been emailed\.$/ })).toBeVisible()
	await mailTo(person.email, 'Your counselling session has moved')

	// One counsellor's day, the day it moved to.
	await page.getByLabel('Show').selectOption('day')
	await page.getByLabel('Date').fill(to.date)
	await page.getByRole('button', { name: 'Show', exact: true }).click()
	await expect(page).toHaveURL(/view=day/)
	await expect(page.getByRole('region', { name: /\d{4}$/ })).toHaveCount(1)

	// Per counsellor: the session is on its counsellor's calendar, not on the other's.
	const theirs = / · with (.+?)(?: · |$)/.exec((await session.getByText(/ · with /).textContent())!)![1]!
	const other = (await page.getByLabel('Counsellor').locator('option').allTextContents()).find((name) => name !== theirs && name !== 'All counsellors')!
	await page.getByLabel('Counsellor').selectOption({ label: other })
	await page.getByRole('button', { name: 'Show', exact: true }).click()
	await expect(page).toHaveURL(/counsellor=/)
	await expect(session).toHaveCount(0)
	await page.getByLabel('Counsellor').selectOption({ label: theirs })
	await page.getByRole('button', { name: 'Show', exact: true }).click()
	await expect(session).toBeVisible()

	await session.getByRole('button', { name: 'Cancel session' }).click()
	await expect(session.getByRole('heading')).toContainText('(Cancelled)')
	await mailTo(person.email, 'Your counselling session is cancelled')
	// The booking is a lead in the inbox.
	await page.goto(`${origin}/admin?q=${encodeURIComponent(person.email)}`)
	await expect(page.getByText(person.name).first()).toBeVisible()
})

test('staff book for a caller: the caller is emailed, and a time with every counsellor taken is refused with the next free times', async ({ page }) => {
	await signInAsAdmin(page)
	const [first] = await freeTimes(page, 'phone')
	const at = indiaDayAndTime(first!)
	await page.goto(`${origin}/admin/calendar?view=day&date=${at.date}`)
	const form = page.getByRole('form', { name: 'Book for a caller' })
	const booked: string[] = []
	// Two counsellors at most are free at one time: the third booking at most is refused.
	for (let n = 0; n < 3; n++) {
		const caller = { name: unique('Caller'), email: `${unique('caller')}@example.com` }
		await form.getByRole('radio', { name: 'Phone call' }).check()
		await form.getByLabel('Day').fill(at.date)
		await form.getByLabel('Time (India)').fill(at.time)
		await form.getByLabel("Caller's name").fill(caller.name)
		await form.getByLabel("Caller's email address").fill(caller.email)
		await form.getByLabel("Caller's mobile number").fill(`95${String(Date.now()).slice(-8)}`)
		await form.getByRole('button', { name: 'Book the session' }).click()
		const refused = form.getByRole('alert').filter({ hasText: /^That time is not free\./ })
		await expect(form.getByRole('status').filter({ hasText: `Booked ${caller.name}` }).or(refused)).toBeVisible()
		if (await refused.isVisible()) {
			// Nothing typed is lost.
			await expect(form.getByLabel("Caller's name")).toHaveValue(caller.name)
			await expect(form.getByLabel('Time (India)')).toHaveAccessibleDescription(/Next free times: /)
			break
		}
		booked.push(caller.name)
		await expect(page.getByRole('article', { name: new RegExp(caller.name) })).toContainText('Phone call')
		await mailTo(caller.email, 'Your free counselling session is booked')
	}
	expect(booked.length).toBeGreaterThanOrEqual(1)
	expect(booked.length).toBeLessThanOrEqual(2)
	// A refused caller is no booking: the day lists exactly the callers booked at that time.
	await page.goto(`${origin}/admin/calendar?view=day&date=${at.date}`)
	await expect(page.getByRole('article', { name: /Caller-/ })).toHaveCount(booked.length)
})

test('without JavaScript, the book-for-a-caller form answers a missing name next to the field and keeps the rest', async ({ browser }) => {
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	await signInAsAdmin(page)
	await page.goto(`${origin}/admin/calendar`)
	const form = page.getByRole('form', { name: 'Book for a caller' })
	await form.getByLabel('Time (India)').fill('11:00')
	await form.getByLabel("Caller's email address").fill('keep@example.com')
	await form.getByRole('button', { name: 'Book the session' }).click()
	await expect(form.getByLabel("Caller's name")).toHaveAccessibleDescription('Please fill in all required fields')
	await expect(form.getByLabel("Caller's email address")).toHaveValue('keep@example.com')
	await expect(form.getByLabel('Time (India)')).toHaveValue('11:00')
	await context.close()
})

test('admins set availability: settings, a week, a day off and a holiday, which /book follows at once', async ({ page }) => {
	await signInAsAdmin(page)
	await page.goto(`${origin}/admin/calendar`)
	await page.getByRole('link', { name: /^Set availability/ }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Counselling availability' })).toBeVisible()

	const settings = page.getByRole('form', { name: 'Sessions' })
	await expect(settings.getByLabel('Session length (minutes)')).toHaveValue('30')
	await expect(settings.getByLabel('Minimum notice (hours)')).toHaveValue('3')
	await expect(settings.getByLabel('How far ahead one may book (days)')).toHaveValue('30')
	await settings.getByLabel('Session length (minutes)').fill('5')
	await settings.getByRole('button', { name: 'Save settings' }).click()
	await expect(settings.getByLabel('Session length (minutes)')).toHaveAccessibleDescription('The session length must be between 10 and 240')
	await settings.getByLabel('Session length (minutes)').fill('30')
	await settings.getByLabel('How far ahead one may book (days)').fill('7')
	await settings.getByRole('button', { name: 'Save settings' }).click()
	await expect(settings.getByRole('status')).toHaveText('Settings saved.')
	const days = async () => (await (await page.request.get(`${origin}/book?mode=video`)).text()).match(/<option value="\d{4}-\d{2}-\d{2}"/g) ?? []
	expect((await days()).length).toBeLessThanOrEqual(8)
	await settings.getByLabel('How far ahead one may book (days)').fill('30')
	await settings.getByRole('button', { name: 'Save settings' }).click()
	await expect(settings.getByRole('status')).toHaveText('Settings saved.')
	expect((await days()).length).toBeGreaterThan(8)

	// A week that ends before it starts is refused next to the end.
	const week = page.getByRole('form', { name: "Aman Bhatia's week" })
	await week.getByLabel('Monday ends').fill('09:00')
	await week.getByRole('button', { name: "Save Aman Bhatia's week" }).click()
	await expect(week.getByLabel('Monday ends')).toHaveAccessibleDescription('Monday: the end must be after the start')
	await week.getByLabel('Monday ends').fill('18:00')
	await week.getByRole('button', { name: "Save Aman Bhatia's week" }).click()
	await expect(week.getByRole('status')).toHaveText("Aman Bhatia's week saved.")

	// A holiday on the first day /book offers takes that day off the list; removed, it is back.
	const firstDay = /<option value="(\d{4}-\d{2}-\d{2})"/.exec((await days()).join(''))![1]!
	const holiday = page.getByRole('form', { name: 'Add a holiday' })
	await holiday.getByLabel('Day of the holiday').fill(firstDay)
	await holiday.getByLabel('Name of the holiday').fill('Gurpurab (test)')
	await holiday.getByRole('button', { name: 'Add the holiday' }).click()
	await expect(holiday.getByRole('status')).toContainText('Holiday saved.')
	expect((await days()).join('')).not.toContain(firstDay)
	const longDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${firstDay}T00:00:00Z`))
	await page.getByRole('button', { name: `Remove the holiday on ${longDate}` }).click()
	await expect(page.getByRole('region', { name: 'Institute holidays' }).getByRole('status').filter({ hasText: 'Holiday removed.' })).toBeVisible()
	expect((await days()).join('')).toContain(firstDay)

	const dayOff = page.getByRole('form', { name: 'Add a day off' })
	await dayOff.getByLabel('Counsellor').selectOption({ label: 'Aman Bhatia' })
	await dayOff.getByLabel('Day off').fill(firstDay)
	await dayOff.getByLabel('Reason (optional)').fill('Training')
	await dayOff.getByRole('button', { name: 'Add the day off' }).click()
	await expect(dayOff.getByRole('status')).toContainText('Day off saved.')
	const daysOff = page.getByRole('region', { name: "Counsellors' days off" })
	await expect(daysOff.getByRole('listitem')).toContainText(['Aman Bhatia (Training)'])
	await daysOff.getByRole('button', { name: /^Remove Aman Bhatia's day off/ }).click()
	await expect(daysOff.getByRole('status').filter({ hasText: 'Day off removed.' })).toBeVisible()
	await expect(daysOff.getByRole('listitem')).toHaveCount(0)
})

test('without JavaScript, a holiday without a name is answered next to the field, the day kept', async ({ browser }) => {
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	await signInAsAdmin(page)
	await page.goto(`${origin}/admin/calendar/availability`)
	const holiday = page.getByRole('form', { name: 'Add a holiday' })
	await holiday.getByLabel('Day of the holiday').fill('2027-01-05')
	await holiday.getByRole('button', { name: 'Add the holiday' }).click()
	await expect(holiday.getByLabel('Name of the holiday')).toHaveAccessibleDescription('Please name the holiday')
	await expect(holiday.getByLabel('Day of the holiday')).toHaveValue('2027-01-05')
	await context.close()
})
