import { defaultSiteSettings } from '../../app/config/site-settings'
import { matchesCategory } from '../../app/features/courses/course-category'
import { formatDateInTimeZone } from '../../app/lib/dates'
import { educationFamilies, educationOverview } from '../../app/features/courses/education-programmes'
import { seedCourses } from '../../app/features/courses/seed-courses'
import { test as plainTest } from '@playwright/test'
import { expect, test } from './fixtures'
import { signUpViaApi } from './support'

// /courses is for signed-in visitors (SPEC.md section 6): every test here starts signed in,
// except those that say otherwise.
test.beforeEach(async ({ page }, testInfo) => {
	if (!testInfo.title.includes('signed out')) await signUpViaApi(page)
})

const categories = [
	{ value: 'all', label: 'All Courses' },
	{ value: 'university', label: 'University Courses' },
	{ value: 'skp', label: 'SKP Programs' },
	{ value: 'languages', label: 'Languages' },
	{ value: 'ielts', label: 'IELTS Preparation' },
]
const countIn = (category: string) => seedCourses.filter((c) => matchesCategory(c, category)).length

test.describe('course explorer', () => {
	test('lists every course with its card details, then filters by each category', async ({ page }) => {
		await page.goto('/courses')
		await expect(page.getByRole('heading', { level: 1, name: 'Explore our courses' })).toBeVisible()
		const sidebar = page.getByRole('navigation', { name: 'Course categories' })
		await expect(sidebar.getByRole('link')).toHaveText(categories.map((c) => c.label))
		await expect(page.getByText(`${seedCourses.length} courses available`)).toBeVisible()
		await expect(sidebar.getByRole('link', { name: 'All Courses' })).toHaveAttribute('aria-current', 'page')

		const firstCard = page.getByRole('article').first()
		await expect(firstCard.getByRole('heading', { name: seedCourses[0]!.ProgramName })).toBeVisible()
		await expect(firstCard.getByText('(5.0)')).toBeVisible()
		await expect(firstCard.getByText('12 weeks')).toBeVisible()
		await expect(firstCard.getByText('24 students')).toBeVisible()
		await expect(firstCard.getByText(seedCourses[0]!.SubType!, { exact: true })).toBeVisible()
		await expect(firstCard.getByRole('img')).toHaveCount(0) // the picture is decorative
		await expect(firstCard.locator('img')).toHaveAttribute('src', seedCourses[0]!.ImageURL!)

		for (const category of categories.slice(1)) {
			await sidebar.getByRole('link', { name: category.label }).click()
			await expect(page).toHaveURL(new RegExp(`\\?category=${category.value}$`))
			await expect(sidebar.getByRole('link', { name: category.label })).toHaveAttribute('aria-current', 'page')
			await expect(page.getByText(`${countIn(category.value)} courses available`)).toBeVisible()
			await expect(page.getByRole('article')).toHaveCount(countIn(category.value))
		}
		await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(seedCourses.find((c) => c.Type.includes('ielts'))!.ProgramName)
	})

	test('above 768 px the category sidebar is 280 px wide, beside the list', async ({ page }) => {
		await page.setViewportSize({ width: 1280, height: 800 })
		await page.goto('/courses')
		const sidebar = page.getByRole('navigation', { name: 'Course categories' })
		await expect(sidebar).toBeVisible()
		const box = await sidebar.boundingBox()
		expect(box?.width).toBe(280)
		const list = await page.getByRole('region', { name: 'All Courses' }).boundingBox()
		expect(list!.x).toBeGreaterThanOrEqual(box!.x + box!.width)
		await expect(page.getByRole('button', { name: /Course categories/ })).toBeHidden()
	})

	test('a ?category= link is server-rendered and survives a reload', async ({ page }) => {
		const response = await page.goto('/courses?category=languages')
		expect(await response!.text()).toContain(`${countIn('languages')} courses available`)
		await expect(page.getByRole('article')).toHaveCount(countIn('languages'))
		await page.reload()
		await expect(page.getByText(`${countIn('languages')} courses available`)).toBeVisible()
		await expect(page.getByRole('navigation', { name: 'Course categories' }).getByRole('link', { name: 'Languages' })).toHaveAttribute(
			'aria-current',
			'page',
		)
	})

	test('another category value searches names and descriptions', async ({ page }) => {
		await page.goto('/courses?category=tally')
		await expect(page.getByText('1 course available')).toBeVisible()
		await expect(page.getByRole('article').getByRole('heading')).toHaveText('SKP Diploma in Accounting with Tally and GST')
	})

	test('a category nothing matches shows the empty state', async ({ page }) => {
		await page.goto('/courses?category=nothing-matches')
		await expect(page.getByText('0 courses available')).toBeVisible()
		await expect(page.getByRole('heading', { name: 'No courses found' })).toBeVisible()
		await expect(
			page.getByText('No courses match the selected category. Try selecting a different category to explore more options.'),
		).toBeVisible()
		await page.getByRole('link', { name: 'Show all courses' }).click()
		await expect(page.getByText(`${seedCourses.length} courses available`)).toBeVisible()
	})

	test('six skeleton cards show while a category loads', async ({ page }) => {
		await page.goto('/courses')
		let release = () => {}
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route('**/courses.data*', async (route) => {
			await held
			await route.continue()
		})
		await page.getByRole('navigation', { name: 'Course categories' }).getByRole('link', { name: 'SKP Programs' }).click()
		await expect(page.getByTestId('course-skeleton')).toHaveCount(6)
		await expect(page.getByText('Loading courses…')).toBeVisible()
		release()
		await expect(page.getByTestId('course-skeleton')).toHaveCount(0)
		await expect(page.getByText(`${countIn('skp')} courses available`)).toBeVisible()
	})

	test('Enroll Now is a button on every card', async ({ page }) => {
		await page.goto('/courses?category=ielts')
		const buttons = page.getByRole('button', { name: /^Enroll Now/ })
		await expect(buttons).toHaveCount(countIn('ielts'))
		await expect(buttons.first()).toHaveAccessibleName(`Enroll Now: ${seedCourses[0]!.ProgramName}`)
		// A form's button, so Enroll Now works without JavaScript too (issue 16, item 8).
		await expect(buttons.first()).toHaveAttribute('type', 'submit')
		await expect(page.locator('form[action="/api/enrolments"]')).toHaveCount(countIn('ielts'))
	})

	test('a broken image is replaced by the fallback icon', async ({ page }) => {
		await page.route('**/images/courses/**', (route) => route.abort())
		await page.goto('/courses?category=university')
		await expect(page.getByTestId('course-image-fallback').first()).toBeVisible()
		await expect(page.locator('main img[src^="/images/courses/"]').first()).toHaveCount(0)
		await expect(page.getByTestId('course-image-fallback')).toHaveCount(countIn('university'))
	})
})

test.describe('course explorer at 375 px', () => {
	test.use({ viewport: { width: 375, height: 740 } })

	test('the categories collapse into a toggle', async ({ page }) => {
		await page.goto('/courses')
		const toggle = page.getByRole('button', { name: /Course categories/ })
		await expect(toggle).toBeVisible()
		await expect(toggle).toHaveAttribute('aria-expanded', 'false')
		await expect(page.getByRole('link', { name: 'SKP Programs' })).toBeHidden()
		await toggle.click()
		await expect(toggle).toHaveAttribute('aria-expanded', 'true')
		const links = page.getByRole('navigation', { name: 'Course categories' }).getByRole('link')
		await expect(links).toHaveText(categories.map((c) => c.label))
		await links.filter({ hasText: 'SKP Programs' }).click()
		await expect(page).toHaveURL(/\?category=skp$/)
		await expect(page.getByText(`${countIn('skp')} courses available`)).toBeVisible()
		await expect(toggle).toHaveAttribute('aria-expanded', 'false')
		await expect(toggle).toContainText('SKP Programs')
	})
})

test.describe('course page', () => {
	const course = seedCourses.find((c) => c.id === 'skp-diploma-accounting-tally-gst')!

	test('shows the course, server-rendered with its own title and canonical URL', async ({ page }) => {
		const response = await page.goto(`/course/${course.id}`)
		expect(response!.status()).toBe(200)
		expect(await response!.text()).toContain(course.ProgramName)
		await expect(page).toHaveTitle(new RegExp(`^${course.ProgramName}`))
		await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`/course/${course.id}$`))
		await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /^A job-ready diploma/)
		await expect(page.getByRole('heading', { level: 1, name: course.ProgramName })).toBeVisible()
		await expect(page.getByText('(4.8)')).toBeVisible()
		await expect(page.getByText('Rated 4.8 out of 5')).toBeAttached()
		await expect(page.getByText('1,234 students')).toBeVisible()
		await expect(page.getByText(course.ProgramDescription)).toBeVisible()
		await expect(page.getByRole('definition').filter({ hasText: course.Duration! })).toBeVisible()
		await expect(page.getByRole('definition').filter({ hasText: course.Eligibility! })).toBeVisible()
		await expect(page.getByRole('definition').filter({ hasText: 'Diploma' })).toBeVisible()
		await expect(page.getByRole('heading', { name: "What you'll learn" })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Course features' })).toBeVisible()
		await expect(page.getByRole('complementary').getByRole('button', { name: /^Enroll Now/ })).toBeVisible()
		// No published fee for SKP courses: ask us.
		await expect(page.getByRole('complementary')).toContainText('ask us about fees')
		await expect(page.getByRole('complementary').getByRole('link', { name: 'Ask us about fees' })).toHaveAttribute('href', '/contact')
	})

	test('a course with a published fee shows it, the same as the fees page', async ({ page }) => {
		await page.goto('/course/german-a1-beginners')
		const card = page.getByRole('complementary')
		await expect(card).toContainText('Course fee: ₹16,000 per course, GST included.')
		await expect(card).toContainText('10 weeks')
		await expect(card).not.toContainText('ask us about fees')
		await card.getByRole('link', { name: 'See all fees and our refund policy' }).click()
		await expect(page.getByRole('table', { name: 'Language courses' }).getByRole('row', { name: /German A1 for Beginners/ })).toContainText('₹16,000')
	})

	test('a course card opens its page and Back returns to the filtered list', async ({ page }) => {
		await page.goto('/courses?category=skp')
		await page.getByRole('link', { name: course.ProgramName }).click()
		await expect(page.getByRole('heading', { level: 1, name: course.ProgramName })).toBeVisible()
		await page.getByRole('button', { name: 'Back', exact: true }).click()
		await expect(page).toHaveURL(/\/courses\?category=skp$/)
	})

	test('Enquire about this course opens the enquiry dialog with the course chosen', async ({ page }) => {
		await page.goto('/course/german-a1-beginners')
		const link = page.getByRole('complementary').getByRole('link', { name: 'Enquire about this course' })
		await expect(link).toHaveAttribute('href', '/enquire?course=languages-german')
		await link.click()
		const dialog = page.getByRole('dialog', { name: 'Enquire Now' })
		await expect(dialog).toBeVisible()
		await expect(dialog.getByRole('combobox', { name: 'Course you are interested in' })).toHaveValue('languages-german')
		await expect(dialog.getByRole('combobox', { name: 'Course you are interested in' }).locator('option:checked')).toHaveText('Languages: German')
		await expect(page).toHaveURL(/\/course\/german-a1-beginners$/)
	})

	test('an unknown course answers 404 with Course Not Found and a Go Back button', async ({ page }) => {
		const response = await page.goto('/course/no-such-course')
		expect(response!.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1, name: 'Course Not Found' })).toBeVisible()
		await expect(page.getByText('Course not found', { exact: true })).toBeVisible()
		await expect(page).toHaveTitle(/Course Not Found/)
		await page.getByRole('button', { name: 'Go Back' }).click()
		await expect(page).toHaveURL(/\/courses$/)
	})
})

test.describe('education pages', () => {
	test('the overview links to the four programme families', async ({ page }) => {
		await page.goto('/education')
		await expect(page.getByRole('heading', { level: 1, name: educationOverview.title })).toBeVisible()
		await expect(page).toHaveTitle(new RegExp(`^${educationOverview.title}`))
		for (const family of educationFamilies) {
			await expect(page.getByRole('main').getByRole('link', { name: family.label, exact: true })).toHaveAttribute('href', family.path)
		}
	})

	for (const content of educationFamilies.flatMap((family) => [family, ...family.programmes])) {
		test(`${content.path} explains the programme and lists its courses`, async ({ page }) => {
			const response = await page.goto(content.path)
			expect(response!.status()).toBe(200)
			await expect(page.getByRole('heading', { level: 1, name: content.title })).toBeVisible()
			await expect(page).toHaveTitle(`${content.title} | Welsh Education`)
			await expect(page.locator('meta[name=description]')).toHaveAttribute('content', content.description)
			await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`${content.path}$`))
			for (const heading of ['Who it is for', 'Duration', 'Entry requirements', 'What it leads to', 'Fees']) {
				await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible()
			}
			// Published fees where we have them (IELTS and languages), else 'ask us'.
			const fees = page.getByRole('region', { name: 'Fees' })
			if (/ielts|languages/.test(content.path)) await expect(fees).toContainText(/₹[\d,]+ per/)
			else await expect(fees).toContainText('Ask us about fees')
			const courses = page.getByRole('region', { name: /courses$/ }).getByRole('heading', { level: 3 }).getByRole('link')
			const expected = seedCourses.filter((c) => c.Type.includes(content.courseType))
			await expect(courses).toHaveText(expected.map((c) => c.ProgramName))
			await expect(courses.first()).toHaveAttribute('href', `/course/${expected[0]!.id}`)
			if (!('programmes' in content)) {
				const option = content.path.replace('/education/', '').replace('/', '-')
				await expect(page.getByRole('link', { name: 'Enquire about this programme' })).toHaveAttribute('href', `/enquire?course=${option}`)
			}
		})
	}

	test('Enquire about this programme opens the dialog with the programme chosen', async ({ page }) => {
		await page.goto('/education/ielts/general')
		await page.getByRole('link', { name: 'Enquire about this programme' }).click()
		const dialog = page.getByRole('dialog', { name: 'Enquire Now' })
		await expect(dialog.getByRole('combobox', { name: 'Course you are interested in' })).toHaveValue('ielts-general')
	})

	test('moving between education pages in the browser loads the right content', async ({ page }) => {
		await page.goto('/education/languages')
		await page.getByRole('navigation', { name: 'Languages programmes' }).getByRole('link', { name: /German/ }).click()
		await expect(page).toHaveURL(/\/education\/languages\/german$/)
		await expect(page.getByRole('heading', { level: 1, name: /German courses/ })).toBeVisible()
		await page.getByRole('link', { name: 'German A1 for Beginners' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'German A1 for Beginners' })).toBeVisible()
	})
})

test.describe('login and enrolment', () => {
	test('the course explorer signed out shows Login Required and no courses', async ({ page }) => {
		const response = await page.goto('/courses')
		expect(response?.status()).toBe(401)
		await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(page.getByRole('heading', { level: 1, name: 'Login Required' })).toBeVisible()
		await expect(page.getByRole('button', { name: /^Enroll Now/ })).toHaveCount(0)
	})

	test('Enroll Now signed out opens the login dialog', async ({ page }) => {
		const course = seedCourses[0]!
		await page.goto(`/course/${course.id}`)
		await page.getByRole('complementary').getByRole('button', { name: /^Enroll Now/ }).click()
		await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible()
	})

	test('Enroll Now signed in records one request, says so, and My Courses lists it', async ({ page }) => {
		const course = seedCourses[1]!
		await page.goto(`/course/${course.id}`)
		const card = page.getByRole('complementary')
		// The live regions are in the page before anything is said (screen readers watch them).
		await expect(card.getByRole('status')).toBeEmpty()
		await expect(card.getByRole('alert')).toBeEmpty()
		await card.getByRole('button', { name: `Enroll Now: ${course.ProgramName}` }).click()
		await expect(card.getByRole('status')).toHaveText('Enrolment requested! A counsellor will contact you within 24 hours.')
		// The accessible name starts with the words the button shows.
		const requested = card.getByRole('button', { name: `Enrolment requested: ${course.ProgramName}` })
		await expect(requested).toHaveText('Enrolment requested')
		await requested.click()
		await expect(card.getByRole('status')).toHaveText('You have already requested this course. A counsellor will be in touch.')
		// After a reload the page still says so.
		await page.reload()
		await expect(page.getByRole('complementary').getByRole('button', { name: `Enrolment requested: ${course.ProgramName}` })).toBeVisible()
		await expect(page.getByRole('complementary').getByRole('button', { name: /^Enroll Now/ })).toHaveCount(0)
		// The home page's popular courses (the first three) say so too.
		await page.goto('/')
		const popular = page.getByRole('region', { name: 'Popular courses' })
		await expect(popular.getByRole('button', { name: `Enrolment requested: ${course.ProgramName}` })).toBeVisible()

		const dayBefore = formatDateInTimeZone(new Date(), defaultSiteSettings.timeZone)
		await page.goto('/my-courses')
		const table = page.getByRole('table', { name: 'Your enrolment requests' })
		await expect(table.getByRole('row')).toHaveCount(2)
		await expect(table.getByRole('columnheader')).toHaveText(['Course', 'Requested on', 'Status'])
		const row = table.getByRole('row').nth(1)
		await expect(row.getByRole('link', { name: course.ProgramName })).toHaveAttribute('href', `/course/${course.id}`)
		// Today's date at the institute (Asia/Kolkata), not the UTC date.
		const dayAfter = formatDateInTimeZone(new Date(), defaultSiteSettings.timeZone)
		await expect(row.getByRole('cell').nth(1)).toHaveText(new Set([dayBefore, dayAfter]).size === 1 ? dayBefore : new RegExp(`^(${dayBefore}|${dayAfter})$`))
		await expect(row.getByRole('cell').nth(2)).toHaveText('Requested')
	})

	test('Enroll Now on a course card works from the explorer, and the card says so after a reload', async ({ page }) => {
		const languages = seedCourses.filter((c) => matchesCategory(c, 'languages'))
		await page.goto('/courses?category=languages')
		const first = page.getByRole('article').filter({ has: page.getByRole('heading', { name: languages[0]!.ProgramName }) })
		await first.getByRole('button', { name: `Enroll Now: ${languages[0]!.ProgramName}` }).click()
		await expect(first.getByRole('status')).toHaveText('Enrolment requested! A counsellor will contact you within 24 hours.')
		await page.reload()
		await expect(first.getByRole('button', { name: `Enrolment requested: ${languages[0]!.ProgramName}` })).toBeVisible()
		await expect(page.getByRole('button', { name: /^Enrolment requested/ })).toHaveCount(1)
		await expect(page.getByRole('button', { name: /^Enroll Now/ })).toHaveCount(languages.length - 1)
	})
})

test.describe('the course list of two students', () => {
	// Signed-in pages are rendered once per what they show and answered from that render after it
	// (app/lib/rendered-page-cache.server.ts): each student must still see exactly their own state.
	test('each sees their own enrolment state, before and after one of them enrols, however often the page is loaded', async ({ page, browser }) => {
		const languages = seedCourses.filter((c) => matchesCategory(c, 'languages'))
		const chosen = languages[1]!
		const other = await browser.newContext()
		const second = await other.newPage()
		await signUpViaApi(second, { name: 'Gurpreet Gill' })
		const requestedButtons = (p: typeof page) => p.getByRole('button', { name: /^Enrolment requested/ })
		for (const student of [page, second, page, second]) {
			await student.goto('/courses?category=languages')
			await expect(student.getByRole('button', { name: /^Enroll Now/ })).toHaveCount(languages.length)
			await expect(requestedButtons(student)).toHaveCount(0)
		}
		const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: chosen.ProgramName }) })
		await card.getByRole('button', { name: `Enroll Now: ${chosen.ProgramName}` }).click()
		await expect(card.getByRole('status')).toHaveText('Enrolment requested! A counsellor will contact you within 24 hours.')
		for (const student of [page, second, page, second]) await student.goto('/courses?category=languages')
		await expect(requestedButtons(page)).toHaveCount(1)
		await expect(page.getByRole('button', { name: `Enrolment requested: ${chosen.ProgramName}` })).toBeVisible()
		await expect(requestedButtons(second)).toHaveCount(0)
		await expect(second.getByRole('button', { name: `Enroll Now: ${chosen.ProgramName}` })).toBeVisible()
		await other.close()
	})
})

// axe runs inside the page, so it cannot run with JavaScript off; this test uses Playwright's plain `test`.
plainTest.describe('without JavaScript', () => {
	plainTest.use({ javaScriptEnabled: false })

	plainTest('Enquire about this course opens the /enquire page with the course chosen', async ({ page }) => {
		await page.goto('/course/phd-pathway-research-proposal')
		await page.getByRole('link', { name: 'Enquire about this course' }).click()
		await expect(page).toHaveURL(/\/enquire\?course=university-phd$/)
		await expect(page.getByRole('combobox', { name: 'Course you are interested in' })).toHaveValue('university-phd')
	})
})
