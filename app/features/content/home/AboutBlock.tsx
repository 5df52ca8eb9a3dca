import { Link } from 'react-router'
import { useOnSite } from '~/components/layout/navigation'
import type { SiteSettings } from '~/config/site-settings'
import { useLangApart, useLocale } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { type HomeAboutText, withSiteDetails } from '../page-text'
import { SectionHeading } from '../PageHeader'

/** The about block with three feature items (SPEC.md section 2); its text is the editors' (studio: Home page). */
export function AboutBlock({ about, site }: { about: HomeAboutText; site: SiteSettings }) {
	const aboutOnSite = useOnSite('/about')
	const locale = useLocale()
	const lang = useLangApart()(about.lang)
	return (
		<section aria-labelledby="home-about" lang={lang} className="container-page py-14">
			<SectionHeading id="home-about" eyebrow={withSiteDetails(about.eyebrow, site)} title={withSiteDetails(about.title, site)} lead={withSiteDetails(about.text, site)} />
			{about.translated ? null : <UntranslatedNote />}
			<ul className="mt-8 grid gap-6 md:grid-cols-3">
				{/* Each item's icon is the stylesheet's, by its place (app.css: .about-feature). */}
				{about.features.map(({ title, text }) => (
					<li key={title} className="about-feature">
						<h3>{withSiteDetails(title, site)}</h3>
						<p>{withSiteDetails(text, site)}</p>
					</li>
				))}
			</ul>
			{aboutOnSite ? (
				<Link to={localizedPath('/about', locale)} className="more-link">
					{about.linkLabel}
				</Link>
			) : null}
		</section>
	)
}
