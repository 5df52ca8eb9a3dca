import { expect, expectNoAxeViolations, test } from './fixtures'

/**
 * Issue 20, items 2 and 4: on a Punjabi or Hindi country guide and the Study Abroad directory the
 * interface itself (headings, tabs, labels, the fact notes) is in the page's language, and the
 * notes' as-of dates are written in it.
 */

const gurmukhiDate = /^[\u0A00-\u0A7F]+ \d{4} ਤੱਕ$/
const devanagariDate = /^[\u0900-\u097F]+ \d{4} तक$/

test('the UK guide in Punjabi: headings, tabs, fast-fact labels and fact notes in Punjabi, dates in Punjabi', async ({ page }) => {
	await page.goto('/pa/country/united-kingdom')
	await expect(page.locator('html')).toHaveAttribute('lang', 'pa')
	await expect(page.getByRole('heading', { level: 1, name: 'ਯੂ.ਕੇ. ਵਿੱਚ ਪੜ੍ਹਾਈ' })).toBeVisible()
	await expect(page.getByRole('tab', { name: 'ਮੁੱਖ ਗੱਲਾਂ' })).toHaveAttribute('aria-selected', 'true')
	await expect(page.getByRole('tab', { name: 'ਆਮ ਸਵਾਲ' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'ਯੂ.ਕੇ. ਵਿੱਚ ਪੜ੍ਹਾਈ ਕਿਉਂ?' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'ਆਮ ਤਾਪਮਾਨ' })).toBeVisible()
	await expect(page.getByText('ਫ਼ੋਨ ਕੋਡ', { exact: true })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'ਸਰੋਤ ਅਤੇ ਜਾਂਚ' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'ਮਾਹਰ ਕਾਊਂਸਲਰ ਨਾਲ ਮੁਫ਼ਤ ਗੱਲ ਕਰੋ' })).toHaveAttribute('href', '/pa/book?country=united-kingdom')
	await expectNoAxeViolations(page)

	await page.getByRole('tab', { name: 'ਦਾਖ਼ਲਾ' }).click()
	const panel = page.getByRole('tabpanel', { name: 'ਦਾਖ਼ਲਾ' })
	await expect(panel.getByRole('heading', { name: 'ਦਾਖ਼ਲੇ ਦੀਆਂ ਸ਼ਰਤਾਂ' })).toBeVisible()
	const note = panel.locator('a time').first()
	await expect(note).toHaveText(gurmukhiDate)
	await expect(note).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
	await expect(page.locator('body')).not.toContainText(/as of [A-Z][a-z]{2,3} \d{4}/)
	await expectNoAxeViolations(page)
})

test('the Canada guide in Hindi: the interface and fact notes in Hindi; a guide not yet written says so in Hindi', async ({ page }) => {
	await page.goto('/hi/country/ca?tab=cost-of-living')
	await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
	await expect(page.getByRole('heading', { level: 1, name: 'कनाडा में पढ़ाई' })).toBeVisible()
	await expect(page.getByRole('tab', { name: 'रहने का ख़र्च' })).toHaveAttribute('aria-selected', 'true')
	const panel = page.getByRole('tabpanel', { name: 'रहने का ख़र्च' })
	await expect(panel.getByRole('heading', { name: 'रहने का ख़र्च' })).toBeVisible()
	await expect(panel.getByRole('img', { name: /^कनाडा में रहने के ख़र्च का मीटर: / })).toBeVisible()
	await expect(page.locator('main a time').first()).toHaveText(devanagariDate)
	await expect(page.getByRole('heading', { name: 'स्रोत और जाँच' })).toBeVisible()
	await expect(page.locator('body')).not.toContainText(/as of [A-Z][a-z]{2,3} \d{4}/)
	await expectNoAxeViolations(page)

	await page.goto('/hi/country/canada')
	await expect(page.getByRole('heading', { name: 'हमारी पूरी जानकारी जल्द आ रही है' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'पढ़ाई के लिए सभी देश देखें' })).toHaveAttribute('href', '/hi/country')
	await expectNoAxeViolations(page)
})

test('the Study Abroad directory in Punjabi names every country in Punjabi and links to its Punjabi guide', async ({ page }) => {
	await page.goto('/pa/country')
	await expect(page.getByRole('heading', { level: 1, name: 'ਵਿਦੇਸ਼ ਵਿੱਚ ਪੜ੍ਹਾਈ' })).toBeVisible()
	const destinations = page.getByRole('region', { name: 'ਪੜ੍ਹਾਈ ਲਈ ਦੇਸ਼' })
	await expect(destinations.getByRole('link', { name: 'ਕੈਨੇਡਾ ਵਿੱਚ ਪੜ੍ਹਾਈ' })).toHaveAttribute('href', '/pa/country/ca')
	await expect(destinations.getByRole('link')).toHaveCount(16)
	await expect(destinations).not.toContainText('Study in')
	await expectNoAxeViolations(page)
})

test('the home page in Punjabi: its section headings in Punjabi; a journal post in Hindi: its labels and date in Hindi', async ({ page }) => {
	await page.goto('/pa')
	await expect(page.getByRole('region', { name: 'ਮਸ਼ਹੂਰ ਕੋਰਸ' })).toBeVisible()
	await expect(page.getByRole('region', { name: 'ਸਾਡੇ ਵਿਦਿਆਰਥੀ ਕੀ ਕਹਿੰਦੇ ਹਨ' })).toBeVisible()
	const posts = page.getByRole('region', { name: 'ਸਾਡੇ ਬਲੌਗ ਤੋਂ ਨਵੇਂ ਲੇਖ' })
	await expect(posts.getByRole('link', { name: 'ਜਰਨਲ ਦੇ ਸਾਰੇ ਲੇਖ' })).toHaveAttribute('href', '/pa/journal')
	await expect(posts.locator('time').first()).toHaveText(/^\d{1,2} [\u0A00-\u0A7F]+ \d{4}$/)
	await expect(page.getByRole('main')).not.toContainText(/Popular courses|Recent from our blog|From the institute|Student story/)
	await expectNoAxeViolations(page)

	await page.goto('/hi/journal')
	const firstPost = page.getByRole('main').getByRole('listitem').first()
	await expect(firstPost.locator('time')).toHaveText(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/)
	await expect(firstPost).toContainText(/इंस्टीट्यूट की ओर से|छात्र की कहानी/)
	await expectNoAxeViolations(page)
	await firstPost.getByRole('link').first().click()
	await expect(page).toHaveURL(/\/hi\/journal\/[^/]+$/)
	await expect(page.getByRole('link', { name: 'जर्नल के सभी लेख' })).toHaveAttribute('href', '/hi/journal')
	await expect(page.getByText(/^लेखक: /)).toBeVisible()
	await expectNoAxeViolations(page)
})

test('the fees page in Hindi: headings, table headers and the valid-from date in Hindi', async ({ page }) => {
	await page.goto('/hi/fees')
	await expect(page.getByRole('heading', { level: 1, name: 'हमारी फ़ीस और रिफ़ंड नीति' })).toBeVisible()
	await expect(page.getByText(/^ये फ़ीस .+ से लागू हैं$/).locator('time')).toHaveText(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/)
	await expect(page.getByRole('heading', { name: 'सेवाओं की फ़ीस' })).toBeVisible()
	await expect(page.getByRole('columnheader', { name: 'फ़ीस', exact: true }).first()).toBeVisible()
	await expect(page.getByRole('link', { name: 'हमें लिखें' })).toHaveAttribute('href', '/hi/contact')
	await expectNoAxeViolations(page)
})
