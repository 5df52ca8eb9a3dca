import crypto from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInWithTwoFactor, uniqueEmail, uniqueMobile } from './support'

/* Issue 19, item 3: /compare, 2 to 4 countries side by side from the guides' facts. */

const ADMIN = { email: 'admin@welsh.test', password: 'Counsel-Desk-2026!' }

async function compareUkAndCanada(page: Page) {
	await page.goto('/compare')
	await expect(page.getByRole('heading', { level: 1, name: 'Compare study destinations' })).toBeVisible()
	const choice = page.getByRole('group', {
		name: 'Countries to compare (2 to 4)',
	})
	await choice.getByLabel('UK', { exact: true }).check()
	await choice.getByLabel('Canada', { exact: true }).check()
	await page.getByRole('button', { name: 'Compare', exact: true }).click()
	await expect(page).toHaveURL(/\/compare\?country=united-kingdom&country=ca$/)
}

/** What a comparison of the UK and Canada shows: figures with their sources, and honest gaps. */
async function expectUkAndCanada(page: Page) {
	const workHours = page.getByRole('region', {
		name: 'Work hours during study',
	})
	await expect(workHours.getByRole('definition').first()).toContainText('20 hours a week')
	// Every figure carries its as-of date and a link to its official source.
	await expect(
		workHours.getByRole('link', {
			name: /as of .* the source of Work allowed in term time/,
		}),
	).toHaveAttribute('href', /^https:\/\//)
	await expect(
		workHours.getByRole('link', {
			name: /^More in the Canada guide\s*: Work hours during study$/,
		}),
	).toHaveAttribute('href', '/country/ca?tab=work-opportunities')
	// The guides hold no fact on intakes yet: each cell says so instead of a guess.
	const intakes = page.getByRole('region', { name: 'Intakes' })
	await expect(intakes.getByText('The guide has no checked figure for this yet.')).toHaveCount(2)
	await expect(intakes.getByRole('link', { name: /^More in the UK guide\s*: Intakes$/ })).toHaveAttribute('href', '/country/united-kingdom?tab=admissions')
}

test.describe('with JavaScript', () => {
	test('a family compares two countries, and the shared URL shows the same comparison', async ({ page, browser }) => {
		await compareUkAndCanada(page)
		await expectUkAndCanada(page)
		const shared = await browser.newPage()
		await shared.goto(page.url())
		await expectUkAndCanada(shared)
		await shared.close()
	})

	test('one country or five is explained, not compared', async ({ page }) => {
		await page.goto('/compare?country=au')
		await expect(page.getByRole('main').getByRole('alert')).toHaveText('Choose at least 2 countries to compare.')
		await expect(page.getByRole('region', { name: 'Tuition' })).toHaveCount(0)
		await page.goto('/compare?country=au&country=nz&country=usa&country=ca&country=de')
		await expect(page.getByRole('main').getByRole('alert')).toHaveText('Choose at most 4 countries to compare.')
	})

	test('readable on a 360 px phone: nothing wider than the screen', async ({ page }) => {
		await page.setViewportSize({ width: 360, height: 740 })
		await page.goto('/compare?country=united-kingdom&country=ca&country=au&country=sweden')
		await expect(page.getByRole('region', { name: 'Tuition' })).toBeVisible()
		// Anything reaching past the screen's right edge, named for the failure message.
		const tooWide = await page.evaluate(() =>
			[...document.querySelectorAll('main *')]
				.filter((element) => element.getBoundingClientRect().right > innerWidth + 1)
				.map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`),
		)
		expect(tooWide).toEqual([])
	})

	test('in Punjabi and Hindi too', async ({ page }) => {
		await page.goto('/pa/compare?country=united-kingdom&country=ca')
		await expect(page.getByRole('heading', { level: 1, name: 'ਪੜ੍ਹਾਈ ਲਈ ਦੇਸ਼ਾਂ ਦੀ ਤੁਲਨਾ' })).toBeVisible()
		await expect(page.getByRole('region', { name: 'ਵੀਜ਼ਾ ਫ਼ੀਸ' })).toBeVisible()
		await page.goto('/hi/compare')
		await expect(page.getByRole('heading', { level: 1, name: 'पढ़ाई के लिए देशों की तुलना' })).toBeVisible()
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the comparison works, and "Talk to a counsellor" stores a lead that carries it', async ({ page, browser }) => {
		// Signing in as staff to read the lead takes a while on a busy machine.
		test.slow()
		await compareUkAndCanada(page)
		await expectUkAndCanada(page)
		const name = `Compare ${crypto.randomBytes(3).toString('hex')}`
		const lead = page.getByRole('form', {
			name: 'Talk to a counsellor about this',
		})
		await lead.getByLabel('Full name').fill(name)
		await lead.getByLabel('Email').fill('not-an-email')
		await lead.getByLabel('Mobile number').fill(uniqueMobile())
		await lead.getByRole('button', { name: 'Ask a counsellor to call me' }).click()
		await expect(page.getByRole('form', { name: 'Talk to a counsellor about this' }).getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
		await page.getByRole('form', { name: 'Talk to a counsellor about this' }).getByLabel('Email').fill(uniqueEmail('compare'))
		await page.getByRole('button', { name: 'Ask a counsellor to call me' }).click()
		await expect(page.getByRole('form', { name: 'Talk to a counsellor about this' }).getByRole('status')).toHaveText(
			'Thank you! A counsellor will call you within 24 hours about this.',
		)
		// The comparison is still on the page after the post.
		await expectUkAndCanada(page)

		const staff = await browser.newPage()
		await signInWithTwoFactor(staff, ADMIN)
		await staff.goto(`/admin?q=${encodeURIComponent(name)}`)
		await staff.getByRole('link', { name }).click()
		await expect(staff.getByText('Compared: UK, Canada')).toBeVisible()
		await expect(staff.getByText(/Work hours during study:\s*- UK: Work allowed in term time: 20 hours a week/)).toBeVisible()
		await expect(
			staff.getByText('/compare?country=united-kingdom&country=ca', {
				exact: true,
			}),
		).toBeVisible()
		await staff.close()
	})
})
