import { expect, expectNoAxeViolations, test } from './fixtures'
import { createEntry, logInAsEditor, photo, publish, uniqueKey, uploadImage } from './studio-support'

// Each test uploads an image (sharp writes its copies) and walks through studio and public pages.
test.describe.configure({ timeout: 120_000 })

test('an editor uploads a portrait for a new team member and publishes: /team shows it with its alt text, width and height', async ({ page, browser }) => {
	const key = uniqueKey('portrait')
	const name = `Jaspreet Kaur ${key}`
	const alt = `Jaspreet Kaur smiling at the front desk ${key}`
	await logInAsEditor(page)
	await createEntry(page, 'team-member', key)
	await expectNoAxeViolations(page)

	await page.getByRole('link', { name: 'Upload a new image' }).click()
	await uploadImage(page, 'jaspreet.jpg', await photo(600, 600, Date.now() % 251), alt)
	await page.getByRole('link', { name: 'Back to the entry' }).click()
	await page.getByRole('textbox', { name: 'Name' }).fill(name)
	await page.getByRole('textbox', { name: 'Role (English)' }).fill('Front desk and admissions')
	await page.getByRole('textbox', { name: 'Bio (English)' }).fill('Jaspreet welcomes every family and books their first counselling session.')
	await page.getByRole('spinbutton', { name: 'Display order' }).fill('900')
	// A new entry's portrait starts unchosen, not on whichever image was uploaded last.
	await expect(page.getByRole('combobox', { name: 'Portrait' })).toHaveValue('')
	await page.getByRole('combobox', { name: 'Portrait' }).selectOption({ label: `${alt} (600 × 600)` })
	await publish(page)
	await expectNoAxeViolations(page)

	const visitorContext = await browser.newContext()
	const visitor = await visitorContext.newPage()
	await visitor.goto('/team')
	const portrait = visitor.getByRole('img', { name: `Portrait of ${name}` })
	await expect(portrait).toHaveAttribute('width', '600')
	await expect(portrait).toHaveAttribute('height', '600')
	await expect(portrait).toHaveAttribute('srcset', /^\/media\/[0-9a-f]{20}-320\.webp 320w, \/media\/[0-9a-f]{20}-600\.webp 600w$/)
	await expect(portrait).toHaveAttribute('sizes', '160px')
	await portrait.scrollIntoViewIfNeeded()
	await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
	// The founders keep the portraits shipped with the site.
	await expect(visitor.getByRole('img', { name: 'Portrait of Dr Navneet Kaur Gill' })).toHaveAttribute('src', /^\/images\/team\//)
	await expectNoAxeViolations(visitor)
	await visitorContext.close()

	// Entries cannot be deleted: take the test's one off the site.
	await page.getByRole('button', { name: 'Unpublish (take off the site)' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toBeVisible()
})

test('an editor chooses an uploaded picture for the home hero: the preview shows it with its alt text, width, height and copies', async ({ page }) => {
	const alt = `Students outside the institute ${uniqueKey('hero')}`
	await logInAsEditor(page)
	await page.goto('/admin/content/home-page/home')
	const picture = page.getByRole('combobox', { name: 'Hero: picture' })
	await expect(picture).toHaveValue('/images/home/hero.svg')
	await expectNoAxeViolations(page)

	await page.getByRole('link', { name: 'Upload a new image' }).click()
	await uploadImage(page, 'hero.jpg', await photo(1120, 840, Date.now() % 241), alt)
	await page.getByRole('link', { name: 'Back to the entry' }).click()
	await picture.selectOption({ label: `${alt} (1120 × 840)` })
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()

	await page.getByRole('link', { name: 'Preview the saved draft' }).click()
	const hero = page.getByRole('img', { name: 'A student with a backpack walking from the institute towards a plane and a university building' })
	await expect(hero).toHaveAttribute('width', '1120')
	await expect(hero).toHaveAttribute('height', '840')
	await expect(hero).toHaveAttribute('srcset', /^\/media\/[0-9a-f]{20}-320\.webp 320w, .*-1120\.webp 1120w$/)
	await expect(hero).toHaveAttribute('sizes', /532px/)
	await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
	await expectNoAxeViolations(page)

	// Visitors still see the drawing shipped with the site; the test leaves the home page as it found it.
	await page.getByRole('link', { name: 'Back to the editor' }).click()
	await page.getByRole('button', { name: 'Discard the draft' }).click()
	await expect(page.getByRole('button', { name: 'Discard the draft' })).toHaveCount(0)
	await expect(page.getByRole('combobox', { name: 'Hero: picture' })).toHaveValue('/images/home/hero.svg')
	await page.goto('/')
	await expect(page.getByRole('img', { name: 'A student with a backpack walking from the institute towards a plane and a university building' })).toHaveAttribute('src', '/images/home/hero.svg')
})
