import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'

/** The editor the test server has from its start (playwright.config.ts webServer). */
const EDITOR = { email: 'editor@welsh.test', password: 'Content-Desk-2026!' }

async function logIn(page: Page) {
	const res = await page.request.post('/login', { form: { mode: 'dialog', ...EDITOR } })
	expect(res.ok(), await res.text()).toBe(true)
}

// Each test walks through several studio and public pages (each checked by axe on arrival).
test.describe.configure({ timeout: 120_000 })

/** A key no other run or test uses: entries cannot be deleted, only unpublished. */
const uniqueKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`

async function publish(page: Page) {
	await page.getByRole('button', { name: 'Publish', exact: true }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible()
}

async function createEntry(page: Page, type: string, key: string) {
	await page.goto(`/admin/content/${type}`)
	await page.getByRole('textbox', { name: 'Key' }).fill(key)
	await page.getByRole('button', { name: 'Create' }).click()
	await expect(page).toHaveURL(`/admin/content/${type}/${key}`)
}

test('an editor changes a FAQ answer and a figure of the visa page, publishes both, and the public pages show them', async ({ page }) => {
	await logIn(page)
	await page.goto('/admin/content')
	await page.getByRole('main').getByRole('link', { name: 'Home FAQ', exact: true }).click()
	await page.getByRole('link', { name: 'Can my parents come to the counselling session?' }).click()
	await expectNoAxeViolations(page)
	const answer = 'Please bring them: parents are welcome at every session, in Punjabi, Hindi or English.'
	await page.getByRole('textbox', { name: 'Answer (English)' }).fill(answer)
	await publish(page)

	await page.goto('/admin/content/service')
	await expectNoAxeViolations(page)
	// The six service pages are fixed: no new ones.
	await expect(page.getByRole('textbox', { name: 'Key' })).toHaveCount(0)
	await page.getByRole('link', { name: 'Visa Assistance' }).click()
	const figures = page.getByRole('textbox', { name: 'Figures (English)' })
	await expect(figures).toHaveValue(/^98% \| Visa success rate for files we prepared$/m)
	await figures.fill('Ninety-eight percent\n15+ | Years of visa filing experience')
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(figures).toHaveAttribute('aria-invalid', 'true')
	await expect(figures).toHaveAccessibleDescription(/Write each figure on its own line as: value \| label/)
	await figures.fill('97% | Visa success rate for files we prepared\n15+ | Years of visa filing experience')
	await publish(page)
	await expectNoAxeViolations(page)

	await page.goto('/')
	await page.getByRole('button', { name: 'Can my parents come to the counselling session?' }).click()
	await expect(page.getByText(answer)).toBeVisible()
	// Any signed-in user may read the service pages; the editor is one.
	await page.goto('/services/visa')
	const inFigures = page.getByRole('region', { name: 'In figures' })
	await expect(inFigures.getByRole('definition')).toHaveText(['97%', '15+'])
	await expect(inFigures.getByRole('term')).toHaveText(['Visa success rate for files we prepared', 'Years of visa filing experience'])
})

test('a new journal post is created, written, previewed and published: /journal lists it first, it has its page and the sitemap lists it', async ({ page }) => {
	const key = uniqueKey('open-day')
	await logIn(page)
	await page.goto('/admin/content/journal-post')
	await expectNoAxeViolations(page)
	// A key breaking the rule is refused beside its field; one in use too.
	await page.getByRole('textbox', { name: 'Key' }).fill('Open Day!')
	await page.getByRole('button', { name: 'Create' }).click()
	const keyField = page.getByRole('textbox', { name: 'Key' })
	await expect(keyField).toHaveAccessibleDescription(/Use lowercase letters, digits and single hyphens, such as ielts-tips-2027/)
	await keyField.fill('statement-of-purpose-tips')
	await page.getByRole('button', { name: 'Create' }).click()
	await expect(keyField).toHaveAccessibleDescription(/An entry with this key exists already: choose another\./)
	await expect(keyField).toHaveValue('statement-of-purpose-tips')

	await createEntry(page, 'journal-post', key)
	await expect(page.getByRole('heading', { level: 1, name: key })).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByRole('textbox', { name: 'Title (English)' }).fill('Open day at the institute')
	await page.getByRole('textbox', { name: 'Summary (English)' }).fill('Meet our counsellors and trainers on Saturday.')
	await page.getByRole('textbox', { name: 'Body (Markdown) (English)' }).fill('## What to bring\n\nYour **marksheets** and questions.')
	await page.getByRole('textbox', { name: 'Author' }).fill('Welsh Education')
	await page.getByRole('textbox', { name: 'Publish date' }).fill('2030-01-05')
	await page.getByRole('combobox', { name: 'Type' }).selectOption('admin')
	await page.getByRole('textbox', { name: 'Comment count text' }).fill('0 Comments')
	await page.getByRole('textbox', { name: 'Cover image URL' }).fill('/images/journal/ielts-plan.svg')
	await page.getByRole('textbox', { name: 'Cover image alt text (English)' }).fill('A study plan on a desk')
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()

	// Not on the site before it is published.
	expect((await page.request.get(`/journal/${key}`)).status()).toBe(404)
	await page.getByRole('link', { name: 'Preview the saved draft' }).click()
	await expect(page.getByRole('heading', { level: 2, name: 'What to bring' })).toBeVisible()
	await page.getByRole('link', { name: 'Back to the editor' }).click()
	await publish(page)

	await page.goto('/journal')
	await expect(page.getByRole('article').first().getByRole('link')).toHaveText('Open day at the institute')
	await expect(page.getByRole('article')).toHaveCount(6)
	await expect(page.getByRole('navigation', { name: 'Journal pages' }).getByRole('link', { name: 'Next' })).toBeVisible()
	await page.getByRole('article').first().getByRole('link').click()
	await expect(page.getByRole('heading', { level: 1, name: 'Open day at the institute' })).toBeVisible()
	await expect(page.getByText('marksheets', { exact: true })).toHaveJSProperty('tagName', 'STRONG')
	// The footer's latest posts name it too.
	await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Open day at the institute' })).toBeVisible()
	expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/journal/${key}</loc>`)
})

test('a new testimonial shows on the home page once published, and leaves it when unpublished', async ({ page }) => {
	const key = uniqueKey('testimonial')
	const words = `The mock interviews made my visa interview feel easy (${key}).`
	await logIn(page)
	await createEntry(page, 'testimonial', key)
	await page.getByRole('textbox', { name: 'Student’s name' }).fill('Gurpreet Kaur')
	await page.getByRole('textbox', { name: 'Class or batch (English)' }).fill('Visa filing, 2026')
	await page.getByRole('textbox', { name: 'What the student says (English)' }).fill(words)
	await page.getByRole('textbox', { name: 'Photo URL' }).fill('/images/testimonials/simran.svg')
	await page.getByRole('spinbutton', { name: 'Display order' }).fill('5')
	await publish(page)
	await page.goto('/')
	await expect(page.getByRole('region', { name: 'What our students say' }).getByText(words)).toBeVisible()

	await page.goto(`/admin/content/testimonial/${key}`)
	await page.getByRole('button', { name: 'Unpublish (take off the site)' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toBeVisible()
	await page.goto('/')
	await expect(page.getByText(words)).toHaveCount(0)
})

test('a FAQ item is created and published by keyboard alone', async ({ page }) => {
	const key = uniqueKey('faq')
	const question = `Do you teach on Sundays (${key})?`
	await logIn(page)
	await page.goto('/admin/content/faq')
	await page.getByRole('textbox', { name: 'Key' }).focus()
	await page.keyboard.type(key)
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(`/admin/content/faq/${key}`)
	await page.getByRole('textbox', { name: 'Question (English)' }).focus()
	await page.keyboard.type(question)
	// On through the Punjabi and Hindi versions to the answer, then on to Publish.
	const answer = page.getByRole('textbox', { name: 'Answer (English)' })
	const publishButton = page.getByRole('button', { name: 'Publish', exact: true })
	for (let i = 0; i < 10 && !(await answer.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
	await expect(answer).toBeFocused()
	await page.keyboard.type('Yes: the weekend IELTS batch meets on Saturdays and Sundays.')
	const order = page.getByRole('spinbutton', { name: 'Display order' })
	for (let i = 0; i < 10 && !(await order.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
	await expect(order).toBeFocused()
	await page.keyboard.type('200')
	for (let i = 0; i < 20 && !(await publishButton.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
	await expect(publishButton).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible()
	await page.goto('/')
	await expect(page.getByRole('button', { name: question })).toBeVisible()
})

test('the about page and a team member open in the studio without axe violations, and their preview shows the page', async ({ page }) => {
	await logIn(page)
	await page.goto('/admin/content/about/about')
	await expect(page.getByRole('textbox', { name: 'Director’s message (English)' })).toHaveValue(/^I believe education is not a product/)
	await expectNoAxeViolations(page)
	await page.goto('/admin/content/team-member/navneet-kaur-gill')
	await page.getByRole('textbox', { name: 'Role (English)' }).fill('Co-founder and Director of Counselling and Training')
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()
	await page.getByRole('link', { name: 'Preview the saved draft' }).click()
	await expect(page.getByText('Co-founder and Director of Counselling and Training')).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: 'Back to the editor' }).click()
	await page.getByRole('button', { name: 'Discard the draft' }).click()
	await expect(page.getByRole('heading', { name: 'The saved draft changes' })).toHaveCount(0)
	await expect(page.getByRole('textbox', { name: 'Role (English)' })).toHaveValue('Co-founder and Director of Counselling')
})

test.describe('on a 360 px phone', () => {
	test.use({ viewport: { width: 360, height: 740 } })

	test('every fee on /fees is on screen, with what it includes under the name', async ({ page }) => {
		await page.goto('/fees')
		const ielts = page.getByRole('table', { name: 'IELTS preparation' })
		await ielts.scrollIntoViewIfNeeded()
		await expect(ielts.getByRole('columnheader')).toHaveText(['Course', 'Fee'])
		const row = ielts.getByRole('row').filter({ hasText: 'Single full mock test' })
		await expect(row.getByRole('rowheader')).toContainText('Marked, with written feedback')
		const fee = row.getByRole('cell').filter({ hasText: '₹500' })
		await fee.scrollIntoViewIfNeeded()
		await expect(fee).toBeInViewport({ ratio: 1 })
		// No table is wider than the screen.
		const overflowing = await page.locator('table').evaluateAll((tables) => tables.filter((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth).length)
		expect(overflowing).toBe(0)
	})
})
