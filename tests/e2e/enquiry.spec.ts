import { expect, test } from './fixtures'
import { uniqueEmail } from './support'

test.describe('the enquiry dialog', () => {
	test('validates, submits, thanks the visitor, then closes and resets after 3 s', async ({ page }) => {
		await page.goto('/')
		await page.getByRole('banner').getByRole('link', { name: 'GET STARTED' }).click()
		const dialog = page.getByRole('dialog', { name: 'Enquire Now' })
		await expect(dialog).toBeVisible()

		await dialog.getByRole('button', { name: 'Submit Enquiry' }).click()
		await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields')

		await dialog.getByLabel('Full name').fill('Simran Kaur')
		await dialog.getByLabel('Course you are interested in').selectOption({ label: 'IELTS: Academic' })
		await dialog.getByLabel('Email').fill('simran@example')
		await dialog.getByLabel('Mobile number').fill('98765')
		await dialog.getByRole('button', { name: 'Submit Enquiry' }).click()
		await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address')
		// The field the message is about is marked, described by it, and focused.
		const email = dialog.getByLabel('Email')
		await expect(email).toHaveAttribute('aria-invalid', 'true')
		await expect(email).toHaveAccessibleDescription('Please enter a valid email address')
		await expect(email).toBeFocused()

		await email.fill(uniqueEmail('enquiry'))
		await dialog.getByRole('button', { name: 'Submit Enquiry' }).click()
		await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid mobile number')
		await expect(email).not.toHaveAttribute('aria-invalid')
		await expect(dialog.getByLabel('Mobile number')).toBeFocused()

		await dialog.getByLabel('Mobile number').fill('+91 98765 43210')
		await dialog.getByLabel('Tell us about your plans (optional)').fill('I want to study in Canada next year.')
		// Hold the request so the in-flight state can be seen.
		let release: () => void = () => {}
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route('**/api/enquiries', async (route) => {
			await held
			await route.continue()
		})
		await dialog.getByRole('button', { name: 'Submit Enquiry' }).click()
		await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
		release()
		const thanks = dialog.getByRole('status')
		await expect(thanks).toContainText('Thank you for your enquiry!')
		await expect(thanks).toContainText('Our counsellor will contact you within 24 hours.')
		const shownAt = Date.now()
		await expect(dialog).toBeHidden({ timeout: 6_000 })
		expect(Date.now() - shownAt).toBeGreaterThan(2_000)

		await page.getByRole('banner').getByRole('link', { name: 'GET STARTED' }).click()
		await expect(dialog.getByLabel('Full name')).toHaveValue('')
		await expect(dialog.getByRole('status')).toHaveCount(0)
	})

	test('a failure shows the server message, or the default one, and keeps what was typed', async ({ page }) => {
		await page.goto('/')
		await page.getByRole('banner').getByRole('link', { name: 'GET STARTED' }).click()
		const dialog = page.getByRole('dialog', { name: 'Enquire Now' })
		await dialog.getByLabel('Full name').fill('Harjit')
		await dialog.getByLabel('Course you are interested in').selectOption('skp-diploma')
		await dialog.getByLabel('Email').fill('harjit@example.com')
		await dialog.getByLabel('Mobile number').fill('9814012345')

		await page.route('**/api/enquiries', (route) => route.fulfill({ status: 503, json: { status: 'error', error: { '': ['We are updating the site. Please try again in a minute.'] } } }))
		await dialog.getByRole('button', { name: 'Submit Enquiry' }).click()
		await expect(dialog.getByRole('alert')).toHaveText('We are updating the site. Please try again in a minute.')

		await page.unroute('**/api/enquiries')
		await page.route('**/api/enquiries', (route) => route.abort('connectionreset'))
		await dialog.getByRole('button', { name: 'Submit Enquiry' }).click()
		await expect(dialog.getByRole('alert')).toHaveText('Failed to submit enquiry. Please try again.')
		await expect(dialog.getByLabel('Full name')).toHaveValue('Harjit')
		await expect(dialog.getByLabel('Course you are interested in')).toHaveValue('skp-diploma')
		await expect(dialog.getByLabel('Email')).toHaveValue('harjit@example.com')
		await expect(dialog.getByLabel('Mobile number')).toHaveValue('9814012345')
	})

	test('any link to /enquire opens the dialog with its course chosen; an unknown course chooses none', async ({ page }) => {
		await page.goto('/')
		// Hydrated (the account menu is a button then, a link before): a link added earlier would not be React's.
		await expect(page.getByRole('button', { name: 'Log in or sign up' })).toBeVisible()
		// Links as other pages, old emails or shared posts may hold them.
		const addLink = (href: string, text: string) =>
			page.evaluate(([href, text]) => {
				const link = document.createElement('a')
				link.href = href
				link.textContent = text
				document.querySelector('main')?.prepend(link)
			}, [href, text] as const)
		await addLink('/enquire?course=languages-german', 'Ask about German classes')
		await page.getByRole('link', { name: 'Ask about German classes' }).click()
		const dialog = page.getByRole('dialog', { name: 'Enquire Now' })
		await expect(dialog.getByLabel('Course you are interested in')).toHaveValue('languages-german')
		await expect(page).toHaveURL(/\/$/)

		await page.keyboard.press('Escape')
		await addLink('/enquire?course=astronaut', 'Ask about something else')
		await page.getByRole('link', { name: 'Ask about something else' }).click()
		await expect(dialog.getByLabel('Course you are interested in')).toHaveValue('')
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('GET STARTED leads to the enquiry page, which stores the enquiry and thanks the visitor', async ({ page }) => {
		await page.goto('/')
		await page.getByRole('banner').getByRole('link', { name: 'GET STARTED' }).click()
		await expect(page).toHaveURL(/\/enquire$/)
		const main = page.getByRole('main')
		await main.getByLabel('Full name').fill('Offline Student')
		await main.getByLabel('Course you are interested in').selectOption('university-postgraduate')
		await main.getByLabel('Email', { exact: true }).fill('not-an-email@example')
		await main.getByLabel('Mobile number').fill('9876543210')
		await main.getByRole('button', { name: 'Submit Enquiry' }).click()
		await expect(main.getByRole('alert')).toHaveText('Please enter a valid email address')
		await expect(main.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
		await expect(main.getByLabel('Email', { exact: true })).toBeFocused()
		await expect(main.getByLabel('Full name')).toHaveValue('Offline Student')
		await main.getByLabel('Email', { exact: true }).fill(uniqueEmail('offline'))
		await main.getByRole('button', { name: 'Submit Enquiry' }).click()
		await expect(main.getByRole('status')).toContainText('Our counsellor will contact you within 24 hours.')
	})

	test('the enquiry page preselects the course from the link', async ({ page }) => {
		await page.goto('/enquire?course=ielts-general')
		await expect(page.getByRole('main').getByLabel('Course you are interested in')).toHaveValue('ielts-general')
	})
})

test.describe('the enquiry API', () => {
	test('bad input gets a clear 4xx answer, never a 500', async ({ request }) => {
		const missing = await request.post('/api/enquiries', { form: { name: 'x' } })
		expect(missing.status()).toBe(400)
		expect(await missing.json()).toMatchObject({ status: 'error', initialValue: { name: 'x' }, error: { course: ['Please fill in all required fields'] } })

		const json = await request.post('/api/enquiries', { data: '{"not":"a form"', headers: { 'content-type': 'application/json' } })
		expect(json.status()).toBe(400)

		const hostile = await request.post('/api/enquiries', {
			form: { name: "Robert'); DROP TABLE leads;--", course: 'other', email: 'x@example.com<script>', mobile: '9'.repeat(5000), tellus: '<script>alert(1)</script>' },
		})
		expect(hostile.status()).toBe(400)

		const huge = await request.post('/api/enquiries', { form: { name: 'A', tellus: 'x'.repeat(100_000) } })
		expect(huge.status()).toBe(413)
	})

	test('the enquiry page is each visitor’s own: never stored by a cache, a new form key on every visit', async ({ request }) => {
		const keyOf = async () => {
			const res = await request.get('/enquire')
			expect(res.headers()['cache-control']).toBe('no-store')
			return /name="idempotencyKey" value="([^"]+)"/.exec(await res.text())?.[1]
		}
		const [first, second] = [await keyOf(), await keyOf()]
		expect(first).toMatch(/^[0-9a-f-]{36}$/)
		expect(second).not.toBe(first)
	})

	test('one key sent with two different enquiries stores both: a shared key never swallows a lead', async ({ request }) => {
		const idempotencyKey = `e2e-${Date.now()}-shared`
		const asha = { name: 'Asha', course: 'other', email: uniqueEmail('asha'), mobile: '9876543201', idempotencyKey }
		const bilal = { name: 'Bilal', course: 'ielts-general', email: uniqueEmail('bilal'), mobile: '9876543202', idempotencyKey }
		const first = await (await request.post('/api/enquiries', { form: asha })).json()
		const second = await (await request.post('/api/enquiries', { form: bilal })).json()
		expect([first.status, second.status]).toEqual(['success', 'success'])
		expect(second.id).not.toBe(first.id)
	})

	test('a retried submission with the same key is stored once; the honeypot stores nothing', async ({ request }) => {
		const form = { name: 'Retry Student', course: 'other', email: uniqueEmail('retry'), mobile: '9876543210', idempotencyKey: `e2e-${Date.now()}-retry` }
		const first = await (await request.post('/api/enquiries', { form })).json()
		const second = await (await request.post('/api/enquiries', { form })).json()
		expect(first.status).toBe('success')
		expect(second).toEqual(first)
		const bot = await request.post('/api/enquiries', { form: { ...form, idempotencyKey: `e2e-${Date.now()}-bot`, website: 'http://spam.example' } })
		expect(await bot.json()).toEqual({ status: 'success', initialValue: null, id: 'received' })
	})
})
