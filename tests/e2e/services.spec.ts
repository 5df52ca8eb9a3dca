import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signUpViaApi } from './support'

// The services pages are for signed-in visitors (SPEC.md section 6).
test.beforeEach(async ({ page }, testInfo) => {
	if (!testInfo.title.includes('signed out')) await signUpViaApi(page)
})

test('every services page signed out shows Login Required (401) and none of its content', async ({ request }) => {
	for (const path of ['/services', '/services/visa', '/services/accommodation', '/services/career', '/services/test-prep', '/services/documents', '/services/insurance']) {
		const response = await request.get(path)
		expect(response.status(), path).toBe(401)
		const html = await response.text()
		expect(html).toContain('Login Required')
		expect(html).not.toContain('98%')
	}
})

const services = [
	{ name: 'Visa Assistance', path: '/services/visa' },
	{ name: 'Accommodation', path: '/services/accommodation' },
	{ name: 'Career Counselling', path: '/services/career' },
	{ name: 'Test Preparation', path: '/services/test-prep' },
	{ name: 'Document Verification', path: '/services/documents' },
	{ name: 'Travel Insurance', path: '/services/insurance' },
]

/** The figures of a page's "In figures" / "Plans and prices" list, as value → label pairs. */
async function figures(page: Page, heading: string) {
	const region = page.getByRole('region', { name: heading })
	const values = await region.getByRole('definition').allInnerTexts()
	const labels = await region.getByRole('term').allInnerTexts()
	return Object.fromEntries(values.map((v, i) => [v, labels[i]]))
}

test('the services overview links to all six services and the fees', async ({ page }) => {
	await page.goto('/services')
	await expect(page).toHaveTitle('Our services | Welsh Education')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services for students going abroad')
	const list = page.getByRole('region', { name: 'All services' })
	for (const { name, path } of services) await expect(list.getByRole('link', { name, exact: true })).toHaveAttribute('href', path)
	await expect(page.getByRole('main').getByRole('link', { name: 'fees and refund policy' })).toHaveAttribute('href', '/fees')
	await list.getByRole('link', { name: 'Travel Insurance' }).click()
	await expect(page).toHaveURL(/\/services\/insurance$/)
})

for (const { name, path } of services) {
	test(`${name} is a complete page linking to the fees`, async ({ page }) => {
		await page.goto(path)
		await expect(page).toHaveTitle(`${name} for students | Welsh Education`)
		await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`${path}$`))
		await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /.{40,}/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
		expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3)
		await expect(page.getByRole('link', { name: 'See our fees and refund policy' })).toHaveAttribute('href', '/fees')
		await expect(page.getByRole('navigation', { name: 'Other services' }).getByRole('link')).toHaveCount(5)
	})
}

test('visa figures', async ({ page }) => {
	await page.goto('/services/visa')
	expect(Object.keys(await figures(page, 'In figures'))).toEqual(['98%', '15+', '50+', '24/7'])
	expect(await figures(page, 'In figures')).toMatchObject({ '98%': 'Visa success rate for files we prepared' })
})

test('test preparation figures', async ({ page }) => {
	await page.goto('/services/test-prep')
	expect(await figures(page, 'In figures')).toEqual({
		'+1.5 bands': 'Average IELTS improvement',
		'5000+': 'Students trained',
		'95%': 'Reach their target score',
		'25+': 'Qualified instructors',
	})
})

test('document processing times run from 7-10 to 15-20 days', async ({ page }) => {
	await page.goto('/services/documents')
	const table = page.getByRole('table', { name: 'Typical processing times' })
	await expect(table.getByRole('cell')).toHaveText(['7-10 days', '10-15 days', '15-20 days'])
})

test('accommodation rents are monthly, in pounds', async ({ page }) => {
	await page.goto('/services/accommodation')
	const table = page.getByRole('table', { name: 'Typical monthly rent for students in the UK' })
	const rows = table.getByRole('row')
	await expect(rows.filter({ hasText: 'University halls' }).getByRole('cell').first()).toHaveText('£400-800')
	await expect(rows.filter({ hasText: 'Private studio' }).getByRole('cell').first()).toHaveText('£600-1200')
	await expect(rows.filter({ hasText: 'Shared house or flat' }).getByRole('cell').first()).toHaveText('£350-700')
	await expect(rows.filter({ hasText: 'Homestay' }).getByRole('cell').first()).toHaveText('£500-900')
})

test('insurance plans start at $2, $5, $12 and $8 a day with medical cover up to $100,000', async ({ page }) => {
	await page.goto('/services/insurance')
	expect(Object.keys(await figures(page, 'Plans and prices'))).toEqual(['from $2 per day', 'from $5 per day', 'from $12 per day', 'from $8 per day'])
	await expect(page.getByRole('main')).toContainText('Medical cover up to $100,000')
})
