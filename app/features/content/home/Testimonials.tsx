import { Picture } from '~/components/ui/ResponsiveImage'
import { useLangApart } from '~/features/i18n/i18n'
import type { ShownIn } from '~/features/i18n/localised-text'
import { allUntranslated, UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import type { TestimonialView } from '../testimonials'
import { SectionHeading } from '../PageHeader'
import type { HomeSectionText } from '../page-text'

/** The testimonials; read-only, the home page serves the section as an island (lib/island.tsx). */
export function Testimonials({ testimonials, heading }: { testimonials: (TestimonialView & ShownIn)[]; heading: HomeSectionText }) {
	const langApart = useLangApart()
	const noted = allUntranslated(testimonials)
	return (
		<section aria-labelledby="home-testimonials" className="container-page py-14">
			<SectionHeading id="home-testimonials" {...heading} lang={langApart(heading.lang)} />
			{noted ? <UntranslatedNote /> : null}
			<ul className="mt-8 grid gap-6 md:grid-cols-3">
				{testimonials.map((t) => (
					<li key={t.id}>
						<figure lang={langApart(t.lang)} className="testimonial">
							{/* One text, so React writes no comment between the quotation marks and the quote. */}
							<blockquote>{`“${t.text}”`}</blockquote>
							{t.translated || noted ? null : <UntranslatedNote />}
							<figcaption>
								{/* Decorative: the name beside it says who it is. */}
								<Picture image={t.photoImage ?? { src: t.photo }} sizes="56px" alt="" width={56} height={56} loading="lazy" />
								<span>
									<span>{t.name}</span>
									<span>{t.class}</span>
								</span>
							</figcaption>
						</figure>
					</li>
				))}
			</ul>
		</section>
	)
}
