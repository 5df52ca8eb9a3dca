import sharp from 'sharp'
import { imageMessages } from '../../app/features/studio/images'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { createEntry, logInAsEditor as logIn, publish, uniqueKey } from './studio-support'

// Each test walks through several studio and public pages (each checked by axe on arrival).
test.describe.configure({ timeout: 120_000 })

test('an editor changes a FAQ answer and the figures of a service page, publishes both, and the public pages show them', async ({ page }) => {
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
	// Career Counselling: the one service page no other test reads figures of.
	await page.getByRole('link', { name: 'Career Counselling' }).click()
	const figures = page.getByRole('textbox', { name: 'Figures (English)' })
	await expect(figures).toHaveValue('')
	await figures.fill('Free\n1:1 | Sessions with one counsellor')
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(figures).toHaveAttribute('aria-invalid', 'true')
	await expect(figures).toHaveAccessibleDescription(/Write each figure on its own line as: value \| label/)
	await expect(figures).toHaveValue('Free\n1:1 | Sessions with one counsellor')
	await figures.fill('Free | First counselling session\n1:1 | Sessions with one counsellor')
	await publish(page)
	await expectNoAxeViolations(page)

	await page.goto('/')
	await page.getByRole('button', { name: 'Can my parents come to the counselling session?' }).click()
	await expect(page.getByText(answer)).toBeVisible()
	// Any signed-in user may read the service pages; the editor is one.
	await page.goto('/services/career')
	const inFigures = page.getByRole('region', { name: 'In figures' })
	await expect(inFigures.getByRole('definition')).toHaveText(['Free', '1:1'])
	await expect(inFigures.getByRole('term')).toHaveText(['First counselling session', 'Sessions with one counsellor'])
})

test('a new journal post is created, written, previewed and published: /journal lists it by date (page 2), it has its page and the sitemap lists it', async ({ page }) => {
	const key = uniqueKey('open-day')
	await logIn(page)
	// The cover is an uploaded image: upload one first.
	const coverAlt = `Open day at the institute ${key}`
	await page.goto('/admin/content/images')
	await page.getByLabel('Image file').setInputFiles({ name: 'open-day.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 800, height: 450, channels: 3, background: '#1e3a8a' } }).png().toBuffer() })
	await page.getByRole('textbox', { name: 'Alt text (English)' }).fill(coverAlt)
	await page.getByRole('button', { name: 'Upload' }).click()
	await expect(page.getByRole('status').filter({ hasText: imageMessages.uploaded })).toBeVisible({ timeout: 30_000 })
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
	await page.getByRole('textbox', { name: 'Publish date' }).fill('2019-06-01')
	await page.getByRole('combobox', { name: 'Type' }).selectOption('admin')
	await page.getByRole('textbox', { name: 'Comment count text' }).fill('0 Comments')
	await page.getByRole('combobox', { name: 'Cover image' }).selectOption({ label: `${coverAlt} (800 × 450)` })
	await page.getByRole('textbox', { name: 'Cover image alt text (English)' }).fill('A study plan on a desk')
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()

	// Not on the site before it is published.
	expect((await page.request.get(`/journal/${key}`)).status()).toBe(404)
	await page.getByRole('link', { name: 'Preview the saved draft' }).click()
	await expect(page.getByRole('heading', { level: 2, name: 'What to bring' })).toBeVisible()
	await page.getByRole('link', { name: 'Back to the editor' }).click()
	await publish(page)

	// Dated before the six seeded posts (newest first, six a page), it is the first post of page 2.
	await page.goto('/journal')
	await expect(page.getByRole('main').getByRole('article')).toHaveCount(6)
	await expect(page.getByRole('link', { name: 'Open day at the institute' })).toHaveCount(0)
	await page.getByRole('navigation', { name: 'Journal pages' }).getByRole('link', { name: 'Next' }).click()
	await expect(page).toHaveURL('/journal?page=2')
	await expect(page.getByRole('main').getByRole('article').first().getByRole('link')).toHaveText('Open day at the institute')
	await page.getByRole('main').getByRole('article').first().getByRole('link').click()
	await expect(page.getByRole('heading', { level: 1, name: 'Open day at the institute' })).toBeVisible()
	await expect(page.getByText('marksheets', { exact: true })).toHaveJSProperty('tagName', 'STRONG')
	expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/journal/${key}</loc>`)
})

test('a FAQ item is created and published by keyboard alone, then unpublished: it leaves the home page', async ({ page }) => {
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
	await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows it now.' })).toBeVisible()
	await page.goto('/')
	await expect(page.getByRole('button', { name: question })).toBeVisible()

	await page.goto(`/admin/content/faq/${key}`)
	await page.getByRole('button', { name: 'Unpublish (take off the site)' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toBeVisible()
	await page.goto('/')
	await expect(page.getByRole('button', { name: question })).toHaveCount(0)
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
		// The same cells as on a wide screen, what is included laid out under the name.
		const name = (await row.getByRole('rowheader').boundingBox())!
		const included = (await row.getByRole('cell').filter({ hasText: 'Marked, with written feedback' }).boundingBox())!
		expect(included.y).toBeGreaterThanOrEqual(name.y + name.height - 1)
		expect(included.x).toBeLessThan(name.x + name.width)
		const fee = row.getByRole('cell').filter({ hasText: '₹500' })
		await fee.scrollIntoViewIfNeeded()
		await expect(fee).toBeInViewport({ ratio: 1 })
		// No table is wider than the screen.
		const overflowing = await page.locator('table').evaluateAll((tables) => tables.filter((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth).length)
		expect(overflowing).toBe(0)
	})
})

test('an editor changes the home hero’s text and the About page’s introduction, publishes both, and the public pages show them', async ({ page }) => {
	await logIn(page)
	await page.goto('/admin/content/home-page')
	await expectNoAxeViolations(page)
	// The home page's texts are one fixed entry.
	await expect(page.getByRole('textbox', { name: 'Key' })).toHaveCount(0)
	await page.getByRole('main').getByRole('link', { name: 'Home page', exact: true }).click()
	await expectNoAxeViolations(page)
	const heroText = page.getByRole('textbox', { name: 'Hero: text (English)' })
	const shipped = await heroText.inputValue()
	expect(shipped).toContain('{name} prepares students from Punjab')
	const changed = '{name} in {city} prepares students for university, IELTS and life abroad.'
	await heroText.fill(changed)
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()
	// The preview shows the draft as the home page will, the institute's name and city filled in.
	await page.getByRole('link', { name: 'Preview the saved draft' }).click()
	await expect(page.getByText(/in Jalandhar prepares students for university, IELTS and life abroad\.$/)).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: 'Back to the editor' }).click()
	await publish(page)

	await page.goto('/admin/content/page-intro')
	await expectNoAxeViolations(page)
	await page.getByRole('main').getByRole('link', { name: 'About Us', exact: true }).click()
	const intro = page.getByRole('textbox', { name: 'Introduction (English)' })
	await expect(intro).toHaveValue('')
	const aboutIntro = 'Sixteen years of classes, counselling and visa files, told by the people who did the work.'
	await intro.fill(aboutIntro)
	await publish(page)
	await expectNoAxeViolations(page)

	await page.goto('/admin/content/menu')
	await expectNoAxeViolations(page)
	await page.getByRole('main').getByRole('link', { name: 'Menu labels', exact: true }).click()
	await expectNoAxeViolations(page)

	await page.goto('/')
	const hero = page.getByRole('region', { name: 'Learn here. Study anywhere.' })
	await expect(hero.getByText(/prepares students for university, IELTS and life abroad\.$/)).toBeVisible()
	await expect(hero.getByText('{name}')).toHaveCount(0)
	// The Punjabi home page keeps its own hero: the editor changed the English only.
	await page.goto('/pa')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('ਇੱਥੇ ਸਿੱਖੋ। ਦੁਨੀਆ ਵਿੱਚ ਕਿਤੇ ਵੀ ਪੜ੍ਹੋ।')
	await page.goto('/about')
	await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
	await expect(page.getByText(aboutIntro)).toBeVisible()

	// Back to the shipped texts, for the other tests that read these pages.
	await page.goto('/admin/content/home-page/home')
	await page.getByRole('textbox', { name: 'Hero: text (English)' }).fill(shipped)
	await publish(page)
	await page.goto('/admin/content/page-intro/about')
	await page.getByRole('textbox', { name: 'Introduction (English)' }).fill('')
	await publish(page)
})
