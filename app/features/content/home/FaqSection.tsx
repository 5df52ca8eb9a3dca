import { ChevronDown } from '~/components/ui/icons'
import { Accordion } from '~/components/ui/accordion'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { Island, type Islanded } from '~/lib/island'
import type { FaqInLanguage } from '../faqs'
import { SectionHeading } from '../PageHeader'
import type { HomeSectionText } from '../page-text'

/** What the accordion needs of each question; the answers are islands (lib/island.tsx). */
export type FaqQuestion = Pick<FaqInLanguage, 'id' | 'question' | 'lang'>

/** SPEC.md section 4: one item open at a time; clicking the open one closes it. */
export function FaqSection({ questions, answers, heading }: { questions: FaqQuestion[]; answers: Islanded<FaqInLanguage[]>; heading: HomeSectionText }) {
	return (
		<section aria-labelledby="home-faq" className="container-page py-14">
			<SectionHeading id="home-faq" {...heading} />
			<Accordion.Root type="single" collapsible className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200">
				{questions.map((faq, i) => (
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
							<Island name={`home-faq-${i}`} value={answers}>
								{(shown) => (
									<>
										<p>{shown[i]!.answer}</p>
										{shown[i]!.translated ? null : <UntranslatedNote />}
									</>
								)}
							</Island>
						</Accordion.Content>
					</Accordion.Item>
				))}
			</Accordion.Root>
		</section>
	)
}
