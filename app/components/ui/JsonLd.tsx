import { useLocale, useT } from '~/features/i18n/i18n'
import { type Breadcrumb, breadcrumbListJsonLd, type JsonLdObject, serializeJsonLd } from '~/lib/structured-data'

/**
 * Structured data for search engines, rendered on the server. A JSON data block is never executed,
 * so it needs no CSP nonce; serializeJsonLd escapes '<' so no text can close the element.
 */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
	const blocks = Array.isArray(data) ? data : [data]
	return blocks.map((block, index) => (
		<script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }} />
	))
}

/** A page's breadcrumb for search engines, in the page's language: Home named as the menu names it, each level at its language version. */
export function BreadcrumbJsonLd({ origin, trail }: { origin: string; trail: readonly Breadcrumb[] }) {
	const t = useT()
	const locale = useLocale()
	return <JsonLd data={breadcrumbListJsonLd(origin, trail, { locale, home: t('nav.home') })} />
}
