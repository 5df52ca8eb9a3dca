import type { Browser, Page } from '@playwright/test'
import { E2E_PORT } from '../../playwright.config'
import { expect, test } from './fixtures'
import { ADMIN, serversWithMailbox } from './ops-support'
import { signInWithTwoFactor, TEST_PASSWORD, uniqueEmail } from './support'

/*
 * Issue 16 in the browser, on a server of its own with a real SMTP server, so every link is taken
 * from the email as the person gets it: forgot password, email confirmation, the security page,
 * the admin's reset link, the enquiry acknowledgement and Enroll Now continuing after login.
 */
const PORT = E2E_PORT + 1
const SMTP_PORT = E2E_PORT + 2
const DATA_DIR = `.tmp/e2e-account-security-${PORT}`
const origin = `http://localhost:${PORT}`
const NEW_PASSWORD = 'Ludhiana-Monsoon-9'


// Each test walks a whole journey (mail included) on a shared two-core machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const suite = serversWithMailbox({
	smtpPort: SMTP_PORT,
	servers: [
		{
			PORT: String(PORT),
			DATA_DIR,
			STAFF_NOTIFY_EMAIL: 'counsellors@welsh.test',
			PUBLIC_URL: origin,
			RATE_LIMIT_SIGNUPS_PER_HOUR: '10000',
			RATE_LIMIT_FORM_POSTS_PER_10_MINUTES: '10000',
		},
	],
})

const mailTo = (address: string, subject: string, timeoutMs?: number) => suite.mail((m) => m.to.includes(address) && m.raw.includes(subject), `to ${address} with "${subject}"`, timeoutMs)

function linkIn(raw: string, path: string) {
	const match = new RegExp(`${origin}/${path}/[A-Za-z0-9_-]+`).exec(raw)
	if (!match) throw new Error(`no ${path} link in the email`)
	return match[0]
}

async function signUp(page: Page, email = uniqueEmail('sec')) {
	const res = await page.request.post(`${origin}/signup`, { form: { mode: 'dialog', name: 'Simran Kaur', email, password: TEST_PASSWORD } })
	expect(res.ok(), await res.text()).toBe(true)
	return email
}

async function signIn(page: Page, email: string, password = TEST_PASSWORD) {
	const res = await page.request.post(`${origin}/login`, { form: { mode: 'dialog', email, password } })
	expect(res.ok(), await res.text()).toBe(true)
}

/** A second device: its own browser context, signed in to the account. */
async function otherDevice(browser: Browser, email: string) {
	const context = await browser.newContext()
	const page = await context.newPage()
	await signIn(page, email)
	return { page, close: () => context.close() }
}

/** The page's own content (the footer has a newsletter form with a status of its own). */
const main = (page: Page) => page.getByRole('main')

/** The device's cookie no longer opens a protected page. */
async function expectSignedOut(page: Page) {
	expect((await page.request.get(`${origin}/account/security`)).status()).toBe(401)
}

test('forgot password from the Welcome Back dialog: the emailed link sets a new password once, and every device is signed out', async ({ page, browser }) => {
	const email = uniqueEmail('forgot')
	await signUp(page, email)
	const phone = await otherDevice(browser, email)
	await page.request.post(`${origin}/logout`)

	await page.goto(`${origin}/`)
	await page.getByRole('button', { name: 'Log in or sign up' }).click()
	await page.getByRole('menuitem', { name: 'Log in' }).click()
	await page.getByRole('dialog', { name: 'Welcome Back' }).getByRole('link', { name: 'Forgot password?' }).click()
	await expect(page).toHaveURL(`${origin}/forgot-password`)
	await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible()

	// An address without an account hears the same words.
	const unknown = uniqueEmail('nobody')
	await main(page).getByLabel('Email', { exact: true }).fill(unknown)
	await main(page).getByRole('button', { name: 'Send reset link' }).click()
	await expect(main(page).getByRole('status')).toHaveText(
		`If ${unknown} has an account with us, we have sent it a link to choose a new password. The link works once, for 1 hour. Please check your spam folder too.`,
	)
	await main(page).getByLabel('Email', { exact: true }).fill(email)
	await main(page).getByRole('button', { name: 'Send reset link' }).click()
	await expect(main(page).getByRole('status')).toHaveText(
		`If ${email} has an account with us, we have sent it a link to choose a new password. The link works once, for 1 hour. Please check your spam folder too.`,
	)

	const mail = await mailTo(email, 'Reset your Welsh Education password')
	expect(mail.raw).toContain('Content-Type: text/html')
	const link = linkIn(mail.raw, 'reset-password')
	await page.goto(link)
	await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
	await main(page).getByLabel('New password').fill('12345')
	await main(page).getByRole('button', { name: 'Set new password' }).click()
	await expect(main(page).getByLabel('New password')).toHaveAccessibleDescription(/Password must be at least 6 characters long/)
	await main(page).getByLabel('New password').fill('password1')
	await main(page).getByRole('button', { name: 'Set new password' }).click()
	await expect(main(page).getByLabel('New password')).toHaveAccessibleDescription(/This password is too common/)
	await main(page).getByLabel('New password').fill(NEW_PASSWORD)
	await main(page).getByRole('button', { name: 'Set new password' }).click()
	await expect(main(page).getByRole('status')).toHaveText('Your password has been changed, and every device signed in to your account was signed out.')

	// The link works once; the other device was signed out.
	await page.goto(link)
	await expect(main(page).getByRole('alert')).toHaveText('This link has expired or has already been used.')
	await expectSignedOut(phone.page)
	await phone.close()

	await page.goto(`${origin}/login`)
	await main(page).getByLabel('Email', { exact: true }).fill(email)
	await main(page).getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
	await main(page).getByRole('button', { name: 'Log In' }).click()
	await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
})

test('a new account gets a confirmation link; a short banner shows until it is opened', async ({ page }) => {
	const email = await signUp(page)
	await page.goto(`${origin}/courses`)
	const banner = page.getByRole('region', { name: 'Confirm your email address' })
	await expect(banner).toHaveText(`Please confirm your email address: open the link we sent to ${email}. Send it again`)
	const mail = await mailTo(email, 'Confirm your email address for Welsh Education')
	expect(mail.raw).toContain('The link works once, for 24 hours.')
	await page.goto(linkIn(mail.raw, 'verify-email'))
	await expect(main(page).getByRole('status')).toHaveText(`Thank you: ${email} is confirmed as your email address.`)
	await page.goto(`${origin}/courses`)
	await expect(banner).toHaveCount(0)
})

test('the security page: change the password (other devices signed out), sign out everywhere else, change the email by a link to the new address', async ({ page, browser }) => {
	const email = await signUp(page)
	const laptop = await otherDevice(browser, email)
	await page.goto(`${origin}/account/security`)
	await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible()
	const devices = page.getByRole('region', { name: 'Where you are signed in' }).getByRole('listitem')
	await expect(devices).toHaveCount(2)
	await expect(devices.filter({ hasText: 'This device' })).toContainText('Network address: 127.0.0.1')

	const password = page.getByRole('form', { name: 'Change password' })
	await password.getByLabel('Current password').fill('not-my-password')
	await password.getByLabel('New password').fill(NEW_PASSWORD)
	await password.getByRole('button', { name: 'Change password' }).click()
	await expect(password.getByLabel('Current password')).toHaveAccessibleDescription(/That password is not correct\./)
	await password.getByLabel('Current password').fill(TEST_PASSWORD)
	await password.getByLabel('New password').fill(NEW_PASSWORD)
	await password.getByRole('button', { name: 'Change password' }).click()
	await expect(password.getByRole('status')).toHaveText('Your password has been changed. Your other devices were signed out.')
	await expect(devices).toHaveCount(1)
	await expectSignedOut(laptop.page)

	await signIn(laptop.page, email, NEW_PASSWORD)
	await page.reload()
	await expect(devices).toHaveCount(2)
	await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
	await expect(page.getByText('Signed out of 1 other device.')).toBeVisible()
	await expect(devices).toHaveCount(1)
	await expectSignedOut(laptop.page)
	await laptop.close()

	const newEmail = uniqueEmail('moved')
	const change = page.getByRole('form', { name: 'Change email' })
	await change.getByLabel('New email address').fill(newEmail)
	await change.getByLabel('Current password').fill(NEW_PASSWORD)
	await change.getByRole('button', { name: 'Send confirmation link' }).click()
	await expect(change.getByRole('status')).toHaveText(`We have sent a link to ${newEmail}. Your address changes when you open it.`)
	await expect(change).toContainText(`Your email address is ${email}.`)
	const mail = await mailTo(newEmail, 'Confirm your new email address')
	await page.goto(linkIn(mail.raw, 'verify-email'))
	await expect(main(page).getByRole('status')).toHaveText(`Your email address is now ${newEmail}. Use it to log in from now on; other devices were signed out.`)
	await page.goto(`${origin}/account/security`)
	await expect(change).toContainText(`Your email address is ${newEmail}.`)
})

test('the profile dialog links to the security page', async ({ page }) => {
	await signUp(page)
	await page.goto(`${origin}/`)
	await page.getByRole('button', { name: 'Account menu' }).click()
	await page.getByRole('menuitem', { name: 'Edit Profile' }).click()
	await page.getByRole('dialog', { name: 'Edit Profile' }).getByRole('link', { name: /account security/ }).click()
	await expect(page).toHaveURL(`${origin}/account/security`)
	await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('Enroll Now pressed while signed out is recorded once the person logs in with the dialog', async ({ page, browser }) => {
	const context = await browser.newContext()
	const email = await signUp(await context.newPage())
	await context.close()
	await page.goto(`${origin}/course/german-a1-beginners`)
	const card = page.getByRole('complementary')
	await card.getByRole('button', { name: /^Enroll Now/ }).click()
	const login = page.getByRole('dialog', { name: 'Welcome Back' })
	await login.getByLabel('Email').fill(email)
	await login.getByLabel('Password').fill(TEST_PASSWORD)
	await login.getByRole('button', { name: 'Log In' }).click()
	await expect(login).toBeHidden()
	await expect(card.getByRole('button', { name: /^Enrolment requested/ })).toBeVisible()
	// Logging in again does not ask twice.
	await page.request.post(`${origin}/logout`)
	await signIn(page, email)
	await page.goto(`${origin}/my-courses`)
	await expect(page.getByRole('row', { name: /German A1/ })).toHaveCount(1)
})

test('Enroll Now without JavaScript: signing up from the login page records the request once and comes back to the course', async ({ browser }) => {
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	await page.goto(`${origin}/course/german-a1-beginners`)
	await page.getByRole('complementary').getByRole('button', { name: /^Enroll Now/ }).click()
	await expect(page).toHaveURL(`${origin}/login?redirectTo=%2Fcourse%2Fgerman-a1-beginners`)
	await main(page).getByRole('link', { name: 'Create Account' }).click()
	await main(page).getByLabel('Full name').fill('Simran Kaur')
	await main(page).getByLabel('Email', { exact: true }).fill(uniqueEmail('nojs-enrol'))
	await main(page).getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
	await main(page).getByRole('button', { name: 'Create Account' }).click()
	await expect(page).toHaveURL(`${origin}/course/german-a1-beginners`)
	await expect(page.getByRole('complementary').getByRole('button', { name: /^Enrolment requested/ })).toBeVisible()
	await page.goto(`${origin}/my-courses`)
	await expect(page.getByRole('row', { name: /German A1/ })).toHaveCount(1)
	await context.close()
})

test('an enquiry is acknowledged to its sender by email: what happens next, 24 hours, WhatsApp', async ({ page }) => {
	const email = uniqueEmail('thanks')
	const res = await page.request.post(`${origin}/api/enquiries`, { form: { name: 'Ravi Kumar', email, course: 'other', mobile: '9876512345', tellus: 'IELTS batches?' } })
	expect(res.ok()).toBe(true)
	const mail = await mailTo(email, 'Thank you for your enquiry')
	expect(mail.raw).toContain('contacts you within 24 hours')
	expect(mail.raw).toContain('https://wa.me/')
	expect(mail.raw).toContain('Content-Type: text/html')
})

test('staff see whether a lead has a confirmed account; an admin makes a one-time reset link that lets the person back in', async ({ page, browser }) => {
	const context = await browser.newContext()
	const student = await context.newPage()
	const email = await signUp(student)
	const res = await student.request.post(`${origin}/api/enquiries`, { form: { name: 'Simran Kaur', email, course: 'other', mobile: '9876598765', tellus: 'Reset please' } })
	const { id } = (await res.json()) as { id: string }
	await context.close()

	await signInWithTwoFactor(page, ADMIN, { origin })
	await page.goto(`${origin}/admin/leads/${id}`)
	const panel = page.getByRole('region', { name: 'Website account' })
	await expect(panel).toContainText('Has an account; email address not confirmed yet.')
	await panel.getByRole('button', { name: 'Create a password reset link' }).click()
	const link = panel.getByLabel('Password reset link (Valid for 24 hours, once.)')
	await expect(link).toHaveValue(new RegExp(`^${origin}/reset-password/`))

	// Without JavaScript: the page's own form post must pass the cross-site check (its referrer policy).
	const person = await browser.newContext({ javaScriptEnabled: false })
	const personPage = await person.newPage()
	await personPage.goto(await link.inputValue())
	await main(personPage).getByLabel('New password').fill(NEW_PASSWORD)
	await personPage.getByRole('button', { name: 'Set new password' }).click()
	await expect(main(personPage).getByRole('status')).toContainText('Your password has been changed')
	await signIn(personPage, email, NEW_PASSWORD)
	await person.close()
})

test('without SMTP the forgot password page says how to get help', async ({ page }) => {
	// The suite's own server has no SMTP_URL.
	await page.goto('/forgot-password')
	await expect(page.getByText('Password reset emails cannot be sent from this site at the moment. Please contact us and we will send you a reset link.')).toBeVisible()
	await expect(main(page).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
	await expect(main(page).getByRole('textbox', { name: 'Email' })).toHaveCount(0)
})
