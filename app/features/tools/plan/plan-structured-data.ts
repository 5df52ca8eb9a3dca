import type { JsonLdObject } from '~/lib/structured-data'

/** The planner as schema.org describes a free tool on the web: a WebApplication offered at no cost. */
export function planJsonLd({ name, description, url, siteName, origin }: { name: string; description: string; url: string; siteName: string; origin: string }): JsonLdObject {
	return {
		'@context': 'https://schema.org',
		'@type': 'WebApplication',
		name,
		description,
		url,
		applicationCategory: 'FinanceApplication',
		operatingSystem: 'Any',
		isAccessibleForFree: true,
		offers: { '@type': 'Offer', price: 0, priceCurrency: 'INR' },
		provider: { '@type': 'Organization', name: siteName, url: origin },
	}
}
