import { expect, expectNoAxeViolations, navigateInApp, test } from './fixtures'

/**
 * Issue 20: the public forms and the error pages in Punjabi and Hindi. The server checks each form
 * with one schema whose messages are catalogue keys; the page shows them in its own language.
 */

test('the contact form says what is wrong in Punjabi, and thanks in it', async ({ page }) => {
	await page.goto('/pa/contact')
	const form = page.getByRole('form', { name: 'ਸਾਨੂੰ ਸੁਨੇਹਾ ਭੇਜੋ' })
	await form.getByRole('button', { name: 'ਸੁਨੇਹਾ ਭੇਜੋ' }).click()
	await expect(form.getByRole('alert')).toHaveText('ਕਿਰਪਾ ਕਰਕੇ ਨਿਸ਼ਾਨ ਲੱਗੇ ਖ਼ਾਨੇ ਠੀਕ ਕਰਕੇ ਸੁਨੇਹਾ ਦੁਬਾਰਾ ਭੇਜੋ।')
	await expect(form.getByLabel('ਤੁਹਾਡਾ ਨਾਮ')).toHaveAccessibleDescription('ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਨਾਮ ਲਿਖੋ')
	await expect(form.getByLabel('ਵਿਸ਼ਾ')).toHaveAccessibleDescription('ਕਿਰਪਾ ਕਰਕੇ ਵਿਸ਼ਾ ਲਿਖੋ')
	await expectNoAxeViolations(page)

	await form.getByLabel('ਤੁਹਾਡਾ ਨਾਮ').fill('Harjit Singh')
	await form.getByLabel('ਈਮੇਲ ਪਤਾ').fill(`harjit-${Date.now().toString(36)}@example.com`)
	await form.getByLabel('ਵਿਸ਼ਾ').fill('IELTS')
	await form.getByLabel('ਸੁਨੇਹਾ', { exact: true }).fill('ਸਤ ਸ੍ਰੀ ਅਕਾਲ, ਬੈਚ ਕਦੋਂ ਸ਼ੁਰੂ ਹੋਵੇਗਾ?')
	await form.getByRole('button', { name: 'ਸੁਨੇਹਾ ਭੇਜੋ' }).click()
	await expect(form.getByRole('status')).toHaveText('ਧੰਨਵਾਦ! ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਪਹੁੰਚ ਗਿਆ ਹੈ। ਅਸੀਂ ਇੱਕ ਕੰਮਕਾਜੀ ਦਿਨ ਵਿੱਚ ਜਵਾਬ ਦੇਵਾਂਗੇ।')
})

test('the contact form and the newsletter box answer in Hindi; English keeps SPEC’s words', async ({ page }) => {
	await page.goto('/hi/contact')
	const form = page.getByRole('form', { name: 'हमें संदेश भेजें' })
	await form.getByLabel('आपका नाम').fill('Amit Sharma')
	await form.getByLabel('ईमेल पता').fill('amit@example')
	await form.getByRole('button', { name: 'संदेश भेजें' }).click()
	await expect(form.getByLabel('ईमेल पता')).toHaveAccessibleDescription('कृपया सही ईमेल पता लिखें')
	await expect(form.getByLabel('संदेश', { exact: true })).toHaveAccessibleDescription('कृपया अपना संदेश लिखें')
	await expect(form.getByLabel('आपका नाम')).toHaveValue('Amit Sharma')

	const footer = page.getByRole('contentinfo')
	await footer.getByLabel('ईमेल पता').fill(`amit-${Date.now().toString(36)}@example.com`)
	await footer.getByRole('button', { name: 'जुड़ें' }).click()
	await expect(footer.getByRole('status')).toHaveText('धन्यवाद! आप न्यूज़लेटर से जुड़ गए हैं।')

	await page.goto('/contact')
	const english = page.getByRole('form', { name: 'Send us a message' })
	await english.getByRole('button', { name: 'SEND MESSAGE' }).click()
	await expect(english.getByRole('alert')).toHaveText('Please correct the highlighted fields and send your message again.')
	await expect(english.getByLabel('Subject')).toHaveAccessibleDescription('Please enter a subject')
})

test('the page-not-found page speaks the language of its address, with links in it', async ({ page }) => {
	const response = await page.goto('/pa/no-such-page')
	expect(response?.status()).toBe(404)
	await expect(page.locator('html')).toHaveAttribute('lang', 'pa')
	await expect(page.getByRole('heading', { level: 1, name: 'ਸਫ਼ਾ ਨਹੀਂ ਮਿਲਿਆ' })).toBeVisible()
	await expect(page.getByRole('main').getByRole('link', { name: 'ਮੁੱਖ ਸਫ਼ਾ' })).toHaveAttribute('href', '/pa')
	await expect(page.getByRole('main').getByRole('link', { name: 'ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ' })).toHaveAttribute('href', '/pa/contact')
	await expectNoAxeViolations(page)

	await page.goto('/hi/nothing-here')
	await expect(page.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible()
	await page.goto('/nothing-here')
	await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})

test('an error page drawn in the browser (a client navigation) speaks the page’s language too: its texts load with it', async ({ page }) => {
	await page.goto('/hi/about')
	const navigation = await navigateInApp(page, '/hi/nothing-here')
	await expect(page.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible()
	await expect(page.getByRole('main').getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/hi/contact')
	await expect(page).toHaveTitle(/^पेज नहीं मिला \|/)
	expect(await navigation.sameDocument()).toBe(true)
})
