import { seedCourses } from '../../app/features/courses/seed-courses'
import { type Page, test as plainTest } from '@playwright/test'
import { blogPosts } from '../../app/features/content/blog-posts'
import { expect, test } from './fixtures'

/** The machine is offline: answer the map embed with a tiny page so the frame loads and axe can check it. */
async function stubMapEmbed(page: Page) {
	await page.route(/^https:\/\/maps\.google\.com\//, (route) =>
		route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title><p>Map</p></html>' }),
	)
}

test.describe('home page', () => {
	test('shows its sections in order with their own title and canonical URL', async ({ page }) => {
		await page.goto('/')
		await expect(page).toHaveTitle('Welsh Education: courses, IELTS and study abroad in Jalandhar')
		await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/$/)
		await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Welsh Education/)
		const main = page.getByRole('main')
		await expect(main.getByRole('heading', { level: 1 })).toHaveText('Learn here. Study anywhere.')
		await expect(main.getByRole('heading', { level: 2 })).toHaveText([
			'Why students choose Welsh Education',
			'Popular courses',
			'Featured online courses',
			'What our students say',
			'Recent from our blog',
			'Frequently asked questions',
		])
	})

	test('popular courses are the first three courses from the database, linking to their pages', async ({ page }) => {
		await page.goto('/')
		const popular = page.getByRole('region', { name: 'Popular courses' })
		await expect(popular.getByRole('button', { name: /^Enroll Now/ })).toHaveCount(3)
		for (const course of seedCourses.slice(0, 3)) {
			await expect(popular.getByRole('heading', { name: course.ProgramName })).toBeVisible()
		}
		await expect(popular.getByRole('link', { name: /all courses/i })).toHaveAttribute('href', '/courses')
	})

	test('the enquire / view-course pair', async ({ page }) => {
		await page.goto('/')
		const hero = page.getByRole('region', { name: 'Learn here. Study anywhere.' })
		await expect(hero.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute('href', '/enquire')
		await expect(hero.getByRole('link', { name: 'View Courses' })).toHaveAttribute('href', '/courses')
		// With JavaScript the enquire link opens the dialog in place instead of leaving the page.
		await hero.getByRole('link', { name: 'Enquire Now' }).click()
		await expect(page).toHaveURL(/\/$/)
	})

	test('about block has three feature items; featured courses show price in rupees', async ({ page }) => {
		await page.goto('/')
		const about = page.getByRole('region', { name: 'Why students choose Welsh Education' })
		await expect(about.getByRole('heading', { level: 3 })).toHaveCount(3)
		const featured = page.getByRole('region', { name: 'Featured online courses' })
		await expect(featured.getByRole('article')).toHaveCount(4)
		const first = featured.getByRole('article').first()
		await expect(first.getByRole('heading', { name: 'IELTS Online Intensive' })).toBeVisible()
		await expect(first).toContainText('6 weeks')
		await expect(first).toContainText('1,240')
		await expect(first).toContainText('4.8')
		await expect(first).toContainText('₹9,500')
		await expect(first.getByRole('img')).toHaveAttribute('loading', 'lazy')
	})

	test('testimonials and the three most recent posts', async ({ page }) => {
		await page.goto('/')
		const testimonials = page.getByRole('region', { name: 'What our students say' })
		await expect(testimonials.getByRole('figure')).toHaveCount(3)
		await expect(testimonials).toContainText('Simran Kaur')
		const posts = page.getByRole('region', { name: 'Recent from our blog' })
		await expect(posts.getByRole('heading', { level: 3 })).toHaveText([
			'A six-week study plan to move from IELTS band 6 to band 7',
			'UK Student visa checklist for 2026 intakes',
			'Canada or Australia? How I chose where to study',
		])
		await posts.getByRole('link', { name: 'UK Student visa checklist for 2026 intakes' }).click()
		await expect(page).toHaveURL(/\/journal\/uk-student-visa-checklist-2026$/)
	})

	test('FAQ accordion: one item open at a time; clicking the open one closes it', async ({ page }) => {
		await page.goto('/')
		const faq = page.getByRole('region', { name: 'Frequently asked questions' })
		const questions = faq.getByRole('button')
		expect(await questions.count()).toBeGreaterThanOrEqual(8)
		const first = questions.nth(0)
		const second = questions.nth(1)
		await expect(first).toHaveAttribute('aria-expanded', 'false')

		await first.click()
		await expect(first).toHaveAttribute('aria-expanded', 'true')
		await expect(faq.getByText('Career and study-abroad counselling is free')).toBeVisible()

		await second.click()
		await expect(second).toHaveAttribute('aria-expanded', 'true')
		await expect(first).toHaveAttribute('aria-expanded', 'false')
		await expect(faq.getByText('Career and study-abroad counselling is free')).toBeHidden()
		// Of the answers' regions, only the open one is shown (closed ones are hidden).
		await expect(faq.getByRole('region')).toHaveCount(1)
		await expect(faq.getByRole('region', { name: await second.textContent() ?? '' })).toBeVisible()

		await second.click()
		await expect(second).toHaveAttribute('aria-expanded', 'false')
		await expect(faq.getByRole('region')).toHaveCount(0)

		// Every answer is in the server-rendered HTML, open or not.
		const html = await (await page.request.get('/')).text()
		expect(html).toContain('Do you guarantee admission or a visa?')
		expect(html).toContain('No, and nobody honestly can.')
	})
})

test.describe('contact page', () => {
	test.beforeEach(async ({ page }) => stubMapEmbed(page))

	test('shows the address, phone, email, chat link, hours and map with a fallback link', async ({ page }) => {
		await page.goto('/contact')
		await expect(page).toHaveTitle('Contact us | Welsh Education')
		await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/contact$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
		const details = page.getByRole('region', { name: 'Visit, call or write' })
		await expect(details).toContainText('SCO 14, Model Town Road, Jalandhar, Punjab 144003, India')
		await expect(details).toContainText('Monday to Saturday, 9:30 am to 6:30 pm')
		await expect(details.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210')
		await expect(details.getByRole('link', { name: 'info@welsheducation.example' })).toHaveAttribute('href', 'mailto:info@welsheducation.example')
		await expect(details.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=/)

	})

	test('the map is a shipped card with a link; Google’s interactive map loads only when asked for', async ({ page }) => {
		let embedRequests = 0
		page.on('request', (request) => void (request.url().startsWith('https://maps.google.com/') && embedRequests++))
		await page.goto('/contact')
		const map = page.getByRole('region', { name: 'Find us' })
		await expect(map).toContainText('SCO 14, Model Town Road, Jalandhar, Punjab 144003, India')
		await expect(map.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=31.3256,75.5792')
		await expect(map.locator('iframe')).toHaveCount(0)
		expect(embedRequests).toBe(0)

		await map.getByRole('button', { name: 'Show interactive map' }).click()
		const frame = map.locator('iframe')
		await expect(frame).toHaveAttribute('title', 'Map showing Welsh Education, SCO 14, Model Town Road, Jalandhar, Punjab 144003, India')
		await expect(frame).toHaveAttribute('src', 'https://maps.google.com/maps?q=31.3256,75.5792&z=15&output=embed')
		await expect(frame).toBeFocused()
		// The CSP lets it in: the (stubbed) map page is shown in the frame.
		await expect(page.frameLocator('iframe[title^="Map showing"]').getByText('Map')).toBeVisible()
		expect(embedRequests).toBe(1)
		await expect(map.getByRole('link', { name: /Open in Google Maps/ })).toBeVisible()
	})

	test('offline, the map card stays, says why, and keeps the link', async ({ page, context }) => {
		await page.goto('/contact')
		await context.setOffline(true)
		const map = page.getByRole('region', { name: 'Find us' })
		await map.getByRole('button', { name: 'Show interactive map' }).click()
		await expect(map.getByRole('status')).toHaveText(/You seem to be offline, so the interactive map cannot load/)
		await expect(map.locator('iframe')).toHaveCount(0)
		await expect(map.getByRole('link', { name: /Open in Google Maps/ })).toBeVisible()
		await context.setOffline(false)
	})

	test('sends a message, says so and clears the form', async ({ page }) => {
		await page.goto('/contact')
		const form = page.getByRole('form', { name: 'Send us a message' })
		await form.getByLabel('Your name').fill('Asha Verma')
		await form.getByLabel('Email address').fill(`asha-${Date.now()}@example.com`)
		await form.getByLabel('Subject').fill('Weekend IELTS batch')
		await form.getByLabel('Message').fill('Is there a weekend IELTS batch starting in December?')
		await form.getByRole('button', { name: 'SEND MESSAGE' }).click()
		await expect(form.getByRole('status')).toHaveText('Thank you! Your message has been sent. We will reply within one working day.')
		await expect(form.getByLabel('Your name')).toHaveValue('')
		await expect(page).toHaveURL(/\/contact$/)
	})

	// The page ships no schema (page-weight.spec.ts checks that no first load carries zod).
	test('the server checks the form and the answer shows in place, without a reload', async ({ page }) => {
		await page.goto('/contact', { waitUntil: 'networkidle' })
		const form = page.getByRole('form', { name: 'Send us a message' })
		await form.getByLabel('Your name').fill('Asha Verma')
		const posts: string[] = []
		page.on('request', (request) => {
			if (request.method() === 'POST') posts.push(new URL(request.url()).pathname)
		})
		// A mark on the window: a reload would lose it.
		await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
		await form.getByRole('button', { name: 'SEND MESSAGE' }).click()
		await expect(form.getByRole('alert')).toHaveText('Please correct the highlighted fields and send your message again.')
		await expect(form.getByLabel('Email address')).toBeFocused()
		await expect(form.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address')
		expect(posts).toEqual(['/contact.data'])
		expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
	})

	test('a validation error names the field and keeps what was typed', async ({ page }) => {
		await page.goto('/contact')
		const form = page.getByRole('form', { name: 'Send us a message' })
		await form.getByLabel('Your name').fill('Asha Verma')
		await form.getByLabel('Email address').fill('asha@example')
		await form.getByLabel('Message').fill('A long message I do not want to type again.')
		await form.getByRole('button', { name: 'SEND MESSAGE' }).click()
		await expect(form.getByRole('alert')).toHaveText('Please correct the highlighted fields and send your message again.')
		await expect(form.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address')
		await expect(form.getByLabel('Email address')).toBeFocused()
		await expect(form.getByLabel('Subject')).toHaveAccessibleDescription('Please enter a subject')
		await expect(form.getByLabel('Your name')).toHaveValue('Asha Verma')
		await expect(form.getByLabel('Email address')).toHaveValue('asha@example')
		await expect(form.getByLabel('Message')).toHaveValue('A long message I do not want to type again.')
		// Fixing the fields sends the message.
		await form.getByLabel('Email address').fill('asha@example.com')
		await form.getByLabel('Subject').fill('Question')
		await form.getByRole('button', { name: 'SEND MESSAGE' }).click()
		await expect(form.getByRole('status')).toHaveText('Thank you! Your message has been sent. We will reply within one working day.')
		await expect(form.getByRole('alert')).toBeEmpty()
	})
})

// axe-core runs inside the page, so it cannot run with JavaScript off (it hangs); this one test
// uses Playwright's plain `test`. The markup is the same one the tests above check with axe.
plainTest.describe('contact page without JavaScript', () => {
	plainTest.use({ javaScriptEnabled: false })

	plainTest('the map card links to Google Maps; no embed, no dead button', async ({ page }) => {
		await page.goto('/contact')
		const map = page.getByRole('region', { name: 'Find us' })
		await expect(map.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=31.3256,75.5792')
		await expect(map.getByRole('button', { name: 'Show interactive map' })).toBeHidden()
		await expect(map.locator('iframe')).toHaveCount(0)
	})

	plainTest('the form posts to the server, which answers with the same messages', async ({ page }) => {
		await page.goto('/contact')
		const form = () => page.getByRole('form', { name: 'Send us a message' })
		await form().getByLabel('Your name').fill('Gurpreet Singh')
		await form().getByLabel('Email address').fill('gurpreet@')
		await form().getByLabel('Subject').fill('German A1')
		await form().getByLabel('Message').fill('When does the next German A1 batch start?')
		await form().getByRole('button', { name: 'SEND MESSAGE' }).click()
		await expect(form().getByRole('alert')).toHaveText('Please correct the highlighted fields and send your message again.')
		await expect(form().getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address')
		await expect(form().getByLabel('Your name')).toHaveValue('Gurpreet Singh')
		await expect(form().getByLabel('Subject')).toHaveValue('German A1')
		await expect(form().getByLabel('Message')).toHaveValue('When does the next German A1 batch start?')

		await form().getByLabel('Email address').fill('gurpreet@example.com')
		await form().getByRole('button', { name: 'SEND MESSAGE' }).click()
		await expect(form().getByRole('status')).toHaveText('Thank you! Your message has been sent. We will reply within one working day.')
		await expect(form().getByLabel('Message')).toHaveValue('')
	})
})

test.describe('fees and privacy', () => {
	test('the fees page lists dated fees in rupees, free counselling and the refund policy', async ({ page }) => {
		await page.goto('/fees')
		await expect(page).toHaveTitle('Fees and refund policy | Welsh Education')
		await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/fees$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our fees and refund policy')
		await expect(page.getByText('Fees valid from 1 April 2026')).toBeVisible()
		const counselling = page.getByRole('table', { name: 'Counselling' })
		await expect(counselling.getByRole('row', { name: /Career and study-abroad counselling/ }).getByRole('cell').last()).toHaveText('Free')
		// Course rows take their name and duration from the course catalogue and link to the course.
		const ielts = page.getByRole('table', { name: 'IELTS preparation' })
		const fullCourse = ielts.getByRole('row', { name: /IELTS Academic Full Course/ })
		await expect(fullCourse.getByRole('cell')).toHaveText(['8 weeks', /Monday to Friday/, /^₹12,000/])
		await expect(fullCourse.getByRole('link', { name: 'IELTS Academic Full Course' })).toHaveAttribute('href', '/course/ielts-academic-full-course')
		await expect(ielts).not.toContainText('PTE')
		const languages = page.getByRole('table', { name: 'Language courses' })
		await expect(languages.getByRole('row', { name: /German A1 for Beginners/ }).getByRole('cell').first()).toHaveText('10 weeks')
		await expect(page.getByRole('table', { name: 'Online courses' }).getByRole('row', { name: /IELTS Online Intensive/ })).toContainText('₹9,500')
		await expect(page.getByRole('table', { name: 'Applications, documents and visas' }).getByRole('row', { name: /Student visa filing/ })).toContainText('₹25,000')
		const refunds = page.getByRole('region', { name: 'Refund policy' })
		await expect(refunds.getByRole('heading', { level: 3 })).toHaveCount(3)
		await expect(refunds).toContainText('within 14 working days')
	})

	test('the footer links to the fees page', async ({ page }) => {
		await page.goto('/')
		await page.getByRole('contentinfo').getByRole('link', { name: 'Fees & refunds' }).click()
		await expect(page).toHaveURL(/\/fees$/)
	})

	test('the privacy page covers data, retention, cookies, rights and terms', async ({ page }) => {
		await page.goto('/privacy')
		await expect(page).toHaveTitle('Privacy & Terms | Welsh Education')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy and terms of use')
		await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
			'Who we are',
			'What we collect',
			'Why we use it',
			'How long we keep it',
			'Cookies',
			'Your rights',
			'See or delete your data yourself',
			'Grievance contact',
			'Terms of use',
			'Contact',
		])
		const cookies = page.getByRole('region', { name: 'Cookies' })
		await expect(cookies).toContainText('no advertising or analytics cookies')
		await expect(cookies.getByRole('listitem')).toHaveCount(4)
		await expect(page.getByRole('region', { name: 'Contact', exact: true }).getByRole('link', { name: 'info@welsheducation.example' })).toHaveAttribute(
			'href',
			'mailto:info@welsheducation.example',
		)
	})
})

/**
 * The slider under a fake clock. axe (run on every page load) needs time to flow, so the clock
 * runs during the load; then the show is paused, the clock stopped, and the show restarted, so
 * its 4 s timer starts at a known instant. Returns the slide shown at that instant (1-6).
 */
async function sliderWithStoppedClock(page: Page) {
	await page.clock.install()
	await page.goto('/about')
	const slider = page.getByRole('region', { name: 'Life at Welsh Education' })
	await slider.getByRole('button', { name: 'Pause slide show' }).click()
	await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
	await slider.getByRole('button', { name: 'Start slide show' }).click()
	const counter = await slider.getByText(/^Slide \d of 6$/).innerText()
	return { slider, first: Number(counter.match(/\d/)![0]) }
}

const nextSlide = (n: number, step = 1) => ((n - 1 + step + 6) % 6) + 1

test.describe('about page', () => {
	test('About Us with the director’s message', async ({ page }) => {
		await page.goto('/about')
		await expect(page).toHaveTitle('About Us | Welsh Education')
		await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/about$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
		const message = page.getByRole('region', { name: 'A message from our Managing Director' })
		await expect(message).toContainText('education is not a product')
		await expect(message).toContainText('Harjit Singh Sandhu')
		await expect(page.getByRole('region', { name: 'Our story' }).getByRole('heading', { level: 3 })).toHaveCount(3)
		const slider = page.getByRole('region', { name: 'Life at Welsh Education' })
		await expect(slider).toHaveAttribute('aria-roledescription', 'carousel')
		// Only the current slide is exposed to assistive technology.
		await expect(slider.getByRole('group')).toHaveCount(1)
		await expect(slider.getByRole('group')).toHaveAttribute('aria-roledescription', 'slide')
	})

	test('the hero slider cycles through 6 images every 4 s', async ({ page }) => {
		const { slider, first } = await sliderWithStoppedClock(page)
		await expect(slider.getByRole('group', { name: `Slide ${first} of 6` })).toBeVisible()
		await page.clock.runFor(3900)
		await expect(slider.getByRole('group', { name: `Slide ${first} of 6` })).toBeVisible()
		await page.clock.runFor(100)
		await expect(slider.getByRole('group', { name: `Slide ${nextSlide(first)} of 6` })).toBeVisible()
		await expect(slider.getByText(`Slide ${nextSlide(first)} of 6`, { exact: true })).toBeVisible()
		for (let step = 2; step <= 6; step++) {
			await page.clock.runFor(4000)
			await expect(slider.getByRole('group', { name: `Slide ${nextSlide(first, step)} of 6` })).toBeVisible()
		}
		// Six steps bring the show back where it started.
		await expect(slider.getByRole('group', { name: `Slide ${first} of 6` })).toBeVisible()
		await page.clock.resume()
	})

	test('previous, next and pause controls; hovering pauses', async ({ page }) => {
		const { slider, first } = await sliderWithStoppedClock(page)
		await slider.getByRole('button', { name: 'Pause slide show' }).click()
		await page.mouse.move(0, 0)
		await page.clock.runFor(8000)
		await expect(slider.getByRole('group', { name: `Slide ${first} of 6` })).toBeVisible()

		await slider.getByRole('button', { name: 'Next slide' }).click()
		await expect(slider.getByRole('group', { name: `Slide ${nextSlide(first)} of 6` })).toBeVisible()
		await slider.getByRole('button', { name: 'Previous slide' }).click()
		await slider.getByRole('button', { name: 'Previous slide' }).click()
		await expect(slider.getByRole('group', { name: `Slide ${nextSlide(first, -1)} of 6` })).toBeVisible()

		await slider.getByRole('button', { name: 'Start slide show' }).click()
		await page.mouse.move(0, 0)
		await page.clock.runFor(4000)
		await expect(slider.getByRole('group', { name: `Slide ${first} of 6` })).toBeVisible()

		// Pointer over the slide: no rotation.
		await slider.getByRole('group').hover()
		await page.clock.runFor(8000)
		await expect(slider.getByRole('group', { name: `Slide ${first} of 6` })).toBeVisible()
		await page.mouse.move(0, 0)
		await page.clock.runFor(4000)
		await expect(slider.getByRole('group', { name: `Slide ${nextSlide(first)} of 6` })).toBeVisible()
		await page.clock.resume()
	})

	test('the slider does not move for visitors who prefer reduced motion', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' })
		await page.clock.install()
		await page.goto('/about')
		const slider = page.getByRole('region', { name: 'Life at Welsh Education' })
		await expect(slider.getByRole('button', { name: 'Start slide show' })).toBeVisible()
		await page.clock.runFor(12000)
		await expect(slider.getByRole('group', { name: 'Slide 1 of 6' })).toBeVisible()
	})
})

test('the team page shows the two founders with role lines and portraits', async ({ page }) => {
	await page.goto('/team')
	await expect(page).toHaveTitle('Our team | Welsh Education')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet our founders')
	const founders = page.getByRole('main').getByRole('article')
	await expect(founders).toHaveCount(2)
	await expect(founders.getByRole('heading', { level: 2 })).toHaveText(['Harjit Singh Sandhu', 'Dr Navneet Kaur Gill'])
	await expect(founders.first()).toContainText('Founder and Managing Director')
	await expect(founders.nth(1)).toContainText('Co-founder and Director of Counselling')
	const portrait = founders.first().getByRole('img', { name: 'Portrait of Harjit Singh Sandhu' })
	await expect(portrait).toHaveAttribute('width', '400')
	expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})

test.describe('journal', () => {
	test('lists the 6 posts as cards with type, date, comments and cover', async ({ page }) => {
		await page.goto('/journal')
		await expect(page).toHaveTitle('Journal | Welsh Education')
		const cards = page.getByRole('main').getByRole('article')
		await expect(cards).toHaveCount(6)
		const first = cards.first()
		await expect(first.getByRole('heading', { level: 2 })).toHaveText('A six-week study plan to move from IELTS band 6 to band 7')
		await expect(first).toContainText('From the institute')
		await expect(first).toContainText('28 October 2026')
		await expect(first).toContainText('12 Comments')
		await expect(cards.nth(2)).toContainText('Student story')
		await expect(first.locator('img')).toHaveAttribute('src', '/images/journal/ielts-plan.svg')
	})

	test('the first cover, in the first screen, loads at once with high priority; the rest lazily, all sized', async ({ page }) => {
		await page.goto('/journal')
		const covers = page.getByRole('main').getByRole('article').locator('img')
		await expect(covers).toHaveCount(6)
		await expect(covers.first()).toHaveAttribute('loading', 'eager')
		await expect(covers.first()).toHaveAttribute('fetchpriority', 'high')
		expect(await covers.first().evaluate((img) => img.getBoundingClientRect().top < innerHeight)).toBe(true)
		for (let i = 1; i < 6; i++) {
			await expect(covers.nth(i)).toHaveAttribute('loading', 'lazy')
			await expect(covers.nth(i)).not.toHaveAttribute('fetchpriority', /.*/)
		}
		for (let i = 0; i < 6; i++) {
			await expect(covers.nth(i)).toHaveAttribute('width', '600')
			await expect(covers.nth(i)).toHaveAttribute('height', '340')
		}
	})

	test('a card opens its article', async ({ page }) => {
		await page.goto('/journal')
		await page.getByRole('link', { name: 'Canada or Australia? How I chose where to study' }).click()
		await expect(page).toHaveURL(/\/journal\/choosing-between-canada-and-australia$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Canada or Australia? How I chose where to study')
		await page.getByRole('link', { name: 'All journal posts' }).click()
		await expect(page).toHaveURL(/\/journal$/)
	})

	for (const post of blogPosts) {
		test(`the article "${post.title}" is complete`, async ({ page }) => {
			await page.goto(`/journal/${post.id}`)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
			await expect(page).toHaveTitle(`${post.title} | Welsh Education`)
			await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`/journal/${post.id}$`))
			await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
			// Social sites do not show SVG covers: articles share the article image (docs/decisions/008).
			await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\/article\.png$/)
			const article = page.getByRole('main').getByRole('article')
			await expect(article.getByRole('img', { name: post.coverAlt })).toHaveAttribute('height', '340')
			const words = (await article.innerText()).split(/\s+/).length
			expect(words).toBeGreaterThan(400)
			expect(words).toBeLessThan(800)
			expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3)
		})
	}

	test('an unknown post is a 404', async ({ page }) => {
		const response = await page.goto('/journal/no-such-post')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
	})
})
