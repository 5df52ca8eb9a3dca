import { Accordion } from '~/components/ui/accordion'
import type { ReactElement } from 'react'
import type { Locale } from '~/features/i18n/locales'
import { useLangApart } from '~/features/i18n/i18n'

const schema = 'https://schema.org/'

/**
 * SPEC.md section 4: one answer open at a time; clicking the open one closes it. Styled from the
 * list as the home page's questions are (app.css: .faq-list, which draws the chevrons).
 * `children(i)` is answer i's one element (the guide's island), which becomes its region
 * (Accordion.Content's `asChild`): always in the HTML, hidden while closed, so search engines read
 * it. A question's `lang` is written only where it differs from the page's (useLangApart).
 * The questions are the guide's FAQPage for search engines, in microdata on the texts shown (decision
 * 008's amendment), as on the home page: no JSON-LD copy of them (2.8–5.3 KB of a Punjabi or Hindi guide’s HTML).
 * `children(i)` marks the answer's text (`itemProp="text"`).
 */
export function FaqAccordion({ questions, children }: { questions: { question: string; lang: Locale }[]; children: (index: number) => ReactElement<Record<string, unknown>> }) {
	const langApart = useLangApart()
	return (
		<Accordion.Root type="single" collapsible idPrefix="faq" className="faq-list bg-white" itemScope itemType={`${schema}FAQPage`}>
			{questions.map((faq, i) => (
				// The questions' order is the guide's: its position is an item's key and value.
				<Accordion.Item key={i} value={String(i)} lang={langApart(faq.lang)} itemScope itemProp="mainEntity" itemType={`${schema}Question`}>
					<h3>
						<Accordion.Trigger itemProp="name">{faq.question}</Accordion.Trigger>
					</h3>
					<Accordion.Content asChild itemScope itemProp="acceptedAnswer" itemType={`${schema}Answer`}>
						{children(i)}
					</Accordion.Content>
				</Accordion.Item>
			))}
		</Accordion.Root>
	)
}
