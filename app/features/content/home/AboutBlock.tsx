import { Compass, GraduationCap, Plane } from '~/components/ui/icons'
import { Link } from 'react-router'
import { useOnSite } from '~/components/layout/navigation'
import type { SiteSettings } from '~/config/site-settings'
import { useLocale } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { type HomeAboutText, withSiteDetails } from '../page-text'
import { SectionHeading } from '../PageHeader'

/** The feature items' icons, by position. */
const featureIcons = [GraduationCap, Compass, Plane]

/** The about block with three feature items (SPEC.md section 2); its text is the editors' (studio: Home page). */
export function AboutBlock({ about, site }: { about: HomeAboutText; site: SiteSettings }) {
	const aboutOnSite = useOnSite('/about')
	const locale = useLocale()
	return (
		<section aria-labelledby="home-about" lang={about.lang} className="container-page py-14">
			<SectionHeading id="home-about" eyebrow={withSiteDetails(about.eyebrow, site)} title={withSiteDetails(about.title, site)} lead={withSiteDetails(about.text, site)} />
			{about.translated ? null : <UntranslatedNote />}
			<ul className="mt-8 grid gap-6 md:grid-cols-3">
				{about.features.map(({ title, text }, index) => {
					const Icon = featureIcons[index] ?? GraduationCap
					return (
						<li key={title} className="rounded-2xl border border-slate-200 p-6">
							<Icon aria-hidden="true" className="size-8 text-brand-700" />
							<h3 className="mt-4 text-lg font-bold text-brand-900">{withSiteDetails(title, site)}</h3>
							<p className="mt-2 text-slate-700">{withSiteDetails(text, site)}</p>
						</li>
					)
				})}
			</ul>
			{aboutOnSite ? (
				<Link to={localizedPath('/about', locale)} className="mt-6 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
					{about.linkLabel}
				</Link>
			) : null}
		</section>
	)
}
