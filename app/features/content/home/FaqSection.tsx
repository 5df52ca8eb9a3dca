import { ChevronDown } from '~/components/ui/icons'
import { Accordion } from 'radix-ui'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import type { FaqInLanguage } from '../faqs'
import { SectionHeading } from '../PageHeader'
import type { HomeSectionText } from '../page-text'

/** SPEC.md section 4: one item open at a time; clicking the open one closes it. */
export function FaqSection({ faqs, heading }: { faqs: FaqInLanguage[]; heading: HomeSectionText }) {
	return (
		<section aria-labelledby="home-faq" className="container-page py-14">
			<SectionHeading id="home-faq" {...heading} />
			<Accordion.Root type="single" collapsible className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200">
				{faqs.map((faq) => (
					<Accordion.Item key={faq.id} value={faq.id} lang={faq.lang}>
						<Accordion.Header asChild>
							<h3>
								<Accordion.Trigger className="group faq-trigger">
									{faq.question}
									<ChevronDown aria-hidden="true" className="faq-chevron" />
								</Accordion.Trigger>
							</h3>
						</Accordion.Header>
						{/* Always rendered, so every answer is in the server HTML for search engines; closed ones carry `hidden`. */}
						<Accordion.Content forceMount className="faq-answer">
							<p>{faq.answer}</p>
							{faq.translated ? null : <UntranslatedNote />}
						</Accordion.Content>
					</Accordion.Item>
				))}
			</Accordion.Root>
		</section>
	)
}
