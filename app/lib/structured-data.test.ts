import { describe, expect, test } from 'vitest'
import { defaultSiteSettings } from '~/config/site-settings'
import { withCourseDefaults } from '~/features/courses/course-view'
import { educationTrailForCourseType } from '~/features/courses/education-programmes'
import { seedCourses } from '~/features/courses/seed-courses'
import { missingRecommended, structuredDataRules, validateStructuredData } from './structured-data-rules'
import {
	breadcrumbListJsonLd,
	courseJsonLd,
	educationalOrganizationJsonLd,
	isoDuration,
	postalAddress,
	serializeJsonLd,
} from './structured-data'

const origin = 'https://welsh.example'
const site = defaultSiteSettings
/** An English page's breadcrumb: Home as the menu names it. */
const english = { locale: 'en', home: 'Home' } as const

/** Every @type used anywhere in a block, nested ones included. */
function typesIn(value: unknown): string[] {
	if (Array.isArray(value)) return value.flatMap(typesIn)
	if (typeof value !== 'object' || value === null) return []
	const own = '@type' in value && typeof value['@type'] === 'string' ? [value['@type']] : []
	return [...own, ...Object.values(value).flatMap(typesIn)]
}

describe('serializeJsonLd', () => {
	test('escapes "<" so text can never close the script element, and round-trips', () => {
		const value = { text: '</script><script>alert(1)</script>', line: 'a\u2028b' }
		const json = serializeJsonLd(value)
		expect(json).toBe('{"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>","line":"a\\u2028b"}')
		expect(json).not.toContain('<')
		expect(JSON.parse(json)).toEqual(value)
	})
})

describe('EducationalOrganization', () => {
	const organisation = educationalOrganizationJsonLd(site, origin)

	test('is valid, with every recommended property, from the site settings', () => {
		expect(validateStructuredData(organisation)).toEqual([])
		expect(missingRecommended(organisation)).toEqual([])
		expect(organisation).toMatchObject({
			'@type': 'EducationalOrganization',
			name: 'Welsh Education',
			url: 'https://welsh.example/',
			logo: 'https://welsh.example/og/logo.png',
			telephone: site.phone,
			email: site.email,
			sameAs: Object.values(site.social),
		})
	})

	test('splits the one-line address into its parts', () => {
		expect(postalAddress(site)).toEqual({
			'@type': 'PostalAddress',
			streetAddress: 'SCO 14, Model Town Road',
			addressLocality: 'Jalandhar',
			addressRegion: 'Punjab',
			postalCode: '144003',
			addressCountry: 'IN',
		})
	})

	test('an address in another shape still gives a valid PostalAddress', () => {
		const address = postalAddress({ address: 'Plot 7, Phase 2, Mohali', city: 'Ludhiana' })
		expect(address).toMatchObject({ streetAddress: 'Plot 7, Phase 2, Mohali', addressLocality: 'Ludhiana', addressCountry: 'IN' })
		expect(validateStructuredData({ '@context': 'https://schema.org', ...address })).toEqual([])
	})
})

describe('Course', () => {
	const courses = seedCourses.map(withCourseDefaults)

	test.each(courses.map((c) => [c.id, c] as const))('%s is valid, with its provider', (_id, course) => {
		const data = courseJsonLd(course, site, origin, 'en')
		expect(validateStructuredData(data)).toEqual([])
		expect(missingRecommended(data)).toEqual([])
		expect(data).toMatchObject({
			name: course.ProgramName,
			description: course.ProgramDescription,
			url: `https://welsh.example/course/${course.id}`,
			provider: { '@type': 'Organization', name: 'Welsh Education', url: 'https://welsh.example/' },
		})
	})

	test('durations become ISO 8601 only when they are regular', () => {
		expect(isoDuration('8 weeks')).toBe('P8W')
		expect(isoDuration('3 Months')).toBe('P3M')
		expect(isoDuration('1 year')).toBe('P1Y')
		expect(isoDuration('3 to 6 months')).toBeUndefined()
		const data = courseJsonLd({ ...courses[0]!, Duration: 'Flexible' }, site, origin, 'en')
		expect(data).not.toHaveProperty('timeRequired')
	})

	test('every seed course sits under an Education family page in its breadcrumb trail', () => {
		for (const course of courses) {
			const trail = educationTrailForCourseType(course.Type)
			expect(trail.map((c) => c.path).slice(0, 2)).toEqual(['/education', expect.stringMatching(/^\/education\/[a-z]+$/)])
		}
		expect(educationTrailForCourseType('ielts-academic').at(-1)).toEqual({ name: 'IELTS Academic', path: '/education/ielts/academic' })
		expect(educationTrailForCourseType('something-else')).toEqual([])
		// On a Punjabi page, as the published pages and the menu name them there.
		const ielts = { path: '/education/ielts', label: 'IELTS', courseType: 'ielts', programmes: [{ path: '/education/ielts/academic', label: 'IELTS ਅਕਾਦਮਿਕ', courseType: 'ielts-academic' }] }
		expect(educationTrailForCourseType('ielts-academic', [ielts], 'ਪੜ੍ਹਾਈ')).toEqual([
			{ name: 'ਪੜ੍ਹਾਈ', path: '/education' },
			{ name: 'IELTS', path: '/education/ielts' },
			{ name: 'IELTS ਅਕਾਦਮਿਕ', path: '/education/ielts/academic' },
		])
	})
})

describe('BreadcrumbList', () => {
	test('starts at Home and numbers absolute links from 1', () => {
		const data = breadcrumbListJsonLd(
			origin,
			[
				{ name: 'Journal', path: '/journal' },
				{ name: 'A post', path: '/journal/a-post' },
			],
			english,
		)
		expect(validateStructuredData(data)).toEqual([])
		expect(data.itemListElement).toEqual([
			{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://welsh.example/' },
			{ '@type': 'ListItem', position: 2, name: 'Journal', item: 'https://welsh.example/journal' },
			{ '@type': 'ListItem', position: 3, name: 'A post', item: 'https://welsh.example/journal/a-post' },
		])
	})

	test("on a Punjabi or Hindi page, each level is that language's version where it has one", () => {
		const data = breadcrumbListJsonLd(
			origin,
			[
				{ name: 'ਫ਼ੀਸ', path: '/fees' },
				{ name: 'Account', path: '/account/data' },
			],
			{ locale: 'pa', home: 'ਮੁੱਖ ਸਫ਼ਾ' },
		)
		expect(data.itemListElement).toEqual([
			{ '@type': 'ListItem', position: 1, name: 'ਮੁੱਖ ਸਫ਼ਾ', item: 'https://welsh.example/pa' },
			{ '@type': 'ListItem', position: 2, name: 'ਫ਼ੀਸ', item: 'https://welsh.example/pa/fees' },
			// Account pages have no language versions.
			{ '@type': 'ListItem', position: 3, name: 'Account', item: 'https://welsh.example/account/data' },
		])
		const course = withCourseDefaults(seedCourses[0]!)
		expect(courseJsonLd(course, site, origin, 'hi')).toMatchObject({ url: `https://welsh.example/hi/course/${course.id}` })
	})
})

describe('the validator', () => {
	test('has rules for every type the builders use', () => {
		const blocks = [
			educationalOrganizationJsonLd(site, origin),
			courseJsonLd(withCourseDefaults(seedCourses[0]!), site, origin, 'en'),
			breadcrumbListJsonLd(origin, [{ name: 'About Us', path: '/about' }], english),
		]
		for (const type of new Set(blocks.flatMap(typesIn))) expect(Object.keys(structuredDataRules)).toContain(type)
	})

	test('reports missing required properties, with where they are missing', () => {
		expect(validateStructuredData({ '@context': 'https://schema.org', '@type': 'Course', name: 'IELTS', provider: { '@type': 'Organization' } })).toEqual([
			'(root): Course is missing required property description',
			'(root).provider: Organization is missing required property name',
		])
		// The shape seo.spec.ts reads from a page's FAQ microdata.
		const faq = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', text: '' } }] }
		expect(validateStructuredData(faq)).toEqual([
			'(root).mainEntity[0].acceptedAnswer: Answer is missing required property text',
			'(root).mainEntity[0].acceptedAnswer.text: is empty',
		])
	})

	test('reports a missing @context, unknown types, relative URLs and broken breadcrumb trails', () => {
		expect(validateStructuredData({ '@type': 'Recipe', name: 'Dal' })).toEqual([
			'(root): @context must be "https://schema.org"',
			'(root): no rules for @type Recipe (add them to structuredDataRules)',
		])
		const trail = breadcrumbListJsonLd(origin, [], english)
		expect(validateStructuredData(trail)).toEqual(['(root): BreadcrumbList needs at least two ListItems'])
		const relative = {
			'@context': 'https://schema.org',
			'@type': 'BreadcrumbList',
			itemListElement: [
				{ '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
				{ '@type': 'ListItem', position: 3, name: 'About', item: 'https://welsh.example/about' },
			],
		}
		expect(validateStructuredData(relative)).toEqual([
			'(root).itemListElement[1]: position must be 2',
			'(root).itemListElement[0].item: item must be an absolute URL (got "/")',
		])
		expect(validateStructuredData('not json-ld')).toEqual(['(root): is not an object'])
	})
})
