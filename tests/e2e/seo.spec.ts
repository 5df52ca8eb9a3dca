import type { APIRequestContext, Page } from '@playwright/test'
import { blogPosts } from '../../app/features/content/blog-posts'
import { countryDirectory } from '../../app/features/countries/country-directory'
import { unitedKingdom } from '../../app/features/countries/seed/united-kingdom'
import { seedCourses } from '../../app/features/courses/seed-courses'
import { validateStructuredData } from '../../app/lib/structured-data-rules'
import { expect, test } from './fixtures'

// Search-engine readiness, checked on the served HTML only (no page rendering, so it is quick):
// structured data, canonical and share tags, the site map and robots.txt.

type Tag = Record<string, string>

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" }
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name]!)

/** The attributes of every <name ...> tag in the HTML, in any order. */
function tags(html: string, name: string): Tag[] {
	return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map(([, attributes]) =>
		Object.fromEntries([...attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key!, decode(value!)])),
	)
}

function metaContent(html: string, key: string) {
	return tags(html, 'meta').find((tag) => tag.property === key || tag.name === key)?.content
}

/** Every JSON-LD block of the page, parsed. */
function jsonLdBlocks(html: string): unknown[] {
	return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!))
}

function typesOf(blocks: unknown[]) {
	return blocks.map((block) => (block as { '@type': string })['@type']).sort()
}

async function fetchPage(request: APIRequestContext, path: string) {
	const response = await request.get(path)
	expect(response.status(), path).toBe(200)
	expect(response.headers()['content-type']).toContain('text/html')
	return response.text()
}

const course = seedCourses[0]!
const post = blogPosts[0]!

const pages = [
	{ path: '/', types: ['EducationalOrganization'], image: 'organisation' },
	{ path: '/contact', types: ['BreadcrumbList', 'EducationalOrganization'], image: 'organisation' },
	{ path: `/course/${course.id}`, types: ['BreadcrumbList', 'Course'], image: 'course' },
	// The guide's FAQPage is microdata on its questions panel (test below), no longer JSON-LD.
	{ path: '/country/united-kingdom', types: ['BreadcrumbList'], image: 'country' },
	{ path: `/journal/${post.id}`, types: ['BreadcrumbList'], image: 'article' },
	{ path: '/about', types: ['BreadcrumbList'], image: 'organisation' },
	{ path: '/plan', types: ['BreadcrumbList', 'WebApplication'], image: 'page' },
]

for (const { path, types, image } of pages) {
	test(`${path} has valid structured data, its canonical URL and share tags`, async ({ request, baseURL }) => {
		const html = await fetchPage(request, path)
		const blocks = jsonLdBlocks(html)
		expect(typesOf(blocks)).toEqual(types)
		for (const block of blocks) expect(validateStructuredData(block), JSON.stringify(block)).toEqual([])

		const canonical = new URL(path, baseURL).toString()
		expect(tags(html, 'link').find((tag) => tag.rel === 'canonical')?.href).toBe(canonical)
		expect(metaContent(html, 'og:url')).toBe(canonical)
		expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
		expect(metaContent(html, 'og:image:width')).toBe('1200')
		expect(metaContent(html, 'og:image:height')).toBe('630')
		expect(metaContent(html, 'og:image:alt')).toMatch(/^Welsh Education: .+/)

		const imageUrl = metaContent(html, 'og:image')
		expect(imageUrl).toBe(new URL(`/og/${image}.png`, baseURL).toString())
		expect(metaContent(html, 'twitter:image')).toBe(imageUrl)
		const imageResponse = await request.get(imageUrl!)
		expect(imageResponse.status()).toBe(200)
		expect(imageResponse.headers()['content-type']).toBe('image/png')
	})
}

type Faq = { '@type': 'Question'; name: string; acceptedAnswer: { '@type': 'Answer'; text: string } }

/** The page's FAQPage microdata as search engines read it: each itemprop belongs to its nearest itemscope ancestor. */
function faqMicrodata(page: Page): Promise<Record<string, unknown> | null> {
	return page.evaluate(() => {
		const read = (scope: Element): Record<string, unknown> => {
			const values: Record<string, unknown[]> = {}
			for (const element of scope.querySelectorAll('[itemprop]')) {
				if (element.parentElement?.closest('[itemscope]') !== scope) continue
				const value = element.hasAttribute('itemscope') ? read(element) : element.textContent?.trim()
				;(values[element.getAttribute('itemprop')!] ??= []).push(value)
			}
			const node: Record<string, unknown> = { '@type': scope.getAttribute('itemtype')?.replace('https://schema.org/', '') }
			for (const [name, list] of Object.entries(values)) node[name] = name === 'mainEntity' ? list : list[0]
			return node
		}
		const root = document.querySelector('[itemscope][itemtype="https://schema.org/FAQPage"]')
		return root ? { '@context': 'https://schema.org', ...read(root) } : null
	})
}

test('the home page’s questions are a FAQPage in microdata on the texts it shows, with no JSON-LD copy', async ({ page }) => {
	await page.goto('/')
	const faq = await faqMicrodata(page)
	expect(validateStructuredData(faq), JSON.stringify(faq)).toEqual([])
	const questions = (faq?.mainEntity ?? []) as Faq[]
	await expect(page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('button')).toHaveCount(questions.length)
	expect(questions[0]).toEqual({ '@type': 'Question', name: 'Do you charge for the first counselling session?', acceptedAnswer: { '@type': 'Answer', text: expect.stringMatching(/^No\. Career and study-abroad counselling is free/) } })
})

test('a guide’s questions are a FAQPage in microdata on its questions panel: in its tab’s HTML, and on the guide once its panels have loaded', async ({ page, request }) => {
	// The served HTML of the questions tab: every question and answer marked, no JSON-LD copy.
	const html = await fetchPage(request, '/country/united-kingdom?tab=faqs')
	expect(typesOf(jsonLdBlocks(html))).toEqual(['BreadcrumbList'])
	expect(html.match(/itemType="https:\/\/schema.org\/Question"/gi)).toHaveLength(unitedKingdom.faqs.length)
	expect(html.match(/itemType="https:\/\/schema.org\/Answer"/gi)).toHaveLength(unitedKingdom.faqs.length)

	// The guide's own URL, served on its first tab, draws the questions panel (hidden) once the page is idle.
	await page.goto('/country/united-kingdom')
	await expect(page.locator('[itemtype="https://schema.org/Question"]')).toHaveCount(unitedKingdom.faqs.length)
	const faq = await faqMicrodata(page)
	expect(validateStructuredData(faq), JSON.stringify(faq)).toEqual([])
	const questions = (faq?.mainEntity ?? []) as Faq[]
	expect(questions.map((question) => question.name)).toEqual(unitedKingdom.faqs.map((question) => question.question))
	// A figure's token is drawn as the figure with its as-of note, as in the panel.
	expect(questions[1]!.acceptedAnswer.text).toMatch(/^Your first year’s unpaid tuition plus living costs of £[\d,]+ \(/)
	expect(questions[3]!.acceptedAnswer).toEqual({ '@type': 'Answer', text: unitedKingdom.faqs[3]!.answer })
})

test('the course page names the institute as provider and links back to its Education pages', async ({ request, baseURL }) => {
	const blocks = jsonLdBlocks(await fetchPage(request, `/course/${course.id}`)) as Record<string, unknown>[]
	expect(blocks.find((b) => b['@type'] === 'Course')).toMatchObject({
		name: course.ProgramName,
		url: new URL(`/course/${course.id}`, baseURL).toString(),
		provider: { '@type': 'Organization', name: 'Welsh Education', url: new URL('/', baseURL).toString() },
	})
	const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!.itemListElement as { name: string }[]
	expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Education', expect.any(String), expect.any(String), course.ProgramName])
})

test('/sitemap.xml lists every public page, course, guide and post, and each answers 200', async ({ request, baseURL }) => {
	const response = await request.get('/sitemap.xml')
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toContain('application/xml')
	const xml = await response.text()
	expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/)
	const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!)
	const url = (path: string) => new URL(path, baseURL).toString()

	for (const country of countryDirectory) {
		expect(xml).toMatch(new RegExp(`<loc>${url(`/country/${country.id}`)}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`))
	}
	for (const c of seedCourses) expect(locs).toContain(url(`/course/${c.id}`))
	for (const p of blogPosts) expect(xml).toContain(`<loc>${url(`/journal/${p.id}`)}</loc><lastmod>${p.date}</lastmod>`)
	for (const path of ['/', '/about', '/team', '/journal', '/contact', '/fees', '/privacy', '/education', '/country']) {
		expect(locs).toContain(url(path))
		// Every language version too (issue 20).
		for (const lang of ['pa', 'hi']) expect(locs).toContain(url(path === '/' ? `/${lang}` : `/${lang}${path}`))
	}
	for (const loc of locs) expect(new URL(loc).pathname).not.toMatch(/^\/(courses|services|my-courses|profile|admin|api|login|signup|destinations)(\/|$)/)
	expect(new Set(locs).size).toBe(locs.length)

	// Every listed URL is a live page (a few at a time: the machine is shared).
	const failures: string[] = []
	const queue = [...locs]
	await Promise.all(
		Array.from({ length: 4 }, async () => {
			for (let loc = queue.shift(); loc; loc = queue.shift()) {
				const page = await request.get(loc, { maxRedirects: 0 })
				if (page.status() !== 200) failures.push(`${loc} answered ${page.status()}`)
			}
		}),
	)
	expect(failures).toEqual([])
})

test('/robots.txt allows the site, keeps crawlers out of private paths and points to the site map', async ({ request, baseURL }) => {
	const response = await request.get('/robots.txt')
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toContain('text/plain')
	const lines = (await response.text()).split('\n')
	expect(lines).toEqual(
		expect.arrayContaining([
			'User-agent: *',
			'Allow: /',
			'Disallow: /admin',
			'Disallow: /api/',
			'Disallow: /profile',
			'Disallow: /my-courses',
			'Disallow: /pa/my-courses',
			'Disallow: /hi/my-courses',
			`Sitemap: ${new URL('/sitemap.xml', baseURL).toString()}`,
		]),
	)
})
