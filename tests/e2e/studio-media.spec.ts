import fs from 'node:fs'
import { imageMessages, MAX_IMAGE_BYTES } from '../../app/features/studio/images'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { ADMIN, startServer, type StartedServer, stopServer } from './ops-support'
import { EDITOR, photo } from './studio-support'
import { signInWithTwoFactor, waitForHealthy } from './support'

test('an editor uploads an image for a course and publishes; the course page shows it with srcset, width and height', async ({ page, browser }) => {
	test.setTimeout(90_000)
	const key = 'spanish-a1-beginners'
	const alt = `Spanish class at the whiteboard ${Date.now()}`
	await signInWithTwoFactor(page, EDITOR)
	await page.goto(`/admin/content/course/${key}`)
	await page.getByRole('link', { name: 'Upload a new image' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Images' })).toBeVisible()
	await expectNoAxeViolations(page)

	await page.getByLabel('Image file').setInputFiles({ name: 'whiteboard.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 750) })
	await page.getByRole('textbox', { name: 'Alt text (English)' }).fill(alt)
	await page.getByRole('button', { name: 'Upload' }).click()
	await expect(page.getByRole('status').filter({ hasText: imageMessages.uploaded })).toBeVisible({ timeout: 30_000 })
	await expect(page.getByRole('img', { name: alt })).toBeVisible()
	await expectNoAxeViolations(page)

	await page.getByRole('link', { name: 'Back to the entry' }).click()
	await page.getByRole('combobox', { name: 'Image' }).selectOption({ label: `${alt} (1200 × 750)` })
	await page.getByRole('button', { name: 'Publish', exact: true }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows it now.' })).toBeVisible()

	const visitorContext = await browser.newContext()
	const visitor = await visitorContext.newPage()
	await visitor.goto(`/course/${key}`)
	const picture = visitor.getByRole('article').locator('picture').first()
	const image = picture.locator('img')
	await expect(image).toHaveAttribute('width', '1200')
	await expect(image).toHaveAttribute('height', '750')
	await expect(image).toHaveAttribute('srcset', /^\/media\/[0-9a-f]{20}-320\.webp 320w, .*-1200\.webp 1200w$/)
	await expect(image).toHaveAttribute('sizes', /.+/)
	await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /-640\.avif 640w/)
	// The browser loaded one of the copies (the CSP lets same-origin images through).
	await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
	const copy = await visitor.request.get((await image.getAttribute('src'))!)
	expect(copy.headers()['content-type']).toBe('image/webp')
	expect(copy.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
	await expectNoAxeViolations(visitor)
	await visitorContext.close()
})

test('a renamed executable and an SVG are refused under the file field, the alt text kept; over 10 MB is refused with 413', async ({ page }) => {
	await signInWithTwoFactor(page, EDITOR)
	await page.goto('/admin/content/images')
	const file = page.getByLabel('Image file')
	const altText = page.getByRole('textbox', { name: 'Alt text (English)' })
	await altText.fill('Our reception desk')

	await file.setInputFiles({ name: 'reception.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4000)]) })
	await page.getByRole('button', { name: 'Upload' }).click()
	await expect(file).toHaveAccessibleDescription(new RegExp(imageMessages.wrongType.replace(/[.()]/g, '\\$&')))
	await expect(file).toHaveAttribute('aria-invalid', 'true')
	await expect(altText).toHaveValue('Our reception desk')

	await file.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>') })
	await page.getByRole('button', { name: 'Upload' }).click()
	await expect(file).toHaveAccessibleDescription(new RegExp(imageMessages.wrongType.replace(/[.()]/g, '\\$&')))
	await expectNoAxeViolations(page)

	// Without JavaScript's check: a file just over 10 MB reaches the action, which refuses it…
	const justOver = await page.request.post('/admin/content/images', {
		multipart: { file: { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(MAX_IMAGE_BYTES + 1) }, 'alt.en': 'Too big' },
	})
	expect(justOver.status()).toBe(413)
	expect(await justOver.text()).toContain(imageMessages.tooLarge)
	// …and a body far larger is refused before it is read.
	const huge = await page.request.post('/admin/content/images', {
		multipart: { file: { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(12 * 1024 * 1024) }, 'alt.en': 'Too big' },
	})
	expect(huge.status()).toBe(413)
	expect(await huge.text()).toBe(imageMessages.tooLarge)
})

test.describe('site settings', () => {
	// A server of its own: the details change on every page, which other tests check.
	const PORT = Number(process.env.E2E_PORT ?? 4173) + 6
	const ORIGIN = `http://localhost:${PORT}`
	const DATA_DIR = `.tmp/e2e-site-settings-${PORT}`
	let server: StartedServer | undefined
	// One worker for both tests: they share this server, whose admin sets up two-factor once.
	test.describe.configure({ mode: 'serial' })

	test.beforeAll(async () => {
		test.setTimeout(120_000)
		fs.rmSync(DATA_DIR, { recursive: true, force: true })
		server = startServer({ PORT: String(PORT), DATA_DIR, SITE_PHONE: '+91 181 400 5000' })
		await waitForHealthy(PORT).catch((error) => {
			throw new Error(`${error}\n${server?.stderr()}`)
		})
	})
	test.afterAll(async () => {
		await stopServer(server)
		fs.rmSync(DATA_DIR, { recursive: true, force: true })
	})

	test('SITE_* are the first values; an editor changes the phone and licence number, publishes, and the footer and contact page show them', async ({ page, browser }) => {
		const footer = page.getByRole('contentinfo')
		await page.goto(`${ORIGIN}/contact`)
		await expect(footer.getByRole('link', { name: '+91 181 400 5000' })).toBeVisible()
		await expect(footer).not.toContainText('Licence under the Punjab Travel Professionals (Regulation) Act')

		await signInWithTwoFactor(page, ADMIN, { origin: ORIGIN })
		await page.goto(`${ORIGIN}/admin/content/site-settings/site`)
		await expectNoAxeViolations(page)
		const latitude = page.getByRole('textbox', { name: 'Map latitude' })
		await latitude.fill('91')
		await page.getByRole('textbox', { name: 'GSTIN' }).fill('03ABCDE1234F1Z')
		await page.getByRole('button', { name: 'Publish', exact: true }).click()
		await expect(latitude).toHaveAccessibleDescription(/The latitude must be between -90 and 90\./)
		await expect(page.getByRole('textbox', { name: 'GSTIN' })).toHaveAccessibleDescription(/Enter the GSTIN as 15 characters/)

		await latitude.fill('31.3256')
		await page.getByRole('textbox', { name: 'GSTIN' }).fill('03abcde1234f1z5')
		await page.getByRole('textbox', { name: 'Phone' }).fill('+91 181 222 3344')
		await page.getByRole('textbox', { name: /^Licence or registration number/ }).fill('PTP-JAL-0042')
		await page.getByRole('button', { name: 'Publish', exact: true }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows it now.' })).toBeVisible()

		const visitorContext = await browser.newContext()
		const visitor = await visitorContext.newPage()
		for (const path of ['/', '/contact']) {
			await visitor.goto(`${ORIGIN}${path}`)
			const visitorFooter = visitor.getByRole('contentinfo')
			await expect(visitorFooter.getByRole('link', { name: '+91 181 222 3344' })).toBeVisible()
			await expect(visitorFooter).toContainText('Licence under the Punjab Travel Professionals (Regulation) Act: PTP-JAL-0042')
			await expect(visitorFooter).toContainText('GSTIN: 03ABCDE1234F1Z5')
		}
		const details = visitor.getByRole('region', { name: 'Visit, call or write' })
		await expect(details.getByRole('link', { name: '+91 181 222 3344' })).toBeVisible()
		await expect(details).toContainText('PTP-JAL-0042')
		await expectNoAxeViolations(visitor)
		// In Punjabi the labels travel with the footer's island and the contact and fees pages (not in every page's data).
		const punjabiLicence = 'ਪੰਜਾਬ ਟਰੈਵਲ ਪ੍ਰੋਫ਼ੈਸ਼ਨਲਜ਼ (ਰੈਗੂਲੇਸ਼ਨ) ਐਕਟ ਅਧੀਨ ਲਾਇਸੈਂਸ: PTP-JAL-0042'
		await visitor.goto(`${ORIGIN}/pa/contact`)
		await expect(visitor.getByRole('contentinfo')).toContainText(punjabiLicence)
		await expect(visitor.getByRole('main')).toContainText(punjabiLicence)
		await visitor.goto(`${ORIGIN}/pa/fees`)
		await expect(visitor.getByRole('main')).toContainText(punjabiLicence)
		await visitorContext.close()
	})

	test('an editor renames an Education page in the menu, gives a founder an uploaded portrait and unpublishes the About page: the menus, /team and the sitemap follow', async ({ page, browser }) => {
		test.setTimeout(120_000)
		await signInWithTwoFactor(page, ADMIN, { origin: ORIGIN })
		await page.goto(`${ORIGIN}/admin/content/education-page/languages-german`)
		await page.getByRole('textbox', { name: 'Menu label (English)' }).fill('German (A1 to B2)')
		await page.getByRole('button', { name: 'Publish', exact: true }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows it now.' })).toBeVisible()

		const alt = 'Harjit Singh Sandhu at his desk'
		await page.goto(`${ORIGIN}/admin/content/images`)
		await page.getByLabel('Image file').setInputFiles({ name: 'harjit.jpg', mimeType: 'image/jpeg', buffer: await photo(800, 800) })
		await page.getByRole('textbox', { name: 'Alt text (English)' }).fill(alt)
		await page.getByRole('button', { name: 'Upload' }).click()
		await expect(page.getByRole('status').filter({ hasText: imageMessages.uploaded })).toBeVisible({ timeout: 30_000 })
		await page.goto(`${ORIGIN}/admin/content/team-member/harjit-singh-sandhu`)
		await page.getByRole('combobox', { name: 'Portrait' }).selectOption({ label: `${alt} (800 × 800)` })
		await page.getByRole('button', { name: 'Publish', exact: true }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows it now.' })).toBeVisible()
		await expectNoAxeViolations(page)

		await page.goto(`${ORIGIN}/admin/content/about/about`)
		await page.getByRole('button', { name: 'Unpublish (take off the site)' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toBeVisible()

		const visitorContext = await browser.newContext()
		const visitor = await visitorContext.newPage()
		await visitor.goto(`${ORIGIN}/team`)
		const portrait = visitor.getByRole('img', { name: 'Portrait of Harjit Singh Sandhu' })
		await expect(portrait).toHaveAttribute('srcset', /^\/media\/[0-9a-f]{20}-320\.webp 320w, .*-800\.webp 800w$/)
		await expect(portrait).toHaveAttribute('width', '800')
		await expect(portrait).toHaveAttribute('sizes', '160px')
		const main = visitor.getByRole('navigation', { name: 'Main' })
		await expect(main.getByRole('link', { name: 'About', exact: true })).toHaveCount(0)
		await expect(visitor.getByRole('contentinfo').getByRole('link', { name: 'About us' })).toHaveCount(0)
		await waitForHydration(visitor)
		await main.getByRole('button', { name: 'Education' }).click()
		await expect(main.getByRole('link', { name: 'German (A1 to B2)' })).toBeVisible()
		expect((await visitor.request.get(`${ORIGIN}/about`)).status()).toBe(404)
		const sitemap = await (await visitor.request.get(`${ORIGIN}/sitemap.xml`)).text()
		expect(sitemap).not.toContain(`${ORIGIN}/about<`)
		expect(sitemap).toContain(`${ORIGIN}/team<`)
		await visitorContext.close()
	})
})
