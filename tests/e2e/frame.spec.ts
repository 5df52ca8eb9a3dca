import { expect, test } from './fixtures'

const educationLinks = [
	'Undergraduate', 'Postgraduate', 'PhD', 'Foundation', 'Diploma', 'Certificate',
	'English', 'French', 'German', 'Spanish', 'IELTS Academic', 'IELTS General', 'IELTS Preparation',
]
const countries = [
	'UK', 'USA', 'Ireland', 'Canada', 'Germany', 'Dubai', 'France', 'Europe',
	'Italy', 'Netherlands', 'Poland', 'Spain', 'Australia', 'New Zealand', 'Sweden', 'Denmark',
]
const services = ['Visa Assistance', 'Accommodation', 'Career Counselling', 'Test Preparation', 'Document Verification', 'Travel Insurance']

test.describe('site frame on a wide screen', () => {
	test('the top navigation lists the pages in order', async ({ page }) => {
		await page.goto('/')
		const nav = page.getByRole('navigation', { name: 'Main' })
		await expect(nav.getByRole('listitem')).toHaveText(['Home', 'All Courses', 'About', 'Education', 'Study Abroad', 'Services', 'Contact'])
		await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
	})

	test('menus open on hover and list every route of their section', async ({ page }) => {
		await page.goto('/')
		const nav = page.getByRole('navigation', { name: 'Main' })

		await nav.getByRole('button', { name: 'Education' }).hover()
		for (const name of educationLinks) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
		await expect(nav.getByRole('link', { name: 'University Courses' })).toHaveAttribute('href', '/education/university')
		await expect(nav.getByRole('link', { name: 'IELTS Academic' })).toHaveAttribute('href', '/education/ielts/academic')

		await nav.getByRole('button', { name: 'Study Abroad' }).hover()
		for (const name of countries) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
		await expect(nav.getByRole('link', { name: 'UK', exact: true })).toHaveAttribute('href', '/country/united-kingdom')
		await expect(nav.getByRole('link', { name: 'New Zealand' })).toHaveAttribute('href', '/country/nz')
		await expect(nav.getByRole('link', { name: 'Undergraduate' })).toBeHidden()

		await nav.getByRole('button', { name: 'Services' }).hover()
		for (const name of services) await expect(nav.getByRole('link', { name })).toBeVisible()
		await expect(nav.getByRole('link', { name: 'Test Preparation' })).toHaveAttribute('href', '/services/test-prep')
	})

	test('keyboard: focus opens a menu, Tab walks into it, Escape closes it', async ({ page }) => {
		await page.goto('/')
		const nav = page.getByRole('navigation', { name: 'Main' })
		const about = nav.getByRole('link', { name: 'About' })
		await about.focus()
		await page.keyboard.press('Tab')
		const education = nav.getByRole('button', { name: 'Education' })
		await expect(education).toBeFocused()
		await expect(education).toHaveAttribute('aria-expanded', 'true')
		await page.keyboard.press('Tab')
		await expect(nav.getByRole('link', { name: 'University Courses' })).toBeFocused()
		await page.keyboard.press('Escape')
		await expect(education).toHaveAttribute('aria-expanded', 'false')
		await expect(education).toBeFocused()
		await expect(nav.getByRole('link', { name: 'Undergraduate' })).toBeHidden()
	})

	test('the top strip shows only at scroll position 0', async ({ page }) => {
		await page.goto('/')
		const strip = page.getByTestId('header-top-strip')
		await expect(strip).toBeVisible()
		await page.evaluate(() => window.scrollTo(0, 400))
		await expect(strip).toBeHidden()
		const header = page.getByRole('banner')
		await expect(header.getByRole('link', { name: 'GET STARTED' })).toBeInViewport()
		await page.evaluate(() => window.scrollTo(0, 0))
		await expect(strip).toBeVisible()
	})

	test('a route change scrolls to the top', async ({ page }) => {
		await page.goto('/')
		await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
		const firstPost = page.getByRole('contentinfo').getByRole('region', { name: 'Latest posts' }).getByRole('link').first()
		await firstPost.click()
		await expect(page).toHaveURL(/\/journal\//)
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
	})

	test('the footer shows the three latest posts with titles cut at 40 characters', async ({ page }) => {
		await page.goto('/')
		const posts = page.getByRole('contentinfo').getByRole('region', { name: 'Latest posts' }).getByRole('link')
		await expect(posts).toHaveCount(3)
		for (const text of await posts.allInnerTexts()) expect(text.replace(/…$/, '').length).toBeLessThanOrEqual(40)
		await expect(posts.first()).toHaveText('A six-week study plan to move from IELTS…')
	})

	test('the chat button opens WhatsApp with the greeting, in the page’s language', async ({ page }) => {
		await page.goto('/')
		const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ })
		await expect(chat).toHaveAttribute(
			'href',
			`https://wa.me/919876543210?text=${encodeURIComponent('Hello! I would like to know more about your courses and study-abroad services.')}`,
		)
		await expect(chat).toHaveAttribute('target', '_blank')
		await expect(chat).toHaveAttribute('rel', /noopener/)

		// The visitor sends the greeting: a Punjabi or Hindi page starts the chat in its language.
		await page.goto('/pa')
		// The page writes the greeting's letters as they are; the link the browser follows carries them UTF-8 encoded.
		const punjabi = 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ! ਕਿਰਪਾ ਕਰਕੇ ਮੈਨੂੰ ਆਪਣੇ ਕੋਰਸਾਂ ਅਤੇ ਵਿਦੇਸ਼ ਵਿੱਚ ਪੜ੍ਹਾਈ ਦੀਆਂ ਸੇਵਾਵਾਂ ਬਾਰੇ ਹੋਰ ਦੱਸੋ।'
		const punjabiChat = page.getByRole('link', { name: /WhatsApp ’ਤੇ ਸਾਡੇ ਨਾਲ ਗੱਲ ਕਰੋ/ })
		await expect(punjabiChat).toHaveAttribute('href', `https://wa.me/919876543210?text=${punjabi.replaceAll(' ', '%20')}`)
		expect(await punjabiChat.evaluate((link: HTMLAnchorElement) => link.href)).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(punjabi)}`)
		await page.goto('/hi')
		const hindi = 'नमस्ते! कृपया मुझे अपने कोर्स और विदेश में पढ़ाई की सेवाओं के बारे में और बताइए।'
		const hindiChat = page.getByRole('link', { name: /WhatsApp पर हमसे बात करें/ })
		await expect(hindiChat).toHaveAttribute('href', `https://wa.me/919876543210?text=${hindi.replaceAll(' ', '%20')}`)
		expect(await hindiChat.evaluate((link: HTMLAnchorElement) => link.href)).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(hindi)}`)
	})

	test('social links are in the header', async ({ page }) => {
		await page.goto('/')
		const social = page.getByRole('banner').getByRole('list', { name: 'Social media' })
		await expect(social.getByRole('link')).toHaveCount(4)
		await expect(social.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /^https:\/\/www\.instagram\.com/)
		// Each says once where it opens: the frame's one note is the description of every such link.
		await expect(social.getByRole('link', { name: 'Facebook', exact: true })).toHaveAccessibleDescription('Opens in a new tab')
		await expect(page.getByRole('contentinfo').getByRole('link', { name: 'YouTube', exact: true })).toHaveAccessibleDescription('Opens in a new tab')
		await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp', exact: true })).toHaveAccessibleDescription('Opens in a new tab')
		await page.goto('/pa')
		await expect(page.getByRole('banner').getByRole('link', { name: 'LinkedIn', exact: true })).toHaveAccessibleDescription('ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਖੁੱਲ੍ਹੇਗਾ')
	})

	test('the user menu offers Log in and Sign up when signed out', async ({ page }) => {
		await page.goto('/')
		await page.getByRole('button', { name: 'Log in or sign up' }).click()
		await expect(page.getByRole('menuitem', { name: 'Log in' })).toBeVisible()
		await expect(page.getByRole('menuitem', { name: 'Sign up' })).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(page.getByRole('menuitem', { name: 'Log in' })).toBeHidden()
	})

	test('the newsletter box stores an address and says so', async ({ page }) => {
		await page.goto('/')
		const footer = page.getByRole('contentinfo')
		await footer.getByLabel('Email address').fill(`reader-${Date.now()}@example.com`)
		await footer.getByRole('button', { name: 'Subscribe' }).click()
		await expect(footer.getByRole('status')).toHaveText('Thank you! You are subscribed.')
	})
})

test.describe('site frame at 375 px', () => {
	test.use({ viewport: { width: 375, height: 740 } })

	test('the menu toggle opens the navigation; sections toggle on tap', async ({ page }) => {
		await page.goto('/')
		await expect(page.getByRole('button', { name: 'Education' })).toBeHidden()
		await page.getByRole('button', { name: 'Open menu' }).click()
		const menu = page.getByRole('dialog', { name: 'Menu' })
		await expect(menu).toBeVisible()
		const education = menu.getByRole('button', { name: 'Education' })
		await education.click()
		await expect(education).toHaveAttribute('aria-expanded', 'true')
		for (const name of educationLinks) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
		await education.click()
		await expect(education).toHaveAttribute('aria-expanded', 'false')
		await expect(menu.getByRole('link', { name: 'Undergraduate' })).toBeHidden()

		await menu.getByRole('button', { name: 'Study Abroad' }).click()
		for (const name of countries) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
		await menu.getByRole('button', { name: 'Services' }).click()
		for (const name of services) await expect(menu.getByRole('link', { name })).toBeVisible()

		await page.keyboard.press('Escape')
		await expect(menu).toBeHidden()
	})

	test('following a link closes the menu', async ({ page }) => {
		await page.goto('/')
		await page.getByRole('button', { name: 'Open menu' }).click()
		const menu = page.getByRole('dialog', { name: 'Menu' })
		await menu.getByRole('button', { name: 'Study Abroad' }).click()
		await menu.getByRole('link', { name: 'Canada' }).click()
		await expect(page).toHaveURL(/\/country\/ca$/)
		await expect(menu).toBeHidden()
	})

	test('without JavaScript the menu toggle is a link to the footer\'s links, the account button one to the login page', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } })
		const page = await context.newPage()
		await page.goto('/')
		await page.getByRole('link', { name: 'Open menu' }).click()
		await expect(page).toHaveURL(/#footer-links$/)
		const links = page.getByRole('navigation', { name: 'Links' })
		await expect(links).toBeInViewport()
		for (const name of ['Study destinations', 'Contact']) await expect(links.getByRole('link', { name })).toBeVisible()
		// The account button, too, goes somewhere: the login page.
		await page.getByRole('link', { name: 'Log in or sign up' }).click()
		await expect(page).toHaveURL(/\/login$/)
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await context.close()
	})

	test('the top strip shows only at the top on a phone too', async ({ page }) => {
		await page.goto('/')
		const strip = page.getByTestId('header-top-strip')
		await expect(strip).toBeVisible()
		await page.evaluate(() => window.scrollTo(0, 300))
		await expect(strip).toBeHidden()
	})
})

test.describe('errors', () => {
	test('an unknown URL gets the 404 page with status 404', async ({ page }) => {
		const response = await page.goto('/no-such-page')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
		await expect(page).toHaveTitle(/Page not found/)
		await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
	})
})
