import type { ResponsiveImage } from '~/components/ui/ResponsiveImage'
import { Link } from 'react-router'
import { formatDate } from '~/features/i18n/formats'
import { useLocale, useT, withElements } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { CountryGuideTabs } from './CountryGuideTabs'
import { CountryHero } from './CountryHero'
import { type GuideContent, type GuideFrame, GuideIsland } from './guide-parts'
import type { Islanded } from '~/lib/island'
import type { MinimalCountry } from './normalise-country-id'

/**
 * A full country guide: hero, the eight tabs, and when and against what it was reviewed. The
 * texts, figures and tables are islands (guide-parts.tsx): `frame` is what the interactive parts need.
 */
export function CountryGuide({ frame, content, heroPicture }: { frame: GuideFrame; content: Islanded<GuideContent>; heroPicture?: ResponsiveImage | null }) {
	const t = useT()
	const locale = useLocale()
	return (
		<>
			<CountryHero name={frame.name} flag={frame.flagUrl} heroImage={heroPicture ?? { src: frame.heroImage }} countryId={frame.id}>
				<GuideIsland name="guide-intro" content={content}>
					{(_, __, t) => <p className="mt-3 max-w-2xl text-lg text-brand-50">{t('guide.hero.intro')}</p>}
				</GuideIsland>
			</CountryHero>
			{/* Keyed by country: a client-side move to another guide starts its tabs, slider and gauge afresh. */}
			<CountryGuideTabs key={frame.id} frame={frame} content={content} />
			{/* The guide's next step, after its last tab. */}
			<aside aria-labelledby="country-next-step" className="container-page pb-8">
				<GuideIsland name="guide-next-step" content={content} className="rounded-xl bg-brand-50 p-4 sm:p-6">
					{(_, __, t) => (
						<>
							<h2 id="country-next-step" className="text-lg font-bold text-brand-900">
								{t('guide.nextStep.title', { name: frame.name })}
							</h2>
							<p className="mt-1 text-slate-700">{t('guide.nextStep.body')}</p>
							<Link
								to={localizedPath(`/book?${new URLSearchParams({ country: frame.id })}`, locale)}
								className="mt-3 inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700"
							>
								{t('guide.nextStep.book')}
							</Link>
						</>
					)}
				</GuideIsland>
			</aside>
			<aside aria-labelledby="country-sources" className="container-page pb-12">
				<div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 sm:p-6">
					<h2 id="country-sources" className="text-base font-bold text-brand-900">
						{t('guide.sources.title')}
					</h2>
					<GuideIsland name="guide-sources" content={content}>
						{(country, { lastReview }, t) => (
							<>
								<p className="mt-1">
									{lastReview
										? withElements(t, 'guide.sources.reviewed', { name: lastReview.reviewerName }, { date: <time dateTime={lastReview.reviewedOn}>{lastReview.reviewedOnLabel ?? formatDate(lastReview.reviewedOn, locale)}</time> })
										: t('guide.sources.notReviewed')}{' '}
									{t('guide.sources.intro')}
								</p>
								<ul className="mt-2 list-disc space-y-1 pl-5">
									{country.sources.map((source) => (
										<li key={source.url}>
											<a href={source.url} target="_blank" rel="noopener noreferrer" className="note-link">
												{/* The sources' titles are the studio's English (the official pages' own names). */}
												{locale === 'en' ? source.title : <span lang="en">{source.title}</span>}
												<span className="sr-only"> {t('guide.opensInNewTab')}</span>
											</a>
										</li>
									))}
								</ul>
							</>
						)}
					</GuideIsland>
				</div>
			</aside>
		</>
	)
}

/** SPEC.md section 8: no guide yet, so a minimal country and a polite note, never an error. */
export function CountryComingSoon({ country }: { country: MinimalCountry }) {
	const t = useT()
	const locale = useLocale()
	return (
		<>
			<CountryHero name={country.name} flag={country.flagUrl} countryId={country.id} />
			<section className="container-page py-12">
				<h2 className="text-2xl font-extrabold text-brand-900">{t('guide.comingSoon.title')}</h2>
				<p className="mt-3 max-w-prose text-slate-700">{t('guide.comingSoon.body', { name: country.name })}</p>
				<Link to={localizedPath('/country', locale)} className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
					{t('guide.allDestinations')}
				</Link>
			</section>
		</>
	)
}
