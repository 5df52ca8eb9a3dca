import { Link } from 'react-router'
import { Picture } from '~/components/ui/ResponsiveImage'
import type { SiteSettings } from '~/config/site-settings'
import { useLangApart, useLocale } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { type HomeHeroText, withSiteDetails } from '../page-text'

/**
 * The home hero with the enquire / view-course button pair (SPEC.md section 2); its text is the
 * editors' (studio: Home page). Nothing in it needs a handler: the home page serves it as an island.
 */
export function HomeHero({ hero, site }: { hero: HomeHeroText; site: SiteSettings }) {
	const lang = useLangApart()(hero.lang)
	const locale = useLocale()
	return (
		<section aria-labelledby="home-hero-title" className="bg-gradient-to-b from-brand-50 to-white">
			<div className="container-page grid items-center gap-10 py-12 md:grid-cols-2 md:py-20">
				<div lang={lang}>
					<p className="eyebrow">{withSiteDetails(hero.eyebrow, site)}</p>
					<h1 id="home-hero-title" className="mt-3 text-4xl font-extrabold tracking-tight text-brand-900 md:text-5xl">
						{withSiteDetails(hero.title, site)}
					</h1>
					<p className="mt-5 text-lg text-slate-700">{withSiteDetails(hero.text, site)}</p>
					{hero.translated ? null : <UntranslatedNote />}
					<div className="mt-8 flex flex-wrap gap-3">
						{/* Without JavaScript the link leads to the enquiry page; with it, the enquiry dialog opens (EnquiryDialog listens for any link to /enquire in any language). */}
						<a href={localizedPath('/enquire', locale)} className="hero-enquire">
							{hero.enquireLabel}
						</a>
						<Link to={localizedPath('/courses', locale)} className="hero-link">
							{hero.coursesLabel}
						</Link>
						<Link to={localizedPath('/book', locale)} className="hero-link">
							{hero.bookLabel}
						</Link>
					</div>
				</div>
				{/* The shipped drawing's size until an upload brings its own; half of the 1152 px page beside the text from md up. */}
				<Picture
					image={hero.image}
					sizes="(min-width: 1152px) 532px, (min-width: 768px) 50vw, 100vw"
					alt={hero.imageAlt}
					lang={lang}
					width={560}
					height={420}
					fetchPriority="high"
					className="h-auto w-full"
				/>
			</div>
		</section>
	)
}
