import { useNonce } from '~/lib/nonce'
import type { Faq } from './FaqAccordion'

/** JSON for an inline script: '<' escaped so the text can never close the script element. */
export function serializeJsonLd(value: unknown) {
	return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

export function faqPageJsonLd(faqs: Faq[]) {
	return {
		'@context': 'https://schema.org',
		'@type': 'FAQPage',
		mainEntity: faqs.map((faq) => ({
			'@type': 'Question',
			name: faq.question,
			acceptedAnswer: { '@type': 'Answer', text: faq.answer },
		})),
	}
}

/** FAQPage structured data for search engines; the CSP needs the nonce on inline scripts. */
export function FaqJsonLd({ faqs }: { faqs: Faq[] }) {
	const nonce = useNonce()
	return (
		<script
			type="application/ld+json"
			nonce={nonce}
			suppressHydrationWarning
			dangerouslySetInnerHTML={{ __html: serializeJsonLd(faqPageJsonLd(faqs)) }}
		/>
	)
}
