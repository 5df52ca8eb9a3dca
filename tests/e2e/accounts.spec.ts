import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { recordAnnouncements, runServer, signUpViaApi, TEST_PASSWORD, uniqueEmail, waitForHealthy } from './support'

async function openUserMenu(page: Page, signedIn: boolean) {
	await page.getByRole('button', { name: signedIn ? 'Account menu' : 'Log in or sign up' }).click()
}

test.describe('accounts', () => {
	test('sign up, see the account in the menu, log out, log back in', async ({ page }) => {
		const email = uniqueEmail()
		await page.goto('/')
		await openUserMenu(page, false)
		await page.getByRole('menuitem', { name: 'Sign up' }).click()
		const signup = page.getByRole('dialog', { name: 'Welcome to Welsh Education' })
		await expect(signup).toBeVisible()
		await signup.getByLabel('Full name').fill('Simran Kaur')
		await signup.getByLabel('Email').fill(email)
		await signup.getByLabel('Password').fill(TEST_PASSWORD)
		await signup.getByLabel('Mobile number (optional)').fill('9876543210')
		const announcements = await recordAnnouncements(page)
		await signup.getByRole('button', { name: 'Create Account' }).click()
		await expect.poll(announcements).toContain('Account created & signed in!')
		await expect(signup).toBeHidden()

		expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true')
		const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('welsh-user'))) ?? '{}')
		expect(stored).toMatchObject({ email, name: 'Simran Kaur', mobile: '9876543210' })
		expect(stored.uid).toBeTruthy()

		await openUserMenu(page, true)
		await expect(page.getByText('Welcome, Simran Kaur')).toBeVisible()
		await expect(page.getByRole('menu').getByText(email)).toBeVisible()
		for (const item of ['My Courses', 'Edit Profile', 'Log out', 'Privacy & Terms']) {
			await expect(page.getByRole('menuitem', { name: item })).toBeVisible()
		}
		await page.getByRole('menuitem', { name: 'Log out' }).click()
		await expect(page.getByRole('button', { name: 'Log in or sign up' })).toBeVisible()
		expect(await page.evaluate(() => [localStorage.getItem('isLoggedIn'), localStorage.getItem('welsh-user')])).toEqual([null, null])

		await openUserMenu(page, false)
		await page.getByRole('menuitem', { name: 'Log in' }).click()
		const login = page.getByRole('dialog', { name: 'Welcome Back' })
		await login.getByLabel('Email').fill(email)
		await login.getByLabel('Password').fill(TEST_PASSWORD)
		const loginAnnouncements = await recordAnnouncements(page)
		await login.getByRole('button', { name: 'Log In' }).click()
		await expect.poll(loginAnnouncements).toContain('Login successful!')
		await expect(login).toBeHidden()
		await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
	})

	test('login messages: required fields, wrong password, unknown account', async ({ page }) => {
		const { email } = await signUpViaApi(page)
		await page.request.post('/logout')
		await page.goto('/')
		await openUserMenu(page, false)
		await page.getByRole('menuitem', { name: 'Log in' }).click()
		const login = page.getByRole('dialog', { name: 'Welcome Back' })

		await login.getByRole('button', { name: 'Log In' }).click()
		await expect(login.getByRole('alert')).toHaveText('Please fill in all required fields')

		await login.getByLabel('Email').fill(email)
		await login.getByLabel('Password').fill('not-my-password')
		await login.getByRole('button', { name: 'Log In' }).click()
		await expect(login.getByRole('alert')).toHaveText('Invalid email or password')
		await expect(login.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')
		await expect(login.getByLabel('Password')).toHaveAccessibleDescription('Invalid email or password')

		await login.getByLabel('Email').fill(uniqueEmail('nobody'))
		await login.getByRole('button', { name: 'Log In' }).click()
		await expect(login.getByRole('alert')).toHaveText('Account doesn’t exist. Please sign-up first.')
	})

	test('signup messages: required fields and password length', async ({ page }) => {
		await page.goto('/')
		await openUserMenu(page, false)
		await page.getByRole('menuitem', { name: 'Sign up' }).click()
		const signup = page.getByRole('dialog', { name: 'Welcome to Welsh Education' })
		await signup.getByRole('button', { name: 'Create Account' }).click()
		await expect(signup.getByRole('alert')).toHaveText('Please fill in all required fields')
		await signup.getByLabel('Full name').fill('Simran')
		await signup.getByLabel('Email').fill(uniqueEmail())
		await signup.getByLabel('Password').fill('12345')
		await signup.getByRole('button', { name: 'Create Account' }).click()
		await expect(signup.getByRole('alert')).toHaveText('Password must be at least 6 characters long')
		await signup.getByLabel('Password').fill('password1')
		await signup.getByRole('button', { name: 'Create Account' }).click()
		await expect(signup.getByRole('alert')).toHaveText(/too common/)
	})

	test('the login and signup dialogs never open together; closing clears them', async ({ page }) => {
		await page.goto('/')
		await openUserMenu(page, false)
		await page.getByRole('menuitem', { name: 'Log in' }).click()
		const login = page.getByRole('dialog', { name: 'Welcome Back' })
		await login.getByLabel('Email').fill('typed@example.com')
		await login.getByRole('button', { name: 'Log In' }).click()
		await expect(login.getByRole('alert')).toBeVisible()
		await login.getByRole('button', { name: 'Create Account' }).click()
		await expect(page.getByRole('dialog', { name: 'Welcome to Welsh Education' })).toBeVisible()
		await expect(login).toBeHidden()
		await expect(page.getByRole('dialog')).toHaveCount(1)
		await page.getByRole('dialog').getByRole('button', { name: 'I already have an account' }).click()
		await expect(page.getByRole('dialog')).toHaveCount(1)
		await expect(login.getByLabel('Email')).toHaveValue('')
		// The alert region stays in the dialog (so a later message is announced), empty.
		await expect(login.getByRole('alert')).toBeEmpty()
		await expect(login.getByLabel('Email')).not.toHaveAttribute('aria-invalid')
		await page.keyboard.press('Escape')
		await expect(page.getByRole('dialog')).toHaveCount(0)
	})

	test('a protected page signed out shows Login Required, notifies, and opens the login dialog; after login it loads', async ({ page, context }) => {
		const { email } = await signUpViaApi(page)
		await page.request.post('/logout')
		await context.grantPermissions(['notifications'])
		await page.addInitScript(() => {
			const shown: string[] = []
			;(window as unknown as { shownNotifications: string[] }).shownNotifications = shown
			class FakeNotification {
				static permission = 'granted'
				static requestPermission = async () => 'granted'
				constructor(title: string, options?: { body?: string }) {
					shown.push(`${title} - ${options?.body}`)
				}
			}
			;(window as unknown as { Notification: unknown }).Notification = FakeNotification
		})
		const response = await page.goto('/my-courses')
		expect(response?.status()).toBe(401)
		const login = page.getByRole('dialog', { name: 'Welcome Back' })
		await expect(login).toBeVisible()
		await expect.poll(() => page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications)).toEqual([
			'Login Required - Please login to access this content.',
		])
		// Behind the dialog: the prompt, and none of the page's content.
		await page.keyboard.press('Escape')
		await expect(page.getByRole('heading', { level: 1, name: 'Login Required' })).toBeVisible()
		await expect(page.getByText('Please login to access this content.')).toBeVisible()
		await expect(page.getByRole('heading', { name: 'My Courses' })).toHaveCount(0)
		await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()
		await login.getByLabel('Email').fill(email)
		await login.getByLabel('Password').fill(TEST_PASSWORD)
		await login.getByRole('button', { name: 'Log In' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible()
		await expect(page).toHaveURL(/\/my-courses$/)
	})

	test('a forged isLoggedIn flag opens nothing: the server checks the session and the flag is cleared', async ({ page }) => {
		await page.goto('/')
		await page.evaluate(() => {
			localStorage.setItem('isLoggedIn', 'true')
			localStorage.setItem('welsh-user', JSON.stringify({ uid: 'forged', email: 'forged@example.com' }))
		})
		const response = await page.goto('/my-courses')
		expect(response?.status()).toBe(401)
		await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(page.getByRole('heading', { level: 1, name: 'Login Required' })).toBeVisible()
		await expect.poll(() => page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull()
		expect(await page.evaluate(() => localStorage.getItem('welsh-user'))).toBeNull()
		const data = await page.request.get('/my-courses', { headers: { cookie: 'isLoggedIn=true' } })
		expect(data.status()).toBe(401)
	})

	test('edit profile: saved on the server, with the alert for invalid input', async ({ page }) => {
		await signUpViaApi(page, { name: 'Harpreet Singh' })
		await page.goto('/')
		await openUserMenu(page, true)
		await page.getByRole('menuitem', { name: 'Edit Profile' }).click()
		const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
		await dialog.getByLabel('Mobile number').fill('98765')
		await dialog.getByRole('button', { name: 'Save changes' }).click()
		await expect(dialog.getByRole('alert')).toHaveText('Please fill all fields correctly')
		await dialog.getByLabel('Name').fill('Harpreet S. Gill')
		await dialog.getByLabel('Mobile number').fill('+91 98140 12345')
		await dialog.getByRole('button', { name: 'Save changes' }).click()
		await expect(dialog.getByRole('status')).toHaveText('Profile updated')
		await expect(dialog).toBeHidden()
		await page.reload()
		await openUserMenu(page, true)
		await expect(page.getByText('Welcome, Harpreet S. Gill')).toBeVisible()
		expect(JSON.parse((await page.evaluate(() => localStorage.getItem('welsh-user'))) ?? '{}')).toMatchObject({ mobile: '+91 98140 12345' })

		await page.getByRole('menuitem', { name: 'Edit Profile' }).click()
		await dialog.getByLabel('Email').fill(uniqueEmail('moved'))
		await expect(dialog.getByLabel('Current password')).toBeVisible()
		await dialog.getByLabel('Current password').fill('wrong-password')
		await dialog.getByRole('button', { name: 'Save changes' }).click()
		await expect(dialog.getByRole('alert')).toContainText('Update failed')
		await expect(dialog.getByRole('alert')).toContainText('That password is not correct.')
	})

	test('without JavaScript, the login page works as a plain form', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false })
		const page = await context.newPage()
		const { email } = await signUpViaApi(page)
		await page.request.post('/logout')
		await page.goto('/login?redirectTo=/my-courses')
		await page.getByLabel('Email', { exact: true }).fill(email)
		await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
		await page.getByRole('main').getByRole('button', { name: 'Log In' }).click()
		await expect(page).toHaveURL(/\/my-courses$/)
		await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible()
		await context.close()
	})
})

// SPEC's delay; the tests move the browser's clock instead of waiting it out.
const PROMPT_DELAY_MS = 15_000

test.describe('the login prompt after load', () => {
	test.describe.configure({ mode: 'serial' })
	const port = 4320
	let server: ReturnType<typeof runServer>
	test.beforeAll(async () => {
		// Same build, its own data, and the prompt switched on (the shared test server has it off).
		server = runServer({ PORT: String(port), DATA_DIR: `.tmp/e2e-prompt-${process.pid}`, LOGIN_PROMPT_DELAY_MS: String(PROMPT_DELAY_MS) })
		await waitForHealthy(port)
	})
	test.afterAll(async () => {
		server.child.kill('SIGTERM')
		await server.exited
	})

	/** Lets the page's fake clock run past the prompt's delay, then gives React a moment to render. */
	async function waitOutThePrompt(page: Page) {
		await page.clock.fastForward(PROMPT_DELAY_MS + 1_000)
		await page.waitForTimeout(500)
	}

	test('opens once per page load for visitors without the flag', async ({ page }) => {
		await page.clock.install()
		await page.goto(`http://localhost:${port}/`)
		const login = page.getByRole('dialog', { name: 'Welcome Back' })
		await expect(login).toBeHidden()
		await waitOutThePrompt(page)
		await expect(login).toBeVisible()
		// Not before the delay has passed since the page started loading.
		expect(await page.evaluate(() => performance.now())).toBeGreaterThan(PROMPT_DELAY_MS)
		await page.keyboard.press('Escape')
		await expect(login).toBeHidden()
		await waitOutThePrompt(page)
		await expect(login).toBeHidden()
	})

	test('does not open over another dialog', async ({ page }) => {
		await page.clock.install()
		await page.setViewportSize({ width: 375, height: 740 })
		await page.goto(`http://localhost:${port}/`)
		await page.getByRole('button', { name: 'Open menu' }).click()
		await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
		await waitOutThePrompt(page)
		await expect(page.getByRole('dialog')).toHaveCount(1)
		await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
	})

	test('does not open for a signed-in visitor', async ({ page }) => {
		await page.clock.install()
		await page.request.post(`http://localhost:${port}/signup`, { form: { mode: 'dialog', name: 'Kiran', email: uniqueEmail(), password: TEST_PASSWORD } })
		await page.goto(`http://localhost:${port}/`)
		await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
		await waitOutThePrompt(page)
		await expect(page.getByRole('dialog')).toHaveCount(0)
	})
})
