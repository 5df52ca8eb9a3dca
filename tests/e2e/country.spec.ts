import type { Page } from '@playwright/test'
import pg from 'pg'
import { expect, test } from './fixtures'
import { createScratchDatabase, startServer, stopServer } from './ops-support'
import { waitForHealthy } from './support'

const tabNames = ['FAST FACTS', 'TOP UNIVERSITIES', 'ADMISSIONS', 'SCHOLARSHIPS', 'VISA', 'COST OF LIVING', 'WORK OPPORTUNITIES', 'FAQS']

/** The visa controls are enabled once the page has hydrated, so clicks are handled. */
async function waitForHydration(page: Page) {
	await expect(page.getByRole('button', { name: 'Next visa type', includeHidden: true })).toBeEnabled()
}

test.describe('country guide', () => {
	test('the hero, the counsellor link and the eight tabs, starting on FAST FACTS', async ({ page }) => {
		const response = await page.goto('/country/united-kingdom')
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1, name: 'Study in UK' })).toBeVisible()
		await expect(page.getByRole('img', { name: 'Flag of United Kingdom' })).toBeVisible()
		const counsellor = page.getByRole('link', { name: /Talk to an Expert Counsellor for FREE/ })
		// It books a free session about this country (issue 17).
		await expect(counsellor).toHaveAttribute('href', '/book?country=united-kingdom')
		await expect(page).toHaveTitle(/Study in UK/)
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/country\/united-kingdom$/)

		const tablist = page.getByRole('tablist')
		await expect(tablist.getByRole('tab')).toHaveText(tabNames)
		await expect(page.getByRole('tab', { name: 'FAST FACTS' })).toHaveAttribute('aria-selected', 'true')
		await expect(page.getByRole('tabpanel', { name: 'FAST FACTS' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Why study in UK?' })).toBeVisible()
		await expect(page.getByText('Last reviewed on')).toBeVisible()
	})

	test('the server HTML carries its own tab’s panel, the eight tabs, and its structured data', async ({ request }) => {
		// Issue 21: a document carries only the panel of its tab (?tab=, FAST FACTS by default); every
		// tab's URL is its own page, and the other panels' content comes as data after hydration.
		const html = await (await request.get('/country/united-kingdom')).text()
		expect(html).toContain('Why study in UK?')
		// The other panels are not in it (an unselected tab's aria-controls may name an absent panel).
		expect(html.match(/role="tabpanel"/g)).toHaveLength(1)
		expect(html.match(/role="tab"/g)).toHaveLength(8)
		expect(html).not.toContain('Imperial College London')
		for (const [tab, text] of [['top-universities', 'Imperial College London'], ['scholarships', 'Chevening Scholarships'], ['visa', 'Student visa'], ['cost-of-living', 'Cost of living'], ['work-opportunities', 'Graduate Route'], ['faqs', 'Can I bring my spouse or children?']]) {
			const tabHtml = await (await request.get(`/country/united-kingdom?tab=${tab}`)).text()
			expect(tabHtml, tab).toContain(text!)
			// The tab's page is the guide's: canonical to /country/{id}.
			expect(tabHtml, tab).toMatch(/<link rel="canonical" href="[^"]*\/country\/united-kingdom"/)
		}
		// The breadcrumb trail is JSON-LD (a data block, never executed, so no CSP nonce); the questions'
		// FAQPage is microdata on the questions panel, in its tab's HTML (decision 008; seo.spec.ts reads it).
		const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) => JSON.parse(json!))
		expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList'])
		const faqsHtml = await (await request.get('/country/united-kingdom?tab=faqs')).text()
		expect(faqsHtml.match(/itemType="https:\/\/schema.org\/FAQPage"/gi)).toHaveLength(1)
		expect(faqsHtml.match(/itemType="https:\/\/schema.org\/Question"/gi)!.length).toBeGreaterThanOrEqual(6)
	})

	test('the other tabs’ panels arrive once the page is idle: switching tab needs no further request', async ({ page }) => {
		const guideData: string[] = []
		page.on('request', (request) => {
			// The guide's own data (the root's is asked for again on a change of ?tab=, as before).
			if (request.url().includes('/country/united-kingdom.data') && request.url().includes('_routes=country')) guideData.push(request.url())
		})
		await page.goto('/country/united-kingdom')
		await waitForHydration(page)
		await expect.poll(() => guideData.length).toBe(1)
		await expect(page.getByRole('tabpanel', { name: 'FAQS', includeHidden: true }).getByRole('button', { name: 'Can I bring my spouse or children?', includeHidden: true })).toBeAttached()
		await page.getByRole('tab', { name: 'WORK OPPORTUNITIES' }).click()
		await expect(page.getByRole('tabpanel', { name: 'WORK OPPORTUNITIES' }).getByRole('heading', { name: 'Graduate Route' })).toBeVisible()
		await page.getByRole('tab', { name: 'FAST FACTS' }).click()
		await expect(page.getByRole('heading', { name: 'Why study in UK?' })).toBeVisible()
		await expect(page.getByText('Last reviewed on')).toBeVisible()
		expect(guideData).toHaveLength(1)
	})

	test('clicking a tab shows its panel and keeps it in the URL', async ({ page }) => {
		await page.goto('/country/united-kingdom')
		await waitForHydration(page)
		await page.getByRole('tab', { name: 'TOP UNIVERSITIES' }).click()
		await expect(page).toHaveURL(/\?tab=top-universities$/)
		await expect(page.getByRole('tab', { name: 'TOP UNIVERSITIES' })).toHaveAttribute('aria-selected', 'true')
		const panel = page.getByRole('tabpanel', { name: 'TOP UNIVERSITIES' })
		await expect(panel.getByRole('heading', { name: 'Imperial College London' })).toBeVisible()
		await expect(panel.getByRole('listitem')).toHaveCount(7)
		await expect(page.getByRole('tabpanel', { name: 'FAST FACTS' })).toBeHidden()

		await page.getByRole('tab', { name: 'ADMISSIONS' }).click()
		const requirements = page.getByRole('tabpanel', { name: 'ADMISSIONS' }).getByRole('listitem')
		await expect(requirements.first()).toBeVisible()
		// Icons go by position: the seventh requirement has the first icon again.
		await expect(requirements.nth(6).locator('svg')).toHaveAttribute('data-icon', '0')
		await expect(requirements.nth(1).locator('svg')).toHaveAttribute('data-icon', '1')

		await page.getByRole('tab', { name: 'SCHOLARSHIPS' }).click()
		const links = page.getByRole('tabpanel', { name: 'SCHOLARSHIPS' }).getByRole('link')
		await expect(links.first()).toBeVisible()
		expect(await links.count()).toBeGreaterThanOrEqual(3)
		for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^https:\/\//)
	})

	test('once hydrated, a tab (a link to its ?tab= URL) switches in place without loading a page', async ({ page }) => {
		await page.goto('/country/united-kingdom')
		await waitForHydration(page)
		await expect(page.getByRole('tab', { name: 'VISA' })).toHaveAttribute('href', '?tab=visa')
		await page.evaluate(() => Object.assign(window, { samePage: true }))
		await page.getByRole('tab', { name: 'VISA' }).click()
		await expect(page.getByRole('tabpanel', { name: 'VISA' })).toBeVisible()
		await expect(page).toHaveURL(/\?tab=visa$/)
		expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
	})

	test('work rules are headed boxes, not a landmark region each', async ({ page }) => {
		await page.goto('/country/united-kingdom?tab=work-opportunities')
		const panel = page.getByRole('tabpanel', { name: 'WORK OPPORTUNITIES' })
		await expect(panel.getByRole('heading', { level: 4, name: 'Hours and holidays' })).toBeVisible()
		await expect(panel.getByRole('heading', { level: 4, name: 'Tax and pay' })).toBeVisible()
		await expect(panel.getByRole('region')).toHaveCount(0)
	})

	test('arrow keys move between tabs', async ({ page }) => {
		await page.goto('/country/united-kingdom')
		await waitForHydration(page)
		await page.getByRole('tab', { name: 'FAST FACTS' }).focus()
		await page.keyboard.press('ArrowRight')
		await expect(page.getByRole('tab', { name: 'TOP UNIVERSITIES' })).toBeFocused()
		await expect(page.getByRole('tab', { name: 'TOP UNIVERSITIES' })).toHaveAttribute('aria-selected', 'true')
		await page.keyboard.press('ArrowLeft')
		await page.keyboard.press('ArrowLeft')
		await expect(page.getByRole('tab', { name: 'FAQS' })).toBeFocused()
		await expect(page.getByRole('tabpanel', { name: 'FAQS' })).toBeVisible()
		await expect(page).toHaveURL(/\?tab=faqs$/)
	})

	test('?tab= opens a tab directly; an unknown tab falls back to FAST FACTS', async ({ page }) => {
		await page.goto('/country/united-kingdom?tab=work-opportunities')
		await expect(page.getByRole('tab', { name: 'WORK OPPORTUNITIES' })).toHaveAttribute('aria-selected', 'true')
		await expect(page.getByRole('tabpanel', { name: 'WORK OPPORTUNITIES' }).getByRole('heading', { name: 'Graduate Route' })).toBeVisible()

		await page.goto('/country/united-kingdom?tab=nonsense')
		await expect(page.getByRole('tab', { name: 'FAST FACTS' })).toHaveAttribute('aria-selected', 'true')
		await expect(page.getByRole('tabpanel', { name: 'FAST FACTS' })).toBeVisible()
	})

	test('Read more shows the whole why-study text', async ({ page }) => {
		await page.goto('/country/united-kingdom')
		const readMore = page.getByRole('button', { name: 'Read more' })
		await expect(readMore).toBeVisible()
		await expect(readMore).toHaveAttribute('aria-expanded', 'false')
		const paragraph = whyStudyParagraph(page)
		const clamped = await paragraph.evaluate((p) => p.clientHeight)
		await readMore.click()
		await expect(page.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true')
		expect(await paragraph.evaluate((p) => p.clientHeight)).toBeGreaterThan(clamped)
	})

	test('Read more is in the server HTML, and appearing on hydration shifts nothing', async ({ page }) => {
		// Hold the page's scripts: first the server-rendered page, with JavaScript on but not yet running.
		let release!: () => void
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route('**/assets/**/*.js', async (route) => {
			await held
			await route.continue()
		})
		await page.goto('/country/united-kingdom', { waitUntil: 'domcontentloaded' })
		const paragraph = whyStudyParagraph(page)
		await expect(paragraph).toBeVisible()
		// Clamped from the first paint; the button keeps its line but is not shown until it works.
		expect(await paragraph.evaluate((p) => p.scrollHeight > p.clientHeight + 1)).toBe(true)
		await expect(page.getByRole('button', { name: 'Read more' })).toHaveCount(0)
		const gdp = page.getByRole('term').filter({ hasText: 'GDP' })
		const before = await gdp.boundingBox()
		release()
		await expect(page.getByRole('button', { name: 'Read more' })).toBeVisible()
		expect(await gdp.boundingBox()).toEqual(before)
	})

	test('the FAQ accordion opens one answer at a time; clicking the open one closes it', async ({ page }) => {
		await page.goto('/country/united-kingdom?tab=faqs')
		const first = page.getByRole('button', { name: 'Is the UK Student visa fee the same for everyone?' })
		const second = page.getByRole('button', { name: 'How much money do I need to show for the visa?' })
		await waitForHydration(page)
		await expect(page.getByText(/National Health Service/)).toBeHidden()
		await first.click()
		await expect(first).toHaveAttribute('aria-expanded', 'true')
		await expect(page.getByText(/National Health Service/)).toBeVisible()
		await second.click()
		await expect(second).toHaveAttribute('aria-expanded', 'true')
		await expect(first).toHaveAttribute('aria-expanded', 'false')
		await expect(page.getByText(/National Health Service/)).toBeHidden()
		await second.click()
		await expect(second).toHaveAttribute('aria-expanded', 'false')
		await expect(page.getByRole('tabpanel', { name: 'FAQS' }).getByText(/28 days in a row/)).toBeHidden()
	})

	test('on a 360 px phone the tab list scrolls sideways, not the page', async ({ page }) => {
		await page.setViewportSize({ width: 360, height: 740 })
		await page.goto('/country/united-kingdom')
		const tablist = page.getByRole('tablist')
		expect(await tablist.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
		await page.getByRole('tab', { name: 'FAQS' }).click()
		await expect(page.getByRole('tabpanel', { name: 'FAQS' })).toBeVisible()
	})
})

test.describe('visa slider with a fake clock', () => {
	test.beforeEach(async ({ page }) => {
		await page.clock.install({ time: new Date('2026-03-02T10:00:00Z') })
	})
	test.afterEach(async ({ page }) => {
		// Let time flow again so the fixture's closing axe check can run its timers.
		await page.clock.resume()
	})

	/** Shows the first visa type with a fresh 5 s timer; focus and pointer leave the slider. */
	async function startOnFirstSlide(page: Page) {
		await page.goto('/country/united-kingdom?tab=visa')
		await waitForHydration(page)
		await page.clock.pauseAt(new Date('2026-03-02T10:01:00Z'))
		await page.getByRole('button', { name: 'Show Student visa' }).click()
		await leaveSlider(page)
		await expect(page.getByRole('group', { name: '1 of 4: Student visa' })).toBeVisible()
	}

	async function leaveSlider(page: Page) {
		await page.getByRole('heading', { name: 'Visa types and fees' }).click()
		await page.mouse.move(0, 0)
	}

	const slide = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^${n} of 4:`) })

	test('the visa slider advances every 5 s and wraps around', async ({ page }) => {
		await startOnFirstSlide(page)
		await page.clock.runFor(4_900)
		await expect(slide(page, 1)).toBeVisible()
		await page.clock.runFor(200)
		await expect(slide(page, 2)).toBeVisible()
		await expect(slide(page, 1)).toBeHidden()
		await page.clock.runFor(5_000)
		await expect(slide(page, 3)).toBeVisible()
		await page.clock.runFor(5_000)
		await expect(slide(page, 4)).toBeVisible()
		await page.clock.runFor(5_000)
		await expect(slide(page, 1)).toBeVisible()
	})

	test('previous and next move the slider and cancel the pending timer', async ({ page }) => {
		await startOnFirstSlide(page)
		await page.clock.runFor(3_000)
		await page.getByRole('button', { name: 'Next visa type' }).click()
		await leaveSlider(page)
		await expect(slide(page, 2)).toBeVisible()
		// The old timer would have fired 2 s later: it was cancelled and a fresh 5 s started.
		await page.clock.runFor(4_000)
		await expect(slide(page, 2)).toBeVisible()
		await page.clock.runFor(1_100)
		await expect(slide(page, 3)).toBeVisible()
		const previous = page.getByRole('button', { name: 'Previous visa type' })
		await previous.click()
		await previous.click()
		await expect(slide(page, 1)).toBeVisible()
		await previous.click()
		await expect(slide(page, 4)).toBeVisible()
	})

	test('the slider pauses while hovered, and with the pause button', async ({ page }) => {
		await startOnFirstSlide(page)
		await page.getByRole('region', { name: 'UK visa types' }).hover()
		await page.clock.runFor(12_000)
		await expect(slide(page, 1)).toBeVisible()
		await page.getByRole('button', { name: 'Pause slides' }).click()
		await leaveSlider(page)
		await page.clock.runFor(20_000)
		await expect(slide(page, 1)).toBeVisible()
		await page.getByRole('button', { name: 'Play slides' }).click()
		await leaveSlider(page)
		await page.clock.runFor(5_100)
		await expect(slide(page, 2)).toBeVisible()
	})

	test('with reduced motion the slider starts still and its button offers Play', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' })
		await startOnFirstSlide(page)
		await expect(page.getByRole('button', { name: 'Pause slides' })).toHaveCount(0)
		const play = page.getByRole('button', { name: 'Play slides' })
		await expect(play).toBeEnabled()
		await page.clock.runFor(20_000)
		await expect(slide(page, 1)).toBeVisible()
		await page.getByRole('button', { name: 'Next visa type' }).click()
		await expect(slide(page, 2)).toBeVisible()
		// The visitor may still choose to let it play.
		await play.click()
		await leaveSlider(page)
		await expect(page.getByRole('button', { name: 'Pause slides' })).toBeEnabled()
		await page.clock.runFor(5_100)
		await expect(slide(page, 3)).toBeVisible()
	})

	test('the slider does not move while its tab is hidden, and starts a fresh 5 s when shown', async ({ page }) => {
		await page.goto('/country/united-kingdom')
		await waitForHydration(page)
		await page.clock.pauseAt(new Date('2026-03-02T10:01:00Z'))
		await page.clock.runFor(12_000)
		await page.getByRole('tab', { name: 'VISA' }).click()
		await expect(slide(page, 1)).toBeVisible()
		await leaveSlider(page)
		await page.clock.runFor(4_900)
		await expect(slide(page, 1)).toBeVisible()
		await page.clock.runFor(200)
		await expect(slide(page, 2)).toBeVisible()
		// Hidden again, it stays where it was.
		await page.getByRole('tab', { name: 'FAQS' }).click()
		await expect(page.getByRole('tabpanel', { name: 'VISA' })).toBeHidden()
		await page.clock.runFor(12_000)
		await page.getByRole('tab', { name: 'VISA' }).click()
		await expect(slide(page, 2)).toBeVisible()
	})

	test.describe('on a touch screen', () => {
		test.use({ hasTouch: true })

		test('a tap is not a hover: the slider keeps moving after a tap on a slide or on Next', async ({ page }) => {
			await startOnFirstSlide(page)
			await slide(page, 1).tap()
			await page.clock.runFor(5_100)
			await expect(slide(page, 2)).toBeVisible()
			await page.getByRole('button', { name: 'Next visa type' }).tap()
			await expect(slide(page, 3)).toBeVisible()
			await page.clock.runFor(5_100)
			await expect(slide(page, 4)).toBeVisible()
		})
	})
})

/** The needle's angle as drawn now, in whole degrees (from its computed transform). */
function needleAngle(page: Page) {
	return page.getByTestId('gauge-needle').evaluate((needle) => {
		const { a, b } = new DOMMatrix(getComputedStyle(needle).transform)
		return Math.round((Math.atan2(b, a) * 180) / Math.PI)
	})
}

test.describe('cost gauge', () => {
	test('the needle turns 500 ms after the COST OF LIVING panel is first shown, never while hidden', async ({ page }) => {
		await page.goto('/country/united-kingdom')
		await waitForHydration(page)
		const needle = page.getByTestId('gauge-needle')
		// In the hidden panel no animation has run or is running.
		expect(await needle.evaluate((el) => el.getAnimations().length)).toBe(0)

		await page.getByRole('tab', { name: 'COST OF LIVING' }).click()
		await expect(page.getByRole('img', { name: 'Cost of living gauge for UK: higher cost' })).toBeVisible()
		// Shown now: its animation started then. Hold it and read its timeline.
		const timeline = await needle.evaluate((el) => {
			const [turn] = el.getAnimations()
			if (!turn) return null
			const now = turn.currentTime
			turn.pause()
			const angleAt = (ms: number) => {
				turn.currentTime = ms
				const { a, b } = new DOMMatrix(getComputedStyle(el).transform)
				return Math.round((Math.atan2(b, a) * 180) / Math.PI)
			}
			const result = { delay: turn.effect?.getTiming().delay, at0: angleAt(0), at490: angleAt(490), at1000: angleAt(1000), at1500: angleAt(1500) }
			// Back where it was, and on its way again.
			turn.currentTime = now
			turn.play()
			return result
		})
		expect(timeline).not.toBeNull()
		expect(timeline!.delay).toBe(500)
		expect([timeline!.at0, timeline!.at490]).toEqual([0, 0])
		expect(timeline!.at1000).toBeGreaterThan(0)
		expect(timeline!.at1000).toBeLessThan(135)
		expect(timeline!.at1500).toBe(135)

		// Turned, it stays turned: back on the tab later, it does not play again.
		await expect.poll(() => needle.evaluate((el) => el.getAnimations().length)).toBe(0)
		expect(await needleAngle(page)).toBe(135)
		await page.getByRole('tab', { name: 'FAQS' }).click()
		await expect(page.getByRole('tabpanel', { name: 'COST OF LIVING' })).toBeHidden()
		await page.getByRole('tab', { name: 'COST OF LIVING' }).click()
		await expect(page.getByRole('img', { name: 'Cost of living gauge for UK: higher cost' })).toBeVisible()
		expect(await needle.evaluate((el) => el.getAnimations().length)).toBe(0)
		expect(await needleAngle(page)).toBe(135)
	})

	/** Records, from the page's start, the needle's angle when the document is parsed and when its turn begins. */
	async function recordNeedle(page: Page) {
		await page.addInitScript(() => {
			const record: { angleAtParse?: number; turnStartedAt?: number } = {}
			Object.assign(window, { needleRecord: record })
			document.addEventListener('DOMContentLoaded', () => {
				const needle = document.querySelector('[data-testid="gauge-needle"]')
				if (!needle) return
				const { a, b } = new DOMMatrix(getComputedStyle(needle).transform)
				record.angleAtParse = Math.round((Math.atan2(b, a) * 180) / Math.PI)
			})
			document.addEventListener(
				'animationstart',
				(event) => {
					if (event.animationName === 'gauge-needle-turn') record.turnStartedAt = performance.now()
				},
				true,
			)
		})
		return () => page.evaluate(() => (window as unknown as { needleRecord: { angleAtParse?: number; turnStartedAt?: number } }).needleRecord)
	}

	test('opened on ?tab=cost-of-living, the needle turns 500 ms after load', async ({ page }) => {
		const record = await recordNeedle(page)
		await page.goto('/country/united-kingdom?tab=cost-of-living')
		await expect(page.getByRole('img', { name: 'Cost of living gauge for UK: higher cost' })).toBeVisible()
		const { angleAtParse, turnStartedAt } = await record()
		// At first it points at the cheap end; animationstart fires when the 500 ms delay is over.
		expect(angleAtParse).toBe(0)
		expect(turnStartedAt).toBeGreaterThanOrEqual(500)
		await expect.poll(() => needleAngle(page)).toBe(135)
	})

	test('with reduced motion the needle simply points at its position, from the first paint', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' })
		const record = await recordNeedle(page)
		await page.goto('/country/united-kingdom?tab=cost-of-living')
		const { angleAtParse, turnStartedAt } = await record()
		expect(angleAtParse).toBe(135)
		expect(turnStartedAt).toBeUndefined()
		expect(await page.getByTestId('gauge-needle').evaluate((el) => el.getAnimations().length)).toBe(0)
		expect(await needleAngle(page)).toBe(135)
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the tabs are links that load their tab, and the why-study text is readable in full', async ({ page }) => {
		await page.goto('/country/united-kingdom')
		const paragraph = whyStudyParagraph(page)
		await expect(paragraph).toBeVisible()
		expect(await paragraph.evaluate((p) => p.scrollHeight <= p.clientHeight + 1)).toBe(true)
		await expect(page.getByRole('button', { name: 'Read more' })).toHaveCount(0)

		await page.getByRole('tab', { name: 'SCHOLARSHIPS' }).click()
		await expect(page).toHaveURL(/\/country\/united-kingdom\?tab=scholarships$/)
		await expect(page.getByRole('tab', { name: 'SCHOLARSHIPS' })).toHaveAttribute('aria-selected', 'true')
		await expect(page.getByRole('tabpanel', { name: 'SCHOLARSHIPS' }).getByRole('heading', { name: /Chevening/ })).toBeVisible()
		await expect(page.getByRole('tabpanel', { name: 'FAST FACTS' })).toBeHidden()

		// The needle is drawn at its position (the CSS animation runs without JavaScript too).
		await page.getByRole('tab', { name: 'COST OF LIVING' }).click()
		await expect.poll(() => needleAngle(page)).toBe(135)
	})

	test('every visa type can be reached: next, previous and the dots are links to their slide', async ({ page }) => {
		await page.goto('/country/united-kingdom?tab=visa')
		const panel = page.getByRole('tabpanel', { name: 'VISA' })
		await expect(panel.getByRole('group', { name: /^1 of 4:/ })).toBeVisible()
		await panel.getByRole('link', { name: 'Next visa type' }).click()
		await expect(page).toHaveURL(/\?tab=visa&visa=2$/)
		await expect(panel.getByRole('group', { name: /^2 of 4:/ })).toBeVisible()
		await expect(panel.getByRole('group', { name: /^1 of 4:/ })).toBeHidden()
		await panel.getByRole('link', { name: 'Previous visa type' }).click()
		await panel.getByRole('link', { name: 'Previous visa type' }).click()
		await expect(panel.getByRole('group', { name: /^4 of 4:/ })).toBeVisible()
		const third = panel.getByRole('list', { name: 'Choose a visa type' }).getByRole('link').nth(2)
		await third.click()
		await expect(panel.getByRole('group', { name: /^3 of 4:/ })).toBeVisible()
		await expect(panel.getByRole('list', { name: 'Choose a visa type' }).getByRole('link').nth(2)).toHaveAttribute('aria-current', 'true')
	})
})

test.describe('other states and URLs', () => {
	test('/destinations/:id shows the same guide with the /country canonical URL', async ({ page }) => {
		await page.goto('/destinations/united-kingdom?tab=visa')
		await expect(page.getByRole('heading', { level: 1, name: 'Study in UK' })).toBeVisible()
		await expect(page.getByRole('tab', { name: 'VISA' })).toHaveAttribute('aria-selected', 'true')
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/country\/united-kingdom$/)
	})

	test('every destination has a complete guide with its own flag and title', async ({ request }) => {
		const flags: Record<string, string> = {
			'united-kingdom': 'United Kingdom', usa: 'United States', ireland: 'Ireland', ca: 'Canada', de: 'Germany',
			dubai: 'United Arab Emirates', france: 'France', europe: 'European Union', italy: 'Italy', netherlands: 'Netherlands',
			poland: 'Poland', spain: 'Spain', au: 'Australia', nz: 'New Zealand', sweden: 'Sweden', denmark: 'Denmark',
		}
		for (const [id, flag] of Object.entries(flags)) {
			const response = await request.get(`/country/${id}`)
			expect(response.status(), id).toBe(200)
			const html = await response.text()
			expect(html, id).toContain(`aria-label="Flag of ${flag}"`)
			expect(html, id).toMatch(/<title>Study in [^<]+<\/title>/)
			expect(html, id).toContain('Last reviewed on')
			expect(html, id).not.toContain('noindex')
		}
	})

	test('Dubai shows the UAE flag and Europe the EU flag', async ({ page }) => {
		await page.goto('/country/dubai')
		await expect(page.getByRole('img', { name: 'Flag of United Arab Emirates' })).toBeVisible()
		await page.goto('/country/europe?tab=faqs')
		await expect(page.getByRole('img', { name: 'Flag of European Union' })).toBeVisible()
		await expect(page.getByRole('heading', { level: 1, name: 'Study in Europe' })).toBeVisible()
	})

	test('an id that is not normalised redirects to the normalised URL', async ({ page }) => {
		await page.goto('/country/United%20Kingdom?tab=faqs')
		await expect(page).toHaveURL(/\/country\/united-kingdom\?tab=faqs$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Study in UK' })).toBeVisible()
	})

	test('a trailing slash keeps the redirect on the route prefix and the normalised id', async ({ page, request }) => {
		const response = await request.get('/country/UK/?tab=visa', { maxRedirects: 0 })
		expect(response.status()).toBe(301)
		expect(response.headers().location).toBe('/country/uk?tab=visa')
		await page.goto('/destinations/New%20Zealand/')
		await expect(page).toHaveURL(/\/destinations\/new-zealand$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Study in New Zealand' })).toBeVisible()
	})

	test('a country with no guide gets the minimal page, politely, with noindex', async ({ page }) => {
		const response = await page.goto('/country/south-korea')
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1, name: 'Study in South Korea' })).toBeVisible()
		await expect(page.getByRole('img', { name: 'Flag of United Kingdom' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Our full guide is coming soon' })).toBeVisible()
		await expect(page.getByRole('link', { name: /Talk to an Expert Counsellor for FREE/ })).toHaveAttribute('href', '/book?country=south-korea')
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
		await expect(page.getByRole('tablist')).toHaveCount(0)
	})

	test('the Study Abroad page lists the 16 destinations with flags and links', async ({ page }) => {
		await page.goto('/country')
		await expect(page.getByRole('heading', { level: 1, name: 'Study Abroad' })).toBeVisible()
		const links = page.getByRole('region', { name: 'Study destinations' }).getByRole('link')
		await expect(links).toHaveCount(16)
		await expect(links.first()).toHaveAttribute('href', '/country/united-kingdom')
		await expect(page.getByRole('link', { name: /Study in New Zealand/ })).toHaveAttribute('href', '/country/nz')
	})

	test('a guide’s texts come once, as markup: hydration keeps the very elements the server sent, and they still work', async ({ page }) => {
		const errors: string[] = []
		page.on('console', (message) => {
			if (message.type() === 'error') errors.push(message.text())
		})
		page.on('pageerror', (error) => errors.push(error.message))
		let release!: () => void
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route('**/assets/**/*.js', async (route) => {
			await held
			await route.continue()
		})
		// The TOP UNIVERSITIES tab's page: its panel is in the document (the others' come as data after hydration).
		const response = await page.goto('/country/united-kingdom?tab=top-universities', { waitUntil: 'domcontentloaded' })
		// In the markup, and not a second time in the data for hydration.
		expect((await response!.text()).match(/Imperial College London/g)).toHaveLength(1)
		const university = page.getByRole('heading', { name: 'Imperial College London', includeHidden: true })
		await university.evaluate((heading) => Object.assign(heading, { servedByServer: true }))
		release()
		await waitForHydration(page)
		expect(await university.evaluate((heading) => (heading as HTMLElement & { servedByServer?: boolean }).servedByServer)).toBe(true)
		await expect(university).toBeVisible()
		await page.getByRole('tab', { name: 'FAQS' }).click()
		await page.getByRole('button', { name: 'Is the UK Student visa fee the same for everyone?' }).click()
		await expect(page.getByText(/National Health Service/)).toBeVisible()
		await page.getByRole('tab', { name: 'TOP UNIVERSITIES' }).click()
		await expect(university).toBeVisible()
		expect(await university.evaluate((heading) => (heading as HTMLElement & { servedByServer?: boolean }).servedByServer)).toBe(true)
		expect(errors).toEqual([])
	})

	test('a Link kept in an island (a course on the fees page) still navigates in place once the page is interactive', async ({ page }) => {
		await page.goto('/fees')
		// Until React has taken the island over, a click is an ordinary page load: wait for it.
		await page.waitForFunction(() => Object.keys(document.querySelector('[data-island="fees-schedule"]') ?? {}).some((key) => key.startsWith('__reactProps')))
		await page.evaluate(() => Object.assign(window, { samePage: true }))
		await page.getByRole('link', { name: 'IELTS Academic Full Course' }).first().click()
		await expect(page).toHaveURL(/\/course\/ielts-academic-full-course$/)
		await expect(page.getByRole('heading', { level: 1, name: 'IELTS Academic Full Course' })).toBeVisible()
		expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
	})

	test('after a client navigation the guide shows every text, from its data', async ({ page }) => {
		await page.goto('/country')
		await page.evaluate(() => Object.assign(window, { samePage: true }))
		await page.getByRole('link', { name: /Study in UK/ }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Study in UK' })).toBeVisible()
		expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
		await expect(whyStudyParagraph(page)).toBeVisible()
		await expect(page.getByRole('term').filter({ hasText: 'GDP' })).toBeVisible()
		await page.getByRole('tab', { name: 'TOP UNIVERSITIES' }).click()
		await expect(page.getByRole('tabpanel', { name: 'TOP UNIVERSITIES' }).getByRole('heading', { name: 'Imperial College London' })).toBeVisible()
		await page.getByRole('tab', { name: 'ADMISSIONS' }).click()
		await expect(page.getByRole('tabpanel', { name: 'ADMISSIONS' }).getByRole('link', { name: /^as of .+, the source of / }).first()).toBeVisible()
		await page.getByRole('tab', { name: 'FAQS' }).click()
		await page.getByRole('button', { name: 'Is the UK Student visa fee the same for everyone?' }).click()
		await expect(page.getByText(/National Health Service/)).toBeVisible()
		await expect(page.getByRole('complementary', { name: 'Sources and review' }).getByRole('link').first()).toHaveAttribute('href', /^https:\/\//)
	})

	test('a pending indicator shows while the next guide loads', async ({ page }) => {
		await page.goto('/country')
		let release!: () => void
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route('**/country/united-kingdom.data*', async (route) => {
			await held
			await route.continue()
		})
		await page.getByRole('link', { name: /Study in UK/ }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Loading country guide…' })).toHaveCount(1)
		await expect(page.getByText('Loading country guide…')).toBeVisible()
		release()
		await expect(page.getByRole('heading', { level: 1, name: 'Study in UK' })).toBeVisible()
		await expect(page.getByText('Loading country guide…')).toHaveCount(0)
	})
})

test.describe('when the database fails', () => {
	// Its own server on its own PostgreSQL database, so the outage touches nothing else.
	const PORT = 4361
	const origin = `http://127.0.0.1:${PORT}`

	test('during an outage the guide answers 500 "Failed to load country data"; afterwards it loads again', async ({ page }) => {
		test.skip(!process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test): no PostgreSQL server to take down')
		test.setTimeout(90_000)
		const database = await createScratchDatabase('country_outage')
		const server = startServer({ PORT: String(PORT), DATABASE_URL: database.url })
		const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
		try {
			await waitForHealthy(PORT)
			await admin.connect()
			// The outage: the database refuses new connections and drops the ones the site holds.
			await admin.query(`alter database ${database.name} allow_connections false`)
			await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database.name])

			const failed = await page.goto(`${origin}/country/usa`)
			expect(failed?.status()).toBe(500)
			await expect(page.getByRole('heading', { level: 1, name: 'Failed to load country data' })).toBeVisible()
			await expect(page).toHaveTitle(/^Failed to load country data/)
			await expect(page.getByRole('link', { name: 'See all study destinations' })).toHaveAttribute('href', '/country')
			expect(server.stdout() + server.stderr()).toContain('country guide query failed')

			// The database is back: a failed read is not cached, so the next visit gets the guide.
			await admin.query(`alter database ${database.name} allow_connections true`)
			const recovered = await page.goto(`${origin}/country/usa`)
			expect(recovered?.status()).toBe(200)
			await expect(page.getByRole('heading', { level: 1, name: 'Study in USA' })).toBeVisible()
		} finally {
			await admin.end().catch(() => undefined)
			await stopServer(server)
			await database.drop()
		}
	})
})

/** The why-study paragraph itself (its text is an island inside it: lib/island.tsx), whose box is clamped. */
function whyStudyParagraph(page: Page) {
	return page.locator('p').filter({ hasText: /^The UK is home to some of the oldest/ })
}
