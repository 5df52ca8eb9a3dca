import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { signInWithTwoFactor } from './support'

/** The editor the test server has from its start (playwright.config.ts webServer). */
const EDITOR = { email: 'editor@welsh.test', password: 'Content-Desk-2026!' }

// The test walks through several studio and public pages.
test.describe.configure({ timeout: 120_000 })

async function publish(page: Page) {
	await page.getByRole('button', { name: 'Publish', exact: true }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows it now.' })).toBeVisible()
}

test('an editor changes the /contact header, its description for search engines and the home page’s testimonials heading; unpublishing puts the shipped header back', async ({ page }) => {
	const run = Date.now().toString(36)
	const heading = `Talk to us (${run})`
	const description = `Call, write or visit the institute in {city}: run ${run}.`
	const testimonialsHeading = `Families in their own words (${run})`
	await signInWithTwoFactor(page, EDITOR)

	await page.goto('/admin/content/page-intro')
	await page.getByRole('main').getByRole('link', { name: 'Contact us', exact: true }).click()
	await expectNoAxeViolations(page)
	// What unpublishing does to a text the page needs is said before the editor does it.
	await expect(page.getByText('Unpublishing puts back the text the site was delivered with')).toBeVisible()
	await page.getByRole('textbox', { name: 'Heading (English)', exact: true }).fill(heading)
	await page.getByRole('textbox', { name: 'Search engines: description (English)', exact: true }).fill(description)
	await publish(page)

	await page.goto('/admin/content/home-page/home')
	await expectNoAxeViolations(page)
	const testimonials = page.getByRole('textbox', { name: 'Testimonials: heading (English)', exact: true })
	const shippedTestimonials = await testimonials.inputValue()
	expect(shippedTestimonials).toBe('What our students say')
	await testimonials.fill(testimonialsHeading)
	await publish(page)

	await page.goto('/contact')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
	await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `Call, write or visit the institute in Jalandhar: run ${run}.`)
	// The Punjabi page keeps its own heading: only the English changed.
	await page.goto('/pa/contact')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ')
	await page.goto('/')
	await expect(page.getByRole('heading', { level: 2, name: testimonialsHeading })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'What our students say' })).toHaveCount(0)

	// Unpublished, the header goes back to the shipped one, as the studio said.
	await page.goto('/admin/content/page-intro/contact')
	await page.getByRole('button', { name: 'Unpublish (go back to the shipped text)' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'the site shows the text it was delivered with again' })).toBeVisible()
	await page.goto('/contact')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
	await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Visit .+ We reply within one working day\.$/)

	// Back to the shipped heading, for the other tests that read the home page.
	await page.goto('/admin/content/home-page/home')
	await page.getByRole('textbox', { name: 'Testimonials: heading (English)', exact: true }).fill(shippedTestimonials)
	await publish(page)
	await page.goto('/')
	await expect(page.getByRole('heading', { level: 2, name: 'What our students say' })).toBeVisible()
})
