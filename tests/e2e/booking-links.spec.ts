import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signUpViaApi, uniqueEmail } from './support'

/*
 * Every way to the booking page (issue 17, item 1), each carrying its topic where it has one, and
 * a signed-in student's sessions on their account page.
 */

const topic = (page: Page) => page.getByLabel('What would you like to talk about?')

test('home, contact, a course page and a country guide (its hero and its end) lead to /book, carrying the course or country', async ({ page }) => {
	await page.goto('/')
	await page.getByRole('main').getByRole('link', { name: 'Book a free counselling session' }).click()
	await expect(page).toHaveURL(/\/book$/)
	await expect(topic(page)).toHaveValue('general')

	await page.goto('/contact')
	await page.getByRole('main').getByRole('link', { name: 'Book a free counselling session' }).click()
	await expect(page).toHaveURL(/\/book$/)

	await page.goto('/course/ielts-academic-full-course')
	await page.getByRole('main').getByRole('link', { name: 'Book a free counselling session' }).click()
	await expect(page).toHaveURL(/\/book\?course=ielts-academic-full-course$/)
	await expect(topic(page)).toHaveValue('course:ielts-academic-full-course')

	await page.goto('/country/united-kingdom')
	await page.getByRole('link', { name: 'Talk to an Expert Counsellor for FREE' }).click()
	await expect(page).toHaveURL(/\/book\?country=united-kingdom$/)
	await expect(topic(page)).toHaveValue('country:united-kingdom')

	await page.goto('/country/ca')
	// The guide's next step, after its last tab.
	await page.getByRole('complementary', { name: 'Planning to study in Canada?' }).getByRole('link', { name: 'Book a free counselling session' }).click()
	await expect(page).toHaveURL(/\/book\?country=ca$/)
	await expect(topic(page)).toHaveValue('country:ca')
})

test("the GET STARTED dialog's thank-you offers a session", async ({ page }) => {
	await page.goto('/')
	await page.getByRole('banner').getByRole('link', { name: 'GET STARTED' }).click()
	const dialog = page.getByRole('dialog', { name: 'Enquire Now' })
	await dialog.getByLabel('Full name').fill('Jaspreet Kaur')
	await dialog.getByLabel('Course you are interested in').selectOption({ label: 'IELTS: Academic' })
	await dialog.getByLabel('Email').fill(uniqueEmail('book-link'))
	await dialog.getByLabel('Mobile number').fill(`97${String(Date.now()).slice(-8)}`)
	await dialog.getByRole('button', { name: 'Submit Enquiry' }).click()
	// The dialog closes itself 3 s after thanking: the link is followed at once.
	await dialog.getByRole('link', { name: 'Or book a free counselling session now' }).click()
	await expect(page).toHaveURL(/\/book$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Book a free counselling session' })).toBeVisible()
})

test('a signed-in student sees the session they booked on My Courses, with its own page', async ({ page }) => {
	await signUpViaApi(page, { name: 'Manpreet Student' })
	await page.goto('/book?mode=video')
	await page.getByRole('radiogroup', { name: /Free times on/ }).getByRole('radio').first().check()
	const form = page.getByRole('form', { name: /Choose a time and tell us who you are/ })
	await form.getByLabel('Your name').fill('Manpreet Student')
	await form.getByLabel('Email address').fill(uniqueEmail('my-session'))
	await form.getByLabel('Mobile number').fill(`96${String(Date.now()).slice(-8)}`)
	await page.getByRole('button', { name: 'Book my free session' }).click()
	await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible()
	const manage = page.url().split('?')[0]!

	await page.goto('/my-courses')
	const sessions = page.getByRole('list').filter({ hasText: 'Video call' })
	await expect(sessions.getByRole('listitem')).toHaveCount(1)
	await expect(sessions.getByRole('listitem')).toContainText(/· Booked$/)
	await expect(sessions.getByRole('link', { name: /\(India time\)$/ })).toHaveAttribute('href', new URL(manage).pathname)
})
