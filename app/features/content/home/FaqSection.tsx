import type { ReactNode } from 'react'
import { Accordion } from '~/components/ui/accordion'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { Island, type Islanded } from '~/lib/island'
import type { Locale } from '~/features/i18n/locales'
import type { FaqInLanguage } from '../faqs'
import { useLangApart } from '~/features/i18n/i18n'

const schema = 'https://schema.org/'

/**
 * SPEC.md section 4: one item open at a time; clicking the open one closes it. `heading` is the
 * section's heading as the page draws it (an island on the home page, SectionHeading's id `home-faq`).
 * The questions are a FAQPage for search engines in microdata on the texts shown (decision 008's
 * amendment), not again in a JSON-LD copy: on the home page that copy was 3.6 KB of its HTML.
 * What the accordion needs of each question is its language (`langs`, one per question, in order);
 * its texts are islands (lib/island.tsx).
 */
export function FaqSection({ langs, texts, heading }: { langs: Locale[]; texts: Islanded<FaqInLanguage[]>; heading: ReactNode }) {
	const langApart = useLangApart()
	return (
		<section aria-labelledby="home-faq" className="container-page py-14">
			{heading}
			{/* Its buttons and answers are styled from the list (app.css: .faq-list), the chevrons drawn there. */}
			<Accordion.Root type="single" collapsible idPrefix="faq" className="faq-list mt-8" itemScope itemType={`${schema}FAQPage`}>
				{langs.map((lang, i) => (
					// The questions' order is the list's: its position is an item's key and value.
					<Accordion.Item key={i} value={String(i)} lang={langApart(lang)} itemScope itemProp="mainEntity" itemType={`${schema}Question`}>
						{/* The question's button and the answer's region are the islands themselves: no wrapper of their own. */}
						<h3>
							<Accordion.Trigger asChild>
								<Island name={`home-faq-q${i}`} value={texts} tag="button" itemProp="name">
									{(shown) => shown[i]!.question}
								</Island>
							</Accordion.Trigger>
						</h3>
						<Accordion.Content asChild itemScope itemProp="acceptedAnswer" itemType={`${schema}Answer`}>
							<Island name={`home-faq-${i}`} value={texts}>
								{(shown) => (
									<>
										<p itemProp="text">{shown[i]!.answer}</p>
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
