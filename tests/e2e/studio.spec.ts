import { expect, expectNoAxeViolations, test } from './fixtures'
import { signInWithTwoFactor, signUpViaApi } from './support'

/** Accounts the test server has from its start (playwright.config.ts webServer). */
const EDITOR = { email: 'editor@welsh.test', password: 'Content-Desk-2026!' }
const STAFF = { email: 'staff@welsh.test', password: 'Leads-Desk-2026!' }
const ADMIN = { email: 'admin@welsh.test', password: 'Counsel-Desk-2026!' }


// Each test edits a course of its own, so tests running side by side never meet.
test('an editor changes a course’s duration, previews the draft, publishes, and the public page shows it', async ({ page }) => {
	const course = '/course/german-a1-beginners'
	await signInWithTwoFactor(page, EDITOR)
	await page.goto('/admin/content')
	await page.getByRole('main').getByRole('link', { name: 'Courses', exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible()
	await page.getByRole('searchbox', { name: 'Search by title or key' }).fill('german-a1')
	await page.getByRole('button', { name: 'Search' }).click()
	await page.getByRole('link', { name: /German/ }).first().click()
	await expectNoAxeViolations(page)

	const duration = page.getByRole('textbox', { name: 'Duration (English)' })
	await duration.fill('14 weeks')
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'The saved draft changes' })).toBeVisible()
	await expectNoAxeViolations(page)

	// Visitors still see the published duration.
	const visitor = await page.context().browser()!.newPage()
	await visitor.goto(course)
	await expect(visitor.getByRole('definition').filter({ hasText: '14 weeks' })).toHaveCount(0)

	await page.getByRole('link', { name: 'Preview the saved draft' }).click()
	await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Preview of the saved draft')
	await expect(page.getByRole('definition').filter({ hasText: '14 weeks' })).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: 'Back to the editor' }).click()

	await page.getByRole('button', { name: 'Publish', exact: true }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows it now.' })).toBeVisible()
	await expect(page.getByRole('heading', { name: /^Published by Harleen Editor/ }).first()).toBeVisible()

	// The public page shows it at once (the rendered-page cache was dropped too).
	await visitor.goto(course)
	await expect(visitor.getByRole('definition').filter({ hasText: '14 weeks' })).toBeVisible()
	await visitor.close()
})

test('a bad value is refused under its field and nothing typed is lost; a stale save is refused with the text kept', async ({ page, browser }) => {
	await signInWithTwoFactor(page, EDITOR)
	await page.goto('/admin/content/course/french-a1-a2-beginners')
	const name = page.getByRole('textbox', { name: 'Program name (English)' })
	const description = page.getByRole('textbox', { name: 'Program description (English)' })
	await description.fill('A new description the editor wrote.')
	await name.fill('')
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(name).toHaveAttribute('aria-invalid', 'true')
	await expect(name).toBeFocused()
	await expect(description).toHaveValue('A new description the editor wrote.')

	// A second editor saves first, from the same version.
	const other = await browser.newPage()
	await signInWithTwoFactor(other, EDITOR)
	await other.goto('/admin/content/course/french-a1-a2-beginners')
	await other.getByRole('textbox', { name: 'Duration (English)' }).fill('5 months')
	await other.getByRole('button', { name: 'Save draft' }).click()
	await expect(other.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()
	await other.close()

	await name.fill('French A1–A2 for beginners')
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Someone else saved this entry after you opened it' })).toBeVisible()
	await expect(description).toHaveValue('A new description the editor wrote.')
	await expect(name).toHaveValue('French A1–A2 for beginners')
})

test('the editor works by keyboard: a field is edited and Save draft reached with Tab and used with Enter', async ({ page }) => {
	await signInWithTwoFactor(page, EDITOR)
	await page.goto('/admin/content/course/spanish-a1-beginners')
	const duration = page.getByRole('textbox', { name: 'Duration (English)' })
	await duration.focus()
	await page.keyboard.press('ControlOrMeta+a')
	await page.keyboard.type('6 months')
	// Tab on through the Punjabi and Hindi versions and the other fields to Save draft.
	for (let i = 0; i < 40; i++) {
		await page.keyboard.press('Tab')
		if (await page.getByRole('button', { name: 'Save draft' }).evaluate((el) => el === document.activeElement)) break
	}
	await expect(page.getByRole('button', { name: 'Save draft' })).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()
	await expect(duration).toHaveValue('6 months')
})

test('staff (leads) and students are refused the studio; the audit log is for admins only', async ({ page }) => {
	await signInWithTwoFactor(page, STAFF)
	const asStaff = await page.goto('/admin/content')
	expect(asStaff?.status()).toBe(403)
	await expect(page.getByRole('heading', { name: 'This page is for staff' })).toBeVisible()
	await page.request.post('/logout')

	await signUpViaApi(page)
	const asStudent = await page.goto('/admin/content/course/ielts-academic-full-course')
	expect(asStudent?.status()).toBe(403)
	await page.request.post('/logout')

	await signInWithTwoFactor(page, EDITOR)
	expect((await page.goto('/admin/content/audit'))?.status()).toBe(403)
	await page.request.post('/logout')

	await signInWithTwoFactor(page, ADMIN)
	await page.goto('/admin/content')
	await page.getByRole('link', { name: 'Audit log of every content action' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Content audit log' })).toBeVisible()
})

test('a journal post is edited, previewed, published, then its earlier revision restored as a draft', async ({ page }) => {
	const key = 'statement-of-purpose-tips'
	await signInWithTwoFactor(page, EDITOR)
	await page.goto(`/admin/content/journal-post/${key}`)
	const body = page.getByRole('textbox', { name: 'Body (Markdown) (English)' })
	await body.fill('## A new start\n\nWrite about **why** this course, in your own words.')
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()

	await page.getByRole('link', { name: 'Preview the saved draft' }).click()
	await expect(page.getByRole('heading', { level: 2, name: 'A new start' })).toBeVisible()
	await expect(page.getByText('why', { exact: true })).toHaveJSProperty('tagName', 'STRONG')
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: 'Back to the editor' }).click()

	await page.getByRole('button', { name: 'Publish', exact: true }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows it now.' })).toBeVisible()
	await page.goto(`/journal/${key}`)
	await expect(page.getByRole('heading', { level: 2, name: 'A new start' })).toBeVisible()

	// Publish once more, then bring back the first revision as a draft.
	await page.goto(`/admin/content/journal-post/${key}`)
	await page.getByRole('textbox', { name: 'Comment count text' }).fill('3 Comments')
	await page.getByRole('button', { name: 'Publish', exact: true }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows it now.' })).toBeVisible()
	const revisions = page.getByRole('region', { name: 'Revisions' })
	await expect(revisions.getByRole('listitem')).toHaveCount(2)
	await revisions.getByRole('listitem').nth(1).getByRole('button', { name: 'Restore as a draft' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Revision restored as a draft' })).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Comment count text' })).not.toHaveValue('3 Comments')
	await expect(page.getByRole('heading', { name: 'The saved draft changes' })).toBeVisible()
})
