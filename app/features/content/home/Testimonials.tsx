import { Picture } from '~/components/ui/ResponsiveImage'
import type { ShownIn } from '~/features/i18n/localised-text'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import type { TestimonialView } from '../testimonials'
import { SectionHeading } from '../PageHeader'
import type { HomeSectionText } from '../page-text'

/** The testimonials; read-only, the home page serves the section as an island (lib/island.tsx). */
export function Testimonials({ testimonials, heading }: { testimonials: (TestimonialView & ShownIn)[]; heading: HomeSectionText }) {
	return (
		<section aria-labelledby="home-testimonials" className="container-page py-14">
			<SectionHeading id="home-testimonials" {...heading} />
			<ul className="mt-8 grid gap-6 md:grid-cols-3">
				{testimonials.map((t) => (
					<li key={t.id}>
						<figure lang={t.lang} className="flex h-full flex-col rounded-2xl border border-slate-200 p-6">
							<blockquote className="flex-1 text-slate-700">
								<p>“{t.text}”</p>
							</blockquote>
							{t.translated ? null : <UntranslatedNote />}
							<figcaption className="mt-5 flex items-center gap-3">
								{/* Decorative: the name beside it says who it is. */}
								<Picture image={t.photoImage ?? { src: t.photo }} sizes="56px" alt="" width={56} height={56} loading="lazy" className="size-14 rounded-full object-cover" />
								<span>
									<span className="block font-bold text-brand-900">{t.name}</span>
									<span className="block text-sm text-slate-600">{t.class}</span>
								</span>
							</figcaption>
						</figure>
					</li>
				))}
			</ul>
		</section>
	)
}
