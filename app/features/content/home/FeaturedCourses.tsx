import { Picture } from '~/components/ui/ResponsiveImage'
import { useLangApart, useT } from '~/features/i18n/i18n'
import { formatRupees } from '~/lib/money'
import type { ShownIn } from '~/features/i18n/localised-text'
import { allUntranslated, UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import type { FeaturedCourseView } from '../featured-courses'
import { SectionHeading } from '../PageHeader'
import type { HomeSectionText } from '../page-text'

/** Featured online courses (demo data, SPEC.md section 3); read-only, the home page serves the section as an island (lib/island.tsx). */
export function FeaturedCourses({ courses, heading }: { courses: (FeaturedCourseView & ShownIn)[]; heading: HomeSectionText }) {
	const t = useT()
	const langApart = useLangApart()
	const noted = allUntranslated(courses)
	return (
		<section aria-labelledby="home-featured" className="bg-slate-50 py-14">
			<div className="container-page">
				<SectionHeading id="home-featured" {...heading} lang={langApart(heading.lang)} />
				{noted ? <UntranslatedNote /> : null}
				{/* Its cards' parts are styled from the list (app.css: .featured-list). */}
				<ul className="featured-list">
					{courses.map((course) => (
						<li key={course.id}>
							<article lang={langApart(course.lang)} className="card">
								<Picture
									image={course.picture ?? { src: course.image }}
									sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
									alt={course.imageAlt}
									width={400}
									height={240}
									loading="lazy"
								/>
								<div className="card-body">
									<p className="eyebrow">{course.category}</p>
									<h3>{course.title}</h3>
									<p>{course.description}</p>
									{course.translated || noted ? null : <UntranslatedNote />}
									{/* Each fact's icon is the stylesheet's, by its place. */}
									<dl>
										<div>
											<dt>{t('page.home.duration')}</dt>
											<dd>{course.duration}</dd>
										</div>
										<div>
											<dt>{t('page.home.students')}</dt>
											<dd>{course.students.toLocaleString('en-IN')}</dd>
										</div>
										<div>
											<dt>{t('page.home.rating')}</dt>
											<dd>{course.rating.toFixed(1)}</dd>
										</div>
									</dl>
									<p>
										<span>{`${t('page.home.price')} `}</span>
										{formatRupees(course.priceInr)}
									</p>
								</div>
							</article>
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}
