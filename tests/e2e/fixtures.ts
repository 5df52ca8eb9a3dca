import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** Documents (by a hash of their markup and the viewport) that axe has passed in this worker. */
const checkedStates = new Set<string>()

/** Fails with a readable list when axe finds any WCAG 2.2 A/AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
	// Check the page as it settles, not halfway through a transition (the header's top strip fades
	// in after a scroll to the top): first until the header has answered the page's scroll position
	// (its scroll listener re-renders it a moment after the scroll, and only then does the fade
	// start), then, up to 2 s, for finite CSS animations to finish. The limits are kept on this side,
	// since a test may have frozen the page's own clock.
	const headerAnswersScroll = () =>
		page
			.evaluate(() => {
				const header = document.querySelector('header[data-scrolled]')
				return !header || header.getAttribute('data-scrolled') === String(scrollY > 0)
			})
			.catch(() => true)
	for (let tries = 0; tries < 40 && !(await headerAnswersScroll()); tries++) await new Promise((resolve) => setTimeout(resolve, 50))
	const settled = page
		.evaluate(() =>
			Promise.all(
				document
					.getAnimations()
					.filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
					.map((a) => a.finished.catch(() => undefined)),
			),
		)
		.catch(() => undefined)
	await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2_000))])
	// The same document at the same viewport gives the same answer: each is checked once per worker
	// (many tests visit the same pages), which keeps the suite's run time down.
	const state = await page.evaluate(() => {
		const text = `${innerWidth}x${innerHeight}|${document.documentElement.outerHTML}`
		let hash = 0x811c9dc5
		for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
		return `${hash >>> 0}:${text.length}`
	})
	if (checkedStates.has(state)) return
	const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
	const summary = results.violations.map(
		(v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
	)
	expect(summary, `axe violations on ${page.url()}`).toEqual([])
	checkedStates.add(state)
}

/**
 * Waits until the page's scripts have run (the router exists) and hydration, which yields between
 * its slices, is done (idle): a click before that finds the page as without JavaScript. The fixture's
 * `page.goto` does this itself; a page of a context the test opened needs it before such a click.
 */
export async function waitForHydration(page: Page) {
	await page.waitForFunction(() => !('__reactRouterContext' in window) || '__reactRouterDataRouter' in window)
	await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())))
}

/**
 * Goes to `to` as a link inside the site would, by the router (no new document), for an address no
 * link on the page leads to (one that does not exist); `sameDocument` then says whether the page
 * stayed the same document since.
 */
export async function navigateInApp(page: Page, to: string) {
	await page.evaluate(() => Object.assign(window, { sameDocument: true }))
	await page.evaluate((to) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(to), to)
	return { sameDocument: () => page.evaluate(() => 'sameDocument' in window) }
}

/**
 * `page` with an axe check after every page load the test makes (page.goto) and on the page the
 * test ends on, so every page the browser tests visit is checked.
 */
export const test = base.extend<{ page: Page }>({
	page: async ({ page, javaScriptEnabled }, use, testInfo) => {
		// axe runs inside the page, so pages loaded without JavaScript are checked by the other tests.
		if (!javaScriptEnabled) return use(page)
		const goto = page.goto.bind(page)
		page.goto = async (url, options) => {
			const response = await goto(url, options)
			// A page asks for its scripts after its first paint (ScriptsAfterFirstPaint.tsx), which can
			// come after the load event: as before that, a test waiting for the load starts once they
			// have run (the router exists) and hydration, which yields between its slices, is done (idle).
			// A test that asks for an earlier moment (domcontentloaded, commit) gets the page as it is.
			if ((options?.waitUntil ?? 'load') === 'load' || options?.waitUntil === 'networkidle') await waitForHydration(page)
			await expectNoAxeViolations(page)
			return response
		}
		await use(page)
		if (testInfo.status === testInfo.expectedStatus && !page.isClosed() && page.url().startsWith('http')) {
			await expectNoAxeViolations(page)
		}
	},
})

export { expect }
