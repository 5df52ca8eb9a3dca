import type { z } from 'zod'
import type { faqSchema } from './content-schemas'
import type { Locale } from '~/features/i18n/locales'

export type Faq = z.infer<typeof faqSchema>

/** An FAQ as a page shows it: in `lang`, and `translated: false` when a Punjabi or Hindi page shows the English. */
export type FaqInLanguage = Faq & { lang: Locale; translated: boolean }

/** The home page's FAQs (checked by validateStaticContent()). */
export const homeFaqs: Faq[] = [
	{
		id: 'counselling-fee',
		question: 'Do you charge for the first counselling session?',
		answer:
			'No. Career and study-abroad counselling is free, in person at our Jalandhar institute or by phone and WhatsApp. You pay only for the services you choose, such as IELTS coaching or visa filing, at the prices on our fees page.',
	},
	{
		id: 'when-to-start',
		question: 'How early should I start planning to study abroad?',
		answer:
			'Start 9 to 12 months before your intake. That leaves time for an English test, shortlisting universities, applications, arranging funds and the visa. Popular September intakes in the UK and Canada fill up early, so January is a good time to begin for the following September.',
	},
	{
		id: 'ielts-score',
		question: 'What IELTS score do I need?',
		answer:
			'It depends on the course and the country. Most undergraduate courses ask for 6.0 overall with no band below 5.5, and most postgraduate courses ask for 6.5 with no band below 6.0. Some courses, such as nursing or law, ask for more. We check the exact requirement of every university you apply to.',
	},
	{
		id: 'ielts-alternatives',
		question: 'Can I apply without IELTS?',
		answer:
			'Sometimes. Many universities accept PTE Academic or TOEFL iBT instead, and some accept a strong English mark in Class 12 for certain courses. Visa rules still apply, so we confirm the accepted tests for both the university and the visa before you book one.',
	},
	{
		id: 'study-gap',
		question: 'I have a gap after Class 12 or graduation. Can I still study abroad?',
		answer:
			'Yes, in most cases. Universities want the gap explained, usually with work experience letters, a course you took or a clear reason such as family responsibilities. We help you document the gap honestly in your statement of purpose.',
	},
	{
		id: 'cost',
		question: 'How much does studying abroad cost?',
		answer:
			'Tuition and living costs vary widely by country and city. As a rough guide, living costs alone are about £1,000 to £1,500 a month in the UK and CAD 1,500 to 2,000 a month in Canada, on top of tuition. Germany’s public universities charge little or no tuition in most states. Each of our country guides shows current costs.',
	},
	{
		id: 'part-time-work',
		question: 'Can I work part-time while I study?',
		answer:
			'Usually, within limits set by each country. For example, UK students on a degree course may work up to 20 hours a week in term time, and Australia allows 48 hours a fortnight. Part-time pay helps with living costs but should never be counted on to pay tuition.',
	},
	{
		id: 'visa-refusal',
		question: 'What happens if my visa is refused?',
		answer:
			'We read the refusal letter with you, explain each reason and tell you honestly whether a fresh application can fix it. If you filed the visa through us, we prepare one re-application for the same course and intake at no extra service fee; government fees are paid again.',
	},
	{
		id: 'guarantee',
		question: 'Do you guarantee admission or a visa?',
		answer:
			'No, and nobody honestly can. Universities and embassies make those decisions. What we promise is a complete, accurate and well-prepared application, and clear advice on your chances before you pay any fee.',
	},
	{
		id: 'parents',
		question: 'Can my parents come to the counselling session?',
		answer:
			'Please bring them. Funding, loans and living arrangements are family decisions, and our counsellors are happy to explain everything in Punjabi, Hindi or English.',
	},
]
