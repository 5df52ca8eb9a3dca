import { type JsonLdObject, serializeJsonLd } from '~/lib/structured-data'

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
