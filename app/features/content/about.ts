import type { ResponsiveImage } from '~/components/ui/ResponsiveImage'
import type { z } from 'zod'
import type { aboutContentSchema } from './content-schemas'

export type AboutContent = z.infer<typeof aboutContentSchema>

/** The About page as it shows: each slide's image and the signer's portrait resolved (uploaded ones bring their copies and size). */
export type AboutView = Omit<AboutContent, 'slides'> & { slides: (AboutContent['slides'][number] & { image: ResponsiveImage | null })[]; signerPhoto: ResponsiveImage }

/** The About page (SPEC.md section 9), checked against aboutContentSchema by validateStaticContent(). */
export const aboutContent: AboutContent = {
	slides: [
		{ src: '/images/about/slide-1.svg', alt: 'The Welsh Education institute building in Jalandhar' },
		{ src: '/images/about/slide-2.svg', alt: 'An IELTS class with students facing the board' },
		{ src: '/images/about/slide-3.svg', alt: 'A counsellor and a student talking across a desk' },
		{ src: '/images/about/slide-4.svg', alt: 'A plane taking off for a new country' },
		{ src: '/images/about/slide-5.svg', alt: 'University buildings abroad on a sunny day' },
		{ src: '/images/about/slide-6.svg', alt: 'Graduation caps thrown in the air' },
	],
	story: [
		'Welsh Education began in 2010 as a single IELTS classroom above a shop on Model Town Road. Today the institute teaches university pathway, SKP, language and IELTS courses, and its counsellors help several hundred students a year apply to universities in 16 countries.',
		'We are still a local institute. Most of our students come from Jalandhar, Kapurthala, Hoshiarpur and Nawanshahr, and many come because an older brother, sister or cousin studied with us first.',
	],
	directorMessage: {
		title: 'A message from our Managing Director',
		paragraphs: [
			'I believe education is not a product to be sold but a door a young person walks through with their whole family behind them. Every decision we help a student make, which course, which country, which loan, shapes years of their life. That is why our first session is free and unhurried, and why we would rather lose an admission than give advice we do not believe.',
			'In the classroom, we teach skills rather than tricks. A student who understands how an argument is built writes a better IELTS essay, a better statement of purpose and, later, better university assignments. Our trainers explain why an answer earns a band, so that our students keep improving after the course ends.',
			'Finally, we measure our success by how our students do abroad, not by how many files we send. We stay in touch after departure, we ask our alumni what we could have prepared them for better, and we change our courses when they tell us. If you study with us, you join that conversation too.',
		],
		signedBy: 'Harjit Singh Sandhu',
		role: 'Founder and Managing Director',
	},
	values: [
		{ title: 'Honesty first', text: 'Clear advice on chances and costs, in writing, before any fee is paid.' },
		{ title: 'Teaching that lasts', text: 'Skills that carry students through the test and through their degree.' },
		{ title: 'Families included', text: 'Parents are welcome at every session, in Punjabi, Hindi or English.' },
	],
}

/** The Managing Director's portrait beside his message (the seed's; editors choose an uploaded one in the studio). */
export const aboutDirectorPhoto = '/images/team/harjit-singh-sandhu.svg'
