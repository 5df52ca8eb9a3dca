import type { Browser, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { signInWithTwoFactor, uniqueMobile } from './support'

/** The leads desk's account the test server has from its start (playwright.config.ts webServer). */
const STAFF = { email: 'staff@welsh.test', password: 'Leads-Desk-2026!' }
const SHARED = '/plan?country=united-kingdom&country=ca&level=undergraduate&city=capital&years=3&loan=2000000&rate=10&tenure=84&grace=6'

/** Two countries with the family's own rates and offer-letter tuition (issue 19): the plan's one URL. */
const WITH_FIGURES = '/plan?country=united-kingdom&country=ca&level=undergraduate&city=capital&years=3&fee.united-kingdom=18500&fee.ca=30000&fx.CAD=61.2&fx.GBP=107.5'

/**
 * The all-in totals of WITH_FIGURES, worked by hand. UK: £18,500 tuition + £1,529 × 12 living +
 * £776 health surcharge = £37,624 a year × ₹107.5 = ₹40,44,580 (₹40.4 lakh); × 3 = £112,872,
 * ₹1,21,33,740 (₹1.2 crore). Canada: CA$30,000 + CA$22,895 = CA$52,895 a year × ₹61.2 =
 * ₹32,37,174 (₹32.4 lakh); × 3 = CA$158,685, ₹97,11,522 (₹97.1 lakh).
 */
async function expectAllInTotals(page: Page) {
	const table = page.getByRole('table', { name: 'Costs of studying in UK, Canada, each year and for the whole course' })
	const [uk, canada] = [0, 1].map((index) => table.getByRole('row', { name: /^Total of the figures known/ }).getByRole('cell').nth(index))
	await expect(uk!).toContainText('Each year: £37,624 ≈ ₹40.4 lakh')
	await expect(uk!).toContainText('Whole course: £112,872 ≈ ₹1.2 crore')
	await expect(uk!).toContainText('at your rate of ₹107.5 per GBP')
	await expect(uk!).toContainText('Not in the total: Visa and health fees, Insurance, Flights.')
	await expect(canada!).toContainText('Each year: CA$52,895 ≈ ₹32.4 lakh')
	await expect(canada!).toContainText('Whole course: CA$158,685 ≈ ₹97.1 lakh')
	await expect(canada!).toContainText('at your rate of ₹61.2 per CAD')
	// The tuition typed is "your figure", with the rate that made its rupees; every rupee figure names the family's rate.
	const tuition = table.getByRole('row', { name: /^Tuition/ })
	await expect(tuition.getByRole('cell').nth(0).getByText('Your figure', { exact: true })).toBeVisible()
	await expect(tuition.getByRole('cell').nth(0)).toContainText('Each year: £18,500 ≈ ₹19.9 lakh (at your rate of ₹107.5 per GBP)')
	await expect(tuition.getByRole('cell').nth(1)).toContainText('Each year: CA$30,000 ≈ ₹18.4 lakh (at your rate of ₹61.2 per CAD)')
	await expect(tuition.getByRole('cell').nth(1)).toContainText('Whole course: CA$90,000 ≈ ₹55.1 lakh (at your rate of ₹61.2 per CAD)')
	await expect(tuition.getByRole('cell').nth(1)).toContainText("The total uses your figure, not the guide's.")
	await expect(table.getByRole('row', { name: /^Living costs/ })).toContainText('Each year: £18,348 ≈ ₹19.7 lakh (at your rate of ₹107.5 per GBP)')
	const rates = page.getByRole('region', { name: 'Exchange rates used' })
	await expect(rates.getByRole('listitem')).toHaveText(['₹107.5 per GBP: the rate you entered, not an official figure', '₹61.2 per CAD: the rate you entered, not an official figure'])
}

function uniqueName(first: string) {
	return `${first} ${Date.now().toString(36)}${process.pid}`
}

/** Sends "Talk to a counsellor about this plan" as `name`; a staff member's page and the inbox's CSV rows of that name. */
async function talkToACounsellor(page: Page, browser: Browser, name: string) {
	const leadForm = page.getByRole('form', { name: 'Take this plan further' })
	await leadForm.getByRole('textbox', { name: 'Your name' }).fill(name)
	await leadForm.getByRole('textbox', { name: 'Mobile number (for a call)' }).fill(uniqueMobile())
	await leadForm.getByRole('button', { name: 'Talk to a counsellor about this plan' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'A counsellor will contact you within 24 hours about this plan.' })).toBeVisible()
	const staff = await browser.newPage()
	await signInWithTwoFactor(staff, STAFF)
	const csv = await (await staff.request.get(`/admin/leads.csv?q=${encodeURIComponent(name)}`)).text()
	return { staff, csv }
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
	const name = uniqueName('Planpreet Singh')
	const { staff, csv } = await talkToACounsellor(page, browser, name)
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

test("with JavaScript a family enters today's rates and the tuition of their offer letters: the all-in cost of two countries in rupees, the same from the shared URL, and the lead carries it", async ({ page, browser }) => {
	await page.goto('/plan')
	await page.getByRole('combobox', { name: 'Country 1' }).selectOption('united-kingdom')
	await page.getByRole('combobox', { name: 'Country 2' }).selectOption('ca')
	await page.getByRole('button', { name: 'Show my plan' }).click()
	// The plan asks for a rate for each of its currencies and for the tuition the guides give only as a range.
	const figures = page.getByRole('group', { name: 'Your rates and fees, for totals in rupees' })
	const gbp = figures.getByRole('spinbutton', { name: 'Rupees for 1 GBP' })
	await expect(gbp).toHaveAccessibleDescription(/Use today's rate from your bank or remittance provider\./)
	await expect(figures.getByRole('link', { name: 'Official reference: FBIL reference rates' })).toHaveAttribute('href', 'https://www.fbil.org.in/')
	await expect(figures.getByRole('link', { name: 'Official reference: CBIC customs exchange rates' })).toHaveAttribute('href', 'https://www.cbic.gov.in/')
	await expect(page.getByRole('table').getByRole('row', { name: /^Total of the figures known/ }).getByRole('cell').nth(1)).toContainText('The total in rupees needs a rate for CAD: enter it above.')
	await gbp.fill('107.5')
	await figures.getByRole('spinbutton', { name: 'Rupees for 1 CAD' }).fill('61.2')
	await figures.getByRole('spinbutton', { name: 'Yearly tuition, UK, in GBP' }).fill('18500')
	await figures.getByRole('spinbutton', { name: 'Yearly tuition, Canada, in CAD' }).fill('30000')
	await page.getByRole('button', { name: 'Show my plan' }).click()
	await expect(page).toHaveURL(/fx\.GBP=107\.5&fx\.CAD=61\.2&fee\.united-kingdom=18500&fee\.ca=30000/)
	await expect(page.getByRole('link', { name: 'Link to this plan' })).toHaveAttribute('href', WITH_FIGURES)
	await expectAllInTotals(page)
	await expectNoAxeViolations(page)

	// The shared URL, opened afresh, gives the same totals and keeps the figures in their fields.
	const shared = await page.context().newPage()
	await shared.goto(WITH_FIGURES)
	await expectAllInTotals(shared)
	await expect(shared.getByRole('spinbutton', { name: 'Rupees for 1 GBP' })).toHaveValue('107.5')
	await expect(shared.getByRole('spinbutton', { name: 'Yearly tuition, Canada, in CAD' })).toHaveValue('30000')
	await shared.close()

	// "Talk to a counsellor": the lead carries the family's figures, as theirs, and the plan's URL with them.
	const name = uniqueName('Ratepreet Kaur')
	const { staff, csv } = await talkToACounsellor(page, browser, name)
	const leadId = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/.exec(csv)?.[1]
	expect(leadId).toBeDefined()
	await staff.goto(`/admin/leads/${leadId}`)
	const message = staff.getByRole('definition').filter({ hasText: 'Talk to a counsellor about this plan' })
	await expect(message).toContainText("UK: whole course ₹1.2 crore, each year ₹40.4 lakh (at the family's rates: ₹107.5 per GBP).")
	await expect(message).toContainText('Tuition the family entered from the offer letter: CA$30,000 a year.')
	await expect(message).toContainText('Exchange rates the family entered (not official figures): ₹61.2 per CAD, ₹107.5 per GBP.')
	await expect(message).toContainText(WITH_FIGURES)
	await staff.close()
})

test('without JavaScript the rates and fees work too, and a figure out of range comes back to its field with a message', async ({ browser }) => {
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	await page.goto('/plan?country=united-kingdom&country=ca&level=undergraduate&city=capital&years=3')
	await page.getByRole('spinbutton', { name: 'Rupees for 1 GBP' }).fill('107.5')
	await page.getByRole('spinbutton', { name: 'Rupees for 1 CAD' }).fill('61.2')
	await page.getByRole('spinbutton', { name: 'Yearly tuition, UK, in GBP' }).fill('18500')
	await page.getByRole('spinbutton', { name: 'Yearly tuition, Canada, in CAD' }).fill('30000')
	await page.getByRole('button', { name: 'Show my plan' }).click()
	await expect(page.getByRole('link', { name: 'Link to this plan' })).toHaveAttribute('href', WITH_FIGURES)
	await expectAllInTotals(page)

	// A rate of 0 from a link typed by hand: the plan goes on without it, the field keeps it and says why.
	await page.goto('/plan?country=united-kingdom&country=ca&years=3&fx.GBP=0&fx.CAD=61.2&fee.ca=30000')
	const gbp = page.getByRole('spinbutton', { name: 'Rupees for 1 GBP' })
	await expect(gbp).toHaveValue('0')
	await expect(gbp).toHaveAccessibleDescription(/Enter a rate from 0\.01 to 1,00,000 rupees\./)
	await expect(page.getByRole('spinbutton', { name: 'Rupees for 1 CAD' })).toHaveValue('61.2')
	await expect(page.getByRole('table').getByRole('row', { name: /^Total of the figures known/ }).getByRole('cell').nth(0)).toContainText('The total in rupees needs a rate for GBP: enter it above.')
	await expect(page.getByRole('table').getByRole('row', { name: /^Total of the figures known/ }).getByRole('cell').nth(1)).toContainText('Each year: CA$52,895 ≈ ₹32.4 lakh')
	await context.close()

	// axe runs in the page, so it checks the same answer with JavaScript on.
	const withScript = await browser.newContext()
	const checked = await withScript.newPage()
	await checked.goto('/plan?country=united-kingdom&country=ca&years=3&fx.GBP=0&fx.CAD=61.2&fee.ca=30000')
	await expect(checked.getByRole('spinbutton', { name: 'Rupees for 1 GBP' })).toHaveAttribute('aria-invalid', 'true')
	await expectNoAxeViolations(checked)
	await withScript.close()
})
