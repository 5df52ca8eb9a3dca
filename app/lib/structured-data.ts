import type { SiteSettings, TrustDetails } from '~/config/site-settings'
import { type Locale, localizedPath } from '~/features/i18n/locales'
import { LOGO_PATH, shareImage } from './seo'

/**
 * schema.org structured data (JSON-LD) for search engines: one builder per type we publish.
 * Pages render them with <JsonLd />; structured-data-rules.ts checks them in unit and browser tests.
 */

export type JsonLdObject = { '@context'?: 'https://schema.org'; '@type': string; [property: string]: unknown }

const CONTEXT = 'https://schema.org' as const

/** JSON for an inline script: '<' escaped so no content can ever close the script element. */
export function serializeJsonLd(value: unknown) {
	return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

function absolute(path: string, origin: string) {
	return new URL(path, origin).toString()
}

type Site = Pick<SiteSettings, 'name' | 'tagline' | 'city' | 'address' | 'phone' | 'email' | 'social'> & { trust?: TrustDetails }

/**
 * The settings hold the address as one line ("SCO 14, Model Town Road, Jalandhar, Punjab 144003,
 * India"); search engines want its parts. Parts we cannot find stay in the street address.
 */
export function postalAddress(site: Pick<SiteSettings, 'address' | 'city'>) {
	const parts = site.address
		.split(',')
		.map((part) => part.trim())
		.filter(Boolean)
	// The institute is in Punjab: India unless the address says otherwise in its last part.
	let addressCountry = 'IN'
	const last = parts.at(-1)
	if (last && /^india$/i.test(last)) parts.pop()
	else if (last && /^[A-Z]{2}$/.test(last)) addressCountry = parts.pop()!
	let addressRegion: string | undefined
	let postalCode: string | undefined
	// Indian PIN codes have six digits, written after the state: "Punjab 144003".
	const regionIndex = parts.findIndex((part) => /^[^\d]*\s*\d{6}$/.test(part))
	const regionMatch = regionIndex > 0 ? /^(.*?)\s*(\d{6})$/.exec(parts[regionIndex] ?? '') : null
	if (regionMatch) {
		addressRegion = regionMatch[1] || undefined
		postalCode = regionMatch[2]
		parts.splice(regionIndex, 1)
	}
	const cityIndex = parts.findIndex((part) => part.toLowerCase() === site.city.toLowerCase())
	if (cityIndex > 0) {
		if (!addressRegion && parts[cityIndex + 1]) addressRegion = parts[cityIndex + 1]
		parts.splice(cityIndex)
	}
	return {
		'@type': 'PostalAddress',
		streetAddress: parts.join(', ') || site.address,
		addressLocality: site.city,
		...(addressRegion ? { addressRegion } : {}),
		...(postalCode ? { postalCode } : {}),
		addressCountry,
	} satisfies JsonLdObject
}

function socialProfiles(site: Pick<SiteSettings, 'social'>) {
	return Object.values(site.social)
}

/** The institute itself, for the home and contact pages. */
export function educationalOrganizationJsonLd(site: Site, origin: string): JsonLdObject {
	const url = absolute('/', origin)
	return {
		'@context': CONTEXT,
		'@type': 'EducationalOrganization',
		'@id': `${url}#organization`,
		name: site.name,
		url,
		logo: absolute(LOGO_PATH, origin),
		image: shareImage('organisation', origin, site.name).url,
		description: site.tagline,
		address: postalAddress(site),
		telephone: site.phone,
		email: site.email,
		sameAs: socialProfiles(site),
		// The trust details the editors have set (site settings): the year founded and the GSTIN.
		...(site.trust?.yearFounded ? { foundingDate: String(site.trust.yearFounded) } : {}),
		...(site.trust?.gstin ? { taxID: site.trust.gstin } : {}),
	}
}

/** "8 weeks" or "3 months" as an ISO 8601 duration; undefined for anything less regular. */
export function isoDuration(text: string) {
	const match = /^(\d{1,3})\s*(day|week|month|year)s?$/i.exec(text.trim())
	const [, count, unit] = match ?? []
	if (!count || !unit) return undefined
	const designator = { day: 'D', week: 'W', month: 'M', year: 'Y' }[unit.toLowerCase() as 'day' | 'week' | 'month' | 'year']
	return `P${Number(count)}${designator}`
}

type CourseFields = {
	id: string
	ProgramName: string
	ProgramDescription: string
	SubType: string
	Duration: string
	Eligibility: string
}

/**
 * One course page, in its language (`locale`: the page's address and texts). Google's course list
 * needs name and description and recommends the provider; the rest is what we know of the course.
 * We publish no prices or dates, so no offers or instances.
 */
export function courseJsonLd(course: CourseFields, site: Site, origin: string, locale: Locale): JsonLdObject {
	const url = absolute(localizedPath(`/course/${course.id}`, locale), origin)
	const timeRequired = isoDuration(course.Duration)
	return {
		'@context': CONTEXT,
		'@type': 'Course',
		'@id': `${url}#course`,
		name: course.ProgramName,
		description: course.ProgramDescription,
		url,
		image: shareImage('course', origin, site.name).url,
		provider: {
			'@type': 'Organization',
			name: site.name,
			url: absolute('/', origin),
			sameAs: socialProfiles(site),
		},
		educationalLevel: course.SubType,
		coursePrerequisites: course.Eligibility,
		...(timeRequired ? { timeRequired } : {}),
	}
}

export type Breadcrumb = { name: string; path: string }

/**
 * Where an inner page sits: Home first (`home`: its name in the page's language), then each level
 * down to the page itself, each at its version in the page's language (`locale`).
 */
export function breadcrumbListJsonLd(origin: string, trail: readonly Breadcrumb[], { locale, home }: { locale: Locale; home: string }): JsonLdObject {
	const crumbs = [{ name: home, path: '/' }, ...trail]
	return {
		'@context': CONTEXT,
		'@type': 'BreadcrumbList',
		itemListElement: crumbs.map((crumb, index) => ({
			'@type': 'ListItem',
			position: index + 1,
			name: crumb.name,
			item: absolute(localizedPath(crumb.path, locale), origin),
		})),
	}
}
