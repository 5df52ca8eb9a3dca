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
		// Its parts are styled from the section (app.css: .home-hero).
		<section aria-labelledby="home-hero-title" className="home-hero">
			<div>
				<div lang={lang}>
					<p className="eyebrow">{withSiteDetails(hero.eyebrow, site)}</p>
					<h1 id="home-hero-title">
						{withSiteDetails(hero.title, site)}
					</h1>
					<p>{withSiteDetails(hero.text, site)}</p>
					{hero.translated ? null : <UntranslatedNote />}
					<div>
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
				/>
			</div>
		</section>
	)
}
