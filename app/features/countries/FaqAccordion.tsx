import { ChevronDown } from '~/components/ui/icons'
import { Accordion } from '~/components/ui/accordion'
import { type ReactNode, useState } from 'react'
import type { Locale } from '~/features/i18n/locales'

const schema = 'https://schema.org/'

/**
 * SPEC.md section 4: one answer open at a time; clicking the open one closes it. Answers are
 * always in the HTML (forceMount) and hidden while closed, so search engines read them.
 * `children(i)` draws answer i (the guide's islands); each question is in its own language.
 * The questions are the guide's FAQPage for search engines, in microdata on the texts shown (decision
 * 008's amendment), as on the home page: no JSON-LD copy of them (2.8–5.3 KB of a Punjabi or Hindi guide’s HTML).
 * `children(i)` marks the answer's text (`itemProp="text"`).
 */
export function FaqAccordion({ questions, children }: { questions: { question: string; lang: Locale }[]; children: (index: number) => ReactNode }) {
	const [open, setOpen] = useState('')
	return (
		<Accordion.Root type="single" collapsible value={open} onValueChange={setOpen} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" itemScope itemType={`${schema}FAQPage`}>
			{questions.map((faq, i) => {
				const value = `faq-${i}`
				return (
					<Accordion.Item key={value} value={value} lang={faq.lang} itemScope itemProp="mainEntity" itemType={`${schema}Question`}>
						<Accordion.Header asChild>
							<h3>
								<Accordion.Trigger className="group faq-trigger px-4 hover:bg-slate-50">
									<span itemProp="name">{faq.question}</span>
									<ChevronDown className="faq-chevron" aria-hidden="true" />
								</Accordion.Trigger>
							</h3>
						</Accordion.Header>
						<Accordion.Content forceMount hidden={open !== value} className="px-4 pb-4 text-slate-700" itemScope itemProp="acceptedAnswer" itemType={`${schema}Answer`}>
							{children(i)}
						</Accordion.Content>
					</Accordion.Item>
				)
			})}
		</Accordion.Root>
	)
}
