import type { ResponsiveImage } from '~/components/ui/ResponsiveImage'
import type { z } from 'zod'
import type { testimonialSchema } from './content-schemas'

export type Testimonial = z.infer<typeof testimonialSchema>

/** A testimonial as the page shows it: its photo resolved (an uploaded one brings its copies and size). */
export type TestimonialView = Testimonial & { photoImage: ResponsiveImage | null }

/** The home page's testimonials (checked by validateStaticContent()). */
export const homeTestimonials: Testimonial[] = [
	{
		id: 'simran-kaur',
		name: 'Simran Kaur',
		class: 'IELTS Academic, March 2026 batch',
		text: 'I was stuck at band 6 in writing. The weekly essay feedback showed me exactly what examiners look for, and I scored 7.5 overall on my second attempt.',
		photo: '/images/testimonials/simran.svg',
	},
	{
		id: 'arjun-sharma',
		name: 'Arjun Sharma',
		class: 'MSc Data Science, University of Leicester',
		text: 'My counsellor helped me shortlist universities I could afford and checked every page of my visa file. The visa came through in three weeks.',
		photo: '/images/testimonials/arjun.svg',
	},
	{
		id: 'manpreet-singh',
		name: 'Manpreet Singh',
		class: 'Diploma in Business, Toronto',
		text: 'They were honest that my first choice was a risk and suggested a better-fit college. My parents liked that nobody pushed us into anything.',
		photo: '/images/testimonials/manpreet.svg',
	},
]
