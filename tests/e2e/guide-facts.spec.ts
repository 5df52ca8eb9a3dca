import { expect, expectNoAxeViolations, test } from './fixtures'
import { signInWithTwoFactor } from './support'

/** Accounts the test server has from its start (playwright.config.ts webServer). */
const EDITOR = { email: 'editor@welsh.test', password: 'Content-Desk-2026!' }

test('each figure of a guide carries its as-of note: a link to the source, reached by Tab, named for screen readers', async ({ page }) => {
	await page.goto('/country/united-kingdom?tab=admissions')
	const panel = page.getByRole('tabpanel', { name: 'ADMISSIONS' })
	await expect(panel).toContainText('£1,529')
	const note = panel.getByRole('link', { name: /^as of Nov 2025 · GOV\.UK ?, the source of Living costs to show, London/ })
	await expect(note).toHaveAttribute('href', 'https://www.gov.uk/student-visa/money')
	// Keyboard: Tab from the tab list reaches the note (no tabindex keeps it out).
	await page.getByRole('tab', { name: 'ADMISSIONS' }).focus()
	let reached = false
	for (let presses = 0; presses < 40 && !reached; presses++) {
		await page.keyboard.press('Tab')
		reached = await note.evaluate((link) => link === document.activeElement)
	}
	expect(reached, 'the note is reached by Tab').toBe(true)
	// An unconfirmed fee is a link to check the current amount, never a number.
	await page.goto('/country/united-kingdom?tab=visa')
	await expect(page.getByRole('tabpanel', { name: 'VISA' }).getByRole('link', { name: /^check the current amount on GOV\.UK: UK visa fees/ }).first()).toBeVisible()
	await expectNoAxeViolations(page)
})

test('an editor corrects a figure once in the studio and the guide shows it everywhere; a stale edit is refused with the form kept', async ({ page, browser }) => {
	// Two editors, two sign-ins and five pages checked by axe.
	test.slow()
	await signInWithTwoFactor(page, EDITOR)
	await page.goto('/admin/content')
	await page.getByRole('link', { name: /^Guide facts/ }).click()
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: 'UK', exact: true }).click()
	await page.getByRole('searchbox', { name: 'Search by key, label, figure or source' }).fill('personal allowance')
	await page.getByRole('button', { name: 'Search' }).click()
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: /Personal Allowance/i }).click()
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expectNoAxeViolations(page)

	// A second editor opens the same version before the first saves.
	const other = await browser.newPage()
	await signInWithTwoFactor(other, EDITOR)
	await other.goto(page.url())

	await page.getByRole('textbox', { name: 'Figure', exact: true }).fill('12,600')
	await page.getByLabel('Checked on').fill('2026-11-24')
	await page.getByRole('button', { name: 'Save fact' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Fact saved' })).toBeVisible()

	await other.getByRole('textbox', { name: 'Figure', exact: true }).fill('13,000')
	await other.getByRole('button', { name: 'Save fact' }).click()
	await expect(other.getByRole('alert').filter({ hasText: 'Someone else saved this fact' })).toBeVisible()
	await expect(other.getByRole('textbox', { name: 'Figure', exact: true })).toHaveValue('13,000')
	await other.close()

	await page.goto('/country/united-kingdom?tab=work-opportunities')
	await expect(page.getByRole('tabpanel', { name: 'WORK OPPORTUNITIES' })).toContainText('£12,600')
	await expect(page.getByRole('tabpanel', { name: 'WORK OPPORTUNITIES' })).not.toContainText('£12,570')
})

test('the exchange-rate table: a rate with its date shows rupee amounts where a guide asks for them', async ({ page }) => {
	test.slow()
	await signInWithTwoFactor(page, EDITOR)
	await page.goto('/admin/content/exchange-rates')
	await expect(page.getByRole('heading', { level: 1, name: 'Exchange rates' })).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByRole('spinbutton', { name: 'Rupees for 1 GBP' }).fill('110.5')
	await page.getByRole('button', { name: 'Save exchange rates' }).click()
	// A rate without its date is refused under the field, the rate kept.
	await expect(page.getByRole('group', { name: 'GBP' }).getByText('A rate needs the date it was published for.')).toBeVisible()
	await expect(page.getByRole('spinbutton', { name: 'Rupees for 1 GBP' })).toHaveValue('110.5')
	await page.getByLabel('Date of the GBP rate').fill('2026-11-20')
	await page.getByRole('button', { name: 'Save exchange rates' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Exchange rates saved' })).toBeVisible()
	await expectNoAxeViolations(page)

	// The cost tab asks for its figures in rupees: at £1,529 and ₹110.5, about ₹1.7 lakh, with the rate's date.
	await page.goto('/country/united-kingdom?tab=cost-of-living')
	await expect(page.getByRole('tabpanel', { name: 'COST OF LIVING' })).toContainText('£1,529 (about ₹1.7 lakh; rate of 20 Nov 2026, FBIL reference rates)')

	// The rate goes again: other tests (the planner's) read the shipped table, which has none.
	await page.goto('/admin/content/exchange-rates')
	await page.getByRole('spinbutton', { name: 'Rupees for 1 GBP' }).fill('')
	await page.getByLabel('Date of the GBP rate').fill('')
	await page.getByRole('button', { name: 'Save exchange rates' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Exchange rates saved' })).toBeVisible()
	await page.goto('/country/united-kingdom?tab=cost-of-living')
	await expect(page.getByRole('tabpanel', { name: 'COST OF LIVING' })).not.toContainText('rate of 20 Nov 2026')
})

test('a fact keeps its revisions: who, when and what changed; an earlier one is restored and the guide shows it', async ({ page }) => {
	test.slow()
	await signInWithTwoFactor(page, EDITOR)
	await page.goto('/admin/content/facts/united-kingdom/ihs-graduate-yearly')
	await expect(page.getByRole('heading', { level: 2, name: 'Revisions' })).toBeVisible()
	for (const figure of ['1,100', '1,200']) {
		await page.getByRole('textbox', { name: 'Figure', exact: true }).fill(figure)
		await page.getByRole('button', { name: 'Save fact' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Fact saved' })).toBeVisible()
		// The form starts again from the stored figure, at its new version.
		await expect(page.getByRole('textbox', { name: 'Figure', exact: true })).toHaveValue(figure.replace(',', ''))
	}
	const revisions = page.getByRole('region', { name: 'Revisions' }).getByRole('listitem')
	await expect(revisions).toHaveCount(2)
	await revisions.first().getByText(/^What changed/).click()
	await expect(revisions.first()).toContainText('Figure')
	await expect(revisions.first()).toContainText('1100')
	await expect(revisions.first()).toContainText('1200')
	await expectNoAxeViolations(page)

	await revisions.nth(1).getByRole('button', { name: 'Restore this version' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Version restored' })).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Figure', exact: true })).toHaveValue('1100')
	await expect(revisions).toHaveCount(3)

	await page.goto('/country/united-kingdom?tab=visa')
	await expect(page.getByRole('tabpanel', { name: 'VISA' })).toContainText('£1,100')
})
