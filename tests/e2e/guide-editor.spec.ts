import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { signInWithTwoFactor } from './support'

/** The editor account the test server has from its start (playwright.config.ts webServer). */
const EDITOR = { email: 'editor@welsh.test', password: 'Content-Desk-2026!' }

async function logIn(page: Page) {
	await signInWithTwoFactor(page, EDITOR)
}

/** Today in the institute's time zone, as the guide writes it ("24 November 2026"). */
const today = () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date())

// Each test edits a guide of its own, so tests running side by side never meet. A guide's editor is a
// long form (every field of eight tabs), slower to check with axe than the other studio pages.
test.slow()

test('an editor changes a guide’s FAQ answer, the draft survives a reload, the preview shows it, and once published the public guide does', async ({ page }) => {
	const answer = 'Pre-enrolment is the Universitaly step where your university confirms your place; do it as soon as you have an offer (edited in the studio).'
	await logIn(page)
	await page.goto('/admin/content')
	await page.getByRole('main').getByRole('link', { name: 'Country guides', exact: true }).click()
	await page.getByRole('link', { name: 'Italy' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Italy' })).toBeVisible()
	await expectNoAxeViolations(page)

	const field = page.getByRole('textbox', { name: 'FAQ 1: answer', exact: true })
	await field.fill(answer)
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'The saved draft changes' })).toBeVisible()
	await expect(page.getByText('FAQs 1: answer', { exact: true })).toBeVisible()
	await page.reload()
	await expect(page.getByRole('textbox', { name: 'FAQ 1: answer', exact: true })).toHaveValue(answer)

	// Visitors still see the published answer.
	const visitor = await page.context().browser()!.newPage()
	await visitor.goto('/country/italy?tab=faqs')
	await expect(visitor.getByText(answer)).toHaveCount(0)

	await page.getByRole('link', { name: 'Preview the saved draft' }).click()
	await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Preview of the saved draft')
	await page.getByRole('tab', { name: 'FAQS' }).click()
	await page.getByRole('button', { name: 'What is Universitaly pre-enrolment?' }).click()
	await expect(page.getByText(answer)).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: 'Back to the editor' }).click()

	await page.getByRole('button', { name: 'Publish', exact: true }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows it now.' })).toBeVisible()
	await expect(page.getByRole('heading', { name: /^Published by Harleen Editor/ }).first()).toBeVisible()

	await visitor.goto('/country/italy?tab=faqs')
	await visitor.getByRole('button', { name: 'What is Universitaly pre-enrolment?' }).click()
	await expect(visitor.getByText(answer)).toBeVisible()
	await visitor.close()
})

test('rows are added, moved and removed; a bad value is refused under its field with focus on it, and a stale save keeps the text', async ({ page, browser }) => {
	await logIn(page)
	await page.goto('/admin/content/country-guide/poland')
	const faqs = page.getByRole('group', { name: 'FAQs', exact: true })
	const count = await faqs.getByRole('textbox', { name: /^FAQ \d+: question$/ }).count()
	await page.getByRole('button', { name: 'Add an FAQ' }).click()
	const question = page.getByRole('textbox', { name: `FAQ ${count + 1}: question`, exact: true })
	await expect(question).toBeVisible()
	await question.fill('Is this a new question?')
	await page.getByRole('button', { name: `Move FAQ ${count + 1} up` }).click()
	await expect(page.getByRole('textbox', { name: `FAQ ${count}: question`, exact: true })).toHaveValue('Is this a new question?')

	// Its answer is empty: refused under the field, which gets the focus, and nothing typed is lost.
	await page.getByRole('button', { name: 'Save draft' }).click()
	const emptyAnswer = page.getByRole('textbox', { name: `FAQ ${count}: answer`, exact: true })
	await expect(emptyAnswer).toHaveAttribute('aria-invalid', 'true')
	await expect(emptyAnswer).toBeFocused()
	await expect(page.getByRole('textbox', { name: `FAQ ${count}: question`, exact: true })).toHaveValue('Is this a new question?')
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: `Remove FAQ ${count}` }).click()
	await expect(page.getByRole('textbox', { name: /^FAQ \d+: question$/ })).toHaveCount(count)

	const whyStudy = page.getByRole('textbox', { name: 'Why study here', exact: true })
	await whyStudy.fill('Text this editor wrote, to be kept.')
	// A second editor saves first, from the same version.
	const other = await browser.newPage()
	await logIn(other)
	await other.goto('/admin/content/country-guide/poland')
	await other.getByRole('textbox', { name: 'Currency', exact: true }).fill('Polish złoty (PLN), edited')
	await other.getByRole('button', { name: 'Save draft' }).click()
	await expect(other.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()
	await other.close()

	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Someone else saved this entry after you opened it' })).toBeVisible()
	await expect(whyStudy).toHaveValue('Text this editor wrote, to be kept.')
})

test('Mark as reviewed, by keyboard: the public guide then says it was reviewed today by the editor', async ({ page }) => {
	await page.goto('/country/spain')
	await expect(page.getByText(/Last reviewed on/)).toContainText('Last reviewed on 23 November 2026 by the content team.')

	await logIn(page)
	await page.goto('/admin/content/country-guide/spain')
	const review = page.getByRole('region', { name: 'Review' })
	await expect(review).toContainText('Last reviewed by the content team')
	// Reached with Tab from the editor's last button, used with Enter.
	await page.getByRole('button', { name: 'Publish', exact: true }).focus()
	const mark = page.getByRole('button', { name: 'Mark as reviewed' })
	for (let i = 0; i < 10; i++) {
		await page.keyboard.press('Tab')
		if (await mark.evaluate((el) => el === document.activeElement)) break
	}
	await expect(mark).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page.getByRole('status').filter({ hasText: 'Marked as reviewed' })).toBeVisible()
	await expect(review).toContainText('Last reviewed by Harleen Editor')

	await page.goto('/country/spain')
	await expect(page.getByText(/Last reviewed on/)).toContainText(`Last reviewed on ${today()} by Harleen Editor.`)
})

test('the review list and the studio home say which guides and facts are due', async ({ page }) => {
	await logIn(page)
	await page.goto('/admin/content')
	await expect(page.getByText(/country guides? (is|are) due for review/)).toContainText(/guide facts? (is|are) due for a check \(not checked for 6 months\)/)
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: 'See what is due for review' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Due for review' })).toBeVisible()
	await expect(page.getByRole('heading', { level: 2, name: 'Country guides not reviewed for 90 days' })).toBeVisible()
	// The shipped guides were re-checked on 2026-11-23, less than 90 days ago (the list's order: guide-reviews.server.test.ts).
	await expect(page.getByText('Every guide was reviewed in the last 90 days.')).toBeVisible()
	// The facts were checked on 2026-11-23 too; which are due is tested in facts.server.test.ts.
	await expect(page.getByRole('heading', { level: 2, name: 'Guide facts not checked for 6 months' })).toBeVisible()
	await expect(page.getByText('Every fact was checked in the last 6 months.')).toBeVisible()
	await expectNoAxeViolations(page)
})
