import { expect, expectNoAxeViolations, test } from './fixtures'
import { logInAsEditor, photo, publish, uniqueKey, uploadImage } from './studio-support'

// Each test walks through several studio and public pages.
test.describe.configure({ timeout: 120_000 })

test('an editor changes the privacy page: the draft is previewed, visitors see it once published, and unpublishing brings back the shipped text', async ({ page, browser }) => {
	const run = uniqueKey('privacy')
	const heading = `Privacy, plainly (${run})`
	await logInAsEditor(page)
	await page.goto('/admin/content/privacy-page')
	await page.getByRole('main').getByRole('link', { name: 'Privacy and terms page', exact: true }).click()
	await expectNoAxeViolations(page)
	await page.getByRole('textbox', { name: 'Heading (English)', exact: true }).fill(heading)
	const body = page.getByRole('textbox', { name: 'Text (Markdown) (English)', exact: true })
	await body.fill((await body.inputValue()).replace('- Server logs: 30 days.', '- Server logs: 14 days.'))
	// A detail the page cannot fill in is refused under the field, and the text stays as typed.
	await body.fill(`${await body.inputValue()}\n\nAsk {director}.`)
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(body).toHaveAccessibleDescription(/Only these can stand in braces/)
	await expect(body).toHaveValue(/Ask \{director\}\.$/)
	await body.fill((await body.inputValue()).replace('\n\nAsk {director}.', ''))
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()

	await page.getByRole('link', { name: 'Preview the saved draft' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
	await expect(page.getByRole('region', { name: 'How long we keep it' })).toContainText('Server logs: 14 days.')
	await expectNoAxeViolations(page)

	// Visitors never see a draft.
	const visitorContext = await browser.newContext()
	const visitor = await visitorContext.newPage()
	await visitor.goto('/privacy')
	await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Privacy and terms of use')

	await page.getByRole('link', { name: 'Back to the editor' }).click()
	await publish(page)
	await visitor.goto('/privacy')
	await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(heading)
	await expect(visitor.getByRole('region', { name: 'How long we keep it' })).toContainText('Server logs: 14 days.')
	// The site settings' details are filled in, as links where the text makes them so.
	await expect(visitor.getByRole('region', { name: 'Contact', exact: true }).getByRole('link', { name: 'info@welsheducation.example' })).toHaveAttribute('href', 'mailto:info@welsheducation.example')
	// Shipped in English only: the Punjabi page shows it in English, marked as not yet translated.
	await visitor.goto('/pa/privacy')
	await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(heading)
	await expect(visitor.locator('main [lang="en"]').first()).toBeVisible()
	await expectNoAxeViolations(visitor)

	await page.getByRole('button', { name: 'Unpublish (go back to the shipped text)' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'the site shows the text it was delivered with again' })).toBeVisible()
	await visitor.goto('/privacy')
	await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Privacy and terms of use')
	await expect(visitor.getByRole('region', { name: 'How long we keep it' })).toContainText('Server logs: 30 days.')
	await visitorContext.close()
})

test('an editor writes the search-engine texts of /enquire and of the visa service page and changes /contact’s booking line; each shows once published and goes back after', async ({ page }) => {
	const run = uniqueKey('search')
	await logInAsEditor(page)

	await page.goto('/admin/content/page-search')
	await page.getByRole('main').getByRole('link', { name: 'Enquire (/enquire)' }).click()
	await expectNoAxeViolations(page)
	await page.getByRole('textbox', { name: 'Search engines: title (English)', exact: true }).fill(`Ask us a question (${run})`)
	await page.getByRole('textbox', { name: 'Search engines: description (English)', exact: true }).fill(`A counsellor in {city} calls you back: ${run}.`)
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()
	await page.getByRole('link', { name: 'Preview the saved draft' }).click()
	await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible()
	await expect(page.getByText(`A counsellor in Jalandhar calls you back: ${run}.`)).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: 'Back to the editor' }).click()
	await publish(page)
	await page.goto('/enquire')
	await expect(page).toHaveTitle(`Ask us a question (${run}) | Welsh Education`)
	await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `A counsellor in Jalandhar calls you back: ${run}.`)

	await page.goto('/admin/content/service/visa')
	const serviceTitle = page.getByRole('textbox', { name: 'Search engines: title (English)', exact: true })
	await serviceTitle.fill(`Student visa files from {city} (${run})`)
	await publish(page)
	await page.goto('/services/visa')
	await expect(page).toHaveTitle(`Student visa files from Jalandhar (${run}) | Welsh Education`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visa Assistance')

	await page.goto('/contact')
	await expect(page.getByRole('link', { name: 'Book a free counselling session' })).toHaveAttribute('href', '/book')
	await page.goto('/admin/content/page-intro/contact')
	await page.getByRole('textbox', { name: 'Note (English)', exact: true }).fill(`Prefer to talk? [Book a session] (${run}).`)
	await publish(page)
	await page.goto('/contact')
	await expect(page.getByRole('main').getByText(`Prefer to talk? Book a session (${run}).`)).toBeVisible()
	await expect(page.getByRole('main').getByRole('link', { name: 'Book a session' })).toHaveAttribute('href', '/book')

	// Back as shipped, for the other tests: the search texts and the contact band unpublished, the service's title emptied.
	await page.goto('/admin/content/page-intro/contact')
	await page.getByRole('button', { name: 'Unpublish (go back to the shipped text)' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'the site shows the text it was delivered with again' })).toBeVisible()
	await page.goto('/admin/content/page-search/enquire')
	await page.getByRole('button', { name: 'Unpublish (go back to the shipped text)' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'the site shows the text it was delivered with again' })).toBeVisible()
	await page.goto('/admin/content/service/visa')
	await page.getByRole('textbox', { name: 'Search engines: title (English)', exact: true }).fill('')
	await publish(page)

	await page.goto('/enquire')
	await expect(page).toHaveTitle('Enquire Now | Welsh Education')
	await page.goto('/services/visa')
	await expect(page).toHaveTitle('Visa Assistance for students | Welsh Education')
	await page.goto('/contact')
	await expect(page.getByRole('link', { name: 'Book a free counselling session' })).toHaveAttribute('href', '/book')
})

test('after choosing an upload for the home hero, the editor can go back to the drawing shipped with the site', async ({ page }) => {
	const alt = `The institute's front door ${uniqueKey('shipped')}`
	await logInAsEditor(page)
	await page.goto('/admin/content/home-page/home')
	await page.getByRole('link', { name: 'Upload a new image' }).click()
	await uploadImage(page, 'door.jpg', await photo(800, 600, Date.now() % 239), alt)
	await page.getByRole('link', { name: 'Back to the entry' }).click()
	const picture = page.getByRole('combobox', { name: 'Hero: picture' })
	await picture.selectOption({ label: `${alt} (800 × 600)` })
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()

	// The saved draft names the upload; the shipped drawing is still a choice.
	await page.reload()
	await expect(picture).not.toHaveValue('/images/home/hero.svg')
	await picture.selectOption({ label: 'The picture shipped with the site (/images/home/hero.svg)' })
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()
	await expect(picture).toHaveValue('/images/home/hero.svg')
	await page.getByRole('link', { name: 'Preview the saved draft' }).click()
	await expect(page.getByRole('img', { name: 'A student with a backpack walking from the institute towards a plane and a university building' })).toHaveAttribute('src', '/images/home/hero.svg')
	await expectNoAxeViolations(page)

	// Left as found: the draft dropped.
	await page.getByRole('link', { name: 'Back to the editor' }).click()
	await page.getByRole('button', { name: 'Discard the draft' }).click()
	await expect(page.getByRole('button', { name: 'Discard the draft' })).toHaveCount(0)
})

test('an editor chooses an uploaded hero picture for a country guide: the preview shows it with its copies and size, and the shipped drawing stays a choice', async ({ page }) => {
	const alt = `A canal in the city centre ${uniqueKey('guide-hero')}`
	await logInAsEditor(page)
	await page.goto('/admin/content/country-guide/netherlands')
	const hero = page.getByRole('combobox', { name: 'Hero image' })
	await expect(hero).toHaveValue('/images/countries/netherlands.svg')
	await page.getByRole('link', { name: 'Upload a new image' }).click()
	await uploadImage(page, 'canal.jpg', await photo(1400, 600, Date.now() % 233), alt)
	await page.getByRole('link', { name: 'Back to the entry' }).click()
	await hero.selectOption({ label: `${alt} (1400 × 600)` })
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()
	await expect(hero.getByRole('option', { name: 'The drawing shipped with the site (/images/countries/netherlands.svg)' })).toHaveCount(1)

	await page.getByRole('link', { name: 'Preview the saved draft' }).click()
	// A backdrop behind the heading: decorative, with its copies and its own size.
	const backdrop = page.locator('section img[alt=""]').first()
	await expect(backdrop).toHaveAttribute('srcset', /^\/media\/[0-9a-f]{20}-320\.webp 320w, .*-1400\.webp 1400w$/)
	await expect(backdrop).toHaveAttribute('width', '1400')
	await expect(backdrop).toHaveAttribute('height', '600')
	await expect(backdrop).toHaveAttribute('sizes', '100vw')
	await expectNoAxeViolations(page)

	// Visitors still see the shipped drawing; the draft is dropped.
	await page.getByRole('link', { name: 'Back to the editor' }).click()
	await page.getByRole('button', { name: 'Discard the draft' }).click()
	await expect(page.getByRole('button', { name: 'Discard the draft' })).toHaveCount(0)
	await page.goto('/country/netherlands')
	await expect(page.locator('section img[alt=""]').first()).toHaveAttribute('src', '/images/countries/netherlands.svg')
})
