import { ChevronDown } from '~/components/ui/icons'
import { Accordion } from 'radix-ui'
import { useState } from 'react'
import type { ShownIn } from '~/features/i18n/localised-text'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { GuideText } from './facts/GuideText'

/** A guide's FAQ in the page's language, or in English with the note (guideIn). */
export type Faq = { question: string; answer: string } & ShownIn

/**
 * SPEC.md section 4: one answer open at a time; clicking the open one closes it. Answers are
 * always in the HTML (forceMount) and hidden while closed, so search engines read them.
 */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
	const [open, setOpen] = useState('')
	return (
		<Accordion.Root type="single" collapsible value={open} onValueChange={setOpen} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
			{faqs.map((faq, i) => {
				const value = `faq-${i}`
				return (
					<Accordion.Item key={value} value={value} lang={faq.lang}>
						<Accordion.Header asChild>
							<h3>
								<Accordion.Trigger className="group faq-trigger px-4 hover:bg-slate-50">
									{faq.question}
									<ChevronDown className="faq-chevron" aria-hidden="true" />
								</Accordion.Trigger>
							</h3>
						</Accordion.Header>
						<Accordion.Content forceMount hidden={open !== value} className="px-4 pb-4 text-slate-700">
							<p>
								<GuideText text={faq.answer} />
							</p>
							{faq.translated ? null : <UntranslatedNote />}
						</Accordion.Content>
					</Accordion.Item>
				)
			})}
		</Accordion.Root>
	)
}
