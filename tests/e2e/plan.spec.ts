import { expect, expectNoAxeViolations, test } from './fixtures'
import { signInWithTwoFactor, uniqueMobile } from './support'

/** The leads desk's account the test server has from its start (playwright.config.ts webServer). */
const STAFF = { email: 'staff@welsh.test', password: 'Leads-Desk-2026!' }
const SHARED = '/plan?country=united-kingdom&country=ca&level=undergraduate&city=capital&years=3&loan=2000000&rate=10&tenure=84&grace=6'

function uniqueName(first: string) {
	return `${first} ${Date.now().toString(36)}${process.pid}`
}

test('a family plans two countries with JavaScript: the figures, their sources and the loan; the URL reproduces the plan', async ({ page }) => {
	await page.goto('/plan')
	await expect(page.getByRole('heading', { level: 1, name: 'Cost and funding planner' })).toBeVisible()
	await expect(page.getByText('Choose at least one country to see its costs.')).toBeVisible()
	await page.getByRole('combobox', { name: 'Country 1' }).selectOption('united-kingdom')
	await page.getByRole('combobox', { name: 'Country 2' }).selectOption('ca')
	await page.getByRole('combobox', { name: 'Level of study' }).selectOption('undergraduate')
	await page.getByRole('combobox', { name: 'Where you will live' }).selectOption('capital')
	await page.getByRole('spinbutton', { name: 'Number of years' }).fill('3')
	await page.getByRole('spinbutton', { name: 'Loan amount in rupees' }).fill('2000000')
	await page.getByRole('spinbutton', { name: 'Interest rate, % a year' }).fill('10')
	await page.getByRole('spinbutton', { name: 'Repayment period in months' }).fill('84')
	await page.getByRole('spinbutton', { name: 'Grace months after the course' }).fill('6')
	await page.getByRole('button', { name: 'Show my plan' }).click()
	await expect(page).toHaveURL(/\/plan\?country=united-kingdom&country=ca&country=&level=undergraduate&city=capital&years=3&loan=2000000/)
	await expect(page.getByRole('link', { name: 'Link to this plan' })).toHaveAttribute('href', SHARED)

	const table = page.getByRole('table', { name: 'Costs of studying in UK, Canada, each year and for the whole course' })
	await expect(table.getByRole('columnheader', { name: 'UK' })).toBeVisible()
	await expect(table.getByRole('columnheader', { name: 'Canada' })).toBeVisible()
	// London's living costs from the guide's fact, £1,529 a month: £18,348 a year, £55,044 for three years, with its source.
	const living = table.getByRole('row', { name: /^Living costs/ })
	await expect(living).toContainText('Each year: £18,348')
	await expect(living).toContainText('Whole course: £55,044')
	await expect(living.getByRole('link', { name: /^as of Nov 2025 · GOV\.UK ?, the source of Living costs to show, London/ })).toHaveAttribute('href', 'https://www.gov.uk/student-visa/money')
	// No rate is recorded: no rupee figure is made up.
	await expect(living.getByRole('link', { name: /in rupees: check the current rate \(GBP, FBIL reference rates\)/ })).toBeVisible()
	// An unconfirmed fee is a link to check it, never a number; flights have no official figure.
	await expect(table.getByRole('row', { name: /^Visa and health fees/ }).getByRole('link', { name: /^check the current amount on/ }).first()).toBeVisible()
	await expect(table.getByRole('row', { name: /^Flights/ })).toContainText('Fares change daily')
	await expect(table.getByRole('row', { name: /^Proof of funds/ })).toContainText('£13,761')

	// The loan: ₹20,00,000 at 10 % over 36 + 6 months of moratorium: 20,00,000 × 10 × 42 / 1200 = ₹7,00,000.
	const loan = page.getByRole('region', { name: 'Your education loan' })
	await expect(loan).toContainText('₹7,00,000')
	await expect(loan).toContainText('₹27,00,000')
	// EMI on 27,00,000 at 10 % for 84 months = 2.7 × 16,601.18 = ₹44,823
	await expect(loan).toContainText('₹44,823')
	await expectNoAxeViolations(page)

	// The same URL opened afresh shows the same plan.
	const shared = await page.context().newPage()
	await shared.goto(SHARED)
	await expect(shared.getByRole('combobox', { name: 'Country 2' })).toHaveValue('ca')
	await expect(shared.getByRole('table').getByRole('row', { name: /^Living costs/ })).toContainText('Each year: £18,348')
	await expect(shared.getByRole('region', { name: 'Your education loan' })).toContainText('₹44,823')
	await shared.close()
})

test('without JavaScript the form, the plan and "Email me this plan" work, with errors next to the fields', async ({ browser }) => {
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	await page.goto('/plan')
	await page.getByRole('combobox', { name: 'Country 1' }).selectOption('ca')
	await page.getByRole('button', { name: 'Show my plan' }).click()
	await expect(page).toHaveURL(/\/plan\?country=ca&country=&country=&level=undergraduate/)
	await expect(page.getByRole('table').getByRole('row', { name: /^Proof of funds/ })).toContainText('CA$22,895')

	const leadForm = page.getByRole('form', { name: 'Take this plan further' })
	await leadForm.getByRole('button', { name: 'Email me this plan' }).click()
	await expect(leadForm.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription(/Please enter your name/)
	const name = uniqueName('Nojs Kaur')
	await leadForm.getByRole('textbox', { name: 'Your name' }).fill(name)
	await leadForm.getByRole('button', { name: 'Email me this plan' }).click()
	await expect(leadForm.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(/Please enter a valid email address/)
	// The name typed is kept.
	await expect(leadForm.getByRole('textbox', { name: 'Your name' })).toHaveValue(name)
	await leadForm.getByRole('textbox', { name: 'Email address' }).fill('nojs.plan@example.com')
	await leadForm.getByRole('button', { name: 'Email me this plan' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Thank you! We have saved your plan and will email it to you.' })).toBeVisible()
	await context.close()
})

test('"Talk to a counsellor about this plan" stores a lead that carries the plan', async ({ page, browser }) => {
	await page.goto(SHARED)
	const leadForm = page.getByRole('form', { name: 'Take this plan further' })
	const name = uniqueName('Planpreet Singh')
	await leadForm.getByRole('textbox', { name: 'Your name' }).fill(name)
	await leadForm.getByRole('textbox', { name: 'Mobile number (for a call)' }).fill(uniqueMobile())
	await leadForm.getByRole('button', { name: 'Talk to a counsellor about this plan' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'A counsellor will contact you within 24 hours about this plan.' })).toBeVisible()

	const staff = await browser.newPage()
	await signInWithTwoFactor(staff, STAFF)
	const csv = await (await staff.request.get(`/admin/leads.csv?q=${encodeURIComponent(name)}`)).text()
	expect(csv).toContain(name)
	expect(csv).toContain('Talk to a counsellor about this plan')
	expect(csv).toContain('UK: whole course')
	expect(csv).toContain(`/plan?country=united-kingdom&country=ca&level=undergraduate&city=capital&years=3&loan=2000000&rate=10&tenure=84&grace=6`)
	await staff.close()
})

test('the plan in Punjabi and Hindi: its own texts, canonical and language links', async ({ page }) => {
	await page.goto('/pa/plan?country=nz')
	await expect(page.getByRole('heading', { level: 1, name: 'ਖ਼ਰਚਾ ਅਤੇ ਫ਼ੰਡ ਯੋਜਨਾਕਾਰ' })).toBeVisible()
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pa\/plan$/)
	await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute('href', /\/hi\/plan$/)
	await expect(page.getByRole('table').getByRole('row', { name: /^ਵੀਜ਼ੇ ਲਈ ਦਿਖਾਉਣ ਵਾਲੇ ਪੈਸੇ/ })).toContainText('NZ$20,000')
	await expectNoAxeViolations(page)
	await page.goto('/hi/plan')
	await expect(page.getByRole('heading', { level: 1, name: 'ख़र्च और फ़ंड योजनाकार' })).toBeVisible()
})

test('printed, the plan is the page alone: no form, menus or footer', async ({ page }) => {
	await page.goto(SHARED)
	await page.emulateMedia({ media: 'print' })
	await expect(page.getByRole('table')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Show my plan' })).toBeHidden()
	await expect(page.getByRole('button', { name: 'Email me this plan' })).toBeHidden()
	await expect(page.getByRole('contentinfo')).toBeHidden()
	await expect(page.getByRole('banner').first()).toBeHidden()
})

test('on a 360 px phone the table keeps the costs in view and scrolls sideways', async ({ page }) => {
	await page.setViewportSize({ width: 360, height: 740 })
	await page.goto('/plan?country=united-kingdom&country=ca&country=au')
	const region = page.getByRole('region', { name: /^Costs of studying in UK, Canada, Australia/ })
	await expect(region).toBeVisible()
	// The page itself does not scroll sideways; the table's region does.
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
	expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
	await expectNoAxeViolations(page)
})
