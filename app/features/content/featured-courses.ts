import type { ResponsiveImage } from '~/components/ui/ResponsiveImage'
import type { z } from 'zod'
import type { featuredCourseSchema } from './content-schemas'

export type FeaturedCourse = z.infer<typeof featuredCourseSchema>

/** A featured online course as the pages show it: the image resolved (an uploaded one brings its copies and size). */
export type FeaturedCourseView = FeaturedCourse & { picture: ResponsiveImage | null }

/** The featured online courses (checked by validateStaticContent()). */
export const featuredCourses: FeaturedCourse[] = [
	{
		id: 'ielts-online-intensive',
		title: 'IELTS Online Intensive',
		description: 'Live evening classes for all four modules, weekly full mock tests and one-to-one writing feedback from a trainer.',
		image: '/images/courses/ielts-online.svg',
		imageAlt: 'An open laptop showing an IELTS practice test',
		duration: '6 weeks',
		students: 1240,
		rating: 4.8,
		priceInr: 9500,
		category: 'IELTS',
	},
	{
		id: 'german-a1-online',
		title: 'German A1 Online',
		description: 'Beginner German for study and work in Germany, preparing you for the Goethe-Zertifikat A1 exam.',
		image: '/images/courses/german-online.svg',
		imageAlt: 'Speech bubbles with German greetings',
		duration: '10 weeks',
		students: 386,
		rating: 4.7,
		priceInr: 16000,
		category: 'Languages',
	},
	{
		id: 'spoken-english-confidence',
		title: 'Spoken English for Interviews',
		description: 'Conversation practice for visa interviews, university calls and the first weeks abroad, in small online groups.',
		image: '/images/courses/spoken-english.svg',
		imageAlt: 'Two people talking over a video call',
		duration: '8 weeks',
		students: 912,
		rating: 4.6,
		priceInr: 6500,
		category: 'Languages',
	},
	{
		id: 'sop-and-application-workshop',
		title: 'SOP and Application Workshop',
		description: 'Write your statement of purpose, CV and reference requests with a counsellor reviewing every draft.',
		image: '/images/courses/sop-workshop.svg',
		imageAlt: 'A document with a pen and review marks',
		duration: '3 weeks',
		students: 458,
		rating: 4.9,
		priceInr: 4500,
		category: 'Study abroad',
	},
]

