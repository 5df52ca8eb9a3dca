import { ChevronDown } from '~/components/ui/icons'
import { Accordion } from '~/components/ui/accordion'
import { type ReactNode, useState } from 'react'
import type { Locale } from '~/features/i18n/locales'

/**
 * SPEC.md section 4: one answer open at a time; clicking the open one closes it. Answers are
 * always in the HTML (forceMount) and hidden while closed, so search engines read them.
 * `children(i)` draws answer i (the guide's islands); each question is in its own language.
 */
export function FaqAccordion({ questions, children }: { questions: { question: string; lang: Locale }[]; children: (index: number) => ReactNode }) {
	const [open, setOpen] = useState('')
	return (
		<Accordion.Root type="single" collapsible value={open} onValueChange={setOpen} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
			{questions.map((faq, i) => {
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
							{children(i)}
						</Accordion.Content>
					</Accordion.Item>
				)
			})}
		</Accordion.Root>
	)
}
